module @jit_rnn attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x2xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<?x?x4xf32>) -> (tensor<?x8xf32> {jax.result_info = "result[0]"}, tensor<?x?x2xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.get_dimension_size %arg3, dim = 0 : (tensor<?x?x4xf32>) -> tensor<i32>
    %1 = stablehlo.get_dimension_size %arg3, dim = 1 : (tensor<?x?x4xf32>) -> tensor<i32>
    %2 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 's'. Using the following polymorphic shapes specifications: args[1].shape = (s, b, 4). Obtained dimension variables: 's' = {0} from specification 's' for dimension args[1].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
    %3 = stablehlo.compare GE, %1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%3, %0, %1) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[1].shape = (s, b, 4). Obtained dimension variables: 's' = {0} from specification 's' for dimension args[1].shape[0] (= {0}), 'b' = {1} from specification 'b' for dimension args[1].shape[1] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
    %4:2 = call @_wrapped_jax_export_main(%1, %0, %arg0, %arg1, %arg2, %arg3) : (tensor<i32>, tensor<i32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<4x8xf32>, tensor<?x?x4xf32>) -> (tensor<?x8xf32>, tensor<?x?x2xf32>)
    return %4#0, %4#1 : tensor<?x8xf32>, tensor<?x?x2xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<8x8xf32>, %arg3: tensor<8x2xf32>, %arg4: tensor<4x8xf32>, %arg5: tensor<?x?x4xf32>) -> (tensor<?x8xf32> {jax.result_info = "result[0]"}, tensor<?x?x2xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<8> : tensor<1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.concatenate %0, %c_2, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2 = stablehlo.dynamic_broadcast_in_dim %cst, %1, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x8xf32>
    %3 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.concatenate %3, %4, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6 = stablehlo.dynamic_broadcast_in_dim %cst, %5, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x2xf32>
    %7:7 = stablehlo.while(%iterArg = %arg5, %iterArg_3 = %arg4, %iterArg_4 = %arg2, %iterArg_5 = %arg3, %iterArg_6 = %c_0, %iterArg_7 = %2, %iterArg_8 = %6) : tensor<?x?x4xf32>, tensor<4x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<i32>, tensor<?x8xf32>, tensor<?x?x2xf32>
    cond {
      %8 = stablehlo.compare LT, %iterArg_6, %arg1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8 = func.call @dynamic_index_in_dim(%arg0, %arg1, %iterArg, %iterArg_6) : (tensor<i32>, tensor<i32>, tensor<?x?x4xf32>, tensor<i32>) -> tensor<?x4xf32>
      %9:2 = func.call @closed_call(%arg0, %arg1, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_7, %8) : (tensor<i32>, tensor<i32>, tensor<4x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<?x8xf32>, tensor<?x4xf32>) -> (tensor<?x8xf32>, tensor<?x2xf32>)
      %10 = func.call @dynamic_update_index_in_dim(%arg0, %arg1, %iterArg_8, %9#1, %iterArg_6) : (tensor<i32>, tensor<i32>, tensor<?x?x2xf32>, tensor<?x2xf32>, tensor<i32>) -> tensor<?x?x2xf32>
      %11 = stablehlo.add %iterArg_6, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %iterArg_5, %11, %9#0, %10 : tensor<?x?x4xf32>, tensor<4x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<i32>, tensor<?x8xf32>, tensor<?x?x2xf32>
    }
    return %7#5, %7#6 : tensor<?x8xf32>, tensor<?x?x2xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x?x4xf32>, %arg3: tensor<i32>) -> tensor<?x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<1xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.concatenate %c_2, %0, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2 = stablehlo.concatenate %c, %c, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3 = stablehlo.reshape %arg3 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.reshape %c_1 : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.reshape %c_1 : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.concatenate %3, %4, %5, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.concatenate %7, %8, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %10 = stablehlo.subtract %9, %1 : tensor<3xi32>
    %11 = stablehlo.clamp %2, %6, %10 : tensor<3xi32>
    %12 = stablehlo.add %11, %1 : tensor<3xi32>
    %13 = stablehlo.concatenate %c_2, %c_2, %c_2, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %14 = stablehlo.real_dynamic_slice %arg2, %11, %12, %13 : (tensor<?x?x4xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<1x?x4xf32>
    %15 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %16 = stablehlo.concatenate %15, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %17 = stablehlo.dynamic_reshape %14, %16 : (tensor<1x?x4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
    return %17 : tensor<?x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<4x8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<8x2xf32>, %arg5: tensor<?x8xf32>, %arg6: tensor<?x4xf32>) -> (tensor<?x8xf32>, tensor<?x2xf32>) {
    %0 = stablehlo.dot_general %arg6, %arg2, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x8xf32>) -> tensor<?x8xf32>
    %1 = stablehlo.dot_general %arg5, %arg3, contracting_dims = [1] x [0] : (tensor<?x8xf32>, tensor<8x8xf32>) -> tensor<?x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<?x8xf32>
    %3 = stablehlo.tanh %2 : tensor<?x8xf32>
    %4 = stablehlo.dot_general %3, %arg4, contracting_dims = [1] x [0] : (tensor<?x8xf32>, tensor<8x2xf32>) -> tensor<?x2xf32>
    return %3, %4 : tensor<?x8xf32>, tensor<?x2xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x?x2xf32>, %arg3: tensor<?x2xf32>, %arg4: tensor<i32>) -> tensor<?x?x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.concatenate %c_1, %0, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2 = stablehlo.dynamic_broadcast_in_dim %arg3, %1, dims = [1, 2] : (tensor<?x2xf32>, tensor<3xi32>) -> tensor<1x?x2xf32>
    %3 = stablehlo.dynamic_update_slice %arg2, %2, %arg4, %c, %c : (tensor<?x?x2xf32>, tensor<1x?x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<?x?x2xf32>
    return %3 : tensor<?x?x2xf32>
  }
}
