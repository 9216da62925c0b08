// RUN: symopt --pass-pipeline='builtin.module(func.func(canonicalize))' %s | filecheck %s

// A static shape.shape_of folds to shape.const_shape, as the shape
// dialect materializes extent tensors in mlir-opt; equal shapes share one
// constant.
// CHECK-LABEL: func.func @static_shape
// CHECK-NEXT: %[[S:.*]] = shape.const_shape [2, 3] : tensor<2xindex>
// CHECK-NEXT: return %[[S]], %[[S]] : tensor<2xindex>, tensor<2xindex>
func.func @static_shape(%a: tensor<2x3xf32>, %b: tensor<2x3xi32>) -> (tensor<2xindex>, tensor<2xindex>) {
  %0 = shape.shape_of %a : tensor<2x3xf32> -> tensor<2xindex>
  %1 = shape.shape_of %b : tensor<2x3xi32> -> tensor<2xindex>
  return %0, %1 : tensor<2xindex>, tensor<2xindex>
}

// CHECK-LABEL: func.func @scalar
// CHECK-NEXT: %[[S:.*]] = shape.const_shape [] : tensor<0xindex>
// CHECK-NEXT: return %[[S]]
func.func @scalar(%a: tensor<f32>) -> tensor<0xindex> {
  %0 = shape.shape_of %a : tensor<f32> -> tensor<0xindex>
  return %0 : tensor<0xindex>
}

// A dynamic dimension keeps the op.
// CHECK-LABEL: func.func @dynamic
// CHECK-NEXT: shape.shape_of %arg0
func.func @dynamic(%a: tensor<2x?xf32>) -> tensor<2xindex> {
  %0 = shape.shape_of %a : tensor<2x?xf32> -> tensor<2xindex>
  return %0 : tensor<2xindex>
}

// Folders read through the constant shape: an extent and a cast fold on.
// CHECK-LABEL: func.func @extract
// CHECK-NEXT: %[[C:.*]] = arith.constant 3 : index
// CHECK-NEXT: return %[[C]] : index
func.func @extract(%a: tensor<2x3xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = shape.shape_of %a : tensor<2x3xf32> -> tensor<2xindex>
  %1 = tensor.extract %0[%c1] : tensor<2xindex>
  return %1 : index
}
