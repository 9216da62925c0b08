package memory

import (
	"reflect"
	"testing"

	"github.com/symopt/symopt/models"
)

// The graph renumbered after a reorder is the graph built afresh on the
// reordered block, comparisons counted included.
func TestReorderedGraphMatchesRebuild(t *testing.T) {
	c0, err := models.Preset("tiny")
	if err != nil {
		t.Fatal(err)
	}
	c0.Model, c0.Emit, c0.Layers = "llama", "train-step", 1
	text, err := models.Text(c0)
	if err != nil {
		t.Fatal(err)
	}
	m := parseModule(t, string(text))
	z := NewSizer(m)
	b := firstBody(m)
	g := BuildGraph(b, z, NewComparer(z.Store()))
	cands, best := Schedule(g, NewComparer(z.Store()), ScheduleOptions{ExactLimit: 16})
	if best == 0 {
		t.Fatal("the schedule kept the input order, nothing to renumber")
	}
	g.Apply(cands[best].Order)
	got := g.reordered(cands[best].Order)
	cGot := NewComparer(z.Store())
	got.reuse(cGot)
	cWant := NewComparer(z.Store())
	want := BuildGraph(b, z, cWant)
	if !reflect.DeepEqual(got.Outer, want.Outer) || got.Fixed != want.Fixed || got.built != want.built {
		t.Errorf("outer %v fixed %d built %v, want %v %d %v", got.Outer, got.Fixed, got.built, want.Outer, want.Fixed, want.built)
	}
	if [3]int64{cGot.Proven, cGot.Guessed, cGot.Unknown} != [3]int64{cWant.Proven, cWant.Guessed, cWant.Unknown} {
		t.Errorf("comparisons %+v, want %+v", cGot, cWant)
	}
	if len(got.Nodes) != len(want.Nodes) || len(got.Bufs) != len(want.Bufs) {
		t.Fatalf("%d nodes %d buffers, want %d %d", len(got.Nodes), len(got.Bufs), len(want.Nodes), len(want.Bufs))
	}
	for i := range want.Nodes {
		gn, wn := got.Nodes[i], want.Nodes[i]
		if gn.Op != wn.Op || !reflect.DeepEqual(gn.Preds, wn.Preds) || !reflect.DeepEqual(gn.Succs, wn.Succs) ||
			!reflect.DeepEqual(gn.Defs, wn.Defs) || !reflect.DeepEqual(gn.Uses, wn.Uses) || gn.Extra.String() != wn.Extra.String() {
			t.Errorf("node %d (%s): %+v, want %+v", i, wn.Op.Name, gn, wn)
		}
	}
	for i := range want.Bufs {
		gb, wb := got.Bufs[i], want.Bufs[i]
		if gb.Value != wb.Value || gb.Def != wb.Def || !reflect.DeepEqual(gb.Users, wb.Users) || gb.Size.String() != wb.Size.String() {
			t.Errorf("buffer %d: %+v, want %+v", i, gb, wb)
		}
	}
	if !reflect.DeepEqual(got.bv, want.bv) || !reflect.DeepEqual(got.ev, want.ev) {
		t.Errorf("vectors differ")
	}
}
