package memory

import (
	"slices"

	"github.com/symopt/symopt/symbolic"
)

// orderSet remembers the orders a scheduler proposed, to skip repeats: a
// hash of each order, checked against the orders kept under that hash.
type orderSet struct {
	byHash map[uint64][][]int
}

func newOrderSet() *orderSet { return &orderSet{byHash: map[uint64][][]int{}} }

// add records order and reports whether it is new.
func (s *orderSet) add(order []int) bool {
	h := orderHash(order)
	if s.hasHashed(h, order) {
		return false
	}
	s.byHash[h] = append(s.byHash[h], order)
	return true
}

// has reports whether order was added.
func (s *orderSet) has(order []int) bool { return s.hasHashed(orderHash(order), order) }

func (s *orderSet) hasHashed(h uint64, order []int) bool {
	for _, o := range s.byHash[h] {
		if slices.Equal(o, order) {
			return true
		}
	}
	return false
}

// orderHash is FNV-1a over the ints of order.
func orderHash(order []int) uint64 {
	h := uint64(14695981039346656037)
	for _, i := range order {
		h ^= uint64(i)
		h *= 1099511628211
	}
	return h
}

// bufSyms is the set of symbols the buffer sizes mention, read from the
// monomials of their vectors (each distinct vector once).
func (g *Graph) bufSyms() map[symbolic.Sym]bool {
	used := make([]bool, len(g.sp.monos))
	var last vec
	for _, v := range g.bv {
		if len(v) > 0 && len(last) > 0 && &v[0] == &last[0] {
			continue // buffers of one size share a vector
		}
		last = v
		for m, c := range v {
			used[m] = used[m] || c != 0
		}
	}
	syms := map[symbolic.Sym]bool{}
	for m, u := range used {
		if u {
			for _, f := range g.sp.monos[m] {
				syms[f.Sym] = true
			}
		}
	}
	return syms
}
