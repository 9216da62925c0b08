package rewrite

import (
	"strings"

	"github.com/symopt/symopt/ir"
)

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

// constantFor returns the op that holds a folded value of type t for an op
// named folded, and the attribute the value goes in. It follows the
// dialects' materialization hooks: the shape dialect makes extent tensors
// (`tensor<Nxindex>`) `shape.const_shape`, everything else goes to the
// dialect's constant op.
func constantFor(folded string, t ir.Type) (name, attr string) {
	name = ConstantOpName(folded)
	if name == "arith.constant" && strings.HasPrefix(folded, "shape.") && isExtentTensor(t) {
		return "shape.const_shape", "shape"
	}
	return name, "value"
}

// isExtentTensor reports whether t is a ranked 1-D tensor of index.
func isExtentTensor(t ir.Type) bool {
	tt, ok := t.(*ir.TensorType)
	return ok && len(tt.Shape) == 1 && ir.TypeEqual(tt.Elem, ir.Index)
}

// DefaultMaterialize creates the constant op of the folded op's dialect
// (`<dialect>.constant {value = v} : t`, or `shape.const_shape` for an
// extent tensor folded from a shape op) at the insertion point.
func DefaultMaterialize(rw *Rewriter, folded *ir.Operation, v ir.Attribute, t ir.Type) *ir.Operation {
	name, attr := constantFor(folded.Name, t)
	if name == "" {
		return nil
	}
	if _, isTensor := t.(*ir.TensorType); name != "arith.constant" && !isTensor {
		return nil
	}
	if attr == "shape" {
		if d, ok := v.(*ir.DenseElementsAttr); !ok || d.Ints == nil && !d.Splat {
			return nil
		}
	}
	return rw.Create(name, nil, []ir.Type{t}, []ir.NamedAttr{{Name: attr, Value: v}}, folded.Loc)
}
