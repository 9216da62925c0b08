module @jit_step attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<4xf32>, %arg2: tensor<8x16xf32>, %arg3: tensor<16x4xf32>, %arg4: tensor<?x8xf32>, %arg5: tensor<?x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]['b1']"}, tensor<4xf32> {jax.result_info = "result[1]['b2']"}, tensor<8x16xf32> {jax.result_info = "result[1]['w1']"}, tensor<16x4xf32> {jax.result_info = "result[1]['w2']"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.get_dimension_size %arg4, dim = 0 : (tensor<?x8xf32>) -> tensor<i32>
    %1 = stablehlo.get_dimension_size %arg5, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %2 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[1].shape = (b, 8),args[2].shape = (b, 4). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[1].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
    %3 = stablehlo.compare EQ, %1, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%3, %1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Found inconsistency between dimension size args[2].shape[0] (= {0}) and the specification 'b' (= {1}). Using the following polymorphic shapes specifications: args[1].shape = (b, 8),args[2].shape = (b, 4). Obtained dimension variables: 'b' = {1} from specification 'b' for dimension args[1].shape[0] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
    %4:5 = call @_wrapped_jax_export_main(%0, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (tensor<i32>, tensor<16xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<16x4xf32>, tensor<?x8xf32>, tensor<?x4xf32>) -> (tensor<f32>, tensor<16xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<16x4xf32>)
    return %4#0, %4#1, %4#2, %4#3, %4#4 : tensor<f32>, tensor<16xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<16x4xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<16xf32>, %arg2: tensor<4xf32>, %arg3: tensor<8x16xf32>, %arg4: tensor<16x4xf32>, %arg5: tensor<?x8xf32>, %arg6: tensor<?x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]['b1']"}, tensor<4xf32> {jax.result_info = "result[1]['b2']"}, tensor<8x16xf32> {jax.result_info = "result[1]['w1']"}, tensor<16x4xf32> {jax.result_info = "result[1]['w2']"}) {
    %cst = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<4> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_4 = stablehlo.constant dense<16> : tensor<1xi32>
    %0 = stablehlo.dot_general %arg5, %arg3, contracting_dims = [1] x [0] : (tensor<?x8xf32>, tensor<8x16xf32>) -> tensor<?x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.concatenate %2, %c_4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4 = stablehlo.dynamic_broadcast_in_dim %1, %3, dims = [0, 1] : (tensor<1x16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %5 = stablehlo.add %0, %4 : tensor<?x16xf32>
    %6 = call @relu(%arg0, %5) : (tensor<i32>, tensor<?x16xf32>) -> tensor<?x16xf32>
    %7 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.concatenate %7, %c_4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %9 = stablehlo.dynamic_broadcast_in_dim %cst_3, %8, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x16xf32>
    %10 = stablehlo.compare GT, %5, %9, FLOAT : (tensor<?x16xf32>, tensor<?x16xf32>) -> tensor<?x16xi1>
    %11 = stablehlo.dot_general %6, %arg4, contracting_dims = [1] x [0] : (tensor<?x16xf32>, tensor<16x4xf32>) -> tensor<?x4xf32>
    %12 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %13 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.concatenate %13, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %15 = stablehlo.dynamic_broadcast_in_dim %12, %14, dims = [0, 1] : (tensor<1x4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
    %16 = stablehlo.add %11, %15 : tensor<?x4xf32>
    %17 = stablehlo.subtract %16, %arg6 : tensor<?x4xf32>
    %18 = stablehlo.multiply %17, %17 : tensor<?x4xf32>
    %19 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %20 = stablehlo.concatenate %19, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %21 = stablehlo.dynamic_broadcast_in_dim %cst_1, %20, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x4xf32>
    %22 = stablehlo.multiply %21, %17 : tensor<?x4xf32>
    %23 = stablehlo.convert %arg0 : tensor<i32>
    %24 = stablehlo.multiply %23, %c_2 : tensor<i32>
    %25 = stablehlo.convert %24 : (tensor<i32>) -> tensor<f32>
    %26 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.divide %26, %25 : tensor<f32>
    %28 = stablehlo.divide %cst_0, %25 : tensor<f32>
    %29 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %30 = stablehlo.concatenate %29, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %31 = stablehlo.dynamic_broadcast_in_dim %28, %30, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x4xf32>
    %32 = stablehlo.multiply %31, %22 : tensor<?x4xf32>
    %33 = stablehlo.reduce(%32 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<?x4xf32>, tensor<f32>) -> tensor<4xf32>
    %34 = stablehlo.reshape %33 : (tensor<4xf32>) -> tensor<1x4xf32>
    %35 = stablehlo.reduce(%34 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %36 = stablehlo.dot_general %32, %6, contracting_dims = [0] x [0] : (tensor<?x4xf32>, tensor<?x16xf32>) -> tensor<4x16xf32>
    %37 = stablehlo.transpose %36, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %38 = stablehlo.dot_general %32, %arg4, contracting_dims = [1] x [1] : (tensor<?x4xf32>, tensor<16x4xf32>) -> tensor<?x16xf32>
    %39 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %40 = stablehlo.concatenate %39, %c_4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %41 = stablehlo.dynamic_broadcast_in_dim %cst_3, %40, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x16xf32>
    %42 = stablehlo.select %10, %38, %41 : tensor<?x16xi1>, tensor<?x16xf32>
    %43 = stablehlo.reduce(%42 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %44 = stablehlo.reshape %43 : (tensor<16xf32>) -> tensor<1x16xf32>
    %45 = stablehlo.reduce(%44 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %46 = stablehlo.dot_general %42, %arg5, contracting_dims = [0] x [0] : (tensor<?x16xf32>, tensor<?x8xf32>) -> tensor<16x8xf32>
    %47 = stablehlo.transpose %46, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %48 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %49 = stablehlo.multiply %48, %45 : tensor<16xf32>
    %50 = stablehlo.subtract %arg1, %49 : tensor<16xf32>
    %51 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %52 = stablehlo.multiply %51, %35 : tensor<4xf32>
    %53 = stablehlo.subtract %arg2, %52 : tensor<4xf32>
    %54 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %55 = stablehlo.multiply %54, %47 : tensor<8x16xf32>
    %56 = stablehlo.subtract %arg3, %55 : tensor<8x16xf32>
    %57 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %58 = stablehlo.multiply %57, %37 : tensor<16x4xf32>
    %59 = stablehlo.subtract %arg4, %58 : tensor<16x4xf32>
    return %27, %50, %53, %56, %59 : tensor<f32>, tensor<16xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<16x4xf32>
  }
  func.func private @relu(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?x16xf32>) -> tensor<?x16xf32> {
    %c = stablehlo.constant dense<16> : tensor<1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.concatenate %0, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2 = stablehlo.dynamic_broadcast_in_dim %cst, %1, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x16xf32>
    %3 = stablehlo.maximum %arg1, %2 : tensor<?x16xf32>
    return %3 : tensor<?x16xf32>
  }
}
