package transforms

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms/rewrite"
)

func cseDef() pipeline.PassDef {
	return pipeline.PassDef{
		Name:    "cse",
		Title:   "CSE",
		Summary: "Eliminate common sub-expressions",
		Stats: []pipeline.StatSpec{
			{Name: "num-cse'd", Desc: "Number of operations CSE'd"},
			{Name: "num-dce'd", Desc: "Number of operations DCE'd"},
		},
		Parallel: true,
		New: func(pipeline.Options) (pipeline.Pass, error) {
			return pipeline.PassFunc(runCSE), nil
		},
	}
}

func runCSE(ctx *pipeline.Context, op *ir.Operation) error {
	c := &cse{h: newOpHasher()}
	c.regions(op, false)
	ctx.AddStat("num-cse'd", int64(c.csed))
	ctx.AddStat("num-dce'd", int64(c.dced))
	if c.csed+c.dced == 0 {
		ctx.MarkUnchanged()
	}
	return nil
}

// cse walks regions with a stack of scopes. An op may reuse an equivalent
// op from its own block's scope or from an enclosing one: the entry block
// of a region dominates the region's other blocks, and an op holding a
// region dominates what the region contains. Ops of an isolated region
// (a function inside a module) see no outer scope.
type cse struct {
	h          *opHasher
	scopes     []map[uint64][]*ir.Operation
	csed, dced int
}

func (c *cse) push() { c.scopes = append(c.scopes, map[uint64][]*ir.Operation{}) }
func (c *cse) pop()  { c.scopes = c.scopes[:len(c.scopes)-1] }

// regions processes the regions of op; isolated hides outer scopes.
func (c *cse) regions(op *ir.Operation, isolated bool) {
	saved := c.scopes
	if isolated {
		c.scopes = nil
	}
	for _, r := range op.Regions {
		if len(r.Blocks) == 0 {
			continue
		}
		c.push()
		c.block(r.Blocks[0])
		for _, b := range r.Blocks[1:] {
			c.push()
			c.block(b)
			c.pop()
		}
		c.pop()
	}
	c.scopes = saved
}

// isIsolated reports whether op's regions cannot see outer values; like
// MLIR, an unregistered op is assumed to be isolated.
func isIsolated(op *ir.Operation) bool {
	return op.Info == nil || op.HasTrait(ir.IsolatedFromAbove) || op.Name == "func.func" || op.Name == "builtin.module"
}

// cseCandidate: pure ops with results, no successors, and regions of at
// most one block (as MLIR's CSE).
func cseCandidate(op *ir.Operation) bool {
	if op.NumResults() == 0 || len(op.Successors) > 0 || op.HasTrait(ir.Terminator) {
		return false
	}
	for _, r := range op.Regions {
		if len(r.Blocks) > 1 {
			return false
		}
	}
	return rewrite.IsPure(op)
}

func (c *cse) block(b *ir.Block) {
	ops := append([]*ir.Operation(nil), b.Ops...)
	for _, op := range ops {
		if rewrite.IsTriviallyDead(op) {
			op.Erase()
			c.dced++
			continue
		}
		if len(op.Regions) > 0 {
			c.regions(op, isIsolated(op))
		}
		if !cseCandidate(op) {
			continue
		}
		key := c.h.hashOp(op)
		if prev := c.lookup(key, op); prev != nil {
			for i, r := range op.Results() {
				r.ReplaceAllUsesWith(prev.Result(i))
			}
			op.Erase()
			c.csed++
			continue
		}
		top := c.scopes[len(c.scopes)-1]
		top[key] = append(top[key], op)
	}
}

func (c *cse) lookup(key uint64, op *ir.Operation) *ir.Operation {
	for i := len(c.scopes) - 1; i >= 0; i-- {
		for _, cand := range c.scopes[i][key] {
			if opsEqual(cand, op) {
				return cand
			}
		}
	}
	return nil
}
