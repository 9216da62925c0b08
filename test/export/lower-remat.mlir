// RUN: symopt --pass-pipeline='builtin.module(func.func(inline-fusions,lower-remat))' %s | filecheck %s
// RUN: symopt --pass-pipeline='builtin.module(func.func(inline-fusions,lower-remat))' %s -o %t.mlir
// RUN: symopt-run %s --fn f --args='[dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>, dense<[[0.5, -1.0], [2.0, 0.25]]> : tensor<2x2xf32>]' --compare-with %t.mlir

// The recomputation reads its inputs through an optimization barrier that
// also takes the other value its user reads (%[[G]]; not the values
// computed just before, the evicted %[[H]] and %[[D]], whose lives it
// would lengthen), as jax.checkpoint does with the cotangent: XLA's CSE
// cannot merge it with the original, and it cannot run before %[[G]]
// exists. The evict and its dim arithmetic disappear.
// CHECK-LABEL: func.func @f
// CHECK-NOT: tensor.dim
// CHECK: %[[G:.*]] = stablehlo.cosine %arg0
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1
// CHECK-NEXT: %[[H:.*]] = stablehlo.sine %[[D]]
// CHECK-NEXT: %[[E:.*]] = stablehlo.exponential %[[H]]
// CHECK-NEXT: %[[B:.*]]:3 = stablehlo.optimization_barrier %arg0, %arg1, %[[G]] : tensor<?x2xf32>, tensor<2x2xf32>, tensor<?x2xf32>
// CHECK-NEXT: %[[D2:.*]] = stablehlo.dot_general %[[B]]#0, %[[B]]#1
// CHECK-NEXT: %[[H2:.*]] = stablehlo.sine %[[D2]]
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[H2]], %[[G]]
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[M]], %[[E]]
// CHECK-NEXT: return %[[S]]
// CHECK-NOT: symopt
func.func @f(%x: tensor<?x2xf32>, %w: tensor<2x2xf32>) -> tensor<?x2xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x2xf32>
  %g = stablehlo.cosine %x : tensor<?x2xf32>
  %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<?x2xf32>, tensor<2x2xf32>) -> tensor<?x2xf32>
  %h = symopt.fusion kLoop (%d) : (tensor<?x2xf32>) -> tensor<?x2xf32> {
  ^bb0(%a: tensor<?x2xf32>):
    %s = stablehlo.sine %a : tensor<?x2xf32>
    symopt.yield %s : tensor<?x2xf32>
  }
  %e = stablehlo.exponential %h : tensor<?x2xf32>
  symopt.evict %h if %n ge 2 : tensor<?x2xf32>, index
  %r = symopt.regenerate %h : tensor<?x2xf32> {
    %d2 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<?x2xf32>, tensor<2x2xf32>) -> tensor<?x2xf32>
    %h2 = symopt.fusion kLoop (%d2) : (tensor<?x2xf32>) -> tensor<?x2xf32> {
    ^bb0(%a: tensor<?x2xf32>):
      %s = stablehlo.sine %a : tensor<?x2xf32>
      symopt.yield %s : tensor<?x2xf32>
    }
    symopt.regenerate_yield %h2 : tensor<?x2xf32>
  }
  %m = stablehlo.multiply %r, %g : tensor<?x2xf32>
  %sum = stablehlo.add %m, %e : tensor<?x2xf32>
  return %sum : tensor<?x2xf32>
}

// Shape operands (static integer vectors and scalars) stay out of the
// barrier: shape refinement before XLA compiles the module must still see
// that they come from get_dimension_size and constants.
// CHECK-LABEL: func.func @shape_operand
// CHECK: %[[S:.*]] = stablehlo.concatenate
// CHECK: %[[B:.*]]:2 = stablehlo.optimization_barrier %arg1, %arg0 : tensor<4xf32>, tensor<?x4xf32>
// CHECK-NEXT: stablehlo.dynamic_broadcast_in_dim %[[B]]#0, %[[S]], dims = [1]
func.func @shape_operand(%x: tensor<?x4xf32>, %b: tensor<4xf32>) -> tensor<?x4xf32> {
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %c4 = stablehlo.constant dense<4> : tensor<1xi32>
  %s = stablehlo.concatenate %n1, %c4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %h = stablehlo.dynamic_broadcast_in_dim %b, %s, dims = [1] : (tensor<4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  %e = stablehlo.exponential %h : tensor<?x4xf32>
  symopt.evict %h : tensor<?x4xf32>
  %r = symopt.regenerate %h : tensor<?x4xf32> {
    %h2 = stablehlo.dynamic_broadcast_in_dim %b, %s, dims = [1] : (tensor<4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
    symopt.regenerate_yield %h2 : tensor<?x4xf32>
  }
  %m = stablehlo.multiply %r, %x : tensor<?x4xf32>
  %sum = stablehlo.add %m, %e : tensor<?x4xf32>
  return %sum : tensor<?x4xf32>
}
