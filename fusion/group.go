package fusion

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// group is a set of ops of one block that will become one fusion.
type group struct {
	ops  map[*ir.Operation]bool
	kind string
	// iter has the iteration shape: the common output shape of a loop
	// fusion, the reductions' input shape of an input fusion.
	iter *ir.Value
	// red and redOut describe the reductions of an input fusion.
	red    *ReduceShape
	redOut *ir.Value
}

func (g *group) clone() *group {
	c := *g
	c.ops = make(map[*ir.Operation]bool, len(g.ops)+1)
	for o := range g.ops {
		c.ops[o] = true
	}
	return &c
}

// fuser holds the state of grouping one block.
type fuser struct {
	block   *ir.Block
	pos     map[*ir.Operation]int
	groupOf map[*ir.Operation]*group
	groups  []*group
	dims    DimEquality
	cfg     Config
	// host holds the shape computations (HostOps), never fused.
	host map[*ir.Operation]bool
	// seen and stamp mark visited ops (by position) in createsCycle.
	seen  []int
	stamp int
	// rank orders the grouped graph topologically (order.go).
	rank []float64
	// classes caches class: classify asks the lowering about every op.
	classes map[*ir.Operation]class
}

func (f *fuser) class(op *ir.Operation) class {
	if c, ok := f.classes[op]; ok {
		return c
	}
	c := clsOther
	if !f.host[op] {
		c = classify(op, f.cfg.lowerable)
	}
	f.classes[op] = c
	return c
}

// sameShape reports whether a and b have the same rank and provably equal
// dims.
func (f *fuser) sameShape(a, b *ir.Value) bool {
	sa, ok1 := Shape(a)
	sb, ok2 := Shape(b)
	if !ok1 || !ok2 || len(sa) != len(sb) {
		return false
	}
	for i := range sa {
		if !f.dims.Equal(a, i, b, i) {
			return false
		}
	}
	return true
}

// inBlock returns the ancestor of op that lies in f.block, or nil.
func (f *fuser) inBlock(op *ir.Operation) *ir.Operation {
	for o := op; o != nil; o = o.ParentOp() {
		if o.Block() == f.block {
			return o
		}
	}
	return nil
}

// outputs lists the values defined in ops that are used outside them.
func (f *fuser) outputs(ops map[*ir.Operation]bool) []*ir.Value {
	var out []*ir.Value
	for op := range ops {
		for _, r := range op.Results() {
			for _, u := range r.Uses() {
				if o := f.inBlock(u.Op); o == nil || !ops[o] {
					out = append(out, r)
					break
				}
			}
		}
	}
	return out
}

// inputs counts the distinct values the ops read from outside, not
// counting splat constants (which are cloned in).
func (f *fuser) inputs(ops map[*ir.Operation]bool) int {
	seen := map[*ir.Value]bool{}
	for op := range ops {
		forEachUse(op, func(v *ir.Value) {
			d := v.DefiningOp()
			if d != nil && (ops[f.inBlock(d)] || f.class(d) == clsSplat) {
				return
			}
			if d == nil && v.OwnerBlock() != f.block && op.IsAncestor(v.OwnerBlock().ParentOp()) {
				return // an argument of a region inside op
			}
			seen[v] = true
		})
	}
	return len(seen)
}

// forEachUse calls fn for every operand of op and of the ops nested in it.
func forEachUse(op *ir.Operation, fn func(*ir.Value)) {
	op.Walk(func(o *ir.Operation) bool {
		for _, v := range o.Operands() {
			fn(v)
		}
		return true
	})
}

// createsCycle reports whether ops, made into one op, would both feed and
// use something outside it: an outside op reachable from ops' results
// that is used by ops. Ops of other groups count as one node with their
// group (they will be one fusion), so a path through any op of a group
// continues from all of them. ops is a union of whole nodes of the
// grouped graph, so the search only follows ops ranked at most as high as
// the highest producer of ops.
func (f *fuser) createsCycle(ops map[*ir.Operation]bool) bool {
	limit := -1.0
	var starts []*ir.Operation
	f.neighbours(ops, func(o *ir.Operation, in bool) {
		if in {
			limit = max(limit, f.rankOf(o))
		} else {
			starts = append(starts, o)
		}
	})
	if limit < 0 || len(starts) == 0 {
		return false
	}
	f.stamp++
	if len(f.seen) < len(f.block.Ops) {
		f.seen = make([]int, len(f.block.Ops))
	}
	// members of ops count as seen: the walk never enters them
	for o := range ops {
		if i, ok := f.pos[o]; ok {
			f.seen[i] = f.stamp
		}
	}
	var work []int
	visit := func(o *ir.Operation) {
		if o == nil {
			return
		}
		i, ok := f.pos[o]
		if !ok || f.seen[i] == f.stamp || f.rank[i] > limit {
			return
		}
		f.seen[i] = f.stamp
		work = append(work, i)
		if g := f.groupOf[o]; g != nil {
			for m := range g.ops {
				if j := f.pos[m]; f.seen[j] != f.stamp {
					f.seen[j] = f.stamp
					work = append(work, j)
				}
			}
		}
	}
	for _, o := range starts {
		visit(o)
	}
	for len(work) > 0 {
		x := f.block.Ops[work[len(work)-1]]
		work = work[:len(work)-1]
		for _, r := range x.Results() {
			for _, u := range r.Uses() {
				o := f.inBlock(u.Op)
				if o != nil && ops[o] {
					return true
				}
				visit(o)
			}
		}
	}
	return false
}

// legal checks the size limits, the shapes of the outputs, the phase
// structure of an input fusion and the absence of cycles.
func (f *fuser) legal(g *group) bool {
	if len(g.ops) > f.cfg.MaxOps || f.inputs(g.ops) > f.cfg.MaxOperands {
		return false
	}
	for _, v := range f.outputs(g.ops) {
		if IsView(v.DefiningOp()) {
			return false // the reshape stays outside as a view of its operand
		}
		ok := false
		switch {
		case g.kind != dialect.FusionInput:
			ok = f.sameShape(v, g.iter)
		case g.red.Row:
			ok = f.sameShape(v, g.iter) || f.sameShape(v, g.redOut)
		default:
			ok = f.sameShape(v, g.redOut)
		}
		if !ok {
			return false
		}
	}
	if g.kind == dialect.FusionInput && !f.phasesOK(g) {
		return false
	}
	return !f.createsCycle(g.ops)
}

// phasesOK checks that every op of an input fusion that depends on a
// reduction is an elementwise op at the reduced or the full shape, a
// broadcast of a reduced value back along the kept dims, or another
// reduction of the same rows.
func (f *fuser) phasesOK(g *group) bool {
	dep := map[*ir.Value]bool{}
	for _, op := range f.sorted(g.ops) {
		d := false
		for _, v := range op.Operands() {
			d = d || dep[v]
		}
		if f.class(op) == clsReduce {
			rs, _ := reduceShapeOf(op)
			if rs.Row != g.red.Row || !equalI64(rs.Dims, g.red.Dims) || !f.sameShape(op.Operand(0), g.iter) {
				return false
			}
			dep[op.Result(0)] = true
			continue
		}
		if !d {
			continue
		}
		r := op.Result(0)
		dep[r] = true
		full, reduced := f.sameShape(r, g.iter), f.sameShape(r, g.redOut)
		switch name := canonical(op); {
		case name == "stablehlo.broadcast_in_dim" || name == "stablehlo.dynamic_broadcast_in_dim":
			bd, _ := i64s(op, "broadcast_dimensions")
			if !full || !f.sameShape(op.Operand(0), g.redOut) || !equalI64(bd, keptAxes(g)) {
				return false
			}
		case op.HasTrait(ir.Elementwise):
			if !full && !reduced {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// keptAxes lists the axes of the iteration shape a reduction keeps.
func keptAxes(g *group) []int64 {
	n := len(mustShape(g.iter))
	var out []int64
	for _, d := range keptDims(n, g.red.Dims) {
		out = append(out, int64(d))
	}
	return out
}

func equalI64(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
