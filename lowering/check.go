package lowering

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/pipeline"
)

// CheckOptions choose the dim bindings and inputs of Check.
type CheckOptions struct {
	// Bindings give dim values by name (S0, S1, ...: the dynamic dims of
	// the function arguments are named first, in argument order); dims a
	// binding leaves out take Default. Nil runs DefaultBindings.
	Bindings []map[string]int64
	Default  int64
	Seed     uint64
}

// DefaultBindings binds every dim to 1, then 7, then 45: a degenerate
// size, one below a warp and one above.
var DefaultBindings = []map[string]int64{{"*": 1}, {"*": 7}, {"*": 45}}

// CheckReport counts what Check compared.
type CheckReport struct {
	Kernels int // distinct kernels checked
	Runs    int // kernel executions compared
	// Unsupported counts ops outside fusions with no kernel; the reference
	// evaluates them and the check goes on.
	Unsupported int
	// Then and Else count the branches (of versioned bodies) that ran
	// their then and else sides: the check runs the side the plan's
	// condition picks at each binding.
	Then, Else int
}

// Check runs every function of a fused module at each binding: the
// unfused ops of each fusion (and every op outside fusions) on random
// inputs with the interpreter's kernels, and each lowered kernel through
// the kernel interpreter on the same inputs; every output must agree
// within the element type's tolerance. All mismatches are reported. Ops
// outside fusions that have no kernel are only evaluated (counted in
// CheckReport.Unsupported); a fusion that does not lower is an error.
func Check(module *ir.Operation, opts CheckOptions) (CheckReport, error) {
	var rep CheckReport
	var errs []error
	for _, fn := range Funcs(module) {
		p, err := lowerFunc(fn, outsideOnly)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		rep.Kernels += len(p.Kernels())
		p.Walk(func(s *Step) {
			if s.Kind == UnsupportedStep {
				rep.Unsupported++
			}
		})
		bindings := opts.Bindings
		if bindings == nil {
			bindings = DefaultBindings
		}
		for bi, b := range bindings {
			n, err := checkPlan(fn, p, b, opts.Default, opts.Seed+uint64(bi)*7919)
			rep.Runs += n.runs
			rep.Then += n.then
			rep.Else += n.els
			if err != nil {
				errs = append(errs, fmt.Errorf("@%s at %s: %w", p.Func, bindingText(b), err))
			}
		}
	}
	return rep, errors.Join(errs...)
}

func bindingText(b map[string]int64) string {
	var parts []string
	for k, v := range b {
		parts = append(parts, fmt.Sprintf("%s=%d", k, v))
	}
	sort.Strings(parts)
	return "{" + strings.Join(parts, ", ") + "}"
}

func bound(b map[string]int64, name string, def int64) int64 {
	if v, ok := b[name]; ok {
		return v
	}
	if v, ok := b["*"]; ok {
		return v
	}
	if def > 0 {
		return def
	}
	return 4
}

// checkPlan runs one binding; it returns what it compared.
func checkPlan(fn *ir.Operation, p *Plan, b map[string]int64, def int64, seed uint64) (checkRun, error) {
	r := &refEval{env: map[*ir.Value]*tensor.Tensor{}}
	body := fn.Regions[0].Blocks[0]
	for i, a := range body.Args() {
		t, ok := a.Type().(*ir.TensorType)
		if !ok {
			return checkRun{}, fmt.Errorf("argument #%d is not a ranked tensor", i)
		}
		shape := make([]int64, len(t.Shape))
		for d := range shape {
			if s := p.Names.Static(a, d); s >= 0 {
				shape[d] = s
			} else {
				shape[d] = bound(b, p.Names.Name(a, d), def)
			}
		}
		// integers from 1: kernels leave division by zero undefined
		dt, err := dtypeOf(t)
		if err != nil {
			return checkRun{}, err
		}
		x, err := tensor.Random(dt, shape, seed+uint64(i), tensor.RandomOptions{FloatLo: -2, FloatHi: 2, IntLo: 1, IntHi: 9})
		if err != nil {
			return checkRun{}, err
		}
		r.env[a] = x
	}
	c := &planCheck{r: r, p: p, steps: map[*ir.Operation][]*Step{}, seen: map[string]int64{}}
	p.Walk(func(s *Step) { c.steps[s.Op] = append(c.steps[s.Op], s) })
	for _, a := range body.Args() {
		if err := sameSizes(p, a, r.env[a], c.seen); err != nil {
			return c.checkRun, err
		}
	}
	err := c.ops(body.Ops)
	return c.checkRun, err
}

// checkRun counts what one binding compared: kernel runs and the side
// each branch took.
type checkRun struct {
	runs, then, els int
}

// planCheck is the state of checkPlan at one binding.
type planCheck struct {
	checkRun
	r     *refEval
	p     *Plan
	steps map[*ir.Operation][]*Step
	seen  map[string]int64 // dim name -> size observed
}

// ops evaluates ops (up to a terminator) and runs and compares the
// kernels of their steps; a branch runs the side its condition picks.
func (c *planCheck) ops(ops []*ir.Operation) error {
	r, p := c.r, c.p
	for _, op := range ops {
		if op.HasTrait(ir.Terminator) {
			break
		}
		if ss := c.steps[op]; len(ss) == 1 && ss[0].Kind == BranchStep {
			if err := c.branch(op, ss[0].Branch); err != nil {
				return err
			}
			continue
		}
		switch op.Name {
		case "symopt.evict":
			continue // frees memory only
		case "symopt.regenerate":
			if err := c.regenerate(op); err != nil {
				return err
			}
			continue
		}
		if err := r.op(op); err != nil {
			return err
		}
		for _, v := range op.Results() {
			if err := sameSizes(p, v, r.env[v], c.seen); err != nil {
				return fmt.Errorf("%s: %w", pipeline.LocPos(op.Loc), err)
			}
		}
		// a step followed by an Update step only fills the buffer that
		// one adds into: the pair's result is compared after the second
		steps := c.steps[op]
		var carry map[int]*kernel.Buffer // result -> buffer the last step wrote
		for i, s := range steps {
			if s.Kind != KernelStep {
				continue
			}
			last := i+1 == len(steps) || !steps[i+1].Lowered.Update
			out, err := runKernel(r, p, s, c.seen, carry, last)
			if err != nil {
				return fmt.Errorf("%s: kernel %s: %w", pipeline.LocPos(op.Loc), s.Name, err)
			}
			carry = out
			c.runs++
		}
	}
	return nil
}

// sameSizes records the sizes of v's named dims and fails when a name
// already had another size: the random inputs break a fact the dim names
// rely on (a shape operand from random data, say), so kernels cannot be
// compared.
func sameSizes(p *Plan, v *ir.Value, t *tensor.Tensor, seen map[string]int64) error {
	tt, ok := v.Type().(*ir.TensorType)
	if !ok || t == nil || len(t.Shape()) != len(tt.Shape) {
		return nil
	}
	for d := range tt.Shape {
		if p.Names.Static(v, d) >= 0 {
			continue
		}
		name, size := p.Names.Name(v, d), t.Shape()[d]
		if old, ok := seen[name]; ok && old != size {
			return fmt.Errorf("inputs inconsistent with the shape facts: dim %s is %d here and %d before", name, size, old)
		}
		seen[name] = size
	}
	return nil
}

// runKernel runs the kernel of step s on the reference values of its
// fusion's operands and compares its outputs with the reference results.
// Dims come from the sizes seen so far in the function (as the launcher
// reads them from the plan's dim sources), else from the fusion's own
// operands and results.
func runKernel(r *refEval, p *Plan, s *Step, seen map[string]int64, carry map[int]*kernel.Buffer, compareOut bool) (map[int]*kernel.Buffer, error) {
	l, op := s.Lowered, s.Op
	args := kernel.Args{Dims: map[string]int64{}, Buffers: map[string]*kernel.Buffer{}}
	for _, name := range l.Dims {
		v, ok := seen[name]
		if !ok {
			v, ok = dimValue(r, p, op, name)
		}
		if !ok {
			return nil, fmt.Errorf("no value in the function gives dim %s", name)
		}
		args.Dims[name] = v
	}
	for i, opnd := range l.Inputs {
		prm := l.Kernel.Params[l.InParams[i]]
		args.Buffers[prm.Name] = toBuffer(r.env[op.Operand(opnd)], prm.Elem)
	}
	for i, res := range l.Outputs {
		prm := l.Kernel.Params[l.OutParams[i]]
		args.Buffers[prm.Name] = kernel.NewBuffer(prm.Elem, bufferLen(r.env[op.Result(res)]))
		if l.Update {
			if carry[res] == nil {
				return nil, fmt.Errorf("kernel adds into result #%d, which no earlier step filled", res)
			}
			args.Buffers[prm.Name] = carry[res]
		}
	}
	if err := kernel.Run(l.Kernel, args); err != nil {
		return nil, err
	}
	outs := map[int]*kernel.Buffer{}
	for i, res := range l.Outputs {
		outs[res] = args.Buffers[l.Kernel.Params[l.OutParams[i]].Name]
	}
	if !compareOut {
		return outs, nil
	}
	// Reductions combine in another order than the reference: allow an
	// error growing with the square root of the reduced length.
	scale := 1.0
	var n *kernel.Expr
	switch l.Kernel.Strategy {
	case kernel.RowReduce:
		n = l.Kernel.Cols
	case kernel.ColReduce:
		n = l.Kernel.Rows
	}
	if l.Update {
		n = l.Kernel.Count // atomic adds land in any order
	}
	if n != nil {
		if c, err := n.Eval(args.Dims); err == nil && c > 1 {
			scale = math.Sqrt(float64(c))
		}
	}
	for i, res := range l.Outputs {
		prm := l.Kernel.Params[l.OutParams[i]]
		if err := compare(args.Buffers[prm.Name], r.env[op.Result(res)], prm.Elem, scale); err != nil {
			return nil, fmt.Errorf("result #%d: %w", res, err)
		}
	}
	return outs, nil
}

// dimValue reads dim name from the shape of a fusion operand or result.
func dimValue(r *refEval, p *Plan, op *ir.Operation, name string) (int64, bool) {
	for _, v := range append(append([]*ir.Value(nil), op.Operands()...), op.Results()...) {
		t, ok := v.Type().(*ir.TensorType)
		x := r.env[v]
		if !ok || x == nil || len(x.Shape()) != len(t.Shape) {
			continue
		}
		for d := range t.Shape {
			if p.Names.Static(v, d) < 0 && p.Names.Name(v, d) == name {
				return x.Shape()[d], true
			}
		}
	}
	return 0, false
}

func toBuffer(t *tensor.Tensor, elem kernel.Type) *kernel.Buffer {
	if t.DType().IsComplex() {
		return complexBuffer(t, elem)
	}
	b := kernel.NewBuffer(elem, t.Len())
	for i := 0; i < t.Len(); i++ {
		if elem.IsFloat() {
			b.Set(i, t.Float64At(i))
		} else {
			b.SetInt(i, t.Int64At(i))
		}
	}
	return b
}

// tolerance is the relative and absolute error allowed for elem.
func tolerance(elem kernel.Type) float64 {
	if elem.IsF8() { // one ulp at 1: an approximate transcendental may flip a rounding
		return math.Ldexp(1, -kernel.F8FormatOf(elem).M)
	}
	switch elem {
	case kernel.F16, kernel.BF16:
		return 2e-2
	case kernel.F32:
		return 2e-5
	case kernel.F64:
		return 1e-12
	}
	return 0
}

func compare(got *kernel.Buffer, want *tensor.Tensor, elem kernel.Type, scale float64) error {
	if want.DType().IsComplex() {
		return compareComplex(got, want, elem, scale)
	}
	if got.Len() != want.Len() {
		return fmt.Errorf("%d elements, want %d", got.Len(), want.Len())
	}
	tol := tolerance(elem) * scale
	for i := 0; i < want.Len(); i++ {
		if !elem.IsFloat() {
			// unsigned tensors are held in the signed type of their
			// width: compare the bits
			mask := ^uint64(0) >> (64 - elem.Bits())
			if g, w := got.Int(i), want.Int64At(i); uint64(g)&mask != uint64(w)&mask {
				return fmt.Errorf("element %d is %d, want %d", i, g, w)
			}
			continue
		}
		g, w := got.Float(i), want.Float64At(i)
		if math.IsNaN(g) && math.IsNaN(w) || g == w {
			continue
		}
		if math.Abs(g-w) > tol*math.Max(1, math.Abs(w)) {
			return fmt.Errorf("element %d is %g, want %g", i, g, w)
		}
	}
	return nil
}
