package lowering

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/models"
)

// TestSharedKernelsMatchOwnLowering lowers every fusion of the examples,
// the test inputs and the tiny llama training step once more on its own
// and requires the kernel its step launches to be that kernel up to the
// name, with the same buffer and dim parameters, and the re-lowering to
// name no new dim. It also requires the llama step to share kernels.
func TestSharedKernelsMatchOwnLowering(t *testing.T) {
	// kernelShare.dimKey writes these five fields of a dim key
	if n := reflect.TypeFor[fusion.DimKey]().NumField(); n != 5 {
		t.Fatalf("fusion.DimKey has %d fields; the kernel share key writes 5", n)
	}
	files, err := filepath.Glob("../examples/*.mlir")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, "testdata/transformer.mlir", "testdata/norms.mlir", "testdata/softmax.mlir", "testdata/embed.mlir",
		"testdata/shared_props.mlir", // fusions that differ only in a property (`<{...}>`)
		// versioned bodies: the sides share kernels, scatters' included
		"testdata/versioned_copies.mlir", "testdata/versioned_around.mlir", "testdata/versioned_scatter.mlir", "testdata/scatter.mlir")
	for _, file := range files {
		t.Run(strings.TrimPrefix(file, "../"), func(t *testing.T) {
			checkShared(t, symbolicModule(t, file))
		})
	}
	t.Run("llama-tiny-train-step", func(t *testing.T) {
		launches, distinct := checkShared(t, tinyLlamaStep(t))
		if distinct >= launches {
			t.Errorf("%d distinct kernels for %d launches: identical layers share none", distinct, launches)
		}
	})
}

// checkShared runs the check of TestSharedKernelsMatchOwnLowering on a
// fused module (whose ops without kernels are skipped) and returns its
// kernel launches and distinct kernels.
func checkShared(t *testing.T, m *ir.Operation) (launches, distinct int) {
	t.Helper()
	for _, fn := range Funcs(m) {
		p, err := MeasureFunc(fn)
		if err != nil {
			t.Fatal(err)
		}
		launches += len(p.Kernels())
		distinct += len(p.DistinctKernels())
		dims := len(p.Names.Sources())
		var steps []*Step
		p.Walk(func(s *Step) { steps = append(steps, s) })
		checkSharedOutside(t, p, steps)
		for i, s := range steps {
			if s.Kind != KernelStep || s.Op.Name != "symopt.fusion" {
				continue
			}
			own, err := hlo.Lower(s.Op, "own", p.Names)
			if err != nil {
				t.Fatalf("step %d: %v", i, err)
			}
			got := strings.Replace(s.Lowered.Kernel.String(), "@"+s.Name+"(", "@own(", 1)
			if want := own.Kernel.String(); got != want {
				t.Errorf("step %d launches @%s:\n%s\nits own kernel is:\n%s", i, s.Name, got, want)
			}
			own.Kernel = s.Lowered.Kernel
			if !reflect.DeepEqual(own, s.Lowered) {
				t.Errorf("step %d: parameters %+v, its own lowering has %+v", i, s.Lowered, own)
			}
		}
		if n := len(p.Names.Sources()); n != dims {
			t.Errorf("@%s: lowering each fusion again named %d new dims", p.Func, n-dims)
		}
	}
	return launches, distinct
}

// checkSharedOutside lowers each op outside fusions with kernels of its
// own again and requires its steps (in Walk order) to launch those
// kernels up to the names.
func checkSharedOutside(t *testing.T, p *Plan, steps []*Step) {
	t.Helper()
	byOp := map[*ir.Operation][]*Step{}
	var ops []*ir.Operation
	for _, s := range steps {
		if s.Kind != KernelStep || s.Op.Name == "symopt.fusion" {
			continue
		}
		if byOp[s.Op] == nil {
			ops = append(ops, s.Op)
		}
		byOp[s.Op] = append(byOp[s.Op], s)
	}
	for _, op := range ops {
		own, err := hlo.LowerOutside(op, "own", p.Names)
		if err != nil {
			t.Fatalf("%s: %v", op.Name, err)
		}
		ss := byOp[op]
		if len(own) != len(ss) {
			t.Fatalf("%s: %d steps, its own lowering has %d kernels", op.Name, len(ss), len(own))
		}
		for i, s := range ss {
			base := strings.TrimSuffix(s.Name, "_init")
			got := strings.Replace(s.Lowered.Kernel.String(), "@"+s.Name+"(", "@"+strings.Replace(s.Name, base, "own", 1)+"(", 1)
			if want := own[i].Kernel.String(); got != want {
				t.Errorf("%s launches @%s:\n%s\nits own kernel is:\n%s", op.Name, s.Name, got, want)
			}
		}
	}
}

// tinyLlamaStep is the tiny llama training step of package models, fused.
func tinyLlamaStep(t *testing.T) *ir.Operation {
	t.Helper()
	src, err := models.PresetText("tiny", "llama", "train-step")
	if err != nil {
		t.Fatal(err)
	}
	m, reg := parseText(t, "llama.mlir", src)
	fuseAll(t, m, reg)
	return m
}
