package autodiff

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/autodiff/build"
)

func computeRules() map[string]rule {
	return map[string]rule{
		"stablehlo.reduce":      reduceRule,
		"stablehlo.dot_general": dotRule,
		"stablehlo.gather":      gatherRule,
		"stablehlo.all_reduce":  allReduceRule,
	}
}

// reducerKind names the single op of a reduce body ("stablehlo.add", ...),
// or "" when the body is something else.
func reducerKind(op *ir.Operation) string {
	if len(op.Regions) != 1 || op.Regions[0].Entry() == nil {
		return ""
	}
	ops := op.Regions[0].Entry().Ops
	if len(ops) != 2 {
		return ""
	}
	if ops[0].Info != nil {
		return ops[0].Info.Name
	}
	return ops[0].Name
}

// keptDims are the dims of a rank-n operand a reduction over dims keeps.
func keptDims(n int, dims []int64) []int64 {
	drop := map[int64]bool{}
	for _, d := range dims {
		drop[d] = true
	}
	var out []int64
	for i := 0; i < n; i++ {
		if !drop[int64(i)] {
			out = append(out, int64(i))
		}
	}
	return out
}

// reduceRule handles sum (broadcast the adjoint back) and max/min (the
// adjoint goes to the positions that attain the extremum, shared evenly
// among ties).
func reduceRule(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
	if c.op.NumOperands() != 2 {
		return nil, fmt.Errorf("reductions of several operands are not supported")
	}
	dims, _ := dialect.I64s(c.op.Attr("dimensions"))
	x, g := c.x(0), ct[0]
	kept := keptDims(build.Rank(x), dims)
	out := make([]*ir.Value, 2)
	switch kind := reducerKind(c.op); kind {
	case "stablehlo.add":
		if c.need[1] {
			return nil, fmt.Errorf("gradient with respect to the init value is not supported")
		}
		out[0] = c.b.BroadcastLike(g, kept, x)
	case "stablehlo.maximum", "stablehlo.minimum":
		if c.need[1] {
			return nil, fmt.Errorf("gradient with respect to the init value is not supported")
		}
		hit := c.b.Compare("EQ", x, c.b.BroadcastLike(c.r(), kept, x))
		mask := c.b.Convert(hit, build.Elem(x))
		count := c.b.ReduceSum(mask, dims)
		share := c.b.BroadcastLike(c.b.Div(g, count), kept, x)
		out[0] = c.b.Mul(mask, share)
	default:
		return nil, fmt.Errorf("no gradient rule for a reduce applying %q", kind)
	}
	return out, nil
}

// dotRule contracts the adjoint with the other operand, then transposes
// the result back into the operand's dim order.
func dotRule(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
	dd, err := dialect.DotDimensionNumbers(c.op)
	if err != nil {
		return nil, err
	}
	return dotGrads(c, ct, dd)
}

// dotGrads is the rule of a dot_general with dimension numbers dd.
func dotGrads(c *ruleCtx, ct []*ir.Value, dd dialect.DotDims) ([]*ir.Value, error) {
	g, lhs, rhs := ct[0], c.x(0), c.x(1)
	out := make([]*ir.Value, 2)
	nb := len(dd.LhsBatch)
	lfree := build.FreeDims(build.Rank(lhs), dd.LhsBatch, dd.LhsContract)
	rfree := build.FreeDims(build.Rank(rhs), dd.RhsBatch, dd.RhsContract)
	gBatch := seq(0, nb)
	gLhs := seq(nb, nb+len(lfree))
	gRhs := seq(nb+len(lfree), nb+len(lfree)+len(rfree))
	if c.need[0] {
		out[0] = c.dotBack(g, rhs, gBatch, dd.RhsBatch, gRhs, rfree, dd.LhsBatch, lfree, dd.LhsContract, dd.RhsContract)
	}
	if c.need[1] {
		out[1] = c.dotBack(g, lhs, gBatch, dd.LhsBatch, gLhs, lfree, dd.RhsBatch, rfree, dd.RhsContract, dd.LhsContract)
	}
	return out, nil
}

// dotBack computes the adjoint of operand A of a dot_general from the
// adjoint g and the other operand B: contract g's B-free dims with B's
// free dims, batch over the batch dims, then order the result's dims
// (batch, A free, A contracting as B's leftover dims come) as A's.
func (c *ruleCtx) dotBack(g, other *ir.Value, gBatch, oBatch, gFree, oFree, aBatch, aFree, aContract, oContract []int64) *ir.Value {
	d := c.b.Dot(g, other, dialect.DotDims{LhsBatch: gBatch, RhsBatch: oBatch, LhsContract: gFree, RhsContract: oFree})
	// The dot's result dims are: batch, g's remaining dims (A's free dims),
	// other's remaining dims in increasing order (its contracting dims).
	src := append(append([]int64{}, aBatch...), aFree...)
	for _, od := range build.FreeDims(build.Rank(other), oBatch, oFree) {
		src = append(src, aContract[indexOf(oContract, od)])
	}
	perm := make([]int64, len(src))
	for pos, ad := range src {
		perm[ad] = int64(pos)
	}
	return c.b.Transpose(d, perm)
}

func seq(lo, hi int) []int64 {
	out := make([]int64, 0, hi-lo)
	for i := lo; i < hi; i++ {
		out = append(out, int64(i))
	}
	return out
}

func indexOf(xs []int64, v int64) int {
	for i, x := range xs {
		if x == v {
			return i
		}
	}
	return -1
}

// gatherRule scatters the adjoint back with addition into zeros shaped
// like the operand.
func gatherRule(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
	gd, err := dialect.GatherDimensionNumbers(c.op)
	if err != nil {
		return nil, err
	}
	sd := dialect.ScatterDims{
		UpdateWindowDims: gd.OffsetDims, InsertedWindowDims: gd.CollapsedSliceDims,
		InputBatchingDims: gd.OperandBatchingDims, IndicesBatching: gd.StartIndicesBatch,
		ScatterDimsToOperandDims: gd.StartIndexMap, IndexVectorDim: gd.IndexVectorDim,
	}
	out := make([]*ir.Value, 2)
	out[0] = c.b.ScatterAdd(c.b.Zeros(c.x(0)), c.x(1), ct[0], sd)
	return out, nil
}

// allReduceRule: the adjoint of a replica sum is the replica sum of the
// adjoints.
func allReduceRule(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
	if c.op.NumOperands() != 1 || reducerKind(c.op) != "stablehlo.add" {
		return nil, fmt.Errorf("only single-operand sum all_reduce has a gradient rule")
	}
	groups, ok := dialect.ReplicaGroups(c.op)
	if !ok {
		return nil, fmt.Errorf("missing replica_groups")
	}
	ch, _ := dialect.ChannelID(c.op)
	return []*ir.Value{c.b.AllReduceSum(ct[0], groups, ch)}, nil
}
