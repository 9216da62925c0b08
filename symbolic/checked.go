package symbolic

import (
	"errors"

	"github.com/symopt/symopt/internal/checked"
)

// ErrOverflow is returned (possibly wrapped) when an int64 coefficient or
// value would overflow.
var ErrOverflow = errors.New("int64 overflow")

// ErrTooLarge is returned when an expression would grow beyond the size
// limits of this package (see Mul).
var ErrTooLarge = errors.New("expression too large")

// powInt returns a**e (e >= 0) and whether it did not overflow.
func powInt(a int64, e int32) (int64, bool) {
	r := int64(1)
	for i := int32(0); i < e; i++ {
		var ok bool
		if r, ok = checked.Mul(r, a); !ok {
			return 0, false
		}
	}
	return r, true
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
	return checked.Mul(a/gcd(a, b), b)
}
