package tensor

import (
	"fmt"
	"math"
)

// floatFormat describes a binary floating-point format narrower than f64.
type floatFormat struct {
	expBits, manBits int
	bias             int
	// hasInf: the all-ones exponent with a zero mantissa is infinity.
	hasInf bool
	// nanOnlyAllOnes: only S.1..1.1..1 is NaN; other all-ones-exponent
	// patterns are finite (f8E4M3FN).
	nanOnlyAllOnes bool
	// fnuz: no infinity, no negative zero; 0x80 is the only NaN.
	fnuz bool
}

var (
	fmtF16      = floatFormat{expBits: 5, manBits: 10, bias: 15, hasInf: true}
	fmtBF16     = floatFormat{expBits: 8, manBits: 7, bias: 127, hasInf: true}
	fmtF32      = floatFormat{expBits: 8, manBits: 23, bias: 127, hasInf: true}
	fmtE5M2     = floatFormat{expBits: 5, manBits: 2, bias: 15, hasInf: true}
	fmtE4M3FN   = floatFormat{expBits: 4, manBits: 3, bias: 7, nanOnlyAllOnes: true}
	fmtE4M3FNUZ = floatFormat{expBits: 4, manBits: 3, bias: 8, fnuz: true}
	fmtE5M2FNUZ = floatFormat{expBits: 5, manBits: 2, bias: 16, fnuz: true}
	fmtE4M3B11  = floatFormat{expBits: 4, manBits: 3, bias: 11, fnuz: true}
)

func formatOf(d DType) (floatFormat, bool) {
	switch d {
	case F16:
		return fmtF16, true
	case BF16:
		return fmtBF16, true
	case F32:
		return fmtF32, true
	case F8E5M2:
		return fmtE5M2, true
	case F8E4M3FN:
		return fmtE4M3FN, true
	case F8E4M3FNUZ:
		return fmtE4M3FNUZ, true
	case F8E5M2FNUZ:
		return fmtE5M2FNUZ, true
	case F8E4M3B11FNUZ:
		return fmtE4M3B11, true
	}
	return floatFormat{}, false
}

// emin is the exponent of the smallest normal number.
func (f floatFormat) emin() int { return 1 - f.bias }

// maxExpField is the largest exponent field of a finite number.
func (f floatFormat) maxExpField() int {
	all := 1<<f.expBits - 1
	if f.hasInf {
		return all - 1
	}
	return all
}

// maxFinite is the largest finite value.
func (f floatFormat) maxFinite() float64 {
	frac := 2 - math.Ldexp(1, -f.manBits)
	if f.nanOnlyAllOnes {
		frac = 2 - math.Ldexp(1, 1-f.manBits)
	}
	return math.Ldexp(frac, f.maxExpField()-f.bias)
}

// round rounds x to the nearest value of the format, ties to even.
// Overflow gives infinity where the format has one and NaN otherwise.
func (f floatFormat) round(x float64) float64 {
	if x != x {
		return x
	}
	if math.IsInf(x, 0) {
		if f.hasInf {
			return x
		}
		return math.NaN()
	}
	a := math.Abs(x)
	if a == 0 {
		if f.fnuz {
			return 0
		}
		return x
	}
	_, e := math.Frexp(a)
	exp := e - 1
	if exp < f.emin() {
		exp = f.emin()
	}
	q := math.Ldexp(1, exp-f.manBits)
	r := math.RoundToEven(a/q) * q
	if r > f.maxFinite() {
		if f.hasInf {
			return math.Copysign(math.Inf(1), x)
		}
		return math.NaN()
	}
	if r == 0 && f.fnuz {
		return 0
	}
	return math.Copysign(r, x)
}

// encode returns the bit pattern of v, which must be representable.
func (f floatFormat) encode(v float64) uint64 {
	signShift := uint(f.expBits + f.manBits)
	allExp := uint64(1)<<f.expBits - 1
	manMask := uint64(1)<<f.manBits - 1
	if v != v {
		switch {
		case f.fnuz:
			return 1 << signShift
		case f.nanOnlyAllOnes:
			return allExp<<f.manBits | manMask
		}
		return allExp<<f.manBits | 1<<(f.manBits-1)
	}
	var sign uint64
	if math.Signbit(v) && !(f.fnuz && v == 0) {
		sign = 1 << signShift
	}
	a := math.Abs(v)
	if math.IsInf(a, 0) {
		return sign | allExp<<f.manBits
	}
	if a == 0 {
		return sign
	}
	_, e := math.Frexp(a)
	exp := e - 1
	if exp < f.emin() {
		man := uint64(a / math.Ldexp(1, f.emin()-f.manBits))
		return sign | man
	}
	man := uint64((a/math.Ldexp(1, exp) - 1) * math.Ldexp(1, f.manBits))
	return sign | uint64(exp+f.bias)<<f.manBits | man&manMask
}

// decode returns the value of bit pattern b.
func (f floatFormat) decode(b uint64) float64 {
	signShift := uint(f.expBits + f.manBits)
	allExp := uint64(1)<<f.expBits - 1
	manMask := uint64(1)<<f.manBits - 1
	b &= uint64(1)<<(signShift+1) - 1
	neg := b>>signShift&1 == 1
	expField := b >> f.manBits & allExp
	man := b & manMask
	if f.fnuz && b == 1<<signShift {
		return math.NaN()
	}
	var v float64
	switch {
	case expField == allExp && f.hasInf:
		if man != 0 {
			return math.NaN()
		}
		v = math.Inf(1)
	case expField == allExp && f.nanOnlyAllOnes && man == manMask:
		return math.NaN()
	case expField == 0:
		v = math.Ldexp(float64(man), f.emin()-f.manBits)
	default:
		v = math.Ldexp(float64(man|1<<f.manBits), int(expField)-f.bias-f.manBits)
	}
	if neg {
		v = -v
	}
	return v
}

// RoundToFormat rounds x to an IEEE-like binary format with the given
// exponent and mantissa widths (with infinities; ties to even), as
// stablehlo.reduce_precision needs.
func RoundToFormat(x float64, expBits, manBits int) (float64, error) {
	if expBits < 1 || expBits > 11 || manBits < 0 || manBits > 52 {
		return 0, fmt.Errorf("unsupported float format with %d exponent and %d mantissa bits", expBits, manBits)
	}
	f := floatFormat{expBits: expBits, manBits: manBits, bias: 1<<(expBits-1) - 1, hasInf: true}
	return f.round(x), nil
}

// NextAfter is the next value of float type dt after x in the direction of
// y (y itself when equal, NaN when either is NaN). Past the largest finite
// value it gives infinity, or NaN for types without infinity.
func NextAfter(dt DType, x, y float64) float64 {
	switch {
	case x != x || y != y:
		return math.NaN()
	case x == y:
		return y
	case dt == F64:
		return math.Nextafter(x, y)
	case dt == F32:
		return float64(math.Nextafter32(float32(x), float32(y)))
	}
	f, ok := formatOf(dt)
	if !ok {
		return math.NaN()
	}
	if x == 0 {
		return math.Copysign(math.Ldexp(1, f.emin()-f.manBits), y-x)
	}
	b := f.encode(x)
	sign := uint64(1) << uint(f.expBits+f.manBits)
	mag := b &^ sign
	if (y > x) == (x > 0) {
		mag++
	} else {
		mag--
	}
	if mag == 0 {
		return RoundFloat(dt, math.Copysign(0, x))
	}
	return f.decode(b&sign | mag)
}
