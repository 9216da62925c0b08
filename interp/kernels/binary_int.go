package kernels

import (
	"math/bits"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/scalar"
)

func binaryBool(op BinaryOp, a, b *tensor.Tensor) (*tensor.Tensor, error) {
	var f func(x, y int64) int64
	switch op {
	case Add, Or, Maximum:
		f = func(x, y int64) int64 { return x | y }
	case Multiply, And, Minimum:
		f = func(x, y int64) int64 { return x & y }
	case Xor:
		f = func(x, y int64) int64 { return x ^ y }
	default:
		return nil, nil
	}
	return zipInt(a, b, f)
}

func zipInt(a, b *tensor.Tensor, f func(x, y int64) int64) (*tensor.Tensor, error) {
	res, err := tensor.New(a.DType(), a.Shape())
	if err != nil {
		return nil, err
	}
	x, y, o := a.Ints(), b.Ints(), res.Ints()
	dt := a.DType()
	parallelFor(len(o), len(o)*4, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			o[i] = tensor.WrapInt(dt, f(x[i], y[i]))
		}
	})
	return res, nil
}

func zipUint(a, b *tensor.Tensor, f func(x, y uint64) uint64) (*tensor.Tensor, error) {
	res, err := tensor.New(a.DType(), a.Shape())
	if err != nil {
		return nil, err
	}
	x, y, o := a.Uints(), b.Uints(), res.Uints()
	dt := a.DType()
	parallelFor(len(o), len(o)*4, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			o[i] = tensor.WrapUint(dt, f(x[i], y[i]))
		}
	})
	return res, nil
}

// IntBinaryFunc returns the scalar semantics of op on signed integers of
// type dt (results before wrapping), or nil when op does not apply.
func IntBinaryFunc(op BinaryOp, dt tensor.DType) func(x, y int64) int64 {
	width := uint64(dt.Bits())
	mask := tensor.MaxUint(tensor.U64) >> (64 - width)
	amount := func(y int64) uint64 { return uint64(y) & mask }
	switch op {
	case Add:
		return func(x, y int64) int64 { return x + y }
	case Subtract:
		return func(x, y int64) int64 { return x - y }
	case Multiply:
		return func(x, y int64) int64 { return x * y }
	case Divide:
		return scalar.DivInt
	case Remainder:
		return scalar.RemInt
	case Power:
		return intPow
	case Maximum:
		return func(x, y int64) int64 { return max(x, y) }
	case Minimum:
		return func(x, y int64) int64 { return min(x, y) }
	case And:
		return func(x, y int64) int64 { return x & y }
	case Or:
		return func(x, y int64) int64 { return x | y }
	case Xor:
		return func(x, y int64) int64 { return x ^ y }
	case ShiftLeft:
		return func(x, y int64) int64 {
			if s := amount(y); s < width {
				return x << s
			}
			return 0
		}
	case ShiftRightArithmetic:
		return func(x, y int64) int64 {
			if s := amount(y); s < width {
				return x >> s
			}
			return x >> 63
		}
	case ShiftRightLogical:
		return func(x, y int64) int64 {
			if s := amount(y); s < width {
				return int64(uint64(x) & mask >> s)
			}
			return 0
		}
	case Mulhi:
		if width < 64 {
			return func(x, y int64) int64 { return x * y >> width }
		}
		return func(x, y int64) int64 {
			// The unsigned high word, less y·2^64 when x < 0 and x·2^64
			// when y < 0 (two's complement).
			hi, _ := bits.Mul64(uint64(x), uint64(y))
			h := int64(hi)
			if x < 0 {
				h -= y
			}
			if y < 0 {
				h -= x
			}
			return h
		}
	}
	return nil
}

// intPow is exponentiation by squaring, wrapping. Negative exponents give
// 0 except for bases 1 and -1, whose powers stay exact.
func intPow(base, exp int64) int64 {
	if exp < 0 {
		switch base {
		case 1:
			return 1
		case -1:
			if exp&1 == 1 {
				return -1
			}
			return 1
		}
		return 0
	}
	r := int64(1)
	for exp > 0 {
		if exp&1 == 1 {
			r *= base
		}
		base *= base
		exp >>= 1
	}
	return r
}

func binaryInt(op BinaryOp, a, b *tensor.Tensor) (*tensor.Tensor, error) {
	f := IntBinaryFunc(op, a.DType())
	if f == nil {
		return nil, nil
	}
	return zipInt(a, b, f)
}

// UintBinaryFunc returns the scalar semantics of op on unsigned integers of
// type dt (results before wrapping), or nil when op does not apply.
func UintBinaryFunc(op BinaryOp, dt tensor.DType) func(x, y uint64) uint64 {
	width := uint64(dt.Bits())
	switch op {
	case Add:
		return func(x, y uint64) uint64 { return x + y }
	case Subtract:
		return func(x, y uint64) uint64 { return x - y }
	case Multiply:
		return func(x, y uint64) uint64 { return x * y }
	case Divide:
		bits := dt.Bits()
		return func(x, y uint64) uint64 { return scalar.DivUint(x, y, bits) }
	case Remainder:
		return scalar.RemUint
	case Power:
		return func(base, exp uint64) uint64 {
			r := uint64(1)
			for exp > 0 {
				if exp&1 == 1 {
					r *= base
				}
				base *= base
				exp >>= 1
			}
			return r
		}
	case Maximum:
		return func(x, y uint64) uint64 { return max(x, y) }
	case Minimum:
		return func(x, y uint64) uint64 { return min(x, y) }
	case And:
		return func(x, y uint64) uint64 { return x & y }
	case Or:
		return func(x, y uint64) uint64 { return x | y }
	case Xor:
		return func(x, y uint64) uint64 { return x ^ y }
	case ShiftLeft:
		return func(x, y uint64) uint64 {
			if y < width {
				return x << y
			}
			return 0
		}
	case ShiftRightLogical:
		return func(x, y uint64) uint64 {
			if y < width {
				return x >> y
			}
			return 0
		}
	case ShiftRightArithmetic:
		return func(x, y uint64) uint64 {
			s := int64(x<<(64-width)) >> (64 - width) // as signed
			if y >= width {
				y = 63
			}
			return uint64(s >> y)
		}
	case Mulhi:
		if width < 64 {
			return func(x, y uint64) uint64 { return x * y >> width }
		}
		return func(x, y uint64) uint64 {
			hi, _ := bits.Mul64(x, y)
			return hi
		}
	}
	return nil
}

func binaryUint(op BinaryOp, a, b *tensor.Tensor) (*tensor.Tensor, error) {
	f := UintBinaryFunc(op, a.DType())
	if f == nil {
		return nil, nil
	}
	return zipUint(a, b, f)
}
