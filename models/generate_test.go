package models

import (
	"bytes"
	"math"
	"os/exec"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/internal/testtool"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// variants covers every model, output kind, dtype, optimizer, static and
// dynamic dims, and data parallelism.
func variants(t *testing.T) map[string]Config {
	t.Helper()
	out := map[string]Config{}
	for _, model := range []string{"mlp", "transformer", "llama"} {
		for _, emit := range []string{"forward", "loss", "train-step"} {
			c := tiny(t, model)
			c.Emit = emit
			out[model+"/"+emit] = c
		}
		c := tiny(t, model)
		c.Emit, c.Optimizer, c.DType = "train-step", "adam", "f64"
		out[model+"/adam-f64"] = c
		c = tiny(t, model)
		c.Emit, c.Batch, c.Seq = "train-step", 2, 8
		out[model+"/static"] = c
		c = tiny(t, model)
		c.Emit, c.DataParallel = "train-step", 4
		out[model+"/dp4"] = c
	}
	c := tiny(t, "llama")
	c.Emit, c.Heads, c.KVHeads = "train-step", 4, 1
	out["llama/gqa"] = c
	return out
}

// TestGeneratedModulesRoundTrip: every variant prints in the pretty form,
// parses back, verifies and prints identically again.
func TestGeneratedModulesRoundTrip(t *testing.T) {
	for name, c := range variants(t) {
		t.Run(name, func(t *testing.T) {
			text, err := Text(c)
			if err != nil {
				t.Fatal(err)
			}
			f, err := parser.Parse(name, text, dialect.NewRegistry(), parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := dialect.Verify(f.Module); err != nil {
				t.Fatal(err)
			}
			var again bytes.Buffer
			if err := ir.Print(&again, f.Module, ir.PrintOptions{}); err != nil {
				t.Fatal(err)
			}
			if again.String() != string(text) {
				t.Fatalf("printing the parsed module changed it")
			}
			wantFn := map[string]string{"forward": "@main(", "loss": "@main(", "train-step": "@train_step("}[c.Emit]
			if !strings.Contains(string(text), "func.func public "+wantFn) {
				t.Errorf("no %s function", wantFn)
			}
			dyn := strings.Contains(string(text), "tensor<?x")
			if dyn != (c.Batch == 0) {
				t.Errorf("dynamic dims present = %v, want %v", dyn, c.Batch == 0)
			}
			if got := strings.Count(string(text), "stablehlo.all_reduce"); c.DataParallel > 1 && got != len(Params(c)) {
				t.Errorf("%d all_reduce ops, want one per parameter (%d)", got, len(Params(c)))
			}
		})
	}
}

// TestMlirOptAcceptsGenericForm feeds the generic form of each variant to
// mlir-opt-19.
func TestMlirOptAcceptsGenericForm(t *testing.T) {
	tool, err := exec.LookPath("mlir-opt-19")
	if err != nil {
		testtool.Missing(t, "mlir-opt-19 not found")
	}
	for name, c := range variants(t) {
		t.Run(name, func(t *testing.T) {
			m, err := Generate(c)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := ir.Print(&buf, m, ir.PrintOptions{Generic: true}); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(tool, "--allow-unregistered-dialect")
			cmd.Stdin = &buf
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Run(); err != nil {
				t.Fatalf("mlir-opt-19 rejects the generic form: %v\n%s", err, stderr.String())
			}
		})
	}
}

func TestBadConfigs(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*Config)
		want string
	}{
		{"unknown model", func(c *Config) { c.Model = "resnet" }, `unknown model "resnet"`},
		{"heads do not divide hidden", func(c *Config) { c.Model, c.Hidden, c.Heads = "transformer", 10, 3 }, "divisible by --heads"},
		{"kv heads do not divide heads", func(c *Config) { c.Model, c.Heads, c.KVHeads = "llama", 4, 3 }, "multiple of --kv-heads"},
		{"odd head size for rotary", func(c *Config) { c.Model, c.Hidden, c.Heads = "llama", 6, 2 }, "must be even"},
		{"zero layers", func(c *Config) { c.Layers = 0 }, "--layers must be positive"},
		{"seq beyond the position table", func(c *Config) { c.Model, c.Seq, c.Batch, c.MaxSeq = "transformer", 9, 1, 8 }, "exceeds --max-seq"},
		{"dtype", func(c *Config) { c.DType = "f16" }, `unknown dtype "f16"`},
		{"optimizer", func(c *Config) { c.Optimizer = "lion" }, `unknown optimizer "lion"`},
		{"learning rate", func(c *Config) { c.LR = 0 }, "--lr must be a positive finite number"},
		{"learning rate nan", func(c *Config) { c.LR = math.NaN() }, "--lr must be a positive finite number, got NaN"},
		{"learning rate inf", func(c *Config) { c.LR = math.Inf(1) }, "--lr must be a positive finite number, got +Inf"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := Default()
			tc.edit(&c)
			_, err := Generate(c)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

func TestCommandLine(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		out  string // expected in stdout (code 0) or stderr
	}{
		{[]string{"--model=llama", "--train-step", "--optimizer=adam"}, 0, "func.func public @train_step("},
		{[]string{"--preset=tiny", "--model=transformer", "--static", "--batch=3", "--seq=4"}, 0, "tensor<3x4xi32>"},
		{[]string{"--model=gpt5"}, 2, `unknown model "gpt5"`},
		{[]string{"--model=transformer", "--hidden=10", "--heads=3"}, 2, "must be divisible by --heads"},
		{[]string{"--preset=huge"}, 2, `unknown preset "huge"`},
		{[]string{"--batch=4"}, 2, "need --static"},
		{[]string{"--optimizer=adam"}, 2, "need --train-step"},
		{[]string{"--train-step", "--loss"}, 2, "exclude each other"},
		{[]string{"--no-such-flag"}, 2, "unknown flag"},
		{[]string{"extra"}, 2, "unexpected argument"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := Main(tc.args, &stdout, &stderr)
			if code != tc.code {
				t.Fatalf("exit code %d, want %d (stderr: %s)", code, tc.code, stderr.String())
			}
			got := stderr.String()
			if code == 0 {
				got = stdout.String()
			}
			if !strings.Contains(got, tc.out) {
				t.Fatalf("output lacks %q:\n%.400s", tc.out, got)
			}
		})
	}
}

// TestArgumentTableMatchesSignature: --print-args describes exactly the
// generated function's arguments.
func TestArgumentTableMatchesSignature(t *testing.T) {
	for name, c := range variants(t) {
		t.Run(name, func(t *testing.T) {
			m, err := Generate(c)
			if err != nil {
				t.Fatal(err)
			}
			fn := firstFunc(t, m)
			args := fn.Regions[0].Entry().Args()
			rows := strings.Split(strings.TrimSuffix(ArgumentTable(c), "\n"), "\n")
			if len(rows) != len(args) {
				t.Fatalf("%d rows for %d arguments", len(rows), len(args))
			}
			for i, r := range rows {
				f := strings.Split(r, "\t")
				if len(f) != 3 || f[2] != args[i].Type().String() {
					t.Errorf("row %q, argument %d has type %s", r, i, args[i].Type())
				}
			}
		})
	}
}
