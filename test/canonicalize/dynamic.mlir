// RUN: symopt --pass-pipeline='builtin.module(func.func(canonicalize))' %s | filecheck %s

// dynamic_reshape with a constant shape matching its static result is a
// reshape; a dynamic result or a shape operand that is not constant (a
// clamp that always gives [2, 3]) stays.
// CHECK-LABEL: func.func @dynamic_reshape
// CHECK: %[[R:.*]] = stablehlo.reshape %arg0 : (tensor<?xf32>) -> tensor<2x3xf32>
// CHECK: %[[D:.*]] = stablehlo.dynamic_reshape %arg0, %{{.*}} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x3xf32>
// CHECK: %[[C:.*]] = stablehlo.clamp
// CHECK: %[[E:.*]] = stablehlo.dynamic_reshape %arg0, %[[C]] : (tensor<?xf32>, tensor<2xi64>) -> tensor<2x3xf32>
// CHECK: return %[[R]], %[[D]], %[[E]]
func.func @dynamic_reshape(%arg0: tensor<?xf32>, %arg1: tensor<2xi64>) -> (tensor<2x3xf32>, tensor<?x3xf32>, tensor<2x3xf32>) {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %0 = stablehlo.dynamic_reshape %arg0, %s : (tensor<?xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  %1 = stablehlo.dynamic_reshape %arg0, %s : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  %c = stablehlo.clamp %s, %arg1, %s : tensor<2xi64>
  %2 = stablehlo.dynamic_reshape %arg0, %c : (tensor<?xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<?x3xf32>, tensor<2x3xf32>
}

// MHLO: the new ops are mhlo ops with dense attributes.
// CHECK-LABEL: func.func @dynamic_mhlo
// CHECK-DAG: mhlo.reshape %arg0 : (tensor<?xi32>) -> tensor<4xi32>
// CHECK-DAG: mhlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
// CHECK-DAG: mhlo.iota dim = 1 : tensor<64x32xi32>
// CHECK-NOT: dynamic
func.func @dynamic_mhlo(%arg0: tensor<?xi32>, %arg1: tensor<3xi32>) -> (tensor<4xi32>, tensor<2x3xi32>, tensor<64x32xi32>) {
  %s = mhlo.constant dense<4> : tensor<1xindex>
  %t = mhlo.constant dense<[2, 3]> : tensor<2xi32>
  %u = mhlo.constant dense<[64, 32]> : tensor<2xi32>
  %0 = "mhlo.dynamic_reshape"(%arg0, %s) : (tensor<?xi32>, tensor<1xindex>) -> tensor<4xi32>
  %1 = "mhlo.dynamic_broadcast_in_dim"(%arg1, %t) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (tensor<3xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  %2 = "mhlo.dynamic_iota"(%u) {iota_dimension = 1 : i64} : (tensor<2xi32>) -> tensor<64x32xi32>
  return %0, %1, %2 : tensor<4xi32>, tensor<2x3xi32>, tensor<64x32xi32>
}

// dynamic_broadcast_in_dim and dynamic_iota, StableHLO spelling; the
// known_expanding hints go with the dynamic op.
// CHECK-LABEL: func.func @dynamic_broadcast_iota
// CHECK-DAG: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xf32>) -> tensor<4x2xf32>
// CHECK-DAG: %[[I:.*]] = stablehlo.constant dense<{{\[\[}}0.000000e+00, 0.000000e+00], [1.000000e+00
// CHECK-DAG: %[[K:.*]] = stablehlo.dynamic_broadcast_in_dim %arg0, %{{.*}}, dims = [0] : (tensor<1xf32>, tensor<2xindex>) -> tensor<?x2xf32>
// CHECK: return %[[B]], %[[I]], %[[K]]
func.func @dynamic_broadcast_iota(%arg0: tensor<1xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<?x2xf32>) {
  %s = stablehlo.constant dense<[4, 2]> : tensor<2xindex>
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %s, dims = [0], known_expanding_dimensions = [0] : (tensor<1xf32>, tensor<2xindex>) -> tensor<4x2xf32>
  %1 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<2xindex>) -> tensor<4x2xf32>
  %2 = stablehlo.dynamic_broadcast_in_dim %arg0, %s, dims = [0] : (tensor<1xf32>, tensor<2xindex>) -> tensor<?x2xf32>
  return %0, %1, %2 : tensor<4x2xf32>, tensor<4x2xf32>, tensor<?x2xf32>
}

// real_dynamic_slice and dynamic_pad with constant operands become slice
// and pad; one operand that is not constant (here a clamp that always
// gives the limit, but not a constant) keeps the dynamic op.
// CHECK-LABEL: func.func @slice_pad
// CHECK-DAG: %[[S:.*]] = stablehlo.slice %arg0 [1:3, 0:4:2] : (tensor<4x4xf32>) -> tensor<2x2xf32>
// CHECK-DAG: %[[P:.*]] = stablehlo.pad %arg0, %arg1, low = [1, 0], high = [0, 2], interior = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<5x9xf32>
// CHECK-DAG: %[[L:.*]] = stablehlo.clamp
// CHECK-DAG: %[[K:.*]] = stablehlo.real_dynamic_slice %arg0, %{{.*}}, %[[L]], %{{.*}}
// CHECK: return %[[S]], %[[P]], %[[K]]
func.func @slice_pad(%arg0: tensor<4x4xf32>, %arg1: tensor<f32>, %arg2: tensor<2xi64>) -> (tensor<2x2xf32>, tensor<5x9xf32>, tensor<2x2xf32>) {
  %start = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %limit = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %stride = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %0 = stablehlo.real_dynamic_slice %arg0, %start, %limit, %stride : (tensor<4x4xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x2xf32>
  %low = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %high = stablehlo.constant dense<[0, 2]> : tensor<2xi64>
  %int = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %1 = stablehlo.dynamic_pad %arg0, %arg1, %low, %high, %int : (tensor<4x4xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<5x9xf32>
  %lim = stablehlo.clamp %limit, %arg2, %limit : tensor<2xi64>
  %2 = stablehlo.real_dynamic_slice %arg0, %start, %lim, %stride : (tensor<4x4xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x2xf32>
  return %0, %1, %2 : tensor<2x2xf32>, tensor<5x9xf32>, tensor<2x2xf32>
}

// dynamic_gather with constant slice sizes is a gather.
// CHECK-LABEL: func.func @dynamic_gather
// CHECK: stablehlo.gather
// CHECK-SAME: slice_sizes = array<i64: 1, 3>
// CHECK-NOT: dynamic_gather
func.func @dynamic_gather(%arg0: tensor<4x3xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x3xf32> {
  %sizes = stablehlo.constant dense<[1, 3]> : tensor<2xi32>
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Slice sizes that are not constant keep the dynamic_gather; MHLO builds
// an mhlo.gather with dense slice_sizes.
// CHECK-LABEL: func.func @dynamic_gather_kept
// CHECK: "mhlo.gather"(%arg0, %arg1)
// CHECK-SAME: slice_sizes = dense<[1, 3]> : tensor<2xi64>
// CHECK: stablehlo.dynamic_gather
func.func @dynamic_gather_kept(%arg0: tensor<4x3xf32>, %arg1: tensor<2x1xi32>, %arg2: tensor<2xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %sizes = mhlo.constant dense<[1, 3]> : tensor<2xi32>
  %0 = "mhlo.dynamic_gather"(%arg0, %arg1, %sizes) {dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xf32>
  %s = stablehlo.clamp %sizes, %arg2, %sizes : tensor<2xi32>
  %1 = "stablehlo.dynamic_gather"(%arg0, %arg1, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}
