module @jit_per_example_grads attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<4xf32>, %arg2: tensor<8x16xf32>, %arg3: tensor<16x4xf32>, %arg4: tensor<?x8xf32>, %arg5: tensor<?x4xf32>) -> (tensor<?xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]['b1']"}, tensor<4xf32> {jax.result_info = "result[1]['b2']"}, tensor<8x16xf32> {jax.result_info = "result[1]['w1']"}, tensor<16x4xf32> {jax.result_info = "result[1]['w2']"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.get_dimension_size %arg4, dim = 0 : (tensor<?x8xf32>) -> tensor<i32>
    %1 = stablehlo.get_dimension_size %arg5, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %2 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[1].shape = (b, 8),args[2].shape = (b, 4). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[1].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
    %3 = stablehlo.compare EQ, %1, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%3, %1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Found inconsistency between dimension size args[2].shape[0] (= {0}) and the specification 'b' (= {1}). Using the following polymorphic shapes specifications: args[1].shape = (b, 8),args[2].shape = (b, 4). Obtained dimension variables: 'b' = {1} from specification 'b' for dimension args[1].shape[0] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
    %4:5 = call @_wrapped_jax_export_main(%0, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (tensor<i32>, tensor<16xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<16x4xf32>, tensor<?x8xf32>, tensor<?x4xf32>) -> (tensor<?xf32>, tensor<16xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<16x4xf32>)
    return %4#0, %4#1, %4#2, %4#3, %4#4 : tensor<?xf32>, tensor<16xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<16x4xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<16xf32>, %arg2: tensor<4xf32>, %arg3: tensor<8x16xf32>, %arg4: tensor<16x4xf32>, %arg5: tensor<?x8xf32>, %arg6: tensor<?x4xf32>) -> (tensor<?xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]['b1']"}, tensor<4xf32> {jax.result_info = "result[1]['b2']"}, tensor<8x16xf32> {jax.result_info = "result[1]['w1']"}, tensor<16x4xf32> {jax.result_info = "result[1]['w2']"}) {
    %c = stablehlo.constant dense<64> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<128> : tensor<1xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_4 = stablehlo.constant dense<16> : tensor<1xi32>
    %c_5 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_6 = stablehlo.constant dense<8> : tensor<1xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<1xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.concatenate %0, %c_7, %c_6, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2 = stablehlo.dynamic_broadcast_in_dim %arg5, %1, dims = [0, 2] : (tensor<?x8xf32>, tensor<3xi32>) -> tensor<?x1x8xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.concatenate %3, %c_7, %c_5, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5 = stablehlo.dynamic_broadcast_in_dim %arg6, %4, dims = [0, 2] : (tensor<?x4xf32>, tensor<3xi32>) -> tensor<?x1x4xf32>
    %6 = stablehlo.dot_general %2, %arg3, contracting_dims = [2] x [0] : (tensor<?x1x8xf32>, tensor<8x16xf32>) -> tensor<?x1x16xf32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %9 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.concatenate %9, %c_7, %c_4, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %11 = stablehlo.dynamic_broadcast_in_dim %8, %10, dims = [0, 1, 2] : (tensor<1x1x16xf32>, tensor<3xi32>) -> tensor<?x1x16xf32>
    %12 = stablehlo.add %6, %11 : tensor<?x1x16xf32>
    %13 = call @relu(%arg0, %12) : (tensor<i32>, tensor<?x1x16xf32>) -> tensor<?x1x16xf32>
    %14 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %15 = stablehlo.concatenate %14, %c_7, %c_4, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %16 = stablehlo.dynamic_broadcast_in_dim %cst_3, %15, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x1x16xf32>
    %17 = stablehlo.compare GT, %12, %16, FLOAT : (tensor<?x1x16xf32>, tensor<?x1x16xf32>) -> tensor<?x1x16xi1>
    %18 = stablehlo.dot_general %13, %arg4, contracting_dims = [2] x [0] : (tensor<?x1x16xf32>, tensor<16x4xf32>) -> tensor<?x1x4xf32>
    %19 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %21 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %22 = stablehlo.concatenate %21, %c_7, %c_5, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %23 = stablehlo.dynamic_broadcast_in_dim %20, %22, dims = [0, 1, 2] : (tensor<1x1x4xf32>, tensor<3xi32>) -> tensor<?x1x4xf32>
    %24 = stablehlo.add %18, %23 : tensor<?x1x4xf32>
    %25 = stablehlo.subtract %24, %5 : tensor<?x1x4xf32>
    %26 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %27 = stablehlo.concatenate %26, %c_7, %c_5, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %28 = stablehlo.dynamic_broadcast_in_dim %cst_2, %27, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x1x4xf32>
    %29 = stablehlo.multiply %28, %25 : tensor<?x1x4xf32>
    %30 = stablehlo.divide %cst, %cst_1 : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %33 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %34 = stablehlo.concatenate %33, %c_7, %c_5, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %35 = stablehlo.dynamic_broadcast_in_dim %32, %34, dims = [0, 1, 2] : (tensor<1x1x4xf32>, tensor<3xi32>) -> tensor<?x1x4xf32>
    %36 = stablehlo.multiply %35, %29 : tensor<?x1x4xf32>
    %37 = stablehlo.reduce(%36 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<?x1x4xf32>, tensor<f32>) -> tensor<?x4xf32>
    %38 = stablehlo.dot_general %36, %13, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<?x1x4xf32>, tensor<?x1x16xf32>) -> tensor<?x4x16xf32>
    %39 = stablehlo.transpose %38, dims = [0, 2, 1] : (tensor<?x4x16xf32>) -> tensor<?x16x4xf32>
    %40 = stablehlo.dot_general %36, %arg4, contracting_dims = [2] x [1] : (tensor<?x1x4xf32>, tensor<16x4xf32>) -> tensor<?x1x16xf32>
    %41 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %42 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %43 = stablehlo.concatenate %42, %c_7, %c_4, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %44 = stablehlo.dynamic_broadcast_in_dim %41, %43, dims = [1, 2] : (tensor<1x16xf32>, tensor<3xi32>) -> tensor<?x1x16xf32>
    %45 = stablehlo.select %17, %40, %44 : tensor<?x1x16xi1>, tensor<?x1x16xf32>
    %46 = stablehlo.reduce(%45 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<?x1x16xf32>, tensor<f32>) -> tensor<?x16xf32>
    %47 = stablehlo.dot_general %45, %2, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<?x1x16xf32>, tensor<?x1x8xf32>) -> tensor<?x16x8xf32>
    %48 = stablehlo.transpose %47, dims = [0, 2, 1] : (tensor<?x16x8xf32>) -> tensor<?x8x16xf32>
    %49 = stablehlo.multiply %46, %46 : tensor<?x16xf32>
    %50 = stablehlo.reduce(%49 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<?x16xf32>, tensor<f32>) -> tensor<?xf32>
    %51 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %52 = stablehlo.dynamic_broadcast_in_dim %cst_3, %51, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %53 = stablehlo.add %52, %50 : tensor<?xf32>
    %54 = stablehlo.multiply %37, %37 : tensor<?x4xf32>
    %55 = stablehlo.reduce(%54 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
    %56 = stablehlo.add %53, %55 : tensor<?xf32>
    %57 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.concatenate %57, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %59 = stablehlo.dynamic_reshape %48, %58 : (tensor<?x8x16xf32>, tensor<2xi32>) -> tensor<?x128xf32>
    %60 = stablehlo.multiply %59, %59 : tensor<?x128xf32>
    %61 = stablehlo.reduce(%60 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<?x128xf32>, tensor<f32>) -> tensor<?xf32>
    %62 = stablehlo.add %56, %61 : tensor<?xf32>
    %63 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %64 = stablehlo.concatenate %63, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %65 = stablehlo.dynamic_reshape %39, %64 : (tensor<?x16x4xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %66 = stablehlo.multiply %65, %65 : tensor<?x64xf32>
    %67 = stablehlo.reduce(%66 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %68 = stablehlo.add %62, %67 : tensor<?xf32>
    %69 = stablehlo.sqrt %68 : tensor<?xf32>
    %70 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %71 = stablehlo.reduce(%46 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %73 = stablehlo.divide %71, %72 : tensor<16xf32>
    %74 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %75 = stablehlo.reduce(%37 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<?x4xf32>, tensor<f32>) -> tensor<4xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %77 = stablehlo.divide %75, %76 : tensor<4xf32>
    %78 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %79 = stablehlo.reduce(%48 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<?x8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %81 = stablehlo.divide %79, %80 : tensor<8x16xf32>
    %82 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %83 = stablehlo.reduce(%39 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<?x16x4xf32>, tensor<f32>) -> tensor<16x4xf32>
    %84 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %85 = stablehlo.divide %83, %84 : tensor<16x4xf32>
    return %69, %73, %77, %81, %85 : tensor<?xf32>, tensor<16xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<16x4xf32>
  }
  func.func private @relu(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?x1x16xf32>) -> tensor<?x1x16xf32> {
    %c = stablehlo.constant dense<16> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.concatenate %0, %c_0, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2 = stablehlo.dynamic_broadcast_in_dim %cst, %1, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x1x16xf32>
    %3 = stablehlo.maximum %arg1, %2 : tensor<?x1x16xf32>
    return %3 : tensor<?x1x16xf32>
  }
}
