package lowering

import (
	"fmt"
	"sort"
)

// RunOptions choose how RunPlanWith runs a plan.
type RunOptions struct {
	// MemoryLimit is the runtime's budget of live bytes: an evict step
	// without a dim guard frees its buffer when the live bytes, or its
	// predicted peak, exceed it. 0 means no limit; 1 makes every such
	// evict fire.
	MemoryLimit int64
}

// RunReport counts what RunPlanWith's memory model saw.
type RunReport struct {
	// Evictions counts the evict steps that freed their buffer;
	// Recomputes the regenerate steps that ran their recompute, Kept
	// those whose result took over the buffer.
	Evictions, Recomputes, Kept int
	// Peak is the most bytes live at once: arguments, constants,
	// results, the static slot pool and the dynamic buffers (a plan
	// with evict steps has no pool: its temporaries are all dynamic);
	// DynamicPeak the most in dynamic buffers.
	Peak, DynamicPeak int64
	// PeakStep is the Walk index of the step that reached Peak (-1:
	// before any step, arguments and constants alone).
	PeakStep int
	// Allocations counts the runtime allocator's calls for dynamic
	// buffers (each is freed once too); a slot is allocated once.
	Allocations int
	dynamic     int64
}

// runMemory is the memory model of a plan run, as a runtime keeps it:
// arguments and constants live throughout; a slot takes the bytes of the
// largest buffer written into it so far and keeps them (the static
// pool); a result buffer lives from its write; a dynamic buffer lives
// from its first write (or the regenerate that hands it its operand's
// memory) until its last use in Walk order, an evict that fires, or, when
// the function returns it, the end.
type runMemory struct {
	limit  int64
	report RunReport
	live   int64
	// per buffer: its bytes at the run's dims once live, whether it is
	// allocated now, whether an evict freed it, the Walk time of its
	// last use
	bytes     []int64
	alloc     []bool
	evicted   []bool
	last      []int
	slotBytes []int64
	// end is the Walk time of the last step under each step (itself,
	// its sides, its recompute); order lists the dynamic buffers the run
	// frees by last use, next is the first not yet freed
	end   map[*Step]int
	order []int
	next  int
	// at is the Walk index of each step, now that of the step running
	at  map[*Step]int
	now int
}

func newRunMemory(p *Plan, limit int64) *runMemory {
	n := len(p.Buffers)
	m := &runMemory{limit: limit, bytes: make([]int64, n), alloc: make([]bool, n), evicted: make([]bool, n),
		last: make([]int, n), slotBytes: make([]int64, len(p.Slots)), end: map[*Step]int{},
		at: map[*Step]int{}, now: -1}
	m.report.PeakStep = -1
	for i := range m.last {
		m.last[i] = -1
	}
	t := 0
	var number func(steps []*Step) int
	number = func(steps []*Step) int {
		for _, s := range steps {
			at := t
			t++
			m.at[s] = at
			for _, id := range append(append([]int(nil), s.Reads...), s.Writes...) {
				m.last[id] = max(m.last[id], at)
			}
			if s.Regen != nil {
				m.last[s.Regen.From] = max(m.last[s.Regen.From], at)
				m.last[s.Regen.Result] = max(m.last[s.Regen.Result], at)
			}
			if s.Branch != nil {
				number(s.Branch.Then)
				number(s.Branch.Else)
			}
			if s.Regen != nil {
				number(s.Regen.Steps)
			}
			m.end[s] = t - 1
		}
		return t
	}
	number(p.Steps)
	kept := map[int]bool{}
	if p.body != nil && p.body.Terminator() != nil {
		for _, v := range p.body.Terminator().Operands() {
			if id, ok := p.ids[v]; ok {
				kept[id] = true
			}
		}
	}
	for _, b := range p.Buffers {
		if b.Kind == DynamicBuffer && !kept[b.ID] {
			m.order = append(m.order, b.ID)
		}
	}
	sort.SliceStable(m.order, func(i, j int) bool { return m.last[m.order[i]] < m.last[m.order[j]] })
	return m
}

// start counts the arguments and constants.
func (m *runMemory) start(x *planRun) error {
	for _, b := range x.p.Buffers {
		if b.Kind != ArgBuffer && b.Kind != ConstBuffer {
			continue
		}
		n, err := b.Bytes.Eval(x.dims)
		if err != nil {
			return fmt.Errorf("%%b%d: %w", b.ID, err)
		}
		m.add(n)
	}
	return nil
}

func (m *runMemory) add(n int64) {
	m.live += n
	if m.live > m.report.Peak {
		m.report.Peak, m.report.PeakStep = m.live, m.now
	}
}

// written counts buffer id, just written, as live.
func (m *runMemory) written(x *planRun, id int) error {
	b := x.p.Buffers[id]
	if b.Kind == ArgBuffer || b.Kind == ConstBuffer || m.alloc[id] {
		return nil
	}
	n, err := b.Bytes.Eval(x.dims)
	if err != nil {
		return fmt.Errorf("%%b%d: %w", id, err)
	}
	switch b.Kind {
	case TempBuffer:
		if n > m.slotBytes[b.Slot] {
			m.add(n - m.slotBytes[b.Slot])
			m.slotBytes[b.Slot] = n
		}
		return nil
	case DynamicBuffer:
		m.evicted[id] = false
		m.report.Allocations++
		m.report.dynamic += n
		m.report.DynamicPeak = max(m.report.DynamicPeak, m.report.dynamic)
	}
	m.alloc[id], m.bytes[id] = true, n
	m.add(n)
	return nil
}

// readable fails for a dynamic buffer an evict or its last use freed.
func (m *runMemory) readable(id int) error {
	switch {
	case m.evicted[id]:
		return fmt.Errorf("%%b%d is read after an evict freed it, with no regenerate between", id)
	case !m.alloc[id]:
		return fmt.Errorf("%%b%d is read when it holds no memory (not written yet, freed, or handed to a regenerate)", id)
	}
	return nil
}

// free releases dynamic buffer id.
func (m *runMemory) free(x *planRun, id int) {
	if m.alloc[id] {
		m.alloc[id] = false
		m.live -= m.bytes[id]
		m.report.dynamic -= m.bytes[id]
		x.vals[id] = nil
	}
}

// stepDone frees the dynamic buffers whose last use is at or before the
// last step under s (whether those steps ran or not).
func (m *runMemory) stepDone(x *planRun, s *Step) {
	t := m.end[s]
	for m.next < len(m.order) && m.last[m.order[m.next]] <= t {
		m.free(x, m.order[m.next])
		m.next++
	}
}

// evict frees the buffer of ev when it fires at the run's live bytes.
func (m *runMemory) evict(x *planRun, ev *Evict) error {
	if !m.alloc[ev.Buffer] {
		return nil
	}
	fire, err := ev.Fires(x.dims, m.live, m.limit)
	if err != nil || !fire {
		return err
	}
	m.free(x, ev.Buffer)
	m.evicted[ev.Buffer] = true
	m.report.Evictions++
	return nil
}

// regenerate runs a regenerate step: the recompute when its buffer was
// evicted, else the result takes over the buffer's memory.
func (x *planRun) regenerate(s *Step, prefix string) error {
	rg, m := s.Regen, x.mem
	if m.evicted[rg.From] {
		m.report.Recomputes++
		if err := x.steps(rg.Steps, prefix); err != nil {
			return err
		}
		if !m.alloc[rg.Result] {
			return fmt.Errorf("the recompute did not write %%b%d", rg.Result)
		}
		return nil
	}
	t, err := x.read(rg.From)
	if err != nil {
		return err
	}
	m.report.Kept++
	x.vals[rg.Result], x.vals[rg.From] = t, nil
	m.alloc[rg.Result], m.bytes[rg.Result] = true, m.bytes[rg.From]
	m.alloc[rg.From], m.bytes[rg.From] = false, 0
	return nil
}
