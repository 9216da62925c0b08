package lowering

import "slices"

// sinkRegenerates moves each regenerate step of every step list of p
// down to just before the first step that uses its result, as remat
// placed it in the op-by-op schedule. A regenerate does not move past a
// branch step (whose sides bind dims) or an evict of a buffer its
// recompute reads. Moving it only lengthens the lives of the buffers its
// recompute reads, which the runtime frees after their last use in the
// new order.
//
// fuse already keeps each regenerate before its first reader
// (fusion/regenerate_sink.go), so on a module fuse produced this only
// reverses regenerates standing together before one reader (the last is
// sunk first). It stays because dropping it changes the plans and LLVM IR
// of the llama, transformer and llama-1b train steps, and because a
// module whose regenerates fuse did not place (written by hand) still
// needs it: left together ahead of the backward pass, every recompute
// would hold its result at once and no eviction could lower the peak.
func sinkRegenerates(p *Plan) {
	sinkIn(p.Steps)
	p.Walk(func(s *Step) {
		if s.Branch != nil {
			sinkIn(s.Branch.Then)
			sinkIn(s.Branch.Else)
		}
		if s.Regen != nil {
			sinkIn(s.Regen.Steps)
		}
	})
}

// sinkIn sinks the regenerate steps of one step list in place, the last
// first so that one does not stop at another it will pass anyway.
func sinkIn(steps []*Step) {
	for i := len(steps) - 1; i >= 0; i-- {
		rg := steps[i].Regen
		if steps[i].Kind != RegenerateStep || rg == nil {
			continue
		}
		reads := map[int]bool{}
		walkSteps(rg.Steps, func(s *Step) {
			for _, id := range s.Reads {
				reads[id] = true
			}
		})
		j := i + 1
		for j < len(steps) && !usesBuffer(steps[j], rg.Result) && steps[j].Kind != BranchStep &&
			(steps[j].Kind != EvictStep || !reads[steps[j].Evict.Buffer]) {
			j++
		}
		if j == i+1 {
			continue
		}
		s := steps[i]
		copy(steps[i:j-1], steps[i+1:j])
		steps[j-1] = s
	}
}

// usesBuffer reports whether step s, or a step under it, touches buffer
// id (reads, writes, evicts or regenerates it).
func usesBuffer(s *Step, id int) bool {
	used := false
	walkSteps([]*Step{s}, func(s *Step) {
		used = used || slices.Contains(s.Reads, id) || slices.Contains(s.Writes, id) ||
			s.Evict != nil && s.Evict.Buffer == id ||
			s.Regen != nil && (s.Regen.From == id || s.Regen.Result == id) ||
			s.Branch != nil && slices.Contains(s.Branch.Results, id)
	})
	return used
}
