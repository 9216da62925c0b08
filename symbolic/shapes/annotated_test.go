package shapes_test

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/symbolic"
	"github.com/symopt/symopt/symbolic/shapes"
)

// FromAnnotations on an annotated module gives every value the dims and
// size Analyze gives it, and the same answer to every dim comparison; on
// input with an unnamed dynamic dim it declines.
func TestFromAnnotationsMatchesAnalyze(t *testing.T) {
	c, err := models.Preset("tiny")
	if err != nil {
		t.Fatal(err)
	}
	c.Model, c.Emit, c.Layers = "llama", "train-step", 1
	llama, err := models.Text(c)
	if err != nil {
		t.Fatal(err)
	}
	inputs := map[string]string{"api": apiInput, "llama": string(llama)}
	for name, src := range inputs {
		t.Run(name, func(t *testing.T) {
			if _, ok := shapes.FromAnnotations(parse(t, src)); ok && name == "llama" {
				t.Errorf("accepted a module with unnamed dynamic dims")
			}
			m := parse(t, src)
			res, err := shapes.Analyze(m)
			if err != nil {
				t.Fatal(err)
			}
			shapes.Annotate(m, res, dialect.NewRegistry())
			m = parse(t, print(t, m))
			fast, ok := shapes.FromAnnotations(m)
			if !ok {
				t.Fatal("declined an annotated module")
			}
			full, err := shapes.Analyze(m)
			if err != nil {
				t.Fatal(err)
			}
			var dims []symbolic.Expr
			m.Walk(func(op *ir.Operation) bool {
				for _, v := range op.Results() {
					if got, want := exprs(fast.Dims(v)), exprs(full.Dims(v)); got != want {
						t.Errorf("%s: dims %s, Analyze gives %s", op.Name, got, want)
					}
					gs, gok := fast.SizeBytes(v)
					ws, wok := full.SizeBytes(v)
					if gok != wok || gs.String() != ws.String() {
						t.Errorf("%s: size %s (%v), Analyze gives %s (%v)", op.Name, gs, gok, ws, wok)
					}
					for _, d := range full.Dims(v) {
						if len(d.Syms()) > 0 {
							dims = append(dims, d)
						}
					}
				}
				return true
			})
			if len(dims) == 0 {
				t.Fatal("no symbolic dims to compare")
			}
			if len(dims) > 40 {
				dims = dims[:40]
			}
			for _, x := range dims {
				for _, y := range dims {
					if g, w := fast.Store().Compare(x, y), full.Store().Compare(x, y); g != w {
						t.Errorf("compare %s with %s: %v, Analyze gives %v", x, y, g, w)
					}
				}
			}
		})
	}
}

func exprs(es []symbolic.Expr) string {
	s := "["
	for _, e := range es {
		s += e.String() + " "
	}
	return s + "]"
}
