module @jit_mlp {
  func.func public @main(%arg0: tensor<16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<4x16xf32>) -> tensor<4x64xf32> {
    %0 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %2 = stablehlo.add %0, %1 : tensor<4x32xf32>
    %3 = stablehlo.tanh %2 : tensor<4x32xf32>
    %4 = stablehlo.dot_general %3, %arg2, contracting_dims = [1] x [0] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %6 = stablehlo.add %4, %5 : tensor<4x32xf32>
    %7 = stablehlo.tanh %6 : tensor<4x32xf32>
    %8 = stablehlo.dot_general %7, %arg4, contracting_dims = [1] x [0] : (tensor<4x32xf32>, tensor<32x64xf32>) -> tensor<4x64xf32>
    %9 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<4x64xf32>
    %10 = stablehlo.add %8, %9 : tensor<4x64xf32>
    return %10 : tensor<4x64xf32>
  }
}
