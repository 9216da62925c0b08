package lowering

import (
	"fmt"
	"strings"
	"testing"
)

// TestSinkRegenerates moves a regenerate step (of %b1 into %b2, whose
// recompute reads %b3) down to the first step using %b2, stopping at a
// branch or an evict of what its recompute reads.
func TestSinkRegenerates(t *testing.T) {
	regen := func() *Step {
		return &Step{Kind: RegenerateStep, Name: "regenerate", Regen: &Regenerate{From: 1, Result: 2,
			Steps: []*Step{{Kind: KernelStep, Name: "rk", Reads: []int{3}, Writes: []int{2}}}}}
	}
	kernel := func(name string, reads ...int) *Step {
		return &Step{Kind: KernelStep, Name: name, Reads: reads, Writes: []int{9}}
	}
	for _, tc := range []struct {
		name  string
		steps []*Step
		want  string
	}{
		{"to its reader", []*Step{regen(), kernel("a", 4), kernel("b", 5), kernel("c", 2)}, "a b regenerate c"},
		{"already there", []*Step{kernel("a", 4), regen(), kernel("c", 2)}, "a regenerate c"},
		{"stops at an evict of what it reads", []*Step{regen(), kernel("a", 4),
			{Kind: EvictStep, Name: "evict", Evict: &Evict{Buffer: 3}}, kernel("c", 2)}, "a regenerate evict c"},
		{"passes an evict of another buffer", []*Step{regen(),
			{Kind: EvictStep, Name: "evict", Evict: &Evict{Buffer: 4}}, kernel("c", 2)}, "evict regenerate c"},
		{"stops at a branch", []*Step{regen(), kernel("a", 4),
			{Kind: BranchStep, Name: "branch", Branch: &Branch{Then: []*Step{kernel("t", 2)}}}}, "a regenerate branch"},
		{"reader inside a branch", []*Step{regen(), {Kind: BranchStep, Name: "branch", Branch: &Branch{}},
			kernel("a", 4)}, "regenerate branch a"},
		{"no reader", []*Step{regen(), kernel("a", 4)}, "a regenerate"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := &Plan{Steps: tc.steps}
			sinkRegenerates(p)
			var names []string
			for _, s := range p.Steps {
				names = append(names, s.Name)
			}
			if got := strings.Join(names, " "); got != tc.want {
				t.Errorf("order %q, want %q", got, tc.want)
			}
		})
	}
}

// TestRematPlanRegeneratesLate lowers the tiny llama train step, whose
// fused module holds its regenerates together, and wants each top-level
// regenerate step right before a step using its result (or one it may
// not pass), past other regenerates only.
func TestRematPlanRegeneratesLate(t *testing.T) {
	p, _ := runPeaksPlan(t, peakCases[2])
	n := 0
	for i, s := range p.Steps {
		if s.Kind != RegenerateStep {
			continue
		}
		n++
		j := i + 1 // regenerates sunk to the same reader come together
		for j < len(p.Steps) && p.Steps[j].Kind == RegenerateStep && !usesBuffer(p.Steps[j], s.Regen.Result) {
			j++
		}
		if j == len(p.Steps) {
			continue
		}
		next := p.Steps[j]
		if !usesBuffer(next, s.Regen.Result) && next.Kind != BranchStep && next.Kind != EvictStep {
			t.Errorf("regenerate into %%b%d at step %d is followed by %s, which does not use it", s.Regen.Result, i, stepText(next))
		}
	}
	if n == 0 {
		t.Fatal("no regenerate step")
	}
}

func stepText(s *Step) string { return fmt.Sprintf("%s reads %v", s.Name, s.Reads) }
