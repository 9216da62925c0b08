package lowering

import (
	"os"
	"strings"
	"testing"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms"
	"github.com/symopt/symopt/transforms/expand"
	"github.com/symopt/symopt/transforms/shapes"
)

// emitPipeline is what symopt --emit runs before lower-to-kernels when no
// pipeline is given.
const emitPipeline = `builtin.module(inline{default-pipeline=""},symbol-dce,func.func(hlo-expand),symbolic-shapes,func.func(fuse))`

// exportModule runs text (a pipeline over the passes of transforms,
// hlo-expand, symbolic-shapes and fuse) on the module in src.
func exportModule(t *testing.T, name string, src []byte, text string) *ir.Operation {
	t.Helper()
	m, reg := parseText(t, name, src)
	passes := pipeline.NewRegistry()
	for _, err := range []error{transforms.Register(passes, transforms.Config{}), expand.Register(passes), shapes.Register(passes),
		fusion.Register(passes, fusion.PassConfig{Lowerable: hlo.CanLower})} {
		if err != nil {
			t.Fatal(err)
		}
	}
	pl, err := passes.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if err := pipeline.NewManager(pl, pipeline.Config{Verify: dialect.Verify, VerifyEach: true, Ops: reg}).Run(m); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m
}

// runExport lowers @main of file after the emit pipeline and runs its plan
// on the CPU against the interpreter's run of the input as written, for
// each size of the dynamic dims.
func runExport(t *testing.T, file string, sizes ...int64) {
	t.Helper()
	orig, _ := parseFile(t, "testdata/"+file)
	src, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	m := exportModule(t, file, src, emitPipeline)
	var main *ir.Operation
	for _, f := range Funcs(m) {
		if f.Attr("sym_name").(*ir.StringAttr).Value == "main" {
			main = f
		} else {
			t.Errorf("@%s is left after inlining", f.Attr("sym_name").(*ir.StringAttr).Value)
		}
	}
	p, err := LowerFunc(main)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range sizes {
		args, err := interp.RandomInputs(orig.Regions[0].Blocks[0].Ops[0], uint64(n), interp.Dims{Default: n})
		if err != nil {
			t.Fatal(err)
		}
		want, err := interp.New(orig, interp.Options{}).Call("main", args)
		if err != nil {
			t.Fatal(err)
		}
		got, err := RunPlan(p, args)
		if err != nil {
			t.Fatalf("size %d: %v", n, err)
		}
		for j := range want {
			if ok, report := tensor.Close(got[j], want[j], planTolerance); !ok {
				t.Errorf("size %d result #%d: %s", n, j, report)
			}
		}
	}
}

// TestExportPlansMatchInterpreter lowers modules shaped like JAX and
// PyTorch/XLA exports (private functions called with func.call,
// dimension arguments, annotations, batch norms, pools, TopK, MHLO
// tuples) with the
// emit pipeline and runs them.
func TestExportPlansMatchInterpreter(t *testing.T) {
	for _, tc := range []struct {
		file  string
		sizes []int64
	}{
		{"jax_export.mlir", []int64{1, 5}},
		{"cnn_export.mlir", []int64{1, 3}},
		{"topk_export.mlir", []int64{1}},
		{"tuple_export.mlir", []int64{1, 6}},
	} {
		t.Run(tc.file, func(t *testing.T) { runExport(t, tc.file, tc.sizes...) })
	}
}

// TestNoKernelErrorsSayWhy lowers ops that have no kernel and wants each
// error to give the reason, marked Unsupported unless the fuse pass would
// have fused the op. The exponential reading the failed call is not
// reported: it is a consequence, not a cause (test/lowering/errors.mlir
// has an unfused op reported on its own).
func TestNoKernelErrorsSayWhy(t *testing.T) {
	const src = `func.func @main(%x: tensor<4xf32>, %c: tensor<4xcomplex<f32>>) -> (tensor<4xf32>, tensor<4xcomplex<f32>>) {
  %0 = stablehlo.custom_call @b_kernel(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.custom_call @Sharding(%0) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.custom_call @a_kernel(%1) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = "stablehlo.all_reduce"(%2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  %4 = stablehlo.fft %c, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  %5 = call @rec(%3) : (tensor<4xf32>) -> tensor<4xf32>
  %6 = stablehlo.exponential %5 : tensor<4xf32>
  return %6, %4 : tensor<4xf32>, tensor<4xcomplex<f32>>
}
func.func private @rec(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @rec(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
`
	m, _ := parseText(t, "in.mlir", []byte(src))
	_, err := LowerFunc(Funcs(m)[0])
	got := Diagnostics(err)
	want := []struct {
		line        int
		msg         string
		unsupported bool
	}{
		{5, "'stablehlo.all_reduce' has no kernel: code generation compiles for one device", true},
		{10, "'stablehlo.fft' has no kernel: code generation does not handle this op", true},
		{11, "'func.call' of @rec has no kernel: calls are compiled inlined", true},
		{2, "custom_call targets with no kernel: @a_kernel, @b_kernel (not supported;", true},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d errors, want %d:\n%v", len(got), len(want), got)
	}
	for i, w := range want {
		d := got[i]
		if d.Pos.Line != w.line || !strings.Contains(d.Msg, w.msg) || d.Unsupported != w.unsupported {
			t.Errorf("error %d = %v (unsupported %v), want line %d %q (unsupported %v)", i, d, d.Unsupported, w.line, w.msg, w.unsupported)
		}
	}
	if n := got[len(got)-1].Notes; len(n) != 1 || n[0].Pos.Line != 4 {
		t.Errorf("the custom_call error's notes are %v, want one at line 4", n)
	}
	if !diag.List(got).OnlyUnsupported() {
		t.Errorf("not OnlyUnsupported, although every cause is not supported")
	}
	// An unfused op reading an argument is bad input of its own (the fuse
	// pass did not run), and makes the list more than unsupported.
	m, _ = parseText(t, "in.mlir", []byte("func.func @main(%x: tensor<4xf32>, %c: tensor<4xcomplex<f32>>) -> (tensor<4xf32>, tensor<4xcomplex<f32>>) {\n  %0 = stablehlo.exponential %x : tensor<4xf32>\n  %1 = stablehlo.fft %c, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>\n  return %0, %1 : tensor<4xf32>, tensor<4xcomplex<f32>>\n}\n"))
	_, err = LowerFunc(Funcs(m)[0])
	got = Diagnostics(err)
	if len(got) != 2 || !strings.Contains(got[0].Msg, "run the fuse pass first") || got[0].Unsupported || diag.List(got).OnlyUnsupported() {
		t.Errorf("unfused exponential and fft: %v", got)
	}
}
