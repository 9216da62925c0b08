package export

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
	symshapes "github.com/symopt/symopt/symbolic/shapes"
)

func stripSymbolicShapesDef() pipeline.PassDef {
	return pipeline.PassDef{
		Name:    "strip-symbolic-shapes",
		Title:   "StripSymbolicShapes",
		Summary: "Remove symopt.dim / symopt.constraint declarations and the [@S0, 4] encodings of tensor types (dims stay ?)",
		Anchor:  "builtin.module",
		Stats: []pipeline.StatSpec{
			{Name: "num-decls", Desc: "Number of symopt.dim and symopt.constraint ops removed"},
			{Name: "num-types", Desc: "Number of value types whose encoding was removed"},
		},
		New: func(pipeline.Options) (pipeline.Pass, error) {
			return pipeline.PassFunc(runStripSymbolicShapes), nil
		},
	}
}

func runStripSymbolicShapes(ctx *pipeline.Context, module *ir.Operation) error {
	var decls []*ir.Operation
	types := 0
	module.Walk(func(o *ir.Operation) bool {
		if o.Name == "symopt.dim" || o.Name == "symopt.constraint" {
			decls = append(decls, o)
			return false
		}
		for _, v := range o.Results() {
			if t, ok := stripType(v.Type()); ok {
				v.SetType(t)
				types++
			}
		}
		for _, r := range o.Regions {
			for _, b := range r.Blocks {
				for _, v := range b.Args() {
					if t, ok := stripType(v.Type()); ok {
						v.SetType(t)
						types++
					}
				}
			}
		}
		if ta, ok := o.Attr("function_type").(*ir.TypeAttr); ok {
			if t, ok := stripType(ta.Type); ok {
				o.SetAttr("function_type", &ir.TypeAttr{Type: t})
			}
		}
		return true
	})
	for _, d := range decls {
		d.Erase()
	}
	ctx.AddStat("num-decls", int64(len(decls)))
	ctx.AddStat("num-types", int64(types))
	if len(decls) == 0 && types == 0 {
		ctx.MarkUnchanged()
	}
	return nil
}

// stripType returns t without symbolic dims encodings (also inside
// function and tuple types) and whether anything was removed.
func stripType(t ir.Type) (ir.Type, bool) {
	switch x := t.(type) {
	case *ir.TensorType:
		if x.Encoding == nil || !symshapes.IsSymbolicEncoding(x.Encoding, len(x.Shape)) {
			return t, false
		}
		return &ir.TensorType{Shape: x.Shape, Elem: x.Elem}, true
	case *ir.FunctionType:
		in, a := stripTypes(x.Inputs)
		out, b := stripTypes(x.Results)
		if !a && !b {
			return t, false
		}
		return &ir.FunctionType{Inputs: in, Results: out}, true
	case *ir.TupleType:
		elems, ok := stripTypes(x.Types)
		if !ok {
			return t, false
		}
		return &ir.TupleType{Types: elems}, true
	}
	return t, false
}

func stripTypes(ts []ir.Type) ([]ir.Type, bool) {
	var out []ir.Type
	for i, t := range ts {
		s, ok := stripType(t)
		if ok && out == nil {
			out = append([]ir.Type(nil), ts...)
		}
		if out != nil {
			out[i] = s
		}
	}
	if out == nil {
		return ts, false
	}
	return out, true
}
