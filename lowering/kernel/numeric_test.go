package kernel_test

import (
	"math"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
)

func TestF16Encoding(t *testing.T) {
	for _, tc := range []struct {
		f    float64
		bits uint16
	}{
		{0, 0x0000}, {math.Copysign(0, -1), 0x8000}, {1, 0x3c00}, {-2, 0xc000},
		{65504, 0x7bff}, {65519, 0x7bff}, {65520, 0x7c00}, {math.Inf(-1), 0xfc00},
		{0x1p-24, 0x0001}, {0x1p-25, 0x0000}, {0x1.8p-25, 0x0001}, {0x1p-14, 0x0400},
		{1 + 0x1p-11, 0x3c00}, {1 + 0x1.8p-10, 0x3c02}, {1 + 0x1.8p-11, 0x3c01}, {0.1, 0x2e66}, {math.NaN(), 0x7e00},
	} {
		if got := kernel.F16Bits(tc.f); got != tc.bits {
			t.Errorf("F16Bits(%g) = %#04x, want %#04x", tc.f, got, tc.bits)
		}
		if back := kernel.F16Value(tc.bits); !math.IsNaN(tc.f) && tc.bits&0x7c00 != 0x7c00 &&
			kernel.F16Bits(back) != tc.bits {
			t.Errorf("F16Value(%#04x) = %g does not encode back", tc.bits, back)
		}
	}
}

func TestBF16Encoding(t *testing.T) {
	for _, tc := range []struct {
		f    float64
		bits uint16
	}{
		{1, 0x3f80}, {-1, 0xbf80}, {1 + 0x1p-8, 0x3f80}, {1 + 0x1.8p-7, 0x3f82}, {1 + 0x1.8p-8, 0x3f81},
		{3.140625, 0x4049}, {math.Inf(1), 0x7f80}, {math.NaN(), 0x7fc0},
	} {
		if got := kernel.BF16Bits(tc.f); got != tc.bits {
			t.Errorf("BF16Bits(%g) = %#04x, want %#04x", tc.f, got, tc.bits)
		}
	}
}

// TestScalarSemantics runs one-instruction kernels through the
// interpreter to pin down the rounding, NaN and conversion rules the
// backend must reproduce.
func TestScalarSemantics(t *testing.T) {
	nan := math.NaN()
	for _, tc := range []struct {
		name    string
		in, out kernel.Type
		x, y    float64
		f       func(r *kernel.RegionBuilder, x, y *kernel.Inst) *kernel.Inst
		want    float64
	}{
		{"max nan first", kernel.F32, kernel.F32, nan, 1, maxOf, nan},
		{"max nan second", kernel.F32, kernel.F32, 1, nan, maxOf, nan},
		{"min", kernel.F64, kernel.F64, -3, 2, minOf, -3},
		{"f16 add rounds", kernel.F16, kernel.F16, 2048, 1, addOf, 2048},
		{"bf16 mul", kernel.BF16, kernel.BF16, 3, 1.0 / 3, mulOf, 1},
		{"f32 to i32 saturates", kernel.F32, kernel.I32, 3e10, 0, cvt(kernel.I32), math.MaxInt32},
		{"f32 to i32 truncates", kernel.F32, kernel.I32, -2.7, 0, cvt(kernel.I32), -2},
		{"nan to i8 is zero", kernel.F32, kernel.I8, nan, 0, cvt(kernel.I8), 0},
		{"i32 to i1 tests nonzero", kernel.I32, kernel.I1, 2, 0, cvt(kernel.I1), 1},
		{"i32 div truncates", kernel.I32, kernel.I32, -7, 2, divOf, -3},
		{"i32 rem sign of dividend", kernel.I32, kernel.I32, -7, 2, remOf, -1},
		{"i8 add wraps", kernel.I8, kernel.I8, 127, 1, addOf, -128},
		{"ne is true on nan", kernel.F32, kernel.I1, nan, nan, cmpOf(kernel.NE), 1},
		{"lt is false on nan", kernel.F32, kernel.I1, nan, 1, cmpOf(kernel.LT), 0},
		{"f64 to f16", kernel.F64, kernel.F16, 1 + 0x1p-11 + 0x1p-40, 0, cvt(kernel.F16), 1 + 0x1p-10},
		{"shl in range", kernel.I32, kernel.I32, 1, 31, binOf(kernel.OpShl), math.MinInt32},
		{"shl past the width", kernel.I32, kernel.I32, 1, 32, binOf(kernel.OpShl), 0},
		{"shl by a negative amount", kernel.I32, kernel.I32, 1, -1, binOf(kernel.OpShl), 0},
		{"shr_a past the width fills the sign", kernel.I32, kernel.I32, -8, 40, binOf(kernel.OpShrA), -1},
		{"shr_a i8", kernel.I8, kernel.I8, -128, 6, binOf(kernel.OpShrA), -2},
		{"shr_l i8 fills zeros", kernel.I8, kernel.I8, -128, 7, binOf(kernel.OpShrL), 1},
		{"shr_l past the width", kernel.I64, kernel.I64, -1, 64, binOf(kernel.OpShrL), 0},
		{"popcnt i8 counts its width", kernel.I8, kernel.I8, -1, 0, unOf(kernel.OpPopcnt), 8},
		{"popcnt i32", kernel.I32, kernel.I32, 0x70f0, 0, unOf(kernel.OpPopcnt), 7},
		{"clz i8", kernel.I8, kernel.I8, 1, 0, unOf(kernel.OpClz), 7},
		{"clz of zero is the width", kernel.I64, kernel.I64, 0, 0, unOf(kernel.OpClz), 64},
		{"clz of a negative", kernel.I32, kernel.I32, -1, 0, unOf(kernel.OpClz), 0},
		{"udiv", kernel.I32, kernel.I32, -2, 2, binOf(kernel.OpUDiv), math.MaxInt32},
		{"urem i8", kernel.I8, kernel.I8, -1, 10, binOf(kernel.OpURem), 5},
		{"umax", kernel.I32, kernel.I32, -1, 1, binOf(kernel.OpUMax), -1},
		{"umin", kernel.I32, kernel.I32, -1, 1, binOf(kernel.OpUMin), 1},
		{"ult", kernel.I32, kernel.I1, 1, -1, cmpOf(kernel.ULT), 1},
		{"uge i8", kernel.I8, kernel.I1, 1, -1, cmpOf(kernel.UGE), 0},
		{"cbrt", kernel.F64, kernel.F64, -27, 0, unOf(kernel.OpCbrt), -3},
		{"log1p", kernel.F64, kernel.F64, 0x1p-60, 0, unOf(kernel.OpLog1p), 0x1p-60},
		{"expm1", kernel.F64, kernel.F64, -0x1p-60, 0, unOf(kernel.OpExpm1), -0x1p-60},
		{"atan2", kernel.F64, kernel.F64, 1, -1, binOf(kernel.OpAtan2), 3 * math.Pi / 4},
		{"tan", kernel.F32, kernel.F32, 0, 0, unOf(kernel.OpTan), 0},
	} {
		b := kernel.NewBuilder("scalar")
		xb := b.Buffer("x", tc.in, kernel.Read)
		ob := b.Buffer("o", tc.out, kernel.Write)
		r := b.Loop(kernel.Const(1))
		zero := r.Index(kernel.Linear)
		x := r.Load(xb, zero)
		y := r.Load(xb, r.Add(zero, r.Index64(1)))
		r.Store(ob, zero, tc.f(r, x, y))
		k, err := b.Build()
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		xs := kernel.NewBuffer(tc.in, 2)
		for i, v := range []float64{tc.x, tc.y} {
			if tc.in.IsFloat() {
				xs.Set(i, v)
			} else {
				xs.SetInt(i, int64(v))
			}
		}
		o := kernel.NewBuffer(tc.out, 1)
		if err := kernel.Run(k, kernel.Args{Buffers: map[string]*kernel.Buffer{"x": xs, "o": o}}); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := o.Float(0); got != tc.want && !(math.IsNaN(got) && math.IsNaN(tc.want)) {
			t.Errorf("%s: got %g, want %g", tc.name, got, tc.want)
		}
	}
}

func maxOf(r *kernel.RegionBuilder, x, y *kernel.Inst) *kernel.Inst { return r.Max(x, y) }
func minOf(r *kernel.RegionBuilder, x, y *kernel.Inst) *kernel.Inst { return r.Min(x, y) }
func addOf(r *kernel.RegionBuilder, x, y *kernel.Inst) *kernel.Inst { return r.Add(x, y) }
func mulOf(r *kernel.RegionBuilder, x, y *kernel.Inst) *kernel.Inst { return r.Mul(x, y) }
func divOf(r *kernel.RegionBuilder, x, y *kernel.Inst) *kernel.Inst { return r.Div(x, y) }
func remOf(r *kernel.RegionBuilder, x, y *kernel.Inst) *kernel.Inst { return r.Rem(x, y) }

func cvt(t kernel.Type) func(r *kernel.RegionBuilder, x, y *kernel.Inst) *kernel.Inst {
	return func(r *kernel.RegionBuilder, x, _ *kernel.Inst) *kernel.Inst { return r.Convert(x, t) }
}

func cmpOf(p kernel.Pred) func(r *kernel.RegionBuilder, x, y *kernel.Inst) *kernel.Inst {
	return func(r *kernel.RegionBuilder, x, y *kernel.Inst) *kernel.Inst { return r.Cmp(p, x, y) }
}

func TestExprEval(t *testing.T) {
	s0, s1 := kernel.DimRef("S0"), kernel.DimRef("S1")
	dims := map[string]int64{"S0": 10, "S1": 3}
	for _, tc := range []struct {
		e    *kernel.Expr
		want int64
		str  string
	}{
		{kernel.CeilDiv(s0, s1), 4, "ceildiv(S0, S1)"},
		{kernel.Div(s0, s1), 3, "(S0 / S1)"},
		{kernel.Max(kernel.Product(), kernel.Add(s0, kernel.Const(-20))), 1, "max(1, (S0 + -20))"},
		{kernel.Min(kernel.Product(s0, s1, s1), kernel.Const(100)), 90, "min(((S0 * S1) * S1), 100)"},
	} {
		got, err := tc.e.Eval(dims)
		if err != nil || got != tc.want || tc.e.String() != tc.str {
			t.Errorf("%s = %d (%v), want %s = %d", tc.e, got, err, tc.str, tc.want)
		}
	}
	if _, err := kernel.CeilDiv(s0, kernel.Const(0)).Eval(dims); err == nil {
		t.Error("division by zero evaluated without error")
	}
	if _, err := kernel.DimRef("S7").Eval(dims); err == nil {
		t.Error("unknown dim evaluated without error")
	}
}

func binOf(op kernel.Op) func(r *kernel.RegionBuilder, x, y *kernel.Inst) *kernel.Inst {
	return func(r *kernel.RegionBuilder, x, y *kernel.Inst) *kernel.Inst { return r.Binary(op, x, y) }
}

func unOf(op kernel.Op) func(r *kernel.RegionBuilder, x, y *kernel.Inst) *kernel.Inst {
	return func(r *kernel.RegionBuilder, x, _ *kernel.Inst) *kernel.Inst { return r.Unary(op, x) }
}
