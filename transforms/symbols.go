package transforms

import "github.com/symopt/symopt/ir"

// Helpers for the func dialect's symbol conventions.

// symbolName returns the op's `sym_name`, or "".
func symbolName(op *ir.Operation) string {
	if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

// isPrivate reports whether a symbol op is not visible outside its table
// (`sym_visibility = "private"` or "nested").
func isPrivate(op *ir.Operation) bool {
	s, ok := op.Attr("sym_visibility").(*ir.StringAttr)
	return ok && (s.Value == "private" || s.Value == "nested")
}

// isSymbolTable reports whether op's body is a symbol table.
func isSymbolTable(op *ir.Operation) bool {
	return op.HasTrait(ir.SymbolTable) || op.Name == "builtin.module"
}

// collectSymbolRefs adds every symbol name referenced by op's attributes and
// properties, looking inside arrays and dictionaries, and by its verbatim
// text; every component of a nested reference (`@m::@f`) counts.
func collectSymbolRefs(op *ir.Operation, into map[string]bool) {
	for _, a := range op.Attrs() {
		refsInAttr(a.Value, into)
	}
	refsInAttr(op.Props, into)
	if op.Verbatim != nil {
		for _, s := range op.Verbatim.Symbols {
			into[s] = true
		}
	}
}

func refsInAttr(a ir.Attribute, into map[string]bool) {
	switch x := a.(type) {
	case *ir.SymbolRefAttr:
		into[x.Root] = true
		for _, n := range x.Nested {
			into[n] = true
		}
	case *ir.ArrayAttr:
		for _, e := range x.Elems {
			refsInAttr(e, into)
		}
	case *ir.DictAttr:
		for _, e := range x.Entries {
			refsInAttr(e.Value, into)
		}
	case *ir.TypeAttr, nil:
	}
}

// callee returns the symbol a call op names (`callee = @f`), or "".
func callee(op *ir.Operation) string {
	if op.Name != "func.call" && op.Name != "call" {
		return ""
	}
	if r, ok := op.Attr("callee").(*ir.SymbolRefAttr); ok && len(r.Nested) == 0 {
		return r.Root
	}
	return ""
}

// countSymbolRefs adds one per symbol reference in op's attributes and
// properties (the root of `@a::@b` counts).
func countSymbolRefs(op *ir.Operation, into map[string]int) {
	var count func(a ir.Attribute)
	count = func(a ir.Attribute) {
		switch x := a.(type) {
		case *ir.SymbolRefAttr:
			into[x.Root]++
		case *ir.ArrayAttr:
			for _, e := range x.Elems {
				count(e)
			}
		case *ir.DictAttr:
			for _, e := range x.Entries {
				count(e.Value)
			}
		}
	}
	for _, a := range op.Attrs() {
		count(a.Value)
	}
	count(op.Props)
	if op.Verbatim != nil {
		for _, s := range op.Verbatim.Symbols {
			into[s]++
		}
	}
}
