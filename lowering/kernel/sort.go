package kernel

import "fmt"

// MaxSortCols is the longest row a RowSort kernel sorts in shared memory:
// its permutation fills 32 KiB. Longer rows, and rows whose length is a
// dim, keep it in a scratch buffer (see Kernel.SortGlobal).
const MaxSortCols = 8192

// sortNet is the size of the bitonic network for rows of cols elements:
// the next power of two at least cols, and at least 2.
func sortNet(cols int64) int64 {
	n := int64(2)
	for n < cols {
		n *= 2
	}
	return n
}

// SortBlock is the block of a RowSort kernel for rows of cols elements:
// one thread per compared pair (half the network), at least a warp and at
// most 1024 threads.
func SortBlock(cols int64) int {
	return int(min(max(sortNet(cols)/2, WarpSize), 1024))
}

// SortGlobal reports whether a RowSort kernel keeps its permutation in
// global memory, the scratch buffer Partials[0] of 2*Cols i32 per row,
// instead of shared memory: when Cols is not a constant or exceeds
// MaxSortCols.
func (k *Kernel) SortGlobal() bool {
	return k.Strategy == RowSort && (k.Cols == nil || k.Cols.Op != ExprConst || k.Cols.C > MaxSortCols)
}

// SortSlots is the number of shared i32 slots of a RowSort kernel: the
// network size for its constant cols, 0 when the permutation is global.
func (k *Kernel) SortSlots() int {
	if k.SortGlobal() {
		return 0
	}
	return int(sortNet(k.Cols.C))
}

// sortScratch adds the scratch permutation of a global sort (Build calls
// it).
func (b *Builder) sortScratch() {
	k := b.k
	if k.SortGlobal() && k.Partials == nil {
		k.Partials = []int{b.addParam(Param{Name: "scratch_perm", Kind: BufferParam, Elem: I32, Access: ReadWrite,
			Scratch: Mul(k.Rows, Mul(Const(2), k.Cols))})}
	}
}

// RowSort makes the kernel a sort of each of rows rows of cols elements,
// one block per row: a block of SortBlock(cols) threads when cols is a
// constant of at most MaxSortCols, else of 1024 threads with the
// permutation in a scratch buffer Build adds (scratch_perm). Add the
// compare phase with Compare, then the map phase with Map.
//
// The block sorts a permutation of the columns held in shared memory
// (SortSlots slots) or its rows of the scratch buffer (slots past cols
// hold columns that sort last) with a
// bitonic network over the first P slots, P the next power of two at
// least cols (and 2): for k = 2, 4, ..., P and j = k/2, ..., 1, each pair
// t < P/2 (thread t, t+Block, ...) is i = 2*j*(t/j) + t%j and i+j: the
// columns they hold are compared both ways with the compare phase and
// swapped when out of order for the direction (ascending when i&k == 0);
// a barrier ends each step. Ties keep column order (a column sorts before a later one
// unless the comparator orders them), so the sort is stable. Then every
// column c < cols runs the map phase with Col = c and Src = the column
// sorted to c.
func (b *Builder) RowSort(rows, cols *Expr) {
	b.k.Strategy = RowSort
	b.k.Rows, b.k.Cols = rows, cols
	b.k.Block = 1024
	if !b.k.SortGlobal() {
		b.k.Block = SortBlock(cols.C)
	}
}

// Compare adds the compare phase of a RowSort kernel and returns the
// builder of its body; end it with Yield of an i1 that is true when the
// element at column Lhs sorts before the one at column Rhs.
func (b *Builder) Compare() *RegionBuilder {
	p := &Phase{Kind: PhaseCompare, Body: &Region{}}
	b.k.Phases = append(b.k.Phases, p)
	return &RegionBuilder{b: b, r: p.Body, phase: p}
}

// verifySort checks a RowSort kernel's shape: a power-of-two block, the
// scratch permutation of a global sort (and none otherwise), a compare
// phase yielding an i1, then a map phase.
func (v *verifier) verifySort() {
	k := v.k
	v.expr("rows", k.Rows)
	v.expr("cols", k.Cols)
	if k.Block&(k.Block-1) != 0 {
		v.errorf("sort block of %d threads: want a power of two", k.Block)
	}
	if k.Cols != nil && k.Cols.Op == ExprConst && k.Cols.C < 0 {
		v.errorf("sort of %s columns", k.Cols)
	}
	if g := k.SortGlobal(); g && (len(k.Partials) != 1 || !v.isParam(k.Partials[0], BufferParam) ||
		k.Params[k.Partials[0]].Scratch == nil || k.Params[k.Partials[0]].Elem != I32) || !g && len(k.Partials) != 0 {
		v.errorf("a sort of %s columns keeps its permutation in %s", k.Cols, map[bool]string{true: "one i32 scratch buffer", false: "shared memory, with no scratch buffer"}[g])
	}
	if k.Body != nil || k.Epilogue != nil || k.Split != nil || len(k.Phases) != 2 ||
		k.Phases[0] == nil || k.Phases[0].Kind != PhaseCompare || k.Phases[1] == nil || k.Phases[1].Kind != PhaseMap {
		v.errorf("a sort kernel has a compare phase and a map phase, nothing else")
		return
	}
	for i, p := range k.Phases {
		if p.Body == nil {
			v.errorf("phase %d has no body", i)
			return
		}
	}
	cmp := k.Phases[0]
	v.region(cmp.Body, "compare phase", 0, map[IndexKind]bool{Row: true, Lhs: true, Rhs: true})
	if cmp.Value == nil || !contains(cmp.Body, cmp.Value) || cmp.Value.Type != I1 {
		v.errorf("the compare phase does not yield an i1 of its body")
	}
	v.region(k.Phases[1].Body, "map phase", 1, map[IndexKind]bool{Row: true, Col: true, Src: true})
}

// runRowSort simulates the bitonic network of every row's block (see
// Builder.RowSort): the pairs of a step are disjoint, so running the
// threads of a step one after another gives the GPU's result.
func (m *machine) runRowSort(grid int64) error {
	if m.k.SortGlobal() {
		// the generated code keeps row r's permutation at 2*cols*r
		if have, need := int64(m.bufs[m.k.Partials[0]].Len()), min(grid, m.rows)*2*m.cols; have < need {
			return fmt.Errorf("kernel %s: scratch permutation of %d elements, want %d", m.k.Name, have, need)
		}
	}
	n := sortNet(m.cols)
	perm := make([]int64, n)
	th := m.newThread()
	cmp, mp := m.k.Phases[0], m.k.Phases[1]
	// less runs the comparator on columns a and b (both below cols)
	less := func(a, b int64) (bool, error) {
		th.lhs, th.rhs = a, b
		if err := m.exec(cmp.Body, th); err != nil {
			return false, err
		}
		return m.vals[cmp.Value.id].i != 0, nil
	}
	for row := int64(0); row < grid && row < m.rows; row++ {
		th.row = row
		for i := range perm {
			perm[i] = int64(i)
		}
		for k := int64(2); k <= n; k *= 2 {
			for j := k / 2; j > 0; j /= 2 {
				for t := int64(0); t < n/2; t++ {
					i := 2*j*(t/j) + t%j
					a, b := perm[i], perm[i+j]
					ab, ba, err := m.sortOrder(less, a, b)
					if err != nil {
						return err
					}
					if swap := (i&k == 0 && ba) || (i&k != 0 && ab); swap {
						perm[i], perm[i+j] = b, a
					}
				}
			}
		}
		for c := int64(0); c < m.cols; c++ {
			th.col, th.src = c, perm[c]
			if err := m.exec(mp.Body, th); err != nil {
				return err
			}
		}
	}
	return nil
}

// sortOrder reports whether column a sorts strictly before column b and
// whether b sorts strictly before a: columns at or past cols sort last,
// the comparator decides between real columns, and ties go to the lower
// column. The compare phase runs on both orders of a real pair (the
// generated code does the same, with out-of-range columns read as column
// 0 and their results masked).
func (m *machine) sortOrder(less func(a, b int64) (bool, error), a, b int64) (ab, ba bool, err error) {
	ina, inb := a < m.cols, b < m.cols
	if !ina || !inb {
		return ina && !inb, inb && !ina, nil
	}
	lab, err := less(a, b)
	if err != nil {
		return false, false, err
	}
	lba, err := less(b, a)
	if err != nil {
		return false, false, err
	}
	return lab || !lba && a < b, lba || !lab && b < a, nil
}
