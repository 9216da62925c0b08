package memory

// sampleSizes is a set of numeric bindings (buffer sizes and node extras
// per sample) transposed so that one walk over an order evaluates every
// sample: the sizes of buffer id are size[id*ns : id*ns+ns].
type sampleSizes struct {
	ns          int
	size, extra []int64
	defSize     []int64   // per node: the bytes of its results, per sample
	hasExtra    []bool    // per node: some sample has a nonzero extra
	passSize    [][]int64 // per branch node: the bytes it takes, per sample; nil for others (all nil: no branch)
	srcS, srcE  [][]int64 // the slices transposed, to recognize them
	scratchPool chan *peakScratch
	prefix      *prefixStates
}

// peakScratch is the per-call scratch of numericPeaks.
type peakScratch struct {
	pos, last []int32
	freed     []int64
	hashes    []uint64 // prefix hashes at the checkpoints
	taken     []int64  // states at the checkpoints
}

func newSampleSizes(g *Graph, sizes, extras [][]int64) *sampleSizes {
	ns := len(sizes)
	s := &sampleSizes{ns: ns, srcS: sizes, srcE: extras, scratchPool: make(chan *peakScratch, 4), prefix: newPrefixStates(len(g.Nodes), ns)}
	s.size = make([]int64, len(g.Bufs)*ns)
	s.extra = make([]int64, len(g.Nodes)*ns)
	s.hasExtra = make([]bool, len(g.Nodes))
	for k := range sizes {
		for id, v := range sizes[k] {
			s.size[id*ns+k] = v
		}
		for i, v := range extras[k] {
			s.extra[i*ns+k] = v
			s.hasExtra[i] = s.hasExtra[i] || v != 0
		}
	}
	fg := g.flat()
	s.defSize = make([]int64, len(g.Nodes)*ns)
	for n := range g.Nodes {
		ds := s.defSize[n*ns : n*ns+ns]
		for _, d := range fg.defs[fg.defAt[n]:fg.defAt[n+1]] {
			for k, v := range s.size[int(d)*ns : int(d)*ns+ns] {
				ds[k] += v
			}
		}
	}
	for n := range g.Nodes {
		if len(g.Nodes[n].Passed) == 0 {
			continue
		}
		if s.passSize == nil {
			s.passSize = make([][]int64, len(g.Nodes))
		}
		ps := make([]int64, ns)
		for _, id := range g.Nodes[n].Passed {
			for k, v := range s.size[id*ns : id*ns+ns] {
				ps[k] += v
			}
		}
		s.passSize[n] = ps
	}
	return s
}

// same reports whether s is the transpose of exactly these slices.
func (s *sampleSizes) same(sizes, extras [][]int64) bool {
	if len(sizes) != len(s.srcS) || len(extras) != len(s.srcE) {
		return false
	}
	for k := range sizes {
		if !sameSlice(sizes[k], s.srcS[k]) || !sameSlice(extras[k], s.srcE[k]) {
			return false
		}
	}
	return true
}

func sameSlice(a, b []int64) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// samplesFor returns the transposed form of sizes and extras, reusing
// the last one built for g's structure when the slices are the same (a
// scheduler evaluates every candidate at one set of samples). The slices
// must not change while they are in use.
func (g *Graph) samplesFor(sizes, extras [][]int64) *sampleSizes {
	g.flat()
	fc := g.fc
	fc.mu.Lock()
	defer fc.mu.Unlock()
	if s := fc.samples; s != nil && s.same(sizes, extras) {
		return s
	}
	fc.samples = newSampleSizes(g, sizes, extras)
	return fc.samples
}

// scratch takes per-call scratch from a small pool (numericPeaks runs
// once per candidate); release gives it back.
func (s *sampleSizes) scratch(nodes, bufs int) *peakScratch {
	select {
	case p := <-s.scratchPool:
		return p
	default:
	}
	return &peakScratch{pos: make([]int32, nodes), last: make([]int32, bufs), freed: make([]int64, nodes*s.ns)}
}

func (s *sampleSizes) release(p *peakScratch) {
	select {
	case s.scratchPool <- p:
	default:
	}
}

// numericPeaks is NumericPeak of order at several bindings (sizes[k],
// extras[k]): the live ranges computed once, then one walk over the
// order for all samples, from the longest prefix it shares with an order
// evaluated before at these samples (peaks_prefix.go). The orders are
// remembered with the samples: they must not change afterwards.
func (g *Graph) numericPeaks(order []int, sizes, extras [][]int64) []int64 {
	if len(sizes) == 0 {
		return []int64{}
	}
	return g.peaksOn(g.flat(), g.samplesFor(sizes, extras), order)
}

// peaksOn is numericPeaks on g's flat structure and the transposed
// samples, given (a helper goroutine takes them from its caller, so that
// it reads nothing of g a later pass may change: Graph.reuse replaces
// g's caches).
func (g *Graph) peaksOn(fg *flatGraph, ss *sampleSizes, order []int) []int64 {
	ns := ss.ns
	out := make([]int64, ns)
	sc := ss.scratch(len(g.Nodes), len(g.Bufs))
	defer ss.release(sc)
	ps := ss.prefix
	sc.hashes = ps.positionsAndHashes(order, sc.hashes, sc.pos)
	fg.lastUsesAt(sc.pos, sc.last)
	live, peak := make([]int64, ns), out
	q := ps.resume(order, sc.hashes, live, peak)
	if q == 0 {
		for _, id := range fg.outer {
			sz := ss.size[int(id)*ns : int(id)*ns+ns]
			for k, v := range sz {
				live[k] += v
			}
		}
		copy(peak, live)
		for id, l := range sc.last {
			if l < 0 && fg.bufDef[id] < 0 {
				sz := ss.size[id*ns : id*ns+ns]
				for k, v := range sz {
					live[k] -= v // an unused argument, freed on entry
				}
			}
		}
	}
	if need := len(sc.hashes) * 2 * ns; cap(sc.taken) < need {
		sc.taken = make([]int64, need)
	}
	taken := sc.taken[:len(sc.hashes)*2*ns]
	ss.walkFrom(sc.last, order, q, sc.freed, live, peak, taken)
	ps.record(order, sc.hashes, q, taken)
	return out
}

// walkFrom walks order from position q with live and peak the state
// before it, freeing each buffer after its last use (those with a last
// use before q are gone already), and writes the state before each
// checkpoint of ss.prefix past q into taken.
func (ss *sampleSizes) walkFrom(last []int32, order []int, q int, freed, live, peak, taken []int64) {
	ns, stride := ss.ns, ss.prefix.stride
	freed = freed[:len(order)*ns]
	clear(freed[q*ns:])
	for id, l := range last {
		if int(l) >= q {
			sz := ss.size[id*ns : id*ns+ns]
			f := freed[int(l)*ns : int(l)*ns+ns]
			for k, v := range sz {
				f[k] += v
			}
		}
	}
	for j := q; j < len(order); j++ {
		n := order[j]
		if j > q && j%stride == 0 {
			t := taken[(j/stride-1)*2*ns : (j/stride)*2*ns]
			copy(t, live)
			copy(t[ns:], peak)
		}
		if ss.hasExtra[n] {
			// regions run before the results exist
			ex := ss.extra[n*ns : n*ns+ns]
			for k := range peak {
				peak[k] = max(peak[k], live[k]+ex[k])
			}
		}
		ds, f := ss.defSize[n*ns:n*ns+ns], freed[j*ns:j*ns+ns]
		if ss.passSize != nil && ss.passSize[n] != nil {
			// a branch frees what it takes before its results exist
			ps := ss.passSize[n]
			for k := range peak {
				live[k] += ds[k]
				peak[k] = max(peak[k], live[k]-ps[k])
				live[k] -= f[k]
			}
			continue
		}
		for k := range peak {
			live[k] += ds[k]
			peak[k] = max(peak[k], live[k])
			live[k] -= f[k]
		}
	}
}
