package dialect_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// TestAsmFormats parses the pretty form of each op inside a function,
// checks what the format recorded, and checks that printing and parsing
// again is a fixed point.
func TestAsmFormats(t *testing.T) {
	tests := []struct {
		name string
		body string            // ops inside the function; the last one is checked
		args string            // function arguments
		want map[string]string // "operands", "results", "regions", or an attribute name -> printed value
	}{
		{"elementwise same type", "%0 = stablehlo.add %a, %a : tensor<?xf32>", "%a: tensor<?xf32>",
			map[string]string{"operands": "tensor<?xf32>, tensor<?xf32>", "results": "tensor<?xf32>"}},
		{"mhlo spelling kept", "%0 = mhlo.multiply %a, %a : tensor<?xf32>", "%a: tensor<?xf32>",
			map[string]string{"name": "mhlo.multiply", "results": "tensor<?xf32>"}},
		{"elementwise functional", "%0 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xi32>", "%a: tensor<4xf32>",
			map[string]string{"results": "tensor<4xi32>"}},
		{"constant", "%0 = stablehlo.constant dense<[1, 2]> : tensor<2xi64>", "",
			map[string]string{"value": "dense<[1, 2]> : tensor<2xi64>", "results": "tensor<2xi64>"}},
		{"constant with another type", "%0 = stablehlo.constant() {value = dense<1> : tensor<i8>} : () -> tensor<!quant.uniform<i8:f32, 1.0>>", "",
			map[string]string{"results": "tensor<!quant.uniform<i8:f32, 1.000000e+00>>"}},
		{"compare", "%0 = stablehlo.compare  LT, %a, %a,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>", "%a: tensor<f32>",
			map[string]string{"comparison_direction": "#stablehlo<comparison_direction LT>", "compare_type": "#stablehlo<comparison_type FLOAT>"}},
		{"broadcast_in_dim", "%0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>", "%a: tensor<4xf32>",
			map[string]string{"broadcast_dimensions": "array<i64: 1>"}},
		{"dynamic_broadcast_in_dim", "%0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>", "%a: tensor<?xf32>, %s: tensor<2xindex>",
			map[string]string{"broadcast_dimensions": "array<i64: 0>", "operands": "tensor<?xf32>, tensor<2xindex>"}},
		{"transpose", "%0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>", "%a: tensor<2x3xf32>",
			map[string]string{"permutation": "array<i64: 1, 0>"}},
		{"concatenate", "%0 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>", "%a: tensor<2xf32>",
			map[string]string{"dimension": "0 : i64"}},
		{"iota", "%0 = stablehlo.iota dim = 0 : tensor<4xi32>", "",
			map[string]string{"iota_dimension": "0 : i64", "results": "tensor<4xi32>"}},
		{"slice", "%0 = stablehlo.slice %a [0:4, 1:3:2] : (tensor<4x4xf32>) -> tensor<4x1xf32>", "%a: tensor<4x4xf32>",
			map[string]string{"start_indices": "array<i64: 0, 1>", "limit_indices": "array<i64: 4, 3>", "strides": "array<i64: 1, 2>"}},
		{"dynamic_slice", "%0 = stablehlo.dynamic_slice %a, %i, sizes = [2] : (tensor<4xf32>, tensor<i64>) -> tensor<2xf32>", "%a: tensor<4xf32>, %i: tensor<i64>",
			map[string]string{"slice_sizes": "array<i64: 2>"}},
		{"pad", "%0 = stablehlo.pad %a, %v, low = [1], high = [0], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<3xf32>", "%a: tensor<2xf32>, %v: tensor<f32>",
			map[string]string{"edge_padding_low": "array<i64: 1>"}},
		{"select", "%0 = stablehlo.select %p, %a, %a : tensor<2xi1>, tensor<2xf32>", "%p: tensor<2xi1>, %a: tensor<2xf32>",
			map[string]string{"operands": "tensor<2xi1>, tensor<2xf32>, tensor<2xf32>", "results": "tensor<2xf32>"}},
		{"get_dimension_size", "%0 = stablehlo.get_dimension_size %a, dim = 0 : (tensor<?xf32>) -> tensor<i32>", "%a: tensor<?xf32>",
			map[string]string{"dimension": "0 : i64"}},
		{"dot_general", "%0 = stablehlo.dot_general %a, %a, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGH] : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>", "%a: tensor<2x3x3xf32>",
			map[string]string{"dot_dimension_numbers": "#stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>",
				"precision_config": "[#stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]"}},
		{"dot_general algorithm", "%0 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>", "%a: tensor<2x2xf32>",
			map[string]string{"algorithm": "#stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>"}},
		{"reduce compact form", "%0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>", "%a: tensor<4xf32>, %i: tensor<f32>",
			map[string]string{"dimensions": "array<i64: 0>", "regions": "1"}},
		{"reduce with reducer", "%0 = stablehlo.reduce(%a init: %i) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n reducer(%x: tensor<f32>, %y: tensor<f32>) {\n %m = stablehlo.maximum %x, %y : tensor<f32>\n stablehlo.return %m : tensor<f32>\n }", "%a: tensor<4xf32>, %i: tensor<f32>",
			map[string]string{"regions": "1"}},
		{"custom_call", `%0 = stablehlo.custom_call @foo(%a) {backend_config = "x"} : (tensor<f32>) -> tensor<f32>`, "%a: tensor<f32>",
			map[string]string{"call_target_name": `"foo"`, "backend_config": `"x"`}},
		{"composite", `%0 = stablehlo.composite "my.op" %a {decomposition = @impl} : (tensor<f32>) -> tensor<f32>`, "%a: tensor<f32>",
			map[string]string{"name": "stablehlo.composite", "decomposition": "@impl"}},
		{"get_tuple_element", "%0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>", "%t: tuple<tensor<f32>, tensor<i32>>",
			map[string]string{"index": "1 : i32"}},
		{"tuple", "%0 = stablehlo.tuple %a, %a : tuple<tensor<f32>, tensor<f32>>", "%a: tensor<f32>",
			map[string]string{"operands": "tensor<f32>, tensor<f32>"}},
		{"arith constant and cmpi", "%c = arith.constant 0 : index\n%0 = arith.cmpi slt, %c, %c : index", "",
			map[string]string{"predicate": "2 : i64", "results": "i1"}},
		{"arith binary", "%c = arith.constant 1 : i32\n%0 = arith.addi %c, %c : i32", "", map[string]string{"results": "i32"}},
		{"arith cast", "%0 = arith.index_cast %a : i32 to index", "%a: i32", map[string]string{"results": "index"}},
		{"arith select", "%0 = arith.select %p, %a, %a : index", "%p: i1, %a: index", map[string]string{"operands": "i1, index, index"}},
		{"shape_of", "%0 = shape.shape_of %a : tensor<?xf32> -> tensor<1xindex>", "%a: tensor<?xf32>", map[string]string{"results": "tensor<1xindex>"}},
		{"cstr_broadcastable and assuming", "%w = shape.cstr_broadcastable %s, %s : tensor<1xindex>, tensor<1xindex>\n%0 = shape.assuming %w -> (tensor<?xf32>) {\n shape.assuming_yield %a : tensor<?xf32>\n}", "%a: tensor<?xf32>, %s: tensor<1xindex>",
			map[string]string{"operands": "!shape.witness", "results": "tensor<?xf32>", "regions": "1"}},
		{"const_shape", "%0 = shape.const_shape [1, 2] : tensor<2xindex>", "", map[string]string{"shape": "dense<[1, 2]> : tensor<2xindex>"}},
		{"tensor dim and extract", "%c = arith.constant 0 : index\n%d = tensor.dim %a, %c : tensor<?xf32>\n%0 = tensor.extract %a[%d] : tensor<?xf32>", "%a: tensor<?xf32>",
			map[string]string{"results": "f32", "operands": "tensor<?xf32>, index"}},
		{"from_elements", "%0 = tensor.from_elements %i, %i : tensor<2xindex>", "%i: index", map[string]string{"operands": "index, index"}},
		{"tensor empty and cast", "%e = tensor.empty(%i) : tensor<?xf32>\n%0 = tensor.cast %e : tensor<?xf32> to tensor<4xf32>", "%i: index", map[string]string{"results": "tensor<4xf32>"}},
		{"memref alloc load store", "%m = memref.alloc(%i) : memref<?xf32>\n%v = memref.load %m[%i] : memref<?xf32>\nmemref.store %v, %m[%i] : memref<?xf32>", "%i: index",
			map[string]string{"operands": "f32, memref<?xf32>, index"}},
		{"scf.if", "%0 = scf.if %p -> (index) {\n scf.yield %i : index\n } else {\n scf.yield %i : index\n }", "%p: i1, %i: index",
			map[string]string{"results": "index", "regions": "11", "operands": "i1"}},
		{"scf.for", "%0 = scf.for %k = %i to %i step %i iter_args(%acc = %i) -> (index) {\n %s = arith.addi %acc, %k : index\n scf.yield %s : index\n }", "%i: index",
			map[string]string{"results": "index", "operands": "index, index, index, index"}},
		{"reduce_precision", "%0 = stablehlo.reduce_precision %a, format = e5m10 : tensor<4xf32>", "%a: tensor<4xf32>",
			map[string]string{"exponent_bits": "5 : i32", "mantissa_bits": "10 : i32"}},
		{"barrier without operands", "stablehlo.optimization_barrier\n%0 = stablehlo.optimization_barrier %a : tensor<f32>", "%a: tensor<f32>",
			map[string]string{"operands": "tensor<f32>", "results": "tensor<f32>"}},
		{"convolution", "%0 = stablehlo.convolution(%a, %w)\n  dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],\n  window = {stride = [1, 2], pad = [[1, 1], [0,0]], rhs_dilate = [1, 1], reverse = [0, 1]}\n  {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x4x4xf32>", "%a: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>",
			map[string]string{"dimension_numbers": "#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>", "padding": "dense<[[1, 1], [0, 0]]> : tensor<2x2xi64>",
				"window_strides": "array<i64: 1, 2>", "window_reversal": "array<i1: false, true>", "feature_group_count": "1 : i64"}},
		{"create_token", "%0 = stablehlo.create_token : !stablehlo.token", "", map[string]string{"results": "!stablehlo.token"}},
		// replica_id, partition_id and cholesky as StableHLO's print_stablehlo.mlir test prints them.
		{"replica_id", "%0 = stablehlo.replica_id : tensor<ui32>", "", map[string]string{"results": "tensor<ui32>"}},
		{"partition_id", "%0 = mhlo.partition_id : tensor<ui32>", "", map[string]string{"name": "mhlo.partition_id", "results": "tensor<ui32>"}},
		{"cholesky", "%0 = stablehlo.cholesky %a : tensor<2x2xf32>", "%a: tensor<2x2xf32>",
			map[string]string{"operands": "tensor<2x2xf32>", "results": "tensor<2x2xf32>", "lower": ""}},
		{"rng_bit_generator", "%0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<1x2xf32>) -> (tensor<1x2xf32>, tensor<2x2xui32>)", "%s: tensor<1x2xf32>",
			map[string]string{"rng_algorithm": "#stablehlo<rng_algorithm PHILOX>", "results": "tensor<1x2xf32>, tensor<2x2xui32>"}},
		{"broadcast", "%0 = stablehlo.broadcast %a, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>", "%a: tensor<3xi32>",
			map[string]string{"broadcast_sizes": "array<i64: 1, 2>", "results": "tensor<1x2x3xi32>"}},
		{"einsum", "%0 = stablehlo.einsum %a, %b, config = \"ab,bc->ac\" : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>", "%a: tensor<8x16xf32>, %b: tensor<16x8xf32>",
			map[string]string{"einsum_config": `"ab,bc->ac"`, "results": "tensor<8x8xf32>"}},
		{"unary_einsum", "%0 = stablehlo.unary_einsum %a, config = \"ab->a\" : (tensor<8x16xf32>) -> tensor<8xf32>", "%a: tensor<8x16xf32>",
			map[string]string{"einsum_config": `"ab->a"`, "operands": "tensor<8x16xf32>"}},
		{"empty barrier", "stablehlo.optimization_barrier()", "", map[string]string{"operands": "", "results": ""}},
		{"cholesky lower", "%0 = stablehlo.cholesky %a, lower = true : tensor<2x2xf32>", "%a: tensor<2x2xf32>",
			map[string]string{"lower": "true", "results": "tensor<2x2xf32>"}},
		{"fft", "%0 = stablehlo.fft %a, type = RFFT, length = [9] : (tensor<3x9xf64>) -> tensor<3x5xcomplex<f64>>", "%a: tensor<3x9xf64>",
			map[string]string{"fft_type": "#stablehlo<fft_type RFFT>", "fft_length": "array<i64: 9>"}},
		{"rng", "%0 = stablehlo.rng %a, %a, %s, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<?xf32>", "%a: tensor<f32>, %s: tensor<1xi64>",
			map[string]string{"rng_distribution": "#stablehlo<rng_distribution NORMAL>", "operands": "tensor<f32>, tensor<f32>, tensor<1xi64>"}},
		{"to_tensor and to_memref", "%t = bufferization.to_tensor %m restrict : memref<3xf32>\n%0 = bufferization.to_memref %t : memref<3xf32>", "%m: memref<3xf32>",
			map[string]string{"operands": "tensor<3xf32>", "results": "memref<3xf32>"}},
		{"reinterpret_cast", "%0 = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 4], strides: [4, 1] {tag} : memref<?xf32> to memref<?x4xf32>", "%m: memref<?xf32>, %i: index",
			map[string]string{"static_sizes": "array<i64: -9223372036854775808, 4>", "operandSegmentSizes": "array<i32: 1, 0, 1, 0>", "operands": "memref<?xf32>, index", "tag": "unit"}},
		{"func.call", "%0 = func.call @callee(%a) : (tensor<f32>) -> tensor<f32>", "%a: tensor<f32>", map[string]string{"callee": "@callee"}},
		{"chlo broadcast binary", "%0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>", "%a: tensor<4xf32>, %b: tensor<2x4xf32>",
			map[string]string{"broadcast_dimensions": "array<i64: 0>", "results": "tensor<2x4xf32>", "operands": "tensor<4xf32>, tensor<2x4xf32>"}},
		{"chlo unary", "%0 = chlo.tan %a : tensor<*xf32> -> tensor<*xf32>", "%a: tensor<*xf32>", map[string]string{"results": "tensor<*xf32>"}},
		{"chlo.minimum_broadcast_shapes", "%0:2 = chlo.minimum_broadcast_shapes %s, %s : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>, tensor<?xindex>", "%s: tensor<?xindex>",
			map[string]string{"results": "tensor<?xindex>, tensor<?xindex>"}},
		{"chlo.top_k", "%0:2 = chlo.top_k(%a, k=5) : tensor<8xf32> -> (tensor<5xf32>, tensor<5xi32>)", "%a: tensor<8xf32>",
			map[string]string{"k": "5 : i64", "results": "tensor<5xf32>, tensor<5xi32>"}},
		{"mhlo.topk largest", "%0:2 = mhlo.topk(%a, k=5, largest=false) : tensor<8xf32> -> (tensor<5xf32>, tensor<5xi32>)", "%a: tensor<8xf32>",
			map[string]string{"k": "5 : i64", "largest": "false", "name": "mhlo.topk"}},
		{"chlo.scan", "%0:2 = chlo.scan (%a, %a) inits (%c) dimension = 1 attributes {is_reverse = true} {\n ^bb0(%x: tensor<3xf32>, %y: tensor<3xf32>, %z: tensor<3xf32>):\n stablehlo.return %x, %z : tensor<3xf32>, tensor<3xf32>\n } : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>)", "%a: tensor<3x3xf32>, %c: tensor<3xf32>",
			map[string]string{"operandSegmentSizes": "array<i32: 2, 1>", "dimension": "1 : i64", "is_reverse": "true", "regions": "1", "results": "tensor<3x3xf32>, tensor<3xf32>"}},
		{"chlo.scan as CHLO prints it", "%0:2 = chlo.scan(%a) inits (%c) dimension=0 {\n ^bb0(%x: tensor<3xf32>, %z: tensor<3xf32>):\n stablehlo.return %x, %z : tensor<3xf32>, tensor<3xf32>\n } : (tensor<3x3xf32>, tensor<3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>)", "%a: tensor<3x3xf32>, %c: tensor<3xf32>",
			map[string]string{"operandSegmentSizes": "array<i32: 1, 1>", "dimension": "0 : i64", "results": "tensor<3x3xf32>, tensor<3xf32>"}},
		{"chlo.mulhi", "%0 = chlo.mulhi %a, %a : tensor<2xi32>, tensor<2xi32> -> tensor<2xi32>", "%a: tensor<2xi32>",
			map[string]string{"operands": "tensor<2xi32>, tensor<2xi32>", "results": "tensor<2xi32>"}},
		{"check.expect_eq IREE", "check.expect_eq(%a, %a) : tensor<2xf32>", "%a: tensor<2xf32>", map[string]string{"operands": "tensor<2xf32>, tensor<2xf32>", "results": ""}},
		{"check.expect_almost_eq_const IREE", "check.expect_almost_eq_const(%a, dense<1.0> : tensor<2xf32>, atol 0.5, rtol 0.25) : tensor<2xf32>", "%a: tensor<2xf32>",
			map[string]string{"atol": "5.000000e-01 : f32", "rtol": "2.500000e-01 : f32", "value": "dense<1.000000e+00> : tensor<2xf32>", "operands": "tensor<2xf32>"}},
		{"check.expect_serialized_eq", "check.expect_serialized_eq %a, probe_id = \"p\", iter = 2 : tensor<2xf32>", "%a: tensor<2xf32>",
			map[string]string{"probe_id": `"p"`, "iteration": "2 : ui32", "operands": "tensor<2xf32>"}},
		{"interpreter.probe", "%0 = interpreter.probe %a, probe_id = \"p\" : tensor<2xf32>", "%a: tensor<2xf32>",
			map[string]string{"probe_id": `"p"`, "operands": "tensor<2xf32>", "results": "tensor<2xf32>"}},
		{"interpreter.print", "interpreter.print %a : tensor<2xf32>", "%a: tensor<2xf32>", map[string]string{"operands": "tensor<2xf32>", "results": ""}},
		{"check.expect_eq", "check.expect_eq %a, %a : tensor<2xf32>", "%a: tensor<2xf32>", map[string]string{"operands": "tensor<2xf32>, tensor<2xf32>", "results": ""}},
		{"check.expect_almost_eq tolerance", "check.expect_almost_eq %a, %a, tolerance = 0.5 : tensor<2xf32>", "%a: tensor<2xf32>",
			map[string]string{"tolerance": "5.000000e-01 : f64", "operands": "tensor<2xf32>, tensor<2xf32>"}},
		{"check.expect_eq_const", "check.expect_eq_const %a, dense<[1, 2]> : tensor<2xi32>", "%a: tensor<2xi32>",
			map[string]string{"value": "dense<[1, 2]> : tensor<2xi32>", "operands": "tensor<2xi32>"}},
		{"check.expect_almost_eq_const tolerance", "check.expect_almost_eq_const %a, dense<1.0> : tensor<f32>, tolerance = 1.0e-2 {tag}", "%a: tensor<f32>",
			map[string]string{"tolerance": "1.000000e-02 : f64", "tag": "unit", "value": "dense<1.000000e+00> : tensor<f32>"}},
		{"check.expect_close", "check.expect_close %a, %b, max_ulp_difference = 7, min_ulp_difference = 2 : tensor<2xf32>, tensor<2xf16>", "%a: tensor<2xf32>, %b: tensor<2xf16>",
			map[string]string{"max_ulp_difference": "7 : ui64", "min_ulp_difference": "2 : ui64", "operands": "tensor<2xf32>, tensor<2xf16>"}},
		{"check.expect_close min only", "check.expect_close %a, %a, min_ulp_difference = 2 : tensor<2xf32>, tensor<2xf32>", "%a: tensor<2xf32>",
			map[string]string{"min_ulp_difference": "2 : ui64", "max_ulp_difference": ""}},
	}
	reg := dialect.NewRegistry()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "func.func @f(" + tc.args + ") {\n" + tc.body + "\n  return\n}\nfunc.func private @callee(tensor<f32>) -> tensor<f32>\n"
			f, err := parser.Parse("t.mlir", []byte(src), reg, parser.Options{})
			if err != nil {
				t.Fatalf("parse: %v\n%s", err, src)
			}
			ops := f.Module.Regions[0].Blocks[0].Ops[0].Regions[0].Blocks[0].Ops
			op := ops[len(ops)-2]
			for k, want := range tc.want {
				var got string
				switch k {
				case "name":
					got = op.Name
				case "operands":
					got = ir.JoinTypes(op.OperandTypes())
				case "results":
					got = ir.JoinTypes(op.ResultTypes())
				case "regions":
					got = strings.Repeat("1", len(op.Regions))
				default:
					if a := op.Attr(k); a != nil {
						got = a.String()
					}
				}
				if got != want {
					t.Errorf("%s: got %q, want %q", k, got, want)
				}
			}
			checkFixedPoint(t, f, reg)
		})
	}
}

// checkFixedPoint prints f, parses the text and prints it again.
func checkFixedPoint(t *testing.T, f *ir.File, reg *ir.Registry) {
	t.Helper()
	var a, b bytes.Buffer
	if err := ir.PrintFile(&a, f, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	g, err := parser.Parse("printed.mlir", a.Bytes(), reg, parser.Options{})
	if err != nil {
		t.Fatalf("printed text does not parse: %v\n%s", err, a.String())
	}
	if err := ir.PrintFile(&b, g, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Errorf("not a fixed point:\n%s---\n%s", a.String(), b.String())
	}
}

func TestAsmFunc(t *testing.T) {
	reg := dialect.NewRegistry()
	src := `func.func public @main(%arg0: tensor<?xf32> {jax.arg = 1 : i32}, %arg1: i32) -> (tensor<?xf32> {jax.result_info = "r"}, i32) attributes {x = 1 : i64} {
  return %arg0, %arg1 : tensor<?xf32>, i32
}
func.func private @decl(tensor<f32>) -> i1
`
	f, err := parser.Parse("t.mlir", []byte(src), reg, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	fn := f.Module.Regions[0].Blocks[0].Ops[0]
	for k, want := range map[string]string{
		"sym_name":       `"main"`,
		"sym_visibility": `"public"`,
		"function_type":  "(tensor<?xf32>, i32) -> (tensor<?xf32>, i32)",
		"arg_attrs":      "[{jax.arg = 1 : i32}, {}]",
		"res_attrs":      `[{jax.result_info = "r"}, {}]`,
		"x":              "1 : i64",
	} {
		if a := fn.Attr(k); a == nil || a.String() != want {
			t.Errorf("%s = %v, want %s", k, a, want)
		}
	}
	entry := fn.Regions[0].Blocks[0]
	if ret := entry.Ops[0]; ret.Name != "func.return" || ret.Operand(1) != entry.Arg(1) {
		t.Errorf("return not bound to the arguments: %s", ret.Name)
	}
	decl := f.Module.Regions[0].Blocks[0].Ops[1]
	if len(decl.Regions) != 1 || len(decl.Regions[0].Blocks) != 0 {
		t.Errorf("declaration should have one empty region, has %d", len(decl.Regions))
	}
	checkFixedPoint(t, f, reg)
}

func TestAsmErrors(t *testing.T) {
	reg := dialect.NewRegistry()
	tests := []struct{ src, want string }{
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.add %a, %a : tensor<i32>\n  return\n}",
			"t.mlir:2:22: error: use of value '%a' expects different type than prior uses: 'tensor<i32>' vs 'tensor<f32>'"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.compare XX %a, %a : (tensor<f32>, tensor<f32>) -> tensor<i1>\n  return\n}",
			"t.mlir:2:29: error: expected ','"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.iota dims = 0 : tensor<4xi32>\n  return\n}",
			"t.mlir:2:23: error: custom op 'stablehlo.iota' expected 'dim'"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.reduce_precision %a, format = z4f2 : tensor<f32>\n  return\n}",
			"t.mlir:2:53: error: custom op 'stablehlo.reduce_precision' expected exponent mantissa in format e#m#, saw z4f2"},
		{"func.func @f(%a: i1) {\n  %0 = arith.cmpi bogus, %a, %a : i1\n  return\n}",
			"t.mlir:2:24: error: custom op 'arith.cmpi' unknown comparison predicate 'bogus'"},
		{"func.func @f(%a: tensor<f32>) {\n  check.expect_close %a, %a, max_ulp_difference = -1 : tensor<f32>, tensor<f32>\n  return\n}",
			"t.mlir:2:"},
		{"func.func @f(%a: tensor<f32>) {\n  check.expect_almost_eq %a, %a, tolerance = x : tensor<f32>\n  return\n}",
			"t.mlir:2:46: error: expected number"},
		{"func.func @f(%a: tensor<f32>) {\n  check.expect_eq_const %a, 1 : i32\n  return\n}",
			"t.mlir:2:"},
		{"func.func @f(%a: i32) {\n  cf.br ^bb1(%a : i32, i32)\n^bb1(%b: i32):\n  return\n}",
			"t.mlir:2:28: error: custom op 'cf.br' expected 1 successor operand types, found 2"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.reduce_precision %a, format = \"e2m2\" : tensor<f32>\n  return\n}",
			"t.mlir:2:48: error: custom op 'stablehlo.reduce_precision' expected valid keyword, found"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.abs %a : (tensor<f32>, tensor<f32>) -> tensor<f32>\n  return\n}",
			"t.mlir:2:8: error: custom op 'stablehlo.abs' 1 operands present, but expected 2"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.complex %a, %a : %a\n  return\n}",
			"t.mlir:2:35: error: expected non-function type"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.add %a, %a : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)\n  return\n}",
			"t.mlir:2:87: error: custom op 'stablehlo.add' expected single output"},
		{"func.func @f(%p: tensor<i1>, %a: tensor<f32>) {\n  %0 = stablehlo.select %p, %a, %a : tensor<i1>\n  return\n}",
			"t.mlir:2:48: error: custom op 'stablehlo.select' expected functional type or list of two types"},
		{"func.func @f(%a: tensor<1xf32>) {\n  %0 = stablehlo.concatenate %a, %a dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>\n  return\n}",
			"t.mlir:2:37: error: expected ','"},
		{"func.func @f(%a: tensor<1xf32>) {\n  %0 = stablehlo.concatenate %a, %a: (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>\n  return\n}",
			"t.mlir:2:36: error: expected ','"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.custom_call \"t\"(%a) : (tensor<f32>) -> tensor<f32>\n  return\n}",
			"t.mlir:2:30: error: custom op 'stablehlo.custom_call' expected valid '@'-identifier for symbol name"},
		{"func.func @f(%a: tensor<2x2xf32>) {\n  %0 = stablehlo.dot %a, %a, precision = [%a] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>\n  return\n}",
			"t.mlir:2:43: error: custom op 'stablehlo.dot' expected valid keyword\n" +
				"t.mlir:2:43: error: custom op 'stablehlo.dot' failed to parse StableHLO_PrecisionAttr parameter 'value' which is to be a `::mlir::stablehlo::Precision`"},
		{"func.func @f(%a: tensor<2x2xf32>) {\n  %0 = stablehlo.dot %a, %a, precision = [LOW] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>\n  return\n}",
			"t.mlir:2:43: error: custom op 'stablehlo.dot' expected ::mlir::stablehlo::Precision to be one of: DEFAULT, HIGH, HIGHEST\n" +
				"t.mlir:2:43: error: custom op 'stablehlo.dot' failed to parse StableHLO_PrecisionAttr"},
		{"func.func @f(%a: tensor<2x2xf32>) {\n  %0 = stablehlo.transpose %a, dims = [1, [0]] : (tensor<2x2xf32>) -> tensor<2x2xf32>\n  return\n}",
			"t.mlir:2:43: error: custom op 'stablehlo.transpose' expected integer value\n" +
				"t.mlir:2:43: error: expected ']'"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.optimization_barrier %a : %a\n  return\n}",
			"t.mlir:2:44: error: custom op 'stablehlo.optimization_barrier' expected non-function type\n" +
				"t.mlir:2:44: error: custom op 'stablehlo.optimization_barrier' expected type list"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.tuple %a, %a : tuple<tensor<f32>>\n  return\n}",
			"t.mlir:2:51: error: custom op 'stablehlo.tuple' number of operands and types do not match: got 2 operands and 1 types"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = mhlo.optimization_barrier %a, %a : tensor<f32>\n  return\n}",
			"t.mlir:2:54: error: custom op 'mhlo.optimization_barrier' number of operands and types do not match: got 2 operands and 1 types"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.tuple %a : tensor<f32>\n  return\n}",
			"t.mlir:2:40: error: custom op 'stablehlo.tuple' expected tuple type"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.complex %a, %a : complex<f32>\n  return\n}",
			"t.mlir:2:47: error: custom op 'stablehlo.complex' expected tensor with complex element type"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.reduce_precision %a, format = e2147483648m1 : tensor<f32>\n  return\n}",
			"t.mlir:2:62: error: custom op 'stablehlo.reduce_precision' unable to parse exponent '2147483648'"},
		{"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.reduce_precision %a, format = e2m : tensor<f32>\n  return\n}",
			"t.mlir:2:52: error: custom op 'stablehlo.reduce_precision' expected exponent mantissa in format e#m#, saw e2m"},
		{"func.func @f(%a: tensor<2x2xf32>) {\n  %0 = stablehlo.dot %a, %a, [HIGH] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>\n  return\n}",
			"t.mlir:2:30: error: custom op 'stablehlo.dot' expected 'precision', found '['"},
		{"func.func @f(%a: tensor<4xf32>, %i: tensor<f32>) {\n  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.divide across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n  return\n}",
			"t.mlir:2:63: error: custom op 'stablehlo.reduce' expected the inner-op to be a commutative binary-op from the stablehlo dialect"},
		{"func.func @f(%a: tensor<4xf32>, %i: tensor<f32>) {\n  %0 = mhlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n  return\n}",
			"t.mlir:2:55: error: custom op 'mhlo.reduce' expected the inner-op to be a commutative binary-op from the mhlo dialect"},
		{"func.func @f(%a: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) {\n  %0 = stablehlo.convolution(%a, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2], pad = [[1, 1, 1], [0, 0]]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x4x4xf32>\n  return\n}",
			"t.mlir:2:136: error: custom op 'stablehlo.convolution' Expected array with 2 elements, got 3 elements instead"},
		{"func.func @f(%a: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) {\n  %0 = stablehlo.convolution(%a, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stide = [1, 2]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x4x4xf32>\n  return\n}",
			"t.mlir:2:111: error: custom op 'stablehlo.convolution' Unexpected keyword stide"},
		{"func.func @f(%a: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) {\n  %0 = stablehlo.convolution(%a, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2], stride = [1, 2]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x4x4xf32>\n  return\n}",
			"t.mlir:2:127: error: custom op 'stablehlo.convolution' Unexpected keyword stride"},
		{"func.func @f(%a: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) {\n  %0 = stablehlo.convolution(%a, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, b]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x4x4xf32>\n  return\n}",
			"t.mlir:2:116: error: custom op 'stablehlo.convolution' expected integer value, found 'b'"},
		{"func.func @f(%a: i32) {\n  cf.br bb1\n^bb1:\n  return\n}",
			"t.mlir:2:9: error: expected block name, found 'bb1'"},
	}
	for _, tc := range tests {
		_, err := parser.Parse("t.mlir", []byte(tc.src), reg, parser.Options{})
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("got %v\nwant %s...", err, tc.want)
		}
	}
}

// TestAsmDynamicGatherGeneric: StableHLO defines no pretty form for
// dynamic_gather (its parser rejects `stablehlo.dynamic_gather %a, ...`),
// so it prints in the generic form.
func TestAsmDynamicGatherGeneric(t *testing.T) {
	reg := dialect.NewRegistry()
	src := `func.func @main(%a: tensor<?x4xf32>, %i: tensor<1xi32>, %s: tensor<2xi32>) -> tensor<?x2xf32> {
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>}> : (tensor<?x4xf32>, tensor<1xi32>, tensor<2xi32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
`
	f, err := parser.Parse("t.mlir", []byte(src), reg, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := ir.PrintFile(&b, f, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `"stablehlo.dynamic_gather"(%`) {
		t.Errorf("dynamic_gather not in the generic form:\n%s", b.String())
	}
	checkFixedPoint(t, f, reg)
}
