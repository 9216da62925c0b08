package autodiff

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// maxUnroll bounds the trip count of a while loop the pass unrolls.
const maxUnroll = 1024

// tripCount recognizes the counted loops JAX's fori_loop exports: one
// loop-carried integer counter starting at a constant, a condition
// `counter < constant` (LT; or `constant > counter`, GT), and a body that
// adds a positive constant to it. It returns the number of iterations.
func tripCount(w *ir.Operation) (int64, bool) {
	if len(w.Regions) != 2 || w.Regions[0].Entry() == nil || w.Regions[1].Entry() == nil {
		return 0, false
	}
	cond, body := w.Regions[0].Entry(), w.Regions[1].Entry()
	condRet := cond.Terminator()
	if condRet == nil || condRet.NumOperands() != 1 {
		return 0, false
	}
	cmp := condRet.Operand(0).DefiningOp()
	if cmp == nil || canonical(cmp) != "stablehlo.compare" {
		return 0, false
	}
	dir, err := dialect.ComparisonDirection(cmp)
	if err != nil {
		return 0, false
	}
	iv, lim := cmp.Operand(0), cmp.Operand(1)
	switch dir {
	case "LT":
	case "GT":
		iv, lim = lim, iv
	default:
		return 0, false
	}
	k := argIndex(cond, iv)
	limit, ok := scalarInt(lim)
	if k < 0 || !ok {
		return 0, false
	}
	start, ok := scalarInt(w.Operand(k))
	if !ok {
		return 0, false
	}
	bodyRet := body.Terminator()
	if bodyRet == nil || bodyRet.NumOperands() != w.NumOperands() {
		return 0, false
	}
	inc := bodyRet.Operand(k).DefiningOp()
	if inc == nil || canonical(inc) != "stablehlo.add" {
		return 0, false
	}
	var step int64
	switch {
	case inc.Operand(0) == body.Arg(k):
		step, ok = scalarInt(inc.Operand(1))
	case inc.Operand(1) == body.Arg(k):
		step, ok = scalarInt(inc.Operand(0))
	default:
		ok = false
	}
	if !ok || step <= 0 {
		return 0, false
	}
	if limit <= start {
		return 0, true
	}
	return (limit - start + step - 1) / step, true
}

func canonical(op *ir.Operation) string {
	if op.Info != nil {
		return op.Info.Name
	}
	return op.Name
}

func argIndex(b *ir.Block, v *ir.Value) int {
	for i, a := range b.Args() {
		if a == v {
			return i
		}
	}
	return -1
}

// scalarInt reads an integer scalar constant.
func scalarInt(v *ir.Value) (int64, bool) {
	d, ok := dialect.ConstantValue(v)
	if !ok || d.Len() != 1 || !ir.IsInteger(ir.ElementTypeOf(d.Type)) {
		return 0, false
	}
	return d.IntAt(0), true
}

// unrollWhile clones the body of w n times into the gradient function,
// threading the loop-carried values, and maps w's results to the last
// iteration's. The cloned ops join g.ops so the backward sweep sees them.
func (g *gradFunc) unrollWhile(w *ir.Operation, n int64, m *ir.Mapping) {
	body := w.Regions[1].Entry()
	vals := make([]*ir.Value, w.NumOperands())
	for i, v := range w.Operands() {
		vals[i] = m.Lookup(v)
	}
	for it := int64(0); it < n; it++ {
		for i, a := range body.Args() {
			m.Values[a] = vals[i]
		}
		for _, op := range body.Ops {
			if op == body.Terminator() {
				for i, v := range op.Operands() {
					vals[i] = m.Lookup(v)
				}
				continue
			}
			c := op.Clone(m)
			g.b.Block().Append(c)
			g.ops = append(g.ops, c)
		}
	}
	for i, r := range w.Results() {
		m.Values[r] = vals[i]
	}
}

// hasFloatOperand reports whether an op carries floating-point values.
func hasFloatOperand(op *ir.Operation) bool {
	for _, v := range op.Operands() {
		if t, ok := v.Type().(*ir.TensorType); ok && ir.IsFloat(t.Elem) {
			return true
		}
	}
	return false
}
