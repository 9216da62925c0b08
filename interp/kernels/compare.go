package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/scalar"
)

// Direction is a comparison_direction (defined in package scalar, which
// the constant folder shares).
type Direction = scalar.Direction

// Comparison directions.
const (
	EQ = scalar.EQ
	NE = scalar.NE
	GE = scalar.GE
	GT = scalar.GT
	LE = scalar.LE
	LT = scalar.LT
)

// ParseDirection reads "EQ", "NE", "GE", "GT", "LE" or "LT".
func ParseDirection(s string) (Direction, error) { return scalar.ParseDirection(s) }

// CompareType is a comparison_type.
type CompareType = scalar.CompareType

// Comparison types. NoType picks the default for the element type: SIGNED
// for signed integers, UNSIGNED for unsigned integers and i1, FLOAT for
// floats and complex numbers.
const (
	NoType     = scalar.NoType
	FloatCmp   = scalar.FloatCmp
	TotalOrder = scalar.TotalOrder
	Signed     = scalar.Signed
	Unsigned   = scalar.Unsigned
)

// ParseCompareType reads "NOTYPE", "FLOAT", "TOTALORDER", "SIGNED" or
// "UNSIGNED" ("" is NOTYPE).
func ParseCompareType(s string) (CompareType, error) { return scalar.ParseCompareType(s) }

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
		typ = scalar.DefaultCompareType(dt.IsInteger(), dt.IsSigned())
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
			c, u := scalar.CmpFloat(typ, real(x[i]), real(y[i]))
			if !u && c == 0 {
				c, u = scalar.CmpFloat(typ, imag(x[i]), imag(y[i]))
			}
			return dir.Holds(c, u)
		}
	case dt.IsFloat():
		if typ != FloatCmp && typ != TotalOrder {
			return nil, fmt.Errorf("compare: comparison type %s does not apply to %s", typ, dt)
		}
		f = func(i int) bool { return scalar.CompareFloat(dir, typ, a.Float64At(i), b.Float64At(i)) }
	case dt.IsInteger():
		f, err = intComparer(dir, typ, a, b)
		if err != nil {
			return nil, err
		}
	default:
		return nil, tensor.Unsupportedf("compare: unsupported element type %s", dt)
	}
	for i := range o {
		if f(i) {
			o[i] = 1
		}
	}
	return res, nil
}

// intComparer compares integer elements by their bit patterns with
// scalar.CompareInt.
func intComparer(dir Direction, typ CompareType, a, b *tensor.Tensor) (func(int) bool, error) {
	if typ != Signed && typ != Unsigned && typ != TotalOrder {
		return nil, fmt.Errorf("compare: %s comparison does not apply to %s", typ, a.DType())
	}
	bits := a.DType().Bits()
	return func(i int) bool {
		r, _ := scalar.CompareInt(dir, typ, bits, int64(a.BitsAt(i)), int64(b.BitsAt(i)))
		return r
	}, nil
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
