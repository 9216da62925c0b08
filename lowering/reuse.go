package lowering

// assignSlots gives every temporary a slot: walking the steps in order, a
// step's outputs take free slots (or new ones), and buffers whose last
// reader has run free their slot for later steps. A step's inputs and
// outputs never share a slot, as kernels assume distinct buffers do not
// overlap.
func assignSlots(p *Plan) {
	// last[id] is the step that last touches buffer id (-1: none yet,
	// or its slot is already free again)
	last := make([]int, len(p.Buffers))
	for i := range last {
		last[i] = -1
	}
	for i, s := range p.Steps {
		for _, id := range s.Reads {
			last[id] = i
		}
		for _, id := range s.Writes {
			if last[id] < 0 {
				last[id] = i
			}
		}
	}
	var free []int
	release := func(id, step int) {
		b := p.Buffers[id]
		if b.Kind == TempBuffer && b.Slot >= 0 && last[id] == step {
			free = append(free, b.Slot)
			last[id] = -1
		}
	}
	for i, s := range p.Steps {
		for _, id := range s.Writes {
			b := p.Buffers[id]
			if b.Kind != TempBuffer || b.Slot >= 0 {
				continue
			}
			if n := len(free); n > 0 {
				b.Slot = free[n-1]
				free = free[:n-1]
			} else {
				b.Slot = len(p.Slots)
				p.Slots = append(p.Slots, &Slot{})
			}
			p.Slots[b.Slot].Buffers = append(p.Slots[b.Slot].Buffers, id)
		}
		for _, id := range s.Reads {
			release(id, i)
		}
		for _, id := range s.Writes {
			release(id, i)
		}
	}
}
