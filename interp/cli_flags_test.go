package interp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// flagPrograms are one dynamic and one static version of the programs the
// flag tests run: @main adds its arguments (and @other multiplies them),
// @scaled and @shifted differ from @main by a relative 1e-3, an absolute
// 1e-3 and a couple of ULPs, @evicting frees and regenerates a buffer.
func flagProgram(ty string) string {
	r := strings.NewReplacer("TY", ty)
	return r.Replace(`func.func @main(%x: TY, %y: TY) -> TY {
  %r = stablehlo.add %x, %y : TY
  return %r : TY
}
func.func @other(%x: TY, %y: TY) -> TY {
  %r = stablehlo.multiply %x, %y : TY
  return %r : TY
}
func.func @evicting(%x: TY, %y: TY) -> TY {
  %a = stablehlo.add %x, %y : TY
  symopt.evict %a : TY
  %b = stablehlo.multiply %x, %y : TY
  %c = "symopt.regenerate"(%a) ({
    %d = stablehlo.add %x, %y : TY
    "symopt.regenerate_yield"(%d) : (TY) -> ()
  }) : (TY) -> TY
  %r = stablehlo.add %c, %b : TY
  return %r : TY
}
`)
}

// nearProgram is @main computed slightly differently: kind "rel" scales
// the sum by 1.001, "abs" adds 0.001, "ulp" scales by 1 + 2^-22.
func nearProgram(ty, kind string) string {
	c := map[string]string{"rel": "1.001", "abs": "0.001", "ulp": "1.00000024"}[kind]
	op := "multiply"
	if kind == "abs" {
		op = "add"
	}
	r := strings.NewReplacer("TY", ty, "OP", op, "C", c)
	return r.Replace(`func.func @main(%x: TY, %y: TY) -> TY {
  %s = stablehlo.add %x, %y : TY
  %k = stablehlo.constant dense<C> : tensor<f32>
  %shape = shape.shape_of %s : TY -> tensor<2xindex>
  %kb = stablehlo.dynamic_broadcast_in_dim %k, %shape, dims = [] : (tensor<f32>, tensor<2xindex>) -> TY
  %r = stablehlo.OP %s, %kb : TY
  return %r : TY
}
`)
}

type flagCase struct {
	name string
	ty   string   // the argument type
	dims []string // what binds its dynamic dims (empty for static)
}

var flagCases = []flagCase{
	{"static", "tensor<4x3xf32>", nil},
	{"dynamic", "tensor<?x3xf32, [@N, 3]>", []string{"--dims", "N=4"}},
}

// TestEveryFlag runs every flag of symopt-run on a static and a dynamic
// program and checks what the flag changes, so that a flag the tool
// ignored fails here.
func TestEveryFlag(t *testing.T) {
	for _, fc := range flagCases {
		t.Run(fc.name, func(t *testing.T) {
			dir := t.TempDir()
			mod := writeFile(t, dir, "m.mlir", flagProgram(fc.ty))
			run := func(args ...string) (int, string, string) {
				t.Helper()
				return runMain(t, append([]string{mod}, args...)...)
			}
			seeded := append([]string{"--random-inputs", "5"}, fc.dims...)
			want := func(code int, stdout, stderr string, wantCode int, wants ...string) {
				t.Helper()
				if code != wantCode {
					t.Errorf("exit %d, want %d; stdout %q stderr %q", code, wantCode, stdout, stderr)
				}
				for _, w := range wants {
					if !strings.Contains(stdout+stderr, w) {
						t.Errorf("output lacks %q; stdout %q stderr %q", w, stdout, stderr)
					}
				}
			}

			// --fn: @other runs instead of @main
			code, out, errs := run(append([]string{"--fn", "other"}, seeded...)...)
			want(code, out, errs, ExitOK, "@other result0: tensor<4x3xf32>")
			if strings.Contains(out, "@main") {
				t.Errorf("--fn other ran @main: %s", out)
			}

			// --input: the arrays' values reach the run (and their shape
			// binds @N for the dynamic program, without --dims)
			a := tensor.Must(tensor.FromFloat64s(tensor.F32, []int64{4, 3}, []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}))
			an := filepath.Join(dir, "a.npy")
			if err := tensor.WriteNPYFile(an, a); err != nil {
				t.Fatal(err)
			}
			code, out, errs = run("--input", "0="+an, "--input", "arg1="+an)
			want(code, out, errs, ExitOK, "@main result0: tensor<4x3xf32> [2, 4, 6, 8, 10, 12, 14, 16")

			// --random-inputs: the seed decides the values
			_, out1, _ := run(seeded...)
			_, out2, _ := run(append([]string{"--random-inputs", "6"}, fc.dims...)...)
			if out1 == out2 || !strings.Contains(out1, "tensor<4x3xf32>") {
				t.Errorf("seeds 5 and 6 give %q and %q", out1, out2)
			}

			// --dims: sizes the dynamic dims; a static argument refuses a
			// shape it does not have
			if fc.dims != nil {
				code, out, errs = run("--random-inputs", "5", "--dims", "N=7")
				want(code, out, errs, ExitOK, "tensor<7x3xf32>")
				code, out, errs = run("--random-inputs", "5", "--dims", "arg0=2x3")
				want(code, out, errs, ExitOK, "tensor<2x3xf32>")
			} else {
				code, out, errs = run("--random-inputs", "5", "--dims", "arg0=2x3")
				want(code, out, errs, ExitUsage, "argument 0")
			}

			// --out: result files with the printed values
			outDir := filepath.Join(dir, "out")
			code, out, errs = run("--input", "0="+an, "--input", "1="+an, "--out", outDir)
			want(code, out, errs, ExitOK)
			got, err := tensor.ReadNPYFile(resultPath(outDir, 0), tensor.F32, []int64{4, 3})
			if err != nil {
				t.Fatalf("--out: %v", err)
			}
			if vs := got.F32s(); len(vs) != 12 || vs[11] != 24 {
				t.Errorf("--out wrote %v", vs)
			}

			// --split-input-file: two pieces that each define @main
			split := writeFile(t, dir, "split.mlir", flagProgram(fc.ty)+"// -----\n"+nearProgram(fc.ty, "abs"))
			code, out, errs = runMain(t, append([]string{split, "--split-input-file"}, seeded...)...)
			want(code, out, errs, ExitOK)
			if strings.Count(out, "@main result0") != 2 {
				t.Errorf("--split-input-file ran %d pieces:\n%s", strings.Count(out, "@main result0"), out)
			}
			if code, _, _ := runMain(t, append([]string{split}, seeded...)...); code == ExitOK {
				t.Errorf("without --split-input-file the two @main must not run")
			}

			// --compare-with, --rtol, --atol, --ulp: each tolerance alone
			// accepts its own kind of difference
			exact := []string{"--rtol", "0", "--atol", "0", "--ulp", "0"}
			for _, tc := range []struct{ kind, flag, value string }{
				{"rel", "--rtol", "0.01"}, {"abs", "--atol", "0.01"}, {"ulp", "--ulp", "8"},
			} {
				near := writeFile(t, dir, tc.kind+".mlir", nearProgram(fc.ty, tc.kind))
				base := append(append([]string{"--compare-with", near}, seeded...), exact...)
				code, out, errs = run(base...)
				want(code, out, errs, ExitFailure, "differ")
				code, out, errs = run(append(base, tc.flag, tc.value)...)
				want(code, out, errs, ExitOK, "@main: results match")
			}

			// --all: every function runs, not only @main
			code, out, errs = run(append([]string{"--all"}, seeded...)...)
			want(code, out, errs, ExitOK, "@main result0", "@other result0", "@evicting result0")

			// -q and --quiet: nothing on stdout
			for _, q := range []string{"-q", "--quiet"} {
				code, out, errs = run(append([]string{q}, seeded...)...)
				if code != ExitOK || out != "" {
					t.Errorf("%s: exit %d, stdout %q, stderr %q", q, code, out, errs)
				}
			}

			// --memory-report, --memory-limit: the limit makes symopt.evict
			// free its 48-byte buffer, and regenerate recompute it
			ev := append([]string{"--fn", "evicting", "--memory-report"}, seeded...)
			code, out, errs = run(ev...)
			want(code, out, errs, ExitOK, "peak_bytes=", "evictions=0 recomputed_ops=0")
			code, out, errs = run(append(ev, "--memory-limit", "100")...)
			want(code, out, errs, ExitOK, "evictions=1 recomputed_ops=1")
			if code, out, _ := run(seeded...); strings.Contains(out, "peak_bytes") || code != ExitOK {
				t.Errorf("a report without --memory-report: %q", out)
			}

			// --memory-timeline: an SVG file
			svg := filepath.Join(dir, "t.svg")
			code, out, errs = run(append([]string{"--memory-timeline", svg}, seeded...)...)
			want(code, out, errs, ExitOK)
			if b, err := os.ReadFile(svg); err != nil || !strings.Contains(string(b), "<svg") {
				t.Errorf("--memory-timeline wrote %d bytes, %v", len(b), err)
			}

			// --replicas, --partitions: every process of the grid prints
			code, out, errs = run(append([]string{"--replicas", "2", "--partitions", "2"}, seeded...)...)
			want(code, out, errs, ExitOK, "@main (0, 0) result0", "@main (1, 1) result0")

			// --max-steps: the run stops at the limit
			code, out, errs = run(append([]string{"--max-steps", "1"}, seeded...)...)
			want(code, out, errs, ExitFailure, "--max-steps")

			// --help: the usage text, exit 0
			code, out, errs = run("--help")
			want(code, out, errs, ExitOK, "usage: symopt-run", "--memory-timeline")
		})
	}
}

// TestBadFlagValues: values a flag cannot take exit 2 with a message
// naming the flag, before anything runs.
func TestBadFlagValues(t *testing.T) {
	dir := t.TempDir()
	for _, fc := range flagCases {
		mod := writeFile(t, dir, fc.name+".mlir", flagProgram(fc.ty))
		for _, tc := range []struct {
			args []string
			want string
		}{
			{[]string{"--memory-limit", "-1"}, "--memory-limit"},
			{[]string{"--dims", "arg7=5", "--random-inputs", "1"}, "--dims arg7: @main has 2 arguments"},
			{[]string{"--dims", "arg0=5,arg0=6"}, "--dims arg0 is given twice"},
			{[]string{"--dims", "N=5,N=6"}, "--dims N is given twice"},
			{[]string{"--dims", "arg0=4x-3"}, "bad size"},
			{[]string{"--rtol", "-1"}, "--rtol"},
			{[]string{"--atol", "NaN"}, "--atol"},
			{[]string{"--ulp", "-1"}, "--ulp"},
			{[]string{"--random-inputs", "x"}, "--random-inputs"},
			{[]string{"--input", "0"}, "N=path"},
		} {
			code, _, stderr := runMain(t, append([]string{mod}, tc.args...)...)
			if code != ExitUsage || !strings.Contains(stderr, tc.want) {
				t.Errorf("%s %v: exit %d, stderr %q; want %d with %q", fc.name, tc.args, code, stderr, ExitUsage, tc.want)
			}
		}
	}
}
