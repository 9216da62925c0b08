package nvptx_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/lowering"
	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/nvptx"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
)

// TestTextMatchesLLIROnModels checks the module text against llir's own
// printer, byte for byte, for the kernels of every example and of the
// llama-1b training step (through the code generation pipeline), in
// both pointer styles.
func TestTextMatchesLLIROnModels(t *testing.T) {
	for name, src := range exampleInputs(t) {
		t.Run(name, func(t *testing.T) {
			m := emit(t, modelKernels(t, name, src)...)
			want := m.IR.String()
			if got := m.Text(nvptx.Typed); got != want {
				t.Fatalf("Text(Typed) differs from llir's text at %s", firstDiff(got, want))
			}
			if got, want := m.Text(nvptx.Opaque), nvptx.OpaquePointers(want); got != want {
				t.Fatalf("Text(Opaque) differs from the rewrite of llir's text at %s", firstDiff(got, want))
			}
		})
	}
}

// exampleInputs returns examples/*.mlir and the llama-1b training step
// by name.
func exampleInputs(t *testing.T) map[string][]byte {
	t.Helper()
	files, err := filepath.Glob("../examples/*.mlir")
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	inputs := map[string][]byte{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs[filepath.Base(f)] = src
	}
	b := &testing.B{}
	inputs["llama-1b-train-step"] = llama1bText(b)
	return inputs
}

// modelKernels runs symbolic-shapes, schedule-memory and fuse on src and
// returns the distinct kernels of every function (ops without kernels
// are left out).
func modelKernels(t *testing.T, name string, src []byte) []*kernel.Kernel {
	t.Helper()
	reg := dialect.NewRegistry()
	f, err := parser.Parse(name, src, reg, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b := &testing.B{}
	pl, err := codegenPasses(b, nil).Parse(codegenPipeline)
	if err != nil {
		t.Fatal(err)
	}
	if err := pipeline.NewManager(pl, pipeline.Config{Ops: reg}).Run(f.Module); err != nil {
		t.Fatal(err)
	}
	var ks []*kernel.Kernel
	for _, fn := range lowering.Funcs(f.Module) {
		p, err := lowering.MeasureFunc(fn)
		if err != nil {
			t.Fatal(err)
		}
		ks = append(ks, p.DistinctKernels()...)
	}
	if len(ks) == 0 {
		t.Fatalf("%s has no kernels", name)
	}
	return ks
}

// firstDiff says where a and b first differ: line number and both lines.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return "line " + strconv.Itoa(i+1) + ":\n got: " + al[i] + "\nwant: " + bl[i]
		}
	}
	return "the end (lengths " + strconv.Itoa(len(a)) + " and " + strconv.Itoa(len(b)) + ")"
}
