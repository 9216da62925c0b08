package kernels

import (
	"fmt"
	"math/cmplx"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/scalar"
)

// BinaryOp names an elementwise op with two operands of one type.
type BinaryOp uint8

// Binary ops, one per StableHLO op.
const (
	Add                  BinaryOp = iota // a + b; logical or for i1
	Subtract                             // a - b
	Multiply                             // a * b; logical and for i1
	Divide                               // a / b; integers: see docs/interpreter.md for /0
	Remainder                            // a - b*trunc(a/b), sign of a; x%0 = x
	Power                                // a^b; integer negative exponents give 0 except |a| = 1
	Maximum                              // NaN if either is NaN; +0 > -0
	Minimum                              // NaN if either is NaN; -0 < +0
	And                                  // bitwise / logical and
	Or                                   // bitwise / logical or
	Xor                                  // bitwise / logical xor
	ShiftLeft                            // a << b; 0 when b >= width (as unsigned)
	ShiftRightArithmetic                 // a >> b with sign fill
	ShiftRightLogical                    // a >>> b with zero fill
	Atan2                                // atan2(a, b)
	Complex                              // complex(a, b) from two real tensors
	NextAfter                            // next value of the type after a toward b (chlo)
	Zeta                                 // Hurwitz zeta ζ(a, b) (chlo)
	Polygamma                            // polygamma ψ⁽ᵃ⁾(b) for integral a ≥ 0 (chlo)
	Mulhi                                // high half of the double-width integer product (chlo)
	numBinaryOps
)

var binaryNames = [numBinaryOps]string{
	"add", "subtract", "multiply", "divide", "remainder", "power", "maximum",
	"minimum", "and", "or", "xor", "shift_left", "shift_right_arithmetic",
	"shift_right_logical", "atan2", "complex", "next_after", "zeta", "polygamma",
	"mulhi",
}

// String is the StableHLO op name without dialect prefix.
func (op BinaryOp) String() string {
	if op < numBinaryOps {
		return binaryNames[op]
	}
	return fmt.Sprintf("binary(%d)", int(op))
}

// ParseBinaryOp finds a binary op by its StableHLO name ("add"...).
func ParseBinaryOp(name string) (BinaryOp, bool) {
	for op, n := range binaryNames {
		if n == name {
			return BinaryOp(op), true
		}
	}
	return 0, false
}

// Binary applies op elementwise to two tensors of the same type and shape.
func Binary(op BinaryOp, a, b *tensor.Tensor) (*tensor.Tensor, error) {
	if err := checkSameType(op.String(), a, b); err != nil {
		return nil, err
	}
	dt := a.DType()
	if op == Complex {
		return makeComplex(a, b)
	}
	var res *tensor.Tensor
	var err error
	switch {
	case dt.IsFloat():
		res, err = binaryFloat(op, a, b)
	case dt.IsComplex():
		res, err = binaryComplex(op, a, b)
	case dt == tensor.Bool:
		res, err = binaryBool(op, a, b)
	case dt.IsUnsigned():
		res, err = binaryUint(op, a, b)
	case dt.IsSigned():
		res, err = binaryInt(op, a, b)
	}
	if res == nil && err == nil {
		err = tensor.Unsupportedf("%s: unsupported element type %s", op, dt)
	}
	return res, err
}

func binaryFloat(op BinaryOp, a, b *tensor.Tensor) (*tensor.Tensor, error) {
	dt := a.DType()
	res, err := tensor.New(dt, a.Shape())
	if err != nil {
		return nil, err
	}
	switch op {
	case Add, Subtract, Multiply, Divide:
		switch o := res.Raw().(type) {
		case []float32:
			arith(op, o, a.F32s(), b.F32s())
			res.Normalize() // one more rounding for narrow types; exact double rounding
		case []float64:
			arith(op, o, a.F64s(), b.F64s())
		}
		return res, nil
	}
	f := floatBinaryFunc(op)
	if op == NextAfter {
		f = func(x, y float64) float64 { return tensor.NextAfter(dt, x, y) }
	}
	if f == nil {
		return nil, nil
	}
	n := res.Len()
	switch o := res.Raw().(type) {
	case []float32:
		x, y := a.F32s(), b.F32s()
		round := tensor.Rounder(dt)
		parallelFor(n, n*8, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				v := f(float64(x[i]), float64(y[i]))
				if round != nil {
					o[i] = round(v)
				} else {
					o[i] = float32(v)
				}
			}
		})
	case []float64:
		x, y := a.F64s(), b.F64s()
		parallelFor(n, n*8, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				o[i] = f(x[i], y[i])
			}
		})
	}
	return res, nil
}

// arith is the flat fast path for the four basic float operations. Small
// inputs (rank-0 values in region bodies) run inline, creating no closure.
func arith[T float32 | float64](op BinaryOp, o, x, y []T) {
	if len(o) < minParallel {
		arithRange(op, o, x, y)
		return
	}
	parallelFor(len(o), len(o), func(lo, hi int) {
		arithRange(op, o[lo:hi], x[lo:hi], y[lo:hi])
	})
}

func arithRange[T float32 | float64](op BinaryOp, o, x, y []T) {
	x, y = x[:len(o)], y[:len(o)]
	switch op {
	case Add:
		for i := range o {
			o[i] = x[i] + y[i]
		}
	case Subtract:
		for i := range o {
			o[i] = x[i] - y[i]
		}
	case Multiply:
		for i := range o {
			o[i] = x[i] * y[i]
		}
	case Divide:
		for i := range o {
			o[i] = x[i] / y[i]
		}
	}
}

func floatBinaryFunc(op BinaryOp) func(x, y float64) float64 {
	switch op {
	case Remainder, Power, Maximum, Minimum, Atan2:
		return scalar.FloatBinary(op.String())
	case Zeta:
		return zeta
	case Polygamma:
		return polygamma
	}
	return nil
}

func makeComplex(a, b *tensor.Tensor) (*tensor.Tensor, error) {
	cdt, err := tensor.ComplexOf(a.DType())
	if err != nil {
		return nil, fmt.Errorf("complex: %w", err)
	}
	res, err := tensor.New(cdt, a.Shape())
	if err != nil {
		return nil, err
	}
	o := res.Complexes()
	for i := range o {
		o[i] = complex(a.Float64At(i), b.Float64At(i))
	}
	return res, nil
}

func binaryComplex(op BinaryOp, a, b *tensor.Tensor) (*tensor.Tensor, error) {
	var f func(x, y complex128) complex128
	switch op {
	case Add:
		f = func(x, y complex128) complex128 { return x + y }
	case Subtract:
		f = func(x, y complex128) complex128 { return x - y }
	case Multiply:
		dt := a.DType()
		f = func(x, y complex128) complex128 { return cmul(dt, x, y) }
	case Atan2:
		dt := a.DType()
		f = func(x, y complex128) complex128 { return catan2(dt, x, y) }
	case Divide:
		f = func(x, y complex128) complex128 { return x / y }
	case Power:
		f = cmplx.Pow
	case Maximum, Minimum:
		f = func(x, y complex128) complex128 {
			if cmplx.IsNaN(x) {
				return x
			}
			if cmplx.IsNaN(y) {
				return y
			}
			if lexLess(x, y) == (op == Maximum) {
				return y
			}
			return x
		}
	default:
		return nil, nil
	}
	res, err := tensor.New(a.DType(), a.Shape())
	if err != nil {
		return nil, err
	}
	x, y, o := a.Complexes(), b.Complexes(), res.Complexes()
	for i := range o {
		o[i] = tensor.RoundComplex(a.DType(), f(x[i], y[i]))
	}
	return res, nil
}

// lexLess orders complex numbers by real part, then imaginary part.
func lexLess(x, y complex128) bool {
	if real(x) != real(y) {
		return real(x) < real(y)
	}
	return imag(x) < imag(y)
}
