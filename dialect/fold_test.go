package dialect

import (
	"math"
	"testing"

	"github.com/symopt/symopt/ir"
)

func fl(t *testing.T, typ string, v ...float64) *ir.DenseElementsAttr {
	return &ir.DenseElementsAttr{Type: ty(t, typ), Floats: v}
}

func TestFolders(t *testing.T) {
	lt := EnumAttr("stablehlo", "comparison_direction", "LT")
	cases := []struct {
		name   string
		op     string
		args   []*ir.DenseElementsAttr
		result string
		attrs  map[string]ir.Attribute
		want   string // folded attribute text, "" for no fold
	}{
		{"add ints", "stablehlo.add", []*ir.DenseElementsAttr{dense(t, "tensor<3xi32>", 1, 2, 3), dense(t, "tensor<3xi32>", 10, 20, 30)},
			"tensor<3xi32>", nil, "dense<[11, 22, 33]> : tensor<3xi32>"},
		{"i8 wraps", "stablehlo.add", []*ir.DenseElementsAttr{dense(t, "tensor<2xi8>", 127, 1), dense(t, "tensor<2xi8>", 1, 1)},
			"tensor<2xi8>", nil, "dense<[-128, 2]> : tensor<2xi8>"},
		{"splat multiply", "stablehlo.multiply", []*ir.DenseElementsAttr{ir.SplatFloat(ty(t, "tensor<4xf32>"), 1.5), ir.SplatFloat(ty(t, "tensor<4xf32>"), 2)},
			"tensor<4xf32>", nil, "dense<3.000000e+00> : tensor<4xf32>"},
		// Division by zero and INT_MIN / -1 fold to what the interpreter
		// computes (package scalar): all bits set, x % 0 = x, INT_MIN wraps.
		{"divide by zero is all ones", "stablehlo.divide", []*ir.DenseElementsAttr{dense(t, "tensor<2xi32>", 1, -7), dense(t, "tensor<2xi32>", 0, 0)},
			"tensor<2xi32>", nil, "dense<-1> : tensor<2xi32>"},
		{"unsigned divide by zero is the largest value", "stablehlo.divide", []*ir.DenseElementsAttr{dense(t, "tensor<2xui8>", 7, 0), dense(t, "tensor<2xui8>", 0, 0)},
			"tensor<2xui8>", nil, "dense<255> : tensor<2xui8>"},
		{"INT_MIN / -1 wraps", "stablehlo.divide", []*ir.DenseElementsAttr{dense(t, "tensor<2xi8>", -128, -128), dense(t, "tensor<2xi8>", -1, 0)},
			"tensor<2xi8>", nil, "dense<[-128, -1]> : tensor<2xi8>"},
		{"i64 INT_MIN / -1 wraps", "stablehlo.divide", []*ir.DenseElementsAttr{dense(t, "tensor<1xi64>", math.MinInt64), dense(t, "tensor<1xi64>", -1)},
			"tensor<1xi64>", nil, "dense<-9223372036854775808> : tensor<1xi64>"},
		{"remainder by zero and INT_MIN % -1", "stablehlo.remainder", []*ir.DenseElementsAttr{dense(t, "tensor<3xi8>", -7, -128, -7), dense(t, "tensor<3xi8>", 0, -1, 2)},
			"tensor<3xi8>", nil, "dense<[-7, 0, -1]> : tensor<3xi8>"},
		{"negate float", "stablehlo.negate", []*ir.DenseElementsAttr{fl(t, "tensor<2xf32>", 1, -2)},
			"tensor<2xf32>", nil, "dense<[-1.000000e+00, 2.000000e+00]> : tensor<2xf32>"},
		{"compare", "stablehlo.compare", []*ir.DenseElementsAttr{dense(t, "tensor<3xi32>", 1, 5, 3), dense(t, "tensor<3xi32>", 2, 2, 3)},
			"tensor<3xi1>", map[string]ir.Attribute{"comparison_direction": lt}, "dense<[true, false, false]> : tensor<3xi1>"},
		{"convert int to float", "stablehlo.convert", []*ir.DenseElementsAttr{dense(t, "tensor<2xi32>", 1, -3)},
			"tensor<2xf32>", nil, "dense<[1.000000e+00, -3.000000e+00]> : tensor<2xf32>"},
		{"convert float to int truncates", "stablehlo.convert", []*ir.DenseElementsAttr{fl(t, "tensor<2xf32>", 1.7, -2.5)},
			"tensor<2xi32>", nil, "dense<[1, -2]> : tensor<2xi32>"},
		{"convert float to int saturates, NaN to 0", "stablehlo.convert", []*ir.DenseElementsAttr{fl(t, "tensor<5xf32>", 3e9, -1e30, math.NaN(), math.Inf(1), -7.9)},
			"tensor<5xi32>", nil, "dense<[2147483647, -2147483648, 0, 2147483647, -7]> : tensor<5xi32>"},
		{"convert float to unsigned saturates at 0", "stablehlo.convert", []*ir.DenseElementsAttr{fl(t, "tensor<3xf32>", -3, 300, 2.5)},
			"tensor<3xui8>", nil, "dense<[0, 255, 2]> : tensor<3xui8>"},
		{"convert float to i64 saturates", "stablehlo.convert", []*ir.DenseElementsAttr{fl(t, "tensor<2xf64>", 1e19, -1e19)},
			"tensor<2xi64>", nil, "dense<[9223372036854775807, -9223372036854775808]> : tensor<2xi64>"},
		{"convert NaN to i1 is true", "stablehlo.convert", []*ir.DenseElementsAttr{fl(t, "tensor<2xf32>", math.NaN(), 0)},
			"tensor<2xi1>", nil, "dense<[true, false]> : tensor<2xi1>"},
		{"integer power beyond 64 multiplications", "stablehlo.power", []*ir.DenseElementsAttr{dense(t, "tensor<2xi64>", 3, -1), dense(t, "tensor<2xi64>", 65, -3)},
			"tensor<2xi64>", nil, "dense<[7752514261426648835, -1]> : tensor<2xi64>"},
		{"i1 add is or", "stablehlo.add", []*ir.DenseElementsAttr{dense(t, "tensor<2xi1>", 1, 0), dense(t, "tensor<2xi1>", 1, 0)},
			"tensor<2xi1>", nil, "dense<[true, false]> : tensor<2xi1>"},
		{"i1 negate kept", "stablehlo.negate", []*ir.DenseElementsAttr{dense(t, "tensor<1xi1>", 1)},
			"tensor<1xi1>", nil, ""},
		{"unsigned shift_right_arithmetic fills with the top bit", "stablehlo.shift_right_arithmetic", []*ir.DenseElementsAttr{dense(t, "tensor<2xui8>", 128, 128), dense(t, "tensor<2xui8>", 1, 9)},
			"tensor<2xui8>", nil, "dense<[192, 255]> : tensor<2xui8>"},
		// maximum and minimum propagate NaN over an infinity, as they run.
		{"maximum of NaN and inf is NaN", "stablehlo.maximum", []*ir.DenseElementsAttr{fl(t, "tensor<2xf32>", math.NaN(), math.Inf(-1)), fl(t, "tensor<2xf32>", math.Inf(1), math.NaN())},
			"tensor<2xf32>", nil, "dense<0x7FC00000> : tensor<2xf32>"},
		{"clamp of NaN is NaN", "stablehlo.clamp", []*ir.DenseElementsAttr{fl(t, "tensor<1xf32>", math.Inf(-1)), fl(t, "tensor<1xf32>", math.NaN()), fl(t, "tensor<1xf32>", math.Inf(1))},
			"tensor<1xf32>", nil, "dense<0x7FC00000> : tensor<1xf32>"},
		{"reshape", "stablehlo.reshape", []*ir.DenseElementsAttr{dense(t, "tensor<2x2xi32>", 1, 2, 3, 4)},
			"tensor<4xi32>", nil, "dense<[1, 2, 3, 4]> : tensor<4xi32>"},
		{"broadcast_in_dim", "stablehlo.broadcast_in_dim", []*ir.DenseElementsAttr{dense(t, "tensor<2xi32>", 1, 2)},
			"tensor<3x2xi32>", map[string]ir.Attribute{"broadcast_dimensions": ir.I64Array(1)}, "dense<[[1, 2], [1, 2], [1, 2]]> : tensor<3x2xi32>"},
		{"transpose", "stablehlo.transpose", []*ir.DenseElementsAttr{dense(t, "tensor<2x3xi32>", 1, 2, 3, 4, 5, 6)},
			"tensor<3x2xi32>", map[string]ir.Attribute{"permutation": ir.I64Array(1, 0)}, "dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>"},
		{"slice", "stablehlo.slice", []*ir.DenseElementsAttr{dense(t, "tensor<6xi32>", 0, 1, 2, 3, 4, 5)},
			"tensor<2xi32>", map[string]ir.Attribute{"start_indices": ir.I64Array(1), "limit_indices": ir.I64Array(5), "strides": ir.I64Array(2)}, "dense<[1, 3]> : tensor<2xi32>"},
		{"concatenate", "stablehlo.concatenate", []*ir.DenseElementsAttr{dense(t, "tensor<2x1xi32>", 1, 2), dense(t, "tensor<2x2xi32>", 3, 4, 5, 6)},
			"tensor<2x3xi32>", map[string]ir.Attribute{"dimension": ir.Int(1)}, "dense<[[1, 3, 4], [2, 5, 6]]> : tensor<2x3xi32>"},
		{"iota", "stablehlo.iota", nil, "tensor<2x3xi32>", map[string]ir.Attribute{"iota_dimension": ir.Int(1)}, "dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>"},
		{"too large", "stablehlo.iota", nil, "tensor<2048xi32>", map[string]ir.Attribute{"iota_dimension": ir.Int(0)}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			vals := make([]*ir.Value, len(c.args))
			for i, a := range c.args {
				vals[i] = constOp(t, a).Result(0)
			}
			op := build(t, c.op, vals, tys(t, c.result), c.attrs)
			got := op.Info.Fold(op)
			if c.want == "" {
				if got != nil {
					t.Fatalf("folded to %v, want no fold", got[0])
				}
				return
			}
			if len(got) != 1 {
				t.Fatalf("did not fold")
			}
			if s := got[0].String(); s != c.want {
				t.Errorf("got %s, want %s", s, c.want)
			}
		})
	}
}

func TestArithFolders(t *testing.T) {
	cst := func(v int64, typ string) *ir.Value {
		tt := ty(t, typ)
		return build(t, "arith.constant", nil, []ir.Type{tt}, map[string]ir.Attribute{"value": &ir.IntegerAttr{Value: v, Type: tt}}).Result(0)
	}
	cases := []struct {
		op   string
		a, b int64
		want int64
	}{
		{"arith.addi", 3, 4, 7},
		{"arith.muli", -3, 4, -12},
		{"arith.divsi", -7, 2, -3},
		{"arith.ceildivsi", 7, 2, 4},
		{"arith.floordivsi", -7, 2, -4},
		{"arith.remsi", -7, 2, -1},
		{"arith.maxsi", -7, 2, 2},
	}
	for _, c := range cases {
		op := build(t, c.op, []*ir.Value{cst(c.a, "index"), cst(c.b, "index")}, tys(t, "index"), nil)
		got := op.Info.Fold(op)
		if len(got) != 1 {
			t.Errorf("%s(%d, %d) did not fold", c.op, c.a, c.b)
			continue
		}
		if ia, ok := got[0].(*ir.IntegerAttr); !ok || ia.Value != c.want {
			t.Errorf("%s(%d, %d) = %v, want %d", c.op, c.a, c.b, got[0], c.want)
		}
	}
	fe := build(t, "tensor.from_elements", []*ir.Value{cst(4, "index"), cst(-1, "index")}, tys(t, "tensor<2xindex>"), nil)
	if got := fe.Info.Fold(fe); len(got) != 1 || got[0].String() != "dense<[4, -1]> : tensor<2xindex>" {
		t.Errorf("tensor.from_elements folded to %v", got)
	}
	x := build(t, "tensor.dim", []*ir.Value{ir.NewDetachedValue(ty(t, "tensor<?x7xf32>")), cst(1, "index")}, tys(t, "index"), nil)
	if got := x.Info.Fold(x); len(got) != 1 || got[0].(*ir.IntegerAttr).Value != 7 {
		t.Errorf("tensor.dim of a static dimension: got %v", got)
	}
	y := build(t, "tensor.dim", []*ir.Value{ir.NewDetachedValue(ty(t, "tensor<?x7xf32>")), cst(0, "index")}, tys(t, "index"), nil)
	if got := y.Info.Fold(y); got != nil {
		t.Errorf("tensor.dim of a dynamic dimension folded to %v", got)
	}
}

// Ops on quantized element types never fold: the interpreter cannot run
// them. Constants still fold to themselves.
func TestQuantizedOpsDoNotFold(t *testing.T) {
	q := &ir.OpaqueType{Text: "!quant.uniform<i8:f32, 2.000000e+00:3>"}
	in := &ir.TensorType{Shape: []int64{2, 2}, Elem: q}
	c := constOp(t, &ir.DenseElementsAttr{Type: in, Ints: []int64{1, 2, 3, 4}})
	if got := c.Info.Fold(c); len(got) != 1 {
		t.Errorf("quantized constant did not fold to its value: %v", got)
	}
	cases := []struct {
		name   string
		result ir.Type
		attrs  map[string]ir.Attribute
	}{
		{"stablehlo.reshape", &ir.TensorType{Shape: []int64{4}, Elem: q}, nil},
		{"stablehlo.transpose", in, map[string]ir.Attribute{"permutation": ir.I64Array(1, 0)}},
		{"stablehlo.add", in, nil},
		{"stablehlo.convert", &ir.TensorType{Shape: []int64{2, 2}, Elem: ir.F32}, nil},
	}
	for _, k := range cases {
		operands := []*ir.Value{c.Result(0)}
		if k.name == "stablehlo.add" {
			operands = append(operands, c.Result(0))
		}
		op := build(t, k.name, operands, []ir.Type{k.result}, k.attrs)
		if got := op.Info.Fold(op); got != nil {
			t.Errorf("%s on a quantized constant folded to %v", k.name, got[0])
		}
	}
}

// Overflow into a float type without infinities gives NaN in the
// interpreter; folders leave it alone and fold values in range.
func TestNoInfinityFloatOverflowKept(t *testing.T) {
	f8 := &ir.TensorType{Shape: []int64{1}, Elem: &ir.FloatType{Name: "f8E4M3FN"}}
	for _, c := range []struct {
		v    int64
		fold bool
	}{{1000, false}, {8, true}} {
		op := build(t, "stablehlo.convert", []*ir.Value{constOp(t, dense(t, "tensor<1xi32>", c.v)).Result(0)}, []ir.Type{f8}, nil)
		if got := op.Info.Fold(op); (got != nil) != c.fold {
			t.Errorf("convert %d to f8E4M3FN: folded to %v, want fold %v", c.v, got, c.fold)
		}
	}
}
