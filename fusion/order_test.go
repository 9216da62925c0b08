package fusion

import (
	"math/rand"
	"os"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// exampleFusers parses the training steps of examples/ and returns a
// fuser for each function body, grouped as far as vertical and
// mergeConsumers take it.
func exampleFusers(t *testing.T) []*fuser {
	t.Helper()
	var out []*fuser
	for _, name := range []string{"../examples/llama.mlir", "../examples/transformer.mlir"} {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.Parse(name, src, dialect.NewRegistry(), parser.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, fn := range f.Module.Regions[0].Blocks[0].Ops {
			if fn.Name != "func.func" {
				continue
			}
			fz := newFuser(fn.Regions[0].Blocks[0], NewDims(), DefaultConfig())
			fz.initRanks()
			fz.vertical()
			fz.mergeConsumers()
			out = append(out, fz)
		}
	}
	return out
}

// TestGraphEdges checks that every producer edge has its consumer edge and
// that both agree with the IR.
func TestGraphEdges(t *testing.T) {
	for _, f := range exampleFusers(t) {
		g := f.g
		for i := range g.ops {
			for _, p := range g.preds.of(int32(i)) {
				if !contains(g.succs.of(p), int32(i)) {
					t.Errorf("op %d reads op %d, which does not list it as a consumer", i, p)
				}
			}
			for _, s := range g.succs.of(int32(i)) {
				if !contains(g.preds.of(s), int32(i)) {
					t.Errorf("op %d feeds op %d, which does not list it as a producer", i, s)
				}
				if !reads(g.ops[s], g.ops[i]) {
					t.Errorf("op %d does not read op %d", s, i)
				}
			}
		}
	}
}

func reads(user, def *ir.Operation) bool {
	found := false
	forEachUse(user, func(v *ir.Value) { found = found || v.DefiningOp() == def })
	return found
}

// TestRanksAndCycleCheck checks the rank invariant (every edge between two
// nodes of the grouped graph goes up), before and after re-ranking, and
// compares createsCycle with a search of the whole block on random pairs
// of nodes.
func TestRanksAndCycleCheck(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	checked, cycles := 0, 0
	for _, f := range exampleFusers(t) {
		for pass := 0; pass < 2; pass++ {
			checkRanks(t, f)
			var nodes [][]int32
			for i := range f.g.ops {
				if g := f.groupOf[i]; g == nil {
					nodes = append(nodes, []int32{int32(i)})
				} else if g.members[0] == int32(i) {
					nodes = append(nodes, g.members)
				}
			}
			for k := 0; k < 400 && len(nodes) > 1; k++ {
				a, b := nodes[rng.Intn(len(nodes))], nodes[rng.Intn(len(nodes))]
				if a[0] == b[0] {
					continue
				}
				cand := &group{members: unionInto(nil, a, b)}
				f.markMembers(cand)
				got, want := f.createsCycle(a, b), f.cycleByWalk(cand)
				if got != want {
					t.Fatalf("createsCycle(%v, %v) = %v, a walk of the block says %v", a, b, got, want)
				}
				checked++
				if want {
					cycles++
				}
			}
			f.rerank()
		}
	}
	if checked == 0 || cycles == 0 || cycles == checked {
		t.Errorf("%d pairs checked, %d with a cycle: the examples no longer exercise both answers", checked, cycles)
	}
}

func checkRanks(t *testing.T, f *fuser) {
	t.Helper()
	for i := range f.g.ops {
		for _, s := range f.g.succs.of(int32(i)) {
			same := f.groupOf[i] != nil && f.groupOf[i] == f.groupOf[s]
			if !same && f.rank[s] <= f.rank[i] {
				t.Fatalf("edge %d -> %d goes from rank %v to %v", i, s, f.rank[i], f.rank[s])
			}
		}
		if g := f.groupOf[i]; g != nil && f.rank[i] != f.rank[g.members[0]] {
			t.Fatalf("op %d has rank %v, its group %v", i, f.rank[i], f.rank[g.members[0]])
		}
	}
}

// cycleByWalk searches the whole block: is a marked member reachable
// from outside ops the marked members feed, moving through whole groups?
func (f *fuser) cycleByWalk(cand *group) bool {
	seen := make([]bool, len(f.g.ops))
	var work []int32
	push := func(o int32) {
		if seen[o] || f.member(o) {
			return
		}
		seen[o] = true
		work = append(work, o)
		if h := f.groupOf[o]; h != nil {
			for _, m := range h.members {
				if !seen[m] {
					seen[m] = true
					work = append(work, m)
				}
			}
		}
	}
	for _, m := range cand.members {
		for _, s := range f.g.succs.of(m) {
			push(s)
		}
	}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range f.g.succs.of(x) {
			if f.member(s) {
				return true
			}
			push(s)
		}
	}
	return false
}
