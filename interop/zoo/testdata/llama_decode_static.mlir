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
    %c_7 = stablehlo.constant dense<11> : tensor<i32>
    %0 = call @remainder(%arg12, %c_7) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %1 = call @_take(%arg1, %0) : (tensor<11x8xf32>, tensor<2xi32>) -> tensor<2x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.multiply %2, %2 : tensor<2x1x8xf32>
    %5 = stablehlo.reduce(%4 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x1x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x8xf32>
    %13 = stablehlo.multiply %2, %12 : tensor<2x1x8xf32>
    %14 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x1x8xf32>
    %17 = stablehlo.dot_general %16, %arg10, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x1x8xf32>) -> tensor<2x1x2x4xf32>
    %19 = stablehlo.dot_general %16, %arg8, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x1x8xf32>) -> tensor<2x1x2x4xf32>
    %21 = stablehlo.dot_general %16, %arg11, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x1x8xf32>) -> tensor<2x1x2x4xf32>
    %23 = stablehlo.iota dim = 0 : tensor<2xf32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %25 = stablehlo.divide %23, %24 : tensor<2xf32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %27 = stablehlo.power %26, %25 : tensor<2xf32>
    %28 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %29 = stablehlo.divide %28, %27 : tensor<2xf32>
    %30 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %31 = stablehlo.convert %30 : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %32 = stablehlo.broadcast_in_dim %29, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x2xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<1x2xf32>
    %35 = stablehlo.cosine %34 : tensor<1x2xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %37 = stablehlo.sine %34 : tensor<1x2xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %39 = stablehlo.slice %18 [0:2, 0:1, 0:2, 0:2] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %40 = stablehlo.slice %18 [0:2, 0:1, 0:2, 2:4] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %41 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %42 = stablehlo.multiply %39, %41 : tensor<2x1x2x2xf32>
    %43 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %44 = stablehlo.multiply %40, %43 : tensor<2x1x2x2xf32>
    %45 = stablehlo.subtract %42, %44 : tensor<2x1x2x2xf32>
    %46 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %47 = stablehlo.multiply %39, %46 : tensor<2x1x2x2xf32>
    %48 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %49 = stablehlo.multiply %40, %48 : tensor<2x1x2x2xf32>
    %50 = stablehlo.add %47, %49 : tensor<2x1x2x2xf32>
    %51 = stablehlo.concatenate %45, %50, dim = 3 : (tensor<2x1x2x2xf32>, tensor<2x1x2x2xf32>) -> tensor<2x1x2x4xf32>
    %52 = stablehlo.iota dim = 0 : tensor<2xf32>
    %53 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %54 = stablehlo.divide %52, %53 : tensor<2xf32>
    %55 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %56 = stablehlo.power %55, %54 : tensor<2xf32>
    %57 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %58 = stablehlo.divide %57, %56 : tensor<2xf32>
    %59 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %60 = stablehlo.convert %59 : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %61 = stablehlo.broadcast_in_dim %58, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %62 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x2xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<1x2xf32>
    %64 = stablehlo.cosine %63 : tensor<1x2xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %66 = stablehlo.sine %63 : tensor<1x2xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %68 = stablehlo.slice %20 [0:2, 0:1, 0:2, 0:2] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %69 = stablehlo.slice %20 [0:2, 0:1, 0:2, 2:4] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %70 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %71 = stablehlo.multiply %68, %70 : tensor<2x1x2x2xf32>
    %72 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %73 = stablehlo.multiply %69, %72 : tensor<2x1x2x2xf32>
    %74 = stablehlo.subtract %71, %73 : tensor<2x1x2x2xf32>
    %75 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %76 = stablehlo.multiply %68, %75 : tensor<2x1x2x2xf32>
    %77 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %78 = stablehlo.multiply %69, %77 : tensor<2x1x2x2xf32>
    %79 = stablehlo.add %76, %78 : tensor<2x1x2x2xf32>
    %80 = stablehlo.concatenate %74, %79, dim = 3 : (tensor<2x1x2x2xf32>, tensor<2x1x2x2xf32>) -> tensor<2x1x2x4xf32>
    %81 = stablehlo.concatenate %arg13, %80, dim = 1 : (tensor<2x3x2x4xf32>, tensor<2x1x2x4xf32>) -> tensor<2x4x2x4xf32>
    %82 = stablehlo.concatenate %arg14, %22, dim = 1 : (tensor<2x3x2x4xf32>, tensor<2x1x2x4xf32>) -> tensor<2x4x2x4xf32>
    %83 = stablehlo.dot_general %51, %81, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x1x2x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x1x4xf32>
    %84 = stablehlo.sqrt %cst_0 : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<2x2x1x4xf32>
    %86 = stablehlo.divide %83, %85 : tensor<2x2x1x4xf32>
    %87 = stablehlo.reduce(%86 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x1x4xf32>, tensor<f32>) -> tensor<2x2x1xf32>
    %88 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x1xf32>
    %89 = stablehlo.maximum %88, %87 : tensor<2x2x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x1x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<2x2x1x1xf32>) -> tensor<2x2x1x4xf32>
    %92 = stablehlo.subtract %86, %91 : tensor<2x2x1x4xf32>
    %93 = stablehlo.exponential %92 : tensor<2x2x1x4xf32>
    %94 = stablehlo.reduce(%93 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<2x2x1x4xf32>, tensor<f32>) -> tensor<2x2x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x1x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<2x2x1x1xf32>) -> tensor<2x2x1x4xf32>
    %97 = stablehlo.divide %93, %96 : tensor<2x2x1x4xf32>
    %98 = stablehlo.dot_general %82, %97, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<2x4x2x4xf32>, tensor<2x2x1x4xf32>) -> tensor<2x2x4x1xf32>
    %99 = stablehlo.transpose %98, dims = [0, 3, 1, 2] : (tensor<2x2x4x1xf32>) -> tensor<2x1x2x4xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x1x2x4xf32>) -> tensor<2x1x8xf32>
    %101 = stablehlo.dot_general %100, %arg9, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %102 = stablehlo.add %2, %101 : tensor<2x1x8xf32>
    %103 = stablehlo.multiply %102, %102 : tensor<2x1x8xf32>
    %104 = stablehlo.reduce(%103 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %106 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %107 = stablehlo.divide %105, %106 : tensor<2x1x1xf32>
    %108 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %109 = stablehlo.add %107, %108 : tensor<2x1x1xf32>
    %110 = stablehlo.rsqrt %109 : tensor<2x1x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x8xf32>
    %112 = stablehlo.multiply %102, %111 : tensor<2x1x8xf32>
    %113 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %115 = stablehlo.multiply %112, %114 : tensor<2x1x8xf32>
    %116 = stablehlo.dot_general %115, %arg2, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x16xf32>) -> tensor<2x1x16xf32>
    %117 = call @silu(%116) : (tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %118 = stablehlo.dot_general %115, %arg7, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x16xf32>) -> tensor<2x1x16xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<2x1x16xf32>
    %120 = stablehlo.dot_general %119, %arg0, contracting_dims = [2] x [0] : (tensor<2x1x16xf32>, tensor<16x8xf32>) -> tensor<2x1x8xf32>
    %121 = stablehlo.add %102, %120 : tensor<2x1x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %123 = stablehlo.multiply %122, %122 : tensor<2x8xf32>
    %124 = stablehlo.reduce(%123 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %126 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %127 = stablehlo.divide %125, %126 : tensor<2x1xf32>
    %128 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %129 = stablehlo.add %127, %128 : tensor<2x1xf32>
    %130 = stablehlo.rsqrt %129 : tensor<2x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x8xf32>
    %132 = stablehlo.multiply %122, %131 : tensor<2x8xf32>
    %133 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<2x8xf32>
    %135 = stablehlo.multiply %132, %134 : tensor<2x8xf32>
    %136 = stablehlo.dot_general %135, %arg6, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x11xf32>) -> tensor<2x11xf32>
    return %136, %81, %82 : tensor<2x11xf32>, tensor<2x4x2x4xf32>, tensor<2x4x2x4xf32>
  }
  func.func private @remainder(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<2xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %12 = stablehlo.and %11, %6 : tensor<2xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %14 = stablehlo.add %4, %13 : tensor<2xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<2xi1>, tensor<2xi32>
    return %15 : tensor<2xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take(%arg0: tensor<11x8xf32>, %arg1: tensor<2xi32>) -> tensor<2x8xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<11> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2xi32>
    %4 = call @_where_0(%1, %3, %arg1) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<2x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<2x1xi1>, tensor<i1>) -> tensor<2xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> : (tensor<11x8xf32>, tensor<2x1xi32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<2xi1>) -> tensor<2x8xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x8xi1>, tensor<2x8xf32>
    return %16 : tensor<2x8xf32>
  }
  func.func private @_where_0(%arg0: tensor<2xi1>, %arg1: tensor<2xi32>, %arg2: tensor<2xi32>) -> tensor<2xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2xi1>, tensor<2xi32>
    return %0 : tensor<2xi32>
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
