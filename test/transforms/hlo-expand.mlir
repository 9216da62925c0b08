// RUN: symopt --pass-pipeline='builtin.module(func.func(hlo-expand))' %s | filecheck %s
// RUN: symopt --emit=ptx %s | filecheck %s --check-prefix=PTX

// batch_norm_inference as the StableHLO definition writes it, the
// per-feature operands broadcast along feature_index (a dynamic batch).
// CHECK-LABEL: func.func @inference(
// CHECK-NOT:     batch_norm
// CHECK:         %[[V:.*]] = stablehlo.dynamic_broadcast_in_dim %arg4, %{{.*}}, dims = [1]
// CHECK:         %[[EPS:.*]] = stablehlo.constant dense<1.000000e-03> : tensor<f32>
// CHECK:         %[[VE:.*]] = stablehlo.add %[[V]], %{{.*}} : tensor<?x3xf32>
// CHECK:         %[[SD:.*]] = stablehlo.sqrt %[[VE]]
// CHECK:         stablehlo.divide %{{.*}}, %[[SD]]
// PTX:         .visible .entry inference_k0(
func.func @inference(%x: tensor<?x3xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<?x3xf32> {
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<?x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// batch_norm_training: the mean and the biased variance mean((x-mean)^2)
// over the batch (its runtime size converted to f32), then the same.
// CHECK-LABEL: func.func @training(
// CHECK-NOT:     batch_norm
// CHECK:         %[[N:.*]] = stablehlo.get_dimension_size %arg0, dim = 0
// CHECK:         %[[NF:.*]] = stablehlo.convert %[[N]] : (tensor<i32>) -> tensor<f32>
// CHECK:         %[[SUM:.*]] = stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.add across dimensions = [0]
// CHECK:         %[[MEAN:.*]] = stablehlo.divide %[[SUM]], %{{.*}} : tensor<3xf32>
// CHECK:         %[[C:.*]] = stablehlo.subtract %arg0, %{{.*}} : tensor<?x3xf32>
// CHECK:         %[[SQ:.*]] = stablehlo.multiply %[[C]], %[[C]]
// CHECK:         %[[SSQ:.*]] = stablehlo.reduce(%[[SQ]] init: %{{.*}}) applies stablehlo.add across dimensions = [0]
// CHECK:         %[[VAR:.*]] = stablehlo.divide %[[SSQ]], %{{.*}} : tensor<3xf32>
// CHECK:         return %{{.*}}, %[[MEAN]], %[[VAR]]
// PTX:         .visible .entry training_k0(
func.func @training(%x: tensor<?x3xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>) -> (tensor<?x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<?x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<?x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0, %0#1, %0#2 : tensor<?x3xf32>, tensor<3xf32>, tensor<3xf32>
}

// XLA's TopK: a stable descending sort (TOTALORDER) of the operand with
// an iota, then the first k columns of both.
// CHECK-LABEL: func.func @topk(
// CHECK:         %[[I:.*]] = stablehlo.iota dim = 1 : tensor<2x8xi32>
// CHECK:         %[[S:.*]]:2 = "stablehlo.sort"(%arg0, %[[I]]) <{dimension = 1 : i64, is_stable = true}>
// CHECK:           stablehlo.compare GT, %{{.*}}, %{{.*}}, TOTALORDER
// CHECK:         stablehlo.slice %[[S]]#0 [0:2, 0:3]
// CHECK:         stablehlo.slice %[[S]]#1 [0:2, 0:3]
// PTX:         .visible .entry topk_k1(
func.func @topk(%x: tensor<2x8xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:2 = stablehlo.custom_call @TopK(%x) : (tensor<2x8xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>
}
