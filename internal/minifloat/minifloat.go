// Package minifloat is the one codec for the binary float formats narrower
// than f32 that MLIR names (f16, bf16, the f8, f6 and f4 types): their
// values, bit patterns and rounding. The IR (constants), the interpreter's
// tensors and the kernel checker all read their formats from here.
//
// Rounding follows LLVM's APFloat, which MLIR's parser and the StableHLO
// reference interpreter use: ties to even, and past the largest finite
// value infinity where the format has one, NaN where it has NaN but no
// infinity, and the largest finite value in formats with neither.
package minifloat

import "math"

// Kind is a format's set of special values.
type Kind uint8

// The kinds of formats.
const (
	// IEEE: the top exponent field holds infinity (mantissa 0) and NaN.
	IEEE Kind = iota
	// FN: no infinity; only S.1..1.1..1 is NaN (f8E4M3FN).
	FN
	// FNUZ: no infinity, no -0; the sign bit alone (0x80) is the only NaN.
	FNUZ
	// FiniteOnly: no infinity and no NaN (f4E2M1FN, f6E2M3FN, f6E3M2FN).
	FiniteOnly
	// ExpOnly: no sign, no mantissa, no zero and no infinity: the values
	// are the powers 2^(field-bias); the all-ones field is NaN
	// (f8E8M0FNU).
	ExpOnly
)

// Format is a binary float format: a sign bit (except ExpOnly), Exp
// exponent bits with the given bias and Man mantissa bits; exponent field
// 0 holds the subnormals.
type Format struct {
	Exp, Man, Bias int
	Kind           Kind
}

var byName = map[string]Format{
	"f16":           {Exp: 5, Man: 10, Bias: 15, Kind: IEEE},
	"bf16":          {Exp: 8, Man: 7, Bias: 127, Kind: IEEE},
	"f8E5M2":        {Exp: 5, Man: 2, Bias: 15, Kind: IEEE},
	"f8E4M3":        {Exp: 4, Man: 3, Bias: 7, Kind: IEEE},
	"f8E3M4":        {Exp: 3, Man: 4, Bias: 3, Kind: IEEE},
	"f8E4M3FN":      {Exp: 4, Man: 3, Bias: 7, Kind: FN},
	"f8E5M2FNUZ":    {Exp: 5, Man: 2, Bias: 16, Kind: FNUZ},
	"f8E4M3FNUZ":    {Exp: 4, Man: 3, Bias: 8, Kind: FNUZ},
	"f8E4M3B11FNUZ": {Exp: 4, Man: 3, Bias: 11, Kind: FNUZ},
	"f8E8M0FNU":     {Exp: 8, Man: 0, Bias: 127, Kind: ExpOnly},
	"f6E2M3FN":      {Exp: 2, Man: 3, Bias: 1, Kind: FiniteOnly},
	"f6E3M2FN":      {Exp: 3, Man: 2, Bias: 3, Kind: FiniteOnly},
	"f4E2M1FN":      {Exp: 2, Man: 1, Bias: 1, Kind: FiniteOnly},
}

// ByName is the format of an MLIR float type name such as "f8E4M3FN".
func ByName(name string) (Format, bool) {
	f, ok := byName[name]
	return f, ok
}

// Width is the number of bits of an encoding.
func (f Format) Width() int {
	if f.Kind == ExpOnly {
		return f.Exp + f.Man
	}
	return 1 + f.Exp + f.Man
}

// HasInf reports whether the format has infinities.
func (f Format) HasInf() bool { return f.Kind == IEEE }

// HasNaN reports whether the format has a NaN.
func (f Format) HasNaN() bool { return f.Kind != FiniteOnly }

// Emin is the exponent of the smallest normal value.
func (f Format) Emin() int {
	if f.Kind == ExpOnly {
		return -f.Bias
	}
	return 1 - f.Bias
}

// SmallestPositive is the smallest positive value (a subnormal, or
// 2^-bias in ExpOnly formats).
func (f Format) SmallestPositive() float64 { return math.Ldexp(1, f.Emin()-f.Man) }

// MaxFinite is the largest finite value.
func (f Format) MaxFinite() float64 {
	top := 1<<f.Exp - 1 // exponent field
	mant := 1<<f.Man - 1
	switch f.Kind {
	case IEEE, ExpOnly:
		top-- // infinity and NaN, or NaN
	case FN:
		mant-- // S.1..1.1..1 is NaN
	}
	return math.Ldexp(1+float64(mant)/float64(int(1)<<f.Man), top-f.Bias)
}

// Round rounds x to the nearest value of the format (ties to even) as
// APFloat converts, for arithmetic results and MLIR's literals alike: past
// the largest finite value it gives infinity (IEEE), NaN (FN, FNUZ,
// ExpOnly) or the largest finite value (FiniteOnly). NaN stays NaN,
// except in FiniteOnly formats, which have none and read it as +0. FNUZ
// formats have no -0. ExpOnly formats give NaN for negative numbers and
// their smallest value for zero and below.
func (f Format) Round(x float64) float64 {
	if f.Kind == ExpOnly {
		return f.roundExpOnly(x)
	}
	switch {
	case x != x:
		if f.Kind == FiniteOnly {
			return 0
		}
		return x
	case x == 0:
		if f.Kind == FNUZ {
			return 0
		}
		return x
	}
	a := math.Abs(x)
	r := a
	if !math.IsInf(a, 0) {
		e := max(math.Ilogb(a), f.Emin())
		q := math.Ldexp(1, e-f.Man) // the unit of the last kept bit
		r = math.RoundToEven(a/q) * q
	}
	if r > f.MaxFinite() {
		switch f.Kind {
		case IEEE:
			r = math.Inf(1)
		case FiniteOnly:
			r = f.MaxFinite()
		default:
			return math.Copysign(math.NaN(), x) // FN keeps the sign in its NaN
		}
	}
	if r == 0 && f.Kind == FNUZ {
		return 0
	}
	return math.Copysign(r, x)
}

// roundExpOnly rounds to the nearest power of two 2^Emin .. MaxFinite: a
// tie (1.5 * 2^e) goes to the larger power, as the only significand digit
// is the odd implicit one.
func (f Format) roundExpOnly(x float64) float64 {
	switch {
	case x != x, x < 0, math.IsInf(x, 1):
		return math.NaN()
	case x == 0:
		return f.SmallestPositive()
	}
	frac, exp := math.Frexp(x) // x = frac * 2^exp, frac in [0.5, 1)
	e := exp - 1
	if frac >= 0.75 {
		e++
	}
	switch {
	case e < f.Emin():
		return f.SmallestPositive()
	case e > f.Emin()+(1<<f.Exp-2):
		return math.NaN()
	}
	return math.Ldexp(1, e)
}

// Encode is the bit pattern of v, a value of the format (see Round);
// NaN keeps its sign where the format can.
func (f Format) Encode(v float64) uint64 {
	allExp := uint64(1)<<f.Exp - 1
	manMask := uint64(1)<<f.Man - 1
	if f.Kind == ExpOnly {
		if v != v || v <= 0 || math.IsInf(v, 0) {
			return allExp
		}
		return uint64(min(max(math.Ilogb(v)+f.Bias, 0), int(allExp)))
	}
	signBit := uint64(1) << (f.Exp + f.Man)
	var sign uint64
	if math.Signbit(v) && !(f.Kind == FNUZ && v == 0) {
		sign = signBit
	}
	a := math.Abs(v)
	switch {
	case v != v:
		switch f.Kind {
		case FiniteOnly:
			return 0
		case FNUZ:
			return signBit
		case FN:
			return sign | allExp<<f.Man | manMask
		}
		// The payload's top bits, as APFloat truncates it; a quiet NaN
		// when none are left.
		payload := math.Float64bits(v) >> (52 - f.Man) & manMask
		if payload == 0 {
			payload = 1 << (f.Man - 1)
		}
		return sign | allExp<<f.Man | payload
	case math.IsInf(a, 0):
		if f.Kind == IEEE {
			return sign | allExp<<f.Man
		}
		return f.Encode(f.Round(v))
	case a == 0:
		return sign
	case a < math.Ldexp(1, f.Emin()):
		return sign | uint64(a/f.SmallestPositive())
	}
	e := math.Ilogb(a)
	mant := uint64((a/math.Ldexp(1, e) - 1) * math.Ldexp(1, f.Man))
	return sign | uint64(e+f.Bias)<<f.Man | mant&manMask
}

// Decode is the value of bit pattern b (bits above the width ignored).
func (f Format) Decode(b uint64) float64 {
	allExp := uint64(1)<<f.Exp - 1
	manMask := uint64(1)<<f.Man - 1
	b &= uint64(1)<<f.Width() - 1
	if f.Kind == ExpOnly {
		if b == allExp {
			return math.NaN()
		}
		return math.Ldexp(1, int(b)-f.Bias)
	}
	signBit := uint64(1) << (f.Exp + f.Man)
	neg := b&signBit != 0
	expField := b >> f.Man & allExp
	man := b & manMask
	var v float64
	switch {
	case f.Kind == FNUZ && b == signBit:
		return math.NaN()
	case f.Kind == IEEE && expField == allExp && man != 0:
		// A NaN keeps its payload in the top mantissa bits of the f64.
		return math.Float64frombits(b>>(f.Exp+f.Man)<<63 | 0x7FF<<52 | man<<(52-f.Man))
	case f.Kind == IEEE && expField == allExp:
		v = math.Inf(1)
	case f.Kind == FN && expField == allExp && man == manMask:
		v = math.NaN()
	case expField == 0:
		v = float64(man) * f.SmallestPositive()
	default:
		v = math.Ldexp(float64(man|1<<f.Man), int(expField)-f.Bias-f.Man)
	}
	if neg {
		v = math.Copysign(v, -1)
	}
	return v
}
