package tensor

import (
	"fmt"
	"math/big"

	"github.com/symopt/symopt/scalar"
)

// floatToInt converts x to integer type dt as stablehlo.convert does
// (scalar.FloatToInt: truncate, saturate, NaN to 0; i1 is x != 0).
func floatToInt(dt DType, x float64) int64 {
	if dt == Bool {
		if scalar.FloatToBool(x) {
			return 1
		}
		return 0
	}
	return scalar.FloatToInt(dt.Bits(), x)
}

// floatToUint is floatToInt for unsigned types.
func floatToUint(dt DType, x float64) uint64 { return scalar.FloatToUint(dt.Bits(), x) }

// Convert returns t converted element by element to dt following
// stablehlo.convert: integers wrap, floats round to nearest even, floats
// to integers truncate and saturate (NaN to 0), anything to i1 is x != 0,
// complex to real (i1 included) keeps the real part, real to complex has
// a zero imaginary part.
func Convert(t *Tensor, dt DType) (*Tensor, error) {
	out, err := New(dt, t.shape)
	if err != nil {
		return nil, err
	}
	n := t.Len()
	switch o := out.data.(type) {
	case []int64:
		for i := 0; i < n; i++ {
			o[i] = toInt(t, i, dt)
		}
	case []uint64:
		for i := 0; i < n; i++ {
			o[i] = toUint(t, i, dt)
		}
	case []float32:
		convertToF32(t, dt, o)
	case []float64:
		for i := 0; i < n; i++ {
			o[i] = toFloat(t, i, F64)
		}
	case []complex128:
		for i := 0; i < n; i++ {
			if c := t.Complexes(); c != nil {
				o[i] = RoundComplex(dt, c[i])
			} else {
				p := dt.ComplexPart()
				o[i] = complex(toFloat(t, i, p), 0)
			}
		}
	}
	return out, nil
}

func convertToF32(t *Tensor, dt DType, o []float32) {
	round := Rounder(dt)
	if s := t.F32s(); s != nil {
		if round == nil {
			copy(o, s)
			return
		}
		for i, v := range s {
			o[i] = round(float64(v))
		}
		return
	}
	for i := range o {
		o[i] = float32(toFloat(t, i, dt))
	}
}

func toInt(t *Tensor, i int, dt DType) int64 {
	if dt == Bool {
		return boolAt(t, i)
	}
	switch s := t.data.(type) {
	case []int64:
		return WrapInt(dt, s[i])
	case []uint64:
		return WrapInt(dt, int64(s[i]))
	}
	return floatToInt(dt, realAt(t, i))
}

func toUint(t *Tensor, i int, dt DType) uint64 {
	switch s := t.data.(type) {
	case []int64:
		return WrapUint(dt, uint64(s[i]))
	case []uint64:
		return WrapUint(dt, s[i])
	}
	return floatToUint(dt, realAt(t, i))
}

func boolAt(t *Tensor, i int) int64 {
	switch s := t.data.(type) {
	case []int64:
		if s[i] != 0 {
			return 1
		}
	case []uint64:
		if s[i] != 0 {
			return 1
		}
	case []complex128:
		if real(s[i]) != 0 { // complex to i1 reads the real part, as to any real type
			return 1
		}
	default:
		if realAt(t, i) != 0 {
			return 1
		}
	}
	return 0
}

func realAt(t *Tensor, i int) float64 {
	switch s := t.data.(type) {
	case []float32:
		return float64(s[i])
	case []float64:
		return s[i]
	case []complex128:
		return real(s[i])
	}
	return t.Float64At(i)
}

// toFloat converts element i to float type dt with a single rounding.
func toFloat(t *Tensor, i int, dt DType) float64 {
	switch s := t.data.(type) {
	case []int64:
		if dt == F32 {
			return float64(float32(s[i]))
		}
		if dt == F64 || (s[i] < 1<<53 && s[i] > -1<<53) {
			return RoundFloat(dt, float64(s[i]))
		}
		return RoundFloat(dt, roundBig(new(big.Float).SetInt64(s[i]), dt))
	case []uint64:
		if dt == F32 {
			return float64(float32(s[i]))
		}
		if dt == F64 || s[i] < 1<<53 {
			return RoundFloat(dt, float64(s[i]))
		}
		return RoundFloat(dt, roundBig(new(big.Float).SetUint64(s[i]), dt))
	}
	return RoundFloat(dt, realAt(t, i))
}

// roundBig rounds an exact integer to the precision of narrow float type
// dt in one step, so that the later range check cannot double-round.
func roundBig(x *big.Float, dt DType) float64 {
	f, _ := formatOf(dt)
	v, _ := x.SetMode(big.ToNearestEven).SetPrec(uint(f.Man + 1)).Float64()
	return v
}

// FromFloat64s builds a tensor of any type from float64 values, converting
// each as Convert would from f64.
func FromFloat64s(dt DType, shape []int64, vals []float64) (*Tensor, error) {
	src, err := Wrap(F64, shape, append([]float64{}, vals...))
	if err != nil {
		return nil, err
	}
	return Convert(src, dt)
}

// FromInt64s builds a tensor of any type from int64 values, converting each
// as Convert would from i64.
func FromInt64s(dt DType, shape []int64, vals []int64) (*Tensor, error) {
	src, err := Wrap(I64, shape, append([]int64{}, vals...))
	if err != nil {
		return nil, err
	}
	return Convert(src, dt)
}

// FromUint64s builds an unsigned tensor from uint64 values, wrapping.
func FromUint64s(dt DType, shape []int64, vals []uint64) (*Tensor, error) {
	src, err := Wrap(U64, shape, append([]uint64{}, vals...))
	if err != nil {
		return nil, err
	}
	return Convert(src, dt)
}

// FromComplexes builds a complex tensor.
func FromComplexes(dt DType, shape []int64, vals []complex128) (*Tensor, error) {
	if !dt.IsComplex() {
		return nil, fmt.Errorf("FromComplexes needs a complex type, got %s", dt)
	}
	return Wrap(dt, shape, append([]complex128{}, vals...))
}

// Scalar builds a rank-0 tensor from a float64 value.
func Scalar(dt DType, v float64) *Tensor {
	return Must(FromFloat64s(dt, nil, []float64{v}))
}

// Element returns element i as a rank-0 tensor.
func (t *Tensor) Element(i int) *Tensor {
	e := &Tensor{dtype: t.dtype, shape: []int64{}}
	switch s := t.data.(type) {
	case []int64:
		e.data = []int64{s[i]}
	case []uint64:
		e.data = []uint64{s[i]}
	case []float32:
		e.data = []float32{s[i]}
	case []float64:
		e.data = []float64{s[i]}
	case []complex128:
		e.data = []complex128{s[i]}
	}
	return e
}

// ElementInto overwrites the single element of dst, a rank-0 tensor of
// t's element type, with element i of t: Element without allocating. It
// reports false (changing nothing) when dst does not fit.
func (t *Tensor) ElementInto(i int, dst *Tensor) bool {
	if dst.dtype != t.dtype || len(dst.shape) != 0 || i < 0 || i >= t.Len() {
		return false
	}
	switch s := t.data.(type) {
	case []int64:
		dst.data.([]int64)[0] = s[i]
	case []uint64:
		dst.data.([]uint64)[0] = s[i]
	case []float32:
		dst.data.([]float32)[0] = s[i]
	case []float64:
		dst.data.([]float64)[0] = s[i]
	case []complex128:
		dst.data.([]complex128)[0] = s[i]
	default:
		return false
	}
	return true
}

// SetElement copies the single element of v into element i. v must have
// t's element type and one element.
func (t *Tensor) SetElement(i int, v *Tensor) error {
	if v.dtype != t.dtype || v.Len() != 1 {
		return fmt.Errorf("cannot store %s into an element of %s", v.TypeString(), t.TypeString())
	}
	if i < 0 || i >= t.Len() {
		return fmt.Errorf("element %d out of range for %s", i, t.TypeString())
	}
	switch s := t.data.(type) {
	case []int64:
		s[i] = v.Ints()[0]
	case []uint64:
		s[i] = v.Uints()[0]
	case []float32:
		s[i] = v.F32s()[0]
	case []float64:
		s[i] = v.F64s()[0]
	case []complex128:
		s[i] = v.Complexes()[0]
	}
	return nil
}
