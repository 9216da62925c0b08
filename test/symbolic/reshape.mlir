// RUN: symopt %s --symbolic-shapes | filecheck %s

// Reshapes keep the number of elements: the store records the product
// equality, solves it for a new dim when it can, and cancels common
// factors (S0*S1 == S0*S2 gives S1 == S2).

// The constraints come first, in the module body.
// CHECK: symopt.constraint "[[F:S[0-9]+]] := [[A:S[0-9]+]]*[[B:S[0-9]+]]" {from = "{{.*}}reshape.mlir:[[@LINE+13]]:8 stablehlo.dynamic_reshape"}
// CHECK: symopt.constraint "[[Y:S[0-9]+]] := 3*[[X:S[0-9]+]]"

// CHECK: func.func @flatten
// CHECK-SAME: (%arg0: tensor<?x?x64xf32, [@[[A]], @[[B]], 64]>) -> tensor<?x64xf32, [@[[F]], 64]>
func.func @flatten(%arg0: tensor<?x?x64xf32>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %d0 = tensor.dim %arg0, %c0 : tensor<?x?x64xf32>
  %d1 = tensor.dim %arg0, %c1 : tensor<?x?x64xf32>
  %n = arith.muli %d0, %d1 : index
  %s = tensor.from_elements %n, %c64 : tensor<2xindex>
  %0 = stablehlo.dynamic_reshape %arg0, %s : (tensor<?x?x64xf32>, tensor<2xindex>) -> tensor<?x64xf32>
  return %0 : tensor<?x64xf32>
}

// A -1 in the shape is inferred from the product; the leading dim is the
// input's, so the cancelled product proves the trailing dims equal.
// CHECK: func.func @minus_one
// CHECK-SAME: (%arg0: tensor<?x?xf32, [@[[P:S[0-9]+]], @[[Q:S[0-9]+]]]>) -> tensor<?x?xf32, [@[[P]], @[[Q]]]>
func.func @minus_one(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %d0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
  %s = tensor.from_elements %d0, %cm1 : tensor<2xindex>
  %0 = stablehlo.dynamic_reshape %arg0, %s : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// With an unknown leading size, 4*T == 12*S is solved as T := 3*S.
// CHECK: func.func @divisible
// CHECK-SAME: (%arg0: tensor<?x12xf32, [@[[X]], 12]>, %arg1: index) -> tensor<?x4xf32, [@[[Y]], 4]>
func.func @divisible(%arg0: tensor<?x12xf32>, %arg1: index) -> tensor<?x4xf32> {
  %c4 = arith.constant 4 : index
  %s = tensor.from_elements %arg1, %c4 : tensor<2xindex>
  %0 = stablehlo.dynamic_reshape %arg0, %s : (tensor<?x12xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
