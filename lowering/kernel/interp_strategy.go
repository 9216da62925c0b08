package kernel

import "fmt"

// runLoop simulates the grid-stride loop: thread t of T handles vector
// chunks t, t+T, ... of Vector elements, then the scalar tail elements
// past the last whole chunk, t, t+T, ... from there.
func (m *machine) runLoop(grid, n int64) error {
	total := grid * int64(m.k.Block)
	vec := int64(max(m.k.Vector, 1))
	chunks := n / vec
	th := m.newThread()
	for t := int64(0); t < total; t++ {
		for c := t; c < chunks; c += total {
			for j := int64(0); j < vec; j++ {
				th.linear = c*vec + j
				if err := m.exec(m.k.Body, th); err != nil {
					return err
				}
			}
		}
		for e := chunks*vec + t; e < n; e += total {
			th.linear = e
			if err := m.exec(m.k.Body, th); err != nil {
				return err
			}
		}
	}
	return nil
}

// butterfly simulates the shfl.sync.bfly tree over one warp's lanes: at
// each step every lane combines its value with that of lane^offset, all
// lanes reading before any writes.
func butterfly(p *Phase, lanes []val) {
	var next [WarpSize]val
	for off := WarpSize / 2; off >= 1; off /= 2 {
		for l := range lanes {
			next[l] = combine(p, lanes[l], lanes[l^off])
		}
		copy(lanes, next[:len(lanes)])
	}
}

// runRowWarp simulates one warp per row: lane l strides over columns
// l, l+32, ..., then the warp combines with a butterfly so every lane
// holds the row's result. Lane 0 runs the epilogue.
func (m *machine) runRowWarp(grid int64) error {
	warps := int64(m.k.Block / WarpSize)
	lanes := make([]*thread, WarpSize)
	for l := range lanes {
		lanes[l] = m.newThread()
	}
	acc := make([]val, WarpSize)
	for b := int64(0); b < grid; b++ {
		for w := int64(0); w < warps; w++ {
			row := b*warps + w
			if row >= m.rows {
				continue // the whole warp exits
			}
			for _, th := range lanes {
				th.row = row
			}
			for pi, p := range m.k.Phases {
				for l, th := range lanes {
					if p.Kind == PhaseReduce {
						acc[l] = identity(p.Combine, p.Value.Type)
					}
					for c := int64(l); c < m.cols; c += WarpSize {
						th.col = c
						if err := m.exec(p.Body, th); err != nil {
							return err
						}
						if p.Kind == PhaseReduce {
							acc[l] = combine(p, acc[l], m.vals[p.Value.id])
						}
					}
				}
				if p.Kind == PhaseReduce {
					butterfly(p, acc)
					for l, th := range lanes {
						th.reduced[pi] = acc[l]
					}
				}
			}
			if m.k.Epilogue != nil {
				if err := m.exec(m.k.Epilogue, lanes[0]); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// runRowBlock simulates one block per row: thread t strides over columns
// t, t+Block, ...; each warp combines with a butterfly, lane 0 of warp w
// writes shared[w], and after a barrier warp 0 combines shared[0..warps)
// (identity past the end) with a second butterfly; lane 0 writes
// shared[0], and after a second barrier every thread reads it. Thread 0
// runs the epilogue.
func (m *machine) runRowBlock(grid int64) error {
	n := m.k.Block
	warps := n / WarpSize
	threads := make([]*thread, n)
	for t := range threads {
		threads[t] = m.newThread()
	}
	acc := make([]val, n)
	shared := make([]val, warps)
	for row := int64(0); row < grid; row++ {
		if row >= m.rows {
			continue
		}
		for _, th := range threads {
			th.row = row
		}
		for pi, p := range m.k.Phases {
			for t, th := range threads {
				if p.Kind == PhaseReduce {
					acc[t] = identity(p.Combine, p.Value.Type)
				}
				for c := int64(t); c < m.cols; c += int64(n) {
					th.col = c
					if err := m.exec(p.Body, th); err != nil {
						return err
					}
					if p.Kind == PhaseReduce {
						acc[t] = combine(p, acc[t], m.vals[p.Value.id])
					}
				}
			}
			if p.Kind != PhaseReduce {
				continue
			}
			for w := 0; w < warps; w++ {
				butterfly(p, acc[w*WarpSize:(w+1)*WarpSize])
				shared[w] = acc[w*WarpSize]
			}
			// barrier
			lane := make([]val, WarpSize)
			for l := range lane {
				lane[l] = identity(p.Combine, p.Value.Type)
				if l < warps {
					lane[l] = shared[l]
				}
			}
			butterfly(p, lane)
			shared[0] = lane[0]
			// barrier
			for _, th := range threads {
				th.reduced[pi] = shared[0]
			}
		}
		if m.k.Epilogue != nil {
			if err := m.exec(m.k.Epilogue, threads[0]); err != nil {
				return err
			}
		}
	}
	return nil
}

// runColReduce simulates the tiled column reduction: block b covers the
// 32 columns of tile b mod tiles and the rows of chunk b / tiles, with
// Block/32 row lanes; thread (tx, ty) strides over rows start+ty,
// start+ty+lanes, ... of its column, writes its partial to shared[ty][tx],
// and a tree over ty (halving, one barrier per level) leaves the result in
// shared[0][tx]. Without a split that is the column's result. With one,
// row ty == 0 stores it to the phase's partial buffer, the block bumps the
// tile's counter, and the block that finds itself last combines the
// chunks' partials the same way (thread (tx, ty) over chunks ty,
// ty+lanes, ..., then the tree) and resets the counter. Thread (tx, 0) of
// the block holding the final result runs the epilogue.
func (m *machine) runColReduce(grid int64) error {
	k := m.k
	n := k.Block
	lanes := n / WarpSize
	var tiles, chunks, perChunk int64
	for _, x := range []struct {
		e   *Expr
		dst *int64
	}{{k.ColTiles(), &tiles}, {k.Chunks(), &chunks}, {k.RowsPerChunk(), &perChunk}} {
		v, err := x.e.Eval(m.dimVals)
		if err != nil {
			return fmt.Errorf("kernel %s: %w", k.Name, err)
		}
		*x.dst = v
	}
	threads := make([]*thread, n)
	for t := range threads {
		threads[t] = m.newThread()
	}
	shared := make([]val, n)
	// tree combines shared[ty][tx] over ty and gives every thread its
	// column's result in phase pi.
	tree := func(pi int, p *Phase) {
		for s := lanes / 2; s >= 1; s /= 2 {
			for ty := 0; ty < s; ty++ {
				for tx := 0; tx < WarpSize; tx++ {
					i := ty*WarpSize + tx
					shared[i] = combine(p, shared[i], shared[i+s*WarpSize])
				}
			}
		}
		for t, th := range threads {
			th.reduced[pi] = shared[t%WarpSize]
		}
	}
	for b := int64(0); b < grid; b++ {
		tile, chunk := b%tiles, b/tiles
		start := chunk * perChunk
		end := min(m.rows, start+perChunk)
		for t, th := range threads {
			th.col = tile*WarpSize + int64(t%WarpSize)
		}
		for pi, p := range k.Phases {
			for t, th := range threads {
				acc := val{}
				if p.Kind == PhaseReduce {
					acc = identity(p.Combine, p.Value.Type)
				}
				if th.col < m.cols {
					for r := start + int64(t/WarpSize); r < end; r += int64(lanes) {
						th.row = r
						if err := m.exec(p.Body, th); err != nil {
							return err
						}
						if p.Kind == PhaseReduce {
							acc = combine(p, acc, m.vals[p.Value.id])
						}
					}
				}
				shared[t] = acc
			}
			if p.Kind == PhaseReduce {
				tree(pi, p)
			}
		}
		if k.Split != nil {
			last, err := m.combineChunks(threads, shared, tree, tile, chunk, chunks)
			if err != nil {
				return err
			}
			if !last {
				continue
			}
		}
		if k.Epilogue != nil {
			for tx := 0; tx < WarpSize; tx++ {
				th := threads[tx]
				if th.col < m.cols {
					if err := m.exec(k.Epilogue, th); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

// combineChunks stores this block's partials, counts the chunk as done
// and, in the last block of the tile, combines all chunks' partials.
func (m *machine) combineChunks(threads []*thread, shared []val, tree func(int, *Phase), tile, chunk, chunks int64) (bool, error) {
	k := m.k
	lanes := int64(k.Block / WarpSize)
	for n, pi := range m.reducePhases() {
		part := m.bufs[k.Partials[n]]
		for tx := 0; tx < WarpSize; tx++ {
			if col := threads[tx].col; col < m.cols {
				if err := part.store(chunk*m.cols+col, threads[tx].reduced[pi]); err != nil {
					return false, fmt.Errorf("kernel %s: partials: %w", k.Name, err)
				}
			}
		}
	}
	counter := m.bufs[k.Counter]
	done, err := counter.load(tile)
	if err != nil {
		return false, fmt.Errorf("kernel %s: counter: %w", k.Name, err)
	}
	if done.i != chunks-1 {
		return false, counter.store(tile, val{i: done.i + 1})
	}
	for n, pi := range m.reducePhases() {
		p := k.Phases[pi]
		part := m.bufs[k.Partials[n]]
		for t, th := range threads {
			acc := identity(p.Combine, p.Value.Type)
			if th.col < m.cols {
				for c := int64(t / WarpSize); c < chunks; c += lanes {
					v, err := part.load(c*m.cols + th.col)
					if err != nil {
						return false, fmt.Errorf("kernel %s: partials: %w", k.Name, err)
					}
					acc = combine(p, acc, v)
				}
			}
			shared[t] = acc
		}
		tree(pi, p)
	}
	return true, counter.store(tile, val{})
}

// reducePhases lists the indices of the reduce phases.
func (m *machine) reducePhases() []int {
	var out []int
	for i, p := range m.k.Phases {
		if p.Kind == PhaseReduce {
			out = append(out, i)
		}
	}
	return out
}
