package kernel

import (
	"encoding/binary"
	"fmt"
	"math"
)

// Buffer is the contents of a global buffer as little-endian bytes, laid
// out as the GPU holds it (I1 as one byte per element).
type Buffer struct {
	Type Type
	Data []byte
}

// NewBuffer returns a zeroed buffer of n elements of type t.
func NewBuffer(t Type, n int) *Buffer {
	return &Buffer{Type: t, Data: make([]byte, n*t.Bytes())}
}

// BufferOf returns a buffer of type t holding xs, each rounded (or
// truncated, for integer types) to t.
func BufferOf(t Type, xs []float64) *Buffer {
	b := NewBuffer(t, len(xs))
	for i, x := range xs {
		if t.IsFloat() {
			b.Set(i, x)
		} else {
			b.SetInt(i, int64(x))
		}
	}
	return b
}

// Len is the number of elements.
func (b *Buffer) Len() int {
	if n := b.Type.Bytes(); n > 0 {
		return len(b.Data) / n
	}
	return 0
}

// Float returns element i as a float64 (integers converted).
func (b *Buffer) Float(i int) float64 {
	if b.Type.IsInt() {
		return float64(b.Int(i))
	}
	d := b.Data
	if b.Type.IsF8() {
		return F8Value(b.Type, d[i])
	}
	switch b.Type {
	case F16:
		return F16Value(binary.LittleEndian.Uint16(d[2*i:]))
	case BF16:
		return BF16Value(binary.LittleEndian.Uint16(d[2*i:]))
	case F32:
		return float64(math.Float32frombits(binary.LittleEndian.Uint32(d[4*i:])))
	}
	return math.Float64frombits(binary.LittleEndian.Uint64(d[8*i:]))
}

// Set stores x, rounded to the buffer's float type, at element i.
func (b *Buffer) Set(i int, x float64) {
	d := b.Data
	if b.Type.IsF8() {
		d[i] = F8Bits(b.Type, roundF8(b.Type, x))
		return
	}
	switch b.Type {
	case F16:
		binary.LittleEndian.PutUint16(d[2*i:], F16Bits(x))
	case BF16:
		binary.LittleEndian.PutUint16(d[2*i:], BF16Bits(x))
	case F32:
		binary.LittleEndian.PutUint32(d[4*i:], math.Float32bits(float32(x)))
	case F64:
		binary.LittleEndian.PutUint64(d[8*i:], math.Float64bits(x))
	default:
		b.SetInt(i, int64(x))
	}
}

// Int returns integer element i.
func (b *Buffer) Int(i int) int64 {
	d := b.Data
	switch b.Type {
	case I1:
		return int64(d[i] & 1)
	case I8:
		return int64(int8(d[i]))
	case I16:
		return int64(int16(binary.LittleEndian.Uint16(d[2*i:])))
	case I32:
		return int64(int32(binary.LittleEndian.Uint32(d[4*i:])))
	case I64:
		return int64(binary.LittleEndian.Uint64(d[8*i:]))
	}
	return int64(b.Float(i))
}

// SetInt stores x, truncated to the buffer's integer type, at element i.
func (b *Buffer) SetInt(i int, x int64) {
	d := b.Data
	switch b.Type {
	case I1:
		d[i] = byte(x & 1)
	case I8:
		d[i] = byte(x)
	case I16:
		binary.LittleEndian.PutUint16(d[2*i:], uint16(x))
	case I32:
		binary.LittleEndian.PutUint32(d[4*i:], uint32(x))
	case I64:
		binary.LittleEndian.PutUint64(d[8*i:], uint64(x))
	default:
		b.Set(i, float64(x))
	}
}

// Floats returns all elements as float64s.
func (b *Buffer) Floats() []float64 {
	out := make([]float64, b.Len())
	for i := range out {
		out[i] = b.Float(i)
	}
	return out
}

func (b *Buffer) load(i int64) (val, error) {
	if i < 0 || i >= int64(b.Len()) {
		return val{}, fmt.Errorf("load at %d out of bounds [0, %d)", i, b.Len())
	}
	if b.Type.IsFloat() {
		return val{f: b.Float(int(i))}, nil
	}
	return val{i: b.Int(int(i))}, nil
}

func (b *Buffer) store(i int64, v val) error {
	if i < 0 || i >= int64(b.Len()) {
		return fmt.Errorf("store at %d out of bounds [0, %d)", i, b.Len())
	}
	if b.Type.IsFloat() {
		b.Set(int(i), v.f)
	} else {
		b.SetInt(int(i), v.i)
	}
	return nil
}
