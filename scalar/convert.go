package scalar

import "math"

// FloatToInt is stablehlo.convert of a float to a signed integer type of
// the given width (2 to 64 bits): truncate toward zero and saturate to
// the type's range; NaN gives 0. This matches LLVM's
// APFloat::convertToInteger, which the StableHLO reference interpreter
// uses (the specification leaves out-of-range conversions
// implementation-defined).
func FloatToInt(bits int, x float64) int64 {
	if x != x {
		return 0
	}
	lo, hi := int64(math.MinInt64), int64(math.MaxInt64)
	if bits < 64 {
		lo, hi = -1<<uint(bits-1), 1<<uint(bits-1)-1
	}
	x = math.Trunc(x)
	if x <= float64(lo) {
		return lo
	}
	if x >= float64(hi) {
		return hi
	}
	return int64(x)
}

// FloatToUint is FloatToInt for unsigned integer types: negative values
// and NaN give 0.
func FloatToUint(bits int, x float64) uint64 {
	if x != x || x <= 0 {
		return 0
	}
	hi := uint64(math.MaxUint64)
	if bits < 64 {
		hi = 1<<uint(bits) - 1
	}
	x = math.Trunc(x)
	if x >= float64(hi) {
		return hi
	}
	return uint64(x)
}

// FloatToBool is stablehlo.convert of a float to i1: x != 0, so NaN is
// true.
func FloatToBool(x float64) bool { return x != 0 }
