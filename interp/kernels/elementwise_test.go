package kernels

import (
	"math"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

var (
	nan    = math.NaN()
	inf    = math.Inf(1)
	negz   = math.Copysign(0, -1)
	i32    = tensor.I32
	f32    = tensor.F32
	f64    = tensor.F64
	i64    = tensor.I64
	i1     = tensor.Bool
	minI32 = int64(math.MinInt32)
	maxI32 = int64(math.MaxInt32)
)

func TestUnary(t *testing.T) {
	tests := []struct {
		name string
		op   UnaryOp
		in   *tensor.Tensor
		want *tensor.Tensor
	}{
		{"abs i32 (spec)", Abs, ti(i32, sh(3), -2, 0, 2), ti(i32, sh(3), 2, 0, 2)},
		{"abs INT_MIN wraps", Abs, ti(i32, sh(1), minI32), ti(i32, sh(1), minI32)},
		{"abs f32 -0", Abs, tf(f32, sh(2), negz, -inf), tf(f32, sh(2), 0, inf)},
		{"negate ui8 wraps", Negate, ti(tensor.U8, sh(2), 1, 0), ti(tensor.U8, sh(2), 255, 0)},
		{"sign f64 (spec)", Sign, tf(f64, sh(7), nan, -1, negz, 0, 1, -inf, 3), tf(f64, sh(7), nan, -1, negz, 0, 1, -1, 1)},
		{"sign i32", Sign, ti(i32, sh(3), -7, 0, 9), ti(i32, sh(3), -1, 0, 1)},
		{"not i32 (spec)", Not, ti(i32, sh(2, 2), 1, 2, 3, 4), ti(i32, sh(2, 2), -2, -3, -4, -5)},
		{"not i1 (spec)", Not, ti(i1, sh(2), 1, 0), ti(i1, sh(2), 0, 1)},
		{"popcnt i64 (spec)", Popcnt, ti(i64, sh(4), 0, 1, 2, 127), ti(i64, sh(4), 0, 1, 1, 7)},
		{"popcnt i8 negative", Popcnt, ti(tensor.I8, sh(1), -1), ti(tensor.I8, sh(1), 8)},
		{"clz i64 (spec)", CountLeadingZeros, ti(i64, sh(2, 2), 0, 1, 128, -1), ti(i64, sh(2, 2), 64, 63, 56, 0)},
		{"clz i16", CountLeadingZeros, ti(tensor.I16, sh(2), 1, 0), ti(tensor.I16, sh(2), 15, 16)},
		{"round afz (spec)", RoundNearestAfz, tf(f32, sh(5), -2.5, 0.4, 0.5, 0.6, 2.5), tf(f32, sh(5), -3, 0, 1, 1, 3)},
		{"round even (spec)", RoundNearestEven, tf(f32, sh(5), -2.5, 0.4, 0.5, 0.6, 2.5), tf(f32, sh(5), -2, 0, 0, 1, 2)},
		{"round keeps -0", RoundNearestEven, tf(f32, sh(1), -0.4), tf(f32, sh(1), negz)},
		{"floor ceil", Floor, tf(f64, sh(3), -0.5, 0.5, nan), tf(f64, sh(3), -1, 0, nan)},
		{"ceil", Ceil, tf(f64, sh(2), -0.5, 0.5), tf(f64, sh(2), negz, 1)},
		{"is_finite (spec)", IsFinite, tf(f64, sh(5), -inf, inf, nan, math.MaxFloat64, 5e-324), ti(i1, sh(5), 0, 0, 0, 1, 1)},
		{"sqrt negative is NaN", Sqrt, tf(f32, sh(3), 4, -1, negz), tf(f32, sh(3), 2, nan, negz)},
		{"rsqrt", Rsqrt, tf(f32, sh(2), 4, 0), tf(f32, sh(2), 0.5, inf)},
		{"cbrt", Cbrt, tf(f64, sh(2), -8, 27), tf(f64, sh(2), -2, 3)},
		{"expm1 tiny", ExponentialMinusOne, tf(f64, sh(1), 1e-20), tf(f64, sh(1), 1e-20)},
		{"log1p tiny", LogPlusOne, tf(f64, sh(1), 1e-20), tf(f64, sh(1), 1e-20)},
		{"logistic", Logistic, tf(f64, sh(3), 0, inf, -inf), tf(f64, sh(3), 0.5, 1, 0)},
		{"log of 0 and -1", Log, tf(f32, sh(2), 0, -1), tf(f32, sh(2), -inf, nan)},
		{"exp overflows f16", Exponential, tf(tensor.F16, sh(1), 12), tf(tensor.F16, sh(1), inf)},
		{"exp in bf16 rounds", Exponential, tf(tensor.BF16, sh(1), 1), tf(tensor.BF16, sh(1), 2.71875)},
		{"real of real", Real, tf(f32, sh(1), 3), tf(f32, sh(1), 3)},
		{"imag of real", Imag, tf(f32, sh(1), 3), tf(f32, sh(1), 0)},
	}
	for _, tc := range tests {
		got, err := Unary(tc.op, tc.in)
		expect(t, tc.name, got, err, tc.want)
	}
}

func TestUnaryComplex(t *testing.T) {
	c := tensor.Must(tensor.FromComplexes(tensor.C64, sh(2), []complex128{complex(3, 4), complex(-1, 0)}))
	abs, err := Unary(Abs, c)
	expect(t, "abs complex", abs, err, tf(f32, sh(2), 5, 1))
	re, err := Unary(Real, c)
	expect(t, "real", re, err, tf(f32, sh(2), 3, -1))
	im, err := Unary(Imag, c)
	expect(t, "imag", im, err, tf(f32, sh(2), 4, 0))
	sg, err := Unary(Sign, c)
	expect(t, "sign complex", sg, err, tensor.Must(tensor.FromComplexes(tensor.C64, sh(2), []complex128{complex(0.6, 0.8), -1})))
	_, err = Unary(Popcnt, c)
	expectErr(t, "popcnt complex", err)
	_, err = Unary(Floor, ti(i32, sh(1), 1))
	expectErr(t, "floor int", err)
}

func TestBinary(t *testing.T) {
	tests := []struct {
		name string
		op   BinaryOp
		a, b *tensor.Tensor
		want *tensor.Tensor
	}{
		{"add (spec)", Add, ti(i32, sh(2, 2), 1, 2, 3, 4), ti(i32, sh(2, 2), 5, 6, 7, 8), ti(i32, sh(2, 2), 6, 8, 10, 12)},
		{"add wraps", Add, ti(tensor.I8, sh(1), 127), ti(tensor.I8, sh(1), 1), ti(tensor.I8, sh(1), -128)},
		{"add i1 is or", Add, ti(i1, sh(4), 0, 0, 1, 1), ti(i1, sh(4), 0, 1, 0, 1), ti(i1, sh(4), 0, 1, 1, 1)},
		{"multiply i1 is and", Multiply, ti(i1, sh(4), 0, 0, 1, 1), ti(i1, sh(4), 0, 1, 0, 1), ti(i1, sh(4), 0, 0, 0, 1)},
		{"subtract ui8 wraps", Subtract, ti(tensor.U8, sh(1), 0), ti(tensor.U8, sh(1), 1), ti(tensor.U8, sh(1), 255)},
		{"multiply i32 wraps", Multiply, ti(i32, sh(1), 65536), ti(i32, sh(1), 65536), ti(i32, sh(1), 0)},
		{"divide i32 (spec)", Divide, ti(i32, sh(4), 17, -17, 17, -17), ti(i32, sh(4), 3, 3, -3, -3), ti(i32, sh(4), 5, -5, -5, 5)},
		{"divide by zero and overflow", Divide, ti(i32, sh(3), 7, -7, minI32), ti(i32, sh(3), 0, 0, -1), ti(i32, sh(3), -1, -1, minI32)},
		{"divide ui32 by zero", Divide, ti(tensor.U32, sh(1), 7), ti(tensor.U32, sh(1), 0), ti(tensor.U32, sh(1), math.MaxUint32)},
		{"remainder i32 (spec)", Remainder, ti(i32, sh(4), 17, -17, 17, -17), ti(i32, sh(4), 3, 3, -3, -3), ti(i32, sh(4), 2, -2, 2, -2)},
		{"remainder by zero and overflow", Remainder, ti(i32, sh(2), 7, minI32), ti(i32, sh(2), 0, -1), ti(i32, sh(2), 7, 0)},
		{"remainder f64 (spec)", Remainder, tf(f64, sh(4), 17.5, -17.5, 17.5, -17.5), tf(f64, sh(4), 3, 3, -3, -3), tf(f64, sh(4), 2.5, -2.5, 2.5, -2.5)},
		{"remainder f32 by 0", Remainder, tf(f32, sh(1), 1), tf(f32, sh(1), 0), tf(f32, sh(1), nan)},
		{"divide f32 by zero", Divide, tf(f32, sh(3), 1, -1, 0), tf(f32, sh(3), 0, 0, 0), tf(f32, sh(3), inf, -inf, nan)},
		{"power f32 (spec)", Power, tf(f32, sh(6), -2, negz, -36, 5, 3, 10000), tf(f32, sh(6), 2, 2, 1.1, 2, -1, 10), tf(f32, sh(6), 4, 0, nan, 25, 1.0/3, inf)},
		{"power i32", Power, ti(i32, sh(6), 2, -2, 1, -1, -1, 2), ti(i32, sh(6), 10, 3, -5, -3, -2, -1), ti(i32, sh(6), 1024, -8, 1, -1, 1, 0)},
		{"power i32 wraps", Power, ti(i32, sh(1), 2), ti(i32, sh(1), 31), ti(i32, sh(1), minI32)},
		{"maximum (spec)", Maximum, ti(i32, sh(2, 2), 1, 2, 7, 8), ti(i32, sh(2, 2), 5, 6, 3, 4), ti(i32, sh(2, 2), 5, 6, 7, 8)},
		{"maximum NaN and zeros", Maximum, tf(f32, sh(3), nan, 1, negz), tf(f32, sh(3), 1, nan, 0), tf(f32, sh(3), nan, nan, 0)},
		{"minimum NaN and zeros", Minimum, tf(f32, sh(3), nan, 1, 0), tf(f32, sh(3), 1, nan, negz), tf(f32, sh(3), nan, nan, negz)},
		{"xor (spec)", Xor, ti(i32, sh(2, 2), 1, 2, 3, 4), ti(i32, sh(2, 2), 5, 6, 7, 8), ti(i32, sh(2, 2), 4, 4, 4, 12)},
		{"and i1", And, ti(i1, sh(2), 1, 1), ti(i1, sh(2), 0, 1), ti(i1, sh(2), 0, 1)},
		{"shift_left (spec)", ShiftLeft, ti(i64, sh(3), -1, 0, 1), ti(i64, sh(3), 1, 2, 3), ti(i64, sh(3), -2, 0, 8)},
		{"shift_right_arithmetic (spec)", ShiftRightArithmetic, ti(i64, sh(3), -1, 0, 8), ti(i64, sh(3), 1, 2, 3), ti(i64, sh(3), -1, 0, 1)},
		{"shift_right_logical (spec)", ShiftRightLogical, ti(i64, sh(3), -1, 0, 8), ti(i64, sh(3), 1, 2, 3), ti(i64, sh(3), math.MaxInt64, 0, 1)},
		{"shifts past width i8", ShiftLeft, ti(tensor.I8, sh(3), 1, 1, 1), ti(tensor.I8, sh(3), 7, 8, -1), ti(tensor.I8, sh(3), -128, 0, 0)},
		{"sra past width", ShiftRightArithmetic, ti(tensor.I8, sh(2), -100, 100), ti(tensor.I8, sh(2), 8, 9), ti(tensor.I8, sh(2), -1, 0)},
		{"srl i8 negative", ShiftRightLogical, ti(tensor.I8, sh(2), -1, -1), ti(tensor.I8, sh(2), 1, 8), ti(tensor.I8, sh(2), 127, 0)},
		{"sra ui8", ShiftRightArithmetic, ti(tensor.U8, sh(2), 0x80, 0x80), ti(tensor.U8, sh(2), 1, 200), ti(tensor.U8, sh(2), 0xC0, 0xFF)},
		{"atan2", Atan2, tf(f64, sh(2), 1, 0), tf(f64, sh(2), 1, -1), tf(f64, sh(2), math.Pi/4, math.Pi)},
		{"f16 add rounds", Add, tf(tensor.F16, sh(1), 2048), tf(tensor.F16, sh(1), 1), tf(tensor.F16, sh(1), 2048)},
		{"mulhi i8", Mulhi, ti(tensor.I8, sh(4), 64, -64, -64, -128), ti(tensor.I8, sh(4), 4, 4, -4, -128), ti(tensor.I8, sh(4), 1, -1, 1, 64)},
		{"mulhi ui8", Mulhi, ti(tensor.U8, sh(2), 240, 255), ti(tensor.U8, sh(2), 16, 255), ti(tensor.U8, sh(2), 15, 254)},
		{"mulhi i4", Mulhi, ti(tensor.I4, sh(2), 7, -8), ti(tensor.I4, sh(2), 7, -8), ti(tensor.I4, sh(2), 3, 4)},
		{"mulhi i64", Mulhi, ti(i64, sh(5), 1<<60, -1<<60, math.MinInt64, math.MinInt64, -1), ti(i64, sh(5), 16, 16, math.MinInt64, -1, 1),
			ti(i64, sh(5), 1, -1, 1<<62, 0, -1)},
		{"mulhi ui64", Mulhi, tu64(math.MaxUint64, 1<<63, 3), tu64(math.MaxUint64, 2, 5), tu64(math.MaxUint64-1, 1, 0)},
		{"f8E4M3FN overflow is NaN", Multiply, tf(tensor.F8E4M3FN, sh(1), 448), tf(tensor.F8E4M3FN, sh(1), 2), tf(tensor.F8E4M3FN, sh(1), nan)},
	}
	for _, tc := range tests {
		got, err := Binary(tc.op, tc.a, tc.b)
		expect(t, tc.name, got, err, tc.want)
	}
}

func TestBinaryErrors(t *testing.T) {
	_, err := Binary(Add, ti(i32, sh(2), 1, 2), ti(i32, sh(3), 1, 2, 3))
	expectErr(t, "shape mismatch", err)
	_, err = Binary(Add, ti(i32, sh(1), 1), tf(f32, sh(1), 1))
	expectErr(t, "type mismatch", err)
	_, err = Binary(And, tf(f32, sh(1), 1), tf(f32, sh(1), 1))
	expectErr(t, "and on floats", err)
	_, err = Binary(Subtract, ti(i1, sh(1), 1), ti(i1, sh(1), 1))
	expectErr(t, "subtract on i1", err)
	empty, err := Binary(Add, tf(f32, sh(0)), tf(f32, sh(0)))
	expect(t, "empty", empty, err, tf(f32, sh(0)))
	scalar, err := Binary(Multiply, tf(f64, nil, 3), tf(f64, nil, 4))
	expect(t, "rank 0", scalar, err, tf(f64, nil, 12))
}

func TestComplexBinary(t *testing.T) {
	c := func(v ...complex128) *tensor.Tensor {
		return tensor.Must(tensor.FromComplexes(tensor.C128, sh(int64(len(v))), v))
	}
	got, err := Binary(Multiply, c(complex(1, 2)), c(complex(3, 4)))
	expect(t, "complex multiply", got, err, c(complex(-5, 10)))
	got, err = Binary(Complex, tf(f64, sh(1), 1), tf(f64, sh(1), 2))
	expect(t, "complex op", got, err, c(complex(1, 2)))
}

func TestCompare(t *testing.T) {
	tests := []struct {
		name string
		dir  Direction
		typ  CompareType
		a, b *tensor.Tensor
		want []int64
	}{
		{"LT float (spec)", LT, FloatCmp, tf(f32, sh(2), 1, 3), tf(f32, sh(2), 1.1, 2.9), []int64{1, 0}},
		{"NaN unordered", EQ, FloatCmp, tf(f32, sh(2), nan, nan), tf(f32, sh(2), nan, 1), []int64{0, 0}},
		{"NaN NE", NE, FloatCmp, tf(f32, sh(1), nan), tf(f32, sh(1), nan), []int64{1}},
		{"-0 == 0", EQ, FloatCmp, tf(f32, sh(1), negz), tf(f32, sh(1), 0), []int64{1}},
		{"totalorder -0 < 0", LT, TotalOrder, tf(f32, sh(1), negz), tf(f32, sh(1), 0), []int64{1}},
		{"totalorder NaN largest", GT, TotalOrder, tf(f64, sh(2), nan, -nan), tf(f64, sh(2), inf, -inf), []int64{1, 0}},
		{"totalorder NaN == NaN", EQ, TotalOrder, tf(f64, sh(1), nan), tf(f64, sh(1), nan), []int64{1}},
		{"signed default", LT, NoType, ti(i32, sh(1), -1), ti(i32, sh(1), 1), []int64{1}},
		{"unsigned on signed", LT, Unsigned, ti(i32, sh(1), -1), ti(i32, sh(1), 1), []int64{0}},
		{"signed on unsigned", LT, Signed, ti(tensor.U8, sh(1), 255), ti(tensor.U8, sh(1), 1), []int64{1}},
		{"i1 ordering", GT, NoType, ti(i1, sh(2), 1, 0), ti(i1, sh(2), 0, 1), []int64{1, 0}},
		{"GE LE", GE, NoType, ti(i64, sh(3), 1, 2, 3), ti(i64, sh(3), 2, 2, 2), []int64{0, 1, 1}},
	}
	for _, tc := range tests {
		got, err := Compare(tc.dir, tc.typ, tc.a, tc.b)
		expect(t, tc.name, got, err, ti(i1, tc.a.Shape(), tc.want...))
	}
	_, err := Compare(LT, Signed, tf(f32, sh(1), 1), tf(f32, sh(1), 1))
	expectErr(t, "SIGNED on floats", err)
}

func TestSelectClamp(t *testing.T) {
	got, err := Select(ti(i1, sh(2, 2), 0, 1, 1, 0), ti(i32, sh(2, 2), 1, 2, 3, 4), ti(i32, sh(2, 2), 5, 6, 7, 8))
	expect(t, "select (spec)", got, err, ti(i32, sh(2, 2), 5, 2, 3, 8))
	got, err = Select(ti(i1, nil, 1), ti(i32, sh(2), 1, 2), ti(i32, sh(2), 5, 6))
	expect(t, "select scalar pred", got, err, ti(i32, sh(2), 1, 2))
	_, err = Select(ti(i1, sh(3), 1, 1, 1), ti(i32, sh(2), 1, 2), ti(i32, sh(2), 5, 6))
	expectErr(t, "select bad pred shape", err)
	got, err = Clamp(ti(i32, sh(3), 5, 10, 15), ti(i32, sh(3), 3, 13, 23), ti(i32, sh(3), 10, 15, 20))
	expect(t, "clamp (spec)", got, err, ti(i32, sh(3), 5, 13, 20))
	got, err = Clamp(tf(f32, nil, 0), tf(f32, sh(4), -1, 0.5, 2, nan), tf(f32, nil, 1))
	expect(t, "clamp scalar bounds", got, err, tf(f32, sh(4), 0, 0.5, 1, nan))
	_, err = Clamp(tf(f32, sh(2), 0, 0), tf(f32, sh(3), 1, 2, 3), tf(f32, nil, 1))
	expectErr(t, "clamp bad bound", err)
}

func TestBitcastConvert(t *testing.T) {
	got, err := BitcastConvert(tf(f32, sh(2), 1, -2), tensor.U32)
	expect(t, "f32 to ui32", got, err, ti(tensor.U32, sh(2), 0x3f800000, 0xc0000000))
	got, err = BitcastConvert(ti(tensor.U32, sh(1), 0x3f800000), tensor.U16)
	expect(t, "ui32 to ui16 splits little-endian", got, err, ti(tensor.U16, sh(1, 2), 0, 0x3f80))
	back, err := BitcastConvert(got, f32)
	expect(t, "ui16 pair back to f32", back, err, tf(f32, sh(1), 1))
	got, err = BitcastConvert(ti(tensor.I16, sh(1), 0x3c00), tensor.F16)
	expect(t, "i16 to f16", got, err, tf(tensor.F16, sh(1), 1))
	_, err = BitcastConvert(ti(tensor.U16, sh(3), 1, 2, 3), f32)
	expectErr(t, "bad last dimension", err)

	// i1 is one bit wide: eight of them make a byte, lowest first.
	got, err = BitcastConvert(ti(i1, sh(2, 8), 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1), tensor.U8)
	expect(t, "i1 to ui8", got, err, ti(tensor.U8, sh(2), 0x0d, 0x80))
	back, err = BitcastConvert(got, i1)
	expect(t, "ui8 back to i1", back, err, ti(i1, sh(2, 8), 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
	got, err = BitcastConvert(ti(tensor.I64, nil, -2), i1)
	if err == nil && (got.Len() != 64 || got.Ints()[0] != 0 || got.Ints()[1] != 1 || got.Ints()[63] != 1) {
		t.Errorf("i64 -2 to i1 bits: %v", got)
	}
	// Sub-byte integers and floats use their own widths.
	got, err = BitcastConvert(ti(tensor.I2, sh(4), -1, 0, 1, -2), tensor.U8)
	expect(t, "i2 to ui8", got, err, ti(tensor.U8, nil, 0x93))
	got, err = BitcastConvert(tf(tensor.F4E2M1FN, sh(2), -6, 0.5), tensor.I4)
	expect(t, "f4E2M1FN to i4", got, err, ti(tensor.I4, sh(2), -1, 1))

	// complex<f64> splits into two complex<f32>: the real part's low
	// then high word, then the imaginary part's.
	re, im := math.Float64frombits(0x0123456789ABCDEF), math.Float64frombits(0x11111111)
	c128, _ := tensor.FromComplexes(tensor.C128, nil, []complex128{complex(re, im)})
	got, err = BitcastConvert(c128, tensor.C64)
	f := func(b uint32) float64 { return float64(math.Float32frombits(b)) }
	want, _ := tensor.FromComplexes(tensor.C64, sh(2), []complex128{complex(f(0x89ABCDEF), f(0x01234567)), complex(f(0x11111111), 0)})
	expect(t, "complex<f64> to complex<f32>", got, err, want)
	back, err = BitcastConvert(got, tensor.C128)
	expect(t, "complex<f32> pair back to complex<f64>", back, err, c128)
}

func tu64(vals ...uint64) *tensor.Tensor {
	return tensor.Must(tensor.FromUint64s(tensor.U64, sh(int64(len(vals))), vals))
}
