module @jit_step attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<4xf32>, %arg2: tensor<8x16xf32>, %arg3: tensor<16x4xf32>, %arg4: tensor<2x8xf32>, %arg5: tensor<2x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]['b1']"}, tensor<4xf32> {jax.result_info = "result[1]['b2']"}, tensor<8x16xf32> {jax.result_info = "result[1]['w1']"}, tensor<16x4xf32> {jax.result_info = "result[1]['w2']"}) {
    %cst = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg4, %arg2, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x16xf32>) -> tensor<2x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x16xf32>
    %4 = call @relu(%3) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0] : (tensor<2x16xf32>, tensor<16x4xf32>) -> tensor<2x4xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2x4xf32>
    %10 = stablehlo.add %7, %9 : tensor<2x4xf32>
    %11 = stablehlo.subtract %10, %arg5 : tensor<2x4xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<2x4xf32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<2x4xf32>
    %15 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %16 = stablehlo.divide %15, %cst_1 : tensor<f32>
    %17 = stablehlo.divide %cst_0, %cst_1 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %19 = stablehlo.multiply %18, %14 : tensor<2x4xf32>
    %20 = stablehlo.reduce(%19 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.reshape %20 : (tensor<4xf32>) -> tensor<1x4xf32>
    %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %23 = stablehlo.dot_general %19, %4, contracting_dims = [0] x [0] : (tensor<2x4xf32>, tensor<2x16xf32>) -> tensor<4x16xf32>
    %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %25 = stablehlo.dot_general %19, %arg3, contracting_dims = [1] x [1] : (tensor<2x4xf32>, tensor<16x4xf32>) -> tensor<2x16xf32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %27 = stablehlo.select %6, %25, %26 : tensor<2x16xi1>, tensor<2x16xf32>
    %28 = stablehlo.reduce(%27 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.reshape %28 : (tensor<16xf32>) -> tensor<1x16xf32>
    %30 = stablehlo.reduce(%29 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %31 = stablehlo.dot_general %27, %arg4, contracting_dims = [0] x [0] : (tensor<2x16xf32>, tensor<2x8xf32>) -> tensor<16x8xf32>
    %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %33 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %34 = stablehlo.multiply %33, %30 : tensor<16xf32>
    %35 = stablehlo.subtract %arg0, %34 : tensor<16xf32>
    %36 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %37 = stablehlo.multiply %36, %22 : tensor<4xf32>
    %38 = stablehlo.subtract %arg1, %37 : tensor<4xf32>
    %39 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %40 = stablehlo.multiply %39, %32 : tensor<8x16xf32>
    %41 = stablehlo.subtract %arg2, %40 : tensor<8x16xf32>
    %42 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %43 = stablehlo.multiply %42, %24 : tensor<16x4xf32>
    %44 = stablehlo.subtract %arg3, %43 : tensor<16x4xf32>
    return %16, %35, %38, %41, %44 : tensor<f32>, tensor<16xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<16x4xf32>
  }
  func.func private @relu(%arg0: tensor<2x16xf32>) -> tensor<2x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16xf32>
    return %1 : tensor<2x16xf32>
  }
}
