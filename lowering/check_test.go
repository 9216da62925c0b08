package lowering

import (
	"strings"
	"testing"
)

// TestCheckRepresentativeFunctions lowers every fusion of the test inputs
// and compares each kernel with the unfused ops at several bindings,
// including ones where the dynamic dims differ from each other.
func TestCheckRepresentativeFunctions(t *testing.T) {
	for _, tc := range []struct {
		file     string
		bindings []map[string]int64
		kernels  int
	}{
		{"chain.mlir", []map[string]int64{{"*": 1}, {"S0": 3, "S1": 37, "S2": 37, "S3": 3, "S4": 37}, {"S0": 5, "S1": 8, "S2": 1, "S3": 5, "S4": 8}}, 2},
		{"layout.mlir", []map[string]int64{{"*": 1}, {"S0": 3, "S1": 5}, {"S0": 40, "S1": 7}}, 4},
		{"ints.mlir", []map[string]int64{{"*": 1}, {"*": 33}, {"*": 1000}}, 3},
		{"softmax.mlir", []map[string]int64{{"*": 1}, {"S0": 3, "S1": 300}, {"S0": 9, "S1": 33}}, 1},
		{"norms.mlir", []map[string]int64{{"*": 1}, {"S0": 6, "S1": 40, "S2": 40}, {"S0": 70, "S1": 300, "S2": 300}}, 4},
		{"transformer.mlir", []map[string]int64{{"*": 1}, {"S0": 5}, {"S0": 37}}, -1},
		// gather + multiply, sine + cosine, scatter init + atomic add
		{"rounding.mlir", []map[string]int64{{"*": 1}, {"*": 100}, {"S0": 37, "S1": 9}}, 2},
		{"embed.mlir", []map[string]int64{{"*": 1}, {"*": 3}, {"S0": 2, "S1": 33, "S2": 2, "S3": 33}}, 6},
		{"scatter.mlir", []map[string]int64{{"*": 1}, {"*": 3}, {"*": 40}}, 2},
	} {
		t.Run(tc.file, func(t *testing.T) {
			m := fuseModule(t, "testdata/"+tc.file)
			rep, err := Check(m, CheckOptions{Bindings: tc.bindings, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			if tc.kernels >= 0 && rep.Kernels != tc.kernels {
				t.Errorf("%d kernels, want %d", rep.Kernels, tc.kernels)
			}
			if want := rep.Kernels * len(tc.bindings); rep.Runs != want {
				t.Errorf("%d kernel runs compared, want %d", rep.Runs, want)
			}
		})
	}
}

// TestCheckWindows lowers reduce_windows after symbolic-shapes, as the
// default lowering pipeline runs it: a max pool and an average pool
// fused with what follows them (one kernel each), dilated windows, and
// select_and_scatters (max pool gradients, with and without overlap).
func TestCheckWindows(t *testing.T) {
	m := symbolicModule(t, "testdata/windows.mlir")
	bindings := []map[string]int64{{"*": 1}, {"*": 3}, {"*": 17}}
	rep, err := Check(m, CheckOptions{Bindings: bindings, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Kernels != 6 || rep.Unsupported != 0 || rep.Runs != 6*len(bindings) {
		t.Errorf("%d kernels, %d ops without one, %d runs; want 6, 0, %d", rep.Kernels, rep.Unsupported, rep.Runs, 6*len(bindings))
	}
}

// TestCheckCatchesWrongKernels breaks a lowered kernel and expects Check
// to report the mismatch with the kernel's name.
func TestCheckCatchesWrongKernels(t *testing.T) {
	m := fuseModule(t, "testdata/softmax.mlir")
	p, err := LowerFunc(Funcs(m)[0])
	if err != nil {
		t.Fatal(err)
	}
	k := p.Steps[0].Lowered.Kernel
	// Make the final map divide by the max instead of the sum.
	for _, in := range k.Phases[2].Body.Insts {
		if in.Op.String() == "reduced" && in.Phase == 1 {
			in.Phase = 0
		}
	}
	fn := Funcs(m)[0]
	_, err = checkPlan(fn, p, map[string]int64{"*": 5}, 0, 1)
	if err == nil || !strings.Contains(err.Error(), "softmax_k0") {
		t.Fatalf("got %v, want a mismatch in softmax_k0", err)
	}
}

// TestCheckAfterSymbolicShapes runs the same inputs through
// symbolic-shapes before fusing: dims are then named by the analysis's
// symbols, and every kernel must still match at all-equal bindings.
func TestCheckAfterSymbolicShapes(t *testing.T) {
	for _, file := range []string{"chain.mlir", "ints.mlir", "layout.mlir", "softmax.mlir", "norms.mlir", "transformer.mlir", "embed.mlir", "rounding.mlir", "scatter.mlir"} {
		t.Run(file, func(t *testing.T) {
			m := symbolicModule(t, "testdata/"+file)
			plain, err := LowerModule(fuseModule(t, "testdata/"+file))
			if err != nil {
				t.Fatal(err)
			}
			rep, err := Check(m, CheckOptions{Bindings: []map[string]int64{{"*": 1}, {"*": 6}, {"*": 37}}, Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Kernels > len(plain.Kernels()) {
				t.Errorf("%d kernels after symbolic-shapes, %d without", rep.Kernels, len(plain.Kernels()))
			}
		})
	}
}
