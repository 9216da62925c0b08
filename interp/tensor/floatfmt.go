package tensor

import (
	"math"

	"github.com/symopt/symopt/internal/minifloat"
)

// formatOf is the binary format of a float type narrower than f64 (see
// package minifloat, the one codec for them).
func formatOf(d DType) (minifloat.Format, bool) {
	if !d.IsFloat() || d == F64 {
		return minifloat.Format{}, false
	}
	return minifloat.ByName(d.String())
}

// MantissaBits is the number of explicit mantissa bits of a float type
// (52 for f64), 0 for other types.
func (d DType) MantissaBits() int {
	switch d {
	case F64:
		return 52
	case F32:
		return 23
	}
	f, _ := formatOf(d)
	return f.Man
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
		return RoundFloat(dt, math.Copysign(f.SmallestPositive(), y-x))
	}
	b := f.Encode(x)
	sign := uint64(1) << uint(f.Exp+f.Man)
	mag := b &^ sign
	if (y > x) == (x > 0) {
		mag++
	} else {
		mag--
	}
	if mag == 0 {
		return RoundFloat(dt, math.Copysign(0, x))
	}
	return f.Decode(b&sign | mag)
}
