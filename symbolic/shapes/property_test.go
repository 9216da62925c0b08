package shapes_test

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/symbolic"
	"github.com/symopt/symopt/symbolic/shapes"
	"github.com/symopt/symopt/symbolic/shapes/shapestest"
)

func holds(v symbolic.Verdict, a, b int64) bool {
	switch v {
	case symbolic.Less:
		return a < b
	case symbolic.LessEq:
		return a <= b
	case symbolic.Equal:
		return a == b
	case symbolic.GreaterEq:
		return a >= b
	case symbolic.Greater:
		return a > b
	}
	return true
}

// TestPropertyProvenFactsHold: every equality and every Compare verdict
// the analysis proves between dims and between tensor sizes holds for the
// concrete shapes the program was generated with.
func TestPropertyProvenFactsHold(t *testing.T) {
	reg := dialect.NewRegistry()
	proven, checked := 0, 0
	for seed := int64(1); seed <= 300; seed++ {
		p := shapestest.Generate(seed, 12)
		f, err := parser.Parse("gen.mlir", []byte(p.Text), reg, parser.Options{})
		if err != nil {
			t.Fatalf("seed %d: generated program does not parse: %v\n%s", seed, err, p.Text)
		}
		if err := dialect.Verify(f.Module); err != nil {
			t.Fatalf("seed %d: generated program does not verify: %v\n%s", seed, err, p.Text)
		}
		res, err := shapes.Analyze(f.Module)
		if err != nil {
			t.Fatalf("seed %d: analysis failed on a valid program: %v\n%s", seed, err, p.Text)
		}
		vals := shapestest.TensorValues(f.Module)
		if len(vals) != len(p.Shapes) {
			t.Fatalf("seed %d: %d tensor values, generator recorded %d", seed, len(vals), len(p.Shapes))
		}
		type dim struct {
			e symbolic.Expr
			n int64
		}
		var dims []dim
		for i, v := range vals {
			ds := res.Dims(v)
			if len(ds) != len(p.Shapes[i]) {
				t.Fatalf("seed %d: value %d has %d dims, want %d", seed, i, len(ds), len(p.Shapes[i]))
			}
			for j, d := range ds {
				if c, ok := d.Constant(); ok && c != p.Shapes[i][j] {
					t.Fatalf("seed %d: value %d dim %d proven %d, really %d\n%s", seed, i, j, c, p.Shapes[i][j], p.Text)
				}
				dims = append(dims, dim{d, p.Shapes[i][j]})
			}
			sz, ok := res.SizeBytes(v)
			n := int64(4)
			for _, x := range p.Shapes[i] {
				n *= x
			}
			if ok {
				dims = append(dims, dim{sz, n})
			}
		}
		st := res.Store()
		for a := range dims {
			for b := a + 1; b < len(dims) && b < a+40; b++ {
				v := st.Compare(dims[a].e, dims[b].e)
				checked++
				if v != symbolic.Unknown {
					proven++
				}
				if !holds(v, dims[a].n, dims[b].n) {
					t.Fatalf("seed %d: proved %s %s %s, but they are %d and %d\n%s", seed, dims[a].e, v, dims[b].e, dims[a].n, dims[b].n, p.Text)
				}
			}
		}
	}
	if proven == 0 {
		t.Fatalf("no verdict proven in %d comparisons: the property is vacuous", checked)
	}
	t.Logf("%d of %d comparisons proven, all hold", proven, checked)
}
