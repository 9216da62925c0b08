package kernel

import (
	"math"

	"github.com/symopt/symopt/internal/minifloat"
)

// F8Format describes an 8-bit float type: a sign bit, E exponent bits
// with the given bias and M mantissa bits; exponent field 0 holds the
// subnormals. These are the 8-bit types code generation handles (the
// interpreter also runs f8E4M3, f8E3M4 and f8E8M0FNU); the values and
// encodings come from package minifloat, RoundF8 is the rounding written
// over Arith so that the backend can emit it. Kinds differ in their
// special values:
//   - IEEE (f8E5M2): the top exponent field holds
//     infinity (mantissa 0) and NaN; overflow gives infinity.
//   - FN (f8E4M3FN): no infinity; only S.1111.111 is NaN; overflow gives
//     NaN.
//   - FNUZ (f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ): no infinity, no -0;
//     0x80 is NaN; overflow gives NaN and -0 becomes +0.
type F8Format struct {
	E, M, Bias int
	Kind       F8Kind
}

// F8Kind is an 8-bit float type's set of special values.
type F8Kind uint8

// The kinds of 8-bit float types.
const (
	F8IEEE F8Kind = iota
	F8FN
	F8FNUZ
)

var f8Formats = map[Type]F8Format{
	F8E4M3FN:      f8Format("f8E4M3FN"),
	F8E5M2:        f8Format("f8E5M2"),
	F8E4M3FNUZ:    f8Format("f8E4M3FNUZ"),
	F8E5M2FNUZ:    f8Format("f8E5M2FNUZ"),
	F8E4M3B11FNUZ: f8Format("f8E4M3B11FNUZ"),
}

// f8Format reads an 8-bit float type's format from package minifloat, the
// one codec for the narrow float types.
func f8Format(name string) F8Format {
	f, _ := minifloat.ByName(name)
	kind := map[minifloat.Kind]F8Kind{minifloat.IEEE: F8IEEE, minifloat.FN: F8FN, minifloat.FNUZ: F8FNUZ}[f.Kind]
	return F8Format{E: f.Exp, M: f.Man, Bias: f.Bias, Kind: kind}
}

// shared is the format as package minifloat describes it.
func (f F8Format) shared() minifloat.Format {
	kind := map[F8Kind]minifloat.Kind{F8IEEE: minifloat.IEEE, F8FN: minifloat.FN, F8FNUZ: minifloat.FNUZ}[f.Kind]
	return minifloat.Format{Exp: f.E, Man: f.M, Bias: f.Bias, Kind: kind}
}

// IsF8 reports whether t is an 8-bit float type.
func (t Type) IsF8() bool { return t >= F8E4M3FN && t <= F8E4M3B11FNUZ }

// F8FormatOf is the format of 8-bit float type t.
func F8FormatOf(t Type) F8Format { return f8Formats[t] }

// Max is the largest finite value.
func (f F8Format) Max() float64 { return f.shared().MaxFinite() }

// NaNBits is the encoding of NaN the backend stores (IEEE kinds: the
// quiet NaN with the top mantissa bit).
func (f F8Format) NaNBits() uint8 {
	switch f.Kind {
	case F8FN:
		return 0x7f
	case F8FNUZ:
		return 0x80
	}
	return uint8((1<<f.E-1)<<f.M | 1<<(f.M-1))
}

// InfBits is the encoding of +infinity (IEEE kinds).
func (f F8Format) InfBits() uint8 { return uint8((1<<f.E - 1) << f.M) }

// RoundF8 rounds x to the nearest value of 8-bit float type t (ties to
// even) with a: |x| is scaled so that its last kept bit is the units
// digit (by 2^(M - e), e its exponent, at least the smallest normal
// one), rounded to an integer and scaled back, which is exact in f64.
// Past the largest finite value the result is infinity (IEEE kinds) or
// NaN; NaN stays NaN; zeros keep their sign except in FNUZ types. The
// interpreter and the backend both round this way.
func RoundF8[V any](a Arith[V], t Type, x V) V {
	f := f8Formats[t]
	m := float64(f.M)
	emin := a.Const(float64(1 - f.Bias))
	ax := a.Abs(x)
	e := a.Exponent(ax)
	e = a.Select(a.Less(e, emin), emin, e)
	r := a.Mul(a.Rint(a.Mul(ax, a.Pow2(a.Sub(a.Const(m), e)))), a.Pow2(a.Sub(e, a.Const(m))))
	over := a.Const(math.NaN())
	if f.Kind == F8IEEE {
		over = a.Const(math.Inf(1))
	}
	r = a.Select(a.Less(a.Const(f.Max()), r), over, r)
	if f.Kind != F8FNUZ {
		r = a.CopySign(r, x)
	} else {
		r = a.Select(a.Equal(r, a.Const(0)), r, a.CopySign(r, x))
	}
	return a.Select(a.IsNaN(x), a.Const(math.NaN()), r)
}

// roundF8 rounds f, first to f32 (the precision arithmetic on 8-bit
// floats is done in, as for f16), then to type t.
func roundF8(t Type, f float64) float64 {
	return RoundF8[float64](GoArith{}, t, float64(float32(f)))
}

// F8Bits is the encoding of f, a value of type t (see RoundF8), as the
// backend stores it: NaN as NaNBits, other values as package minifloat
// encodes them.
func F8Bits(t Type, f float64) uint8 {
	fm := f8Formats[t]
	if math.IsNaN(f) {
		return fm.NaNBits()
	}
	return uint8(fm.shared().Encode(f))
}

// F8Value decodes an encoding of 8-bit float type t.
func F8Value(t Type, b uint8) float64 {
	v := f8Formats[t].shared().Decode(uint64(b))
	if math.IsNaN(v) {
		return math.NaN() // whatever the pattern's sign bit
	}
	return v
}
