package transforms

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
)

// TestPipelineOnParsedText runs the passes on parsed MLIR with the real
// dialect registry, so the traits the passes rely on are the dialect's.
func TestPipelineOnParsedText(t *testing.T) {
	tests := []struct{ name, pipe, src, want string }{
		{"inline, fold, cse, symbol-dce",
			"builtin.module(inline,func.func(canonicalize,cse),symbol-dce)", `
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c1 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %c2 = stablehlo.constant dense<2.0> : tensor<4xf32>
  %s = stablehlo.add %c1, %c2 : tensor<4xf32>
  %d = stablehlo.add %a, %s : tensor<4xf32>
  %e = stablehlo.add %a, %s : tensor<4xf32>
  %r = func.call @helper(%d, %e) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %dead = stablehlo.multiply %a, %a : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func private @helper(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @unused() {
  return
}`, `
			func.func() function_type=(tensor<4xf32>) -> tensor<4xf32> sym_name="main"
			  %0 = stablehlo.constant() value=dense<3.000000e+00> : tensor<4xf32>
			  %1 = stablehlo.add(%arg0,%0)
			  %2 = stablehlo.multiply(%1,%1)
			  func.return(%2)`},
		{"calls are neither merged nor dropped",
			"builtin.module(func.func(cse,dce,canonicalize))", `
func.func @f(%a: i32) -> i32 {
  %0 = func.call @g(%a) : (i32) -> i32
  %1 = func.call @g(%a) : (i32) -> i32
  %2 = func.call @g(%a) : (i32) -> i32
  %3 = arith.addi %0, %1 : i32
  return %3 : i32
}
func.func private @g(%x: i32) -> i32 {
  return %x : i32
}`, `
			func.func() function_type=(i32) -> i32 sym_name="f"
			  %0 = func.call(%arg0) callee=@g
			  %1 = func.call(%arg0) callee=@g
			  %2 = func.call(%arg0) callee=@g
			  %3 = arith.addi(%0,%1)
			  func.return(%3)
			func.func() function_type=(i32) -> i32 sym_name="g"
			  func.return(%arg0)`},
		// Folded constants are made right before the folded op and reach
		// the top of the function in program order, as mlir-opt's driver
		// leaves them (checked against mlir-opt-19 on the arith-only
		// version of this input by TestFoldedConstantOrderMatchesMlirOpt).
		{"mhlo folds to mhlo.constant; arith to arith.constant",
			"builtin.module(func.func(canonicalize))", `
func.func @f() -> (tensor<2xi32>, i32) {
  %a = mhlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = mhlo.add %a, %a : tensor<2xi32>
  %c = arith.constant 20 : i32
  %d = arith.addi %c, %c : i32
  return %b, %d : tensor<2xi32>, i32
}`, `
			func.func() function_type=() -> (tensor<2xi32>, i32) sym_name="f"
			  %0 = mhlo.constant() value=dense<[2, 4]> : tensor<2xi32>
			  %1 = arith.constant() value=40 : i32
			  func.return(%0,%1)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ops := dialect.NewRegistry()
			f, err := parser.Parse("in.mlir", []byte(tc.src), ops, parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			reg := pipeline.NewRegistry()
			if err := Register(reg, Config{}); err != nil {
				t.Fatal(err)
			}
			p, err := reg.Parse(tc.pipe)
			if err != nil {
				t.Fatal(err)
			}
			m := pipeline.NewManager(p, pipeline.Config{Ops: ops, Verify: dialect.Verify, VerifyEach: true})
			if err := m.Run(f.Module); err != nil {
				t.Fatal(err)
			}
			if got := render(f.Module); got != trim(tc.want) {
				t.Errorf("got:\n%s\nwant:\n%s", got, trim(tc.want))
			}
		})
	}
}
