package kernel

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

// runColReduce simulates the tiled column reduction: a block covers 32
// columns with Block/32 row lanes; thread (tx, ty) strides over rows
// ty, ty+lanes, ... of column 32*block+tx, writes its partial to
// shared[ty][tx], and a tree over ty (halving, one barrier per level)
// leaves the column's result in shared[0][tx], which every thread of the
// column reads. Thread (tx, 0) runs the epilogue.
func (m *machine) runColReduce(grid int64) error {
	n := m.k.Block
	rowLanes := n / WarpSize
	threads := make([]*thread, n)
	for t := range threads {
		threads[t] = m.newThread()
	}
	shared := make([]val, n)
	for b := int64(0); b < grid; b++ {
		for pi, p := range m.k.Phases {
			for t, th := range threads {
				tx, ty := t%WarpSize, t/WarpSize
				th.col = b*WarpSize + int64(tx)
				acc := val{}
				if p.Kind == PhaseReduce {
					acc = identity(p.Combine, p.Value.Type)
				}
				if th.col < m.cols {
					for r := int64(ty); r < m.rows; r += int64(rowLanes) {
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
			if p.Kind != PhaseReduce {
				continue
			}
			// barrier, then one level of the tree per barrier
			for s := rowLanes / 2; s >= 1; s /= 2 {
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
		if m.k.Epilogue != nil {
			for tx := 0; tx < WarpSize; tx++ {
				th := threads[tx]
				if th.col < m.cols {
					if err := m.exec(m.k.Epilogue, th); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}
