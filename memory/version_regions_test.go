package memory

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory/traingen"
)

// versionedSeeds versions the annotated train step of c as
// schedule-memory{versions=2} does and returns the module, its sizer
// with the regions' seeds, and the scf.if.
func versionedSeeds(t *testing.T, c traingen.Config) (*ir.Operation, *Sizer, *ir.Operation) {
	t.Helper()
	m := parseModule(t, traingen.Generate(c))
	annotateModule(t, m)
	z := newPassSizer(m)
	if !z.annotated {
		t.Fatal("annotated module not read from its annotations")
	}
	cmp := NewComparer(z.Store())
	g := BuildGraph(firstBody(m), z, cmp)
	cands, best, alt := ScheduleVersions(g, cmp, ScheduleOptions{ExactLimit: 16})
	if alt < 0 {
		t.Fatalf("%s: no second order", c.Name)
	}
	v := versionBody(g, cmp, cands[best].Order, cands[alt].Order, dialect.NewRegistry())
	if v == nil {
		t.Fatalf("%s: body not versioned", c.Name)
	}
	seedRegions(g, v)
	if z.seeds[v.then] == nil || z.seeds[v.els] == nil {
		t.Fatalf("%s: no seeds for the regions", c.Name)
	}
	ifOp := v.then.ParentOp()
	return m, z, ifOp
}

// The region graphs a seed gives are those buildGraph builds on the
// region blocks, with the values the branch takes (and more) captured,
// node for node and with the same comparisons counted.
func TestSeededRegionGraphsMatchBuild(t *testing.T) {
	for _, c := range traingen.Presets[:2] {
		m, z, ifOp := versionedSeeds(t, c)
		// the function's graph takes the branch's graphs from the seeds
		top := BuildGraph(firstBody(m), z, NewComparer(z.Store()))
		var taken []*ir.Value
		for _, n := range top.Nodes {
			if n.Op == ifOp {
				for _, id := range n.Passed {
					taken = append(taken, top.Bufs[id].Value)
				}
			}
		}
		if len(taken) < 2 {
			t.Fatalf("%s: the branch takes %d values", c.Name, len(taken))
		}
		// the taken values in another order, one left out (the block's
		// reads of it then have no buffer)
		other := append(slices.Clone(taken[2:]), taken[0])
		for r, region := range ifOp.Regions {
			b := region.Blocks[0]
			for _, captured := range [][]*ir.Value{taken, taken, other} {
				cGot, cWant := NewComparer(z.Store()), NewComparer(z.Store())
				got := z.seeds[b].graph(b, z, cGot, captured, true)
				if got == nil {
					t.Fatalf("%s region %d: the seed did not apply", c.Name, r)
				}
				want := buildGraph(b, z, cWant, captured)
				compareGraphs(t, got, want)
				if [3]int64{cGot.Proven, cGot.Guessed, cGot.Unknown} != [3]int64{cWant.Proven, cWant.Guessed, cWant.Unknown} {
					t.Errorf("%s region %d: comparisons %+v, want %+v", c.Name, r, cGot, cWant)
				}
			}
		}
		// a graph given to a caller that changes it is not given again
		b0 := ifOp.Regions[1].Blocks[0]
		owned := z.seeds[b0].graph(b0, z, NewComparer(z.Store()), taken, false)
		shared := z.seeds[b0].graph(b0, z, NewComparer(z.Store()), taken, true)
		if shared == nil || shared == owned {
			t.Errorf("%s: a graph given to change was given again", c.Name)
		}
		if again := z.seeds[b0].graph(b0, z, NewComparer(z.Store()), taken, true); again != shared {
			t.Errorf("%s: a shared graph is not given again", c.Name)
		}
		// a block that changed has no seed's graph
		b := ifOp.Regions[0].Blocks[0]
		ops := slices.Clone(b.Ops)
		ops[0], ops[1] = ops[1], ops[0]
		b.SetOps(ops)
		if z.seeds[b].graph(b, z, NewComparer(z.Store()), taken, true) != nil {
			t.Errorf("%s: a seed applied to a reordered block", c.Name)
		}
	}
}

// compareGraphs reports where got differs from want.
func compareGraphs(t *testing.T, got, want *Graph) {
	t.Helper()
	if got.Block != want.Block || !reflect.DeepEqual(got.Outer, want.Outer) || got.Fixed != want.Fixed || got.built != want.built || !reflect.DeepEqual(got.sizeIDs, want.sizeIDs) {
		t.Errorf("outer %v fixed %d built %v, want %v %d %v", got.Outer, got.Fixed, got.built, want.Outer, want.Fixed, want.built)
	}
	if len(got.Nodes) != len(want.Nodes) || len(got.Bufs) != len(want.Bufs) {
		t.Fatalf("%d nodes %d buffers, want %d %d", len(got.Nodes), len(got.Bufs), len(want.Nodes), len(want.Bufs))
	}
	for i := range want.Nodes {
		gn, wn := got.Nodes[i], want.Nodes[i]
		if gn.Op != wn.Op || !reflect.DeepEqual(gn.Preds, wn.Preds) || !reflect.DeepEqual(gn.Succs, wn.Succs) ||
			!reflect.DeepEqual(gn.Defs, wn.Defs) || !reflect.DeepEqual(gn.Uses, wn.Uses) || !reflect.DeepEqual(gn.Passed, wn.Passed) || !gn.Extra.Equal(wn.Extra) {
			t.Errorf("node %d (%s): %+v, want %+v", i, wn.Op.Name, gn, wn)
		}
	}
	for i := range want.Bufs {
		gb, wb := got.Bufs[i], want.Bufs[i]
		if gb.Value != wb.Value || gb.Def != wb.Def || !reflect.DeepEqual(gb.Users, wb.Users) || !gb.Size.Equal(wb.Size) {
			t.Errorf("buffer %d: %+v, want %+v", i, gb, wb)
		}
	}
	if !reflect.DeepEqual(got.bv, want.bv) || !reflect.DeepEqual(got.ev, want.ev) || !reflect.DeepEqual(got.sp.monos, want.sp.monos) {
		t.Errorf("vectors differ")
	}
}

// schedule-memory{versions=2} then remat gives the module it gives with
// a fresh analysis for each pass (no sizer kept, no seeds).
func TestVersionedSharedSameResult(t *testing.T) {
	evicts := 0
	for _, c := range traingen.Presets[:2] {
		src := traingen.Generate(c)
		const p = "builtin.module(func.func(schedule-memory{versions=2},remat{min-gap=1}))"
		fresh := runPasses(t, src, true, nil, p)
		shared := runPasses(t, src, true, &sharedSizer{}, p)
		if fresh != shared {
			t.Errorf("%s: the kept analysis changed the output:\n%s\nwant:\n%s", c.Name, shared, fresh)
		}
		if !strings.Contains(fresh, "scf.if") {
			t.Errorf("%s: not versioned, nothing compared:\n%s", c.Name, fresh)
		}
		evicts += strings.Count(fresh, "symopt.evict")
	}
	if evicts == 0 {
		t.Errorf("no remat in any branch, nothing compared")
	}
}
