package kernels

import (
	"fmt"
	"math"
	"math/bits"
	"math/cmplx"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/scalar"
)

// UnaryOp names an elementwise op with one operand.
type UnaryOp uint8

// Unary ops, one per StableHLO op.
const (
	Abs                 UnaryOp = iota // |x|; complex gives its part type; INT_MIN stays INT_MIN
	Negate                             // -x, wrapping for integers
	Sign                               // -1, 0 or 1 (±0 and NaN kept for floats; x/|x| for complex)
	Not                                // logical not for i1, bitwise not for integers
	Exponential                        // e^x
	ExponentialMinusOne                // e^x - 1, accurate near 0
	Log                                // natural logarithm
	LogPlusOne                         // log(1 + x), accurate near 0
	Logistic                           // 1 / (1 + e^-x)
	Tanh                               // hyperbolic tangent
	Sqrt                               // square root
	Rsqrt                              // 1 / sqrt(x)
	Cbrt                               // cube root
	Floor                              // round toward -inf
	Ceil                               // round toward +inf
	RoundNearestEven                   // round to nearest, ties to even
	RoundNearestAfz                    // round to nearest, ties away from zero
	Cosine                             // cos
	Sine                               // sin
	Tan                                // tan
	IsFinite                           // i1: x is neither infinite nor NaN
	Popcnt                             // number of set bits
	CountLeadingZeros                  // leading zero bits in the type's width
	Real                               // real part
	Imag                               // imaginary part (0 for real types)
	// CHLO elementwise math.
	Erf       // error function
	Erfc      // complementary error function
	ErfInv    // inverse error function
	Lgamma    // log |Γ(x)|
	Digamma   // Γ'(x)/Γ(x); NaN at poles
	Acos      // arc cosine
	Asin      // arc sine
	Atan      // arc tangent
	Sinh      // hyperbolic sine
	Cosh      // hyperbolic cosine
	Acosh     // inverse hyperbolic cosine
	Asinh     // inverse hyperbolic sine
	Atanh     // inverse hyperbolic tangent
	IsInf     // i1: ±inf
	IsPosInf  // i1: +inf
	IsNegInf  // i1: -inf
	Conj      // complex conjugate (identity for reals)
	BesselI1e // exp(-|x|)·I₁(x)
	numUnaryOps
)

var unaryNames = [numUnaryOps]string{
	"abs", "negate", "sign", "not", "exponential", "exponential_minus_one",
	"log", "log_plus_one", "logistic", "tanh", "sqrt", "rsqrt", "cbrt",
	"floor", "ceil", "round_nearest_even", "round_nearest_afz", "cosine",
	"sine", "tan", "is_finite", "popcnt", "count_leading_zeros", "real", "imag",
	"erf", "erfc", "erf_inv", "lgamma", "digamma", "acos", "asin", "atan",
	"sinh", "cosh", "acosh", "asinh", "atanh", "is_inf", "is_pos_inf",
	"is_neg_inf", "conj", "bessel_i1e",
}

// String is the StableHLO op name without dialect prefix.
func (op UnaryOp) String() string {
	if op < numUnaryOps {
		return unaryNames[op]
	}
	return fmt.Sprintf("unary(%d)", int(op))
}

// ParseUnaryOp finds a unary op by its StableHLO name ("abs", "sqrt"...).
func ParseUnaryOp(name string) (UnaryOp, bool) {
	for op, n := range unaryNames {
		if n == name {
			return UnaryOp(op), true
		}
	}
	return 0, false
}

// Unary applies op elementwise.
func Unary(op UnaryOp, x *tensor.Tensor) (*tensor.Tensor, error) {
	dt := x.DType()
	var res *tensor.Tensor
	var err error
	switch {
	case dt.IsFloat():
		res, err = unaryFloat(op, x)
	case dt.IsComplex():
		res, err = unaryComplex(op, x)
	case dt.IsUnsigned():
		res, err = unaryUint(op, x)
	case dt.IsInteger():
		res, err = unaryInt(op, x)
	}
	if res == nil && err == nil {
		err = tensor.Unsupportedf("%s: unsupported element type %s", op, dt)
	}
	return res, err
}

func unaryFloat(op UnaryOp, x *tensor.Tensor) (*tensor.Tensor, error) {
	dt := x.DType()
	switch op {
	case IsFinite:
		return mapFloatToBool(x, func(v float64) bool { return !math.IsInf(v, 0) && v == v })
	case IsInf:
		return mapFloatToBool(x, func(v float64) bool { return math.IsInf(v, 0) })
	case IsPosInf:
		return mapFloatToBool(x, func(v float64) bool { return math.IsInf(v, 1) })
	case IsNegInf:
		return mapFloatToBool(x, func(v float64) bool { return math.IsInf(v, -1) })
	}
	if op == Imag {
		return tensor.New(dt, x.Shape())
	}
	f := floatUnaryFunc(op)
	if f == nil {
		return nil, nil
	}
	return mapFloat(x, dt, f)
}

func floatUnaryFunc(op UnaryOp) func(float64) float64 {
	if f := scalar.FloatUnary(op.String()); f != nil {
		return f
	}
	switch op {
	case Real, Conj:
		return func(v float64) float64 { return v }
	}
	return chloUnaryFunc(op)
}

func unaryComplex(op UnaryOp, x *tensor.Tensor) (*tensor.Tensor, error) {
	switch op {
	case Abs:
		return mapComplexToReal(x, cmplx.Abs)
	case Real:
		return mapComplexToReal(x, func(c complex128) float64 { return real(c) })
	case Imag:
		return mapComplexToReal(x, func(c complex128) float64 { return imag(c) })
	}
	var f func(complex128) complex128
	switch op {
	case Negate:
		f = func(c complex128) complex128 { return -c }
	case Sign:
		f = func(c complex128) complex128 {
			if cmplx.IsNaN(c) {
				return cmplx.NaN()
			}
			if c == 0 {
				return c
			}
			a := cmplx.Abs(c)
			return complex(real(c)/a, imag(c)/a)
		}
	case Exponential:
		f = cmplx.Exp
	case ExponentialMinusOne:
		f = func(c complex128) complex128 { return cmplx.Exp(c) - 1 }
	case Log:
		f = cmplx.Log
	case LogPlusOne:
		f = func(c complex128) complex128 { return cmplx.Log(1 + c) }
	case Logistic:
		f = func(c complex128) complex128 { return 1 / (1 + cmplx.Exp(-c)) }
	case Tanh:
		f = cmplx.Tanh
	case Sqrt:
		f = cmplx.Sqrt
	case Cbrt:
		f = ccbrt
	case Rsqrt:
		f = func(c complex128) complex128 { return 1 / cmplx.Sqrt(c) }
	case Cosine:
		f = cmplx.Cos
	case Sine:
		f = cmplx.Sin
	case Tan:
		f = cmplx.Tan
	case Conj:
		f = cmplx.Conj
	case Acos:
		f = cmplx.Acos
	case Asin:
		f = cmplx.Asin
	case Atan:
		f = cmplx.Atan
	case Sinh:
		f = cmplx.Sinh
	case Cosh:
		f = cmplx.Cosh
	case Acosh:
		f = cmplx.Acosh
	case Asinh:
		f = cmplx.Asinh
	case Atanh:
		f = cmplx.Atanh
	default:
		return nil, nil
	}
	return mapComplex(x, f)
}

func unaryInt(op UnaryOp, x *tensor.Tensor) (*tensor.Tensor, error) {
	dt := x.DType()
	width := dt.Bits()
	mask := uint64(math.MaxUint64) >> uint(64-width)
	if dt == tensor.Bool {
		if op == Not {
			return mapInt(x, func(v int64) int64 { return 1 - v })
		}
		if op != Popcnt && op != CountLeadingZeros {
			return nil, nil
		}
	}
	var f func(int64) int64
	switch op {
	case Abs:
		f = func(v int64) int64 {
			if v < 0 {
				return -v
			}
			return v
		}
	case Negate:
		f = func(v int64) int64 { return -v }
	case Sign:
		f = func(v int64) int64 {
			switch {
			case v > 0:
				return 1
			case v < 0:
				return -1
			}
			return 0
		}
	case Not:
		f = func(v int64) int64 { return ^v }
	case Popcnt:
		f = func(v int64) int64 { return int64(bits.OnesCount64(uint64(v) & mask)) }
	case CountLeadingZeros:
		f = func(v int64) int64 { return int64(bits.LeadingZeros64(uint64(v)&mask) - (64 - width)) }
	default:
		return nil, nil
	}
	return mapInt(x, f)
}

func unaryUint(op UnaryOp, x *tensor.Tensor) (*tensor.Tensor, error) {
	width := x.DType().Bits()
	var f func(uint64) uint64
	switch op {
	case Abs:
		f = func(v uint64) uint64 { return v }
	case Negate:
		f = func(v uint64) uint64 { return -v }
	case Not:
		f = func(v uint64) uint64 { return ^v }
	case Popcnt:
		f = func(v uint64) uint64 { return uint64(bits.OnesCount64(v)) }
	case CountLeadingZeros:
		f = func(v uint64) uint64 { return uint64(bits.LeadingZeros64(v) - (64 - width)) }
	default:
		return nil, nil
	}
	return mapUint(x, f)
}
