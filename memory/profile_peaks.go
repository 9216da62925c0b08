package memory

import (
	"cmp"
	"slices"

	"github.com/symopt/symopt/symbolic"
)

// Candidate peaks. Of the steps of a curve (and the entry), pruneMax
// keeps those no other bounds: first by coefficients, then by proofs. The
// first test is a skyline: taking the vectors larger at likely values
// first (ties in index order), a vector is kept unless a kept one has
// every coefficient at least its own. That is the same as keeping the
// vectors that no vector before them in that order bounds (one that
// bounds a bounded vector bounds what it bounds), so the skyline can
// be taken as the steps come, without sorting them or keeping them all,
// and sorted once it is complete (a few vectors against thousands of
// steps).

// skyline holds the vectors no earlier one (in likely-value order) bounds
// by coefficients, among those added so far.
type skyline struct {
	sp   *space
	kept []skyVec
}

// skyVec is a vector with its value at likely values and its index.
type skyVec struct {
	v   vec
	lik float64
	i   int
}

// before reports whether a comes before b: larger at likely values, or
// equal and added earlier.
func (a *skyVec) before(b *skyVec) bool {
	return a.lik > b.lik || (a.lik == b.lik && a.i < b.i)
}

// add offers v, the i-th vector (i increasing); keep says v must be
// copied to be kept.
func (s *skyline) add(v vec, i int, keep bool) {
	x := skyVec{v: v, lik: v.at(s.sp.likely), i: i}
	for k := range s.kept {
		if y := &s.kept[k]; y.before(&x) && y.v.bounds(v) {
			// the next step is likely bounded by the same one: ask it
			// first (the order of kept does not matter until sorted)
			s.kept[0], s.kept[k] = s.kept[k], s.kept[0]
			return
		}
	}
	out := s.kept[:0]
	for _, y := range s.kept {
		if !(x.before(&y) && v.bounds(y.v)) {
			out = append(out, y)
		}
	}
	if keep {
		x.v = v.clone()
	}
	s.kept = append(out, x)
}

// sorted returns the vectors kept, larger at likely values first.
func (s *skyline) sorted() []vec {
	slices.SortFunc(s.kept, func(a, b skyVec) int {
		switch {
		case a.before(&b):
			return -1
		case b.before(&a):
			return 1
		}
		return cmp.Compare(a.i, b.i)
	})
	out := make([]vec, len(s.kept))
	for k, y := range s.kept {
		out[k] = y.v
	}
	return out
}

// pruneMaxVecs is pruneMax on vectors, larger at likely values first.
func (sp *space) pruneMaxVecs(vs []vec) []vec {
	s := &skyline{sp: sp}
	for i, v := range vs {
		s.add(v, i, false)
	}
	return sp.proveMax(s.sorted())
}

// proveMax drops from kept (larger at likely values first, none bounding
// another by coefficients) those a vector before them is proven to
// bound: by the ranges of the monomials, or by the store while few
// remain.
func (sp *space) proveMax(kept []vec) []vec {
	d := sp.zero()
	var out []vec
	for _, v := range kept {
		dominated := false
		for _, k := range out {
			copy(d, k)
			d.sub(v)
			s, ok := d.quickSign()
			if !ok {
				s, ok = sp.boundSign(d)
			}
			if !ok && len(kept) <= 32 {
				s, ok = sp.provenSign(d)
			}
			if ok && s >= 0 {
				dominated = true
				break
			}
		}
		if !dominated {
			out = append(out, v)
		}
	}
	return out
}

// profilePeaks is Profile(order, c).Peaks without keeping the steps.
func (g *Graph) profilePeaks(order []int) []symbolic.Expr {
	s := &skyline{sp: g.sp}
	entry := g.walkSteps(order, func(k int, step vec) {
		s.add(step, k+1, true)
	})
	s.add(entry, 0, false)
	return g.sp.exprs(g.sp.proveMax(s.sorted()))
}
