package kernel

import "math"

// f8Format describes an 8-bit float type: M mantissa bits, exponent
// bias, the largest finite value, and whether overflow gives infinity
// (f8E5M2, IEEE-like) or NaN (f8E4M3FN, which has no infinity).
type f8Format struct {
	m, bias  int
	max      float64
	infinity bool
}

var f8Formats = map[Type]f8Format{
	F8E4M3FN: {m: 3, bias: 7, max: 448, infinity: false},
	F8E5M2:   {m: 2, bias: 15, max: 57344, infinity: true},
}

// IsF8 reports whether t is an 8-bit float type.
func (t Type) IsF8() bool { return t == F8E4M3FN || t == F8E5M2 }

// RoundF8 rounds x to the nearest value of 8-bit float type t (ties to
// even) with a: |x| is scaled so that its last kept bit is the units
// digit (by 2^(M - e), e its exponent, at least the smallest normal
// one), rounded to an integer and scaled back, which is exact in f64.
// Past the largest finite value the result is infinity (f8E5M2) or NaN
// (f8E4M3FN); NaN stays NaN and zeros keep their sign. The interpreter
// and the backend both round this way.
func RoundF8[V any](a Arith[V], t Type, x V) V {
	f := f8Formats[t]
	m := float64(f.m)
	emin := a.Const(float64(1 - f.bias))
	ax := a.Abs(x)
	e := a.Exponent(ax)
	e = a.Select(a.Less(e, emin), emin, e)
	r := a.Mul(a.Rint(a.Mul(ax, a.Pow2(a.Sub(a.Const(m), e)))), a.Pow2(a.Sub(e, a.Const(m))))
	over := a.Const(math.NaN())
	if f.infinity {
		over = a.Const(math.Inf(1))
	}
	r = a.Select(a.Less(a.Const(f.max), r), over, r)
	r = a.CopySign(r, x)
	return a.Select(a.IsNaN(x), a.Const(math.NaN()), r)
}

// roundF8 rounds f, first to f32 (the precision arithmetic on 8-bit
// floats is done in, as for f16), then to type t.
func roundF8(t Type, f float64) float64 {
	return RoundF8[float64](GoArith{}, t, float64(float32(f)))
}

// F8Bits is the encoding of f, a value of type t (see RoundF8), as the
// backend stores it: sign, exponent, mantissa; NaN is 0x7f (f8E4M3FN) or
// 0x7e (f8E5M2), infinity 0x7c.
func F8Bits(t Type, f float64) uint8 {
	fm := f8Formats[t]
	sign := uint8(0)
	if math.Signbit(f) {
		sign = 0x80
	}
	a := math.Abs(f)
	switch {
	case math.IsNaN(f):
		if t == F8E5M2 {
			return 0x7e
		}
		return 0x7f
	case math.IsInf(f, 0):
		return sign | 0x7c
	case a < math.Ldexp(1, 1-fm.bias): // subnormal: multiples of 2^(1-bias-M)
		return sign | uint8(a*math.Ldexp(1, fm.bias-1+fm.m))
	}
	frac, exp := math.Frexp(a) // a = frac 2^exp, frac in [0.5, 1)
	e := exp - 1 + fm.bias
	mant := uint8((frac*2 - 1) * math.Ldexp(1, fm.m))
	return sign | uint8(e)<<fm.m | mant
}

// F8Value decodes an encoding of 8-bit float type t.
func F8Value(t Type, b uint8) float64 {
	fm := f8Formats[t]
	sign := 1.0
	if b&0x80 != 0 {
		sign = -1
	}
	ebits := int(b&0x7f) >> fm.m
	mant := float64(int(b) & (1<<fm.m - 1))
	top := 1<<(7-fm.m) - 1
	switch {
	case t == F8E4M3FN && b&0x7f == 0x7f:
		return math.NaN()
	case t == F8E5M2 && ebits == top:
		if mant != 0 {
			return math.NaN()
		}
		return sign * math.Inf(1)
	case ebits == 0:
		return sign * math.Ldexp(mant, 1-fm.bias-fm.m)
	}
	return sign * math.Ldexp(1+mant/math.Ldexp(1, fm.m), ebits-fm.bias)
}
