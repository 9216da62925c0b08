// A PyTorch/XLA export of torch.topk: XLA's TopK custom call, with the
// pattern marks PyTorch/XLA writes around it.
module @IrToHlo.12 attributes {mhlo.cross_program_prefetches = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4x16xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
    %0 = stablehlo.custom_call @xla_mark_tensor(%arg0) {backend_config = "{\"name\": \"topk\", \"pos\": 0, \"id\": \"0\", \"is_input\": true, \"attr\": null}"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %1:2 = stablehlo.custom_call @TopK(%0) {mhlo.frontend_attributes = {}} : (tensor<4x16xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
    %cst = stablehlo.constant dense<2.0> : tensor<4x5xf32>
    %2 = stablehlo.multiply %1#0, %cst : tensor<4x5xf32>
    return %2, %1#1 : tensor<4x5xf32>, tensor<4x5xi32>
  }
}
