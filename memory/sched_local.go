package memory

import "math"

// sampled is a graph evaluated at several bindings of the dims.
type sampled struct {
	g             *Graph
	sizes, extras [][]int64
	low, ceiling  []int64 // per sample: best peak known, largest allowed
	budget        int     // node-position evaluations left
}

// score is the sum over samples of log(peak / best known peak), or +Inf
// when a sample's peak is above its ceiling.
func (s *sampled) score(order []int) float64 {
	var sc float64
	for k := range s.sizes {
		p := s.g.NumericPeak(order, s.sizes[k], s.extras[k])
		if s.ceiling != nil && p > s.ceiling[k] {
			return math.Inf(1)
		}
		if p > 0 && s.low[k] > 0 {
			sc += math.Log(float64(p) / float64(s.low[k]))
		}
	}
	s.budget -= len(order)
	return sc
}

// Improve is a local search over an order: it moves one op at a time to
// another place between its last predecessor and its first successor,
// keeping a move when it lowers the score over the samples, until no move
// helps or the evaluation budget is spent.
func (s *sampled) Improve(order []int) []int {
	cur := append([]int(nil), order...)
	best := s.score(cur)
	pos := make([]int, len(cur))
	trial := make([]int, len(cur))
	for pass := 0; pass < 4 && s.budget > 0; pass++ {
		improved := false
		for i := 0; i < len(cur) && s.budget > 0; i++ {
			n := cur[i]
			if n == s.g.Fixed {
				continue
			}
			for k, m := range cur {
				pos[m] = k
			}
			lo, hi := 0, len(cur)-1
			for _, p := range s.g.Nodes[n].Preds {
				lo = max(lo, pos[p]+1)
			}
			for _, q := range s.g.Nodes[n].Succs {
				hi = min(hi, pos[q]-1)
			}
			if s.g.Fixed >= 0 {
				hi = min(hi, pos[s.g.Fixed]-1)
			}
			for t := lo; t <= hi && s.budget > 0; t++ {
				if t == i {
					continue
				}
				moveTo(trial, cur, i, t)
				if sc := s.score(trial); sc < best-1e-9 {
					best = sc
					cur, trial = trial, cur
					improved = true
					break
				}
			}
		}
		if !improved {
			break
		}
	}
	return cur
}

// moveTo writes into dst the order src with the element at i moved to t.
func moveTo(dst, src []int, i, t int) {
	x := src[i]
	switch {
	case t < i:
		copy(dst[:t], src[:t])
		dst[t] = x
		copy(dst[t+1:i+1], src[t:i])
		copy(dst[i+1:], src[i+1:])
	default:
		copy(dst[:i], src[:i])
		copy(dst[i:t], src[i+1:t+1])
		dst[t] = x
		copy(dst[t+1:], src[t+1:])
	}
}
