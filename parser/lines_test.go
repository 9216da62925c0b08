package parser_test

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/parser"
)

// Positions after text the parser skips in one piece (a dialect attribute
// spanning lines) must still name the right line.
func TestLinesAfterMultiLineAttribute(t *testing.T) {
	src := `func.func @f(%arg0: tensor<5x6x7xf32>, %arg1: tensor<2xi32>) -> tensor<3x6x5xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) {
    dimension_numbers = #stablehlo.gather<
      index_vector_dim = 0,
      offset_dims = [0, 1, 2],
      start_index_map = [0, 2],
    >,
    slice_sizes = array<i64: 3, 6, 5>} : (tensor<5x6x7xf32>, tensor<2xi32>) -> tensor<3x6x5xf32>
  %1 = stablehlo.add %0, %undefined : tensor<3x6x5xf32>
  return %1 : tensor<3x6x5xf32>
}
`
	_, err := parser.Parse("in.mlir", []byte(src), dialect.NewRegistry(), parser.Options{})
	if err == nil {
		t.Fatal("undefined value accepted")
	}
	if !strings.Contains(err.Error(), "in.mlir:9:26:") {
		t.Errorf("error not on line 9 col 26: %v", err)
	}
}
