package lowering

import (
	"errors"
	"fmt"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/pipeline"
)

// Branch is the host-side choice of a versioned body (an scf.if on a
// condition computed from the dims, as schedule-memory{versions=2}
// writes): the host evaluates Cond from the dims and runs the Then steps
// when it holds, the Else steps otherwise. Either side writes the
// buffers of the scf.if's results (Results, in result order): the steps
// computing what a side yields write them directly, and a copy step
// fills a result from what a side yields without computing it (an
// argument, a constant, a value yielded twice). The temporaries of the
// two sides may share slots: they are never live at once.
//
// A dim of a result that the sides yield with different sizes (rows of
// one argument here, of another there) has a name of its own; Binds
// gives, per side, its value in the dims known before the branch, which
// the host binds when it picks the side (Pick).
type Branch struct {
	Cond       *HostCond
	Then, Else []*Step
	Results    []int
	Binds      [2][]DimBind
}

// DimBind gives dim Name the value of Expr.
type DimBind struct {
	Name string
	Expr *kernel.Expr
}

// Sides returns the step lists of the then and else sides.
func (br *Branch) Sides() [2][]*Step { return [2][]*Step{br.Then, br.Else} }

// Pick returns the steps the host runs at the given dims and whether
// they are the then side, and binds in dims the result dims that side
// gives (Binds).
func (br *Branch) Pick(dims map[string]int64) ([]*Step, bool, error) {
	c, err := br.Cond.Eval(dims)
	if err != nil {
		return nil, false, err
	}
	side := 1
	if c {
		side = 0
	}
	for _, d := range br.Binds[side] {
		v, err := d.Expr.Eval(dims)
		if err != nil {
			return nil, false, fmt.Errorf("dim %s: %w", d.Name, err)
		}
		dims[d.Name] = v
	}
	return br.Sides()[side], c, nil
}

// binds finds, for each dynamic dim of the results of op whose name is
// not an argument's, what each side yields there when that is another
// dim: an argument's dim or a static size (else an error: the host could
// not size the result).
func (b *planBuilder) binds(op *ir.Operation, br *Branch) error {
	pos := pipeline.LocPos(op.Loc)
	names := b.p.Names
	for i, v := range op.Results() {
		shape, _ := fusion.Shape(v)
		for d := range shape {
			name := names.Name(v, d)
			if name == "" || b.argDims[name] {
				continue
			}
			for side, r := range op.Regions {
				y := r.Blocks[0].Terminator().Operand(i)
				var e *kernel.Expr
				switch n := names.Name(y, d); {
				case n == name:
					continue // the side yields the result's own dim
				case n == "":
					e = kernel.Const(names.Static(y, d))
				case b.argDims[n]:
					e = kernel.DimRef(n)
				default:
					return diag.Errorf(pos, "'scf.if' result #%d: the %s side yields dim %d as %s, which the host does not know before the branch", i, [2]string{"then", "else"}[side], d, n)
				}
				br.Binds[side] = append(br.Binds[side], DimBind{Name: name, Expr: e})
			}
		}
	}
	return nil
}

// branch adds the branch step of scf.if op: its condition as a host
// expression of the dims (an error naming the op that is not host
// arithmetic on dims otherwise), and each region's steps.
func (b *planBuilder) branch(op *ir.Operation) error {
	pos := pipeline.LocPos(op.Loc)
	if op.NumOperands() != 1 || len(op.Regions) != 2 {
		return diag.Errorf(pos, "'scf.if' needs a condition and two regions to be lowered")
	}
	cond, err := b.host.cond(op.Operand(0))
	if err != nil {
		return err
	}
	for _, d := range cond.Dims() {
		if !b.argDims[d] {
			return diag.Errorf(pos, "the branch condition reads dim %s, which no argument carries: the host cannot compute it before the branch", d)
		}
	}
	br := &Branch{Cond: cond}
	for i, v := range op.Results() {
		if _, ok := v.Type().(*ir.TensorType); !ok {
			return diag.Errorf(pos, "'scf.if' result #%d is a %s, not a tensor: the plan has no host values after a branch", i, v.Type())
		}
		br.Results = append(br.Results, b.buffer(v, TempBuffer))
	}
	var errs []error
	for side, r := range op.Regions {
		if len(r.Blocks) != 1 {
			return diag.Errorf(pos, "'scf.if' region #%d has %d blocks; lowering needs one", side, len(r.Blocks))
		}
		steps, err := b.side(r.Blocks[0], br.Results)
		if err != nil {
			errs = append(errs, err)
		}
		if side == 0 {
			br.Then = steps
		} else {
			br.Else = steps
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	if err := b.binds(op, br); err != nil {
		return err
	}
	b.emit(&Step{Kind: BranchStep, Name: "if", Op: op, Branch: br})
	return nil
}

// side builds the steps of one branch block: a value it yields that a
// step of the block computes is written straight into the result's
// buffer, any other yielded value is copied there.
func (b *planBuilder) side(blk *ir.Block, results []int) ([]*Step, error) {
	y := blk.Terminator()
	if y == nil || y.NumOperands() != len(results) {
		return nil, diag.Errorf(pipeline.LocPos(blk.ParentOp().Loc), "'scf.if' branch does not yield its %d results", len(results))
	}
	steps, errs := b.yieldInto(blk, results, func(k int, v *ir.Value) error {
		return diag.Errorf(pipeline.LocPos(y.Loc), "branch result #%d (%s) has no device buffer to copy", k, v.Type())
	})
	return steps, errors.Join(errs...)
}

// yieldInto builds the steps of blk (a branch side or a recompute), whose
// terminator yields one value per buffer of results: a yielded value a
// step of blk computes is written straight into its result's buffer, any
// other is copied there; noBuffer is the error for one that has no buffer
// to copy from.
func (b *planBuilder) yieldInto(blk *ir.Block, results []int, noBuffer func(k int, v *ir.Value) error) ([]*Step, []error) {
	y := blk.Terminator()
	aliased := map[*ir.Value]int{}
	for k, v := range y.Operands() {
		if _, seen := aliased[v]; !seen && computedIn(v, blk) {
			aliased[v] = k
			b.ids[v] = results[k]
		}
	}
	outer := b.out
	var steps []*Step
	b.out = &steps
	b.depth++
	defer func() { b.out, b.depth = outer, b.depth-1 }()
	errs := b.block(blk, false)
	for k, v := range y.Operands() {
		if a, ok := aliased[v]; ok && a == k {
			continue
		}
		src, ok := b.ids[v]
		if !ok {
			errs = append(errs, noBuffer(k, v))
			continue
		}
		b.emit(&Step{Kind: CopyStep, Name: "copy", Op: y, Reads: []int{src}, Writes: []int{results[k]}})
	}
	return steps, errs
}

// computedIn reports whether a step of blk writes v: v is the result of a
// fusion, a library call or an op with kernels of its own there (views
// and constants are not computed: they name other memory).
func computedIn(v *ir.Value, blk *ir.Block) bool {
	d := v.DefiningOp()
	if d == nil || d.Block() != blk {
		return false
	}
	return d.Name == "symopt.fusion" || libraryCalls[fusion.Canonical(d)] != "" || hlo.Outside(d)
}
