// Package checked is int64 arithmetic that reports overflow instead of
// wrapping. Every size, byte count and index computed from tensor dims
// goes through it, so a huge shape is an error and never a negative or
// wrapped number.
package checked

import (
	"math"
	"math/bits"
)

// Add returns a+b and whether it did not overflow.
func Add(a, b int64) (int64, bool) {
	c := a + b
	if (c > a) != (b > 0) {
		return c, false
	}
	return c, true
}

// Sub returns a-b and whether it did not overflow.
func Sub(a, b int64) (int64, bool) {
	c := a - b
	if (c < a) != (b > 0) {
		return c, false
	}
	return c, true
}

// Mul returns a*b and whether it did not overflow.
func Mul(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	neg := (a < 0) != (b < 0)
	hi, lo := bits.Mul64(Abs(a), Abs(b))
	if hi != 0 {
		return 0, false
	}
	if neg {
		if lo > 1<<63 {
			return 0, false
		}
		return int64(-lo), true
	}
	if lo > math.MaxInt64 {
		return 0, false
	}
	return int64(lo), true
}

// Abs returns |a| as an unsigned number (exact for math.MinInt64 too).
func Abs(a int64) uint64 {
	if a < 0 {
		return uint64(-a)
	}
	return uint64(a)
}
