package tensor

import (
	"fmt"
)

// Elem is the set of Go types used as storage.
type Elem interface {
	int64 | uint64 | float32 | float64 | complex128
}

// Tensor is a dense row-major tensor. Its shape and element type are fixed
// at creation; kernels return new tensors rather than mutating inputs.
type Tensor struct {
	dtype DType
	shape []int64
	data  any // []int64, []uint64, []float32, []float64 or []complex128
}

// MaxElements bounds the number of elements of one tensor, so that a
// malformed shape gives an error rather than an allocation failure.
const MaxElements = 1 << 28

// NumElements is the product of shape, or an error when a dimension is
// negative or the product exceeds MaxElements.
func NumElements(shape []int64) (int, error) {
	for _, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("negative dimension in shape %v", shape)
		}
		if d == 0 {
			return 0, nil
		}
	}
	n := int64(1)
	for _, d := range shape {
		if d > MaxElements/n {
			return 0, fmt.Errorf("shape %v has more than %d elements", shape, int64(MaxElements))
		}
		n *= d
	}
	return int(n), nil
}

// Strides returns the row-major element strides of shape.
func Strides(shape []int64) []int64 {
	s := make([]int64, len(shape))
	acc := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		s[i] = acc
		acc *= shape[i]
	}
	return s
}

// New returns a zero-filled tensor.
func New(dt DType, shape []int64) (*Tensor, error) {
	if !dt.Valid() {
		return nil, fmt.Errorf("invalid element type")
	}
	n, err := NumElements(shape)
	if err != nil {
		return nil, err
	}
	t := &Tensor{dtype: dt, shape: append([]int64{}, shape...)}
	switch dt.Storage() {
	case StoreInt:
		t.data = make([]int64, n)
	case StoreUint:
		t.data = make([]uint64, n)
	case StoreF32:
		t.data = make([]float32, n)
	case StoreF64:
		t.data = make([]float64, n)
	case StoreComplex:
		t.data = make([]complex128, n)
	}
	return t, nil
}

// Must panics on error; for tests and literals known to be valid.
func Must(t *Tensor, err error) *Tensor {
	if err != nil {
		panic(err)
	}
	return t
}

// Wrap makes a tensor that uses data as its storage without copying. The
// slice type must match the storage class of dt and its length the shape.
// Values are normalized (wrapped or rounded) to dt in place.
func Wrap[T Elem](dt DType, shape []int64, data []T) (*Tensor, error) {
	t, err := New(dt, nil)
	if err != nil {
		return nil, err
	}
	n, err := NumElements(shape)
	if err != nil {
		return nil, err
	}
	if len(data) != n {
		return nil, fmt.Errorf("%d values for shape %v of %d elements", len(data), shape, n)
	}
	if !storageMatches(dt, any(data)) {
		return nil, fmt.Errorf("storage %T does not hold %s", data, dt)
	}
	t.shape = append([]int64{}, shape...)
	t.data = data
	t.Normalize()
	return t, nil
}

func storageMatches(dt DType, data any) bool {
	switch data.(type) {
	case []int64:
		return dt.Storage() == StoreInt
	case []uint64:
		return dt.Storage() == StoreUint
	case []float32:
		return dt.Storage() == StoreF32
	case []float64:
		return dt.Storage() == StoreF64
	case []complex128:
		return dt.Storage() == StoreComplex
	}
	return false
}

// Data returns the storage slice when T matches the storage class, else nil.
func Data[T Elem](t *Tensor) []T {
	s, _ := t.data.([]T)
	return s
}

// DType is the element type.
func (t *Tensor) DType() DType { return t.dtype }

// Shape is the shape; callers must not modify it.
func (t *Tensor) Shape() []int64 { return t.shape }

// Rank is the number of dimensions.
func (t *Tensor) Rank() int { return len(t.shape) }

// Len is the number of elements.
func (t *Tensor) Len() int {
	switch s := t.data.(type) {
	case []int64:
		return len(s)
	case []uint64:
		return len(s)
	case []float32:
		return len(s)
	case []float64:
		return len(s)
	case []complex128:
		return len(s)
	}
	return 0
}

// Raw returns the storage slice as an interface value.
func (t *Tensor) Raw() any { return t.data }

// Ints, Uints, F32s, F64s and Complexes return the storage slice for the
// matching storage class and nil otherwise.
func (t *Tensor) Ints() []int64           { return Data[int64](t) }
func (t *Tensor) Uints() []uint64         { return Data[uint64](t) }
func (t *Tensor) F32s() []float32         { return Data[float32](t) }
func (t *Tensor) F64s() []float64         { return Data[float64](t) }
func (t *Tensor) Complexes() []complex128 { return Data[complex128](t) }

// Clone returns a deep copy.
func (t *Tensor) Clone() *Tensor {
	c := &Tensor{dtype: t.dtype, shape: append([]int64{}, t.shape...)}
	switch s := t.data.(type) {
	case []int64:
		c.data = append([]int64{}, s...)
	case []uint64:
		c.data = append([]uint64{}, s...)
	case []float32:
		c.data = append([]float32{}, s...)
	case []float64:
		c.data = append([]float64{}, s...)
	case []complex128:
		c.data = append([]complex128{}, s...)
	}
	return c
}

// WithShape returns a tensor sharing t's storage under a new shape with the
// same number of elements.
func (t *Tensor) WithShape(shape []int64) (*Tensor, error) {
	n, err := NumElements(shape)
	if err != nil {
		return nil, err
	}
	if n != t.Len() {
		return nil, fmt.Errorf("cannot view %d elements as shape %v", t.Len(), shape)
	}
	return &Tensor{dtype: t.dtype, shape: append([]int64{}, shape...), data: t.data}, nil
}

// SameShape reports whether two shapes are equal.
func SameShape(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TypeString is the MLIR tensor type, e.g. "tensor<2x3xf32>".
func (t *Tensor) TypeString() string {
	s := "tensor<"
	for _, d := range t.shape {
		s += fmt.Sprintf("%dx", d)
	}
	return s + t.dtype.String() + ">"
}
