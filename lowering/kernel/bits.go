package kernel

import "fmt"

// Bits is the width of integer type t in bits (64 for other types).
func (t Type) Bits() int {
	switch t {
	case I1:
		return 1
	case I8:
		return 8
	case I16:
		return 16
	case I32:
		return 32
	}
	return 64
}

// widthMask keeps the low t.Bits() bits.
func widthMask(t Type) uint64 { return ^uint64(0) >> (64 - t.Bits()) }

// evalShift shifts a by b on integer type t. The amount is read as an
// unsigned number of t's width, so a negative amount is out of range; an
// out-of-range shift gives 0, or the sign fill for an arithmetic right
// shift. a holds a sign-extended value of type t.
func evalShift(op Op, t Type, a, b int64) int64 {
	s := uint64(b) & widthMask(t)
	w := uint64(t.Bits())
	switch op {
	case OpShl:
		if s < w {
			return a << s
		}
		return 0
	case OpShrA:
		if s < w {
			return a >> s
		}
		return a >> 63
	}
	if s < w {
		return int64(uint64(a) & widthMask(t) >> s)
	}
	return 0
}

// evalUnsigned computes an unsigned division, remainder, max or min of a
// and b, read as unsigned numbers of t's width.
func evalUnsigned(op Op, t Type, a, b int64) (int64, error) {
	x, y := uint64(a)&widthMask(t), uint64(b)&widthMask(t)
	switch op {
	case OpUDiv, OpURem:
		if y == 0 {
			return 0, fmt.Errorf("integer %s by zero", op)
		}
		if op == OpUDiv {
			return int64(x / y), nil
		}
		return int64(x % y), nil
	case OpUMax:
		return int64(max(x, y)), nil
	}
	return int64(min(x, y)), nil
}
