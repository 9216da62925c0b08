// RUN: symopt-run %s --fn annotations | filecheck %s
// RUN: symopt-run %s --fn topk | filecheck %s --check-prefix=TOPK
// RUN: symopt-run %s --fn topk_tuple | filecheck %s --check-prefix=TOPK
// RUN: not symopt-run %s --fn unknown 2>&1 | filecheck %s --check-prefix=UNKNOWN
// REQUIRES: symopt-run

// The annotations of JAX, PyTorch/XLA and TF exports (and the custom calls
// of Shardy's round trip through StableHLO) pass their operands through
// on one device.
// CHECK: @annotations result0: tensor<2x3xf32> [1, 2, 3, 4, 5, 6]
func.func @annotations() -> tensor<2x3xf32> {
  %c = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %0 = stablehlo.custom_call @Sharding(%c) {mhlo.sharding = "{devices=[1,1]<=[1]}"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.custom_call @SPMDShardToFullShape(%1) {mhlo.sharding = "{replicated}"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = stablehlo.custom_call @xla_mark_tensor(%2) {backend_config = "{\"name\": \"p\", \"pos\": 0, \"id\": \"0\", \"is_input\": true}"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = stablehlo.custom_call @annotate_device_placement(%3) {has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5:2 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%4, %c) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22x\22}, {}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22x\22}>"}} : (tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  %6 = call @xla.sdy.manual_computation_body(%5#0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %7 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%6) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %8 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%7) {has_side_effect = true} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %8 : tensor<2x3xf32>
}
func.func private @xla.sdy.manual_computation_body(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  return %x : tensor<2x3xf32>
}

// XLA's TopK: the k largest of each row, largest first, and their indices.
// TOPK: result0: tensor<2x2xf32> [5, 4, 9, 8]
// TOPK: result1: tensor<2x2xi32> [1, 3, 2, 0]
func.func @topk() -> (tensor<2x2xf32>, tensor<2x2xi32>) {
  %c = stablehlo.constant dense<[[1.0, 5.0, 2.0, 4.0], [8.0, 0.0, 9.0, 7.0]]> : tensor<2x4xf32>
  %0:2 = stablehlo.custom_call @TopK(%c) : (tensor<2x4xf32>) -> (tensor<2x2xf32>, tensor<2x2xi32>)
  return %0#0, %0#1 : tensor<2x2xf32>, tensor<2x2xi32>
}

func.func @topk_tuple() -> (tensor<2x2xf32>, tensor<2x2xi32>) {
  %c = stablehlo.constant dense<[[1.0, 5.0, 2.0, 4.0], [8.0, 0.0, 9.0, 7.0]]> : tensor<2x4xf32>
  %t = stablehlo.custom_call @TopK(%c) : (tensor<2x4xf32>) -> tuple<tensor<2x2xf32>, tensor<2x2xi32>>
  %v = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2x2xf32>, tensor<2x2xi32>>) -> tensor<2x2xf32>
  %i = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2x2xf32>, tensor<2x2xi32>>) -> tensor<2x2xi32>
  return %v, %i : tensor<2x2xf32>, tensor<2x2xi32>
}

// Every target the run would meet, in this function and its callees, is
// named before anything runs.
// UNKNOWN: symopt-run: @unknown: unsupported custom_call targets: @cusolver_getrf, @my_kernel (the interpreter runs the check.* targets, TopK, shape_assertion and the annotations Sharding,
func.func @unknown(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @my_kernel(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @helper(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.custom_call @my_kernel(%1) : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @cusolver_getrf(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
