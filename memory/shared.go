package memory

import (
	"sync"

	"github.com/symopt/symopt/ir"
)

// sharedSizer lets the passes of one registry (schedule-memory, then remat,
// on each function in turn) share one shape analysis and its sizes: the
// analysis of a module runs once, not once per pass and function.
//
// The sizer is kept with a snapshot of the module (every op in walk order,
// its operands and result types, the types of block arguments). A pass
// takes it only when the module still matches the snapshot, so that
// another pass that changed anything in between (rewrote, erased, moved or
// retyped ops) makes the next memory pass analyze afresh. A memory pass
// that changed the IR itself records a new snapshot: reordering keeps
// every size, and the values remat creates are registered with the sizer
// as it creates them.
//
// A pass records the snapshot when it is done with the module (keep,
// settle or update), not when it takes a new sizer: a pass that changes
// the IR records it once, after the change.
type sharedSizer struct {
	mu     sync.Mutex
	module *ir.Operation
	sizer  *Sizer
	snap   irSnapshot
	// recorded says snap is the module as the sizer knows it; false
	// while the pass that made the sizer runs.
	recorded bool
	// graph is the graph of one function body as schedule-memory left
	// it, for remat to take while nothing changed in between; when order
	// is set, the body now runs graph's nodes in that order and the graph
	// is renumbered (Graph.reordered) only if remat takes it.
	graph *Graph
	order []int
}

// get returns a sizer for module, the shared one when the module has not
// changed since it was recorded. A nil s analyzes afresh each time (what
// the shared sizer must agree with).
func (s *sharedSizer) get(module *ir.Operation) *Sizer {
	if s == nil {
		return NewSizer(module)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.module == module && s.sizer != nil && s.recorded && matches(module, s.snap) {
		// callee peaks depend on the callees' order, which may have
		// changed since
		clear(s.sizer.callees)
		return s.sizer
	}
	z := newPassSizer(module)
	s.module, s.sizer, s.recorded, s.graph, s.order = module, z, false, nil, nil
	return z
}

// keep records g, the graph of a body as it now stands, for the next
// pass on that body, at the end of a pass that left the module as it
// was.
func (s *sharedSizer) keep(g *Graph) { s.keepOrdered(g, nil) }

// keepOrdered is keep for a body that now runs g's nodes in order (nil:
// as g has them).
func (s *sharedSizer) keepOrdered(g *Graph, order []int) {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.graph, s.order = g, order
	s.record()
}

// versioned records module after schedule-memory versioned the body of
// g (v): a sizer read from annotations stays right for it (a value's
// size is its type's, and the clones have their originals' types), with
// the seeds of the region graphs (version_regions.go); any other is
// dropped, for the next memory pass to analyze afresh.
func (s *sharedSizer) versioned(module *ir.Operation, g *Graph, v *versioned) {
	z := g.sizer
	if s == nil || !z.annotated || s.sizer != z {
		s.forget()
		return
	}
	z.full = nil // the index scalars are the new module's
	seedRegions(g, v)
	s.update(module, z)
}

// forget drops the shared sizer after a pass that changed the module in
// ways the sizer has not seen (values it has no sizes for).
func (s *sharedSizer) forget() {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.module, s.sizer, s.recorded, s.graph, s.order = nil, nil, false, nil, nil
}

// settle is keep without a graph.
func (s *sharedSizer) settle() {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.record()
}

// record snapshots the module unless that is done (s.mu held).
func (s *sharedSizer) record() {
	if !s.recorded && s.module != nil {
		s.snap, s.recorded = snapshot(s.module, s.snap), true
	}
}

// graphFor returns the graph of b with sizes from z (which get returned,
// so the module is unchanged since the graph was kept) and comparisons
// by c: the kept one when it is b's, otherwise a new one.
func (s *sharedSizer) graphFor(b *ir.Block, z *Sizer, c *Comparer) *Graph {
	if s != nil {
		s.mu.Lock()
		g, order := s.graph, s.order
		s.graph, s.order = nil, nil
		s.mu.Unlock()
		if g != nil && g.Block == b && g.sizer == z {
			if order != nil {
				g = g.reordered(order)
			}
			g.reuse(c)
			return g
		}
	}
	return BuildGraph(b, z, c)
}

// update records module as it is now, with z its sizer, after a pass that
// changed it.
func (s *sharedSizer) update(module *ir.Operation, z *Sizer) {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.module, s.sizer, s.snap, s.recorded, s.graph, s.order = module, z, snapshot(module, s.snap), true, nil, nil
}

// irSnapshot is what a change of a module's IR would alter, in walk
// order: the ops, their operands and block arguments, the result and
// argument types, and the counts that delimit them. An op's results are
// made with it, so the op and their count stand for them.
type irSnapshot struct {
	ops   []*ir.Operation
	vals  []*ir.Value
	types []ir.Type
	ns    []int32
}

// snapshot records module into dst, reusing its arrays.
func snapshot(module *ir.Operation, dst irSnapshot) irSnapshot {
	dst.ops, dst.vals, dst.types, dst.ns = dst.ops[:0], dst.vals[:0], dst.types[:0], dst.ns[:0]
	module.Walk(func(op *ir.Operation) bool {
		dst.ops = append(dst.ops, op)
		dst.ns = append(dst.ns, int32(len(op.Operands())), int32(len(op.Results())), int32(len(op.Regions)))
		dst.vals = append(dst.vals, op.Operands()...)
		for _, v := range op.Results() {
			dst.types = append(dst.types, v.Type()) // the values are the op's for good
		}
		for _, r := range op.Regions {
			dst.ns = append(dst.ns, int32(len(r.Blocks)))
			for _, b := range r.Blocks {
				dst.ns = append(dst.ns, int32(len(b.Args())))
				for _, a := range b.Args() {
					dst.vals = append(dst.vals, a)
					dst.types = append(dst.types, a.Type())
				}
			}
		}
		return true
	})
	return dst
}

// matches reports whether module is as snap recorded it.
func matches(module *ir.Operation, snap irSnapshot) bool {
	ops, vals := cursor[*ir.Operation]{s: snap.ops}, cursor[*ir.Value]{s: snap.vals}
	types, ns := cursor[ir.Type]{s: snap.types}, cursor[int32]{s: snap.ns}
	same := func(op *ir.Operation) bool {
		if !ops.next(op) || !ns.next(int32(len(op.Operands()))) || !ns.next(int32(len(op.Results()))) || !ns.next(int32(len(op.Regions))) {
			return false
		}
		for _, x := range op.Operands() {
			if !vals.next(x) {
				return false
			}
		}
		for _, x := range op.Results() {
			if !types.next(x.Type()) {
				return false
			}
		}
		for _, r := range op.Regions {
			if !ns.next(int32(len(r.Blocks))) {
				return false
			}
			for _, b := range r.Blocks {
				if !ns.next(int32(len(b.Args()))) {
					return false
				}
				for _, a := range b.Args() {
					if !vals.next(a) || !types.next(a.Type()) {
						return false
					}
				}
			}
		}
		return true
	}
	ok := true
	module.Walk(func(op *ir.Operation) bool {
		ok = ok && same(op)
		return ok
	})
	return ok && ops.done() && vals.done() && types.done() && ns.done()
}

// cursor reads a recorded sequence back in order.
type cursor[T comparable] struct {
	s []T
	i int
}

// next reports whether x is the next element, and moves past it if so.
func (c *cursor[T]) next(x T) bool {
	if c.i >= len(c.s) || c.s[c.i] != x {
		return false
	}
	c.i++
	return true
}

// done reports whether every element was read.
func (c *cursor[T]) done() bool { return c.i == len(c.s) }
