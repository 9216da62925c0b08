package memory

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/pipeline"
	tshapes "github.com/symopt/symopt/transforms/shapes"
)

// Sizes taken from the per-type cache equal the analysis' own size of
// each value, on plain and on annotated (symbolic-shapes) input.
func TestSizerTypeCacheMatchesAnalysis(t *testing.T) {
	c, err := models.Preset("tiny")
	if err != nil {
		t.Fatal(err)
	}
	c.Model, c.Emit, c.Layers = "llama", "train-step", 1
	text, err := models.Text(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, annotate := range []bool{false, true} {
		m := parseModule(t, string(text))
		if annotate {
			passes := pipeline.NewRegistry()
			if err := tshapes.Register(passes); err != nil {
				t.Fatal(err)
			}
			pl, err := passes.Parse("builtin.module(symbolic-shapes)")
			if err != nil {
				t.Fatal(err)
			}
			if err := pipeline.NewManager(pl, pipeline.Config{Ops: dialect.NewRegistry()}).Run(m); err != nil {
				t.Fatal(err)
			}
		}
		z := NewSizer(m)
		cached := 0
		m.Walk(func(op *ir.Operation) bool {
			for _, v := range op.Results() {
				want, ok := z.Result().SizeBytes(v)
				if !ok {
					continue
				}
				if _, keyed := appendTypeKey(nil, v.Type()); keyed {
					cached++
				}
				if got := z.Size(v); got.String() != want.String() {
					t.Errorf("annotated=%v: %s: size %s, analysis says %s", annotate, v.Type(), got, want)
				}
			}
			return true
		})
		if annotate && cached == 0 {
			t.Errorf("annotated input: no value sized through the type cache")
		}
	}
}
