package dialect

import (
	"strings"

	"github.com/symopt/symopt/ir"
)

// BundleComponents splits `!mhlo.async_bundle<a, b, c>` into its component
// type texts.
func BundleComponents(t ir.Type) ([]string, bool) {
	o, ok := t.(*ir.OpaqueType)
	if !ok {
		return nil, false
	}
	body, ok := strings.CutPrefix(o.Text, "!mhlo.async_bundle<")
	if !ok || !strings.HasSuffix(body, ">") {
		return nil, false
	}
	body = body[:len(body)-1]
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '<', '(', '[', '{':
			depth++
		case '>', ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(body[start:i]))
				start = i + 1
			}
		}
	}
	if s := strings.TrimSpace(body[start:]); s != "" {
		out = append(out, s)
	}
	return out, true
}

// typesText prints one type, or a tuple of several, as bundle components
// are written.
func typesText(ts []ir.Type) string {
	if len(ts) == 1 {
		return typeString(ts[0])
	}
	return (&ir.TupleType{Types: ts}).String()
}

func verifyAsyncStart(op *ir.Operation) error {
	ref, ok := op.Attr("called_computation").(*ir.SymbolRefAttr)
	if !ok {
		return errorf("requires attribute 'called_computation'")
	}
	fn := lookupSymbol(op, ref.Root)
	if fn == nil {
		return errorf("can't find function: %s", ref.Root)
	}
	calleeThread, ok := fn.Attr("execution_thread").(*ir.StringAttr)
	if !ok {
		return errorf("callee must have execution_thread attribute")
	}
	if th, ok := op.Attr("execution_thread").(*ir.StringAttr); ok && th.Value != calleeThread.Value {
		return errorf("execution_thread does not match the execution_thread of %s. Got: %q, but expected %q.", ref.Root, th.Value, calleeThread.Value)
	}
	ft, ok := FunctionType(fn)
	if !ok {
		return nil
	}
	if len(ft.Inputs) != op.NumOperands() {
		return errorf("number of operands doesn't match operands for %s. Got: %d, but expected: %d.", ref.Root, op.NumOperands(), len(ft.Inputs))
	}
	for i, t := range op.OperandTypes() {
		if !ir.TypeEqual(t, ft.Inputs[i]) {
			return errorf("type mismatch on argument #%d of %s. Got: '%s', but expected: '%s'", i, ref.Root, typeString(t), typeString(ft.Inputs[i]))
		}
	}
	comps, ok := BundleComponents(op.Result(0).Type())
	if !ok {
		return nil
	}
	if len(comps) < 2 {
		return errorf("bundle is expected to have at least 2 components, but got %d", len(comps))
	}
	if comps[0] != typesText(ft.Inputs) {
		return errorf("component #0 of async bundle doesn't match callee input types")
	}
	if comps[1] != typesText(ft.Results) {
		return errorf("component #1 of async bundle doesn't match callee result types")
	}
	return nil
}

// inferAsyncDone gives component #1 of the bundle (the callee's results).
func inferAsyncDone(op *ir.Operation) ([]ir.Type, error) {
	comps, ok := BundleComponents(op.Operand(0).Type())
	if !ok || len(comps) < 2 {
		return op.ResultTypes(), nil
	}
	if op.NumResults() == 1 && typeString(op.Result(0).Type()) == comps[1] {
		return op.ResultTypes(), nil
	}
	if op.NumResults() > 1 && typesText(op.ResultTypes()) == comps[1] {
		return op.ResultTypes(), nil
	}
	return []ir.Type{&ir.OpaqueType{Text: comps[1]}}, nil
}
