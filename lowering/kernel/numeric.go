package kernel

import (
	"math"
)

// F16Bits returns the IEEE half-precision encoding of f, rounded to
// nearest even.
func F16Bits(f float64) uint16 {
	sign := uint16(0)
	if math.Signbit(f) {
		sign = 0x8000
	}
	a := math.Abs(f)
	switch {
	case math.IsNaN(f):
		return 0x7e00 | sign
	case a >= 65520: // halfway between 65504 and 2^16 rounds up to inf
		return 0x7c00 | sign
	case a < 0x1p-14: // subnormal: multiples of 2^-24
		return sign | uint16(math.RoundToEven(a*0x1p24))
	}
	_, exp := math.Frexp(a) // a = frac * 2^exp, frac in [0.5, 1)
	e := exp - 1
	m := math.RoundToEven(math.Ldexp(a, 10-e))
	if m >= 2048 {
		m /= 2
		e++
	}
	if e+15 >= 31 {
		return 0x7c00 | sign
	}
	return sign | uint16(e+15)<<10 | uint16(m-1024)
}

// F16Value decodes an IEEE half-precision encoding.
func F16Value(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	e := int(h>>10) & 0x1f
	m := float64(h & 0x3ff)
	switch e {
	case 0:
		return sign * m * 0x1p-24
	case 31:
		if m != 0 {
			return math.NaN()
		}
		return sign * math.Inf(1)
	}
	return sign * math.Ldexp(1024+m, e-25)
}

// BF16Bits returns the bfloat16 encoding of f: rounded to f32, then to
// nearest even on the upper 16 bits, as the generated code does.
func BF16Bits(f float64) uint16 {
	b := math.Float32bits(float32(f))
	if b&0x7fffffff > 0x7f800000 {
		return uint16(b>>16) | 0x40
	}
	return uint16((b + 0x7fff + (b>>16)&1) >> 16)
}

// BF16Value decodes a bfloat16 encoding.
func BF16Value(h uint16) float64 {
	return float64(math.Float32frombits(uint32(h) << 16))
}

// RoundFloat rounds f to the precision of float type t. Narrow types are
// rounded through f32, the precision their arithmetic is computed in.
func RoundFloat(t Type, f float64) float64 { return roundFloat(t, f) }

func roundFloat(t Type, f float64) float64 {
	switch t {
	case F32:
		return float64(float32(f))
	case F16:
		return F16Value(F16Bits(float64(float32(f))))
	case BF16:
		return BF16Value(BF16Bits(f))
	}
	if t.IsF8() {
		return roundF8(t, f)
	}
	return f
}

// wrapInt truncates x to integer type t (i1 keeps the low bit).
func wrapInt(t Type, x int64) int64 {
	switch t {
	case I1:
		return x & 1
	case I8:
		return int64(int8(x))
	case I16:
		return int64(int16(x))
	case I32:
		return int64(int32(x))
	}
	return x
}
