package hlo_test

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/parser"
)

// firstFusion parses a function holding one symopt.fusion op.
func firstFusion(t *testing.T, src string) *ir.Operation {
	t.Helper()
	f, err := parser.Parse("t.mlir", []byte(src), dialect.NewRegistry(), parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := dialect.Verify(f.Module); err != nil {
		t.Fatal(err)
	}
	var fop *ir.Operation
	f.Module.Walk(func(op *ir.Operation) bool {
		if op.Name == "symopt.fusion" && fop == nil {
			fop = op
		}
		return true
	})
	if fop == nil {
		t.Fatal("no fusion in input")
	}
	return fop
}

func fusionSrc(kind, args, types, result, body string) string {
	return "func.func @f(" + args + ") -> " + result + " {\n" +
		"  %r = symopt.fusion " + kind + " (%arg0) : (" + types + ") -> " + result + " {\n" +
		"  ^bb0(%x: " + types + "):\n" + body + "\n  }\n  return %r : " + result + "\n}\n"
}

func TestLowerChoosesStrategy(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		strategy  kernel.Strategy
		mode      kernel.RowMode
		params    string
	}{
		{"loop", fusionSrc("kLoop", "%arg0: tensor<?x8xf32>", "tensor<?x8xf32>", "tensor<?x8xf32>", `
    %0 = stablehlo.exponential %x : tensor<?x8xf32>
    symopt.yield %0 : tensor<?x8xf32>`), kernel.Loop, 0, "in0 out0 S0"},
		{"short rows use a warp", fusionSrc("kInput", "%arg0: tensor<?x512xf32>", "tensor<?x512xf32>", "tensor<?xf32>", `
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<?x512xf32>, tensor<f32>) -> tensor<?xf32>
    symopt.yield %0 : tensor<?xf32>`), kernel.RowReduce, kernel.Warp, "in0 out0 S0"},
		{"dynamic rows use a block", fusionSrc("kInput", "%arg0: tensor<4x?xf32>", "tensor<4x?xf32>", "tensor<4xf32>", `
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x?xf32>, tensor<f32>) -> tensor<4xf32>
    symopt.yield %0 : tensor<4xf32>`), kernel.RowReduce, kernel.Block, "in0 out0 S0"},
		{"leading dims reduce by columns", fusionSrc("kInput", "%arg0: tensor<?x?x8xf32>", "tensor<?x?x8xf32>", "tensor<8xf32>", `
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<8xf32>
    symopt.yield %0 : tensor<8xf32>`), kernel.ColReduce, 0, "in0 out0 S0 S1 scratch_partial0 scratch_counter"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l, err := hlo.Lower(firstFusion(t, tc.src), "k", hlo.NewNamer())
			if err != nil {
				t.Fatal(err)
			}
			k := l.Kernel
			var names []string
			for _, p := range k.Params {
				names = append(names, p.Name)
			}
			if k.Strategy != tc.strategy || k.Strategy == kernel.RowReduce && k.RowMode != tc.mode {
				t.Errorf("strategy %v mode %v, want %v %v\n%s", k.Strategy, k.RowMode, tc.strategy, tc.mode, k)
			}
			if got := strings.Join(names, " "); got != tc.params {
				t.Errorf("params %q, want %q", got, tc.params)
			}
		})
	}
}

func TestCanLower(t *testing.T) {
	src := `func.func @f(%a: tensor<4xf32>, %i: tensor<4xi32>, %u: tensor<4xui32>, %p: tensor<4xi1>, %uz: tensor<ui32>) -> () {
  %0 = stablehlo.exponential %a : tensor<4xf32>
  %1 = stablehlo.cbrt %a : tensor<4xf32>
  %2 = stablehlo.add %u, %u : tensor<4xui32>
  %3 = stablehlo.compare LT, %i, %i, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %4 = stablehlo.compare LT, %i, %i, UNSIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %5 = stablehlo.select %p, %a, %a : tensor<4xi1>, tensor<4xf32>
  %6 = stablehlo.and %i, %i : tensor<4xi32>
  %7 = stablehlo.convert %i : (tensor<4xi32>) -> tensor<4xf32>
  %8 = chlo.erf %a : tensor<4xf32> -> tensor<4xf32>
  %9 = stablehlo.atan2 %a, %a : tensor<4xf32>
  %10 = stablehlo.atan2 %i, %i : tensor<4xi32>
  %11 = stablehlo.shift_right_logical %i, %i : tensor<4xi32>
  %12 = stablehlo.shift_left %p, %p : tensor<4xi1>
  %13 = stablehlo.popcnt %i : tensor<4xi32>
  %14 = stablehlo.count_leading_zeros %p : tensor<4xi1>
  %15 = stablehlo.is_finite %a : (tensor<4xf32>) -> tensor<4xi1>
  %16 = stablehlo.log_plus_one %i : tensor<4xi32>
  %17 = stablehlo.popcnt %u : tensor<4xui32>
  %18 = stablehlo.divide %u, %u : tensor<4xui32>
  %19 = stablehlo.compare EQ, %u, %u, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  %20 = stablehlo.compare LT, %u, %u : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  %21 = stablehlo.maximum %u, %u : tensor<4xui32>
  %22 = stablehlo.convert %u : (tensor<4xui32>) -> tensor<4xi64>
  %23 = stablehlo.shift_right_arithmetic %u, %u : tensor<4xui32>
  %24 = stablehlo.convert %u : (tensor<4xui32>) -> tensor<4xui64>
  %25 = stablehlo.convert %24 : (tensor<4xui64>) -> tensor<4xf32>
  %26 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xui64>
  %27 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xui8>
  %28 = stablehlo.reduce(%u init: %uz) applies stablehlo.add across dimensions = [0] : (tensor<4xui32>, tensor<ui32>) -> tensor<ui32>
  %29 = stablehlo.reduce(%u init: %uz) applies stablehlo.maximum across dimensions = [0] : (tensor<4xui32>, tensor<ui32>) -> tensor<ui32>
  %30 = stablehlo.compare LT, %a, %a, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %31 = stablehlo.compare LT, %a, %a, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}`
	checkCanLower(t, src, []bool{true, true, true, true, true, true, true, true,
		true, true, false, true, false, true, false, true, false, true,
		true, true, true, true, true, true,
		true, true, true, true, true, true,
		false, true})
}
