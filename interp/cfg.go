package interp

import (
	"fmt"

	"github.com/symopt/symopt/ir"
)

// Regions of several blocks run as a control-flow graph: each block ends
// in cf.br, cf.cond_br or the region's return. Values defined in one
// block and used in another keep their slots until the region returns
// (nothing is freed early in such a region, only inside nested regions).

// cfgPlan holds the plans of a region's blocks, entry first.
type cfgPlan struct {
	blocks []*blockPlan
	index  map[*ir.Block]int
}

// cfg compiles every block of r. Slots of all block arguments and results
// are assigned first, so a block may use a value of a block printed after
// it (dominance, not text order, decides what is visible).
func (p *planner) cfg(r *ir.Region) (*blockPlan, error) {
	c := &cfgPlan{index: map[*ir.Block]int{}}
	for i, b := range r.Blocks {
		c.index[b] = i
		for _, a := range b.Args() {
			p.slot(a)
		}
		for _, op := range b.Ops {
			for _, res := range op.Results() {
				p.slot(res)
			}
		}
	}
	for _, b := range r.Blocks {
		term := b.Terminator()
		if term == nil {
			return &blockPlan{err: fmt.Errorf("block without a terminator in a region of %d blocks", len(r.Blocks))}, nil
		}
		for _, s := range term.Successors {
			if _, ok := c.index[s]; !ok {
				return &blockPlan{err: fmt.Errorf("%s branches outside its region", term.Name)}, nil
			}
		}
		bp, err := p.blockOf(b)
		if err != nil {
			return nil, err
		}
		c.blocks = append(c.blocks, bp)
	}
	entry := c.blocks[0]
	return &blockPlan{cfg: c, args: entry.args, argV: entry.argV}, nil
}

// isBranch reports whether op is a cf branch.
func isBranch(op *ir.Operation) bool { return op.Name == "cf.br" || op.Name == "cf.cond_br" }

// runCFG runs the blocks of c from the entry until one returns. The
// number of branches taken is bounded like while loops.
func (ex *executor) runCFG(fr frame, c *cfgPlan, args []value) ([]value, error) {
	cur := 0
	for n := int64(0); ; n++ {
		if n > ex.in.opts.MaxWhileIterations {
			return nil, fmt.Errorf("more than %d branches taken (an endless loop?)", ex.in.opts.MaxWhileIterations)
		}
		bp := c.blocks[cur]
		out, err := ex.runBlock(fr, bp, args)
		if err != nil {
			return nil, err
		}
		term := bp.steps[len(bp.steps)-1].op
		switch term.Name {
		case "cf.br":
			cur, args = c.index[term.Successors[0]], out
		case "cf.cond_br":
			seg, ok := term.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
			if !ok || len(seg.Ints) != 3 || seg.Ints[0] != 1 || int(seg.Ints[0]+seg.Ints[1]+seg.Ints[2]) != len(out) {
				return nil, opError(term, fmt.Errorf("malformed operandSegmentSizes"))
			}
			taken, err := predicate(out[:1])
			if err != nil {
				return nil, opError(term, err)
			}
			t := 1 + int(seg.Ints[1])
			if taken {
				cur, args = c.index[term.Successors[0]], out[1:t]
			} else {
				cur, args = c.index[term.Successors[1]], out[t:]
			}
		default:
			return out, nil
		}
	}
}
