package hlo

import "github.com/symopt/symopt/ir"

// Outside reports whether op, an op the fuse pass leaves outside
// fusions, has kernels of its own: a scatter (see Scatter), a sort (see
// Sort) or a reduction (see Fold).
func Outside(op *ir.Operation) bool { return Scatter(op) || Sort(op) || Fold(op) }

// LowerOutside builds the kernels of an op Outside accepts, in launch
// order, named name (and name+"_init" for a scatter's first kernel). A
// kernel with Update set combines into the output the kernel before it
// filled.
func LowerOutside(op *ir.Operation, name string, names *Namer) ([]*Lowered, error) {
	if Sort(op) || Fold(op) {
		lower := LowerSort
		if Fold(op) {
			lower = LowerFold
		}
		l, err := lower(op, name, names)
		if err != nil {
			return nil, err
		}
		return []*Lowered{l}, nil
	}
	init, update, err := LowerScatter(op, name, names)
	if err != nil {
		return nil, err
	}
	return []*Lowered{init, update}, nil
}
