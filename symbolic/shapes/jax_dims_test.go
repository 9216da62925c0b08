package shapes_test

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
	"github.com/symopt/symopt/symbolic/shapes"
)

// A JAX lowering with a dimension variable argument: %b is the size the
// dynamic_broadcast_in_dim builds from it, which the add ties to %x's
// first dim.
const jaxLowered = `func.func public @main(%b: tensor<i64> {jax.global_constant = "b"}, %x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.convert %b : (tensor<i64>) -> tensor<i32>
  %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
  %c = stablehlo.constant dense<4> : tensor<1xi32>
  %2 = stablehlo.concatenate %1, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %3 = stablehlo.dynamic_broadcast_in_dim %one, %2, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x4xf32>
  %4 = stablehlo.add %x, %3 : tensor<?x4xf32>
  return %4 : tensor<?x4xf32>
}`

// The jax.export form: the public main computes the dimension variable
// from its argument and passes it to the wrapped function, whose result
// is sized by the variable alone.
const jaxExported = `func.func public @main(%x: tensor<?x4xf32>) -> tensor<?xi32> {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %d64 = stablehlo.convert %d : (tensor<i32>) -> tensor<i64>
  %r = func.call @_wrapped_jax_export_main(%d64, %x) : (tensor<i64>, tensor<?x4xf32>) -> tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func private @_wrapped_jax_export_main(%b: tensor<i64> {jax.global_constant = "b"}, %x: tensor<?x4xf32>) -> tensor<?xi32> {
  %0 = stablehlo.convert %b : (tensor<i64>) -> tensor<i32>
  %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
  %2 = stablehlo.dynamic_iota %1, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
  return %2 : tensor<?xi32>
}`

// TestJAXDimensionArguments: a jax.global_constant argument's value is
// the symbol of its dimension variable, tied to the dims it sizes and to
// the values callers pass for it.
func TestJAXDimensionArguments(t *testing.T) {
	m := parse(t, jaxLowered)
	res, err := shapes.Analyze(m)
	if err != nil {
		t.Fatal(err)
	}
	args := funcArgs(m)
	b, ok := res.Scalar(args[0])
	if !ok {
		t.Fatal("dimension argument has no symbolic value")
	}
	if sym, ok := res.Symbol("b"); !ok || res.Store().Compare(b, symbolic.Var(sym)) != symbolic.Equal {
		t.Errorf("dimension argument is not the symbol @b: %v", b)
	}
	if got := res.Store().Compare(b, res.Dims(args[1])[0]); got != symbolic.Equal {
		t.Errorf("b vs dim 0 of %%x: %v, want equal", got)
	}

	m = parse(t, jaxExported)
	if res, err = shapes.Analyze(m); err != nil {
		t.Fatal(err)
	}
	x := funcArgs(m)[0]
	call := resultOf(m, "func.call", 0)
	if got := res.Store().Compare(res.Dims(call)[0], res.Dims(x)[0]); got != symbolic.Equal {
		t.Errorf("call result dim vs dim 0 of %%x: %v, want equal", got)
	}
	sym, _ := res.Symbol("b")
	if got := res.Store().Compare(symbolic.Var(sym), res.Dims(x)[0]); got != symbolic.Equal {
		t.Errorf("@b vs dim 0 of %%x: %v, want equal", got)
	}
}

// TestJAXWrappedArgumentDims: the wrapped function's tensor argument,
// passed the array the dimension variable was read from, has the
// variable as its dim.
func TestJAXWrappedArgumentDims(t *testing.T) {
	m := parse(t, jaxExported)
	res, err := shapes.Analyze(m)
	if err != nil {
		t.Fatal(err)
	}
	var wrapped []*ir.Value
	m.Walk(func(op *ir.Operation) bool {
		if op.Name == "func.func" && dialect.SymbolName(op) == "_wrapped_jax_export_main" {
			wrapped = op.Regions[0].Entry().Args()
		}
		return true
	})
	sym, ok := res.Symbol("b")
	if !ok || len(wrapped) != 2 {
		t.Fatalf("no @b (%v) or wrapped arguments %d", ok, len(wrapped))
	}
	if got := res.Store().Compare(symbolic.Var(sym), res.Dims(wrapped[1])[0]); got != symbolic.Equal {
		t.Errorf("@b vs dim 0 of the wrapped %%x: %v, want equal", got)
	}
}
