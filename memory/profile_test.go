package memory

import (
	"math/rand"
	"reflect"
	"sort"
	"testing"

	"github.com/symopt/symopt/models"
)

// refPruneMaxVecs is pruneMaxVecs as first written: a stable sort by
// likely value, domination by the signs of differences.
func refPruneMaxVecs(sp *space, vs []vec) []vec {
	idx := make([]int, len(vs))
	lik := make([]float64, len(vs))
	for i, v := range vs {
		idx[i], lik[i] = i, v.at(sp.likely)
	}
	sort.SliceStable(idx, func(a, b int) bool { return lik[idx[a]] > lik[idx[b]] })
	var kept []vec
	d := sp.zero()
	for _, j := range idx {
		v := vs[j]
		dominated := false
		for _, k := range kept {
			copy(d, k)
			d.sub(v)
			if s, ok := d.quickSign(); ok && s >= 0 {
				dominated = true
				break
			}
		}
		if !dominated {
			kept = append(kept, v)
		}
	}
	var out []vec
	for _, v := range kept {
		dominated := false
		for _, k := range out {
			copy(d, k)
			d.sub(v)
			s, ok := d.quickSign()
			if !ok {
				s, ok = sp.boundSign(d)
			}
			if !ok && len(kept) <= 32 {
				s, ok = sp.provenSign(d)
			}
			if ok && s >= 0 {
				dominated = true
				break
			}
		}
		if !dominated {
			out = append(out, v)
		}
	}
	return out
}

// pruneMaxVecs keeps the same vectors in the same order as the
// reference, on the steps of train-step orders and on shuffled and
// perturbed copies of them (ties and duplicates included).
func TestPruneMaxVecsMatchesReference(t *testing.T) {
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
	g := BuildGraph(firstBody(m), z, NewComparer(z.Store()))
	cands, _ := Schedule(g, NewComparer(z.Store()), ScheduleOptions{ExactLimit: 16})
	r := rand.New(rand.NewSource(1))
	for i, cand := range cands {
		entry, steps := g.profileSteps(cand.Order)
		vs := append([]vec{entry}, steps...)
		switch i % 4 {
		case 3: // each with a twin of the same likely value, shuffled
			if len(g.sp.monos) < 2 {
				t.Fatal("one monomial: no twins")
			}
			for _, v := range vs[:len(vs)/2] {
				w := v.clone()
				w[0] += g.sp.likelyInt[1]
				w[1]--
				vs = append(vs, w)
			}
			r.Shuffle(len(vs), func(a, b int) { vs[a], vs[b] = vs[b], vs[a] })
		case 1: // shuffled, with duplicates
			vs = append(vs, vs[:len(vs)/2]...)
			r.Shuffle(len(vs), func(a, b int) { vs[a], vs[b] = vs[b], vs[a] })
		case 2: // perturbed coefficients: fewer dominated
			for k := range vs {
				v := vs[k].clone()
				v[r.Intn(len(v))] += int64(r.Intn(5) - 2)
				vs[k] = v
			}
		}
		want := refPruneMaxVecs(g.sp, vs)
		got := g.sp.pruneMaxVecs(vs)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: kept %v, want %v", cand.Name, got, want)
		}
		if len(want) == 0 {
			t.Errorf("%s: nothing kept", cand.Name)
		}
	}
}

// profilePeaks, which keeps no steps, gives the peaks of the reference
// pruning over all the steps, for every candidate order of a train step.
func TestProfilePeaksMatchesReference(t *testing.T) {
	c0, err := models.Preset("tiny")
	if err != nil {
		t.Fatal(err)
	}
	c0.Model, c0.Emit, c0.Layers = "llama", "train-step", 2
	text, err := models.Text(c0)
	if err != nil {
		t.Fatal(err)
	}
	m := parseModule(t, string(text))
	z := NewSizer(m)
	// one graph for the reference, one for profilePeaks: the same
	// questions to each space in the same order
	ref := BuildGraph(firstBody(m), z, NewComparer(z.Store()))
	g := BuildGraph(firstBody(m), z, NewComparer(z.Store()))
	cands, _ := Schedule(BuildGraph(firstBody(m), z, NewComparer(z.Store())), NewComparer(z.Store()), ScheduleOptions{ExactLimit: 16})
	several := false
	for _, cand := range cands {
		entry, steps := ref.profileSteps(cand.Order)
		var want []string
		for _, v := range refPruneMaxVecs(ref.sp, append([]vec{entry}, steps...)) {
			want = append(want, ref.sp.expr(v).String())
		}
		var got []string
		for _, e := range g.profilePeaks(cand.Order) {
			got = append(got, e.String())
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: peaks %v, want %v", cand.Name, got, want)
		}
		several = several || len(want) > 1
	}
	if !several {
		t.Errorf("every order has one peak: nothing pruned against another")
	}
}
