package dialect

import (
	"slices"
	"strings"

	"github.com/symopt/symopt/ir"
)

// Helpers shared by the assembly formats (asm_*.go). A format runs with a
// printing stream (s.Op() is the op) or a parsing stream (s.Op() is nil);
// the helpers below keep the two directions in one place.

// asmHas decides an optional group: when printing, cond(op); when
// parsing, whether the next tokens are lead.
func asmHas(s ir.AsmStream, cond func(op *ir.Operation) bool, lead ...string) bool {
	if s.Printing() {
		return cond(s.Op())
	}
	return s.Next(lead...)
}

// asmDialect is the dialect prefix of the op being printed or parsed.
func asmDialect(s ir.AsmStream) string {
	n := s.OpName()
	if i := strings.IndexByte(n, '.'); i > 0 {
		return n[:i]
	}
	return n
}

// asmKeyedList prints or parses `, key = [1, 2]` stored as attr (see
// asmHloListStorage).
func asmKeyedList(s ir.AsmStream, key, attr string) {
	s.Punct(",")
	s.Keyword(key)
	s.Punct("=")
	s.I64ListAttr(attr)
	asmHloListStorage(s, attr)
}

// asmHloListStorage gives the list attribute name, just parsed as an
// `array<...>`, the storage the op's dialect declares: StableHLO keeps
// `array<i64: ...>`, MHLO a `dense<...> : tensor<Nxi64>` (`tensor<Nxi1>` for
// a window reversal), written as a splat when all elements are equal, as
// MLIR prints it. Printing streams are left alone.
func asmHloListStorage(s ir.AsmStream, name string) {
	if s.Printing() || asmDialect(s) != "mhlo" {
		return
	}
	a, ok := s.GetAttr(name).(*ir.DenseArrayAttr)
	if !ok {
		return
	}
	d := &ir.DenseElementsAttr{Type: &ir.TensorType{Shape: []int64{int64(len(a.Ints))}, Elem: a.Elem}, Ints: append([]int64{}, a.Ints...)}
	if len(d.Ints) > 0 && !slices.ContainsFunc(d.Ints, func(v int64) bool { return v != d.Ints[0] }) {
		d.Splat, d.Ints = true, d.Ints[:1]
	}
	s.SetAttr(name, d)
}

// asmKeyedInt prints or parses `, key = 3` stored as an i64 attribute.
func asmKeyedInt(s ir.AsmStream, key, attr string) {
	s.Punct(",")
	s.Keyword(key)
	s.Punct("=")
	s.IntAttr(attr)
}

// asmTypeOf returns the type of a typed attribute value.
func asmTypeOf(a ir.Attribute) ir.Type {
	switch x := a.(type) {
	case *ir.DenseElementsAttr:
		return x.Type
	case *ir.IntegerAttr:
		return x.Type
	case *ir.FloatAttr:
		return x.Type
	case *ir.DenseResourceAttr:
		return x.Type
	case *ir.StringAttr:
		return x.Type
	case *ir.BoolAttr:
		return ir.I1
	}
	return nil
}

// asmElemOf returns the element type of a shaped type (or t).
func asmElemOf(t ir.Type) ir.Type { return ir.ElementTypeOf(t) }

// asmWithElem returns t with its element type replaced by e.
func asmWithElem(t ir.Type, e ir.Type) ir.Type {
	switch x := t.(type) {
	case *ir.TensorType:
		return &ir.TensorType{Shape: x.Shape, Elem: e, Encoding: x.Encoding}
	case *ir.UnrankedTensorType:
		return &ir.UnrankedTensorType{Elem: e}
	case *ir.VectorType:
		return &ir.VectorType{Shape: x.Shape, Scalable: x.Scalable, Elem: e}
	}
	return e
}

// asmRepeat returns n copies of t.
func asmRepeat(t ir.Type, n int) []ir.Type {
	ts := make([]ir.Type, n)
	for i := range ts {
		ts[i] = t
	}
	return ts
}

// asmTypesEqual compares two type lists.
func asmTypesEqual(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !ir.TypeEqual(a[i], b[i]) {
			return false
		}
	}
	return true
}

// asmReturnLike is `%a, %b : t1, t2` (no `:` when there are no operands).
func asmReturnLike(s ir.AsmStream) {
	s.Operands()
	s.AttrDict()
	if asmHas(s, func(op *ir.Operation) bool { return op.NumOperands() > 0 }, ":") {
		s.Punct(":")
		s.OperandTypes()
	}
}

// asmOperandsFunctional is `operands attr-dict : (types) -> types`.
func asmOperandsFunctional(s ir.AsmStream) {
	s.Operands()
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmSameTypeOne is asmSameType for ops with exactly one result.
func asmSameTypeOne(s ir.AsmStream) {
	s.Operands()
	s.AttrDict()
	asmOneTypeTail(s)
}

// asmOneTypeTail is the `: type` that ends the format of a one-result op
// whose operands and result share it; the parser also reads the
// functional form `: (operands) -> result`.
func asmOneTypeTail(s ir.AsmStream) {
	s.Punct(":")
	if s.Printing() || !s.Next("(") {
		s.SameType()
		return
	}
	if _, outs := asmParseFunctional(s); len(outs) != 1 && !s.Failed() {
		s.Errorf("expected single output")
	}
}

// asmTable registers f for every name.
func asmTable(f func(ir.AsmStream), names ...string) map[string]func(ir.AsmStream) {
	m := make(map[string]func(ir.AsmStream), len(names))
	for _, n := range names {
		m[n] = f
	}
	return m
}

// asmMerge merges tables into one.
func asmMerge(tables ...map[string]func(ir.AsmStream)) map[string]func(ir.AsmStream) {
	out := map[string]func(ir.AsmStream){}
	for _, t := range tables {
		for k, v := range t {
			out[k] = v
		}
	}
	return out
}

// asmConstant is `attr-dict value` where the result type is the value's,
// or `() attr-dict : () -> type` when the two differ.
func asmConstant(s ir.AsmStream) {
	if s.Printing() {
		op := s.Op()
		v := op.Attr("value")
		if v == nil || op.NumResults() != 1 || op.NumOperands() != 0 {
			s.Errorf("constant not printable")
			return
		}
		if !ir.TypeEqual(asmTypeOf(v), op.Result(0).Type()) {
			asmConstantGeneric(s)
			return
		}
	} else if s.Next("(") {
		asmConstantGeneric(s)
		return
	}
	s.Consume("value")
	s.AttrDict()
	s.Attr("value")
	if !s.Printing() {
		t := asmTypeOf(s.GetAttr("value"))
		if t == nil {
			s.Errorf("constant value needs a type")
			return
		}
		s.SetResultTypes([]ir.Type{t})
	}
}

// asmConstantGeneric is the rest of a constant whose value's type is not
// the result type, printed as StableHLO does with the generic form less
// the name: `() <{value = ...}> attr-dict : () -> type`. Parsing also
// accepts the value in the attribute dictionary.
func asmConstantGeneric(s ir.AsmStream) {
	s.Punct("(")
	s.Punct(")")
	if s.Printing() {
		s.Punct(" <")
		s.AttrValue(&ir.DictAttr{Entries: []ir.NamedAttr{{Name: "value", Value: s.GetAttr("value")}}})
		s.Punct(">")
	} else if s.Next("<") {
		s.Punct("<")
		props, ok := s.AttrValue(nil).(*ir.DictAttr)
		if !ok {
			s.Errorf("expected a properties dictionary")
			return
		}
		for _, e := range props.Entries {
			s.SetAttr(e.Name, e.Value)
		}
		s.Punct(">")
	}
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmCheckTypeCount fails a parsing stream whose operand count differs from
// the number of types given for them, in the words of StableHLO's pairwise
// and tuple type directives. Streams that cannot count are left to their
// own check.
func asmCheckTypeCount(s ir.AsmStream, types int) {
	c, ok := s.(interface{ ParsedOperands() int })
	if !ok || s.Printing() || s.Failed() || c.ParsedOperands() == types {
		return
	}
	s.Errorf("number of operands and types do not match: got %d operands and %d types", c.ParsedOperands(), types)
}

// asmExpectTypeList fails a parsing stream that is not at a type with the
// two diagnostics of StableHLO's pairwise type directive.
func asmExpectTypeList(s ir.AsmStream) {
	x, ok := s.(interface {
		AtType() bool
		Recordf(format string, args ...any)
	})
	if !ok || s.Printing() || s.Failed() || x.AtType() {
		return
	}
	x.Recordf("expected non-function type")
	s.Errorf("expected type list")
}
