module @jit_rnn attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x2xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<5x2x4xf32>) -> (tensor<2x8xf32> {jax.result_info = "result[0]"}, tensor<5x2x2xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x2x2xf32>
    %2:7 = stablehlo.while(%iterArg = %arg3, %iterArg_2 = %arg2, %iterArg_3 = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_1, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<5x2x4xf32>, tensor<4x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<i32>, tensor<2x8xf32>, tensor<5x2x2xf32>
    cond {
      %3 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %4:2 = func.call @closed_call(%iterArg_2, %iterArg_3, %iterArg_4, %iterArg_6, %3) : (tensor<4x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<2x8xf32>, tensor<2x4xf32>) -> (tensor<2x8xf32>, tensor<2x2xf32>)
      %5 = func.call @dynamic_update_index_in_dim(%iterArg_7, %4#1, %iterArg_5) : (tensor<5x2x2xf32>, tensor<2x2xf32>, tensor<i32>) -> tensor<5x2x2xf32>
      %6 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %6, %4#0, %5 : tensor<5x2x4xf32>, tensor<4x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<i32>, tensor<2x8xf32>, tensor<5x2x2xf32>
    }
    return %2#5, %2#6 : tensor<2x8xf32>, tensor<5x2x2xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x2x4xf32>, %arg1: tensor<i32>) -> tensor<2x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 2, 4] : (tensor<5x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    return %1 : tensor<2x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<4x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x2xf32>, %arg3: tensor<2x8xf32>, %arg4: tensor<2x4xf32>) -> (tensor<2x8xf32>, tensor<2x2xf32>) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x8xf32>
    %3 = stablehlo.tanh %2 : tensor<2x8xf32>
    %4 = stablehlo.dot_general %3, %arg2, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x2xf32>) -> tensor<2x2xf32>
    return %3, %4 : tensor<2x8xf32>, tensor<2x2xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x2x2xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<i32>) -> tensor<5x2x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x2xf32>) -> tensor<1x2x2xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c : (tensor<5x2x2xf32>, tensor<1x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x2xf32>
    return %1 : tensor<5x2x2xf32>
  }
}
