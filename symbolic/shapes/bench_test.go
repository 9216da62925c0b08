package shapes_test

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/symbolic/shapes"
)

// bigGraph writes a function of about n ops shaped like a dynamic-shape
// model: elementwise chains, broadcasts through shape_of, flattening
// reshapes computed with tensor.dim and arith.muli, concatenations.
func bigGraph(n int) (string, int) {
	var b strings.Builder
	b.WriteString("func.func @main(%x: tensor<?x?xf32>, %y: tensor<?xf32>) -> tensor<?x?xf32> {\n")
	b.WriteString("  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n")
	ops, cur, id := 2, "%x", 0
	next := func() string { id++; return fmt.Sprintf("%%v%d", id) }
	for step := 0; ops < n; step++ {
		switch step % 4 {
		case 0:
			v := next()
			fmt.Fprintf(&b, "  %s = stablehlo.add %s, %%x : tensor<?x?xf32>\n", v, cur)
			cur, ops = v, ops+1
		case 1:
			s, v, w := next(), next(), next()
			fmt.Fprintf(&b, "  %s = shape.shape_of %s : tensor<?x?xf32> -> tensor<2xindex>\n", s, cur)
			fmt.Fprintf(&b, "  %s = stablehlo.dynamic_broadcast_in_dim %%y, %s, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>\n", v, s)
			fmt.Fprintf(&b, "  %s = stablehlo.multiply %s, %s : tensor<?x?xf32>\n", w, v, cur)
			cur, ops = w, ops+3
		case 2:
			d0, d1, m, s, f, s2, r := next(), next(), next(), next(), next(), next(), next()
			fmt.Fprintf(&b, "  %s = tensor.dim %s, %%c0 : tensor<?x?xf32>\n", d0, cur)
			fmt.Fprintf(&b, "  %s = tensor.dim %s, %%c1 : tensor<?x?xf32>\n", d1, cur)
			fmt.Fprintf(&b, "  %s = arith.muli %s, %s : index\n", m, d0, d1)
			fmt.Fprintf(&b, "  %s = tensor.from_elements %s : tensor<1xindex>\n", s, m)
			fmt.Fprintf(&b, "  %s = stablehlo.dynamic_reshape %s, %s : (tensor<?x?xf32>, tensor<1xindex>) -> tensor<?xf32>\n", f, cur, s)
			fmt.Fprintf(&b, "  %s = tensor.from_elements %s, %s : tensor<2xindex>\n", s2, d0, d1)
			fmt.Fprintf(&b, "  %s = stablehlo.dynamic_reshape %s, %s : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>\n", r, f, s2)
			cur, ops = r, ops+7
		case 3:
			v, w := next(), next()
			fmt.Fprintf(&b, "  %s = stablehlo.concatenate %s, %%x, dim = 0 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>\n", v, cur)
			fmt.Fprintf(&b, "  %s = stablehlo.slice %s [0:2, 0:1] : (tensor<?x?xf32>) -> tensor<2x1xf32>\n", w, v)
			ops += 2
		}
	}
	fmt.Fprintf(&b, "  return %s : tensor<?x?xf32>\n}\n", cur)
	return b.String(), ops + 1
}

// BenchmarkParseVsAnalyze100k parses a 100,000-op graph and analyzes it,
// and reports the ratio of analysis time to parse time.
func BenchmarkParseVsAnalyze100k(b *testing.B) {
	src, n := bigGraph(100000)
	reg := dialect.NewRegistry()
	var parse, analyze time.Duration
	for range b.N {
		runtime.GC()
		t0 := time.Now()
		f, err := parser.Parse("big.mlir", []byte(src), reg, parser.Options{})
		if err != nil {
			b.Fatal(err)
		}
		tp := time.Since(t0)
		runtime.GC()
		t1 := time.Now()
		if _, err := shapes.Analyze(f.Module); err != nil {
			b.Fatal(err)
		}
		analyze += time.Since(t1)
		parse += tp
	}
	b.ReportMetric(float64(n), "ops")
	b.ReportMetric(parse.Seconds()/float64(b.N), "parse-s/op")
	b.ReportMetric(analyze.Seconds()/float64(b.N), "analyze-s/op")
	b.ReportMetric(analyze.Seconds()/parse.Seconds(), "analyze/parse")
}

// TestBigGraphAnalyzes keeps the benchmark's input honest on a small size.
func TestBigGraphAnalyzes(t *testing.T) {
	src, _ := bigGraph(2000)
	m := parse(t, src)
	res, err := shapes.Analyze(m)
	if err != nil {
		t.Fatal(err)
	}
	args := funcArgs(m)
	last := resultOf(m, "stablehlo.dynamic_reshape", 1)
	if !res.SameShape(args[0], last) {
		t.Errorf("the reshaped value's dims are not proven equal to %%x's: %v vs %v", res.Dims(last), res.Dims(args[0]))
	}
}
