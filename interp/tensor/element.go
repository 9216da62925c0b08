package tensor

import (
	"fmt"
	"math"
)

// WrapInt wraps v to the width of a signed type or i1 (which holds 0 or 1).
func WrapInt(dt DType, v int64) int64 {
	if dt == Bool {
		return v & 1
	}
	shift := uint(64 - dt.Bits())
	return v << shift >> shift
}

// WrapUint wraps v to the width of an unsigned type.
func WrapUint(dt DType, v uint64) uint64 {
	bits := dt.Bits()
	if bits >= 64 {
		return v
	}
	return v & (1<<uint(bits) - 1)
}

// IntRange is the smallest and largest value of an integer type.
func IntRange(dt DType) (lo, hi int64) {
	if dt == Bool {
		return 0, 1
	}
	bits := uint(dt.Bits())
	if dt.IsUnsigned() {
		if bits >= 64 {
			return 0, math.MaxInt64
		}
		return 0, 1<<bits - 1
	}
	return -1 << (bits - 1), 1<<(bits-1) - 1
}

// MaxUint is the largest value of an unsigned type.
func MaxUint(dt DType) uint64 { return WrapUint(dt, math.MaxUint64) }

// RoundFloat rounds x to the nearest value of float type dt (ties to
// even). Overflow gives infinity, or NaN for types without infinity.
func RoundFloat(dt DType, x float64) float64 {
	switch dt {
	case F64:
		return x
	case F32:
		return float64(float32(x))
	}
	if f, ok := formatOf(dt); ok {
		return f.Round(x)
	}
	return x
}

// Rounder returns a function rounding float64 values into the float32
// storage of dt, or nil when dt is f32 (plain conversion suffices).
func Rounder(dt DType) func(float64) float32 {
	if dt == F32 || dt.Storage() != StoreF32 {
		return nil
	}
	f, _ := formatOf(dt)
	return func(x float64) float32 { return float32(f.Round(x)) }
}

// RoundComplex rounds both parts of c to the part type of dt.
func RoundComplex(dt DType, c complex128) complex128 {
	if dt == C64 {
		return complex(float64(float32(real(c))), float64(float32(imag(c))))
	}
	return c
}

// Normalize wraps integers and rounds floats in place so that every
// element is a value of the element type.
func (t *Tensor) Normalize() {
	switch s := t.data.(type) {
	case []int64:
		if t.dtype != I64 {
			for i, v := range s {
				s[i] = WrapInt(t.dtype, v)
			}
		}
	case []uint64:
		if t.dtype != U64 {
			for i, v := range s {
				s[i] = WrapUint(t.dtype, v)
			}
		}
	case []float32:
		if r := Rounder(t.dtype); r != nil {
			for i, v := range s {
				s[i] = r(float64(v))
			}
		}
	case []complex128:
		if t.dtype == C64 {
			for i, v := range s {
				s[i] = RoundComplex(C64, v)
			}
		}
	}
}

// Float64At returns element i as float64 (real part for complex).
func (t *Tensor) Float64At(i int) float64 {
	switch s := t.data.(type) {
	case []int64:
		return float64(s[i])
	case []uint64:
		return float64(s[i])
	case []float32:
		return float64(s[i])
	case []float64:
		return s[i]
	case []complex128:
		return real(s[i])
	}
	return 0
}

// Int64At returns element i as int64; floats are truncated, saturating.
func (t *Tensor) Int64At(i int) int64 {
	switch s := t.data.(type) {
	case []int64:
		return s[i]
	case []uint64:
		return int64(s[i])
	case []float32:
		return floatToInt(I64, float64(s[i]))
	case []float64:
		return floatToInt(I64, s[i])
	case []complex128:
		return floatToInt(I64, real(s[i]))
	}
	return 0
}

// ComplexAt returns element i as complex128.
func (t *Tensor) ComplexAt(i int) complex128 {
	if s, ok := t.data.([]complex128); ok {
		return s[i]
	}
	if s, ok := t.data.([]uint64); ok {
		return complex(float64(s[i]), 0)
	}
	return complex(t.Float64At(i), 0)
}

// BitsAt returns the bit pattern of element i in the type's own encoding
// (two's complement for integers, IEEE or f8 layout for floats; for complex
// types only the real part's bits).
func (t *Tensor) BitsAt(i int) uint64 {
	switch s := t.data.(type) {
	case []int64:
		return WrapUint(U64, uint64(s[i])) & bitMask(t.dtype.Bits())
	case []uint64:
		return s[i]
	case []float32:
		if t.dtype == F32 {
			return uint64(math.Float32bits(s[i]))
		}
		f, _ := formatOf(t.dtype)
		return f.Encode(float64(s[i]))
	case []float64:
		return math.Float64bits(s[i])
	case []complex128:
		if t.dtype == C64 {
			return uint64(math.Float32bits(float32(real(s[i]))))
		}
		return math.Float64bits(real(s[i]))
	}
	return 0
}

// SetBits sets element i from a bit pattern in the type's encoding.
// Complex types are not supported.
func (t *Tensor) SetBits(i int, b uint64) error {
	switch s := t.data.(type) {
	case []int64:
		if t.dtype == Bool {
			s[i] = int64(b & 1)
			return nil
		}
		s[i] = WrapInt(t.dtype, int64(b))
	case []uint64:
		s[i] = WrapUint(t.dtype, b)
	case []float32:
		if t.dtype == F32 {
			s[i] = math.Float32frombits(uint32(b))
			return nil
		}
		f, _ := formatOf(t.dtype)
		s[i] = float32(f.Decode(b))
	case []float64:
		s[i] = math.Float64frombits(b)
	default:
		return fmt.Errorf("cannot set %s elements from bits", t.dtype)
	}
	return nil
}

func bitMask(bits int) uint64 {
	if bits >= 64 {
		return math.MaxUint64
	}
	return 1<<uint(bits) - 1
}

// FormatElement renders element i for reports and String.
func (t *Tensor) FormatElement(i int) string {
	switch s := t.data.(type) {
	case []int64:
		if t.dtype == Bool {
			return fmt.Sprint(s[i] != 0)
		}
		return fmt.Sprint(s[i])
	case []uint64:
		return fmt.Sprint(s[i])
	case []float32:
		return fmt.Sprint(s[i])
	case []float64:
		return fmt.Sprint(s[i])
	case []complex128:
		if t.dtype == C64 {
			return fmt.Sprint(complex64(s[i]))
		}
		return fmt.Sprint(s[i])
	}
	return "?"
}
