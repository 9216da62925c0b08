package lowering

// assignSlots gives every temporary a slot: walking the steps in order, a
// step's outputs take free slots (or new ones), and buffers whose last
// reader has run free their slot for later steps. A step's inputs and
// outputs never share a slot, as kernels assume distinct buffers do not
// overlap.
//
// A branch step takes the slots of its (temporary) results first; then
// each side starts from the slots free before the branch, so the
// temporaries of the two sides, never live at once, may share slots. The
// steps are numbered in Walk order (then side before else side); after
// a side, every slot whose buffers are all dead by then is free again.
//
// A plan with evict steps has no slots: allocateTemps makes all its
// temporaries dynamic.
//
// Dynamic buffers (what an evict may free, and regenerate results) take
// no slot: the runtime allocator holds them, as a slot reused by a later
// buffer would assume they stay. The recompute steps of a regenerate are
// numbered after it in Walk order and their temporaries take slots as
// any others: whether the recompute runs or not, they are dead after it,
// and the buffers it reads from outside keep their slots up to it.
func assignSlots(p *Plan) {
	if allocateTemps(p) {
		return
	}
	a := &slotter{p: p, last: make([]int, len(p.Buffers)), born: make([]int, len(p.Buffers)), sides: map[*Step][2]int{}}
	for i := range a.last {
		a.last[i], a.born[i] = -1, -1
	}
	a.number(p.Steps)
	a.t = 0
	a.steps(p.Steps)
}

type slotter struct {
	p *Plan
	// last[id] is the time of the last step touching buffer id (-1:
	// none, or its slot is free again); born[id] when it took its slot
	last, born []int
	// sides holds, per branch step, the time its else side starts and
	// the time after it
	sides map[*Step][2]int
	free  []int
	t     int
}

// number gives every step a time in Walk order and fills last.
func (a *slotter) number(steps []*Step) {
	for _, s := range steps {
		t := a.t
		a.t++
		if br := s.Branch; br != nil {
			a.number(br.Then)
			elseAt := a.t
			a.number(br.Else)
			a.sides[s] = [2]int{elseAt, a.t}
			for _, id := range br.Results {
				a.last[id] = max(a.last[id], a.t-1) // written on both sides
			}
			continue
		}
		for _, id := range s.Reads {
			a.last[id] = t
		}
		for _, id := range s.Writes {
			if a.last[id] < 0 {
				a.last[id] = t
			}
		}
		if s.Regen != nil {
			a.number(s.Regen.Steps)
		}
	}
}

// steps assigns the slots of steps, numbered again as number did.
func (a *slotter) steps(steps []*Step) {
	for _, s := range steps {
		t := a.t
		a.t++
		if br := s.Branch; br != nil {
			for _, id := range br.Results {
				a.take(id, t)
			}
			a.steps(br.Then)
			a.t = a.sides[s][0]
			a.freeAt(a.t)
			a.steps(br.Else)
			a.t = a.sides[s][1]
			a.freeAt(a.t)
			continue
		}
		for _, id := range s.Writes {
			a.take(id, t)
		}
		for _, id := range s.Reads {
			a.release(id, t)
		}
		for _, id := range s.Writes {
			a.release(id, t)
		}
		if s.Regen != nil {
			a.steps(s.Regen.Steps)
		}
	}
}

// take gives temporary id a free slot, or a new one, at time t.
func (a *slotter) take(id, t int) {
	b := a.p.Buffers[id]
	if b.Kind != TempBuffer || b.Slot >= 0 {
		return
	}
	if n := len(a.free); n > 0 {
		b.Slot = a.free[n-1]
		a.free = a.free[:n-1]
	} else {
		b.Slot = len(a.p.Slots)
		a.p.Slots = append(a.p.Slots, &Slot{})
	}
	a.born[id] = t
	a.p.Slots[b.Slot].Buffers = append(a.p.Slots[b.Slot].Buffers, id)
}

// release frees the slot of id when step t is its last.
func (a *slotter) release(id, t int) {
	b := a.p.Buffers[id]
	if b.Kind == TempBuffer && b.Slot >= 0 && a.last[id] == t {
		a.free = append(a.free, b.Slot)
		a.last[id] = -1
	}
}

// freeAt makes the free list every slot none of whose buffers is live at
// time t (taken before and still read at or after t); the lowest slot is
// taken first.
func (a *slotter) freeAt(t int) {
	a.free = a.free[:0]
	for i := len(a.p.Slots) - 1; i >= 0; i-- {
		held := false
		for _, id := range a.p.Slots[i].Buffers {
			if a.born[id] >= 0 && a.born[id] < t && a.last[id] >= t {
				held = true
				break
			}
		}
		if !held {
			a.free = append(a.free, i)
		}
	}
}

// allocateTemps makes every temporary of a plan that holds an evict step
// a DynamicBuffer, and reports whether it did: the runtime allocator
// gives each its memory at its first write and takes it back after its
// last use in Walk order, so the bytes live at each step follow the
// op-by-op accounting that schedule-memory and remat optimize, and an
// evict that fires lowers the plan's total, not only the dynamic
// buffers'. A static pool would keep each slot at its largest buffer
// for the whole run, hiding the gap an eviction opens. The price is an
// allocation and a free per temporary a step writes (at most one per
// launch output) where the pool allocates once per slot; plans without
// evicts keep the pool.
func allocateTemps(p *Plan) bool {
	evicts := false
	written := make([]bool, len(p.Buffers))
	p.Walk(func(s *Step) {
		evicts = evicts || s.Kind == EvictStep
		for _, id := range s.Writes {
			written[id] = true
		}
	})
	if !evicts {
		return false
	}
	for _, b := range p.Buffers {
		// a temporary no step writes is computed by the host
		// (fusion.HostSet) and has no device memory
		if b.Kind == TempBuffer && written[b.ID] {
			b.Kind, b.Slot = DynamicBuffer, -1
		}
	}
	return true
}
