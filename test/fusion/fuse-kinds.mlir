// RUN: symopt --split-input-file --pass-pipeline='builtin.module(func.func(fuse))' %s | filecheck %s

// An elementwise chain with a broadcast over dynamic dims is one loop fusion.
// CHECK-LABEL: func.func @chain
// CHECK:         %[[S:.*]] = shape.shape_of
// CHECK-NEXT:    %[[F:.*]] = symopt.fusion kLoop (%arg1, %[[S]], %arg0)
// CHECK:           stablehlo.dynamic_broadcast_in_dim
// CHECK-NEXT:      stablehlo.add
// CHECK-NEXT:      stablehlo.tanh
// CHECK-NEXT:      symopt.yield
// CHECK:         return %[[F]]
func.func @chain(%a: tensor<?x?xf32>, %b: tensor<?xf32>) -> tensor<?x?xf32> {
  %s = shape.shape_of %a : tensor<?x?xf32> -> tensor<2xindex>
  %bb = stablehlo.dynamic_broadcast_in_dim %b, %s, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %0 = stablehlo.add %a, %bb : tensor<?x?xf32>
  %1 = stablehlo.tanh %0 : tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// A column reduction takes its producer and its epilogue; the splat init
// constant is cloned into the fusion.
// CHECK-LABEL: func.func @colsum
// CHECK-NOT:     stablehlo.constant
// CHECK:         symopt.fusion kInput (%arg0)
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      stablehlo.constant dense<0.0
// CHECK-NEXT:      stablehlo.exponential
// CHECK-NEXT:      stablehlo.reduce
// CHECK-SAME:        across dimensions = [0]
// CHECK-NEXT:      stablehlo.log
// CHECK-NEXT:      symopt.yield
func.func @colsum(%x: tensor<?x16xf32>) -> tensor<16xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %e = stablehlo.exponential %x : tensor<?x16xf32>
  %r = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [0] : (tensor<?x16xf32>, tensor<f32>) -> tensor<16xf32>
  %l = stablehlo.log %r : tensor<16xf32>
  return %l : tensor<16xf32>
}

// -----

// dot_general stays outside (a library call); the op that feeds it and the
// op after it are separate fusions, which is no cycle.
// CHECK-LABEL: func.func @gemm
// CHECK:         %[[A:.*]] = symopt.fusion kLoop
// CHECK:         %[[D:.*]] = stablehlo.dot_general %[[A]], %arg1
// CHECK:         symopt.fusion kLoop (%[[D]], %[[A]])
func.func @gemm(%x: tensor<?x8xf32>, %w: tensor<8x8xf32>) -> tensor<?x8xf32> {
  %a = stablehlo.tanh %x : tensor<?x8xf32>
  %d = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<?x8xf32>, tensor<8x8xf32>) -> tensor<?x8xf32>
  %y = stablehlo.add %d, %a : tensor<?x8xf32>
  return %y : tensor<?x8xf32>
}

// -----

// Two independent loops over the same dynamic shape launch together.
// CHECK-LABEL: func.func @horizontal
// CHECK:         %[[H:.*]]:2 = symopt.fusion kHorizontal (%arg0)
// CHECK:         return %[[H]]#0, %[[H]]#1
func.func @horizontal(%a: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = stablehlo.exponential %a : tensor<?xf32>
  %1 = stablehlo.log %a : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// Ops the kernel IR cannot express yet stay outside fusions.
// CHECK-LABEL: func.func @unsupported
// CHECK:         symopt.fusion kLoop
// CHECK:         chlo.lgamma
// CHECK:         symopt.fusion kLoop
func.func @unsupported(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %a : tensor<4xf32>
  %1 = chlo.lgamma %0 : tensor<4xf32> -> tensor<4xf32>
  %2 = stablehlo.exponential %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
