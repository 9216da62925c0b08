// RUN: symopt %s --symbolic-shapes | filecheck %s
// RUN: symopt %s --pass-pipeline='builtin.module(symbolic-shapes,inline)' | filecheck %s --check-prefix=INLINED
// RUN: symopt %s --symbolic-shapes -o %t.mlir
// RUN: symopt-run %t.mlir --fn main --random-inputs 3 --dims arg0=5x4 --compare-with %s | filecheck %s --check-prefix=SAME
// RUN: symopt-run %t.mlir --fn other --random-inputs 3 --dims arg0=5x4,arg1=7x4 --compare-with %s | filecheck %s --check-prefix=SAME2
// REQUIRES: symopt-run

// A private function called twice on values of the same dims (a jitted
// helper, as JAX exports it) gets the dims its call sites agree on; the
// callee's signature, the call operands and the results are annotated
// alike, so the call types stay equal and inlining afterwards works.
// CHECK-LABEL: func.func @main(
// CHECK-SAME:    %arg0: tensor<?x4xf32, [@[[A:S[0-9]+]], 4]>) -> tensor<?x4xf32, [@[[A]], 4]>
// CHECK:         %[[X:.*]] = call @relu(%arg0) : (tensor<?x4xf32, [@[[A]], 4]>) -> tensor<?x4xf32, [@[[A]], 4]>
// CHECK:         call @relu(%[[X]]) : (tensor<?x4xf32, [@[[A]], 4]>) -> tensor<?x4xf32, [@[[A]], 4]>
// INLINED-LABEL: func.func @main(
// INLINED-NOT:   call
// INLINED:       stablehlo.maximum %arg0, %{{.*}} : tensor<?x4xf32, [@S0, 4]>
// SAME: @main: results match
// SAME2: @other: results match
func.func @main(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = call @relu(%arg0) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = call @relu(%0) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}

// A function whose call sites pass different dims keeps its types at
// the boundary (no symbol fits both), and so do those sites; the values
// inside still get symbols.
// CHECK-LABEL: func.func @other(
// CHECK-SAME:    %arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32>)
// CHECK:         call @scale(%arg0) : (tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK:         call @scale(%arg1) : (tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-LABEL: func.func private @relu(
// CHECK-SAME:    %arg0: tensor<?x4xf32, [@[[A]], 4]>) -> tensor<?x4xf32, [@[[A]], 4]>
// CHECK:         stablehlo.maximum %arg0, %{{.*}} : tensor<?x4xf32, [@[[A]], 4]>
// CHECK-LABEL: func.func private @scale(
// CHECK-SAME:    %arg0: tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK:         stablehlo.add %arg0, %arg0 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32, [@{{S[0-9]+}}, 4]>
func.func @other(%arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %0 = call @scale(%arg0) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = call @scale(%arg1) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0, %1 : tensor<?x4xf32>, tensor<?x4xf32>
}
func.func private @relu(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %s = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %zb = stablehlo.dynamic_broadcast_in_dim %z, %s, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x4xf32>
  %0 = stablehlo.maximum %arg0, %zb : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
func.func private @scale(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<?x4xf32>
  %1 = stablehlo.multiply %0, %0 : tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
