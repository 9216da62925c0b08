// RUN: symopt --split-input-file --pass-pipeline='builtin.module(canonicalize,cse)' %s | filecheck %s

// A module body is a graph region: a value may reach itself through a
// cycle. Patterns that would replace an op by its own result leave it
// alone; the rest still apply. Nothing is an internal error.

// CHECK-LABEL: module
// CHECK-NEXT: %0 = stablehlo.negate %1
// CHECK-NEXT: %1 = stablehlo.negate %0
module {
  %0 = stablehlo.negate %1 : tensor<4xf32>
  %1 = stablehlo.negate %0 : tensor<4xf32>
}

// -----
// CHECK-LABEL: module
// CHECK-NEXT: %0 = stablehlo.not %1
// CHECK-NEXT: %1 = stablehlo.not %0
module {
  %0 = stablehlo.not %1 : tensor<4xi32>
  %1 = stablehlo.not %0 : tensor<4xi32>
}

// -----
// abs(abs(x)) is abs(x): the pair becomes one op that reads itself.
// CHECK-LABEL: module
// CHECK-NEXT: %0 = stablehlo.abs %0
// CHECK-NEXT: }
module {
  %0 = stablehlo.abs %1 : tensor<4xf32>
  %1 = stablehlo.abs %0 : tensor<4xf32>
}

// -----
// CHECK-LABEL: module
// CHECK-NEXT: %0 = stablehlo.transpose %1
// CHECK-NEXT: %1 = stablehlo.transpose %0
module {
  %0 = stablehlo.transpose %1, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
}

// -----
// CHECK-LABEL: module
// CHECK: %0 = stablehlo.multiply %0, %cst
// CHECK-NEXT: }
module {
  %c = stablehlo.constant dense<1.0> : tensor<4xf32>
  %0 = stablehlo.multiply %1, %c : tensor<4xf32>
  %1 = stablehlo.multiply %0, %c : tensor<4xf32>
}

// -----
// CHECK-LABEL: module
// CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %0, dims = [0, 1]
// CHECK-NEXT: }
module {
  %0 = stablehlo.broadcast_in_dim %1, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
}

// -----
// Self loops and a three-op cycle.
// CHECK-LABEL: module
// CHECK-NEXT: %0 = stablehlo.add %0, %0
// CHECK-NEXT: %1 = stablehlo.convert %1
// CHECK-NEXT: %2 = stablehlo.negate %2
// CHECK-NEXT: }
module {
  %0 = stablehlo.add %1, %0 : tensor<4xf32>
  %1 = stablehlo.reshape %0 : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.convert %2 : tensor<4xf32>
  %3 = stablehlo.negate %4 : tensor<4xf32>
  %4 = stablehlo.negate %5 : tensor<4xf32>
  %5 = stablehlo.negate %3 : tensor<4xf32>
}
