// RUN: symopt --pass-pipeline='builtin.module(func.func(canonicalize))' %s | filecheck %s

// negate(negate x) and not(not x) are x, in either spelling.
// CHECK-LABEL: func.func @involutions
// CHECK-NOT: negate
// CHECK-NOT: not
// CHECK: return %arg0, %arg1, %arg1
func.func @involutions(%arg0: tensor<?xf32>, %arg1: tensor<4xi1>) -> (tensor<?xf32>, tensor<4xi1>, tensor<4xi1>) {
  %0 = stablehlo.negate %arg0 : tensor<?xf32>
  %1 = stablehlo.negate %0 : tensor<?xf32>
  %2 = mhlo.not %arg1 : tensor<4xi1>
  %3 = mhlo.not %2 : tensor<4xi1>
  %4 = stablehlo.not %2 : tensor<4xi1>
  return %1, %3, %4 : tensor<?xf32>, tensor<4xi1>, tensor<4xi1>
}

// One negate stays; negate(not x) is no pair.
// CHECK-LABEL: func.func @not_a_pair
// CHECK: %[[A:.*]] = stablehlo.not %arg0
// CHECK: %[[B:.*]] = stablehlo.negate %[[A]]
// CHECK: return %[[B]]
func.func @not_a_pair(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.not %arg0 : tensor<4xi32>
  %1 = stablehlo.negate %0 : tensor<4xi32>
  return %1 : tensor<4xi32>
}

// abs(abs x) is abs x, also when the inner abs maps complex to real.
// CHECK-LABEL: func.func @abs_abs
// CHECK: %[[A:.*]] = mhlo.abs %arg0
// CHECK-NOT: abs
// CHECK: %[[C:.*]] = stablehlo.abs %arg1 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK-NOT: abs
// CHECK: return %[[A]], %[[C]]
func.func @abs_abs(%arg0: tensor<3xi16>, %arg1: tensor<2xcomplex<f32>>) -> (tensor<3xi16>, tensor<2xf32>) {
  %0 = mhlo.abs %arg0 : tensor<3xi16>
  %1 = mhlo.abs %0 : tensor<3xi16>
  %2 = stablehlo.abs %arg1 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %3 = stablehlo.abs %2 : tensor<2xf32>
  return %1, %3 : tensor<3xi16>, tensor<2xf32>
}

// A convert to the operand's own type goes; one that changes the element
// type or only the shape's staticness stays.
// CHECK-LABEL: func.func @convert_same_type
// CHECK: %[[A:.*]] = stablehlo.convert %arg0 : (tensor<?xf32>) -> tensor<?xf64>
// CHECK: %[[B:.*]] = mhlo.convert %arg0 : (tensor<?xf32>) -> tensor<4xf32>
// CHECK: return %arg0, %[[A]], %[[B]]
func.func @convert_same_type(%arg0: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf64>, tensor<4xf32>) {
  %0 = stablehlo.convert %arg0 : tensor<?xf32>
  %1 = stablehlo.convert %arg0 : (tensor<?xf32>) -> tensor<?xf64>
  %2 = mhlo.convert %arg0 : (tensor<?xf32>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<?xf32>, tensor<?xf64>, tensor<4xf32>
}
