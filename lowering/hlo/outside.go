package hlo

import (
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
)

// bodyLowers reports whether every op of a sort comparator or reduction
// body but its terminator lowers to kernel instructions (splat constants
// only) and reads only values of the body or splat constants captured
// from the enclosing function: another captured value has no kernel form
// here. totalOrder accepts the float TOTALORDER compares a sort
// comparator emits (totalOrderCompares) and CanLower refuses.
func bodyLowers(b *ir.Block, totalOrder bool) bool {
	ret := b.Terminator()
	if ret == nil {
		return false
	}
	inside := func(v *ir.Value) bool {
		if v.IsBlockArg() {
			return v.OwnerBlock() == b
		}
		d := v.DefiningOp()
		return d != nil && (d.Block() == b || fusion.Canonical(d) == "stablehlo.constant" && splatValue(d) && CanLower(d))
	}
	for _, o := range b.Ops {
		for _, v := range o.Operands() {
			if !inside(v) {
				return false
			}
		}
		if o != ret && !(totalOrder && totalOrderCompare(o)) && (!CanLower(o) || fusion.Canonical(o) == "stablehlo.constant" && !splatValue(o)) {
			return false
		}
	}
	return true
}

// Outside reports whether op, an op the fuse pass leaves outside
// fusions, has kernels of its own: a scatter (see Scatter), a sort (see
// Sort) or a reduction (see Fold).
func Outside(op *ir.Operation) bool { return Scatter(op) || Sort(op) || Fold(op) }

// LowerOutside builds the kernels of an op Outside accepts, in launch
// order, named name (and name+"_init" for a scatter's first kernel). A
// kernel with Update set combines into the output the kernel before it
// filled.
func LowerOutside(op *ir.Operation, name string, names *Namer) ([]*Lowered, error) {
	var l *Lowered
	var err error
	switch fusion.Canonical(op) {
	case "stablehlo.scatter":
		init, update, err := LowerScatter(op, name, names)
		if err != nil {
			return nil, err
		}
		return []*Lowered{init, update}, nil
	case "stablehlo.sort":
		l, err = LowerSort(op, name, names)
	case "stablehlo.reduce":
		l, err = LowerFold(op, name, names)
	default:
		return nil, errorf(op, "has no kernel of its own")
	}
	if err != nil {
		return nil, err
	}
	return []*Lowered{l}, nil
}
