package interp

import (
	"slices"
	"strings"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// Custom calls other than the check targets: the annotations of
// dialect.AnnotationCall pass their operands through (single-device
// semantics), XLA's TopK runs as chlo.top_k does, and JAX's
// shape_assertion fails with its message when its condition is false.

// otherCustomCall runs a custom_call whose target is not a check.
func otherCustomCall(st *step, in []value) ([]value, error) {
	switch {
	case dialect.AnnotationCall(st.op):
		return in, nil
	case dialect.CustomCallTarget(st.op) == "shape_assertion":
		return nil, shapeAssertion(st.op, in)
	case topKCall(st.op):
		return topK(st, in)
	}
	return nil, tensor.Unsupportedf("unsupported custom_call target @%s", dialect.CustomCallTarget(st.op))
}

// topKCall reports whether op is XLA's TopK custom call: one operand,
// the values and the integer indices of the k largest elements along the
// last dim (largest first; k is the last dim of the values), as two
// results or as one tuple of them.
func topKCall(op *ir.Operation) bool {
	types := topKTypes(op)
	if dialect.CustomCallTarget(op) != "TopK" || op.NumOperands() != 1 || len(types) != 2 {
		return false
	}
	t, ok := types[0].(*ir.TensorType)
	_, isInt := ir.ElementTypeOf(types[1]).(*ir.IntegerType)
	return ok && isInt && len(t.Shape) > 0 && t.Shape[len(t.Shape)-1] >= 0
}

// topKTypes are the types of a TopK's values and indices.
func topKTypes(op *ir.Operation) []ir.Type {
	if op.NumResults() == 1 {
		if t, ok := op.Result(0).Type().(*ir.TupleType); ok {
			return t.Types
		}
	}
	var out []ir.Type
	for _, r := range op.Results() {
		out = append(out, r.Type())
	}
	return out
}

func topK(st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	types := topKTypes(st.op)
	t := types[0].(*ir.TensorType)
	v, i, err := kernels.TopK(ts[0], t.Shape[len(t.Shape)-1])
	if err != nil {
		return nil, err
	}
	dt, err := elemDType(types[1])
	if err != nil {
		return nil, err
	}
	if i, err = tensor.Convert(i, dt); err != nil {
		return nil, err
	}
	if st.op.NumResults() == 1 {
		return []value{{isTup: true, tuple: wrapAll(v, i)}}, nil
	}
	return wrapAll(v, i), nil
}

// customCallSupported reports whether the interpreter runs op, a
// custom_call.
func customCallSupported(op *ir.Operation) bool {
	target := dialect.CustomCallTarget(op)
	if strings.HasPrefix(target, "check.") {
		return true
	}
	return dialect.AnnotationCall(op) || topKCall(op) || target == "shape_assertion"
}

// UnsupportedCustomCalls lists, sorted and once each, the targets of the
// custom calls that fn and the functions it calls hold and that the
// interpreter cannot run.
func (in *Interpreter) UnsupportedCustomCalls(fn *ir.Operation) []string {
	var out []string
	seen := map[*ir.Operation]bool{}
	var visit func(f *ir.Operation)
	visit = func(f *ir.Operation) {
		if f == nil || seen[f] {
			return
		}
		seen[f] = true
		f.Walk(func(op *ir.Operation) bool {
			if op.Short() == "custom_call" && isHLO(op) && !customCallSupported(op) {
				out = append(out, "@"+dialect.CustomCallTarget(op))
			}
			for _, a := range []string{"callee", "decomposition"} {
				if ref, ok := op.Attr(a).(*ir.SymbolRefAttr); ok {
					visit(in.funcs[ref.Root])
				}
			}
			return true
		})
	}
	visit(fn)
	slices.Sort(out)
	return slices.Compact(out)
}

// unsupportedCallsError says which custom_call targets fn reaches that
// the interpreter cannot run, and which it can; nil when none.
func (in *Interpreter) unsupportedCallsError(fn *ir.Operation) error {
	ts := in.UnsupportedCustomCalls(fn)
	if len(ts) == 0 {
		return nil
	}
	return tensor.Unsupportedf("@%s: unsupported custom_call targets: %s (the interpreter runs the check.* targets, TopK, shape_assertion and the annotations %s)",
		symName(fn), strings.Join(ts, ", "), strings.Join(dialect.AnnotationTargets(), ", "))
}
