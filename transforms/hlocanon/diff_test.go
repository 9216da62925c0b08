package hlocanon

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/rewrite"
)

// compareDims are the bindings of dynamic dims tried: 1 exercises size-1
// expansion, the others fit the reshapes of the lit inputs.
var compareDims = []interp.Dims{{Default: 1}, {Default: 3}, {Default: 4}, {Default: 6}}

// runnable returns the bindings under which fn runs without a run-time
// error before the pass: a comparison where both sides fail says little.
func runnable(in *interp.Interpreter, fn *ir.Operation, seed uint64) []interp.Dims {
	var out []interp.Dims
	for _, d := range compareDims {
		args, err := interp.RandomInputs(fn, seed, d)
		if err != nil {
			continue
		}
		if _, err := in.Call(dialect.SymbolName(fn), args); err == nil {
			out = append(out, d)
		}
	}
	return out
}

// TestLitInputsKeepResults canonicalizes every lit input and runs each
// function before and after on seeded random inputs: the results must be
// the same bit for bit (the patterns are exact identities). Every function
// must run without error under at least one binding of its dynamic dims.
func TestLitInputsKeepResults(t *testing.T) {
	compared := 0
	for _, file := range litFiles(t) {
		src := readFile(t, file)
		before := parseFile(t, file, src)
		after := parseFile(t, file, src)
		m, err := newManager("builtin.module(func.func(canonicalize))")
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(after.Module); err != nil {
			t.Fatalf("%s: canonicalize: %v", file, err)
		}
		in := interp.New(before.Module, interp.Options{})
		for _, fn := range functions(before.Module) {
			name := dialect.SymbolName(fn)
			dims := runnable(in, fn, 11)
			if len(dims) == 0 {
				t.Errorf("%s @%s: fails under every binding of %v", file, name, compareDims)
				continue
			}
			// Bindings that fail must fail after the pass too; those that
			// run must give the same results.
			opts := interp.CompareOptions{Seed: 11, Trials: 3, Dims: compareDims, Tol: tensor.Tolerance{}}
			if err := interp.Compare(before.Module, after.Module, name, opts); err != nil {
				t.Errorf("%s @%s: %v", file, name, err)
			}
			compared++
		}
	}
	if compared < 20 {
		t.Errorf("compared only %d functions", compared)
	}
}

// TestCompareCatchesWrongPatterns checks that the differential run is not
// vacuous: rewrites that are wrong (a float x+0.0 -> x is only wrong for
// -0.0, which random inputs may miss, so cruder ones are used) are
// reported on the lit inputs.
func TestCompareCatchesWrongPatterns(t *testing.T) {
	tests := []struct {
		name, file, fn string
		wrong          rewrite.Pattern
	}{
		{"subtract-is-lhs", "arith.mlir", "subtract_zero", rewrite.Pattern{Name: "w", Root: "stablehlo.subtract", Benefit: 9,
			Rewrite: func(rw *rewrite.Rewriter, op *ir.Operation) bool { return replaceWith(rw, op, op.Operand(1)) }}},
		{"abs-is-operand", "unary.mlir", "abs_abs", rewrite.Pattern{Name: "w", Root: "stablehlo.abs", Benefit: 9,
			Rewrite: func(rw *rewrite.Rewriter, op *ir.Operation) bool { return replaceWith(rw, op, op.Operand(0)) }}},
		{"select-always-true", "select.mlir", "select_mixed_same", rewrite.Pattern{Name: "w", Root: "stablehlo.select", Benefit: 9,
			Rewrite: func(rw *rewrite.Rewriter, op *ir.Operation) bool { return replaceWith(rw, op, op.Operand(1)) }}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := readFile(t, litDir+"/"+tc.file)
			before := parseFile(t, tc.file, src)
			after := parseFile(t, tc.file, src)
			cfg := rewrite.DefaultConfig()
			cfg.Ops = dialect.NewRegistry()
			res := rewrite.Apply(after.Module, rewrite.NewPatternSet(tc.wrong), cfg)
			if res.Rewrites == 0 {
				t.Fatalf("the wrong pattern never applied")
			}
			err := interp.Compare(before.Module, after.Module, tc.fn, interp.CompareOptions{Seed: 11, Trials: 3, Dims: compareDims})
			if err == nil || !strings.Contains(err.Error(), "differ") {
				t.Errorf("wrong rewrite not reported: %v", err)
			}
		})
	}
}
