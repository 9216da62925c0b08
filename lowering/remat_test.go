package lowering

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory/traingen"
	"github.com/symopt/symopt/models"
)

const (
	rematAndFuse          = "builtin.module(func.func(schedule-memory,remat,fuse))"
	versionRematAndFuse   = "builtin.module(func.func(schedule-memory{versions=2},remat,fuse))"
	rematSymbolicAndFuse  = "builtin.module(symbolic-shapes,func.func(schedule-memory,remat,fuse))"
	rematThresholdAndFuse = "builtin.module(func.func(schedule-memory,remat{limit=100000 threshold=true},fuse))"
)

// rematCounts counts the evict and regenerate steps of p (inside
// branches too) and checks that dynamic buffers have no slot.
func rematCounts(t *testing.T, p *Plan) (evicts, regens int) {
	t.Helper()
	p.Walk(func(s *Step) {
		switch s.Kind {
		case EvictStep:
			evicts++
			if b := p.Buffers[s.Evict.Buffer]; b.Kind != DynamicBuffer {
				t.Errorf("evict of %%b%d, a %s buffer", b.ID, b.Kind)
			}
		case RegenerateStep:
			regens++
			for _, id := range []int{s.Regen.From, s.Regen.Result} {
				if b := p.Buffers[id]; b.Kind != DynamicBuffer {
					t.Errorf("regenerate of %%b%d, a %s buffer", b.ID, b.Kind)
				}
			}
		}
	})
	for _, b := range p.Buffers {
		if b.Kind == DynamicBuffer && b.Slot >= 0 {
			t.Errorf("dynamic buffer %%b%d has slot %d", b.ID, b.Slot)
		}
	}
	return evicts, regens
}

// TestRematPlansMatchInterpreter lowers train steps after
// schedule-memory,remat,fuse (statically ordered, versioned, guarded by
// thresholds) and runs their plans on the CPU with no memory limit, a
// limit just below the lowest peak an evict predicts and a limit of one
// byte
// (every peak-guarded evict fires), comparing the results with the
// interpreter's run of the input before any pass. With no limit nothing
// is evicted; with one byte every regenerate recomputes.
func TestRematPlansMatchInterpreter(t *testing.T) {
	for _, tc := range []struct {
		name     string
		src      func() []byte
		pipeline string
		dims     map[string]int64
		// guarded: the evicts are guarded by thresholds, which fire at
		// these dims whatever the limit
		guarded bool
	}{
		{"mlp-4", func() []byte { return []byte(traingen.Generate(traingen.Presets[1])) }, rematAndFuse, map[string]int64{"B": 2, "S": 5}, false},
		{"mlp-4 versioned", func() []byte { return []byte(traingen.Generate(traingen.Presets[1])) }, versionRematAndFuse, map[string]int64{"B": 1, "S": 16}, false},
		{"llama tiny", func() []byte {
			src, err := models.PresetText("tiny", "llama", "train-step")
			if err != nil {
				t.Fatal(err)
			}
			return src
		}, rematSymbolicAndFuse, map[string]int64{"B": 2, "T": 5}, false},
		{"mlp-4 threshold", func() []byte { return []byte(traingen.Generate(traingen.Presets[1])) }, rematThresholdAndFuse, map[string]int64{"B": 4, "S": 64}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := tc.src()
			orig, _ := parseText(t, tc.name+".mlir", src)
			m := versionText(t, tc.name+".mlir", src, tc.pipeline)
			p, err := LowerFunc(Funcs(m)[0])
			if err != nil {
				t.Fatal(err)
			}
			evicts, regens := rematCounts(t, p)
			if evicts == 0 || regens == 0 {
				t.Fatalf("%d evict and %d regenerate steps, want some:\n%s", evicts, regens, p)
			}
			fn := Funcs(orig)[0]
			name := fn.Attr("sym_name").(*ir.StringAttr).Value
			args, err := interp.RandomInputs(fn, 5, interp.Dims{Symbols: tc.dims})
			if err != nil {
				t.Fatal(err)
			}
			want, err := interp.New(orig, interp.Options{}).Call(name, args)
			if err != nil {
				t.Fatal(err)
			}
			run := func(limit int64) RunReport {
				got, rep, err := RunPlanWith(p, args, RunOptions{MemoryLimit: limit})
				if err != nil {
					t.Fatalf("limit %d: %v", limit, err)
				}
				for i := range want {
					if ok, report := tensor.Close(got[i], want[i], planTolerance); !ok {
						t.Errorf("limit %d result #%d: %s", limit, i, report)
					}
				}
				if rep.Recomputes+rep.Kept == 0 {
					t.Errorf("limit %d: no regenerate step ran", limit)
				}
				return rep
			}
			free := run(0)
			if tc.guarded {
				if free.Evictions == 0 || free.Recomputes == 0 {
					t.Errorf("the threshold guards fired %d times, recomputes %d; want some", free.Evictions, free.Recomputes)
				}
				return
			}
			if free.Evictions != 0 || free.Recomputes != 0 {
				t.Errorf("no limit: %d evictions, %d recomputes, want none", free.Evictions, free.Recomputes)
			}
			limit := lowestPeak(t, p, argDims(p, args)) - 1
			some := run(limit)
			all := run(1)
			if all.Evictions == 0 || all.Recomputes == 0 || all.Kept != 0 {
				t.Errorf("1 byte: %d evictions, %d recomputes, %d kept; want every regenerate to recompute", all.Evictions, all.Recomputes, all.Kept)
			}
			if some.Evictions == 0 || some.Evictions > all.Evictions {
				t.Errorf("limit %d: %d evictions, want between 1 and %d", limit, some.Evictions, all.Evictions)
			}
			if all.DynamicPeak >= free.DynamicPeak || all.Peak > free.Peak {
				t.Errorf("peaks %d (dynamic %d) with every eviction, %d (%d) without: want lower", all.Peak, all.DynamicPeak, free.Peak, free.DynamicPeak)
			}
			t.Logf("peak (dynamic) %d (%d) bytes with no limit, %d (%d) at %d with %d evictions, %d (%d) at 1 byte with %d",
				free.Peak, free.DynamicPeak, some.Peak, some.DynamicPeak, limit, some.Evictions, all.Peak, all.DynamicPeak, all.Evictions)
		})
	}
}

// argDims binds the plan's dim names from the shapes of args.
func argDims(p *Plan, args []*tensor.Tensor) map[string]int64 {
	dims := map[string]int64{}
	for i, a := range p.body.Args() {
		if _, ok := a.Type().(*ir.TensorType); !ok {
			continue
		}
		for d, n := range args[i].Shape() {
			if name := p.Names.Name(a, d); name != "" {
				dims[name] = n
			}
		}
	}
	return dims
}

// lowestPeak is the lowest peak an evict step of p predicts at dims.
func lowestPeak(t *testing.T, p *Plan, dims map[string]int64) int64 {
	t.Helper()
	low := int64(-1)
	p.Walk(func(s *Step) {
		if s.Kind != EvictStep || !s.Evict.HasPeak {
			return
		}
		v, err := s.Evict.Peak.Eval(dims)
		if err != nil {
			t.Fatal(err)
		}
		if low < 0 || v < low {
			low = v
		}
	})
	if low < 1 {
		t.Fatalf("no evict predicts a peak:\n%s", p)
	}
	return low
}

// TestRematPlanCatchesMissingRegenerate drops a regenerate step (its
// readers read the evicted buffer instead) and wants RunPlanWith to
// report the read of an evicted buffer once evicts fire, and the plan to
// run without a limit.
func TestRematPlanCatchesMissingRegenerate(t *testing.T) {
	c := traingen.Presets[1]
	src := []byte(traingen.Generate(c))
	m := versionText(t, c.Name+".mlir", src, rematAndFuse)
	p, err := LowerFunc(Funcs(m)[0])
	if err != nil {
		t.Fatal(err)
	}
	args, err := interp.RandomInputs(Funcs(m)[0], 1, interp.Dims{Symbols: map[string]int64{"B": 2, "S": 4}})
	if err != nil {
		t.Fatal(err)
	}
	k := -1
	for i, s := range p.Steps {
		if s.Kind == RegenerateStep && k < 0 {
			k = i
		}
	}
	if k < 0 {
		t.Fatalf("no regenerate step:\n%s", p)
	}
	rg := p.Steps[k].Regen
	p.Steps = append(p.Steps[:k:k], p.Steps[k+1:]...)
	for _, s := range p.Steps {
		for i, id := range s.Reads {
			if id == rg.Result {
				s.Reads[i] = rg.From
			}
		}
	}
	if _, _, err := RunPlanWith(p, args, RunOptions{}); err != nil {
		t.Fatalf("no limit: %v", err)
	}
	_, _, err = RunPlanWith(p, args, RunOptions{MemoryLimit: 1})
	if err == nil || !strings.Contains(err.Error(), "after an evict freed it") {
		t.Fatalf("got %v, want a read after an evict", err)
	}
}

// TestRematPlanText prints the evict and regenerate steps and the
// dynamic buffers, and Check checks the recompute's kernels.
func TestRematPlanText(t *testing.T) {
	c := traingen.Presets[1]
	m := versionText(t, c.Name+".mlir", []byte(traingen.Generate(c)), rematAndFuse)
	p, err := LowerFunc(Funcs(m)[0])
	if err != nil {
		t.Fatal(err)
	}
	text := p.String()
	for _, want := range []string{" dynamic ", " evict %b", " peak=", " regenerate %b", "  if evicted:"} {
		if !strings.Contains(text, want) {
			t.Errorf("plan text lacks %q:\n%s", want, text)
		}
	}
	rep, err := Check(m, CheckOptions{Bindings: []map[string]int64{{"*": 3}}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Runs == 0 {
		t.Error("Check ran no kernel")
	}
}

// TestRematStats counts remat's steps in Stats: the evicts and
// regenerates, the recomputes' launches (also among the fused ones) and
// the bytes of the dynamic buffers, which with evicts are every
// temporary: the plan keeps no slot pool.
func TestRematStats(t *testing.T) {
	c := traingen.Presets[1]
	pools := map[string][2]int64{} // slot pool, dynamic bytes
	for _, tc := range []struct {
		name, pipeline        string
		evicts, regens, kerns int
		dynamic               bool
	}{
		{"no remat", "builtin.module(func.func(schedule-memory,fuse))", 0, 0, 0, false},
		{"remat", rematAndFuse, 2, 2, 2, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := versionText(t, c.Name+".mlir", []byte(traingen.Generate(c)), tc.pipeline)
			stats, err := Stats(m)
			if err != nil {
				t.Fatal(err)
			}
			s := stats[0]
			if s.Evicts != tc.evicts || s.Regenerates != tc.regens || s.RecomputeKernels != tc.kerns || (s.DynamicBytes.String() != "0") != tc.dynamic {
				t.Errorf("%d evicts, %d regenerates, %d recompute kernels, dynamic bytes %s; want %d, %d, %d, dynamic bytes %v",
					s.Evicts, s.Regenerates, s.RecomputeKernels, s.DynamicBytes, tc.evicts, tc.regens, tc.kerns, tc.dynamic)
			}
			if s.KernelsAfter < s.RecomputeKernels {
				t.Errorf("%d fused launches, fewer than the recomputes' %d", s.KernelsAfter, s.RecomputeKernels)
			}
			dims := map[string]int64{"B": 2, "S": 8}
			pool, err := s.PoolBytes(dims)
			if err != nil {
				t.Fatal(err)
			}
			dyn, err := s.DynamicBytes.Eval(dims)
			if err != nil {
				t.Fatal(err)
			}
			pools[tc.name] = [2]int64{pool, dyn}
		})
	}
	// every temporary leaves the pool: the dynamic buffers cover at
	// least what the pool held without remat (which shares memory
	// between temporaries)
	with, without := pools["remat"], pools["no remat"]
	if with[0] != 0 || without[0] == 0 || with[1] < without[0] {
		t.Errorf("pool %d and dynamic bytes %d with remat, pool %d without: want no pool, the dynamic bytes at least the pool", with[0], with[1], without[0])
	}
}

// TestRematLoweringErrors names the op and its position when an evict
// or a regenerate cannot become a plan step.
func TestRematLoweringErrors(t *testing.T) {
	for _, tc := range []struct {
		name, body, want string
	}{
		{"dim from an argument", `
  %e = stablehlo.exponential %x : tensor<?xf32>
  symopt.evict %e peak "4*S0" (%i) : tensor<?xf32>, index
  %r = symopt.regenerate %e : tensor<?xf32> {
    %e2 = stablehlo.exponential %x : tensor<?xf32>
    symopt.regenerate_yield %e2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>`, "test.mlir:3:3: error: 'symopt.evict' dim operand #1 is not host arithmetic on the dims"},
		{"peak naming a missing dim", `
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %e = stablehlo.exponential %x : tensor<?xf32>
  symopt.evict %e peak "4*S1" (%n) : tensor<?xf32>, index
  %r = symopt.regenerate %e : tensor<?xf32> {
    %e2 = stablehlo.exponential %x : tensor<?xf32>
    symopt.regenerate_yield %e2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>`, "test.mlir:5:3: error: 'symopt.evict' peak \"4*S1\": S1 names no dim operand (1 given)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "func.func @f(%x: tensor<?xf32>, %i: index) -> tensor<?xf32> {" + tc.body + "\n}\n"
			m, reg := parseText(t, "test.mlir", []byte(src))
			fuseAll(t, m, reg)
			_, err := LowerFunc(Funcs(m)[0])
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
}
