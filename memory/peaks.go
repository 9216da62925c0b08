package memory

// sampleSizes is a set of numeric bindings (buffer sizes and node extras
// per sample) transposed so that one walk over an order evaluates every
// sample: the sizes of buffer id are size[id*ns : id*ns+ns].
type sampleSizes struct {
	ns          int
	size, extra []int64
	hasExtra    []bool    // per node: some sample has a nonzero extra
	srcS, srcE  [][]int64 // the slices transposed, to recognize them
	scratchPool chan *peakScratch
}

// peakScratch is the per-call scratch of numericPeaks.
type peakScratch struct {
	pos, last []int32
	freed     []int64
}

func newSampleSizes(g *Graph, sizes, extras [][]int64) *sampleSizes {
	ns := len(sizes)
	s := &sampleSizes{ns: ns, srcS: sizes, srcE: extras, scratchPool: make(chan *peakScratch, 4)}
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
// order for all samples. (Splitting the samples over two goroutines
// costs more in handing over than it saves at these sizes.)
func (g *Graph) numericPeaks(order []int, sizes, extras [][]int64) []int64 {
	ns := len(sizes)
	out := make([]int64, ns)
	if ns == 0 {
		return out
	}
	fg := g.flat()
	ss := g.samplesFor(sizes, extras)
	sc := ss.scratch(len(g.Nodes), len(g.Bufs))
	defer ss.release(sc)
	fg.lastUses(order, sc.pos, sc.last)
	ss.walkPeaks(fg, sc.last, order, 0, ns, sc.freed, out)
	return out
}

// walkPeaks writes into out[k0:k1] the peaks of order at samples k0 to
// k1-1, given the last uses; freed is scratch of (k1-k0) per node.
func (ss *sampleSizes) walkPeaks(fg *flatGraph, last []int32, order []int, k0, k1 int, freed, out []int64) {
	ns, w := ss.ns, k1-k0
	freed = freed[:len(order)*w]
	clear(freed)
	var liveBuf [8]int64
	live := liveBuf[:0]
	if w > len(liveBuf) {
		live = make([]int64, 0, w)
	}
	live = live[:w]
	peak := out[k0:k1]
	for _, id := range fg.outer {
		sz := ss.size[int(id)*ns+k0 : int(id)*ns+k1]
		for k, v := range sz {
			live[k] += v
		}
	}
	copy(peak, live)
	for id, l := range last {
		sz := ss.size[id*ns+k0 : id*ns+k1]
		switch {
		case l >= 0:
			f := freed[int(l)*w : int(l)*w+w]
			for k, v := range sz {
				f[k] += v
			}
		case fg.bufDef[id] < 0:
			for k, v := range sz {
				live[k] -= v // an unused argument, freed on entry
			}
		}
	}
	for j, n := range order {
		if ss.hasExtra[n] {
			// regions run before the results exist
			ex := ss.extra[n*ns+k0 : n*ns+k1]
			for k := range peak {
				peak[k] = max(peak[k], live[k]+ex[k])
			}
		}
		for _, d := range fg.defs[fg.defAt[n]:fg.defAt[n+1]] {
			sz := ss.size[int(d)*ns+k0 : int(d)*ns+k1]
			for k, v := range sz {
				live[k] += v
			}
		}
		f := freed[j*w : j*w+w]
		for k := range peak {
			peak[k] = max(peak[k], live[k])
			live[k] -= f[k]
		}
	}
}
