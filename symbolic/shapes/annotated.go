package shapes

import (
	"github.com/symopt/symopt/ir"
)

// FromAnnotations builds a Result for a module the symbolic-shapes pass
// (Annotate) already annotated, without running the shape rules: the
// symopt.dim and symopt.constraint declarations become the store's facts
// and each tensor value's dims are read from its type, a dynamic dim
// being the symbol its encoding names. Dims, sizes, SameDim, Symbol and
// the store's answers are those Analyze gives on the same module (a
// fixed point of Annotate adds no facts when read back); index scalars
// and shape vectors are not derived, so Scalar and ShapeElems know
// nothing.
//
// ok is false, and the module must be analyzed, when some ranked tensor
// value has a dynamic dim its encoding does not name, a tensor type is
// unranked, or the declarations contradict each other.
func FromAnnotations(module *ir.Operation) (res *Result, ok bool) {
	var values []*ir.Value
	ok = true
	module.Walk(func(op *ir.Operation) bool {
		for _, v := range op.Results() {
			values, ok = collectAnnotated(values, v, ok)
		}
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				for _, v := range b.Args() {
					values, ok = collectAnnotated(values, v, ok)
				}
			}
		}
		return ok
	})
	if !ok {
		return nil, false
	}
	// only the annotated tensors are recorded (no scalars or vectors)
	a := newAnalyzerFor(len(values), 0, 0)
	a.readDeclarations(module)
	for _, v := range values {
		a.cur = defOp(v)
		a.curProv = ""
		a.dimsOf(v)
	}
	a.cur = nil
	if len(a.diags) > 0 {
		return nil, false
	}
	return a.Result, true
}

// collectAnnotated appends v to values when its dims must be recorded
// (a ranked tensor with an encoding), and reports ok=false for a value
// whose dims the type does not fix.
func collectAnnotated(values []*ir.Value, v *ir.Value, ok bool) ([]*ir.Value, bool) {
	switch t := v.Type().(type) {
	case *ir.UnrankedTensorType:
		return values, false
	case *ir.TensorType:
		if t.Encoding == nil {
			return values, ok && ir.IsStatic(t.Shape)
		}
		var buf [8]dimName
		names, named := symbolicEncodingInto(buf[:0], t.Encoding, len(t.Shape))
		if !named {
			return values, false
		}
		for i, d := range t.Shape {
			if d == ir.Dynamic && names[i].name == "" {
				return values, false
			}
		}
		return append(values, v), ok
	case *ir.TupleType:
		for _, el := range t.Types {
			if _, isTensor := el.(*ir.TensorType); isTensor {
				return values, false
			}
		}
	}
	return values, ok
}
