package main

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/pflag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory"
	"github.com/symopt/symopt/memory/traingen"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/symbolic"
)

// bindings are the (batch, seq) pairs of the table.
var bindings = [][2]int64{{1, 16}, {2, 64}, {4, 128}, {8, 256}, {3, 1000}}

// benchGraph is one train step of the table.
type benchGraph struct {
	name string
	text func() (string, error)
	// checks is how many bindings (from the first) the interpreter runs.
	checks int
}

// graphs are the table's train steps; anonymous generates the models
// train steps with unnamed `?` dims (tokens and labels with dims of their
// own) instead of the named @B and @T.
func graphs(anonymous bool) []benchGraph {
	gen := func(c traingen.Config) func() (string, error) {
		return func() (string, error) { return traingen.Generate(c), nil }
	}
	model := func(preset string, edit func(*models.Config)) func() (string, error) {
		return func() (string, error) {
			c, err := models.Preset(preset)
			if err != nil {
				return "", err
			}
			c.Model, c.Emit, c.AnonymousDims = "llama", "train-step", anonymous
			if edit != nil {
				edit(&c)
			}
			b, err := models.Text(c)
			return string(b), err
		}
	}
	mid := func(c *models.Config) {
		c.Layers, c.Hidden, c.Heads, c.KVHeads, c.FFN, c.Vocab, c.MaxSeq = 4, 128, 4, 2, 352, 512, 1024
	}
	return []benchGraph{
		{"mlp-1-layer", gen(traingen.Presets[0]), 3},
		{"mlp-4-layers", gen(traingen.Presets[1]), 3},
		{"mlp-1b-shaped", gen(traingen.Presets[2]), 0},
		{"llama-tiny", model("tiny", nil), 2},
		{"llama-mid", model("tiny", mid), 1},
		{"llama-1b", model("llama-1b", nil), 0},
	}
}

func memoryMain(args []string, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet("memory", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	check := fs.Bool("check-runtime", true, "run the interpreter on the small graphs to confirm the analytic peaks")
	only := fs.String("preset", "", "only this preset")
	anonymous := fs.Bool("anonymous-dims", false, "generate the llama train steps with unnamed ? dims (4 symbols instead of @B and @T)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "symopt-bench memory: %v\n", err)
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "symopt-bench memory: takes no file (got %q); it measures its own generated train steps, see --preset\n", fs.Arg(0))
		return 2
	}
	all := graphs(*anonymous)
	if *only != "" {
		var names []string
		found := false
		for _, g := range all {
			names = append(names, g.name)
			found = found || g.name == *only
		}
		if !found {
			fmt.Fprintf(stderr, "symopt-bench memory: unknown --preset %q (want one of %s)\n", *only, strings.Join(names, ", "))
			return 2
		}
	}
	fmt.Fprintln(stdout, "| graph | batch x seq | (a) input | (b) symbolic | (b)/(a) | (b') versioned | (b')/(a) | (c) remat peak @ limit | (c)/(a) | (c') versioned remat peak @ limit | (c')/(a) | (d) exact-dims | (b)/(d) | (b')/(d) | (e) XLA-style | (f) optimal | (g) bound | (g)/(a) | runtime check |")
	fmt.Fprintln(stdout, "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	sm := &summary{}
	for _, g := range all {
		if *only != "" && g.name != *only {
			continue
		}
		if !*check {
			g.checks = 0
		}
		if err := benchGraphRows(g, sm, stdout, stderr); err != nil {
			fmt.Fprintf(stderr, "symopt-bench: %s: %v\n", g.name, err)
			return 1
		}
	}
	fmt.Fprint(stdout, "\n"+sm.String())
	return 0
}

// prepared is one preset parsed, scheduled and rematerialized.
type prepared struct {
	orig, sched, remat  *ir.Operation
	gIn, gSched, gRemat *memory.Graph
	c                   *memory.Comparer
	batch, seq          []symbolic.Sym
	schedTime, parse    time.Duration
	ops                 int
	z0                  *memory.Sizer
	bound               *bound
}

func parse(src string, reg *ir.Registry) (*ir.Operation, error) {
	f, err := parser.Parse("bench.mlir", []byte(src), reg, parser.Options{})
	if err != nil {
		return nil, err
	}
	return f.Module, nil
}

func funcBody(m *ir.Operation) *ir.Block {
	var b *ir.Block
	m.Walk(func(op *ir.Operation) bool {
		if op.Name == "func.func" && b == nil {
			b = op.Regions[0].Blocks[0]
		}
		return b == nil
	})
	return b
}

// freshGraph builds the graph of m's function body with a sizer and a
// comparer of its own, as each memory pass run builds them.
func freshGraph(m *ir.Operation) (*memory.Graph, *memory.Sizer, *memory.Comparer) {
	z := memory.NewSizer(m)
	c := memory.NewComparer(z.Store())
	return memory.BuildGraph(funcBody(m), z, c), z, c
}

func prepare(text func() (string, error)) (*prepared, error) {
	reg := dialect.NewRegistry()
	src, err := text()
	if err != nil {
		return nil, err
	}
	t0 := time.Now()
	orig, err := parse(src, reg)
	if err != nil {
		return nil, err
	}
	pr := &prepared{orig: orig, parse: time.Since(t0)}
	if pr.sched, err = parse(src, reg); err != nil {
		return nil, err
	}
	if pr.remat, err = parse(src, reg); err != nil {
		return nil, err
	}
	gIn, z0, _ := freshGraph(orig)
	pr.gIn = gIn
	pr.ops = len(pr.gIn.Nodes)
	pr.bound = newBound(pr.gIn)
	t1 := time.Now()
	g, z, c := freshGraph(pr.sched)
	cands, best := memory.Schedule(g, c, memory.ScheduleOptions{ExactLimit: 16})
	g.Apply(cands[best].Order)
	pr.schedTime = time.Since(t1)
	pr.gSched, pr.c = memory.BuildGraph(funcBody(pr.sched), z, c), c
	pr.z0 = z0
	// every argument with dynamic dims 0 and 1 carries batch and seq: one
	// symbol each when the dims are named (@B and @T, or traingen's @B
	// and @S), one per input otherwise (tokens and labels then have dims
	// of their own, which the analysis does not prove alike)
	st0 := z0.Store()
	known := func(list []symbolic.Sym, x symbolic.Sym) bool {
		for _, y := range list {
			if st0.SameClass(x, y) {
				return true
			}
		}
		return false
	}
	for _, a := range funcBody(orig).Args() {
		ds := z0.Result().Dims(a)
		if len(ds) < 2 {
			continue
		}
		b, ok1 := ds[0].AsSym()
		s, ok2 := ds[1].AsSym()
		if ok1 && ok2 && !(known(pr.batch, b) && known(pr.seq, s)) {
			pr.batch, pr.seq = append(pr.batch, b), append(pr.seq, s)
		}
	}
	if len(pr.batch) == 0 {
		return nil, fmt.Errorf("no argument has dynamic batch and seq dims")
	}
	// the remat module: the same schedule, evict/regenerate everywhere
	gr, zr, cr := freshGraph(pr.remat)
	gr.Apply(cands[best].Order)
	gr = memory.BuildGraph(funcBody(pr.remat), zr, cr)
	if err := memory.InsertRemat(gr, cr, memory.RematOptions{MaxFraction: 10, MinGap: 3}, reg); err != nil {
		return nil, err
	}
	pr.gRemat = memory.BuildGraph(funcBody(pr.remat), zr, cr)
	return pr, nil
}

// eval binds batch and seq (other symbols at likely values).
func (pr *prepared) eval(g *memory.Graph, b, s int64) ([]int64, []int64) {
	return g.Eval(pr.binder(b, s))
}

func (pr *prepared) binder(b, s int64) func(symbolic.Expr) int64 {
	st := pr.c.Store()
	return func(e symbolic.Expr) int64 {
		e2, err := symbolic.SubstituteFunc(e, func(x symbolic.Sym) (symbolic.Expr, bool) {
			for i := range pr.batch {
				switch {
				case st.SameClass(x, pr.batch[i]):
					return symbolic.Const(b), true
				case st.SameClass(x, pr.seq[i]):
					return symbolic.Const(s), true
				}
			}
			return symbolic.Expr{}, false
		})
		if err != nil {
			return 0
		}
		return pr.c.Likely(e2)
	}
}

func benchGraphRows(bg benchGraph, sm *summary, stdout, stderr io.Writer) error {
	pr, err := prepare(bg.text)
	if err != nil {
		return err
	}
	src, err := bg.text()
	if err != nil {
		return err
	}
	vers, err := prepareVersioned(src)
	if err != nil {
		return err
	}
	var vr *versionedRemat
	if vers != nil {
		if vr, err = vers.prepareRemat(src); err != nil {
			return err
		}
	}
	sm.all++
	if vers != nil {
		sm.versionedGraphs++
	}
	tp, tpass, err := passTimes(src)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "%s: %d ops; parse %v; schedule-memory + remat %v (%.1fx parse); bench schedule %v\n",
		bg.name, pr.ops, tp.Round(time.Microsecond), tpass.Round(time.Microsecond), float64(tpass)/float64(tp), pr.schedTime.Round(time.Millisecond))
	for i, bs := range bindings {
		b, s := bs[0], bs[1]
		sizes, extras := pr.eval(pr.gIn, b, s)
		a := pr.gIn.NumericPeak(pr.gIn.InputOrder(), sizes, extras)
		ss, se := pr.eval(pr.gSched, b, s)
		sched := pr.gSched.NumericPeak(pr.gSched.InputOrder(), ss, se)
		// (d): the same schedulers on the graph with exact sizes
		exactG := pr.gIn.WithSizes(sizes, extras)
		cc := memory.NewComparer(symbolic.NewStore())
		cands, best := memory.Schedule(exactG, cc, memory.ScheduleOptions{ExactLimit: 16})
		d := exactG.NumericPeak(cands[best].Order, sizes, extras)
		e := exactG.NumericPeak(memory.TopDown(exactG, cc), sizes, extras)
		f := "n/a"
		if order, _, ok := memory.Exact(pr.gIn, sizes, extras, 20); ok {
			f = fmt.Sprint(pr.gIn.NumericPeak(order, sizes, extras))
		}
		rs, re := pr.eval(pr.gRemat, b, s)
		lim, rp, rec := lowestLimit(func(l int64) memory.SimResult {
			return pr.gRemat.Simulate(pr.gRemat.InputOrder(), rs, re, l, pr.binder(b, s))
		}, sched, pr.ops)
		rt := "-"
		if i < bg.checks {
			rt, err = runtimeCheck(pr, b, s, sched, lim, rs, re, pr.binder(b, s))
			if err != nil {
				return err
			}
		}
		v := sched // (b'): the static order where nothing is versioned
		if vers != nil {
			if v, err = vers.peakAt(pr, b, s); err != nil {
				return err
			}
			if i < bg.checks {
				vc, err := vers.check(pr, b, s, v)
				if err != nil {
					return err
				}
				rt += "; " + vc
			}
		}
		// (c'): the versioned body with remat in its branches; (c) where
		// the body is not versioned
		vlim, vp, vrec := lim, rp, rec
		if vr != nil {
			vlim, vp, vrec = lowestLimit(vr.simulator(pr, b, s), v, pr.ops)
			if i < bg.checks {
				vc, err := vr.check(pr, b, s, vlim)
				if err != nil {
					return err
				}
				rt += "; " + vc
			}
		}
		sm.add(bg.name, a, sched, v, d, f)
		sm.addRemat(bg.name, a, sched, rp, vp)
		lb := pr.bound.at(sizes, extras)
		fmt.Fprintf(stdout, "| %s | %dx%d | %d | %d | %.3f | %d | %.3f | %d @ %d (%d recomputed) | %.3f | %d @ %d (%d recomputed) | %.3f | %d | %.3f | %.3f | %d | %s | %d | %.3f | %s |\n",
			bg.name, b, s, a, sched, float64(sched)/float64(a), v, float64(v)/float64(a), rp, lim, rec, float64(rp)/float64(a), vp, vlim, vrec, float64(vp)/float64(a),
			d, float64(sched)/float64(d), float64(v)/float64(d), e, f, lb, float64(lb)/float64(a), rt)
	}
	return nil
}

// compareAt runs train_step of the input module and of mod at batch b
// and seq s on the same random inputs, mod under an accountant with
// limit (0: none), and returns that accountant; what names mod's change
// when the results differ.
func (pr *prepared) compareAt(mod *ir.Operation, b, s, limit int64, what string) (*runtime.Accountant, error) {
	args, err := interp.RandomInputs(funcBody(pr.orig).ParentOp(), 1, interp.Dims{Args: pr.argShapes(b, s)})
	if err != nil {
		return nil, err
	}
	acc := runtime.New(limit)
	if err := compareRuns(interp.New(pr.orig, interp.Options{}), interp.New(mod, interp.Options{Observer: acc}), "train_step", args, interp.DefaultTolerance()); err != nil {
		return nil, fmt.Errorf("%s changed results: %v", what, err)
	}
	return acc, nil
}

// lowestLimit finds by bisection the lowest limit the runtime keeps the
// peak under with at most 10% extra ops; sim runs the accounting at a
// limit.
func lowestLimit(sim func(limit int64) memory.SimResult, hi int64, ops int) (limit, peak int64, recomputed int) {
	lo := int64(0)
	r0 := sim(hi)
	hi = max(hi, r0.Peak) // the remat module reads dims into index scalars
	limit, peak, recomputed = hi, r0.Peak, r0.RecomputedOps
	for lo+1 < hi {
		mid := (lo + hi) / 2
		r := sim(mid)
		if r.Peak <= mid && r.RecomputedOps*10 <= ops {
			hi, limit, peak, recomputed = mid, mid, r.Peak, r.RecomputedOps
		} else {
			lo = mid
		}
	}
	return limit, peak, recomputed
}

// runtimeCheck runs the original and the scheduled module, then the remat
// module at the limit, on the same random inputs: results must agree and
// the measured peaks must equal the analytic ones.
func runtimeCheck(pr *prepared, b, s int64, sched, limit int64, rs, re []int64, eval func(symbolic.Expr) int64) (string, error) {
	acc, err := pr.compareAt(pr.sched, b, s, 0, "schedule")
	if err != nil {
		return "", err
	}
	accR, err := pr.compareAt(pr.remat, b, s, limit, "remat")
	if err != nil {
		return "", err
	}
	sim := pr.gRemat.Simulate(pr.gRemat.InputOrder(), rs, re, limit, eval)
	ok := acc.Peak() == sched && accR.Peak() == sim.Peak && accR.Evictions == sim.Evictions
	verdict := "ok"
	if !ok {
		verdict = "MISMATCH"
	}
	return fmt.Sprintf("%s: measured %d / remat %d, %d evictions", verdict, acc.Peak(), accR.Peak(), accR.Evictions), nil
}
