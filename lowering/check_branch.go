package lowering

import (
	"fmt"
	"math"
	"slices"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

// branch checks a branch step at the binding: the plan's condition,
// evaluated from the dims seen, must agree with the function's own
// arithmetic (evaluated op by op by the reference); the side it picks
// must write each result once; its copy steps must read what the side
// yields; and its ops and kernels are checked as the function's are.
func (c *planCheck) branch(op *ir.Operation, br *Branch) error {
	pos := pipeline.LocPos(op.Loc)
	steps, then, err := br.Pick(c.seen)
	if err != nil {
		return fmt.Errorf("%s: branch condition %s: %w", pos, br.Cond, err)
	}
	want, ok := c.r.env[op.Operand(0)]
	if !ok || want.Len() != 1 {
		return fmt.Errorf("%s: the reference did not compute the branch condition", pos)
	}
	if (want.Int64At(0) != 0) != then {
		return fmt.Errorf("%s: the plan's condition %s is %v, the function's arithmetic gives %v", pos, br.Cond, then, !then)
	}
	side := 1
	if then {
		side, c.then = 0, c.then+1
	} else {
		c.els++
	}
	blk := op.Regions[side].Blocks[0]
	if err := writesEachOnce(steps, br.Results); err != nil {
		return fmt.Errorf("%s: %s side: %w", pos, [2]string{"then", "else"}[side], err)
	}
	if err := c.ops(blk.Ops); err != nil {
		return err
	}
	y := blk.Terminator()
	for _, s := range steps {
		if s.Kind == CopyStep {
			if err := c.copied(s, br, y); err != nil {
				return fmt.Errorf("%s: %w", pipeline.LocPos(y.Loc), err)
			}
		}
	}
	for i, v := range op.Results() {
		c.r.env[v] = c.r.env[y.Operand(i)]
		if err := sameSizes(c.p, v, c.r.env[v], c.seen); err != nil {
			return fmt.Errorf("%s: %w", pos, err)
		}
	}
	return nil
}

// writesEachOnce checks that steps fill each of the results exactly once
// (a scatter's add kernel, which adds into what the step before it
// filled, does not count).
func writesEachOnce(steps []*Step, results []int) error {
	n := map[int]int{}
	for _, s := range steps {
		if s.Lowered != nil && s.Lowered.Update {
			continue
		}
		for _, id := range s.Writes {
			n[id]++
		}
	}
	for i, id := range results {
		if n[id] != 1 {
			return fmt.Errorf("result #%d (%%b%d) is filled by %d steps, want 1", i, id, n[id])
		}
	}
	return nil
}

// copied checks that copy step s reads the value the side yields for the
// result it writes.
func (c *planCheck) copied(s *Step, br *Branch, y *ir.Operation) error {
	k := slices.Index(br.Results, s.Writes[0])
	if k < 0 {
		return fmt.Errorf("copy into %%b%d, which is no result of the branch", s.Writes[0])
	}
	want := c.r.env[y.Operand(k)]
	src := c.p.Buffers[s.Reads[0]].Value
	if j := slices.Index(br.Results, s.Reads[0]); j >= 0 {
		src = y.Operand(j) // a result the side computed
	}
	got := c.r.env[src]
	if want == nil || got == nil || !sameTensor(got, want) {
		return fmt.Errorf("copy into result #%d reads %%b%d, which does not hold what the branch yields", k, s.Reads[0])
	}
	return nil
}

// sameTensor reports whether a and b are the same tensor or hold the same
// shape and elements.
func sameTensor(a, b *tensor.Tensor) bool {
	if a == b {
		return true
	}
	if a.Len() != b.Len() || !tensor.SameShape(a.Shape(), b.Shape()) {
		return false
	}
	for i := 0; i < a.Len(); i++ {
		if a.Float64At(i) != b.Float64At(i) {
			return false
		}
	}
	return true
}

// regenerate checks the recompute of a symopt.regenerate at the binding:
// its ops and kernels are checked as the function's are (whether or not
// a run would evict), and the value it yields must be the one evicted
// (within the element type's tolerance: it is computed again, maybe
// fused otherwise).
func (c *planCheck) regenerate(op *ir.Operation) error {
	pos := pipeline.LocPos(op.Loc)
	if len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 || op.NumOperands() != 1 || op.NumResults() != 1 {
		return fmt.Errorf("%s: 'symopt.regenerate' needs one operand, one result and one block", pos)
	}
	blk := op.Regions[0].Blocks[0]
	if err := c.ops(blk.Ops); err != nil {
		return err
	}
	y := blk.Terminator()
	if y == nil || y.NumOperands() != 1 {
		return fmt.Errorf("%s: the recompute does not yield one value", pos)
	}
	got, want := c.r.env[y.Operand(0)], c.r.env[op.Operand(0)]
	if got == nil || want == nil {
		return fmt.Errorf("%s: the reference did not compute the regenerated value", pos)
	}
	if err := compareTensors(got, want); err != nil {
		return fmt.Errorf("%s: the recompute does not give the evicted value: %w", pos, err)
	}
	c.r.env[op.Result(0)] = want
	return nil
}

// compareTensors compares two reference tensors of one shape within a
// relative tolerance for floats (exactly for integers).
func compareTensors(got, want *tensor.Tensor) error {
	if got.Len() != want.Len() {
		return fmt.Errorf("%d elements, want %d", got.Len(), want.Len())
	}
	for i := 0; i < want.Len(); i++ {
		g, w := got.Float64At(i), want.Float64At(i)
		if g == w || g != g && w != w {
			continue
		}
		if d := g - w; d > 1e-4*max(1, math.Abs(w)) || -d > 1e-4*max(1, math.Abs(w)) {
			return fmt.Errorf("element %d is %g, want %g", i, g, w)
		}
	}
	return nil
}
