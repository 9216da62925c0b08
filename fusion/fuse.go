package fusion

import (
	"sort"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// Config holds the options of the fuse pass.
type Config struct {
	// MaxOps bounds the ops of one fusion (cloned splat constants not
	// counted); MaxOperands bounds the values it reads.
	MaxOps, MaxOperands int
	// Horizontal enables merging independent loop fusions of one shape.
	Horizontal bool
	// Lowerable reports whether the kernel lowering can express an op;
	// ops it rejects stay outside fusions. Nil accepts every candidate.
	Lowerable func(*ir.Operation) bool
	// Dims proves dims equal; nil means NewDims() for each function.
	Dims func(fn *ir.Operation) DimEquality
}

// DefaultConfig returns the pass defaults.
func DefaultConfig() Config {
	return Config{MaxOps: 96, MaxOperands: 24, Horizontal: true}
}

func (c Config) lowerable(op *ir.Operation) bool { return c.Lowerable == nil || c.Lowerable(op) }

// Stats counts what one run did.
type Stats struct {
	Fusions, Fused, Horizontal int
}

// FuseBlock groups the ops of block (the body of fn) into symopt.fusion
// ops, creating them with reg's op info: shapes of fused values are
// rebuilt from their sources, groups grow backwards from consumers
// (vertical), loop groups join the row reductions they read
// (mergeConsumers), independent groups sharing an input merge
// (horizontal), and each group is outlined into a fusion op.
func FuseBlock(fn *ir.Operation, block *ir.Block, reg *ir.Registry, cfg Config) Stats {
	var dims DimEquality
	if cfg.Dims != nil {
		dims = cfg.Dims(fn)
	}
	if dims == nil {
		dims = NewDims()
	}
	nd, ok := dims.(*Dims)
	if !ok {
		nd = NewDims()
	}
	rewriteShapeOf(block, reg, nd, cfg.lowerable)
	f := &fuser{block: block, pos: map[*ir.Operation]int{}, groupOf: map[*ir.Operation]*group{}, dims: dims, cfg: cfg,
		classes: map[*ir.Operation]class{},
		host:    HostOps(block)}
	for i, op := range block.Ops {
		f.pos[op] = i
	}
	f.initRanks()
	f.vertical()
	f.mergeConsumers()
	var st Stats
	if cfg.Horizontal {
		// merged groups may now share an input with earlier ones
		for round := 0; round < 4; round++ {
			n := f.horizontal()
			st.Horizontal += n
			if n == 0 {
				break
			}
		}
	}
	for _, g := range f.groups {
		if g == nil {
			continue
		}
		if f.outline(g, reg) {
			st.Fusions++
			st.Fused += len(g.ops)
		}
	}
	eraseDeadSplats(block)
	topoSort(block)
	return st
}

// vertical walks the block backwards; each fusible op not yet grouped
// starts a group, and each group pulls in its producers while legal.
func (f *fuser) vertical() {
	for i := len(f.block.Ops) - 1; i >= 0; i-- {
		op := f.block.Ops[i]
		c := f.class(op)
		if c != clsLoop && c != clsReduce {
			continue
		}
		g := f.groupOf[op]
		if g == nil && IsView(op) {
			continue // a reshape nobody fused: a view
		}
		if g == nil {
			g = &group{ops: map[*ir.Operation]bool{op: true}, kind: dialect.FusionLoop, iter: op.Result(0)}
			if c == clsReduce {
				rs, _ := reduceShapeOf(op)
				g.kind, g.iter, g.red, g.redOut = dialect.FusionInput, op.Operand(0), &rs, op.Result(0)
			}
			f.groupOf[op] = g
			f.groups = append(f.groups, g)
		}
		for _, v := range op.Operands() {
			p := v.DefiningOp()
			if p == nil || p.Block() != f.block || f.groupOf[p] != nil {
				continue
			}
			f.tryAdd(g, p)
		}
	}
}

// tryAdd puts producer p into g when the result is legal.
func (f *fuser) tryAdd(g *group, p *ir.Operation) bool {
	c := f.class(p)
	if c != clsLoop && c != clsReduce {
		return false
	}
	n := g.clone()
	n.ops[p] = true
	if c == clsReduce {
		rs, _ := reduceShapeOf(p)
		switch {
		case g.kind == dialect.FusionInput:
		case rs.Row && f.sameShape(g.iter, p.Operand(0)), f.sameShape(g.iter, p.Result(0)):
			n.kind, n.iter, n.red, n.redOut = dialect.FusionInput, p.Operand(0), &rs, p.Result(0)
		default:
			return false
		}
	}
	if !f.legal(n) {
		return false
	}
	*g = *n
	f.groupOf[p] = g
	f.committed(g)
	return true
}

// mergeConsumers merges a loop group into a group that produces one of
// its operands over the same iteration shape: another loop group (one
// kernel instead of two, the value passed between them no longer stored
// when nothing else reads it) or a row reduction, whose kernel then runs
// the loop as its map phase (a normalization that also returns its
// reduced statistic).
func (f *fuser) mergeConsumers() {
	for ci, c := range f.groups {
		if c == nil || c.kind != dialect.FusionLoop {
			continue
		}
		for _, op := range f.sorted(c.ops) {
			merged := false
			for _, v := range op.Operands() {
				d := v.DefiningOp()
				p := f.groupOf[d]
				if d == nil || p == nil || p == c || !f.sameShape(c.iter, p.iter) ||
					p.kind == dialect.FusionInput && !p.red.Row {
					continue
				}
				n := p.clone()
				for o := range c.ops {
					n.ops[o] = true
				}
				if !f.legal(n) {
					continue
				}
				*p = *n
				for o := range c.ops {
					f.groupOf[o] = p
				}
				f.groups[ci] = nil
				f.committed(p)
				merged = true
				break
			}
			if merged {
				break
			}
		}
	}
}

// horizontalWindow bounds how many later groups each loop group is
// compared with.
const horizontalWindow = 32

// horizontal merges independent groups with the same iteration shape
// that read a common value (the merged kernel reads it once): loop groups
// with each other, and loop groups with a row reduction; it looks at the
// next horizontalWindow groups and returns how many merges it made.
func (f *fuser) horizontal() int {
	merged := 0
	for i, a := range f.groups {
		if a == nil {
			continue
		}
		for j := i + 1; j < len(f.groups) && j <= i+horizontalWindow; j++ {
			b := f.groups[j]
			if b == nil || !f.sameShape(a.iter, b.iter) || !f.shareInput(a, b) {
				continue
			}
			n := f.sibling(a, b)
			if n == nil || !f.legal(n) {
				continue
			}
			*a = *n
			for o := range b.ops {
				f.groupOf[o] = a
			}
			f.groups[j] = nil
			f.committed(a)
			merged++
		}
	}
	return merged
}

// sibling is the union of a and b when they can share a kernel: two loop
// groups (kHorizontal), or a loop group beside a row reduction over the
// same shape (the loop becomes the reduction kernel's map phase). It is
// nil for other pairs.
func (f *fuser) sibling(a, b *group) *group {
	n := a.clone()
	for o := range b.ops {
		n.ops[o] = true
	}
	switch {
	case a.kind != dialect.FusionInput && b.kind != dialect.FusionInput:
		n.kind = dialect.FusionHorizontal
	case a.kind == dialect.FusionInput && b.kind == dialect.FusionInput:
		return nil
	case a.kind == dialect.FusionInput && a.red.Row:
	case b.kind == dialect.FusionInput && b.red.Row:
		n.kind, n.iter, n.red, n.redOut = b.kind, b.iter, b.red, b.redOut
	default:
		return nil
	}
	return n
}

// shareInput reports whether groups a and b read a common value from
// outside both.
func (f *fuser) shareInput(a, b *group) bool {
	in := map[*ir.Value]bool{}
	for o := range a.ops {
		for _, v := range o.Operands() {
			if d := v.DefiningOp(); d == nil || !a.ops[d] {
				in[v] = true
			}
		}
	}
	for o := range b.ops {
		for _, v := range o.Operands() {
			if d := v.DefiningOp(); in[v] && (d == nil || !b.ops[d]) && (d == nil || f.class(d) != clsSplat) {
				return true
			}
		}
	}
	return false
}

// sorted returns ops in block order.
func (f *fuser) sorted(ops map[*ir.Operation]bool) []*ir.Operation {
	out := make([]*ir.Operation, 0, len(ops))
	for o := range ops {
		out = append(out, o)
	}
	sort.Slice(out, func(i, j int) bool { return f.pos[out[i]] < f.pos[out[j]] })
	return out
}
