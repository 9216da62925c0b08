package dialect

import (
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/symopt/symopt/ir"
)

// ty parses the small type syntax the tests use: tensor<2x?xf32>,
// tensor<*xf32>, tuple<...> is not needed; scalars f32, i32, index, i1.
func ty(t *testing.T, s string) ir.Type {
	t.Helper()
	if s == "!stablehlo.token" {
		return &ir.OpaqueType{Text: s}
	}
	if inner, ok := strings.CutPrefix(s, "tensor<"); ok {
		inner = strings.TrimSuffix(inner, ">")
		if i := strings.Index(inner, "complex<"); i >= 0 {
			inner = inner[:i] + "C"
		}
		if rest, ok := strings.CutPrefix(inner, "*x"); ok {
			return &ir.UnrankedTensorType{Elem: ty(t, rest)}
		}
		shape := []int64{}
		for {
			i := strings.IndexByte(inner, 'x')
			if i < 0 {
				break
			}
			p := inner[:i]
			if p == "?" {
				shape = append(shape, ir.Dynamic)
			} else if n, err := strconv.ParseInt(p, 10, 64); err == nil {
				shape = append(shape, n)
			} else {
				break
			}
			inner = inner[i+1:]
		}
		return &ir.TensorType{Shape: shape, Elem: ty(t, inner)}
	}
	switch s {
	case "index":
		return ir.Index
	case "f16", "bf16", "f32", "f64":
		return &ir.FloatType{Name: s}
	case "C", "complex<f32>":
		return &ir.ComplexType{Elem: ir.F32}
	}
	if w, ok := strings.CutPrefix(s, "ui"); ok {
		n, _ := strconv.Atoi(w)
		return &ir.IntegerType{Width: n, Sign: ir.Unsigned}
	}
	if w, ok := strings.CutPrefix(s, "i"); ok {
		n, err := strconv.Atoi(w)
		if err == nil {
			return &ir.IntegerType{Width: n}
		}
	}
	t.Fatalf("unknown type %q", s)
	return nil
}

func tys(t *testing.T, ss ...string) []ir.Type {
	out := make([]ir.Type, len(ss))
	for i, s := range ss {
		out[i] = ty(t, s)
	}
	return out
}

// testReg is the registry every test builds ops against (built on first
// use: package variables are initialised before the tables' init funcs).
var testReg = sync.OnceValue(NewRegistry)

// mkOp builds a detached op whose operands are fresh values of the given
// types.
func mkOp(t *testing.T, name string, operands, results []string, attrs map[string]ir.Attribute) *ir.Operation {
	t.Helper()
	vals := make([]*ir.Value, len(operands))
	for i, s := range operands {
		vals[i] = ir.NewDetachedValue(ty(t, s))
	}
	return build(t, name, vals, tys(t, results...), attrs)
}

func build(t *testing.T, name string, operands []*ir.Value, results []ir.Type, attrs map[string]ir.Attribute) *ir.Operation {
	t.Helper()
	info := testReg().Lookup(name)
	if info == nil {
		t.Fatalf("op %s is not registered", name)
	}
	var nas []ir.NamedAttr
	for k, v := range attrs {
		nas = append(nas, ir.NamedAttr{Name: k, Value: v})
	}
	return ir.NewOperation(name, info, operands, results, nas, nil)
}

// constOp builds a stablehlo.constant holding d.
func constOp(t *testing.T, d *ir.DenseElementsAttr) *ir.Operation {
	return build(t, "stablehlo.constant", nil, []ir.Type{d.Type}, map[string]ir.Attribute{"value": d})
}

// addRegion appends a region whose entry block has args of the given
// types and ends with a terminator returning the listed argument numbers
// (or fresh values of retTypes when rets is nil).
func addRegion(t *testing.T, op *ir.Operation, args []string, rets []int, term string) {
	t.Helper()
	b := op.AddRegion().AddBlock()
	for _, a := range args {
		b.AddArg(ty(t, a), nil)
	}
	var vals []*ir.Value
	for _, r := range rets {
		vals = append(vals, b.Arg(r))
	}
	b.Append(build(t, term, vals, nil, nil))
}

// verifyMsgs runs the op's registered verifier and returns its messages.
func verifyMsgs(op *ir.Operation) []string {
	err := op.Info.Verify(op)
	if err == nil {
		return nil
	}
	if oe, ok := err.(*opError); ok {
		return oe.msgs
	}
	return []string{err.Error()}
}

func typeStrings(ts []ir.Type) string {
	parts := make([]string, len(ts))
	for i, x := range ts {
		parts[i] = x.String()
	}
	return strings.Join(parts, ", ")
}
