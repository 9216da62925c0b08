package kernels

import (
	"fmt"
	"math"

	"github.com/symopt/symopt/interp/tensor"
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

// Comparison types. NoType picks the default for the element type: SIGNED
// for signed integers, UNSIGNED for unsigned integers and i1, FLOAT for
// floats and complex numbers.
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

// holds turns a three-way result (-1, 0, 1) or unordered into the
// direction's answer. Unordered (NaN under FLOAT) is false except for NE.
func (d Direction) holds(c int, unordered bool) bool {
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

func cmp3[T int64 | uint64 | float64](x, y T) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

// totalKey maps a float to an integer whose order is IEEE totalOrder:
// -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN.
func totalKey(v float64) int64 {
	b := int64(math.Float64bits(v))
	if b < 0 {
		return math.MinInt64 - b - 1 // flip magnitude bits of negatives
	}
	return b
}

// Compare compares two tensors elementwise giving an i1 tensor.
func Compare(dir Direction, typ CompareType, a, b *tensor.Tensor) (*tensor.Tensor, error) {
	if err := checkSameType("compare", a, b); err != nil {
		return nil, err
	}
	if dir > LT {
		return nil, fmt.Errorf("compare: invalid direction %d", dir)
	}
	dt := a.DType()
	if typ == NoType {
		switch {
		case dt.IsSigned():
			typ = Signed
		case dt.IsInteger():
			typ = Unsigned
		default:
			typ = FloatCmp
		}
	}
	res, err := tensor.New(tensor.Bool, a.Shape())
	if err != nil {
		return nil, err
	}
	o := res.Ints()
	if compareNative(dir, typ, dt, o, a, b) {
		return res, nil
	}
	var f func(i int) bool
	switch {
	case dt.IsComplex():
		if typ != FloatCmp && typ != TotalOrder {
			return nil, fmt.Errorf("compare: comparison type %s does not apply to %s", typ, dt)
		}
		x, y := a.Complexes(), b.Complexes()
		f = func(i int) bool { // lexicographic on (real, imag)
			c, u := cmpFloat(typ, real(x[i]), real(y[i]))
			if !u && c == 0 {
				c, u = cmpFloat(typ, imag(x[i]), imag(y[i]))
			}
			return dir.holds(c, u)
		}
	case dt.IsFloat():
		if typ != FloatCmp && typ != TotalOrder {
			return nil, fmt.Errorf("compare: comparison type %s does not apply to %s", typ, dt)
		}
		f = func(i int) bool { return dir.holds(cmpFloat(typ, a.Float64At(i), b.Float64At(i))) }
	case dt.IsInteger():
		f, err = intComparer(dir, typ, a, b)
		if err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("compare: unsupported element type %s", dt)
	}
	for i := range o {
		if f(i) {
			o[i] = 1
		}
	}
	return res, nil
}

// cmpFloat is the three-way comparison; unordered is true for NaN under
// FLOAT. TOTALORDER is always ordered.
func cmpFloat(typ CompareType, x, y float64) (int, bool) {
	if typ == TotalOrder {
		return cmp3(totalKey(x), totalKey(y)), false
	}
	if x != x || y != y {
		return 0, true
	}
	return cmp3(x, y), false
}

func intComparer(dir Direction, typ CompareType, a, b *tensor.Tensor) (func(int) bool, error) {
	dt := a.DType()
	bits := dt.Bits()
	asSigned := func(i int, t *tensor.Tensor) int64 {
		if s := t.Ints(); s != nil {
			return s[i]
		}
		v := t.Uints()[i]
		return int64(v<<(64-uint(bits))) >> (64 - uint(bits))
	}
	asUnsigned := func(i int, t *tensor.Tensor) uint64 {
		if s := t.Uints(); s != nil {
			return s[i]
		}
		return tensor.WrapUint(tensor.U64, uint64(t.Ints()[i])) & (tensor.MaxUint(tensor.U64) >> (64 - uint(bits)))
	}
	switch typ {
	case Signed, TotalOrder:
		if dt == tensor.Bool {
			return func(i int) bool { return dir.holds(cmp3(a.Ints()[i], b.Ints()[i]), false) }, nil
		}
		return func(i int) bool { return dir.holds(cmp3(asSigned(i, a), asSigned(i, b)), false) }, nil
	case Unsigned:
		return func(i int) bool { return dir.holds(cmp3(asUnsigned(i, a), asUnsigned(i, b)), false) }, nil
	}
	return nil, fmt.Errorf("compare: FLOAT comparison does not apply to %s", dt)
}

// compareNative handles the comparisons whose semantics are Go's own
// operators (FLOAT on floats, SIGNED on signed storage, UNSIGNED on
// unsigned storage) with flat loops. It reports whether it applied.
func compareNative(dir Direction, typ CompareType, dt tensor.DType, o []int64, a, b *tensor.Tensor) bool {
	switch {
	case typ == FloatCmp && dt.Storage() == tensor.StoreF32:
		cmpLoop(dir, o, a.F32s(), b.F32s())
	case typ == FloatCmp && dt == tensor.F64:
		cmpLoop(dir, o, a.F64s(), b.F64s())
	case typ == Signed && dt.IsSigned(), typ == Unsigned && dt == tensor.Bool:
		cmpLoop(dir, o, a.Ints(), b.Ints())
	case typ == Unsigned && dt.IsUnsigned():
		cmpLoop(dir, o, a.Uints(), b.Uints())
	default:
		return false
	}
	return true
}

func cmpLoop[T int64 | uint64 | float32 | float64](dir Direction, o []int64, a, b []T) {
	parallelFor(len(o), len(o), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			var r bool
			switch dir {
			case EQ:
				r = a[i] == b[i]
			case NE:
				r = a[i] != b[i]
			case GE:
				r = a[i] >= b[i]
			case GT:
				r = a[i] > b[i]
			case LE:
				r = a[i] <= b[i]
			default:
				r = a[i] < b[i]
			}
			if r {
				o[i] = 1
			}
		}
	})
}
