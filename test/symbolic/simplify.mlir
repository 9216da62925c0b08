// RUN: symopt %s --shape-simplify --mlir-pass-statistics 2>%t.stats | filecheck %s
// RUN: filecheck %s --check-prefix=STATS --input-file %t.stats

// STATS: 1 num-broadcasts-removed
// STATS: 1 num-made-static
// STATS: 2 num-shape-values-folded
// STATS: 1 num-dims-refined

// A broadcast to the operand's own (proven) shape is removed.
// CHECK-LABEL: func.func @broadcast
// CHECK-NOT: dynamic_broadcast_in_dim
// CHECK: return %0
func.func @broadcast(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<?x?xf32>
  %s = shape.shape_of %arg1 : tensor<?x?xf32> -> tensor<2xindex>
  %1 = stablehlo.dynamic_broadcast_in_dim %0, %s, dims = [0, 1] : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// A dynamic reshape to a proven-static shape becomes a static reshape
// (cast back to the declared type), and dims proven constant are made
// static everywhere, the signature included.
// CHECK-LABEL: func.func @reshape(%arg0: tensor<2x3xf32>) -> tensor<?x?xf32>
// CHECK: %[[R:.*]] = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK: tensor.cast %[[R]] : tensor<3x2xf32> to tensor<?x?xf32>
func.func @reshape(%arg0: tensor<?x3xf32>) -> tensor<?x?xf32> {
  %k = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %0 = stablehlo.dynamic_reshape %arg0, %k : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// Reads of proven-equal dims share one value; a read of a dim proven
// constant becomes the constant.
// CHECK-LABEL: func.func @dims
// CHECK: %[[D:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?xf32>
// CHECK-NOT: tensor.dim
// CHECK: arith.muli %[[D]], %[[D]] : index
// CHECK: %[[C:.*]] = arith.constant 4 : index
// CHECK: return %{{.*}}, %[[C]] : index, index
func.func @dims(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x4xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = stablehlo.add %arg0, %arg1 : tensor<?xf32>
  %d0 = tensor.dim %arg0, %c0 : tensor<?xf32>
  %d1 = tensor.dim %arg1, %c0 : tensor<?xf32>
  %m = arith.muli %d0, %d1 : index
  %d2 = tensor.dim %arg2, %c1 : tensor<?x4xf32>
  return %m, %d2 : index, index
}
