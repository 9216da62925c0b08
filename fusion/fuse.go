package fusion

import (
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
	// It must be safe for concurrent use (classifyOps).
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

// FuseFunc fuses the body of fn as the fuse pass does: its block, then
// the branch blocks of a versioned body (HostBranches), each like a body
// of its own, then the recompute blocks of remat's symopt.regenerate ops
// (RegenerateBlocks), whose values from outside are external inputs.
// The body's own block is left alone when it has branches and nothing
// that could fuse (the host arithmetic of a versioned body).
func FuseFunc(fn *ir.Operation, reg *ir.Registry, cfg Config) Stats {
	var total Stats
	if len(fn.Regions) == 0 || len(fn.Regions[0].Blocks) == 0 {
		return total
	}
	branches := HostBranches(fn.Regions[0].Blocks[0])
	for _, b := range fn.Regions[0].Blocks {
		if len(branches) > 0 && !hasFusible(b, cfg.lowerable) {
			continue
		}
		total.add(FuseBlock(fn, b, reg, cfg))
	}
	for _, b := range branchBlocks(branches) {
		total.add(FuseBlock(fn, b, reg, cfg))
	}
	for _, b := range regenerateBlocks(fn.Regions[0].Blocks[0], branches) {
		total.add(FuseBlock(fn, b, reg, cfg))
	}
	return total
}

func (s *Stats) add(t Stats) {
	s.Fusions += t.Fusions
	s.Fused += t.Fused
	s.Horizontal += t.Horizontal
}

// FuseBlock groups the ops of block (the body of fn, or a branch block
// inside it) into symopt.fusion
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
	args := block
	if len(fn.Regions) > 0 && len(fn.Regions[0].Blocks) > 0 {
		args = fn.Regions[0].Blocks[0] // block may be a branch inside it
	}
	rewriteShapeOf(block, args, reg, nd, cfg.lowerable)
	f := newFuser(block, dims, cfg)
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
	st.Fusions, st.Fused = f.outlineAll(reg)
	sinkEvicts(block)
	sinkRegenerates(block)
	return st
}

// vertical walks the block backwards; each fusible op not yet grouped
// starts a group, and each group pulls in its producers while legal.
func (f *fuser) vertical() {
	for i := int32(len(f.g.ops)) - 1; i >= 0; i-- {
		op := f.op(i)
		c := f.class(i)
		if c != clsLoop && c != clsReduce {
			continue
		}
		g := f.groupOf[i]
		if g == nil && IsView(op) {
			continue // a reshape nobody fused: a view
		}
		if g == nil {
			g = &group{members: []int32{i}, kind: dialect.FusionLoop, iter: f.g.res[i]}
			if c == clsReduce {
				g.kind, g.iter, g.red, g.redOut = dialect.FusionInput, f.g.operands.of(i)[0].id, f.g.reds[i], f.g.res[i]
			}
			f.groupOf[i] = g
			f.groups = append(f.groups, g)
		}
		for _, r := range f.g.operands.of(i) {
			if r.src < 0 || f.groupOf[r.src] != nil {
				continue
			}
			f.tryAdd(g, r.src)
		}
	}
}

// tryAdd puts producer p into g when the result is legal.
func (f *fuser) tryAdd(g *group, p int32) bool {
	c := f.class(p)
	if c != clsLoop && c != clsReduce {
		return false
	}
	single := []int32{p}
	n := f.with(g, single)
	if c == clsReduce {
		rs, in, out := f.g.reds[p], f.g.operands.of(p)[0].id, f.g.res[p]
		switch {
		case g.kind == dialect.FusionInput:
		case rs.Row && f.sameShape(g.iter, in), f.sameShape(g.iter, out):
			n.kind, n.iter, n.red, n.redOut = dialect.FusionInput, in, rs, out
		default:
			return false
		}
	}
	if !f.legal(n, g.members, single) {
		return false
	}
	f.commit(g, n)
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
	members:
		for _, m := range c.members {
			for _, r := range f.g.operands.of(m) {
				if r.src < 0 {
					continue
				}
				p := f.groupOf[r.src]
				if p == nil || p == c || !f.sameShape(c.iter, p.iter) ||
					p.kind == dialect.FusionInput && !p.red.Row {
					continue
				}
				n := f.with(p, c.members)
				if !f.legal(n, p.members, c.members) {
					continue
				}
				f.commit(p, n)
				f.groups[ci] = nil
				break members
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
			if n == nil || !f.legal(n, a.members, b.members) {
				continue
			}
			f.commit(a, n)
			f.groups[j] = nil
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
	n := f.with(a, b.members)
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
// outside both, not counting splat constants.
func (f *fuser) shareInput(a, b *group) bool {
	f.vmarkStamp++
	for _, id := range f.sharedOf(a) {
		f.vmark[id] = f.vmarkStamp
	}
	for _, id := range f.sharedOf(b) {
		if f.vmark[id] == f.vmarkStamp {
			return true
		}
	}
	return false
}

// sharedOf returns the ids of the values the ops of g read directly
// from outside g, splat constants excluded.
func (f *fuser) sharedOf(g *group) []int32 {
	if g.sharedOK {
		return g.shared
	}
	g.shared = g.shared[:0]
	for _, m := range g.members {
		for _, r := range f.g.operands.of(m) {
			if !r.splat && (r.src < 0 || f.groupOf[r.src] != g) {
				g.shared = append(g.shared, r.id)
			}
		}
	}
	g.sharedOK = true
	return g.shared
}
