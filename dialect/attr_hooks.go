package dialect

import (
	"strings"

	"github.com/symopt/symopt/ir"
)

// registerAttrHooks adds the parse-time handling of the dialect attributes
// whose MLIR parsers verify their parameters or whose printers normalize
// them: a failure points at the attribute rather than at the op holding
// it, and the dimension-number structs are kept in the spelling MLIR
// prints (entries in order, empty lists left out), so that generic ->
// pretty -> generic gives back the same text. MHLO spellings reach the
// hooks through the dialect alias.
func registerAttrHooks(r *ir.Registry) {
	r.RegisterAttrHook("stablehlo.dot_algorithm", checkDotAlgorithmText)
	r.RegisterAttrHook("stablehlo.dot", canonicalStruct(func(a ir.Attribute, d string) (*ir.VerbatimAttr, error) {
		v, err := ParseDotDims(a)
		return v.Attr(d), err
	}))
	r.RegisterAttrHook("stablehlo.gather", canonicalStruct(func(a ir.Attribute, d string) (*ir.VerbatimAttr, error) {
		v, err := ParseGatherDims(a)
		return v.Attr(d), err
	}))
	r.RegisterAttrHook("stablehlo.scatter", canonicalStruct(func(a ir.Attribute, d string) (*ir.VerbatimAttr, error) {
		v, err := ParseScatterDims(a)
		return v.Attr(d), err
	}))
	r.RegisterAttrHook("sparse_tensor.encoding", canonicalSparseEncoding)
}

// canonicalSparseEncoding spells `#sparse_tensor.encoding<{...}>` on one
// line with single spaces and `{ ` `}` padded, as MLIR prints it (so that
// its alias, `#sparse`, prints the same text).
func canonicalSparseEncoding(text string) (string, error) {
	fields := strings.Fields(text)
	out := strings.Join(fields, " ")
	out = strings.Replace(out, "<{", "<{ ", 1)
	out = strings.Replace(out, "<{  ", "<{ ", 1)
	if strings.HasSuffix(out, "}>") && !strings.HasSuffix(out, " }>") {
		out = out[:len(out)-2] + " }>"
	}
	return out, nil
}

// canonicalStruct makes a hook that reads a struct attribute with read and
// writes it back in the attribute's own dialect spelling; text it cannot
// read is kept as written (the parser's syntax checks report malformed
// bodies).
func canonicalStruct(read func(a ir.Attribute, dialect string) (*ir.VerbatimAttr, error)) ir.AttrHook {
	return func(text string) (string, error) {
		d := attrDialect(text)
		v, err := read(&ir.VerbatimAttr{Text: text}, d)
		if err != nil || v == nil {
			return "", nil
		}
		return v.Text, nil
	}
}

// attrDialect is the dialect of attribute text `#d.name<...>`.
func attrDialect(text string) string {
	for i := 1; i < len(text); i++ {
		if text[i] == '.' || text[i] == '<' {
			return text[1:i]
		}
	}
	return text[1:]
}
