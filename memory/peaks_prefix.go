package memory

import (
	"slices"
	"sync"
)

// prefixStates lets numericPeaks resume an order where an order it
// evaluated before at the same samples has the same prefix: splices of
// two candidates start with a prefix of one of them. The live bytes and
// the running peak after a prefix depend only on the set of ops in it (a
// buffer is freed inside the prefix exactly when all its readers are in
// it), so the walk's state at every stride-th position of an evaluated
// order serves any order with the same ops there in the same places.
type prefixStates struct {
	mu     sync.Mutex
	stride int
	at     map[prefixKey]int32 // state index
	owner  []int32             // per state: the order it was taken on
	orders [][]int             // the evaluated orders (not changed after)
	states []int64             // per state: live, then peak, per sample
}

type prefixKey struct {
	pos  int32
	hash uint64
}

// newPrefixStates sizes the tables for about prefixOrders orders of
// nodes nodes at ns samples (a schedule search walks a few dozen).
func newPrefixStates(nodes, ns int) *prefixStates {
	ps := &prefixStates{stride: max(32, nodes/64)}
	checkpoints := prefixOrders * (nodes / ps.stride)
	ps.at = make(map[prefixKey]int32, checkpoints)
	ps.owner = make([]int32, 0, checkpoints)
	ps.states = make([]int64, 0, checkpoints*2*ns)
	return ps
}

// prefixOrders is how many orders newPrefixStates sizes its tables for.
const prefixOrders = 32

// positionsAndHashes writes into hs the hash of order[:j] for every j
// that is a positive multiple of the stride below len(order)
// (hs[j/stride-1]), and the position of each node of order into pos (one
// walk over the order for both).
func (ps *prefixStates) positionsAndHashes(order []int, hs []uint64, pos []int32) []uint64 {
	hs = hs[:0]
	h := uint64(14695981039346656037)
	for j, n := range order {
		if j > 0 && j%ps.stride == 0 {
			hs = append(hs, h)
		}
		pos[n] = int32(j)
		h ^= uint64(n)
		h *= 1099511628211
	}
	return hs
}

// resume finds the longest recorded prefix of order and copies its state
// into live and peak; it returns the prefix length, 0 when none.
func (ps *prefixStates) resume(order []int, hs []uint64, live, peak []int64) int {
	ns := len(live)
	ps.mu.Lock()
	defer ps.mu.Unlock()
	for c := len(hs) - 1; c >= 0; c-- {
		q := (c + 1) * ps.stride
		i, ok := ps.at[prefixKey{int32(q), hs[c]}]
		if !ok || !samePrefix(ps.orders[ps.owner[i]], order, q) {
			continue
		}
		st := ps.states[int(i)*2*ns : int(i+1)*2*ns]
		copy(live, st[:ns])
		copy(peak, st[ns:])
		return q
	}
	return 0
}

func samePrefix(a, b []int, q int) bool {
	return slices.Equal(a[:q], b[:q])
}

// record keeps the states taken at positions past from on order.
func (ps *prefixStates) record(order []int, hs []uint64, from int, taken []int64) {
	ns2 := 0
	if len(hs) > 0 {
		ns2 = len(taken) / len(hs)
	}
	ps.mu.Lock()
	defer ps.mu.Unlock()
	owner := int32(-1)
	for c, h := range hs {
		q := (c + 1) * ps.stride
		key := prefixKey{int32(q), h}
		if q <= from {
			continue
		}
		if _, ok := ps.at[key]; ok {
			continue
		}
		if owner < 0 {
			ps.orders, owner = append(ps.orders, order), int32(len(ps.orders))
		}
		ps.at[key] = int32(len(ps.owner))
		ps.owner = append(ps.owner, owner)
		ps.states = append(ps.states, taken[c*ns2:(c+1)*ns2]...)
	}
}
