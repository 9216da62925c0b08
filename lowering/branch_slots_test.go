package lowering

import (
	"slices"
	"testing"

	"github.com/symopt/symopt/models"
)

// TestBranchSidesShareSlots wants the temporaries of the two sides of a
// branch (results aside) to share slots.
func TestBranchSidesShareSlots(t *testing.T) {
	for _, tc := range []struct{ file, pipeline string }{
		{"mlp_train.mlir", versionAndFuse},
		{"versioned_around.mlir", fuseOnly},
	} {
		t.Run(tc.file, func(t *testing.T) {
			m := versionModule(t, "testdata/"+tc.file, tc.pipeline)
			p, err := LowerFunc(Funcs(m)[0])
			if err != nil {
				t.Fatal(err)
			}
			sidesShareSlots(t, p)
		})
	}
}

func sidesShareSlots(t *testing.T, p *Plan) {
	t.Helper()
	perSide := [2]map[int]bool{{}, {}}
	var br *Branch
	p.Walk(func(s *Step) {
		if s.Branch != nil && br == nil {
			br = s.Branch
		}
	})
	if br == nil {
		t.Fatal("no branch step")
	}
	for side, steps := range br.Sides() {
		walkSteps(steps, func(s *Step) {
			for _, id := range s.Writes {
				if b := p.Buffers[id]; b.Kind == TempBuffer && slices.Index(br.Results, id) < 0 {
					perSide[side][b.Slot] = true
				}
			}
		})
	}
	shared := 0
	for s := range perSide[0] {
		if perSide[1][s] {
			shared++
		}
	}
	if shared == 0 {
		t.Errorf("the sides' temporaries use %d and %d slots, none in common:\n%s", len(perSide[0]), len(perSide[1]), p)
	}
}

// paths lists the step sequences the host may run through steps: one per
// choice of a side at each branch.
func paths(steps []*Step) [][]*Step {
	out := [][]*Step{nil}
	for _, s := range steps {
		if s.Branch == nil {
			for i := range out {
				out[i] = append(out[i], s)
			}
			continue
		}
		var next [][]*Step
		for _, side := range s.Branch.Sides() {
			for _, rest := range paths(side) {
				for _, pre := range out {
					next = append(next, append(append([]*Step(nil), pre...), rest...))
				}
			}
		}
		out = next
	}
	return out
}

// checkSlots checks on every path of p that each temporary a step writes
// has a slot and that buffers sharing a slot are never live at once: a
// buffer lives from the first step writing it to the last touching it.
func checkSlots(t *testing.T, p *Plan) {
	t.Helper()
	for pi, path := range paths(p.Steps) {
		first, last := map[int]int{}, map[int]int{}
		for i, s := range path {
			for _, id := range s.Writes {
				if _, ok := first[id]; !ok {
					first[id] = i
				}
				last[id] = i
			}
			for _, id := range s.Reads {
				last[id] = i
			}
		}
		for a := range last {
			ba := p.Buffers[a]
			if _, written := first[a]; ba.Kind != TempBuffer || !written {
				continue // host scalars kernels read are temporaries no step writes
			}
			if ba.Slot < 0 {
				t.Errorf("path %d: temporary %%b%d has no slot", pi, a)
				continue
			}
			for b := range first {
				bb := p.Buffers[b]
				if a >= b || bb.Kind != TempBuffer || bb.Slot != ba.Slot {
					continue
				}
				if first[a] <= last[b] && first[b] <= last[a] {
					t.Errorf("path %d: %%b%d (steps %d-%d) and %%b%d (steps %d-%d) share slot %d", pi, a, first[a], last[a], b, first[b], last[b], ba.Slot)
				}
			}
		}
	}
}

// TestVersionedLlama1bPlan versions the llama-1b train step as the
// codegen benchmark does and lowers it: one branch step whose sides fill
// every result once and launch 513 kernels each, at most a few more
// distinct kernels than the unversioned step's 52, and slots that never
// hold two live buffers on either side.
func TestVersionedLlama1bPlan(t *testing.T) {
	if testing.Short() {
		t.Skip("parses and versions the llama-1b step")
	}
	src, err := models.PresetText("llama-1b", "llama", "train-step")
	if err != nil {
		t.Fatal(err)
	}
	m := versionText(t, "llama-1b.mlir", src, versionAndFuseSymbolic)
	p, err := LowerFunc(Funcs(m)[0])
	if err != nil {
		t.Fatal(err)
	}
	i := branchIndex(p)
	if i < 0 {
		t.Fatal("the step was not versioned")
	}
	br := p.Steps[i].Branch
	for side, steps := range br.Sides() {
		if err := writesEachOnce(steps, br.Results); err != nil {
			t.Errorf("side %d: %v", side, err)
		}
		n := 0
		walkSteps(steps, func(s *Step) {
			if s.Kind == KernelStep {
				n++
			}
		})
		if n != 513 {
			t.Errorf("side %d launches %d kernels, want 513", side, n)
		}
	}
	if d := len(p.DistinctKernels()); d < 52 || d > 60 {
		t.Errorf("%d distinct kernels, want 52 to 60", d)
	}
	checkSlots(t, p)
}
