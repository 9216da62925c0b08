package rewrite

import "github.com/symopt/symopt/ir"

// fold replaces op by constants when its registered folder succeeds for
// every result. Constant-like ops are not folded (they already are).
func (d *driver) fold(op *ir.Operation) bool {
	if op.Info == nil || op.Info.Fold == nil || op.HasTrait(ir.ConstantLike) || op.NumResults() == 0 {
		return false
	}
	attrs := op.Info.Fold(op)
	if len(attrs) != op.NumResults() {
		return false
	}
	for i, a := range attrs {
		if a == nil || !foldTypeMatches(a, op.Result(i).Type()) {
			return false
		}
	}
	vals := make([]*ir.Value, len(attrs))
	var made []*ir.Operation
	for i, a := range attrs {
		c := d.consts.getOrCreate(d.rw, d.cfg.Materialize, op, a, op.Result(i).Type())
		if c == nil {
			for _, m := range made {
				if !m.Result(0).HasUses() {
					d.rw.EraseOp(m)
				}
			}
			return false
		}
		made = append(made, c)
		vals[i] = c.Result(0)
	}
	d.rw.ReplaceOp(op, vals...)
	return true
}

// foldTypeMatches rejects folded values whose type differs from the result
// they replace (a static constant for a dynamically shaped result would
// need a cast).
func foldTypeMatches(a ir.Attribute, t ir.Type) bool {
	switch x := a.(type) {
	case *ir.DenseElementsAttr:
		return ir.TypeEqual(x.Type, t)
	case *ir.IntegerAttr:
		return ir.TypeEqual(x.Type, t)
	case *ir.FloatAttr:
		return ir.TypeEqual(x.Type, t)
	}
	return true
}

// ConstantOpName returns the constant op of the dialect of an op named
// name: stablehlo.constant, mhlo.constant, arith.constant, or "" when the
// dialect has none this package knows.
func ConstantOpName(name string) string {
	dialect := name
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			dialect = name[:i]
			break
		}
	}
	switch dialect {
	case "stablehlo", "chlo":
		return "stablehlo.constant"
	case "mhlo":
		return "mhlo.constant"
	case "arith", "index", "math", "tensor", "shape":
		return "arith.constant"
	}
	return ""
}

// DefaultMaterialize creates `<dialect>.constant {value = v} : t` at the
// insertion point, in the constant op of the folded op's dialect.
func DefaultMaterialize(rw *Rewriter, folded *ir.Operation, v ir.Attribute, t ir.Type) *ir.Operation {
	name := ConstantOpName(folded.Name)
	if name == "" {
		return nil
	}
	if _, isTensor := t.(*ir.TensorType); name != "arith.constant" && !isTensor {
		return nil
	}
	return rw.Create(name, nil, []ir.Type{t}, []ir.NamedAttr{{Name: "value", Value: v}}, folded.Loc)
}
