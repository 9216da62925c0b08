package transforms

import (
	"bytes"
	"fmt"
	"math/rand"
	"os/exec"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/internal/testtool"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
)

// genProgram writes a random function of arith ops and nested scf.if ops
// with duplicated computations and duplicated if ops, every value kept
// alive by a final sum.
func genProgram(seed int64) string {
	r := rand.New(rand.NewSource(seed))
	n := 0
	fresh := func() string { n++; return fmt.Sprintf("%%v%d", n) }
	var emit func(indent string, vals *[]string, depth int) []string
	emit = func(indent string, vals *[]string, depth int) []string {
		var out []string
		for k := 3 + r.Intn(10); k > 0; k-- {
			switch p := r.Float64(); {
			case p < 0.15:
				v := fresh()
				out = append(out, fmt.Sprintf("%s%s = arith.constant %d : i32", indent, v, r.Intn(4)))
				*vals = append(*vals, v)
			case p < 0.75:
				v := fresh()
				op := []string{"arith.addi", "arith.muli", "arith.subi"}[r.Intn(3)]
				x, y := (*vals)[r.Intn(len(*vals))], (*vals)[r.Intn(len(*vals))]
				out = append(out, fmt.Sprintf("%s%s = %s %s, %s : i32", indent, v, op, x, y))
				*vals = append(*vals, v)
			case p < 0.9 && depth < 2:
				v := fresh()
				start := len(out)
				out = append(out, fmt.Sprintf("%s%s = scf.if %%p -> (i32) {", indent, v))
				for side := 0; side < 2; side++ {
					inner := append([]string(nil), *vals...)
					out = append(out, emit(indent+"  ", &inner, depth+1)...)
					out = append(out, fmt.Sprintf("%s  scf.yield %s : i32", indent, inner[r.Intn(len(inner))]))
					if side == 0 {
						out = append(out, indent+"} else {")
					}
				}
				out = append(out, indent+"}")
				*vals = append(*vals, v)
				if r.Intn(2) == 0 { // an identical copy of the if
					cp := append([]string(nil), out[start:]...)
					v2 := fresh()
					cp[0] = strings.Replace(cp[0], v+" = ", v2+" = ", 1)
					out = append(out, cp...)
					*vals = append(*vals, v2)
				}
			}
		}
		return out
	}
	vals := []string{"%a", "%b"}
	lines := []string{"func.func @f(%a: i32, %b: i32, %p: i1) -> i32 {"}
	lines = append(lines, emit("  ", &vals, 0)...)
	acc := vals[0]
	for _, v := range vals[1:] {
		s := fresh()
		lines = append(lines, fmt.Sprintf("  %s = arith.addi %s, %s : i32", s, acc, v))
		acc = s
	}
	lines = append(lines, "  return "+acc+" : i32", "}")
	return strings.Join(lines, "\n") + "\n"
}

// genCallDAG writes 2-6 functions where f_i calls only f_j with j > i
// (no recursion, which mlir unrolls and we keep as calls), some private.
func genCallDAG(seed int64) string { return genCalls(seed, false) }

// genCallGraph is genCallDAG with calls in any direction (cycles).
func genCallGraph(seed int64) string { return genCalls(seed, true) }

func genCalls(seed int64, cycles bool) string {
	r := rand.New(rand.NewSource(seed))
	n := 2 + r.Intn(5)
	var b strings.Builder
	for i := 0; i < n; i++ {
		vis := "private "
		if i == 0 || r.Float64() < 0.3 {
			vis = ""
		}
		fmt.Fprintf(&b, "func.func %s@f%d(%%a: i32, %%b: i32) -> i32 {\n", vis, i)
		vals := []string{"%a", "%b"}
		pick := func() string { return vals[r.Intn(len(vals))] }
		for k := 0; k < 1+r.Intn(6); k++ {
			v := fmt.Sprintf("%%x%d", k)
			if cycles && r.Float64() < 0.3 {
				fmt.Fprintf(&b, "  %s = func.call @f%d(%s, %s) : (i32, i32) -> i32\n", v, r.Intn(n), pick(), pick())
			} else if i < n-1 && r.Float64() < 0.4 {
				fmt.Fprintf(&b, "  %s = func.call @f%d(%s, %s) : (i32, i32) -> i32\n", v, i+1+r.Intn(n-1-i), pick(), pick())
			} else {
				fmt.Fprintf(&b, "  %s = arith.%s %s, %s : i32\n", v, []string{"addi", "muli", "subi"}[r.Intn(3)], pick(), pick())
			}
			vals = append(vals, v)
		}
		fmt.Fprintf(&b, "  return %s : i32\n}\n", vals[len(vals)-1])
	}
	return b.String()
}

// matchMlirOpt runs generated programs through mlir-opt-19 with flag and
// through our pipeline pipe, parses both results with our parser and
// compares their structure.
func matchMlirOpt(t *testing.T, flag, pipe string, gen func(int64) string, seeds int64) {
	t.Helper()
	tool, err := exec.LookPath("mlir-opt-19")
	if err != nil {
		testtool.Missing(t, "mlir-opt-19 not found")
	}
	ops := dialect.NewRegistry()
	reg := pipeline.NewRegistry()
	if err := Register(reg, Config{}); err != nil {
		t.Fatal(err)
	}
	pl, err := reg.Parse(pipe)
	if err != nil {
		t.Fatal(err)
	}
	for seed := int64(1); seed <= seeds; seed++ {
		src := gen(seed)
		cmd := exec.Command(tool, flag)
		cmd.Stdin = strings.NewReader(src)
		var out, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("seed %d: mlir-opt-19: %v\n%s", seed, err, stderr.String())
		}
		want, err := parser.Parse("mlir-opt.mlir", out.Bytes(), ops, parser.Options{})
		if err != nil {
			t.Fatalf("seed %d: parsing mlir-opt output: %v", seed, err)
		}
		got, err := parser.Parse("in.mlir", []byte(src), ops, parser.Options{})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if err := pipeline.NewManager(pl, pipeline.Config{Ops: ops}).Run(got.Module); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if g, w := render(got.Module), render(want.Module); g != w {
			t.Errorf("seed %d differs from mlir-opt-19 %s\ninput:\n%s\ngot:\n%s\nwant:\n%s", seed, flag, src, g, w)
		}
	}
}

// TestCSEMatchesMlirOpt: random arith/scf programs with repeated
// computations and repeated if ops.
func TestCSEMatchesMlirOpt(t *testing.T) {
	matchMlirOpt(t, "--cse", "builtin.module(func.func(cse))", genProgram, 20)
}

// TestInlineMatchesMlirOpt: random acyclic call graphs, without the
// default pipeline so only inlining decisions are compared (order of
// visits, in-place inlining, which callees are erased).
func TestInlineMatchesMlirOpt(t *testing.T) {
	matchMlirOpt(t, "--inline=default-pipeline=", `inline{default-pipeline=""}`, genCallDAG, 20)
}

// TestSymbolDCEMatchesMlirOpt: random call graphs with cycles and private
// functions.
func TestSymbolDCEMatchesMlirOpt(t *testing.T) {
	matchMlirOpt(t, "--symbol-dce", "symbol-dce", genCallGraph, 20)
}
