package models

import (
	"testing"

	"github.com/symopt/symopt/symbolic"
	"github.com/symopt/symopt/symbolic/shapes"
)

// TestNamedDimsTieInputs: with named dims the analysis proves every
// input's batch (and seq) dim one symbol, as a JAX export asserts; with
// AnonymousDims each `?` of the data inputs may stay a symbol of its own.
func TestNamedDimsTieInputs(t *testing.T) {
	for _, tc := range []struct {
		model     string
		static    bool
		anonymous bool
		classes   int // distinct symbols among the data inputs' dynamic dims
	}{
		{model: "llama", classes: 2},
		{model: "transformer", classes: 2},
		{model: "mlp", classes: 1},
		{model: "llama", anonymous: true, classes: 4},
		{model: "llama", static: true, classes: 0},
	} {
		c := tiny(t, tc.model)
		c.Emit, c.AnonymousDims = "train-step", tc.anonymous
		if tc.static {
			c.Batch, c.Seq = 2, 8
		}
		m, err := Generate(c)
		if err != nil {
			t.Fatal(err)
		}
		res, err := shapes.Analyze(m)
		if err != nil {
			t.Fatal(err)
		}
		args := firstFunc(t, m).Regions[0].Entry().Args()
		st := res.Store()
		var reps []symbolic.Sym
		for _, a := range args[len(args)-len(Inputs(c)):] {
			for _, d := range res.Dims(a) {
				s, ok := d.AsSym()
				if !ok {
					continue
				}
				known := false
				for _, r := range reps {
					known = known || st.SameClass(r, s)
				}
				if !known {
					reps = append(reps, s)
				}
			}
		}
		if len(reps) != tc.classes {
			t.Errorf("%s (anonymous %v, static %v): %d dim symbols among the inputs, want %d", tc.model, tc.anonymous, tc.static, len(reps), tc.classes)
		}
	}
}
