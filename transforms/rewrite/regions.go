package rewrite

import "github.com/symopt/symopt/ir"

// simplifyRegions erases blocks no branch reaches and reports whether
// anything changed. Dead block arguments are left alone: how branches pass
// them is dialect-specific.
func (d *driver) simplifyRegions() bool {
	if d.cfg.RegionSimplify == SimplifyDisabled {
		return false
	}
	changed := false
	d.root.Walk(func(op *ir.Operation) bool {
		for _, r := range op.Regions {
			if eraseUnreachable(d.rw, r) {
				changed = true
			}
		}
		return true
	})
	return changed
}

// eraseUnreachable removes non-entry blocks not reachable from the entry
// through successor lists.
func eraseUnreachable(rw *Rewriter, r *ir.Region) bool {
	if len(r.Blocks) < 2 {
		return false
	}
	reached := map[*ir.Block]bool{r.Blocks[0]: true}
	stack := []*ir.Block{r.Blocks[0]}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if t := b.Terminator(); t != nil {
			for _, s := range t.Successors {
				if !reached[s] {
					reached[s] = true
					stack = append(stack, s)
				}
			}
		}
	}
	if len(reached) == len(r.Blocks) {
		return false
	}
	var keep, dead []*ir.Block
	for _, b := range r.Blocks {
		if reached[b] {
			keep = append(keep, b)
		} else {
			dead = append(dead, b)
		}
	}
	// Values of dead blocks may be used only by other dead blocks (a
	// reachable use would make the definition dominate nothing); drop the
	// uses before erasing.
	for _, b := range dead {
		for _, op := range b.Ops {
			op.Walk(func(o *ir.Operation) bool { o.DropOperands(); return true })
		}
	}
	for _, b := range dead {
		for i := len(b.Ops) - 1; i >= 0; i-- {
			b.Ops[i].Erase()
		}
	}
	r.Blocks = keep
	rw.changes++
	return true
}
