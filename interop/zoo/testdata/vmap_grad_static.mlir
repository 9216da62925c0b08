module @jit_per_example_grads attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<4xf32>, %arg2: tensor<8x16xf32>, %arg3: tensor<16x4xf32>, %arg4: tensor<2x8xf32>, %arg5: tensor<2x4xf32>) -> (tensor<2xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]['b1']"}, tensor<4xf32> {jax.result_info = "result[1]['b2']"}, tensor<8x16xf32> {jax.result_info = "result[1]['w1']"}, tensor<16x4xf32> {jax.result_info = "result[1]['w2']"}) {
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg4, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg5, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %2 = stablehlo.dot_general %0, %arg2, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x16xf32>) -> tensor<2x1x16xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x1x16xf32>
    %6 = stablehlo.add %2, %5 : tensor<2x1x16xf32>
    %7 = call @relu(%6) : (tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %9 = stablehlo.compare GT, %6, %8, FLOAT : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xi1>
    %10 = stablehlo.dot_general %7, %arg3, contracting_dims = [2] x [0] : (tensor<2x1x16xf32>, tensor<16x4xf32>) -> tensor<2x1x4xf32>
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x1x4xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x1x4xf32>
    %15 = stablehlo.subtract %14, %1 : tensor<2x1x4xf32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x4xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<2x1x4xf32>
    %18 = stablehlo.divide %cst_0, %cst : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x1x4xf32>
    %22 = stablehlo.multiply %21, %17 : tensor<2x1x4xf32>
    %23 = stablehlo.reduce(%22 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x1x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %24 = stablehlo.dot_general %22, %7, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<2x1x4xf32>, tensor<2x1x16xf32>) -> tensor<2x4x16xf32>
    %25 = stablehlo.transpose %24, dims = [0, 2, 1] : (tensor<2x4x16xf32>) -> tensor<2x16x4xf32>
    %26 = stablehlo.dot_general %22, %arg3, contracting_dims = [2] x [1] : (tensor<2x1x4xf32>, tensor<16x4xf32>) -> tensor<2x1x16xf32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<2x1x16xf32>
    %29 = stablehlo.select %9, %26, %28 : tensor<2x1x16xi1>, tensor<2x1x16xf32>
    %30 = stablehlo.reduce(%29 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %31 = stablehlo.dot_general %29, %0, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<2x1x16xf32>, tensor<2x1x8xf32>) -> tensor<2x16x8xf32>
    %32 = stablehlo.transpose %31, dims = [0, 2, 1] : (tensor<2x16x8xf32>) -> tensor<2x8x16xf32>
    %33 = stablehlo.multiply %30, %30 : tensor<2x16xf32>
    %34 = stablehlo.reduce(%33 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %35 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %36 = stablehlo.add %35, %34 : tensor<2xf32>
    %37 = stablehlo.multiply %23, %23 : tensor<2x4xf32>
    %38 = stablehlo.reduce(%37 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %39 = stablehlo.add %36, %38 : tensor<2xf32>
    %40 = stablehlo.reshape %32 : (tensor<2x8x16xf32>) -> tensor<2x128xf32>
    %41 = stablehlo.multiply %40, %40 : tensor<2x128xf32>
    %42 = stablehlo.reduce(%41 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<2xf32>
    %43 = stablehlo.add %39, %42 : tensor<2xf32>
    %44 = stablehlo.reshape %25 : (tensor<2x16x4xf32>) -> tensor<2x64xf32>
    %45 = stablehlo.multiply %44, %44 : tensor<2x64xf32>
    %46 = stablehlo.reduce(%45 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %47 = stablehlo.add %43, %46 : tensor<2xf32>
    %48 = stablehlo.sqrt %47 : tensor<2xf32>
    %49 = stablehlo.reduce(%30 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %50 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %51 = stablehlo.divide %49, %50 : tensor<16xf32>
    %52 = stablehlo.reduce(%23 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %53 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %54 = stablehlo.divide %52, %53 : tensor<4xf32>
    %55 = stablehlo.reduce(%32 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %56 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %57 = stablehlo.divide %55, %56 : tensor<8x16xf32>
    %58 = stablehlo.reduce(%25 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<2x16x4xf32>, tensor<f32>) -> tensor<16x4xf32>
    %59 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %60 = stablehlo.divide %58, %59 : tensor<16x4xf32>
    return %48, %51, %54, %57, %60 : tensor<2xf32>, tensor<16xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<16x4xf32>
  }
  func.func private @relu(%arg0: tensor<2x1x16xf32>) -> tensor<2x1x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x1x16xf32>
    return %1 : tensor<2x1x16xf32>
  }
}
