package ir

import (
	"math/big"
	"slices"
)

// DenseElementsAttr is `dense<...> : tensor<...>`. Exactly one of the value
// slices is used, chosen by the element type: Ints for integers, index and
// i1 (0/1; unsigned types keep the bit pattern, so a ui64 element past
// MaxInt64 reads back with uint64), Bigs for integers wider than 64 bits, Floats for floats, Complex
// for complex numbers, Strings for string elements. A splat holds one value.
// Hex, when set, holds the raw little-endian bytes the value was written
// with (`dense<"0x...">`); it is printed back as such and the value slices
// are filled from it.
type DenseElementsAttr struct {
	Type    Type
	Splat   bool
	Ints    []int64
	Bigs    []*big.Int
	Floats  []float64
	Complex []complex128
	Strings []string
	Hex     []byte
}

// Len returns the number of stored values (1 for a splat).
func (d *DenseElementsAttr) Len() int {
	switch {
	case d.Floats != nil:
		return len(d.Floats)
	case d.Ints != nil:
		return len(d.Ints)
	case d.Complex != nil:
		return len(d.Complex)
	case d.Strings != nil:
		return len(d.Strings)
	case d.Bigs != nil:
		return len(d.Bigs)
	}
	return 0
}

// Shape returns the static shape of the attribute's type.
func (d *DenseElementsAttr) Shape() []int64 {
	if s, ok := d.Type.(ShapedType); ok {
		dims, _ := s.Dims()
		return dims
	}
	return nil
}

// IntAt returns element i (splats repeat their value).
func (d *DenseElementsAttr) IntAt(i int) int64 {
	if d.Splat {
		i = 0
	}
	return d.Ints[i]
}

// FloatAt returns element i (splats repeat their value).
func (d *DenseElementsAttr) FloatAt(i int) float64 {
	if d.Splat {
		i = 0
	}
	return d.Floats[i]
}

func (x *DenseElementsAttr) equal(y *DenseElementsAttr) bool {
	if !TypeEqual(x.Type, y.Type) || x.Splat != y.Splat {
		return false
	}
	if !slices.Equal(x.Ints, y.Ints) || !floatsEqual(x.Floats, y.Floats) || !slices.Equal(x.Strings, y.Strings) {
		return false
	}
	if len(x.Complex) != len(y.Complex) || len(x.Bigs) != len(y.Bigs) {
		return false
	}
	for i := range x.Complex {
		if !sameFloat(real(x.Complex[i]), real(y.Complex[i])) || !sameFloat(imag(x.Complex[i]), imag(y.Complex[i])) {
			return false
		}
	}
	for i := range x.Bigs {
		if x.Bigs[i].Cmp(y.Bigs[i]) != 0 {
			return false
		}
	}
	return true
}

// SplatInt builds a splat integer DenseElementsAttr of type t.
func SplatInt(t Type, v int64) *DenseElementsAttr {
	return &DenseElementsAttr{Type: t, Splat: true, Ints: []int64{v}}
}

// SplatFloat builds a splat float DenseElementsAttr of type t.
func SplatFloat(t Type, v float64) *DenseElementsAttr {
	return &DenseElementsAttr{Type: t, Splat: true, Floats: []float64{v}}
}
