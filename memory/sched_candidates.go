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
func (s *orderSet) add(order []int) bool { return s.addHashed(orderHash(order), order) }

// addHashed is add for an order whose orderHash is h.
func (s *orderSet) addHashed(h uint64, order []int) bool {
	if s.hasHashed(h, order) {
		return false
	}
	s.byHash[h] = append(s.byHash[h], order)
	return true
}

// hasHashed reports whether order, whose orderHash is h, was added.
func (s *orderSet) hasHashed(h uint64, order []int) bool {
	for _, o := range s.byHash[h] {
		if slices.Equal(o, order) {
			return true
		}
	}
	return false
}

// orderHash is FNV-1a over the ints of order in four interleaved lanes
// (independent multiplies, about four times the speed of one chain),
// folded together with the length.
func orderHash(order []int) uint64 {
	const prime = 1099511628211
	h0, h1, h2, h3 := uint64(14695981039346656037), uint64(1), uint64(2), uint64(3)
	i := 0
	for ; i+4 <= len(order); i += 4 {
		h0 = (h0 ^ uint64(order[i])) * prime
		h1 = (h1 ^ uint64(order[i+1])) * prime
		h2 = (h2 ^ uint64(order[i+2])) * prime
		h3 = (h3 ^ uint64(order[i+3])) * prime
	}
	for ; i < len(order); i++ {
		h0 = (h0 ^ uint64(order[i])) * prime
	}
	for _, x := range [...]uint64{h1, h2, h3, uint64(len(order))} {
		h0 = (h0 ^ x) * prime
	}
	return h0
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
