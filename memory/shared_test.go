package memory

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/symbolic/shapes"
	tshapes "github.com/symopt/symopt/transforms/shapes"
)

// The shared sizer is reused while the module is unchanged and dropped
// after any change another pass could make.
func TestSharedSizerInvalidation(t *testing.T) {
	tests := []struct {
		name   string
		change func(t *testing.T, m *ir.Operation)
		reuse  bool
	}{
		{"unchanged", func(*testing.T, *ir.Operation) {}, true},
		{"reordered", func(t *testing.T, m *ir.Operation) {
			b := firstBody(m)
			ops := append([]*ir.Operation(nil), b.Ops...)
			ops[1], ops[3] = ops[3], ops[1]
			b.SetOps(ops)
		}, false},
		{"erased", func(t *testing.T, m *ir.Operation) {
			b := firstBody(m)
			for _, op := range b.Ops {
				if op.Name == "stablehlo.tanh" {
					op.Results()[0].ReplaceAllUsesWith(op.Operands()[0])
					op.Erase()
					return
				}
			}
			t.Fatal("no tanh")
		}, false},
		{"operand", func(t *testing.T, m *ir.Operation) {
			b := firstBody(m)
			for _, op := range b.Ops {
				if op.Name == "stablehlo.add" {
					op.SetOperand(1, op.Operands()[0])
					return
				}
			}
			t.Fatal("no add")
		}, false},
		{"retyped", func(t *testing.T, m *ir.Operation) {
			a := firstBody(m).Args()[0]
			a.SetType(&ir.TensorType{Shape: []int64{4, 64}, Elem: a.Type().(*ir.TensorType).Elem})
		}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := parseModule(t, hoisted)
			s := &sharedSizer{}
			z := s.get(m)
			s.settle() // the pass is done with the module
			tc.change(t, m)
			if got := s.get(m) == z; got != tc.reuse {
				t.Errorf("reused %v, want %v", got, tc.reuse)
			}
		})
	}
	// a pass that took a new sizer and never said it was done recorded
	// nothing to compare with
	m := parseModule(t, hoisted)
	s := &sharedSizer{}
	if z := s.get(m); s.get(m) == z {
		t.Errorf("reused a sizer whose pass never recorded the module")
	}
}

// Two functions through schedule-memory and remat give the same module
// with the analysis shared as with a fresh analysis per pass and function.
func TestSharedSizerSameResult(t *testing.T) {
	src := hoisted + "\n" + strings.Replace(hoisted, "@f(", "@g(", 1)
	fresh, shared := runMemoryPasses(t, src, false, nil), runMemoryPasses(t, src, false, &sharedSizer{})
	if fresh != shared {
		t.Errorf("shared analysis changed the output:\n%s\nwant:\n%s", shared, fresh)
	}
	if !strings.Contains(fresh, "@g") || strings.Count(fresh, "stablehlo.tanh") != 2 {
		t.Errorf("unexpected output:\n%s", fresh)
	}
}

// On a module the symbolic-shapes pass annotated, the shared sizer reads
// the annotations instead of analyzing; the passes give the same module
// as with a fresh analysis per pass and function.
func TestSharedSizerAnnotatedSameResult(t *testing.T) {
	c, err := models.Preset("tiny")
	if err != nil {
		t.Fatal(err)
	}
	c.Model, c.Emit, c.Layers = "llama", "train-step", 1
	text, err := models.Text(c)
	if err != nil {
		t.Fatal(err)
	}
	fresh := runMemoryPasses(t, string(text), true, nil)
	shared := runMemoryPasses(t, string(text), true, &sharedSizer{})
	if fresh != shared {
		t.Errorf("reading the annotations changed the output:\n%s\nwant:\n%s", shared, fresh)
	}
	if !strings.Contains(fresh, "symopt.evict") {
		t.Errorf("no remat in the output, nothing compared:\n%s", fresh)
	}
	m := parseModule(t, string(text))
	if _, ok := shapes.FromAnnotations(m); ok {
		t.Errorf("unannotated input read as annotated")
	}
	annotateModule(t, m)
	if z := (&sharedSizer{}).get(m); !z.annotated {
		t.Errorf("annotated input analyzed instead of read")
	}
}

// annotateModule runs the symbolic-shapes pass on m.
func annotateModule(t *testing.T, m *ir.Operation) {
	t.Helper()
	reg := pipeline.NewRegistry()
	if err := tshapes.Register(reg); err != nil {
		t.Fatal(err)
	}
	p, err := reg.Parse("builtin.module(symbolic-shapes)")
	if err != nil {
		t.Fatal(err)
	}
	if err := pipeline.NewManager(p, pipeline.Config{Ops: dialect.NewRegistry()}).Run(m); err != nil {
		t.Fatal(err)
	}
}

// runMemoryPasses runs schedule-memory and remat on src (annotated first
// when asked) with the given sharing and prints the result.
func runMemoryPasses(t *testing.T, src string, annotate bool, shared *sharedSizer) string {
	t.Helper()
	return runPasses(t, src, annotate, shared, "builtin.module(func.func(schedule-memory,remat{min-gap=1}))")
}

// runPasses is runMemoryPasses with the pipeline text.
func runPasses(t *testing.T, src string, annotate bool, shared *sharedSizer, pipe string) string {
	t.Helper()
	m := parseModule(t, src)
	if annotate {
		annotateModule(t, m)
	}
	reg := pipeline.NewRegistry()
	for _, d := range []pipeline.PassDef{scheduleDef(shared), rematDef(shared)} {
		if err := reg.Register(d); err != nil {
			t.Fatal(err)
		}
	}
	p, err := reg.Parse(pipe)
	if err != nil {
		t.Fatal(err)
	}
	ops := dialect.NewRegistry()
	if err := pipeline.NewManager(p, pipeline.Config{Ops: ops, Threads: 1}).Run(m); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := ir.Print(&out, m, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	return out.String()
}
