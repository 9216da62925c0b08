module @jit_decode_step attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8xf32>, %arg1: tensor<11x8xf32>, %arg2: tensor<8x16xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8x11xf32>, %arg7: tensor<8x16xf32>, %arg8: tensor<8x8xf32>, %arg9: tensor<8x8xf32>, %arg10: tensor<8x8xf32>, %arg11: tensor<8x8xf32>, %arg12: tensor<2xi32>, %arg13: tensor<2x3x2x4xf32>, %arg14: tensor<2x3x2x4xf32>) -> (tensor<2x11xf32> {jax.result_info = "result[0]"}, tensor<2x4x2x4xf32> {jax.result_info = "result[1]"}, tensor<2x4x2x4xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = call @_take(%arg1, %arg12) : (tensor<11x8xf32>, tensor<2xi32>) -> tensor<2x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.multiply %1, %1 : tensor<2x1x8xf32>
    %4 = stablehlo.reduce(%3 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2x1x1xf32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<2x1x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<2x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x8xf32>
    %12 = stablehlo.multiply %1, %11 : tensor<2x1x8xf32>
    %13 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x1x8xf32>
    %16 = stablehlo.dot_general %15, %arg10, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x1x8xf32>) -> tensor<2x1x2x4xf32>
    %18 = stablehlo.dot_general %15, %arg8, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x1x8xf32>) -> tensor<2x1x2x4xf32>
    %20 = stablehlo.dot_general %15, %arg11, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x1x8xf32>) -> tensor<2x1x2x4xf32>
    %22 = stablehlo.iota dim = 0 : tensor<2xf32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %24 = stablehlo.divide %22, %23 : tensor<2xf32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %26 = stablehlo.power %25, %24 : tensor<2xf32>
    %27 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %28 = stablehlo.divide %27, %26 : tensor<2xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %30 = stablehlo.convert %29 : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x2xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<1x2xf32>
    %34 = stablehlo.cosine %33 : tensor<1x2xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %36 = stablehlo.sine %33 : tensor<1x2xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %38 = stablehlo.slice %17 [0:2, 0:1, 0:2, 0:2] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %39 = stablehlo.slice %17 [0:2, 0:1, 0:2, 2:4] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %40 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<2x1x2x2xf32>
    %42 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %43 = stablehlo.multiply %39, %42 : tensor<2x1x2x2xf32>
    %44 = stablehlo.subtract %41, %43 : tensor<2x1x2x2xf32>
    %45 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %46 = stablehlo.multiply %38, %45 : tensor<2x1x2x2xf32>
    %47 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %48 = stablehlo.multiply %39, %47 : tensor<2x1x2x2xf32>
    %49 = stablehlo.add %46, %48 : tensor<2x1x2x2xf32>
    %50 = stablehlo.concatenate %44, %49, dim = 3 : (tensor<2x1x2x2xf32>, tensor<2x1x2x2xf32>) -> tensor<2x1x2x4xf32>
    %51 = stablehlo.iota dim = 0 : tensor<2xf32>
    %52 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %53 = stablehlo.divide %51, %52 : tensor<2xf32>
    %54 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %55 = stablehlo.power %54, %53 : tensor<2xf32>
    %56 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %57 = stablehlo.divide %56, %55 : tensor<2xf32>
    %58 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %59 = stablehlo.convert %58 : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %60 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x2xf32>
    %62 = stablehlo.multiply %61, %60 : tensor<1x2xf32>
    %63 = stablehlo.cosine %62 : tensor<1x2xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %65 = stablehlo.sine %62 : tensor<1x2xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %67 = stablehlo.slice %19 [0:2, 0:1, 0:2, 0:2] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %68 = stablehlo.slice %19 [0:2, 0:1, 0:2, 2:4] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %69 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %70 = stablehlo.multiply %67, %69 : tensor<2x1x2x2xf32>
    %71 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %72 = stablehlo.multiply %68, %71 : tensor<2x1x2x2xf32>
    %73 = stablehlo.subtract %70, %72 : tensor<2x1x2x2xf32>
    %74 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %75 = stablehlo.multiply %67, %74 : tensor<2x1x2x2xf32>
    %76 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %77 = stablehlo.multiply %68, %76 : tensor<2x1x2x2xf32>
    %78 = stablehlo.add %75, %77 : tensor<2x1x2x2xf32>
    %79 = stablehlo.concatenate %73, %78, dim = 3 : (tensor<2x1x2x2xf32>, tensor<2x1x2x2xf32>) -> tensor<2x1x2x4xf32>
    %80 = stablehlo.concatenate %arg13, %79, dim = 1 : (tensor<2x3x2x4xf32>, tensor<2x1x2x4xf32>) -> tensor<2x4x2x4xf32>
    %81 = stablehlo.concatenate %arg14, %21, dim = 1 : (tensor<2x3x2x4xf32>, tensor<2x1x2x4xf32>) -> tensor<2x4x2x4xf32>
    %82 = stablehlo.dot_general %50, %80, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x1x2x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x1x4xf32>
    %83 = stablehlo.sqrt %cst_0 : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<2x2x1x4xf32>
    %85 = stablehlo.divide %82, %84 : tensor<2x2x1x4xf32>
    %86 = stablehlo.reduce(%85 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x1x4xf32>, tensor<f32>) -> tensor<2x2x1xf32>
    %87 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x1xf32>
    %88 = stablehlo.maximum %87, %86 : tensor<2x2x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x1x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<2x2x1x1xf32>) -> tensor<2x2x1x4xf32>
    %91 = stablehlo.subtract %85, %90 : tensor<2x2x1x4xf32>
    %92 = stablehlo.exponential %91 : tensor<2x2x1x4xf32>
    %93 = stablehlo.reduce(%92 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<2x2x1x4xf32>, tensor<f32>) -> tensor<2x2x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x1x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<2x2x1x1xf32>) -> tensor<2x2x1x4xf32>
    %96 = stablehlo.divide %92, %95 : tensor<2x2x1x4xf32>
    %97 = stablehlo.dot_general %81, %96, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<2x4x2x4xf32>, tensor<2x2x1x4xf32>) -> tensor<2x2x4x1xf32>
    %98 = stablehlo.transpose %97, dims = [0, 3, 1, 2] : (tensor<2x2x4x1xf32>) -> tensor<2x1x2x4xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x1x2x4xf32>) -> tensor<2x1x8xf32>
    %100 = stablehlo.dot_general %99, %arg9, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %101 = stablehlo.add %1, %100 : tensor<2x1x8xf32>
    %102 = stablehlo.multiply %101, %101 : tensor<2x1x8xf32>
    %103 = stablehlo.reduce(%102 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %105 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %106 = stablehlo.divide %104, %105 : tensor<2x1x1xf32>
    %107 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %108 = stablehlo.add %106, %107 : tensor<2x1x1xf32>
    %109 = stablehlo.rsqrt %108 : tensor<2x1x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x8xf32>
    %111 = stablehlo.multiply %101, %110 : tensor<2x1x8xf32>
    %112 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %114 = stablehlo.multiply %111, %113 : tensor<2x1x8xf32>
    %115 = stablehlo.dot_general %114, %arg2, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x16xf32>) -> tensor<2x1x16xf32>
    %116 = call @silu(%115) : (tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %117 = stablehlo.dot_general %114, %arg7, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x16xf32>) -> tensor<2x1x16xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<2x1x16xf32>
    %119 = stablehlo.dot_general %118, %arg0, contracting_dims = [2] x [0] : (tensor<2x1x16xf32>, tensor<16x8xf32>) -> tensor<2x1x8xf32>
    %120 = stablehlo.add %101, %119 : tensor<2x1x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %122 = stablehlo.multiply %121, %121 : tensor<2x8xf32>
    %123 = stablehlo.reduce(%122 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %125 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %126 = stablehlo.divide %124, %125 : tensor<2x1xf32>
    %127 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %128 = stablehlo.add %126, %127 : tensor<2x1xf32>
    %129 = stablehlo.rsqrt %128 : tensor<2x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x8xf32>
    %131 = stablehlo.multiply %121, %130 : tensor<2x8xf32>
    %132 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<2x8xf32>
    %134 = stablehlo.multiply %131, %133 : tensor<2x8xf32>
    %135 = stablehlo.dot_general %134, %arg6, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x11xf32>) -> tensor<2x11xf32>
    return %135, %80, %81 : tensor<2x11xf32>, tensor<2x4x2x4xf32>, tensor<2x4x2x4xf32>
  }
  func.func private @_take(%arg0: tensor<11x8xf32>, %arg1: tensor<2xi32>) -> tensor<2x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> : (tensor<11x8xf32>, tensor<2x1xi32>) -> tensor<2x8xf32>
    return %1 : tensor<2x8xf32>
  }
  func.func private @silu(%arg0: tensor<2x1x16xf32>) -> tensor<2x1x16xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg0 : tensor<2x1x16xf32>
    %1 = stablehlo.exponential %0 : tensor<2x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x1x16xf32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x1x16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x1x16xf32>
    return %6 : tensor<2x1x16xf32>
  }
}
