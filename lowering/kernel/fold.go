package kernel

import "fmt"

// RowFold makes the kernel a sequential fold of each of rows rows of cols
// elements, one thread per row: the init phase (Init) yields the
// accumulators' first values, the fold phase (Fold) runs for columns 0,
// 1, ..., cols-1 in order and yields their next values, and the epilogue
// stores them. In the fold phase and the epilogue, `reduced N` reads
// accumulator N (before the current column; after the last in the
// epilogue). The order is the reference interpreter's, so any combiner
// (argmax over a value and an index, a body of several ops) gives its
// exact result; a row's elements are not spread over threads, so long
// rows with few of them use the GPU poorly.
func (b *Builder) RowFold(rows, cols *Expr) {
	b.k.Strategy = RowFold
	b.k.Rows, b.k.Cols = rows, cols
	b.k.Block = 128
}

// Init adds the init phase of a RowFold kernel; end it with YieldAll.
func (b *Builder) Init() *RegionBuilder {
	p := &Phase{Kind: PhaseInit, Body: &Region{}}
	b.k.Phases = append(b.k.Phases, p)
	return &RegionBuilder{b: b, r: p.Body, phase: p}
}

// Fold adds the fold phase of a RowFold kernel; end it with YieldAll.
func (b *Builder) Fold() *RegionBuilder {
	p := &Phase{Kind: PhaseFold, Body: &Region{}}
	b.k.Phases = append(b.k.Phases, p)
	return &RegionBuilder{b: b, r: p.Body, phase: p}
}

// YieldAll sets the values an init or fold phase yields, one per
// accumulator.
func (rb *RegionBuilder) YieldAll(vs ...*Inst) {
	if rb.phase == nil || rb.phase.Kind != PhaseInit && rb.phase.Kind != PhaseFold {
		rb.b.errorf("yield of several values outside an init or fold phase")
		return
	}
	rb.phase.Values = vs
}

// verifyFold checks a RowFold kernel: an init phase and a fold phase
// yielding values of the same types, one per accumulator.
func (v *verifier) verifyFold() {
	k := v.k
	v.expr("rows", k.Rows)
	v.expr("cols", k.Cols)
	if k.Body != nil || k.Split != nil || len(k.Phases) != 2 || k.Phases[0] == nil || k.Phases[0].Kind != PhaseInit ||
		k.Phases[1] == nil || k.Phases[1].Kind != PhaseFold || k.Phases[0].Body == nil || k.Phases[1].Body == nil {
		v.errorf("a fold kernel has an init phase, a fold phase and an optional epilogue")
		return
	}
	init, fold := k.Phases[0], k.Phases[1]
	v.region(init.Body, "init phase", 0, map[IndexKind]bool{Row: true})
	v.region(fold.Body, "fold phase", 1, map[IndexKind]bool{Row: true, Col: true})
	if len(init.Values) == 0 || len(init.Values) != len(fold.Values) {
		v.errorf("init yields %d values and fold %d: want the same number, at least one", len(init.Values), len(fold.Values))
		return
	}
	for i := range init.Values {
		a, b := init.Values[i], fold.Values[i]
		if a == nil || b == nil || !contains(init.Body, a) || !contains(fold.Body, b) {
			v.errorf("accumulator %d is not yielded from its phase's body", i)
		} else if a.Type != b.Type {
			v.errorf("accumulator %d starts as %s and folds to %s", i, a.Type, b.Type)
		}
	}
	if k.Epilogue != nil {
		v.region(k.Epilogue, "epilogue", 2, map[IndexKind]bool{Row: true})
	}
}

// foldReduced checks `reduced N` in a fold kernel: N names an
// accumulator, read in the fold phase or the epilogue.
func (v *verifier) foldReduced(in *Inst, phase int) string {
	init := v.k.Phases[0]
	if phase < 1 || in.Phase < 0 || in.Phase >= len(init.Values) {
		return fmt.Sprintf("accumulator %d cannot be read here", in.Phase)
	}
	if a := init.Values[in.Phase]; a != nil && a.Type != in.Type {
		return fmt.Sprintf("type %s, but accumulator %d is %s", in.Type, in.Phase, a.Type)
	}
	return ""
}

// runRowFold simulates one thread per row folding its columns in order.
func (m *machine) runRowFold(grid int64) error {
	init, fold := m.k.Phases[0], m.k.Phases[1]
	th := m.newThread()
	acc := make([]val, len(init.Values))
	th.reduced = acc
	for row := int64(0); row < grid*int64(m.k.Block) && row < m.rows; row++ {
		th.row = row
		if err := m.exec(init.Body, th); err != nil {
			return err
		}
		for i, x := range init.Values {
			acc[i] = m.vals[x.id]
		}
		for c := int64(0); c < m.cols; c++ {
			th.col = c
			if err := m.exec(fold.Body, th); err != nil {
				return err
			}
			for i, x := range fold.Values {
				acc[i] = m.vals[x.id]
			}
		}
		if m.k.Epilogue != nil {
			if err := m.exec(m.k.Epilogue, th); err != nil {
				return err
			}
		}
	}
	return nil
}

// Acc reads accumulator i of a RowFold kernel (`reduced i`, typed as the
// init phase's value i): in the fold phase its value before the current
// column, in the epilogue its final value.
func (rb *RegionBuilder) Acc(i int) *Inst {
	t := Invalid
	if ps := rb.b.k.Phases; len(ps) > 0 && ps[0].Kind == PhaseInit && i >= 0 && i < len(ps[0].Values) && ps[0].Values[i] != nil {
		t = ps[0].Values[i].Type
	}
	return rb.add(&Inst{Op: OpReduced, Type: t, Phase: i})
}
