package memory

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/symbolic"
)

// TestModelsTrainStep schedules and rematerializes the tiny LLaMA train
// step of package models and runs it against the original at two dim
// bindings, without a limit, with one below its peak and with one that
// forces every eviction: the
// results agree and the measured peaks equal the analytic ones.
func TestModelsTrainStep(t *testing.T) {
	c0, err := models.Preset("tiny")
	if err != nil {
		t.Fatal(err)
	}
	c0.Model, c0.Emit, c0.Layers = "llama", "train-step", 1
	text, err := models.Text(c0)
	if err != nil {
		t.Fatal(err)
	}
	orig := parseModule(t, string(text))
	opt := parseModule(t, string(text))
	z := NewSizer(opt)
	c := NewComparer(z.Store())
	b := firstBody(opt)
	g := BuildGraph(b, z, c)
	cands, best := Schedule(g, c, ScheduleOptions{ExactLimit: 16})
	g.Apply(cands[best].Order)
	g = BuildGraph(b, z, c)
	if err := InsertRemat(g, c, RematOptions{MaxFraction: 10, MinGap: 3}, dialect.NewRegistry()); err != nil {
		t.Fatal(err)
	}
	if err := dialect.Verify(opt); err != nil {
		t.Fatalf("optimized module does not verify: %v", err)
	}
	g = BuildGraph(b, z, c)
	fn := firstBody(orig).ParentOp()
	for _, bs := range [][2]int64{{1, 4}, {2, 3}} {
		binding := map[symbolic.Sym]int64{}
		d := interp.Dims{Args: map[int][]int64{}}
		for i, a := range firstBody(opt).Args() {
			ds := z.Result().Dims(a)
			var shape []int64
			for k, e := range ds {
				if s, ok := e.AsSym(); ok && k < 2 {
					binding[s] = bs[k]
				}
			}
			for _, e := range ds {
				v, err := symbolic.Eval(e, binding)
				if err != nil {
					v = 1
				}
				shape = append(shape, v)
			}
			d.Args[i] = shape
		}
		eval := func(e symbolic.Expr) int64 {
			v, err := symbolic.Eval(e, binding)
			if err != nil {
				t.Fatalf("eval %s: %v", e, err)
			}
			return v
		}
		args, err := interp.RandomInputs(fn, 3, d)
		if err != nil {
			t.Fatal(err)
		}
		sizes, extras := g.Eval(eval)
		free := g.Simulate(g.InputOrder(), sizes, extras, 0, eval)
		for _, limit := range []int64{0, free.Peak * 9 / 10, 1} {
			acc := runtime.New(limit)
			if err := compareRuns(interp.New(orig, interp.Options{}), interp.New(opt, interp.Options{Observer: acc}), "train_step", args, interp.DefaultTolerance()); err != nil {
				t.Fatalf("%v limit %d: %v", bs, limit, err)
			}
			sim := g.Simulate(g.InputOrder(), sizes, extras, limit, eval)
			if acc.Peak() != sim.Peak || acc.Evictions != sim.Evictions {
				t.Errorf("%v limit %d: measured peak %d, %d evictions; analytic %d, %d", bs, limit, acc.Peak(), acc.Evictions, sim.Peak, sim.Evictions)
			}
			if limit == 1 && acc.Evictions == 0 {
				t.Errorf("%v: limit %d evicted nothing", bs, limit)
			}
		}
	}
}
