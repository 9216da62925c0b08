package tensor

import (
	"encoding/binary"
	"fmt"
)

// rawSize is the number of bytes one element takes in MLIR's dense hex
// form: a byte for i1 and 4-bit types, the type's width otherwise.
func rawSize(dt DType) int {
	if dt.Bits() < 8 {
		return 1
	}
	return dt.Bits() / 8
}

// FromRawBytes builds a tensor from little-endian element data, the layout
// of MLIR's `dense<"0x...">` attributes: one byte per i1 and 4-bit element,
// complex numbers as (real, imaginary) pairs. Data of exactly one element
// is a splat over the whole shape.
func FromRawBytes(dt DType, shape []int64, raw []byte) (*Tensor, error) {
	t, err := New(dt, shape)
	if err != nil {
		return nil, err
	}
	size := rawSize(dt)
	n := t.Len()
	splat := len(raw) == size
	if !splat && len(raw) != size*n {
		return nil, fmt.Errorf("%d bytes of data for %s, want %d (or %d for a splat)", len(raw), t.TypeString(), size*n, size)
	}
	one := raw
	if splat {
		one = make([]byte, size*n)
		for i := 0; i < n; i++ {
			copy(one[i*size:], raw)
		}
	}
	if err := decodeNPYData(t, one, size, binary.LittleEndian); err != nil {
		return nil, err
	}
	return t, nil
}

// RawBytes is the inverse of FromRawBytes (never a splat).
func (t *Tensor) RawBytes() []byte {
	size := rawSize(t.dtype)
	data := make([]byte, size*t.Len())
	encodeNPYData(t, data, size)
	return data
}

// AsInt64s returns the elements of an integer tensor as int64 (unsigned
// values above MaxInt64 wrap), e.g. for shape operands and start indices.
func (t *Tensor) AsInt64s() ([]int64, error) {
	if !t.dtype.IsInteger() {
		return nil, fmt.Errorf("%s does not hold integers", t.TypeString())
	}
	out := make([]int64, t.Len())
	for i := range out {
		out[i] = t.Int64At(i)
	}
	return out, nil
}
