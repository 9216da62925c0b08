package models

import (
	"github.com/symopt/symopt/ir"
)

// Named batch and sequence dims. A JAX export with shape polymorphism
// ("b, t") gives every input the same two dim variables and asserts their
// equality; without names, each `?` of the tokens and the labels would be
// a symbol of its own. The generator names them the way symbolic-shapes
// reads user hints (docs/symbolic-shapes.md): one `symopt.dim` declaration
// per dim and the names in the inputs' type encodings,
//
//	symopt.dim @B
//	symopt.dim @T
//	... %tokens: tensor<?x?xi32, [@B, @T]>, %labels: tensor<?x?xi32, [@B, @T]>
//
// so the analysis proves the labels' dims equal to the tokens'.

// dimNames are the names of an input's leading dims: batch, then sequence.
var dimNames = [...]string{"B", "T"}

// namedDims reports whether c's inputs carry named dims.
func (c Config) namedDims() bool {
	return !c.AnonymousDims && (c.Batch == 0 || (c.Model != "mlp" && c.Seq == 0))
}

// withDimNames returns t with its dynamic leading dims named.
func withDimNames(t *ir.TensorType) *ir.TensorType {
	dynamic := false
	elems := make([]ir.Attribute, len(t.Shape))
	for i, d := range t.Shape {
		if d < 0 && i < len(dimNames) {
			elems[i] = &ir.SymbolRefAttr{Root: dimNames[i]}
			dynamic = true
			continue
		}
		elems[i] = ir.Int(d)
	}
	if !dynamic {
		return t
	}
	return &ir.TensorType{Shape: t.Shape, Elem: t.Elem, Encoding: &ir.ArrayAttr{Elems: elems}}
}

// declareDims appends one symopt.dim per dynamic dim the inputs name.
func declareDims(reg *ir.Registry, module *ir.Operation, c Config) {
	if !c.namedDims() {
		return
	}
	names := []string{dimNames[0]}
	if c.Model != "mlp" {
		names = names[:0]
		if c.Batch == 0 {
			names = append(names, dimNames[0])
		}
		if c.Seq == 0 {
			names = append(names, dimNames[1])
		}
	}
	body := module.Regions[0].Entry()
	for _, n := range names {
		body.Append(ir.NewOperation("symopt.dim", reg.Lookup("symopt.dim"), nil, nil,
			[]ir.NamedAttr{{Name: "sym_name", Value: ir.Str(n)}}, ir.UnknownLoc{}))
	}
}
