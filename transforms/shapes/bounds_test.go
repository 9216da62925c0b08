package shapes_test

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/parser"
)

// TestSimplifyBoundedDims: dims that shape-simplify makes static lose
// their bound (StableHLO and MHLO allow bounds only on dynamic dims), a
// bounded dim that must keep its bound stays dynamic, and the results are
// those of the input.
func TestSimplifyBoundedDims(t *testing.T) {
	for _, tc := range []struct {
		name, src     string
		want, wantNot []string
		args          map[int][]int64
	}{
		{
			name: "set_dimension_size to a constant",
			src: `func.func @f() -> tensor<?x1xi64, #mhlo.type_extensions<bounds = [5, ?]>> {
  %0 = mhlo.constant dense<[[1], [2], [3], [4], [5], [6], [7]]> : tensor<7x1xi64>
  %size = mhlo.constant dense<5> : tensor<i32>
  %1 = "mhlo.set_dimension_size"(%0, %size) <{dimension = 0 : i64}> : (tensor<7x1xi64>, tensor<i32>) -> tensor<?x1xi64, #mhlo.type_extensions<bounds = [5, ?]>>
  return %1 : tensor<?x1xi64, #mhlo.type_extensions<bounds = [5, ?]>>
}`,
			want:    []string{"-> tensor<5x1xi64>"},
			wantNot: []string{"bounds"},
		},
		{
			name: "a bounded dim stays dynamic beside one made static",
			src: `func.func @f(%a: tensor<4x?xf32, #stablehlo.bounds<?, 8>>) -> tensor<?x?xf32, #stablehlo.bounds<6, 8>> {
  %size = stablehlo.constant dense<3> : tensor<i32>
  %1 = "stablehlo.set_dimension_size"(%a, %size) <{dimension = 0 : i64}> : (tensor<4x?xf32, #stablehlo.bounds<?, 8>>, tensor<i32>) -> tensor<?x?xf32, #stablehlo.bounds<6, 8>>
  return %1 : tensor<?x?xf32, #stablehlo.bounds<6, 8>>
}`,
			want: []string{"-> tensor<?x?xf32, #stablehlo.bounds<6, 8>>"},
			args: map[int][]int64{0: {4, 5}},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := run(t, tc.src, "symbolic-shapes,shape-simplify")
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tc.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
			for _, w := range tc.wantNot {
				if strings.Contains(out, w) {
					t.Errorf("output has %q:\n%s", w, out)
				}
			}
			reg := dialect.NewRegistry()
			before, err := parser.Parse("in.mlir", []byte(tc.src), reg, parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			after, err := parser.Parse("out.mlir", []byte(out), reg, parser.Options{})
			if err != nil {
				t.Fatalf("output does not read back: %v\n%s", err, out)
			}
			opts := interp.CompareOptions{Seed: 3, Trials: 2, Dims: []interp.Dims{{Args: tc.args}}}
			if err := interp.Compare(before.Module, after.Module, "f", opts); err != nil {
				t.Error(err)
			}
		})
	}
}
