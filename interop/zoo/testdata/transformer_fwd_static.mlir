module @jit_encoder attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8x8xf32>, %arg5: tensor<8x8xf32>, %arg6: tensor<8x8xf32>, %arg7: tensor<8x8xf32>, %arg8: tensor<2x5x8xf32>) -> (tensor<2x5x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_6 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg8 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x5x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %5 = stablehlo.subtract %arg8, %4 : tensor<2x5x8xf32>
    %6 = call @_var(%arg8, %c) : (tensor<2x5x8xf32>, tensor<i32>) -> tensor<2x5x1xf32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<2x5x1xf32>
    %9 = stablehlo.sqrt %8 : tensor<2x5x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %11 = stablehlo.divide %5, %10 : tensor<2x5x8xf32>
    %12 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<2x5x8xf32>
    %15 = stablehlo.dot_general %14, %arg6, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %17 = stablehlo.dot_general %14, %arg4, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %19 = stablehlo.dot_general %14, %arg7, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %21 = stablehlo.dot_general %16, %18, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x5x2x4xf32>, tensor<2x5x2x4xf32>) -> tensor<2x2x5x5xf32>
    %22 = stablehlo.sqrt %cst_4 : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<2x2x5x5xf32>
    %24 = stablehlo.divide %21, %23 : tensor<2x2x5x5xf32>
    %25 = stablehlo.reduce(%24 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x2x5xf32>
    %27 = stablehlo.maximum %26, %25 : tensor<2x2x5xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %30 = stablehlo.subtract %24, %29 : tensor<2x2x5x5xf32>
    %31 = stablehlo.exponential %30 : tensor<2x2x5x5xf32>
    %32 = stablehlo.reduce(%31 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %35 = stablehlo.divide %31, %34 : tensor<2x2x5x5xf32>
    %36 = stablehlo.dot_general %20, %35, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<2x5x2x4xf32>, tensor<2x2x5x5xf32>) -> tensor<2x2x4x5xf32>
    %37 = stablehlo.transpose %36, dims = [0, 3, 1, 2] : (tensor<2x2x4x5xf32>) -> tensor<2x5x2x4xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %39 = stablehlo.dot_general %38, %arg5, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %40 = stablehlo.add %arg8, %39 : tensor<2x5x8xf32>
    %41 = stablehlo.reduce(%40 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %44 = stablehlo.divide %42, %43 : tensor<2x5x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %46 = stablehlo.subtract %40, %45 : tensor<2x5x8xf32>
    %47 = call @_var(%40, %c) : (tensor<2x5x8xf32>, tensor<i32>) -> tensor<2x5x1xf32>
    %48 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %49 = stablehlo.add %47, %48 : tensor<2x5x1xf32>
    %50 = stablehlo.sqrt %49 : tensor<2x5x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %52 = stablehlo.divide %46, %51 : tensor<2x5x8xf32>
    %53 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %55 = stablehlo.multiply %52, %54 : tensor<2x5x8xf32>
    %56 = stablehlo.dot_general %55, %arg0, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x16xf32>) -> tensor<2x5x16xf32>
    %57 = stablehlo.multiply %56, %56 : tensor<2x5x16xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<2x5x16xf32>
    %59 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x5x16xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<2x5x16xf32>
    %61 = stablehlo.add %56, %60 : tensor<2x5x16xf32>
    %62 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x5x16xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<2x5x16xf32>
    %64 = stablehlo.tanh %63 : tensor<2x5x16xf32>
    %65 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x5x16xf32>
    %66 = stablehlo.add %65, %64 : tensor<2x5x16xf32>
    %67 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5x16xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<2x5x16xf32>
    %69 = stablehlo.multiply %56, %68 : tensor<2x5x16xf32>
    %70 = stablehlo.dot_general %69, %arg1, contracting_dims = [2] x [0] : (tensor<2x5x16xf32>, tensor<16x8xf32>) -> tensor<2x5x8xf32>
    %71 = stablehlo.add %40, %70 : tensor<2x5x8xf32>
    return %71 : tensor<2x5x8xf32>
  }
  func.func private @_var(%arg0: tensor<2x5x8xf32>, %arg1: tensor<i32>) -> tensor<2x5x1xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x5x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x5x8xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<2x5x8xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x5x1xf32>
    %13 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = call @_where(%13, %12, %cst) : (tensor<i1>, tensor<2x5x1xf32>, tensor<f32>) -> tensor<2x5x1xf32>
    return %14 : tensor<2x5x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x5x1xf32>, %arg2: tensor<f32>) -> tensor<2x5x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x5x1xf32>
    return %2 : tensor<2x5x1xf32>
  }
}
