package dialect

import (
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

func typeList(ts []ir.Type) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = "'" + typeString(t) + "'"
	}
	return strings.Join(parts, ", ")
}

func compatibleLists(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !compatibleTypes(a[i], b[i]) {
			return false
		}
	}
	return true
}

func argTypes(b *ir.Block) []ir.Type {
	ts := make([]ir.Type, len(b.Args()))
	for i, a := range b.Args() {
		ts[i] = a.Type()
	}
	return ts
}

// inferBranches is shared by if and case: every branch takes no
// arguments and returns the same types, which are the op's results.
func inferBranches(op *ir.Operation) ([]ir.Type, error) {
	if op.Short() == "case" && len(op.Regions) == 0 {
		return nil, errorf("expect at least one branch")
	}
	if r, ok := rankOf(op.Operand(0).Type()); ok && r != 0 {
		return nil, errorf("operand should be rank 0 tensor but got rank %d", r)
	}
	var first []ir.Type
	for i, r := range op.Regions {
		b := r.Entry()
		if b == nil {
			return nil, errorf("branch %d must not be empty", i)
		}
		if n := len(b.Args()); n != 0 {
			return nil, errorf("branch %d must have 0 arguments, but found %d", i, n)
		}
		ret := returnTypes(b)
		if i == 0 {
			first = ret
			continue
		}
		if !compatibleLists(first, ret) {
			return nil, errorf("branch 0 and branch %d have mismatched return types: %s vs %s", i, typeList(first), typeList(ret))
		}
	}
	return first, nil
}

func verifyWhile(op *ir.Operation) error {
	if len(op.Regions) != 2 || op.Regions[0].Entry() == nil || op.Regions[1].Entry() == nil {
		return errorf("expects a condition and a body region")
	}
	ops := op.OperandTypes()
	cond, body := op.Regions[0].Entry(), op.Regions[1].Entry()
	if ca := argTypes(cond); !compatibleLists(ops, ca) {
		return errorf("expect operands to be compatible with condition block arguments but got %s vs %s", typeList(ops), typeList(ca))
	}
	if ba := argTypes(body); !compatibleLists(ops, ba) {
		return errorf("expect operands to be compatible with body block arguments but got %s vs %s", typeList(ops), typeList(ba))
	}
	if br := returnTypes(body); !compatibleLists(ops, br) {
		return errorf("expect operands to be compatible with body block return types but got %s vs %s", typeList(ops), typeList(br))
	}
	cr := returnTypes(cond)
	if len(cr) != 1 {
		return errorf("expect condition body returns a single value but got %d", len(cr))
	}
	if r, ok := rankOf(cr[0]); !isBool(cr[0]) || !ok || r != 0 {
		return errorf("expect condition block return a zero-ranked tensor of i1 but got '%s'", typeString(cr[0]))
	}
	return nil
}

// whilePre rejects tuple operands (StableHLO loops carry flat values).
func whilePre(op *ir.Operation) error {
	for i, t := range op.OperandTypes() {
		if _, ok := t.(*ir.TupleType); ok {
			return errorf("operand #%d must be variadic of ranked tensor of any type values or token, but got '%s'", i, typeString(t))
		}
	}
	return nil
}

func inferOperandTypes(op *ir.Operation) ([]ir.Type, error) { return op.OperandTypes(), nil }

// verifyReturnLike checks that a region terminator sits at the end of its
// block.
func verifyTerminatorPlacement(op *ir.Operation) error {
	b := op.Block()
	if b != nil && b.Terminator() != op {
		return errorf("must be the last operation in the parent block")
	}
	return nil
}

// verifyFuncReturn checks a func.return against its function's signature.
func verifyFuncReturn(op *ir.Operation) error {
	if err := verifyTerminatorPlacement(op); err != nil {
		return err
	}
	fn := op.ParentOp()
	if fn == nil || fn.Short() != "func" {
		return nil
	}
	ft, ok := FunctionType(fn)
	if !ok {
		return nil
	}
	got := op.OperandTypes()
	if len(got) != len(ft.Results) {
		return errorf("has %d operands, but enclosing function (@%s) returns %d", len(got), SymbolName(fn), len(ft.Results))
	}
	for i := range got {
		if !sameTypeText(got[i], ft.Results[i]) {
			return errorf("type of return operand %d ('%s') doesn't match function result type ('%s') in function @%s", i, typeString(got[i]), typeString(ft.Results[i]), SymbolName(fn))
		}
	}
	return nil
}

// FunctionType returns the function_type of a func.func.
func FunctionType(fn *ir.Operation) (*ir.FunctionType, bool) {
	ta, ok := fn.Attr("function_type").(*ir.TypeAttr)
	if !ok {
		return nil, false
	}
	ft, ok := ta.Type.(*ir.FunctionType)
	return ft, ok
}

// SymbolName returns the sym_name of a symbol op.
func SymbolName(op *ir.Operation) string {
	if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

func verifyFunc(op *ir.Operation) error {
	if SymbolName(op) == "" {
		return errorf("requires attribute 'sym_name'")
	}
	ft, ok := FunctionType(op)
	if !ok {
		return errorf("requires attribute 'function_type'")
	}
	if err := verifyResultAliases(op, ft); err != nil {
		return err
	}
	if len(op.Regions) == 0 || op.Regions[0].Entry() == nil {
		return nil // declaration
	}
	args := argTypes(op.Regions[0].Entry())
	if len(args) != len(ft.Inputs) {
		return errorf("entry block must have %d arguments to match function signature", len(ft.Inputs))
	}
	for i := range args {
		if !ir.TypeEqual(args[i], ft.Inputs[i]) {
			return errorf("type of entry block argument #%d('%s') must match the type of the corresponding argument in function signature('%s')", i, typeString(args[i]), typeString(ft.Inputs[i]))
		}
	}
	return nil
}

// lookupSymbol finds a symbol by name in the nearest enclosing symbol table.
func lookupSymbol(from *ir.Operation, name string) *ir.Operation {
	for p := from.ParentOp(); p != nil; p = p.ParentOp() {
		if !p.HasTrait(ir.SymbolTable) {
			continue
		}
		for _, r := range p.Regions {
			for _, b := range r.Blocks {
				for _, o := range b.Ops {
					if SymbolName(o) == name {
						return o
					}
				}
			}
		}
		return nil
	}
	return nil
}

func verifyCall(op *ir.Operation) error {
	ref, ok := op.Attr("callee").(*ir.SymbolRefAttr)
	if !ok {
		return errorf("requires attribute 'callee'")
	}
	fn := lookupSymbol(op, ref.Root)
	if fn == nil {
		return errorf("'%s' does not reference a valid function", ref.Root)
	}
	ft, ok := FunctionType(fn)
	if !ok {
		return nil
	}
	if len(ft.Inputs) != op.NumOperands() {
		return errorf("incorrect number of operands for callee")
	}
	for i, t := range op.OperandTypes() {
		if !ir.TypeEqual(t, ft.Inputs[i]) {
			return errorf("operand type mismatch: expected operand type '%s', but provided '%s' for operand number %d", typeString(ft.Inputs[i]), typeString(t), i)
		}
	}
	if len(ft.Results) != op.NumResults() {
		return errorf("incorrect number of results for callee")
	}
	for i, t := range op.ResultTypes() {
		if !ir.TypeEqual(t, ft.Results[i]) {
			return errorf("result type mismatch at index %d", i)
		}
	}
	return nil
}

// verifyFuncConstant checks that func.constant names a function whose type
// is the op's result type, in mlir-opt's words.
func verifyFuncConstant(op *ir.Operation) error {
	ref, ok := op.Attr("value").(*ir.SymbolRefAttr)
	if !ok {
		return errorf("requires attribute 'value'")
	}
	fn := lookupSymbol(op, ref.Root)
	if fn == nil || len(ref.Nested) > 0 {
		return errorf("reference to undefined function '%s'", ref.Root)
	}
	ft, ok := FunctionType(fn)
	if !ok {
		return errorf("reference to undefined function '%s'", ref.Root)
	}
	if !ir.TypeEqual(ft, op.Result(0).Type()) {
		return errorf("reference to function with mismatched type")
	}
	return nil
}

// sameTypeText is type equality where dialect types kept as text compare
// with their numbers normalised (`2.0` and `2.000000e+00` in a quantized
// type's scale are the same type).
func sameTypeText(a, b ir.Type) bool {
	if ir.TypeEqual(a, b) {
		return true
	}
	return normalizeNumbers(typeString(a)) == normalizeNumbers(typeString(b))
}

func normalizeNumbers(s string) string {
	var out strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		if c >= '0' && c <= '9' {
			j := i
			for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.' || s[j] == 'e' || s[j] == 'E' ||
				((s[j] == '+' || s[j] == '-') && j > i && (s[j-1] == 'e' || s[j-1] == 'E'))) {
				j++
			}
			if f, err := strconv.ParseFloat(s[i:j], 64); err == nil && strings.ContainsAny(s[i:j], ".eE") {
				out.WriteString(strconv.FormatFloat(f, 'g', -1, 64))
			} else {
				out.WriteString(s[i:j])
			}
			i = j
			continue
		}
		out.WriteByte(c)
		i++
	}
	return out.String()
}
