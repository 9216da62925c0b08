// A registered op with no format in pretty form is read when it is the
// plain `operands attr-dict : types` form; anything else in it is an error,
// never dropped.
// RUN: symopt -split-input-file %s --verify-diagnostics
// RUN: symopt -split-input-file %s --verify-diagnostics --mlir-print-op-generic | filecheck %s

// Result types the op's row infers need no trailing type.
// CHECK: "mhlo.xla.rng_get_and_update_state"() <{delta = 1 : i64}> : () -> tensor<2xui64>
func.func @inferred() -> tensor<2xui64> {
  %r = mhlo.xla.rng_get_and_update_state {delta = 1 : i64}
  func.return %r : tensor<2xui64>
}

// -----

func.func @plain(%p: tensor<4xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.broadcast_select %p, %a, %a {k = 1 : i64} : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @keyword(%p: tensor<4xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom assembly of 'chlo.broadcast_select' is not known: 'extra' would be dropped; write the op in generic form}}
  %0 = chlo.broadcast_select %p, %a, %a extra : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @symbol(%p: tensor<4xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom assembly of 'chlo.broadcast_select' is not known: '@g' would be dropped}}
  %0 = chlo.broadcast_select @g, %p, %a, %a : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @untyped(%p: tensor<4xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom assembly of 'chlo.broadcast_select' is not known and the types of its 1 result(s) cannot be determined}}
  %0 = chlo.broadcast_select %p, %a, %a
  return %0 : tensor<4xf32>
}
