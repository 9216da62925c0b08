package transforms

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms/rewrite"
)

// negNeg rewrites t.neg(t.neg(x)) to x.
var negNeg = rewrite.Pattern{Name: "neg-neg", Root: "t.neg", Benefit: 1,
	Rewrite: func(rw *rewrite.Rewriter, op *ir.Operation) bool {
		in := op.Operand(0).DefiningOp()
		if in == nil || in.Name != "t.neg" {
			return false
		}
		rw.ReplaceOp(op, in.Operand(0))
		return true
	}}

// addSelf rewrites t.add(x, x) to arith.constant 0 ... a pattern that
// creates an op through the rewriter.
var addToConst = rewrite.Pattern{Name: "add-to-const", Root: "t.add", Benefit: 1,
	Rewrite: func(rw *rewrite.Rewriter, op *ir.Operation) bool {
		c := rw.Create("arith.constant", nil, []ir.Type{i32}, []ir.NamedAttr{{Name: "value", Value: ir.Int(0)}}, nil)
		rw.ReplaceOp(op, c.Result(0))
		return true
	}}

func canonInput(b *builder, body *ir.Block) {
	_, e := b.fn(body, "f", false, i32)
	x := b.val(e, "t.neg", b.val(e, "t.neg", e.Arg(0)))
	b.val(e, "t.neg", e.Arg(0)) // dead
	b.ret(e, b.val(e, "t.add", x, x))
}

func TestCanonicalize(t *testing.T) {
	tests := []struct {
		pipe, want string
		stats      map[string]int64
	}{
		{"builtin.module(func.func(canonicalize))", `
			func.func() sym_name="f"
			  %0 = arith.constant() value=0 : i64
			  func.return(%0)`,
			map[string]int64{"num-rewrites": 2, "num-dce'd": 2}},
		{"builtin.module(func.func(canonicalize{disable-patterns=add-to-const}))", `
			func.func() sym_name="f"
			  %0 = t.add(%arg0,%arg0)
			  func.return(%0)`,
			map[string]int64{"num-rewrites": 1}},
		{"builtin.module(func.func(canonicalize{enable-patterns=add-to-const top-down=false}))", `
			func.func() sym_name="f"
			  %0 = arith.constant() value=0 : i64
			  func.return(%0)`,
			map[string]int64{"num-rewrites": 1, "num-dce'd": 3}},
		{"canonicalize{max-num-rewrites=0}", `
			func.func() sym_name="f"
			  %0 = t.neg(%arg0)
			  %1 = t.neg(%0)
			  %2 = t.neg(%arg0)
			  %3 = t.add(%1,%1)
			  func.return(%3)`,
			map[string]int64{"num-rewrites": 0}},
	}
	for _, tc := range tests {
		b := newBuilder()
		m, body := b.module()
		canonInput(b, body)
		mgr, err := runPipeline(t, tc.pipe, m, rewrite.NewPatternSet(negNeg, addToConst))
		if err != nil {
			t.Fatalf("%s: %v", tc.pipe, err)
		}
		if got := render(m); got != trim(tc.want) {
			t.Errorf("%s:\ngot:\n%s\nwant:\n%s", tc.pipe, got, trim(tc.want))
		}
		for k, v := range tc.stats {
			if got, _ := mgr.Stat("canonicalize", k); got != v {
				t.Errorf("%s: %s = %d, want %d", tc.pipe, k, got, v)
			}
		}
	}
}

func TestCanonicalizeConvergence(t *testing.T) {
	spin := rewrite.Pattern{Name: "spin", Root: "t.neg", Rewrite: func(rw *rewrite.Rewriter, op *ir.Operation) bool {
		rw.ModifyInPlace(op, func() { op.SetAttr("n", ir.Int(0)) })
		return true
	}}
	b := newBuilder()
	m, body := b.module()
	canonInput(b, body)
	_, err := runPipeline(t, "canonicalize{max-iterations=2 test-convergence}", m, rewrite.NewPatternSet(spin))
	if err == nil || !strings.Contains(err.Error(), "canonicalizer did not converge after 2 iterations") {
		t.Errorf("err = %v", err)
	}
}

func TestCanonicalizeOptionErrors(t *testing.T) {
	reg := pipeline.NewRegistry()
	if err := Register(reg, Config{}); err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{
		"canonicalize{region-simplify=sometimes}": "region-simplify must be disabled, normal or aggressive",
		"canonicalize{max-iterations=ten}":        "'ten' is not an integer",
		"cse{x=1}":                                "unknown option 'x' for pass 'cse'",
	} {
		if _, err := reg.Parse(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) = %v, want %q", in, err, want)
		}
	}
}
