package shapes

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
	symshapes "github.com/symopt/symopt/symbolic/shapes"
)

func simplifyDef() pipeline.PassDef {
	return pipeline.PassDef{
		Name:    "shape-simplify",
		Title:   "ShapeSimplify",
		Summary: "Remove broadcasts and reshapes the symbolic shape analysis proves unneeded, and share equal shape computations",
		Anchor:  "builtin.module",
		Stats: []pipeline.StatSpec{
			{Name: "num-broadcasts-removed", Desc: "Broadcasts to a proven-equal shape removed"},
			{Name: "num-made-static", Desc: "Dynamic reshapes and broadcasts turned into static ones"},
			{Name: "num-shape-values-folded", Desc: "Shape computations replaced by a constant or an equal value"},
			{Name: "num-dims-refined", Desc: "Dynamic dims proven constant made static"},
		},
		New: func(pipeline.Options) (pipeline.Pass, error) {
			return pipeline.PassFunc(runSimplify), nil
		},
	}
}

func runSimplify(ctx *pipeline.Context, module *ir.Operation) error {
	res, err := symshapes.Analyze(module)
	if err != nil {
		return err
	}
	removed, static := 0, 0
	var cands []*ir.Operation
	module.Walk(func(op *ir.Operation) bool {
		switch op.Short() {
		case "broadcast_in_dim", "dynamic_broadcast_in_dim", "dynamic_reshape", "reshape":
			if op.Dialect() == "stablehlo" || op.Dialect() == "mhlo" {
				cands = append(cands, op)
			}
		}
		return true
	})
	for _, op := range cands {
		switch {
		case isIdentity(op, res):
			replaceWith(ctx.Ops, op, op.Operand(0))
			removed++
		case op.Short() == "dynamic_reshape" || op.Short() == "dynamic_broadcast_in_dim":
			if makeStatic(ctx.Ops, op, res) {
				static++
			}
		}
	}
	folded := foldScalars(module, res, ctx.Ops)
	refined := refineTypes(module, res)
	ctx.AddStat("num-dims-refined", int64(refined))
	ctx.AddStat("num-broadcasts-removed", int64(removed))
	ctx.AddStat("num-made-static", int64(static))
	ctx.AddStat("num-shape-values-folded", int64(folded))
	if removed+static+folded+refined == 0 {
		ctx.MarkUnchanged()
	}
	return nil
}

// isIdentity: a broadcast with the identity dimension map or a reshape,
// whose result has the operand's proven shape and element type.
func isIdentity(op *ir.Operation, res *symshapes.Result) bool {
	if op.NumOperands() == 0 || op.NumResults() != 1 {
		return false
	}
	in, out := op.Operand(0), op.Result(0)
	it, ok1 := in.Type().(*ir.TensorType)
	ot, ok2 := out.Type().(*ir.TensorType)
	if !ok1 || !ok2 || len(it.Shape) != len(ot.Shape) || !ir.TypeEqual(it.Elem, ot.Elem) {
		return false
	}
	if a := op.Attr("broadcast_dimensions"); a != nil {
		bd, ok := dialect.I64s(a)
		if !ok || len(bd) != len(it.Shape) {
			return false
		}
		for i, d := range bd {
			if d != int64(i) {
				return false
			}
		}
	}
	return res.SameShape(in, out)
}

// replaceWith replaces op's result by v, through a tensor.cast when the
// types differ, and erases op.
func replaceWith(ops *ir.Registry, op *ir.Operation, v *ir.Value) {
	out := op.Result(0)
	if !ir.TypeEqual(v.Type(), out.Type()) {
		c := ir.NewOperation("tensor.cast", ops.Lookup("tensor.cast"), []*ir.Value{v}, []ir.Type{out.Type()}, nil, op.Loc)
		op.Block().InsertBefore(op, c)
		v = c.Result(0)
	}
	out.ReplaceAllUsesWith(v)
	op.Erase()
}

// makeStatic turns a dynamic_reshape or dynamic_broadcast_in_dim whose
// result dims are all proven constants into reshape or broadcast_in_dim
// of the static type.
func makeStatic(ops *ir.Registry, op *ir.Operation, res *symshapes.Result) bool {
	out := op.Result(0)
	ot, ok := out.Type().(*ir.TensorType)
	if !ok {
		return false
	}
	ds := res.Dims(out)
	if len(ds) != len(ot.Shape) {
		return false
	}
	shape := make([]int64, len(ds))
	for i, d := range ds {
		c, ok := d.Constant()
		if !ok {
			return false
		}
		shape[i] = c
	}
	st := &ir.TensorType{Shape: shape, Elem: ot.Elem}
	var name string
	var attrs []ir.NamedAttr
	if op.Short() == "dynamic_reshape" {
		name = op.Dialect() + ".reshape"
	} else {
		name = op.Dialect() + ".broadcast_in_dim"
		attrs = []ir.NamedAttr{{Name: "broadcast_dimensions", Value: op.Attr("broadcast_dimensions")}}
	}
	n := ir.NewOperation(name, ops.Lookup(name), []*ir.Value{op.Operand(0)}, []ir.Type{st}, attrs, op.Loc)
	op.Block().InsertBefore(op, n)
	replaceWith(ops, op, n.Result(0))
	return true
}
