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
type sharedSizer struct {
	mu     sync.Mutex
	module *ir.Operation
	sizer  *Sizer
	snap   []any
	// graph is the graph of one function body as schedule-memory left
	// it, for remat to take while nothing changed in between.
	graph *Graph
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
	if s.module == module && s.sizer != nil && matches(module, s.snap) {
		// callee peaks depend on the callees' order, which may have
		// changed since
		clear(s.sizer.callees)
		return s.sizer
	}
	z := newPassSizer(module)
	s.module, s.sizer, s.snap, s.graph = module, z, snapshot(module, s.snap[:0]), nil
	return z
}

// keep records g, the graph of a body as it now stands, for the next
// pass on that body.
func (s *sharedSizer) keep(g *Graph) {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.graph = g
}

// graphFor returns the graph of b with sizes from z (which get returned,
// so the module is unchanged since the graph was kept) and comparisons
// by c: the kept one when it is b's, otherwise a new one.
func (s *sharedSizer) graphFor(b *ir.Block, z *Sizer, c *Comparer) *Graph {
	if s != nil {
		s.mu.Lock()
		g := s.graph
		s.graph = nil
		s.mu.Unlock()
		if g != nil && g.Block == b && g.sizer == z {
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
	s.module, s.sizer, s.snap, s.graph = module, z, snapshot(module, s.snap[:0]), nil
}

// snapshot appends to dst what a change of the module's IR would alter.
func snapshot(module *ir.Operation, dst []any) []any {
	module.Walk(func(op *ir.Operation) bool {
		dst = append(dst, op, len(op.Operands()), len(op.Results()), len(op.Regions))
		for _, v := range op.Operands() {
			dst = append(dst, v)
		}
		for _, v := range op.Results() {
			dst = append(dst, v, v.Type())
		}
		for _, r := range op.Regions {
			dst = append(dst, len(r.Blocks))
			for _, b := range r.Blocks {
				dst = append(dst, len(b.Args()))
				for _, a := range b.Args() {
					dst = append(dst, a, a.Type())
				}
			}
		}
		return true
	})
	return dst
}

// matches reports whether module is as snap recorded it.
func matches(module *ir.Operation, snap []any) bool {
	i, ok := 0, true
	check := func(x any) {
		if ok && (i >= len(snap) || snap[i] != x) {
			ok = false
		}
		i++
	}
	module.Walk(func(op *ir.Operation) bool {
		check(op)
		check(len(op.Operands()))
		check(len(op.Results()))
		check(len(op.Regions))
		if !ok {
			return false
		}
		for _, v := range op.Operands() {
			check(v)
		}
		for _, v := range op.Results() {
			check(v)
			check(v.Type())
		}
		for _, r := range op.Regions {
			check(len(r.Blocks))
			for _, b := range r.Blocks {
				check(len(b.Args()))
				for _, a := range b.Args() {
					check(a)
					check(a.Type())
				}
			}
		}
		return ok
	})
	return ok && i == len(snap)
}
