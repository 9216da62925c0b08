package kernel

import (
	"fmt"
	"math"
	"math/bits"
)

// val is a scalar during interpretation: f for float types, i for
// integer types.
type val struct {
	f float64
	i int64
}

// identity returns the neutral element of combiner c on type t.
func identity(c Combiner, t Type) val {
	switch c {
	case CombAdd:
		return val{}
	case CombMul:
		return val{f: 1, i: 1}
	case CombMax:
		if t == I32 {
			return val{i: math.MinInt32}
		}
		return val{f: math.Inf(-1), i: math.MinInt64}
	}
	if t == I32 {
		return val{i: math.MaxInt32}
	}
	return val{f: math.Inf(1), i: math.MaxInt64}
}

// evalBinary computes op on operands of type t.
func evalBinary(op Op, t Type, x, y val) (val, error) {
	if t.IsFloat() {
		a, b := x.f, y.f
		if op == OpRem { // every float type through the f64 routine, as the backend does
			r, _ := F64Binary[float64](GoArith{}, op, a, b)
			return val{f: roundFloat(t, r)}, nil
		}
		if t == F64 {
			if r, ok := F64Binary[float64](GoArith{}, op, a, b); ok {
				return val{f: r}, nil
			}
		}
		var r float64
		switch op {
		case OpAdd:
			r = a + b
		case OpSub:
			r = a - b
		case OpMul:
			r = a * b
		case OpDiv:
			r = a / b
		case OpRem:
			r = math.Mod(a, b)
		case OpMax, OpMin:
			// The generated code selects the first operand when it
			// compares greater (less), the second otherwise, then
			// forces NaN when the first is NaN.
			r = b
			if (op == OpMax && a > b) || (op == OpMin && a < b) || math.IsNaN(a) {
				r = a
			}
		case OpPow:
			r = math.Pow(a, b)
		case OpAtan2:
			r = math.Atan2(a, b)
		default:
			return val{}, fmt.Errorf("%s is not defined on %s", op, t)
		}
		return val{f: roundFloat(t, r)}, nil
	}
	a, b := x.i, y.i
	var r int64
	switch op {
	case OpAdd:
		r = a + b
	case OpSub:
		r = a - b
	case OpMul:
		r = a * b
	case OpDiv, OpRem:
		if b == 0 {
			return val{}, fmt.Errorf("integer %s by zero", op)
		}
		if op == OpDiv {
			r = a / b
		} else {
			r = a % b
		}
	case OpMax:
		r = max(a, b)
	case OpMin:
		r = min(a, b)
	case OpAnd:
		r = a & b
	case OpOr:
		r = a | b
	case OpXor:
		r = a ^ b
	case OpShl, OpShrA, OpShrL:
		r = evalShift(op, t, a, b)
	case OpUDiv, OpURem, OpUMax, OpUMin:
		var err error
		if r, err = evalUnsigned(op, t, a, b); err != nil {
			return val{}, err
		}
	default:
		return val{}, fmt.Errorf("%s is not defined on %s", op, t)
	}
	return val{i: wrapInt(t, r)}, nil
}

func cmpInt(x int64) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// evalUnary computes op on an operand of type t.
func evalUnary(op Op, t Type, x val) (val, error) {
	if t.IsInt() {
		switch op {
		case OpNeg:
			return val{i: wrapInt(t, -x.i)}, nil
		case OpAbs:
			return val{i: wrapInt(t, max(x.i, -x.i))}, nil
		case OpNot:
			return val{i: wrapInt(t, ^x.i)}, nil
		case OpSign:
			return val{i: wrapInt(t, int64(cmpInt(x.i)))}, nil
		case OpPopcnt:
			return val{i: wrapInt(t, int64(bits.OnesCount64(uint64(x.i)&widthMask(t))))}, nil
		case OpClz:
			return val{i: wrapInt(t, int64(bits.LeadingZeros64(uint64(x.i)&widthMask(t))-(64-t.Bits())))}, nil
		}
		return val{}, fmt.Errorf("%s is not defined on %s", op, t)
	}
	a := x.f
	if op == OpErf { // every float type through the f64 routine, as the backend does
		r, _ := F64Unary[float64](GoArith{}, op, a)
		return val{f: roundFloat(t, r)}, nil
	}
	if t == F64 {
		// the routines the backend emits, not Go's math
		if r, ok := F64Unary[float64](GoArith{}, op, a); ok {
			return val{f: r}, nil
		}
	}
	var r float64
	switch op {
	case OpNeg:
		r = -a
	case OpAbs:
		r = math.Abs(a)
	case OpExp:
		r = math.Exp(a)
	case OpLog:
		r = math.Log(a)
	case OpTanh:
		r = math.Tanh(a)
	case OpLogistic:
		r = 1 / (1 + math.Exp(-a))
	case OpSqrt:
		r = math.Sqrt(a)
	case OpRsqrt:
		r = 1 / math.Sqrt(a)
	case OpSin:
		r = math.Sin(a)
	case OpCos:
		r = math.Cos(a)
	case OpTan:
		r = math.Tan(a)
	case OpCbrt:
		r = math.Cbrt(a)
	case OpLog1p:
		r = math.Log1p(a)
	case OpExpm1:
		r = math.Expm1(a)
	case OpFloor:
		r = math.Floor(a)
	case OpCeil:
		r = math.Ceil(a)
	case OpRoundEven:
		r = math.RoundToEven(a)
	case OpRoundAway:
		r = math.Round(a)
	case OpSign:
		r = a // +-0 and NaN
		if a > 0 {
			r = 1
		} else if a < 0 {
			r = -1
		}
	default:
		return val{}, fmt.Errorf("%s is not defined on %s", op, t)
	}
	return val{f: roundFloat(t, r)}, nil
}

// evalCmp compares x and y of type t. Go's float comparisons match the
// ordered predicates (and unordered NE) the generated code uses.
func evalCmp(p Pred, t Type, x, y val) val {
	var r bool
	if t.IsFloat() {
		a, b := x.f, y.f
		r = [...]bool{EQ: a == b, NE: a != b, LT: a < b, LE: a <= b, GT: a > b, GE: a >= b}[p]
	} else if p.IsUnsigned() {
		a, b := uint64(x.i)&widthMask(t), uint64(y.i)&widthMask(t)
		r = [...]bool{ULT: a < b, ULE: a <= b, UGT: a > b, UGE: a >= b}[p]
	} else {
		a, b := x.i, y.i
		r = [...]bool{EQ: a == b, NE: a != b, LT: a < b, LE: a <= b, GT: a > b, GE: a >= b}[p]
	}
	if r {
		return val{i: 1}
	}
	return val{}
}

// evalConvert converts x from type from to type to. Float to integer
// truncates toward zero and saturates, NaN giving 0; anything to i1 tests
// for nonzero.
func evalConvert(from, to Type, x val) val {
	switch {
	case from.IsFloat() && to.IsFloat():
		if to == F16 && from == F64 {
			return val{f: F16Value(F16Bits(x.f))}
		}
		return val{f: roundFloat(to, x.f)}
	case from.IsFloat() && to == I1:
		if x.f != 0 {
			return val{i: 1}
		}
		return val{}
	case from.IsFloat():
		return val{i: saturate(to, x.f)}
	case to == F64:
		return val{f: float64(x.i)}
	case to.IsFloat():
		// rounded once to f32 (as cvt.rn.f32.s64 does), then to a
		// narrow type
		return val{f: roundFloat(to, float64(float32(x.i)))}
	case to == I1:
		if x.i != 0 {
			return val{i: 1}
		}
		return val{}
	}
	return val{i: wrapInt(to, x.i)}
}

func saturate(t Type, f float64) int64 {
	if math.IsNaN(f) {
		return 0
	}
	lo, hi := float64(math.MinInt64), float64(math.MaxInt64)
	switch t {
	case I8:
		lo, hi = math.MinInt8, math.MaxInt8
	case I16:
		lo, hi = math.MinInt16, math.MaxInt16
	case I32:
		lo, hi = math.MinInt32, math.MaxInt32
	}
	f = math.Trunc(f)
	if f <= lo {
		return int64(lo)
	}
	if f >= hi {
		if t == I64 {
			return math.MaxInt64
		}
		return int64(hi)
	}
	return int64(f)
}
