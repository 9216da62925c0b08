package driver

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/symopt/symopt/internal/testtool"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/models"
)

// optimizePipeline is the README's optimization pipeline; tightPipeline
// adds a remat limit no schedule meets, so evicts appear.
const (
	optimizePipeline = "builtin.module(inline,symbolic-shapes,shape-simplify,func.func(canonicalize,cse,schedule-memory,remat,fuse))"
	tightPipeline    = "builtin.module(inline,symbolic-shapes,shape-simplify,func.func(canonicalize,cse,schedule-memory,remat{limit=0},fuse))"
)

// stablehloInput is one module the upstream check optimizes and exports.
type stablehloInput struct {
	name, path string
	fn         string // the function to run with the interpreter
}

// stablehloInputs writes the generated models to dir and lists them with
// the examples.
func stablehloInputs(t *testing.T, dir string) []stablehloInput {
	t.Helper()
	root := testtool.RepoRoot(t)
	examples, err := filepath.Glob(filepath.Join(root, "examples", "*.mlir"))
	if err != nil || len(examples) == 0 {
		t.Fatalf("no examples found: %v", err)
	}
	var ins []stablehloInput
	for _, p := range examples {
		text, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		fn := "main"
		if strings.Contains(string(text), "@train_step(") {
			fn = "train_step"
		}
		ins = append(ins, stablehloInput{name: strings.TrimSuffix(filepath.Base(p), ".mlir"), path: p, fn: fn})
	}
	for _, m := range []struct {
		name string
		args []string
	}{
		{"models-mlp", []string{"--model=mlp"}},
		{"models-mlp-adam", []string{"--model=mlp", "--optimizer=adam"}},
		{"models-transformer", []string{"--model=transformer"}},
		{"models-llama", []string{"--model=llama"}},
		{"models-llama-dp2", []string{"--model=llama", "--data-parallel=2"}},
	} {
		var out, errb bytes.Buffer
		args := append([]string{"--train-step", "--preset=tiny"}, m.args...)
		if code := models.Main(args, &out, &errb); code != 0 {
			t.Fatalf("symopt-models %v: exit %d: %s", args, code, errb.String())
		}
		p := filepath.Join(dir, m.name+".mlir")
		if err := os.WriteFile(p, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		ins = append(ins, stablehloInput{name: m.name, path: p, fn: "train_step"})
	}
	return ins
}

// TestEmitStableHLOVerifiesUpstream runs the optimization pipeline (with
// the default remat and with a limit tight enough for evicts) on the
// examples and on generated train steps, exports each result with
// --emit=stablehlo, and checks that jaxlib's MLIR (the upstream StableHLO
// dialects and verifiers, unregistered dialects refused) accepts every
// output, and that the interpreter computes the input's results from the
// tight outputs at two bindings of the dynamic dims.
func TestEmitStableHLOVerifiesUpstream(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the whole pipeline on every model")
	}
	python := testtool.Python(t)
	verify := filepath.Join(testtool.RepoRoot(t), "interop", "verify.py")
	dir := t.TempDir()
	ins := stablehloInputs(t, dir)
	var outs []string
	barriers := 0
	for _, in := range ins {
		for _, v := range []struct{ suffix, pipeline string }{{"default", optimizePipeline}, {"tight", tightPipeline}} {
			out := filepath.Join(dir, in.name+"."+v.suffix+".stablehlo.mlir")
			_, stderr, code := run(t, "", "--pass-pipeline="+v.pipeline, "--emit=stablehlo", in.path, "-o", out)
			if code != 0 {
				t.Fatalf("%s (%s): exit %d: %s", in.name, v.suffix, code, stderr)
			}
			text, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(text), "symopt") {
				t.Errorf("%s (%s): the output still mentions symopt", in.name, v.suffix)
			}
			barriers += strings.Count(string(text), "stablehlo.optimization_barrier")
			outs = append(outs, out)
			if v.suffix != "tight" {
				continue
			}
			for _, dims := range []string{"B=2,T=3", "B=3,T=5"} {
				var so, se bytes.Buffer
				args := []string{in.path, "--fn", in.fn, "--random-inputs", "1", "--dims", dims, "--compare-with", out, "-q"}
				if code := interp.MainContext(context.Background(), args, strings.NewReader(""), &so, &se); code != 0 {
					t.Errorf("%s at %s: the StableHLO output computes other results (exit %d): %s%s", in.name, dims, code, so.String(), se.String())
				}
			}
		}
	}
	if barriers == 0 {
		t.Errorf("no output recomputes anything: the tight remat limit placed no evicts")
	}
	cmd := exec.Command(python, append([]string{verify}, outs...)...)
	report, err := cmd.CombinedOutput()
	if err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			t.Fatalf("running %s: %v", verify, err)
		}
	}
	ok := 0
	for _, line := range strings.Split(strings.TrimSpace(string(report)), "\n") {
		if strings.HasSuffix(line, ": ok") {
			ok++
		}
	}
	if ok != len(outs) || err != nil {
		t.Errorf("jaxlib verifies %d of %d outputs:\n%s", ok, len(outs), report)
	}

	// XLA compiles the tight outputs of the train steps once jax's shape
	// refinement has made their dims static (through the barriers), and
	// computes the interpreter's results.
	for _, name := range []string{"mlp", "models-llama", "models-transformer"} {
		var in stablehloInput
		for _, x := range ins {
			if x.name == name {
				in = x
			}
		}
		text, err := os.ReadFile(in.path)
		if err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(dir, in.name+".tight.stablehlo.mlir")
		args := []string{out, "--fn", in.fn, "--random-inputs", "1", "--reference=xla", "-q"}
		if d := argDims(string(text), in.fn, map[string]string{"B": "2", "T": "3"}); d != "" {
			args = append(args, "--dims", d)
		}
		t.Setenv("SYMOPT_PYTHON", python)
		var so, se bytes.Buffer
		if code := interp.MainContext(context.Background(), args, strings.NewReader(""), &so, &se); code != 0 {
			t.Errorf("%s: XLA does not compute the interpreter's results from the StableHLO output (exit %d): %s%s", in.name, code, so.String(), se.String())
		}
	}
}

var argRE = regexp.MustCompile(`%\w+: tensor<([^>,]*?)(?:, \[([^\]]*)\])?>`)

// argDims binds the dynamic dims of @fn's arguments in text, read from
// their `[@B, @T]` encodings, to the sizes of binding, as symopt-run's
// `argN=2x3x16` form: the StableHLO output no longer names them.
func argDims(text, fn string, binding map[string]string) string {
	start := strings.Index(text, "@"+fn+"(")
	end := strings.Index(text[start:], ") ->")
	if start < 0 || end < 0 {
		return ""
	}
	var parts []string
	for i, m := range argRE.FindAllStringSubmatch(text[start:start+end], -1) {
		dims := strings.Split(m[1], "x")
		dims = dims[:len(dims)-1]
		syms := strings.Split(m[2], ",")
		dynamic := false
		for j, d := range dims {
			if d != "?" {
				continue
			}
			dynamic = true
			if j < len(syms) {
				dims[j] = binding[strings.TrimPrefix(strings.TrimSpace(syms[j]), "@")]
			}
		}
		if dynamic {
			parts = append(parts, fmt.Sprintf("arg%d=%s", i, strings.Join(dims, "x")))
		}
	}
	return strings.Join(parts, ",")
}

// TestEmitStableHLOWithoutPipeline exports the module as given: no code
// generation pipeline runs, declarations and encodings go.
func TestEmitStableHLOWithoutPipeline(t *testing.T) {
	in := `symopt.dim @B
func.func @f(%a: tensor<?x4xf32, [@B, 4]>) -> tensor<?x4xf32, [@B, 4]> {
  %0 = stablehlo.add %a, %a : tensor<?x4xf32, [@B, 4]>
  return %0 : tensor<?x4xf32, [@B, 4]>
}
`
	out, stderr, code := run(t, in, "--emit=stablehlo")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want := "func.func @f(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {\n    %0 = stablehlo.add %arg0, %arg0 : tensor<?x4xf32>\n"
	if !strings.Contains(out, want) || strings.Contains(out, "symopt") || strings.Contains(out, "@B") {
		t.Errorf("output:\n%s\nwant it to hold:\n%s", out, want)
	}
}
