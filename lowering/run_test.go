package lowering

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory/traingen"
)

// TestRunPlanMatchesInterpreter runs whole plans on the CPU (RunPlan:
// kernels, library calls, copies, the side the condition picks, every
// temporary in its slot) and compares their results with the
// interpreter's run of the input before any pass: for versioned bodies
// at sizes on either side of their thresholds, so both sides, the copies
// into results and the slots the sides share are exercised. (The
// transformer block is left out: with random weights a few of its
// outputs differ by up to 0.5% after its nine GEMMs in any summation
// order; Check compares it kernel by kernel.)
func TestRunPlanMatchesInterpreter(t *testing.T) {
	for _, tc := range []struct {
		name, file, pipeline string
		sizes                []int64 // every dynamic dim
		then                 []bool  // the side each size takes (versioned inputs)
	}{
		{"mlp train step", "mlp_train.mlir", versionAndFuse, []int64{2, 5}, []bool{false, true}},
		{"mlp train step, symbolic", "mlp_train.mlir", versionAndFuseSymbolic, []int64{3, 5}, []bool{false, true}},
		{"copies", "versioned_copies.mlir", fuseOnly, []int64{7, 8}, []bool{true, false}},
		{"work around the branch", "versioned_around.mlir", fuseOnly, []int64{3, 6}, []bool{false, true}},
		{"scatters", "versioned_scatter.mlir", fuseOnly, []int64{3, 8}, []bool{true, false}},
		{"norms", "norms.mlir", fuseOnly, []int64{1, 40}, nil},
		{"embedding", "embed.mlir", fuseOnly, []int64{1, 9}, nil},
		{"chain", "chain.mlir", fuseOnly, []int64{1, 7}, nil},
		{"softmax", "softmax.mlir", fuseOnly, []int64{1, 33}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			orig, _ := parseFile(t, "testdata/"+tc.file)
			m := versionModule(t, "testdata/"+tc.file, tc.pipeline)
			for _, fn := range Funcs(orig) {
				name := fn.Attr("sym_name").(*ir.StringAttr).Value
				var lowered *ir.Operation
				for _, g := range Funcs(m) {
					if g.Attr("sym_name").(*ir.StringAttr).Value == name {
						lowered = g
					}
				}
				p, err := LowerFunc(lowered)
				if err != nil {
					t.Fatal(err)
				}
				for i, n := range tc.sizes {
					args, err := interp.RandomInputs(fn, uint64(n), interp.Dims{Default: n, Symbols: map[string]int64{"B": n, "S": n}})
					if err != nil {
						t.Fatal(err)
					}
					want, err := interp.New(orig, interp.Options{}).Call(name, args)
					if err != nil {
						t.Fatal(err)
					}
					got, err := RunPlan(p, args)
					if err != nil {
						t.Fatalf("size %d: %v", n, err)
					}
					for j := range want {
						if ok, report := tensor.Close(got[j], want[j], planTolerance); !ok {
							t.Errorf("@%s size %d result #%d: %s", name, n, j, report)
						}
					}
					if tc.then != nil {
						if c, _ := p.Steps[branchIndex(p)].Branch.Cond.Eval(map[string]int64{"S0": n, "S1": n, "B": n, "S": n}); c != tc.then[i] {
							t.Errorf("size %d takes the then side: %v, want %v", n, c, tc.then[i])
						}
					}
				}
			}
		})
	}
}

func branchIndex(p *Plan) int {
	for i, s := range p.Steps {
		if s.Kind == BranchStep {
			return i
		}
	}
	return -1
}

// TestRunPlanCatchesSlotClashes puts a temporary read after a branch in
// the slot of the branch's result and wants RunPlan to report the
// overwrite; and a plan whose kernel writes an argument.
func TestRunPlanCatchesSlotClashes(t *testing.T) {
	m := versionModule(t, "testdata/versioned_around.mlir", fuseOnly)
	fn := Funcs(m)[0]
	args, err := interp.RandomInputs(fn, 1, interp.Dims{Default: 6})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		mutate func(p *Plan)
		want   string
	}{
		{"slot", func(p *Plan) {
			before := p.Buffers[p.Steps[0].Writes[0]]         // read on both sides and after
			result := p.Buffers[p.Steps[1].Branch.Results[0]] // written on both sides
			before.Slot = result.Slot
		}, "was overwritten in slot"},
		{"argument", func(p *Plan) { p.Steps[0].Writes[0] = p.Steps[0].Reads[0] }, "writes arg buffer"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := LowerFunc(fn)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := RunPlan(p, args); err != nil {
				t.Fatalf("unbroken plan: %v", err)
			}
			tc.mutate(p)
			if _, err := RunPlan(p, args); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// TestRunPlanOnVersionedTrainSteps versions the mlp train steps of the
// memory benchmark (memory/traingen: one and four layers), fuses and
// lowers them, and runs the plans against the interpreter's run of the
// unversioned steps at (batch, seq) on either side of each threshold.
func TestRunPlanOnVersionedTrainSteps(t *testing.T) {
	for _, tc := range []struct {
		preset int
		sizes  [][2]int64
	}{
		{0, [][2]int64{{1, 4}, {2, 16}}},  // then side from 17 rows
		{1, [][2]int64{{1, 16}, {2, 64}}}, // then side from 65 rows
	} {
		c := traingen.Presets[tc.preset]
		t.Run(c.Name, func(t *testing.T) {
			src := []byte(traingen.Generate(c))
			orig, _ := parseText(t, c.Name+".mlir", src)
			m := versionText(t, c.Name+".mlir", src, versionAndFuse)
			p, err := LowerFunc(Funcs(m)[0])
			if err != nil {
				t.Fatal(err)
			}
			if branchIndex(p) < 0 {
				t.Fatal("the train step was not versioned")
			}
			fn := Funcs(orig)[0]
			sides := map[bool]bool{}
			for _, bs := range tc.sizes {
				args, err := interp.RandomInputs(fn, 3, interp.Dims{Symbols: map[string]int64{"B": bs[0], "S": bs[1]}})
				if err != nil {
					t.Fatal(err)
				}
				want, err := interp.New(orig, interp.Options{}).Call("train_step", args)
				if err != nil {
					t.Fatal(err)
				}
				got, err := RunPlan(p, args)
				if err != nil {
					t.Fatalf("%dx%d: %v", bs[0], bs[1], err)
				}
				for i := range want {
					if ok, report := tensor.Close(got[i], want[i], planTolerance); !ok {
						t.Errorf("%dx%d result #%d: %s", bs[0], bs[1], i, report)
					}
				}
				c, _ := p.Steps[branchIndex(p)].Branch.Cond.Eval(map[string]int64{"B": bs[0], "S": bs[1]})
				sides[c] = true
			}
			if len(sides) != 2 {
				t.Errorf("the sizes took one side only")
			}
		})
	}
}
