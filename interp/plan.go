package interp

import (
	"fmt"

	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/ir"
)

// funcPlan is a func.func compiled for execution: the number of slots a
// call frame needs and the plan of its body.
type funcPlan struct {
	fn     *ir.Operation
	name   string
	nslots int
	body   *blockPlan
	// argTypes and resultTypes come from the function type.
	argTypes, resultTypes []ir.Type
}

// blockPlan is one block: where its arguments go and its steps.
type blockPlan struct {
	args []int
	argV []*ir.Value
	// deadArgs are freed on entry: arguments nothing reads, and values
	// passed into a branch that does not read them (plan_branch.go)
	deadArgs []int
	deadV    []*ir.Value
	steps    []step
	empty    bool     // a region without blocks: runs nothing, yields nothing
	err      error    // a region the walker cannot run
	cfg      *cfgPlan // a region of several blocks joined by cf branches
}

// step is one op: its operand and result slots, the slots whose last read
// is this op, plans of its regions' entry blocks and its handler.
type step struct {
	op      *ir.Operation
	in, out []int
	decl    []declared // result types, checked after each run
	free    []int
	freeV   []*ir.Value // the values of free, for the Observer
	regions []*blockPlan
	term    bool
	run     handler
	// buf holds the operands while the step runs, so that a step run per
	// element allocates nothing; busy marks it in use (recursion then
	// allocates).
	buf  []value
	busy bool
	// res is the one-result slice result hands out; runBlock copies it
	// into the frame before the step can run again.
	res [1]value
	// scalar caches the regions compiled to scalar programs (nil where
	// one cannot be); scalarDone says they were tried.
	scalar     []*kernels.ScalarProg
	scalarDone bool
}

// planner assigns slots while compiling one function.
type planner struct {
	slots map[*ir.Value]int
	where map[*ir.Operation]*step // op -> its step, for last-use placement
	ex    *Interpreter
}

func (in *Interpreter) compile(fn *ir.Operation) (*funcPlan, error) {
	if len(fn.Regions) == 0 || fn.Regions[0].Entry() == nil {
		return nil, fmt.Errorf("function @%s has no body", symName(fn))
	}
	p := &planner{slots: map[*ir.Value]int{}, where: map[*ir.Operation]*step{}, ex: in}
	fp := &funcPlan{fn: fn, name: symName(fn)}
	if ft, ok := funcType(fn); ok {
		fp.argTypes, fp.resultTypes = ft.Inputs, ft.Results
	}
	body, err := p.block(fn.Regions[0])
	if err != nil {
		return nil, err
	}
	if body.err != nil {
		return nil, body.err
	}
	fp.body = body
	fp.nslots = len(p.slots)
	p.placeFrees(fn, body)
	return fp, nil
}

func (p *planner) slot(v *ir.Value) int {
	if s, ok := p.slots[v]; ok {
		return s
	}
	s := len(p.slots)
	p.slots[v] = s
	return s
}

// block compiles a region: its one block, or all its blocks when cf
// branches join several (see cfg.go).
func (p *planner) block(r *ir.Region) (*blockPlan, error) {
	switch len(r.Blocks) {
	case 0:
		return &blockPlan{empty: true}, nil
	case 1:
		return p.blockOf(r.Blocks[0])
	}
	return p.cfg(r)
}

// blockOf compiles one block.
func (p *planner) blockOf(b *ir.Block) (*blockPlan, error) {
	bp := &blockPlan{steps: make([]step, len(b.Ops))}
	for _, a := range b.Args() {
		bp.args = append(bp.args, p.slot(a))
		bp.argV = append(bp.argV, a)
	}
	for i, op := range b.Ops {
		st := &bp.steps[i]
		st.op = op
		p.where[op] = st
		for _, v := range op.Operands() {
			s, ok := p.slots[v]
			if !ok {
				return nil, fmt.Errorf("%s: operand defined outside the function or after its use", op.Name)
			}
			st.in = append(st.in, s)
		}
		for _, r := range op.Results() {
			st.out = append(st.out, p.slot(r))
			st.decl = append(st.decl, declare(r.Type()))
		}
		for _, reg := range op.Regions {
			rp, err := p.block(reg)
			if err != nil {
				return nil, err
			}
			st.regions = append(st.regions, rp)
		}
		st.term = isTerminator(op)
		st.run = p.ex.handlerFor(op)
	}
	return bp, nil
}

// placeFrees gives every value the step after which it is dead: the last
// op of its own block that reads it, directly or from a nested region;
// when that op is a branch (plan_branch.go), the value is freed inside
// the branch that runs.
func (p *planner) placeFrees(fn *ir.Operation, body *blockPlan) {
	visit := func(v *ir.Value, blk *ir.Block, bp func() *blockPlan) {
		last := lastReader(v, blk)
		s := p.slots[v]
		switch {
		case last != nil:
			p.freeAfter(v, s, last)
		case v.IsBlockArg():
			b := bp()
			b.deadArgs, b.deadV = append(b.deadArgs, s), append(b.deadV, v)
		default:
			st := p.where[v.DefiningOp()]
			st.free, st.freeV = append(st.free, s), append(st.freeV, v)
		}
	}
	var walkRegion func(r *ir.Region, bp *blockPlan)
	walkRegion = func(r *ir.Region, bp *blockPlan) {
		if bp.cfg != nil { // values of a branching region live to its end
			for bi, blk := range r.Blocks {
				for i, op := range blk.Ops {
					for j, reg := range op.Regions {
						walkRegion(reg, bp.cfg.blocks[bi].steps[i].regions[j])
					}
				}
			}
			return
		}
		if len(r.Blocks) != 1 {
			return
		}
		blk := r.Blocks[0]
		for _, a := range blk.Args() {
			visit(a, blk, func() *blockPlan { return bp })
		}
		for i, op := range blk.Ops {
			for _, res := range op.Results() {
				visit(res, blk, nil)
			}
			for j, reg := range op.Regions {
				walkRegion(reg, bp.steps[i].regions[j])
			}
		}
	}
	walkRegion(fn.Regions[0], body)
}
