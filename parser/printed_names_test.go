package parser_test

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// TestPrintedNames: values, block arguments and block headers print as
// mlir-opt-19 prints them (the expected texts are its output): a region is
// numbered before the regions nested in it, sibling regions share their
// starting numbers in the pretty form and not in the generic one, isolated
// ops do not restart the numbering, arguments of blocks other than the
// entry are numbered like results, block headers name their
// predecessors, and arith.constant results are named after their value in
// the pretty form (`%c1_i64`, `%c1_i64_0`, `%cst`, `%true`); affine maps,
// sets and sparse encodings print once, as aliases at the top.
func TestPrintedNames(t *testing.T) {
	tests := []struct {
		name, src string
		generic   bool
		want      string
	}{
		{"nested regions, pretty", `func.func @f(%a: i32) -> i32 {
  %0 = "t.a"(%a) : (i32) -> i32
  %1 = "t.r"(%0) ({
  ^bb0(%x: i32, %y: i32):
    %5 = "t.in"(%x) : (i32) -> i32
    "t.br"(%5)[^bb1] : (i32) -> ()
  ^bb1(%z: i32):
    "t.yield"(%z) : (i32) -> ()
  }, {
  ^bb0(%w: i32):
    %6 = "t.in2"(%w) : (i32) -> i32
    "t.yield"(%6) : (i32) -> ()
  }) : (i32) -> i32
  %2 = "t.b"(%1) : (i32) -> i32
  "t.wrap"() ({
    %7 = "t.c"() : () -> i32
    "builtin.module"() ({
      func.func @g(%q: i32) -> i32 {
        %8 = "t.d"(%q) : (i32) -> i32
        return %8 : i32
      }
    }) : () -> ()
  }) : () -> ()
  return %2 : i32
}
`, false, `module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = "t.a"(%arg0) : (i32) -> i32
    %1 = "t.r"(%0) ({
    ^bb0(%arg1: i32, %arg2: i32):
      %3 = "t.in"(%arg1) : (i32) -> i32
      "t.br"(%3)[^bb1] : (i32) -> ()
    ^bb1(%4: i32):  // pred: ^bb0
      "t.yield"(%4) : (i32) -> ()
    }, {
    ^bb0(%arg1: i32):
      %3 = "t.in2"(%arg1) : (i32) -> i32
      "t.yield"(%3) : (i32) -> ()
    }) : (i32) -> i32
    %2 = "t.b"(%1) : (i32) -> i32
    "t.wrap"() ({
      %3 = "t.c"() : () -> i32
      builtin.module {
        func.func @g(%arg1: i32) -> i32 {
          %4 = "t.d"(%arg1) : (i32) -> i32
          return %4 : i32
        }
      }
    }) : () -> ()
    return %2 : i32
  }
}
`},
		{"nested regions, generic", `func.func @f(%a: i32) -> i32 {
  %0 = "t.a"(%a) : (i32) -> i32
  %1 = "t.r"(%0) ({
  ^bb0(%x: i32, %y: i32):
    %5 = "t.in"(%x) : (i32) -> i32
    "t.br"(%5)[^bb1] : (i32) -> ()
  ^bb1(%z: i32):
    "t.yield"(%z) : (i32) -> ()
  }, {
  ^bb0(%w: i32):
    %6 = "t.in2"(%w) : (i32) -> i32
    "t.yield"(%6) : (i32) -> ()
  }) : (i32) -> i32
  %2 = "t.b"(%1) : (i32) -> i32
  "t.wrap"() ({
    %7 = "t.c"() : () -> i32
    "builtin.module"() ({
      func.func @g(%q: i32) -> i32 {
        %8 = "t.d"(%q) : (i32) -> i32
        return %8 : i32
      }
    }) : () -> ()
  }) : () -> ()
  return %2 : i32
}
`, true, `"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "t.a"(%arg0) : (i32) -> i32
    %1 = "t.r"(%0) ({
    ^bb0(%arg3: i32, %arg4: i32):
      %6 = "t.in"(%arg3) : (i32) -> i32
      "t.br"(%6)[^bb1] : (i32) -> ()
    ^bb1(%7: i32):  // pred: ^bb0
      "t.yield"(%7) : (i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      %5 = "t.in2"(%arg2) : (i32) -> i32
      "t.yield"(%5) : (i32) -> ()
    }) : (i32) -> i32
    %2 = "t.b"(%1) : (i32) -> i32
    "t.wrap"() ({
      %3 = "t.c"() : () -> i32
      "builtin.module"() ({
        "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
        ^bb0(%arg1: i32):
          %4 = "t.d"(%arg1) : (i32) -> i32
          "func.return"(%4) : (i32) -> ()
        }) : () -> ()
      }) : () -> ()
    }) : () -> ()
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
`},
		{"predecessor comments", `func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb2, ^bb2
^bb2:
  return
^bb3:
  return
}
`, false, `module {
  func.func @f(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.cond_br %arg0, ^bb2, ^bb2
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    return
  ^bb3:  // no predecessors
    return
  }
}
`},
		{"predecessor comments, generic", `func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb2, ^bb2
^bb2:
  return
^bb3:
  return
}
`, true, `"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.cond_br"(%arg0)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    "func.return"() : () -> ()
  ^bb3:  // no predecessors
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
`},
		{"constant names", `func.func @f() {
  %1 = shape.const_shape [1, 2] : tensor<2xindex>
  %2 = shape.const_witness true
  %4 = arith.constant dense<1> : tensor<2xi32>
  %5 = arith.constant 1 : i64
  %6 = arith.constant 1 : i64
  %7 = arith.constant 1.0 : f32
  %8 = tensor.empty() : tensor<2xf32>
  %9 = arith.constant false
  %10 = arith.constant 1 : i64
  %11 = arith.constant 1 : i64
  %12 = arith.constant 4 : index
  %13 = arith.constant -3 : index
  return
}
`, false, `module {
  func.func @f() {
    %0 = shape.const_shape [1, 2] : tensor<2xindex>
    %1 = shape.const_witness true
    %cst = arith.constant dense<1> : tensor<2xi32>
    %c1_i64 = arith.constant 1 : i64
    %c1_i64_0 = arith.constant 1 : i64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %2 = tensor.empty() : tensor<2xf32>
    %false = arith.constant false
    %c1_i64_2 = arith.constant 1 : i64
    %c1_i64_3 = arith.constant 1 : i64
    %c4 = arith.constant 4 : index
    %c-3 = arith.constant -3 : index
    return
  }
}
`},
		{"constant names in nested regions", `func.func @f(%c: i1) {
  %0 = arith.constant 1 : i64
  scf.if %c {
    %1 = arith.constant 1 : i64
    %2 = arith.constant 1 : i64
    %3 = arith.constant 2.0 : f32
  }
  scf.if %c {
    %1 = arith.constant 1 : i64
    %4 = arith.constant 2.0 : f32
  }
  %5 = arith.constant 1 : i64
  %6 = arith.constant 2.0 : f32
  return
}
func.func @g() {
  %0 = arith.constant 1 : i64
  return
}
`, false, `module {
  func.func @f(%arg0: i1) {
    %c1_i64 = arith.constant 1 : i64
    scf.if %arg0 {
      %c1_i64_1 = arith.constant 1 : i64
      %c1_i64_2 = arith.constant 1 : i64
      %cst_3 = arith.constant 2.000000e+00 : f32
    }
    scf.if %arg0 {
      %c1_i64_1 = arith.constant 1 : i64
      %cst_2 = arith.constant 2.000000e+00 : f32
    }
    %c1_i64_0 = arith.constant 1 : i64
    %cst = arith.constant 2.000000e+00 : f32
    return
  }
  func.func @g() {
    %c1_i64 = arith.constant 1 : i64
    return
  }
}
`},
		{"constant names, generic", `func.func @f(%c: i1) {
  %0 = arith.constant 1 : i64
  scf.if %c {
    %1 = arith.constant 1 : i64
    %2 = arith.constant 1 : i64
    %3 = arith.constant 2.0 : f32
  }
  scf.if %c {
    %1 = arith.constant 1 : i64
    %4 = arith.constant 2.0 : f32
  }
  %5 = arith.constant 1 : i64
  %6 = arith.constant 2.0 : f32
  return
}
func.func @g() {
  %0 = arith.constant 1 : i64
  return
}
`, true, `"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1):
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    "scf.if"(%arg0) ({
      %6 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      %7 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      %8 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg0) ({
      %4 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      %5 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
`},
		// StableHLO names its constants `c` (integer elements) and `cst`, and
		// prints one whose value type is not the result type in the generic
		// form less the name (its print_stablehlo.mlir test); MHLO numbers them.
		{"stablehlo constant names", `func.func @constants() {
  %cst = "stablehlo.constant"() <{value = dense<[-1]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %cst_attrs = "stablehlo.constant"() <{value = dense<[-2, 4]> : tensor<2xi64>}> {attr = 1 : i32} : () -> tensor<2xi64>
  %cst_q = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>
  %cst_q_attrs = stablehlo.constant() {value = dense<[4]> : tensor<1xi8>, attr = 1 : i32} : () -> tensor<1x!quant.uniform<i8:f32, 2.000000e+00:15>>
  %f = stablehlo.constant dense<1.0> : tensor<f32>
  %b = stablehlo.constant dense<true> : tensor<i1>
  %m = mhlo.constant dense<1.0> : tensor<f32>
  return
}
`, false, `module {
  func.func @constants() {
    %c = stablehlo.constant dense<-1> : tensor<1xi64>
    %c_0 = stablehlo.constant {attr = 1 : i32} dense<[-2, 4]> : tensor<2xi64>
    %cst = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>
    %cst_1 = stablehlo.constant() <{value = dense<4> : tensor<1xi8>}> {attr = 1 : i32} : () -> tensor<1x!quant.uniform<i8:f32, 2.000000e+00:15>>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %0 = mhlo.constant dense<1.000000e+00> : tensor<f32>
    return
  }
}
`},
		// StableHLO names while arguments %iterArg and starts `cond` on a new
		// line (its print_while.mlir test; the input is that test's).
		{"while arguments", `func.func @while() -> (tensor<i32>, tensor<i32>, tensor<i32>) {
  %cst = arith.constant dense<-1> : tensor<i32>
  %cst_0 = arith.constant dense<1> : tensor<i32>
  %cst_1 = arith.constant dense<0> : tensor<i32>
  %cst_2 = arith.constant dense<1000> : tensor<i32>
  %0:3 = stablehlo.while(%iterArg = %cst_1, %iterArg_3 = %cst, %iterArg_4 = %cst_2) : tensor<i32>, tensor<i32>, tensor<i32>
   cond  {
    %1 = "stablehlo.compare"(%iterArg, %iterArg_4) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%1) : (tensor<i1>) -> ()
  } do  {
    %1 = stablehlo.add %iterArg, %cst_0 : tensor<i32>
    "stablehlo.return"(%1, %iterArg_3, %iterArg_4) : (tensor<i32>, tensor<i32>, tensor<i32>) -> ()
  }
  func.return %0#0, %0#2, %0#2 : tensor<i32>, tensor<i32>, tensor<i32>
}
`, false, `module {
  func.func @while() -> (tensor<i32>, tensor<i32>, tensor<i32>) {
    %cst = arith.constant dense<-1> : tensor<i32>
    %cst_0 = arith.constant dense<1> : tensor<i32>
    %cst_1 = arith.constant dense<0> : tensor<i32>
    %cst_2 = arith.constant dense<1000> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %cst_1, %iterArg_3 = %cst, %iterArg_4 = %cst_2) : tensor<i32>, tensor<i32>, tensor<i32>
     cond {
      %1 = stablehlo.compare LT, %iterArg, %iterArg_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = stablehlo.add %iterArg, %cst_0 : tensor<i32>
      stablehlo.return %1, %iterArg_3, %iterArg_4 : tensor<i32>, tensor<i32>, tensor<i32>
    }
    return %0#0, %0#2, %0#2 : tensor<i32>, tensor<i32>, tensor<i32>
  }
}
`},
		// Affine maps, sets and sparse encodings print once as aliases.
		{"aliases", `#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @f(%a: tensor<10x20xf32, #CSR>, %m: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, %n: memref<4xf32, affine_map<(d0) -> (d0 + 2)>>) -> tensor<10x20xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>> {
  %0 = "t.x"(%a) {m = affine_map<(d0) -> (d0 + 1)>, s = "#sparse_tensor.encoding<x>"} : (tensor<10x20xf32, #CSR>) -> tensor<10x20xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>>
  return %0 : tensor<10x20xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>>
}
`, false, `#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
module {
  func.func @f(%arg0: tensor<10x20xf32, #sparse>, %arg1: memref<4xf32, #map>, %arg2: memref<4xf32, #map1>) -> tensor<10x20xf32, #sparse1> {
    %0 = "t.x"(%arg0) {m = #map, s = "#sparse_tensor.encoding<x>"} : (tensor<10x20xf32, #sparse>) -> tensor<10x20xf32, #sparse1>
    return %0 : tensor<10x20xf32, #sparse1>
  }
}
`},
		{"aliases, generic", `#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @f(%a: tensor<10x20xf32, #CSR>, %m: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, %n: memref<4xf32, affine_map<(d0) -> (d0 + 2)>>) -> tensor<10x20xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>> {
  %0 = "t.x"(%a) {m = affine_map<(d0) -> (d0 + 1)>, s = "#sparse_tensor.encoding<x>"} : (tensor<10x20xf32, #CSR>) -> tensor<10x20xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>>
  return %0 : tensor<10x20xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>>
}
`, true, `#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<10x20xf32, #sparse>, memref<4xf32, #map>, memref<4xf32, #map1>) -> tensor<10x20xf32, #sparse1>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<10x20xf32, #sparse>, %arg1: memref<4xf32, #map>, %arg2: memref<4xf32, #map1>):
    %0 = "t.x"(%arg0) {m = #map, s = "#sparse_tensor.encoding<x>"} : (tensor<10x20xf32, #sparse>) -> tensor<10x20xf32, #sparse1>
    "func.return"(%0) : (tensor<10x20xf32, #sparse1>) -> ()
  }) : () -> ()
}) : () -> ()
`},
		{"alias of a set", `"t.x"() {s = affine_set<(d0) : (d0 - 1 >= 0)>, m = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>]} : () -> ()
`, false, `#map = affine_map<(d0) -> (d0)>
#set = affine_set<(d0) : (d0 - 1 >= 0)>
module {
  "t.x"() {m = [#map, #map], s = #set} : () -> ()
}
`},
		{"sparse encoding spelled on several lines", `#CSR = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d0 : dense, d1 : compressed)
}>
func.func @f(%arg0: tensor<10x10xf32, #CSR>) -> tensor<10x10xf32, #CSR> {
  return %arg0 : tensor<10x10xf32, #CSR>
}
`, false, `#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
module {
  func.func @f(%arg0: tensor<10x10xf32, #sparse>) -> tensor<10x10xf32, #sparse> {
    return %arg0 : tensor<10x10xf32, #sparse>
  }
}
`},
		// StableHLO names the two results of rng_bit_generator apart
		// (print_stablehlo.mlir); further ones get MLIR's `_N` suffixes.
		{"results named apart", `func.func @f(%s: tensor<2xui64>) -> tensor<2xui64> {
  %a, %b = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xf32>)
  %c:2 = stablehlo.rng_bit_generator %a, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xf32>)
  return %c#0 : tensor<2xui64>
}
`, false, `module {
  func.func @f(%arg0: tensor<2xui64>) -> tensor<2xui64> {
    %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xf32>)
    %output_state_0, %output_1 = stablehlo.rng_bit_generator %output_state, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xf32>)
    return %output_state_0 : tensor<2xui64>
  }
}
`},
	}
	reg := dialect.NewRegistry()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := printWith(t, parseAny(t, reg, tc.src), ir.PrintOptions{Generic: tc.generic})
			if got != tc.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tc.want)
			}
			// The printed text reads back and prints the same.
			if again := printWith(t, parseAny(t, reg, got), ir.PrintOptions{Generic: tc.generic}); again != got {
				t.Errorf("not a fixed point:\n%s", again)
			}
		})
	}
}

// parseAny parses src accepting unregistered ops.
func parseAny(t *testing.T, reg *ir.Registry, src string) *ir.File {
	t.Helper()
	f, err := parser.Parse("t.mlir", []byte(src), reg, parser.Options{AllowUnregistered: true})
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	return f
}
