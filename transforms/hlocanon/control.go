package hlocanon

import (
	"math"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/rewrite"
)

// Region ops that do nothing: a reduce over no dimensions whose body is
// one commutative op with its identity as the initial value, and a while
// whose condition is constantly false.
func controlPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		{Name: "hlo-reduce-no-dimensions", Root: "stablehlo.reduce", Benefit: 1, Rewrite: reduceNoDims},
		{Name: "hlo-while-false", Root: "stablehlo.while", Benefit: 1, Rewrite: whileFalse},
	}
}

// reduceNoDims: with no dimensions each result element is body(init, x),
// which is x only when init is the identity of the body's op. A reduce of
// one input is handled.
func reduceNoDims(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if !registered(op) || op.NumOperands() != 2 || op.NumResults() != 1 || len(op.Regions) != 1 {
		return false
	}
	dims, ok := attrList(op, "dimensions")
	if !ok || len(dims) != 0 {
		return false
	}
	kind, ok := reducerKind(op.Regions[0])
	if !ok || !isIdentityOf(kind, op.Operand(1)) {
		return false
	}
	return replaceWith(rw, op, op.Operand(0))
}

// reducerKind returns the short name of the op a reducer body applies to
// its two arguments, when that is all it does.
func reducerKind(r *ir.Region) (string, bool) {
	if len(r.Blocks) != 1 {
		return "", false
	}
	b := r.Blocks[0]
	if len(b.Args()) != 2 || len(b.Ops) != 2 {
		return "", false
	}
	f, ret := b.Ops[0], b.Ops[1]
	if !registered(f) || f.NumOperands() != 2 || f.NumResults() != 1 ||
		ret.NumOperands() != 1 || ret.Operand(0) != f.Result(0) {
		return "", false
	}
	a0, a1 := b.Arg(0), b.Arg(1)
	if !(f.Operand(0) == a0 && f.Operand(1) == a1 || f.Operand(0) == a1 && f.Operand(1) == a0) {
		return "", false
	}
	return f.Short(), true
}

// isIdentityOf reports whether init is the identity element of the
// commutative op kind (IEEE exact: -0.0 for a float add, -inf for max).
func isIdentityOf(kind string, init *ir.Value) bool {
	t := init.Type()
	if isFloatElem(t) {
		switch kind {
		case "add":
			return splatFloat(init, negZero)
		case "multiply":
			return splatFloat(init, 1)
		case "maximum":
			return splatFloat(init, math.Inf(-1))
		case "minimum":
			return splatFloat(init, math.Inf(1))
		}
		return false
	}
	it, ok := elemType(t).(*ir.IntegerType)
	if !ok || it.Width < 1 || it.Width > 64 {
		return false
	}
	vals, ok := constInts(init)
	if !ok || len(vals) == 0 {
		return false
	}
	unsigned := it.Sign == ir.Unsigned || it.Width == 1
	want, ok := intIdentity(kind, it.Width, unsigned)
	if !ok {
		return false
	}
	for _, v := range vals {
		if normInt(v, it.Width, unsigned) != want {
			return false
		}
	}
	return true
}

// intIdentity is the identity of kind on width-bit integers, as normInt
// writes it.
func intIdentity(kind string, width int, unsigned bool) (int64, bool) {
	allOnes := normInt(-1, width, unsigned)
	switch kind {
	case "add", "or", "xor":
		return 0, true
	case "multiply":
		return 1, true
	case "and":
		return allOnes, true
	case "maximum":
		if unsigned {
			return 0, true
		}
		return normInt(int64(1)<<(width-1), width, false), true
	case "minimum":
		if unsigned {
			return allOnes, true
		}
		return normInt(int64(1)<<(width-1)-1, width, false), true
	}
	return 0, false
}

// normInt reduces v to width bits, sign-extended unless unsigned, so that
// both ways of storing a constant compare equal.
func normInt(v int64, width int, unsigned bool) int64 {
	if width >= 64 {
		return v
	}
	m := uint64(1)<<width - 1
	u := uint64(v) & m
	if !unsigned && u>>(width-1) == 1 {
		return int64(u | ^m)
	}
	return int64(u)
}

// whileFalse: a loop whose condition is a constant false runs its
// condition once and never its body, so its results are its operands. The
// condition must have no side effects.
func whileFalse(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if !registered(op) || len(op.Regions) != 2 || op.NumOperands() != op.NumResults() {
		return false
	}
	cond := op.Regions[0]
	if len(cond.Blocks) != 1 {
		return false
	}
	b := cond.Blocks[0]
	term := b.Terminator()
	if term == nil || term.NumOperands() != 1 || !splatInt(term.Operand(0), 0) {
		return false
	}
	for _, o := range b.Ops {
		if o != term && !rewrite.IsPure(o) {
			return false
		}
	}
	for i, v := range op.Operands() {
		if !sameType(v, op.Result(i).Type()) {
			return false
		}
	}
	rw.ReplaceOp(op, op.Operands()...)
	return true
}
