package lowering

import (
	"os"
	"testing"

	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory/traingen"
	"github.com/symopt/symopt/models"
)

// peakCase is a train step lowered after schedule-memory and remat (pre:
// the pipeline without fuse) at dims.
type peakCase struct {
	name string
	src  func(t *testing.T) []byte
	pre  string
	dims map[string]int64
	// drop: the no-limit run peaks while an evicted buffer is live, so
	// every evict firing must lower the plan's peak
	drop bool
}

func traingenSrc(i int) func(*testing.T) []byte {
	return func(*testing.T) []byte { return []byte(traingen.Generate(traingen.Presets[i])) }
}

// rematLitSrc is the lit test's two-layer step (traingen's tiny preset
// is below remat's reach: it evicts nothing).
func rematLitSrc(t *testing.T) []byte {
	src, err := os.ReadFile("../test/lowering/remat.mlir")
	if err != nil {
		t.Fatal(err)
	}
	return src
}

func llamaTinySrc(t *testing.T) []byte {
	src, err := models.PresetText("tiny", "llama", "train-step")
	if err != nil {
		t.Fatal(err)
	}
	return src
}

var peakCases = []peakCase{
	{"remat.mlir", rematLitSrc, "func.func(schedule-memory,remat)", map[string]int64{"B": 4, "S": 64}, true},
	{"traingen mid", traingenSrc(1), "func.func(schedule-memory,remat)", map[string]int64{"B": 4, "S": 64}, true},
	{"llama tiny", llamaTinySrc, "symbolic-shapes,func.func(schedule-memory,remat)", map[string]int64{"B": 2, "T": 16}, true},
}

// peakRun is one run of a plan and of the interpreter's accounting
// runtime (on the module before fuse) under one limit.
type peakRun struct {
	limit      int64
	plan       RunReport
	interpPeak int64
	interpEvs  int
}

// runPeaks runs the plan of c and the interpreter at no limit, a limit
// just below the lowest peak an evict predicts, and 1 byte, checking
// the results against the interpreter's at each.
func runPeaks(t *testing.T, c peakCase) (*Plan, []peakRun) {
	t.Helper()
	src := c.src(t)
	pre := versionText(t, c.name+".mlir", src, "builtin.module("+c.pre+")")
	p, src := runPeaksPlan(t, c)
	orig, _ := parseText(t, c.name+".mlir", src)
	fn := Funcs(orig)[0]
	name := fn.Attr("sym_name").(*ir.StringAttr).Value
	args, err := interp.RandomInputs(fn, 7, interp.Dims{Symbols: c.dims})
	if err != nil {
		t.Fatal(err)
	}
	var runs []peakRun
	for _, limit := range []int64{0, lowestPeak(t, p, argDims(p, args)) - 1, 1} {
		acc := runtime.New(limit)
		want, err := interp.New(pre, interp.Options{Observer: acc}).Call(name, args)
		if err != nil {
			t.Fatalf("limit %d: interpreter: %v", limit, err)
		}
		got, rep, err := RunPlanWith(p, args, RunOptions{MemoryLimit: limit})
		if err != nil {
			t.Fatalf("limit %d: %v", limit, err)
		}
		for i := range want {
			if ok, report := tensor.Close(got[i], want[i], planTolerance); !ok {
				t.Errorf("limit %d result #%d: %s", limit, i, report)
			}
		}
		runs = append(runs, peakRun{limit, rep, acc.Peak(), acc.Evictions})
	}
	return p, runs
}

// runPeaksPlan lowers c after its pipeline and fuse; it returns the plan
// and c's source.
func runPeaksPlan(t *testing.T, c peakCase) (*Plan, []byte) {
	t.Helper()
	src := c.src(t)
	fused := versionText(t, c.name+".mlir", src, "builtin.module("+c.pre+",func.func(fuse))")
	p, err := LowerFunc(Funcs(fused)[0])
	if err != nil {
		t.Fatal(err)
	}
	return p, src
}

// gapAt reports whether step index at lies between an evict step and
// the regenerate of its buffer (Walk indices): the buffer is live there
// unless the evict fired.
func gapAt(p *Plan, at int) bool {
	i, evictAt := 0, map[int]int{}
	in := false
	p.Walk(func(s *Step) {
		switch s.Kind {
		case EvictStep:
			evictAt[s.Evict.Buffer] = i
		case RegenerateStep:
			if e, ok := evictAt[s.Regen.From]; ok && e < at && at < i {
				in = true
			}
		}
		i++
	})
	return in
}

// TestPlanPeakFollowsEvictions runs remat'ed train steps' plans under
// memory limits against the interpreter's accounting: the results are
// the interpreter's at every limit; with every temporary allocated by
// the runtime, evictions that fire while the no-limit peak's step lies
// in their gap lower the plan's peak; no limit evicts nothing, 1 byte
// evicts what the interpreter evicts.
func TestPlanPeakFollowsEvictions(t *testing.T) {
	for _, c := range peakCases {
		t.Run(c.name, func(t *testing.T) {
			p, runs := runPeaks(t, c)
			free, all := runs[0], runs[2]
			for _, r := range runs {
				t.Logf("limit %d: plan peak %d (dynamic %d, step %d, %d allocations), %d evictions; interpreter peak %d, %d evictions",
					r.limit, r.plan.Peak, r.plan.DynamicPeak, r.plan.PeakStep, r.plan.Allocations, r.plan.Evictions, r.interpPeak, r.interpEvs)
			}
			if free.plan.Evictions != 0 || free.interpEvs != 0 {
				t.Errorf("no limit: %d plan and %d interpreter evictions, want none", free.plan.Evictions, free.interpEvs)
			}
			if all.plan.Evictions == 0 || all.plan.Evictions != all.interpEvs {
				t.Errorf("1 byte: %d plan evictions, the interpreter %d; want the same, some", all.plan.Evictions, all.interpEvs)
			}
			if in := gapAt(p, free.plan.PeakStep); in != c.drop {
				t.Errorf("no-limit peak at step %d in an evict's gap: %v, want %v", free.plan.PeakStep, in, c.drop)
			}
			if c.drop && all.plan.Peak >= free.plan.Peak {
				t.Errorf("peak %d with every evict firing, %d with none: want lower", all.plan.Peak, free.plan.Peak)
			}
		})
	}
}
