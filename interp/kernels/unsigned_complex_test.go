package kernels

import (
	"math"
	"math/cmplx"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestUnsignedBinary(t *testing.T) {
	u8, u64 := tensor.U8, tensor.U64
	tests := []struct {
		name string
		op   BinaryOp
		a, b *tensor.Tensor
		want *tensor.Tensor
	}{
		{"add wraps", Add, ti(u8, sh(1), 200), ti(u8, sh(1), 100), ti(u8, sh(1), 44)},
		{"multiply wraps", Multiply, ti(u8, sh(1), 16), ti(u8, sh(1), 17), ti(u8, sh(1), 16)},
		{"divide", Divide, ti(u8, sh(2), 200, 7), ti(u8, sh(2), 3, 0), ti(u8, sh(2), 66, 255)},
		{"remainder", Remainder, ti(u8, sh(2), 200, 7), ti(u8, sh(2), 3, 0), ti(u8, sh(2), 2, 7)},
		{"power wraps", Power, ti(u8, sh(2), 2, 3), ti(u8, sh(2), 8, 5), ti(u8, sh(2), 0, 243)},
		{"max min", Maximum, ti(u8, sh(1), 255), ti(u8, sh(1), 1), ti(u8, sh(1), 255)},
		{"min", Minimum, ti(u8, sh(1), 255), ti(u8, sh(1), 1), ti(u8, sh(1), 1)},
		{"and or xor", Xor, ti(u8, sh(1), 0xF0), ti(u8, sh(1), 0xFF), ti(u8, sh(1), 0x0F)},
		{"and", And, ti(u8, sh(1), 0xF0), ti(u8, sh(1), 0x3C), ti(u8, sh(1), 0x30)},
		{"or", Or, ti(u8, sh(1), 0xF0), ti(u8, sh(1), 0x0F), ti(u8, sh(1), 0xFF)},
		{"shl", ShiftLeft, ti(u8, sh(2), 1, 1), ti(u8, sh(2), 7, 8), ti(u8, sh(2), 128, 0)},
		{"shrl", ShiftRightLogical, ti(u8, sh(2), 128, 128), ti(u8, sh(2), 7, 8), ti(u8, sh(2), 1, 0)},
		{"ui64 max", Subtract, ti(u64, sh(1), 0), ti(u64, sh(1), 1), tensor.Must(tensor.FromUint64s(u64, sh(1), []uint64{math.MaxUint64}))},
	}
	for _, tc := range tests {
		got, err := Binary(tc.op, tc.a, tc.b)
		expect(t, tc.name, got, err, tc.want)
	}
	for _, tc := range []struct {
		op   UnaryOp
		in   int64
		want int64
	}{{Not, 0x0F, 0xF0}, {Negate, 1, 255}, {Popcnt, 0xFF, 8}, {CountLeadingZeros, 1, 7}, {Abs, 200, 200}} {
		got, err := Unary(tc.op, ti(u8, sh(1), tc.in))
		expect(t, tc.op.String()+" ui8", got, err, ti(u8, sh(1), tc.want))
	}
	_, err := Unary(Sign, ti(u8, sh(1), 1))
	expectErr(t, "sign of unsigned", err)
}

func TestComplexOps(t *testing.T) {
	c := func(v ...complex128) *tensor.Tensor {
		return tensor.Must(tensor.FromComplexes(tensor.C128, sh(int64(len(v))), v))
	}
	z := complex(0.5, -1.5)
	for _, tc := range []struct {
		op   UnaryOp
		want complex128
	}{
		{Negate, -z}, {Exponential, cmplx.Exp(z)}, {ExponentialMinusOne, cmplx.Exp(z) - 1},
		{Log, cmplx.Log(z)}, {LogPlusOne, cmplx.Log(1 + z)}, {Logistic, 1 / (1 + cmplx.Exp(-z))},
		{Tanh, cmplx.Tanh(z)}, {Sqrt, cmplx.Sqrt(z)}, {Rsqrt, 1 / cmplx.Sqrt(z)},
		{Cosine, cmplx.Cos(z)}, {Sine, cmplx.Sin(z)}, {Tan, cmplx.Tan(z)},
	} {
		got, err := Unary(tc.op, c(z))
		expect(t, tc.op.String()+" complex", got, err, c(tc.want))
	}
	nanSign, err := Unary(Sign, c(complex(math.NaN(), 0), 0))
	if err != nil || !cmplx.IsNaN(nanSign.Complexes()[0]) || nanSign.Complexes()[1] != 0 {
		t.Errorf("sign of NaN and 0: %v %v", nanSign, err)
	}
	a, b := c(complex(1, 5), complex(2, 0), complex(1, 1)), c(complex(1, 6), complex(1, 9), complex(math.NaN(), 0))
	got, err := Binary(Maximum, a, b)
	if err != nil || got.Complexes()[0] != complex(1, 6) || got.Complexes()[1] != complex(2, 0) || !cmplx.IsNaN(got.Complexes()[2]) {
		t.Errorf("complex maximum: %v %v", got, err)
	}
	got, err = Binary(Minimum, a, b)
	if err != nil || got.Complexes()[0] != complex(1, 5) || got.Complexes()[1] != complex(1, 9) {
		t.Errorf("complex minimum: %v %v", got, err)
	}
	for _, op := range []BinaryOp{Add, Subtract, Divide, Power} {
		got, err := Binary(op, c(z), c(complex(2, 1)))
		want := map[BinaryOp]complex128{Add: z + complex(2, 1), Subtract: z - complex(2, 1), Divide: z / complex(2, 1), Power: cmplx.Pow(z, complex(2, 1))}[op]
		expect(t, op.String()+" complex", got, err, c(want))
	}
	_, err = Binary(Remainder, c(z), c(z))
	expectErr(t, "remainder on complex (unspecified)", err)
	// complex<f32> rounds both parts to f32.
	c64 := tensor.Must(tensor.FromComplexes(tensor.C64, sh(1), []complex128{complex(1, 1)}))
	third, err := Binary(Divide, c64, tensor.Must(tensor.FromComplexes(tensor.C64, sh(1), []complex128{3})))
	if err != nil || real(third.Complexes()[0]) != float64(float32(1.0/3)) {
		t.Errorf("complex<f32> division not rounded to f32: %v %v", third, err)
	}
}

func TestConvolutionTypes(t *testing.T) {
	x := ti(tensor.I8, sh(1, 3, 1), 100, 100, 100)
	k := ti(tensor.I8, sh(2, 1, 1), 1, 1)
	got, err := Convolution(x, k, nwc, ConvParams{}, tensor.Invalid)
	expect(t, "i8 wraps", got, err, ti(tensor.I8, sh(1, 2, 1), -56, -56))
	got, err = Convolution(x, k, nwc, ConvParams{}, i32)
	expect(t, "i8 to i32", got, err, ti(i32, sh(1, 2, 1), 200, 200))
	cx := tensor.Must(tensor.FromComplexes(tensor.C64, sh(1, 2, 1), []complex128{complex(0, 1), 2}))
	ck := tensor.Must(tensor.FromComplexes(tensor.C64, sh(1, 1, 1), []complex128{complex(0, 1)}))
	cgot, err := Convolution(cx, ck, nwc, ConvParams{}, tensor.Invalid)
	expect(t, "complex", cgot, err, tensor.Must(tensor.FromComplexes(tensor.C64, sh(1, 2, 1), []complex128{-1, complex(0, 2)})))
	h := tf(tensor.BF16, sh(1, 2, 1), 1, 1.0/256)
	hk := tf(tensor.BF16, sh(2, 1, 1), 1, 1)
	hgot, err := Convolution(h, hk, nwc, ConvParams{}, tensor.Invalid)
	expect(t, "bf16 rounds once at the end", hgot, err, tf(tensor.BF16, sh(1, 1, 1), 1))
}

func TestFastPathsOverTypes(t *testing.T) {
	for _, dt := range []tensor.DType{tensor.U16, tensor.I8, tensor.F64, tensor.BF16, tensor.C64} {
		x := randT(t, dt, sh(4, 6), 3)
		init, _ := tensor.Convert(ti(i32, nil, 0), dt)
		fast, err := ReduceFast(x, init, sh(1), ReduceAdd)
		if err != nil {
			t.Fatalf("%s: %v", dt, err)
		}
		gen, err := Reduce([]*tensor.Tensor{x}, []*tensor.Tensor{init}, sh(1), addBody)
		if err != nil {
			t.Fatalf("%s: %v", dt, err)
		}
		expect(t, "reduce fast vs generic "+dt.String(), fast, nil, gen[0])
		if dt.IsComplex() {
			continue
		}
		src := randT(t, dt, sh(2, 3), 4)
		sfast, err := SelectAndScatterFast(x, src, init, Window{Dims: sh(2, 2), Strides: sh(2, 2)}, GE, ReduceAdd)
		if err != nil {
			t.Fatalf("%s: %v", dt, err)
		}
		sel := func(a, b []*tensor.Tensor) (bool, error) {
			c, err := Compare(GE, NoType, a[0], b[0])
			return err == nil && c.Ints()[0] == 1, err
		}
		sgen, err := SelectAndScatter(x, src, init, Window{Dims: sh(2, 2), Strides: sh(2, 2)}, sel, addBody)
		expect(t, "select_and_scatter fast vs generic "+dt.String(), sfast, err, sgen)
	}
}
