package lowering

// assignSlots gives every temporary a slot: walking the steps in order, a
// step's outputs take free slots (or new ones), and buffers whose last
// reader has run free their slot for later steps. A step's inputs and
// outputs never share a slot, as kernels assume distinct buffers do not
// overlap.
func assignSlots(p *Plan) {
	last := map[int]int{}
	for i, s := range p.Steps {
		for _, id := range s.Reads {
			last[id] = i
		}
		for _, id := range s.Writes {
			if _, ok := last[id]; !ok {
				last[id] = i
			}
		}
	}
	var free []int
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
		for _, id := range append(append([]int(nil), s.Reads...), s.Writes...) {
			b := p.Buffers[id]
			if b.Kind == TempBuffer && b.Slot >= 0 && last[id] == i {
				free = append(free, b.Slot)
				last[id] = -1
			}
		}
	}
}
