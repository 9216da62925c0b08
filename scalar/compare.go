package scalar

import (
	"fmt"
	"math"
)

// Direction is a comparison_direction.
type Direction uint8

// Comparison directions.
const (
	EQ Direction = iota
	NE
	GE
	GT
	LE
	LT
)

var directionNames = [...]string{"EQ", "NE", "GE", "GT", "LE", "LT"}

// String is the attribute spelling, e.g. "LT".
func (d Direction) String() string {
	if int(d) < len(directionNames) {
		return directionNames[d]
	}
	return "?"
}

// ParseDirection reads "EQ", "NE", "GE", "GT", "LE" or "LT".
func ParseDirection(s string) (Direction, error) {
	for i, n := range directionNames {
		if n == s {
			return Direction(i), nil
		}
	}
	return 0, fmt.Errorf("unknown comparison direction %q", s)
}

// CompareType is a comparison_type.
type CompareType uint8

// Comparison types. NoType stands for the default of the element type
// (see DefaultCompareType).
const (
	NoType CompareType = iota
	FloatCmp
	TotalOrder
	Signed
	Unsigned
)

var compareTypeNames = [...]string{"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"}

// String is the attribute spelling, e.g. "TOTALORDER".
func (c CompareType) String() string {
	if int(c) < len(compareTypeNames) {
		return compareTypeNames[c]
	}
	return "?"
}

// ParseCompareType reads "NOTYPE", "FLOAT", "TOTALORDER", "SIGNED" or
// "UNSIGNED" ("" is NOTYPE).
func ParseCompareType(s string) (CompareType, error) {
	switch s {
	case "", "NOTYPE":
		return NoType, nil
	case "FLOAT":
		return FloatCmp, nil
	case "TOTALORDER":
		return TotalOrder, nil
	case "SIGNED":
		return Signed, nil
	case "UNSIGNED":
		return Unsigned, nil
	}
	return 0, fmt.Errorf("unknown comparison type %q", s)
}

// DefaultCompareType is what NoType means for an element kind: SIGNED for
// signed integers, UNSIGNED for unsigned integers and i1, FLOAT for floats
// and complex numbers.
func DefaultCompareType(isInteger, isSigned bool) CompareType {
	switch {
	case isInteger && isSigned:
		return Signed
	case isInteger:
		return Unsigned
	}
	return FloatCmp
}

// Holds turns a three-way result (-1, 0, 1) or unordered into the
// direction's answer. Unordered (NaN under FLOAT) is false except for NE.
func (d Direction) Holds(c int, unordered bool) bool {
	if unordered {
		return d == NE
	}
	switch d {
	case EQ:
		return c == 0
	case NE:
		return c != 0
	case GE:
		return c >= 0
	case GT:
		return c > 0
	case LE:
		return c <= 0
	}
	return c < 0
}

// Cmp3 is the three-way comparison of ordered values.
func Cmp3[T int64 | uint64 | float64](x, y T) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

// TotalKey maps a float to an integer whose order is IEEE totalOrder:
// -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN.
func TotalKey(v float64) int64 {
	b := int64(math.Float64bits(v))
	if b < 0 {
		return math.MinInt64 - b - 1 // flip magnitude bits of negatives
	}
	return b
}

// CmpFloat is the three-way comparison of floats under FLOAT (unordered
// when either is NaN) or TOTALORDER (always ordered, -0 < +0).
func CmpFloat(typ CompareType, x, y float64) (c int, unordered bool) {
	if typ == TotalOrder {
		return Cmp3(TotalKey(x), TotalKey(y)), false
	}
	if x != x || y != y {
		return 0, true
	}
	return Cmp3(x, y), false
}

// CompareFloat is stablehlo.compare on two float elements; typ is FLOAT
// or TOTALORDER (other types are rejected by the verifier and compare as
// FLOAT here).
func CompareFloat(dir Direction, typ CompareType, x, y float64) bool {
	return dir.Holds(CmpFloat(typ, x, y))
}

// SignExtend reads the low bits of v as a two's complement integer.
func SignExtend(v int64, bits int) int64 {
	if bits >= 64 || bits <= 0 {
		return v
	}
	s := uint(64 - bits)
	return v << s >> s
}

// ZeroExtend reads the low bits of v as an unsigned integer.
func ZeroExtend(v int64, bits int) uint64 {
	if bits >= 64 || bits <= 0 {
		return uint64(v)
	}
	return uint64(v) & (1<<uint(bits) - 1)
}

// CompareInt is stablehlo.compare on two integer elements of the given
// width, held as bit patterns (sign- or zero-extended, either will do).
// SIGNED and TOTALORDER read them as two's complement, UNSIGNED as
// unsigned. i1 is a boolean whatever the type says: false < true. ok is
// false for FLOAT and NoType, which the caller resolves first.
func CompareInt(dir Direction, typ CompareType, bits int, x, y int64) (result, ok bool) {
	switch typ {
	case Signed, TotalOrder:
		if bits == 1 {
			return dir.Holds(Cmp3(x&1, y&1), false), true
		}
		return dir.Holds(Cmp3(SignExtend(x, bits), SignExtend(y, bits)), false), true
	case Unsigned:
		return dir.Holds(Cmp3(ZeroExtend(x, bits), ZeroExtend(y, bits)), false), true
	}
	return false, false
}
