package main

import (
	"fmt"
	"math"
	"strings"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory"
	"github.com/symopt/symopt/symbolic"
)

// versioned is a train step as schedule-memory{versions=2} writes it:
// the static winner a and a second order b under an scf.if whose
// condition compares their peaks at the run's dims.
type versioned struct {
	mod    *ir.Operation
	g      *memory.Graph // the versioned body
	z      *memory.Sizer
	c      *memory.Comparer
	ifNode int
	a, b   []int // the orders, numbered as the input graph's nodes
}

// prepareVersioned versions a fresh parse of src; nil when
// ScheduleVersions finds no second order or the body cannot be versioned.
func prepareVersioned(src string) (*versioned, error) {
	reg := dialect.NewRegistry()
	m, err := parse(src, reg)
	if err != nil {
		return nil, err
	}
	g, _, c := freshGraph(m)
	cands, best, alt := memory.ScheduleVersions(g, c, memory.ScheduleOptions{ExactLimit: 16})
	if alt < 0 || !memory.VersionBody(g, c, cands[best].Order, cands[alt].Order, reg) {
		return nil, nil
	}
	v := &versioned{mod: m, a: cands[best].Order, b: cands[alt].Order, ifNode: -1}
	v.g, v.z, v.c = freshGraph(m)
	for i, n := range v.g.Nodes {
		if n.Op.Name == "scf.if" {
			v.ifNode = i
		}
	}
	if v.ifNode < 0 {
		return nil, fmt.Errorf("versioned body has no scf.if")
	}
	return v, nil
}

// argShapes is the shape of each argument of the input module at batch
// b and seq s.
func (pr *prepared) argShapes(b, s int64) map[int][]int64 {
	eval := pr.binder(b, s)
	out := map[int][]int64{}
	for i, a := range funcBody(pr.orig).Args() {
		var shape []int64
		for _, e := range pr.z0.Result().Dims(a) {
			shape = append(shape, eval(e))
		}
		out[i] = shape
	}
	return out
}

// peakAt is the analytic peak of the versioned body at batch b and seq
// s: the branch the condition takes (the order with the lower peak, a on
// ties), its region's peak at these sizes.
func (v *versioned) peakAt(pr *prepared, b, s int64) (peak int64, err error) {
	sizes, extras := pr.eval(pr.gIn, b, s)
	r := 1 // else: order a
	if pr.gIn.NumericPeak(v.b, sizes, extras) < pr.gIn.NumericPeak(v.a, sizes, extras) {
		r = 0
	}
	bind := v.binder(pr.argShapes(b, s))
	vs, ve := v.g.Eval(bind)
	var ok bool
	if ve[v.ifNode], ok = v.g.BranchExtra(v.ifNode, r, v.c, bind); !ok {
		return 0, fmt.Errorf("the versioned scf.if takes no values")
	}
	return v.g.Simulate(v.g.InputOrder(), vs, ve, 0, bind).Peak, nil
}

// binder evaluates expressions of the versioned module with its argument
// dims at shapes (other symbols at likely values).
func (v *versioned) binder(shapes map[int][]int64) func(symbolic.Expr) int64 {
	st := v.z.Store()
	type bound struct {
		s symbolic.Sym
		n int64
	}
	var bs []bound
	for i, a := range funcBody(v.mod).Args() {
		for j, d := range v.z.Result().Dims(a) {
			if s, ok := d.AsSym(); ok && j < len(shapes[i]) {
				bs = append(bs, bound{s, shapes[i][j]})
			}
		}
	}
	return func(e symbolic.Expr) int64 {
		e2, err := symbolic.SubstituteFunc(e, func(x symbolic.Sym) (symbolic.Expr, bool) {
			for _, b := range bs {
				if st.SameClass(x, b.s) {
					return symbolic.Const(b.n), true
				}
			}
			return symbolic.Expr{}, false
		})
		if err != nil {
			return 0
		}
		return v.c.Likely(e2)
	}
}

// check runs the input and the versioned module on the same random
// inputs: results must agree and the measured peak equal want.
func (v *versioned) check(pr *prepared, b, s, want int64) (string, error) {
	acc, err := pr.compareAt(v.mod, b, s, 0, "versioning")
	if err != nil {
		return "", err
	}
	verdict := "ok"
	if acc.Peak() != want {
		verdict = "MISMATCH"
	}
	return fmt.Sprintf("%s: versioned measured %d", verdict, acc.Peak()), nil
}

// summary accumulates the figures the goals are stated in.
type summary struct {
	rows                 int
	bd, vd               float64 // sums of (b)/(d) and (b')/(d)
	bAbove, vAbove       int     // rows above (a)
	mlp1BF, mlp1VF       []float64
	versionedGraphs, all int
	// per graph, in order: sums of (c)/(a) and (c')/(a) and their rows;
	// rows at or below 0.7 x (a)
	remat       []rematSums
	cLow, cVLow int
	// (c)/(b) over all rows: their sum and the lowest
	cb, cbLowest float64
}

type rematSums struct {
	graph string
	c, cv float64
	rows  int
}

// addRemat adds the remat peaks of one row: (c) and (c'), next to (a)
// and (b).
func (sm *summary) addRemat(graph string, a, b, c, cv int64) {
	cb := float64(c) / float64(b)
	sm.cb += cb
	if sm.cbLowest == 0 || cb < sm.cbLowest {
		sm.cbLowest = cb
	}
	if n := len(sm.remat); n == 0 || sm.remat[n-1].graph != graph {
		sm.remat = append(sm.remat, rematSums{graph: graph})
	}
	r := &sm.remat[len(sm.remat)-1]
	r.c += float64(c) / float64(a)
	r.cv += float64(cv) / float64(a)
	r.rows++
	if float64(c) <= 0.7*float64(a) {
		sm.cLow++
	}
	if float64(cv) <= 0.7*float64(a) {
		sm.cVLow++
	}
}

func (sm *summary) add(graph string, a, b, v, d int64, f string) {
	sm.rows++
	sm.bd += float64(b) / float64(d)
	sm.vd += float64(v) / float64(d)
	if b > a {
		sm.bAbove++
	}
	if v > a {
		sm.vAbove++
	}
	var fv int64
	if graph == "mlp-1-layer" {
		if _, err := fmt.Sscan(f, &fv); err == nil && fv > 0 {
			sm.mlp1BF = append(sm.mlp1BF, float64(b)/float64(fv))
			sm.mlp1VF = append(sm.mlp1VF, float64(v)/float64(fv))
		}
	}
}

func (sm *summary) String() string {
	if sm.rows == 0 {
		return ""
	}
	span := func(xs []float64) string {
		if len(xs) == 0 {
			return "n/a"
		}
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, x := range xs {
			lo, hi = min(lo, x), max(hi, x)
		}
		return fmt.Sprintf("%.3f-%.3f", lo, hi)
	}
	var per strings.Builder
	for i, r := range sm.remat {
		if i > 0 {
			per.WriteString(", ")
		}
		fmt.Fprintf(&per, "%s %.3f/%.3f", r.graph, r.c/float64(r.rows), r.cv/float64(r.rows))
	}
	return fmt.Sprintf("%d rows, %d of %d graphs versioned: mean (b)/(d) %.3f, (b') %.3f; rows above (a): (b) %d, (b') %d; mlp-1-layer (b)/(f) %s, (b')/(f) %s\n"+
		"mean (c)/(a) and (c')/(a) by graph: %s; rows at or below 0.7 x (a): (c) %d, (c') %d; mean (c)/(b) %.3f (lowest %.3f)\n",
		sm.rows, sm.versionedGraphs, sm.all, sm.bd/float64(sm.rows), sm.vd/float64(sm.rows), sm.bAbove, sm.vAbove, span(sm.mlp1BF), span(sm.mlp1VF),
		per.String(), sm.cLow, sm.cVLow, sm.cb/float64(sm.rows), sm.cbLowest)
}
