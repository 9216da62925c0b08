package symbolic

import (
	"errors"
	"math"
	"math/bits"
)

// ErrOverflow is returned (possibly wrapped) when an int64 coefficient or
// value would overflow.
var ErrOverflow = errors.New("int64 overflow")

// ErrTooLarge is returned when an expression would grow beyond the size
// limits of this package (see Mul).
var ErrTooLarge = errors.New("expression too large")

// addInt returns a+b and whether it did not overflow.
func addInt(a, b int64) (int64, bool) {
	c := a + b
	if (c > a) != (b > 0) {
		return c, false
	}
	return c, true
}

// subInt returns a-b and whether it did not overflow.
func subInt(a, b int64) (int64, bool) {
	c := a - b
	if (c < a) != (b > 0) {
		return c, false
	}
	return c, true
}

// mulInt returns a*b and whether it did not overflow.
func mulInt(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	neg := (a < 0) != (b < 0)
	hi, lo := bits.Mul64(absU(a), absU(b))
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

// powInt returns a**e (e >= 0) and whether it did not overflow.
func powInt(a int64, e int32) (int64, bool) {
	r := int64(1)
	for i := int32(0); i < e; i++ {
		var ok bool
		if r, ok = mulInt(r, a); !ok {
			return 0, false
		}
	}
	return r, true
}

func absU(a int64) uint64 {
	if a < 0 {
		return uint64(-a)
	}
	return uint64(a)
}

// floorDiv returns floor(a/b) for b > 0.
func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && (a < 0) {
		q--
	}
	return q
}

// ceilDiv returns ceil(a/b) for b > 0.
func ceilDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && (a > 0) {
		q++
	}
	return q
}

// floorMod returns a mod b in [0, b) for b > 0.
func floorMod(a, b int64) int64 {
	m := a % b
	if m < 0 {
		m += b
	}
	return m
}

func gcd(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// lcm returns the least common multiple of positive a and b, and false on
// overflow.
func lcm(a, b int64) (int64, bool) {
	return mulInt(a/gcd(a, b), b)
}
