package autodiff

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/transforms/autodiff/build"
	"github.com/symopt/symopt/transforms/autodiff/gradcheck"
)

func parseFile(t *testing.T, path string) *ir.Operation {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.Parse(path, src, dialect.NewRegistry(), parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return f.Module
}

// randomArgs makes arguments for fn with every dynamic dim bound to n.
func randomArgs(t *testing.T, fn *ir.Operation, n int64, opt tensor.RandomOptions, seed uint64) []*tensor.Tensor {
	t.Helper()
	var args []*tensor.Tensor
	for i, a := range fn.Regions[0].Entry().Args() {
		shape := append([]int64{}, build.Shape(a)...)
		for j := range shape {
			if shape[j] == ir.Dynamic {
				shape[j] = n
			}
		}
		dt := tensor.F64
		if !build.IsFloatTensor(a) {
			dt = tensor.I32
		}
		x, err := tensor.Random(dt, shape, seed+uint64(i), opt)
		if err != nil {
			t.Fatal(err)
		}
		args = append(args, x)
	}
	return args
}

// TestGradientsMatchFiniteDifferences differentiates one function per op
// family and compares every gradient element with central differences,
// at two bindings of the dynamic dims.
func TestGradientsMatchFiniteDifferences(t *testing.T) {
	ranges := map[string]tensor.RandomOptions{
		"positive.mlir": {FloatLo: 0.5, FloatHi: 2},
		"math.mlir":     {FloatLo: 0.2, FloatHi: 0.9},
		"gather.mlir":   {FloatLo: -1.5, FloatHi: 1.5, IntLo: 0, IntHi: 4},
		"slice.mlir":    {FloatLo: -1.5, FloatHi: 1.5, IntLo: 0, IntHi: 3},
		"select.mlir":   {FloatLo: -1.5, FloatHi: 1.5, IntLo: -3, IntHi: 3},
	}
	files, _ := filepath.Glob("testdata/*.mlir")
	if len(files) < 10 {
		t.Fatalf("found %d test functions, want at least 10", len(files))
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			m := parseFile(t, path)
			g, err := Differentiate(dialect.NewRegistry(), m, "f", nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := dialect.Verify(m); err != nil {
				t.Fatalf("gradient function does not verify: %v", err)
			}
			roundTrip(t, m)
			opt, ok := ranges[filepath.Base(path)]
			if !ok {
				opt = tensor.RandomOptions{FloatLo: -1.5, FloatHi: 1.5, IntLo: 0, IntHi: 3}
			}
			ft, _ := dialect.FunctionType(g)
			var wrt []int
			for i, a := range g.Regions[0].Entry().Args() {
				if build.IsFloatTensor(a) {
					wrt = append(wrt, i)
				}
			}
			if len(ft.Results) != 1+len(wrt) {
				t.Fatalf("@f_grad returns %d values, want 1 + %d", len(ft.Results), len(wrt))
			}
			for _, n := range []int64{2, 5} {
				args := randomArgs(t, g, n, opt, uint64(n))
				rep, err := gradcheck.Check(m, "f", args, wrt, gradcheck.Options{})
				if err != nil {
					t.Fatalf("dims bound to %d: %v", n, err)
				}
				if rep.Checked == 0 {
					t.Fatalf("dims bound to %d: nothing checked", n)
				}
			}
		})
	}
}

// roundTrip prints m and parses it back, so the gradient is valid text.
func roundTrip(t *testing.T, m *ir.Operation) {
	t.Helper()
	var buf bytes.Buffer
	if err := ir.Print(&buf, m, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := parser.Parse("printed.mlir", buf.Bytes(), dialect.NewRegistry(), parser.Options{}); err != nil {
		t.Fatalf("printed gradient does not parse: %v\n%s", err, buf.String())
	}
	if strings.Contains(buf.String(), `"stablehlo.add"`) {
		t.Errorf("gradient printed in the generic form:\n%s", buf.String())
	}
}
