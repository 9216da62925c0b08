package dialect

import (
	"math/bits"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/scalar"
)

// foldElementwise evaluates an elementwise op whose operands are all
// constants, for integer and float elements (complex is left alone).
func foldElementwise(op *ir.Operation) []ir.Attribute {
	if op.NumResults() != 1 {
		return nil
	}
	rt := op.Result(0).Type()
	n, ok := foldable(rt)
	if !ok {
		return nil
	}
	cs, ok := constOperands(op)
	if !ok {
		return nil
	}
	elem := elemOf(rt)
	switch {
	case ir.IsInteger(elem):
		args := make([][]int64, len(cs))
		for i, c := range cs {
			if args[i], ok = intsOf(c, n); !ok {
				return nil
			}
		}
		out := make([]int64, n)
		for i := range out {
			vals := make([]int64, len(args))
			for k := range args {
				vals[k] = args[k][i]
			}
			v, ok := evalInt(op.Short(), elem, vals)
			if !ok {
				return nil
			}
			out[i] = wrapInt(elem, v)
		}
		return []ir.Attribute{denseInts(rt, out)}
	case ir.IsFloat(elem):
		args := make([][]float64, len(cs))
		for i, c := range cs {
			if args[i], ok = floatsOf(c, n); !ok {
				return nil
			}
		}
		out := make([]float64, n)
		for i := range out {
			vals := make([]float64, len(args))
			for k := range args {
				vals[k] = args[k][i]
			}
			v, ok := evalFloat(op.Short(), vals)
			if !ok || !fitsFloat(elem, v) {
				return nil
			}
			out[i] = roundFloat(elem, v)
		}
		return []ir.Attribute{denseFloats(rt, out)}
	}
	return nil
}

func evalInt(name string, t ir.Type, a []int64) (int64, bool) {
	u := isUnsigned(t)
	width := 64
	if it, ok := t.(*ir.IntegerType); ok {
		width = it.Width
	}
	if width == 1 {
		return evalBool(name, a)
	}
	switch name {
	case "add":
		return a[0] + a[1], true
	case "subtract":
		return a[0] - a[1], true
	case "multiply":
		return a[0] * a[1], true
	case "divide":
		if u {
			return int64(scalar.DivUint(uint64(a[0]), uint64(a[1]), width)), true
		}
		return scalar.DivInt(a[0], a[1]), true
	case "remainder":
		if u {
			return int64(scalar.RemUint(uint64(a[0]), uint64(a[1]))), true
		}
		return scalar.RemInt(a[0], a[1]), true
	case "maximum":
		if less(a[0], a[1], u) {
			return a[1], true
		}
		return a[0], true
	case "minimum":
		if less(a[0], a[1], u) {
			return a[0], true
		}
		return a[1], true
	case "and":
		return a[0] & a[1], true
	case "or":
		return a[0] | a[1], true
	case "xor":
		return a[0] ^ a[1], true
	case "not":
		return ^a[0], true
	case "negate":
		return -a[0], true
	case "abs":
		if !u && a[0] < 0 {
			return -a[0], true
		}
		return a[0], true
	case "sign":
		switch {
		case a[0] > 0:
			return 1, true
		case a[0] < 0:
			return -1, true
		}
		return 0, true
	case "shift_left":
		if a[1] < 0 || a[1] >= int64(width) {
			return 0, true
		}
		return a[0] << a[1], true
	case "shift_right_logical":
		if a[1] < 0 || a[1] >= int64(width) {
			return 0, true
		}
		return int64(uint64(a[0]) & mask(width) >> a[1]), true
	case "shift_right_arithmetic":
		// The operand's top bit is its sign even for unsigned types, as in
		// the interpreter; shifting by the width or more fills with it.
		x := a[0] << (64 - width) >> (64 - width)
		if a[1] < 0 || a[1] >= int64(width) {
			return x >> 63, true
		}
		return x >> a[1], true
	case "popcnt":
		return int64(bits.OnesCount64(uint64(a[0]) & mask(width))), true
	case "count_leading_zeros":
		return int64(bits.LeadingZeros64(uint64(a[0])&mask(width)) - (64 - width)), true
	case "clamp":
		v := a[1]
		if less(v, a[0], u) {
			v = a[0]
		}
		if less(a[2], v, u) {
			v = a[2]
		}
		return v, true
	case "power":
		return intPow(a[0], a[1], u), true
	}
	return 0, false
}

// evalBool is evalInt on i1, whose arithmetic is logical: add and maximum
// are or, multiply and minimum are and. Other arithmetic is not defined on
// i1 and does not fold.
func evalBool(name string, a []int64) (int64, bool) {
	switch name {
	case "add", "or", "maximum":
		return a[0] | a[1], true
	case "multiply", "and", "minimum":
		return a[0] & a[1], true
	case "xor":
		return a[0] ^ a[1], true
	case "not":
		return 1 - a[0]&1, true
	case "popcnt":
		return a[0] & 1, true
	case "count_leading_zeros":
		return 1 - a[0]&1, true
	case "clamp":
		return (a[1] | a[0]) & a[2], true
	}
	return 0, false
}

// intPow is base**exp by squaring, wrapping. A negative signed exponent
// gives 0 except for bases 1 and -1.
func intPow(base, exp int64, unsigned bool) int64 {
	if exp < 0 && !unsigned {
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
	for e := uint64(exp); e > 0; e >>= 1 {
		if e&1 == 1 {
			r *= base
		}
		base *= base
	}
	return r
}

func mask(width int) uint64 {
	if width >= 64 {
		return ^uint64(0)
	}
	return 1<<width - 1
}

func less(a, b int64, unsigned bool) bool {
	if unsigned {
		return uint64(a) < uint64(b)
	}
	return a < b
}

// evalFloat is the float semantics of the op named name, from package
// scalar (which the interpreter's kernels use too).
func evalFloat(name string, a []float64) (float64, bool) {
	switch len(a) {
	case 1:
		if f := scalar.FloatUnary(name); f != nil {
			return f(a[0]), true
		}
	case 2:
		if f := scalar.FloatBinary(name); f != nil {
			return f(a[0], a[1]), true
		}
	case 3:
		if name == "clamp" {
			return scalar.Clamp(a[0], a[1], a[2]), true
		}
	}
	return 0, false
}
