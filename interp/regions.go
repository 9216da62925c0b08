package interp

import (
	"fmt"

	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// Region bodies of reduce-like ops become kernel callbacks that run the
// region's plan in the enclosing frame. Bodies that are one known op on the
// block arguments use the kernels' fast paths instead.

// combiner runs region r of st on (acc..., x...) block arguments.
func (ex *executor) combiner(fr frame, st *step, r int) kernels.Combiner {
	if p := scalarRegion(ex, st, r); p != nil {
		return scalarCombiner(p)
	}
	bp := st.regions[r]
	args := make([]value, len(bp.args))
	var res []*tensor.Tensor // reused: Combiner allows it
	return func(acc, x []*tensor.Tensor) ([]*tensor.Tensor, error) {
		if len(acc)+len(x) != len(args) {
			return nil, fmt.Errorf("body takes %d arguments, got %d", len(args), len(acc)+len(x))
		}
		for i, a := range acc {
			args[i] = tv(a)
		}
		for i, v := range x {
			args[len(acc)+i] = tv(v)
		}
		out, err := ex.runQuiet(fr, bp, args)
		if err != nil {
			return nil, err
		}
		res = res[:0]
		for i, v := range out {
			if v.t == nil {
				return nil, fmt.Errorf("body result %d is not a tensor", i)
			}
			res = append(res, v.t)
		}
		return res, nil
	}
}

// comparator runs region r of st as a sort comparator; sort bodies take
// (lhs0, rhs0, lhs1, rhs1, ...), select bodies (lhs, rhs).
func (ex *executor) comparator(fr frame, st *step, r int, interleaved bool) kernels.Comparator {
	if p := scalarRegion(ex, st, r); p != nil {
		if c, ok := scalarComparator(p, interleaved); ok {
			return c
		}
	}
	bp := st.regions[r]
	args := make([]value, len(bp.args))
	return func(lhs, rhs []*tensor.Tensor) (bool, error) {
		if len(lhs)+len(rhs) != len(args) {
			return false, fmt.Errorf("comparator takes %d arguments, got %d", len(args), len(lhs)+len(rhs))
		}
		for i := range lhs {
			if interleaved {
				args[2*i], args[2*i+1] = tv(lhs[i]), tv(rhs[i])
			} else {
				args[i], args[len(lhs)+i] = tv(lhs[i]), tv(rhs[i])
			}
		}
		out, err := ex.runQuiet(fr, bp, args)
		if err != nil {
			return false, err
		}
		if len(out) != 1 || out[0].t == nil || out[0].t.Len() != 1 {
			return false, fmt.Errorf("comparator must return one i1 value")
		}
		v, err := out[0].t.AsInt64s()
		if err != nil {
			return false, err
		}
		return v[0] != 0, nil
	}
}

// singleOp returns the one op of a body `X(%arg0, %arg1); return X`, with
// swapped set when its operands are (%arg1, %arg0).
func singleOp(r *ir.Region) (op *ir.Operation, swapped, ok bool) {
	if len(r.Blocks) != 1 {
		return nil, false, false
	}
	b := r.Blocks[0]
	if len(b.Args()) != 2 || len(b.Ops) != 2 {
		return nil, false, false
	}
	op, ret := b.Ops[0], b.Ops[1]
	if op.NumOperands() != 2 || op.NumResults() != 1 || ret.NumOperands() != 1 || ret.Operand(0) != op.Result(0) || len(op.Regions) > 0 {
		return nil, false, false
	}
	a0, a1 := b.Arg(0), b.Arg(1)
	switch {
	case op.Operand(0) == a0 && op.Operand(1) == a1:
		return op, false, true
	case op.Operand(0) == a1 && op.Operand(1) == a0:
		return op, true, true
	}
	return nil, false, false
}

// reduceKind recognises a commutative reduction body.
func reduceKind(r *ir.Region) (kernels.ReduceKind, bool) {
	op, _, ok := singleOp(r)
	if !ok || !isHLO(op) {
		return 0, false
	}
	switch op.Short() {
	case "add":
		return kernels.ReduceAdd, true
	case "multiply":
		return kernels.ReduceMul, true
	case "maximum":
		return kernels.ReduceMax, true
	case "minimum":
		return kernels.ReduceMin, true
	case "and":
		return kernels.ReduceAnd, true
	case "or":
		return kernels.ReduceOr, true
	}
	return 0, false
}

// scatterKind recognises a scatter body: the update itself or a
// commutative combination with it.
func scatterKind(r *ir.Region) (kernels.ScatterKind, bool) {
	if len(r.Blocks) == 1 {
		b := r.Blocks[0]
		if len(b.Args()) == 2 && len(b.Ops) == 1 && b.Ops[0].NumOperands() == 1 && b.Ops[0].Operand(0) == b.Arg(1) {
			return kernels.ScatterReplace, true
		}
	}
	k, ok := reduceKind(r)
	if !ok {
		return 0, false
	}
	switch k {
	case kernels.ReduceAdd:
		return kernels.ScatterAdd, true
	case kernels.ReduceMul:
		return kernels.ScatterMul, true
	case kernels.ReduceMax:
		return kernels.ScatterMax, true
	case kernels.ReduceMin:
		return kernels.ScatterMin, true
	}
	return 0, false
}

// compareBody recognises `compare DIR, %arg0, %arg1` (for sort, only when
// the arguments are the first operand's pair).
func compareBody(r *ir.Region) (kernels.Direction, kernels.CompareType, bool) {
	op, swapped, ok := singleOp(r)
	if !ok || swapped || !isHLO(op) || op.Short() != "compare" {
		return 0, 0, false
	}
	dir, typ, err := compareParams(&step{op: op})
	if err != nil {
		return 0, 0, false
	}
	return dir, typ, true
}
