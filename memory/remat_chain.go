package memory

import (
	"slices"

	"github.com/symopt/symopt/ir"
)

// maxChainOps bounds a recompute subgraph: the value's op and the dead
// producers it needs (an elementwise chain such as silu(gate)*up, a
// normalization, or softmax probabilities from the scores' inputs).
const maxChainOps = 8

// smallBytes is the most bytes of a value of static size whose life a
// recompute may extend (shape tensors, scalars, dim sizes): reading it
// again costs no more than keeping it, unlike running the ops that made
// it.
const smallBytes = 256

// chainer builds recompute subgraphs against what stays live: a value is
// available at a position when it is defined before it, used at or after
// it (or small: its life is extended), and not evicted there by a plan
// already chosen.
type chainer struct {
	g    *Graph
	last []int
	// evicted returns whether buffer id is evicted (by a chosen plan)
	// just before position at; nil: nothing is.
	evicted func(id, at int) bool

	// small[id] is isSmall(buffer id's size)
	small []bool
	// rerun[n] caches rerunnable(node n's op): 1 yes, -1 no, 0 unknown
	rerun []int8
	// scratch of one build: seen[n] == stamp when node n is visited
	seen   []int32
	stamp  int32
	nodes  []int
	leaves []int
}

// available reports whether buffer id holds its value just before the op
// at position at.
func (ch *chainer) available(id, at int) bool {
	b := &ch.g.Bufs[id]
	if b.Def >= at || (ch.last[id] < at && !ch.small[id]) {
		return false
	}
	return ch.evicted == nil || !ch.evicted(id, at)
}

// build returns the nodes to run again, in order, to rebuild the value of
// node def just before the op at position at (def last), and the buffers
// they read that stay available; ok is false when a producer cannot run
// again or more than maxChainOps would. The slices are reused by the
// next build.
func (ch *chainer) build(def, at int) (nodes, leaves []int, ok bool) {
	if ch.seen == nil {
		ch.seen, ch.rerun = make([]int32, len(ch.g.Nodes)), make([]int8, len(ch.g.Nodes))
		ch.small = make([]bool, len(ch.g.Bufs))
		for id := range ch.small {
			ch.small[id] = isSmall(ch.g.bv[id])
		}
	}
	ch.stamp++
	ch.nodes, ch.leaves = ch.nodes[:0], ch.leaves[:0]
	if !ch.visit(def, at) {
		return nil, nil, false
	}
	return ch.nodes, ch.leaves, true
}

func (ch *chainer) visit(n, at int) bool {
	if ch.seen[n] == ch.stamp {
		return true
	}
	ch.seen[n] = ch.stamp
	if ch.rerun[n] == 0 {
		ch.rerun[n] = -1
		if rerunnable(ch.g.Nodes[n].Op) {
			ch.rerun[n] = 1
		}
	}
	if ch.rerun[n] < 0 {
		return false
	}
	for _, u := range ch.g.Nodes[n].Uses {
		if ch.available(u, at) {
			if !slices.Contains(ch.leaves, u) {
				ch.leaves = append(ch.leaves, u)
			}
			continue
		}
		d := ch.g.Bufs[u].Def
		if d < 0 || !ch.visit(d, at) {
			return false
		}
	}
	ch.nodes = append(ch.nodes, n)
	return len(ch.nodes) <= maxChainOps
}

// peakOver is the most bytes the chain's values hold at once while it
// runs (each freed after its last use inside the chain), with the
// monomials at vals.
func (ch *chainer) peakOver(nodes []int, vals []int64) int64 {
	var live, peak int64
	for k, n := range nodes {
		for _, d := range ch.g.Nodes[n].Defs {
			live += ch.g.bv[d].atInt(vals)
		}
		peak = max(peak, live)
		// free the chain's values no later chain node reads
		for _, u := range ch.g.Nodes[n].Uses {
			d := ch.g.Bufs[u].Def
			if d < 0 || !slices.Contains(nodes[:k], d) || readByAny(ch.g, u, nodes[k+1:]) {
				continue
			}
			live -= ch.g.bv[u].atInt(vals)
		}
	}
	return peak
}

// isSmall reports a static size of at most smallBytes.
func isSmall(v vec) bool {
	for _, k := range v[1:] {
		if k != 0 {
			return false
		}
	}
	return v[0] <= smallBytes
}

func readByAny(g *Graph, id int, nodes []int) bool {
	for _, n := range nodes {
		if slices.Contains(g.Nodes[n].Uses, id) {
			return true
		}
	}
	return false
}

// recomputable reports ops whose value may be evicted and run again:
// pure, one result, no regions, not a collective or custom call.
func recomputable(op *ir.Operation) bool {
	return len(op.Regions) == 0 && !op.HasTrait(ir.ConstantLike) && rerunnable(op)
}

// rerunnable reports ops a recompute subgraph may run again: pure ops
// with one tensor result, constants and reductions (whose body is pure)
// included; never a collective, a custom call or an op with effects.
func rerunnable(op *ir.Operation) bool {
	if op.Info == nil || op.NumResults() != 1 || hasEffects(op) {
		return false
	}
	switch op.Short() {
	case "custom_call", "call", "while", "if", "case", "return", "yield":
		return false
	case "reduce":
	default:
		if len(op.Regions) > 0 {
			return false
		}
	}
	_, isTensor := op.Result(0).Type().(*ir.TensorType)
	return isTensor
}
