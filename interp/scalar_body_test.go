package interp

import (
	"fmt"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// TestScalarBodiesMatchPlans runs reduce and reduce_window bodies once as
// compiled scalar programs and once through the region plan: the results
// must be identical bit for bit, and each body must (or must not) take the
// scalar path.
func TestScalarBodiesMatchPlans(t *testing.T) {
	cases := []struct {
		name   string
		scalar bool
		args   []tensor.DType
		src    string
	}{
		{"sum of squares f32", true, []tensor.DType{tensor.F32}, `
func.func @f(%a: tensor<6x5xf32>) -> tensor<5xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce"(%a, %z) ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    %sq = stablehlo.multiply %x, %x : tensor<f32>
    %s = stablehlo.add %acc, %sq : tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<6x5xf32>, tensor<f32>) -> tensor<5xf32>
  func.return %r : tensor<5xf32>
}`},
		{"argmax f32 with i32 index", true, []tensor.DType{tensor.F32, tensor.I32}, `
func.func @f(%a: tensor<4x7xf32>, %i: tensor<4x7xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %m = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = "stablehlo.reduce"(%a, %i, %m, %z) ({
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %gt = stablehlo.compare GT, %av, %bv, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %nan = stablehlo.compare NE, %av, %av, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %pick = stablehlo.or %gt, %nan : tensor<i1>
    %eq = stablehlo.compare EQ, %av, %bv, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt = stablehlo.compare LT, %ai, %bi, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lt : tensor<i1>
    %v = stablehlo.select %pick, %av, %bv : tensor<i1>, tensor<f32>
    %k = stablehlo.or %pick, %tie : tensor<i1>
    %idx = stablehlo.select %k, %ai, %bi : tensor<i1>, tensor<i32>
    "stablehlo.return"(%v, %idx) : (tensor<f32>, tensor<i32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<4x7xf32>, tensor<4x7xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
  func.return %r#0, %r#1 : tensor<4xf32>, tensor<4xi32>
}`},
		{"f32 add through f64", true, []tensor.DType{tensor.F32}, `
func.func @f(%a: tensor<9xf32>) -> tensor<f32> {
  %z = stablehlo.constant dense<1.5> : tensor<f32>
  %r = "stablehlo.reduce"(%a, %z) ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    %w = stablehlo.convert %x : (tensor<f32>) -> tensor<f64>
    %wa = stablehlo.convert %acc : (tensor<f32>) -> tensor<f64>
    %s = stablehlo.add %wa, %w : tensor<f64>
    %n = stablehlo.convert %s : (tensor<f64>) -> tensor<f32>
    "stablehlo.return"(%n) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<9xf32>, tensor<f32>) -> tensor<f32>
  func.return %r : tensor<f32>
}`},
		{"i8 wrapping sum minus one", true, []tensor.DType{tensor.I8}, `
func.func @f(%a: tensor<3x40xi8>) -> tensor<3xi8> {
  %z = stablehlo.constant dense<100> : tensor<i8>
  %r = "stablehlo.reduce"(%a, %z) ({
  ^bb0(%acc: tensor<i8>, %x: tensor<i8>):
    %one = stablehlo.constant dense<1> : tensor<i8>
    %s = stablehlo.add %acc, %x : tensor<i8>
    %d = stablehlo.subtract %s, %one : tensor<i8>
    "stablehlo.return"(%d) : (tensor<i8>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<3x40xi8>, tensor<i8>) -> tensor<3xi8>
  func.return %r : tensor<3xi8>
}`},
		{"ui16 product of x plus one", true, []tensor.DType{tensor.U16}, `
func.func @f(%a: tensor<12xui16>) -> tensor<ui16> {
  %z = stablehlo.constant dense<3> : tensor<ui16>
  %r = "stablehlo.reduce"(%a, %z) ({
  ^bb0(%acc: tensor<ui16>, %x: tensor<ui16>):
    %one = stablehlo.constant dense<1> : tensor<ui16>
    %p = stablehlo.add %x, %one : tensor<ui16>
    %m = stablehlo.multiply %acc, %p : tensor<ui16>
    "stablehlo.return"(%m) : (tensor<ui16>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<12xui16>, tensor<ui16>) -> tensor<ui16>
  func.return %r : tensor<ui16>
}`},
		{"window max by select", true, []tensor.DType{tensor.F64}, `
func.func @f(%a: tensor<5x6xf64>) -> tensor<3x3xf64> {
  %z = stablehlo.constant dense<-1.0e300> : tensor<f64>
  %r = "stablehlo.reduce_window"(%a, %z) ({
  ^bb0(%acc: tensor<f64>, %x: tensor<f64>):
    %gt = stablehlo.compare GT, %x, %acc : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %m = stablehlo.select %gt, %x, %acc : tensor<i1>, tensor<f64>
    "stablehlo.return"(%m) : (tensor<f64>) -> ()
  }) {window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 2>, padding = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<5x6xf64>, tensor<f64>) -> tensor<3x3xf64>
  func.return %r : tensor<3x3xf64>
}`},
		{"sort on key then index", true, []tensor.DType{tensor.I32, tensor.F32}, `
func.func @f(%k: tensor<3x9xi32>, %v: tensor<3x9xf32>) -> (tensor<3x9xi32>, tensor<3x9xf32>) {
  %r:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
    %two = stablehlo.constant dense<2> : tensor<i32>
    %ar = stablehlo.remainder %a, %two : tensor<i32>
    %br = stablehlo.remainder %b, %two : tensor<i32>
    %lt = stablehlo.compare LT, %ar, %br : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %ar, %br : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %gt = stablehlo.compare GT, %c, %d, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %t = stablehlo.and %eq, %gt : tensor<i1>
    %o = stablehlo.or %lt, %t : tensor<i1>
    "stablehlo.return"(%o) : (tensor<i1>) -> ()
  }) {dimension = 1 : i64, is_stable = true} : (tensor<3x9xi32>, tensor<3x9xf32>) -> (tensor<3x9xi32>, tensor<3x9xf32>)
  func.return %r#0, %r#1 : tensor<3x9xi32>, tensor<3x9xf32>
}`},
		{"map of two operands", true, []tensor.DType{tensor.F32, tensor.F32}, `
func.func @f(%a: tensor<4x5xf32>, %b: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %gt = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %d = stablehlo.subtract %x, %y : tensor<f32>
    %q = stablehlo.divide %y, %x : tensor<f32>
    %s = stablehlo.select %gt, %d, %q : tensor<i1>, tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0, 1>} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  func.return %r : tensor<4x5xf32>
}`},
		{"scatter of doubled updates", true, []tensor.DType{tensor.I64, tensor.I64}, `
func.func @f(%a: tensor<6xi64>, %u: tensor<4xi64>) -> tensor<6xi64> {
  %idx = stablehlo.constant dense<[[1], [4], [1], [0]]> : tensor<4x1xi32>
  %r = "stablehlo.scatter"(%a, %idx, %u) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %two = stablehlo.constant dense<2> : tensor<i64>
    %m = stablehlo.multiply %y, %two : tensor<i64>
    %s = stablehlo.add %x, %m : tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<6xi64>, tensor<4x1xi32>, tensor<4xi64>) -> tensor<6xi64>
  func.return %r : tensor<6xi64>
}`},
		{"unary op stays on the plan", false, []tensor.DType{tensor.F32}, `
func.func @f(%a: tensor<8xf32>) -> tensor<f32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce"(%a, %z) ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    %e = stablehlo.abs %x : tensor<f32>
    %s = stablehlo.add %acc, %e : tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
  func.return %r : tensor<f32>
}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := parseFile(t, "s.mlir", []byte(c.src))
			fn := f.Module
			if fn.Name == "builtin.module" {
				fn = fn.Regions[0].Blocks[0].Ops[0]
			}
			if body := fn.Regions[0].Blocks[0].Args(); len(body) != len(c.args) {
				t.Fatalf("case lists %d argument types for %d arguments", len(c.args), len(body))
			}
			var ins []*tensor.Tensor
			for i, dt := range c.args {
				shape, _ := staticShape(fn.Regions[0].Blocks[0].Arg(i).Type())
				x := tensor.Must(tensor.Random(dt, shape, uint64(i+1), tensor.RandomOptions{FloatLo: -4, FloatHi: 4, IntLo: -50, IntHi: 200}))
				ins = append(ins, x)
			}
			if c.args[0] == tensor.F32 && ins[0].Len() > 3 { // NaN and a tie
				ins[0].F32s()[2] = float32(nan())
				ins[0].F32s()[3] = ins[0].F32s()[1]
			}
			fast := New(f.Module, Options{})
			slow := New(f.Module, Options{})
			slow.noScalarBodies = true
			got, err := fast.Call("f", ins)
			if err != nil {
				t.Fatal(err)
			}
			want, err := slow.Call("f", ins)
			if err != nil {
				t.Fatal(err)
			}
			if err := sameBits(got, want); err != nil {
				t.Error(err)
			}
			var op = fn.Regions[0].Blocks[0].Ops[len(fn.Regions[0].Blocks[0].Ops)-2]
			if p := compileScalarBody(op.Regions[0]); (p != nil) != c.scalar {
				t.Errorf("scalar program %v, want %v", p != nil, c.scalar)
			}
		})
	}
}

func nan() float64 { var z float64; return z / z }

func sameBits(got, want []*tensor.Tensor) error {
	if len(got) != len(want) {
		return fmt.Errorf("%d results, want %d", len(got), len(want))
	}
	for i := range got {
		if got[i].TypeString() != want[i].TypeString() {
			return fmt.Errorf("result %d: %s, want %s", i, got[i].TypeString(), want[i].TypeString())
		}
		for j := 0; j < got[i].Len(); j++ {
			if got[i].BitsAt(j) != want[i].BitsAt(j) {
				return fmt.Errorf("result %d element %d: bits %#x, want %#x", i, j, got[i].BitsAt(j), want[i].BitsAt(j))
			}
		}
	}
	return nil
}
