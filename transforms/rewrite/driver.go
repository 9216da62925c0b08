package rewrite

import "github.com/symopt/symopt/ir"

// RegionSimplify is how much control-flow cleanup the driver does between
// pattern iterations.
type RegionSimplify int

const (
	SimplifyDisabled   RegionSimplify = iota
	SimplifyNormal                    // erase unreachable blocks
	SimplifyAggressive                // currently the same as SimplifyNormal
)

// Config bounds and steers Apply.
type Config struct {
	// MaxIterations bounds the rounds over the whole IR; <= 0 means no bound.
	MaxIterations int
	// MaxNumRewrites bounds rewrites (folds, patterns, erasures) per round;
	// < 0 means no bound.
	MaxNumRewrites int
	// TopDown seeds the worklist in pre-order; otherwise post-order.
	TopDown        bool
	RegionSimplify RegionSimplify
	// NoFold disables folding through OpInfo.Fold.
	NoFold bool
	// Ops gives created ops (constants, pattern results) their OpInfo.
	Ops *ir.Registry
	// Materialize builds the constant op for a folded value; nil means
	// DefaultMaterialize.
	Materialize func(rw *Rewriter, folded *ir.Operation, value ir.Attribute, t ir.Type) *ir.Operation
}

// DefaultConfig returns MLIR's canonicalizer defaults.
func DefaultConfig() Config {
	return Config{MaxIterations: 10, MaxNumRewrites: -1, TopDown: true, RegionSimplify: SimplifyNormal}
}

// Result says what Apply did.
type Result struct {
	Changed   bool
	Converged bool // the last round changed nothing
	Rewrites  int  // pattern applications
	Folds     int  // ops folded to constants
	Erased    int  // dead ops removed
	Rounds    int
}

// Apply runs the greedy driver on everything nested inside root (root
// itself is never rewritten).
func Apply(root *ir.Operation, ps *PatternSet, cfg Config) Result {
	d := &driver{root: root, ps: ps, cfg: cfg, inList: map[*ir.Operation]bool{}, consts: newConstTable()}
	if d.cfg.Materialize == nil {
		d.cfg.Materialize = DefaultMaterialize
	}
	d.rw = NewRewriter(cfg.Ops, d)
	var res Result
	for cfg.MaxIterations <= 0 || res.Rounds < cfg.MaxIterations {
		res.Rounds++
		changed := d.round(&res)
		if d.simplifyRegions() {
			changed = true
		}
		if d.consts.moved {
			// Hoisting constants changes the IR but needs no other round.
			res.Changed = true
			d.consts.moved = false
		}
		if !changed {
			res.Converged = true
			break
		}
		res.Changed = true
	}
	return res
}

// runawayFactor and runawaySlack bound an unbounded round at this many
// rewrites per op it started with, plus a constant.
const (
	runawayFactor = 64
	runawaySlack  = 4096
)

type driver struct {
	root     *ir.Operation
	ps       *PatternSet
	cfg      Config
	rw       *Rewriter
	worklist []*ir.Operation // a stack: the top is processed next
	inList   map[*ir.Operation]bool
	consts   *constTable
}

func (d *driver) push(op *ir.Operation) {
	if op == nil || op == d.root || d.inList[op] {
		return
	}
	d.inList[op] = true
	d.worklist = append(d.worklist, op)
}

func (d *driver) OpInserted(op *ir.Operation) {
	op.Walk(func(o *ir.Operation) bool { d.push(o); return true })
}

func (d *driver) OpModified(op *ir.Operation) { d.push(op) }

// OpErased drops op from the constant table; popped ops that are no
// longer inside root are skipped, so the worklist needs nothing.
func (d *driver) OpErased(op *ir.Operation) { d.consts.forget(op) }

// seed fills the worklist so that ops pop in pre-order (top-down) or
// post-order. Constants are registered with the constant table on the way,
// in program order, so duplicates go and the rest move to the start of
// their insertion region without reversing their order.
func (d *driver) seed() {
	var order []*ir.Operation
	var visit func(op *ir.Operation)
	visit = func(op *ir.Operation) {
		if op != d.root && d.cfg.TopDown {
			if !d.consts.insertKnown(d.rw, op) {
				return
			}
			order = append(order, op)
		}
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				for _, o := range append([]*ir.Operation(nil), b.Ops...) {
					visit(o)
				}
			}
		}
		if op != d.root && !d.cfg.TopDown {
			if !d.consts.insertKnown(d.rw, op) {
				return
			}
			order = append(order, op)
		}
	}
	visit(d.root)
	// Ops pushed while seeding (users of a removed duplicate constant) come
	// first, then the walk order, as in MLIR's driver; the stack holds the
	// sequence reversed.
	seq := append([]*ir.Operation(nil), d.worklist...)
	for _, op := range order {
		if !d.inList[op] && op != d.root {
			d.inList[op] = true
			seq = append(seq, op)
		}
	}
	d.worklist = d.worklist[:0]
	for i := len(seq) - 1; i >= 0; i-- {
		d.worklist = append(d.worklist, seq[i])
	}
}

// attached reports whether op is still inside root.
func (d *driver) attached(op *ir.Operation) bool {
	for o := op; o != d.root; o = o.ParentOp() {
		if o == nil || o.Block() == nil {
			return false
		}
	}
	return true
}

func (d *driver) round(res *Result) bool {
	d.seed()
	changed := false
	rewrites := 0
	limit := d.cfg.MaxNumRewrites
	if limit < 0 {
		// Patterns that keep succeeding on the same ops would loop within
		// one round; bound the round by a multiple of the work it started
		// with so the driver always returns (not converged).
		limit = runawayFactor*len(d.worklist) + runawaySlack
	}
	for len(d.worklist) > 0 {
		if rewrites >= limit {
			d.worklist = d.worklist[:0]
			clear(d.inList)
			break
		}
		op := d.worklist[len(d.worklist)-1]
		d.worklist = d.worklist[:len(d.worklist)-1]
		delete(d.inList, op)
		if !d.attached(op) {
			continue
		}
		if IsTriviallyDead(op) {
			d.rw.EraseOp(op)
			res.Erased++
			rewrites++
			changed = true
			continue
		}
		if !d.cfg.NoFold && d.fold(op) {
			res.Folds++
			rewrites++
			changed = true
			continue
		}
		for _, p := range d.ps.For(op) {
			d.rw.SetInsertionPoint(op)
			before := d.rw.Changes()
			// A pattern that reports success without changing anything
			// (a self-replacement in a graph-region cycle) did not apply.
			if p.Rewrite(d.rw, op) && d.rw.Changes() != before {
				res.Rewrites++
				rewrites++
				changed = true
				break
			}
		}
	}
	return changed
}
