module @jit_transformer {
  symopt.dim @B
  symopt.dim @T
  func.func public @train_step(%arg0: tensor<64x16xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16x16xf32>, %arg7: tensor<16x16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16x16xf32>, %arg17: tensor<16x16xf32>, %arg18: tensor<16x16xf32>, %arg19: tensor<16x16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<64x16xf32>, %arg29: tensor<64x16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<16x16xf32>, %arg33: tensor<16x16xf32>, %arg34: tensor<16x16xf32>, %arg35: tensor<16x16xf32>, %arg36: tensor<16xf32>, %arg37: tensor<16xf32>, %arg38: tensor<16x32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32x16xf32>, %arg41: tensor<16xf32>, %arg42: tensor<16xf32>, %arg43: tensor<16xf32>, %arg44: tensor<16x16xf32>, %arg45: tensor<16x16xf32>, %arg46: tensor<16x16xf32>, %arg47: tensor<16x16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16x32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32x16xf32>, %arg53: tensor<16xf32>, %arg54: tensor<16xf32>, %arg55: tensor<16xf32>, %arg56: tensor<64x16xf32>, %arg57: tensor<64x16xf32>, %arg58: tensor<16xf32>, %arg59: tensor<16xf32>, %arg60: tensor<16x16xf32>, %arg61: tensor<16x16xf32>, %arg62: tensor<16x16xf32>, %arg63: tensor<16x16xf32>, %arg64: tensor<16xf32>, %arg65: tensor<16xf32>, %arg66: tensor<16x32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32x16xf32>, %arg69: tensor<16xf32>, %arg70: tensor<16xf32>, %arg71: tensor<16xf32>, %arg72: tensor<16x16xf32>, %arg73: tensor<16x16xf32>, %arg74: tensor<16x16xf32>, %arg75: tensor<16x16xf32>, %arg76: tensor<16xf32>, %arg77: tensor<16xf32>, %arg78: tensor<16x32xf32>, %arg79: tensor<32xf32>, %arg80: tensor<32x16xf32>, %arg81: tensor<16xf32>, %arg82: tensor<16xf32>, %arg83: tensor<16xf32>, %arg84: tensor<f32>, %arg85: tensor<?x?xi32, [@B, @T]>, %arg86: tensor<?x?xi32, [@B, @T]>) -> (tensor<f32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>) {
    %0 = "stablehlo.gather"(%arg0, %arg85) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<?x?xi32, [@B, @T]>) -> tensor<?x?x16xf32>
    %1 = stablehlo.get_dimension_size %arg85, dim = 0 : (tensor<?x?xi32, [@B, @T]>) -> tensor<i32>
    %2 = stablehlo.get_dimension_size %arg85, dim = 1 : (tensor<?x?xi32, [@B, @T]>) -> tensor<i32>
    %3 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.dynamic_iota %3, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
    %5 = "stablehlo.gather"(%arg1, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<?xi32>) -> tensor<?x16xf32>
    %6 = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?x?x16xf32>) -> tensor<i32>
    %7 = stablehlo.get_dimension_size %0, dim = 1 : (tensor<?x?x16xf32>) -> tensor<i32>
    %8 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %c = stablehlo.constant dense<16> : tensor<1xi32>
    %10 = stablehlo.concatenate %8, %9, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %11 = stablehlo.dynamic_broadcast_in_dim %5, %10, dims = [1, 2] : (tensor<?x16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %12 = stablehlo.add %0, %11 : tensor<?x?x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %14 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %15 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %17 = stablehlo.dynamic_broadcast_in_dim %cst_0, %16, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %18 = stablehlo.divide %13, %17 : tensor<?x?xf32>
    %19 = stablehlo.dynamic_broadcast_in_dim %18, %10, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %20 = stablehlo.subtract %12, %19 : tensor<?x?x16xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<?x?x16xf32>
    %22 = stablehlo.reduce(%21 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %23 = stablehlo.divide %22, %17 : tensor<?x?xf32>
    %24 = stablehlo.dynamic_broadcast_in_dim %23, %10, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %25 = stablehlo.dynamic_broadcast_in_dim %cst_1, %10, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %26 = stablehlo.add %24, %25 : tensor<?x?x16xf32>
    %27 = stablehlo.rsqrt %26 : tensor<?x?x16xf32>
    %28 = stablehlo.multiply %20, %27 : tensor<?x?x16xf32>
    %29 = stablehlo.dynamic_broadcast_in_dim %arg2, %10, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<?x?x16xf32>
    %31 = stablehlo.dynamic_broadcast_in_dim %arg3, %10, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %32 = stablehlo.add %30, %31 : tensor<?x?x16xf32>
    %33 = stablehlo.dot_general %32, %arg4, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %34 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %35 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %c_2 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %36 = stablehlo.concatenate %34, %35, %c_2, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
    %37 = stablehlo.dynamic_reshape %33, %36 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %38 = stablehlo.dot_general %32, %arg5, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %39 = stablehlo.dynamic_reshape %38, %36 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %40 = stablehlo.dot_general %32, %arg6, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %41 = stablehlo.dynamic_reshape %40, %36 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %42 = stablehlo.dot_general %37, %39, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %cst_3 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %43 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %c_4 = stablehlo.constant dense<2> : tensor<1xi32>
    %44 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %45 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %46 = stablehlo.concatenate %43, %c_4, %44, %45, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %47 = stablehlo.dynamic_broadcast_in_dim %cst_3, %46, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %48 = stablehlo.multiply %42, %47 : tensor<?x2x?x?xf32>
    %49 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %50 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %51 = stablehlo.concatenate %49, %50, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %52 = stablehlo.dynamic_iota %51, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %53 = stablehlo.dynamic_iota %51, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %54 = stablehlo.compare GE, %52, %53, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %55 = stablehlo.dynamic_broadcast_in_dim %54, %46, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %56 = stablehlo.dynamic_broadcast_in_dim %cst_5, %46, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %57 = stablehlo.select %55, %48, %56 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %59 = stablehlo.dynamic_broadcast_in_dim %58, %46, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %60 = stablehlo.subtract %57, %59 : tensor<?x2x?x?xf32>
    %61 = stablehlo.exponential %60 : tensor<?x2x?x?xf32>
    %62 = stablehlo.reduce(%61 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %63 = stablehlo.dynamic_broadcast_in_dim %62, %46, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %64 = stablehlo.divide %61, %63 : tensor<?x2x?x?xf32>
    %65 = stablehlo.dot_general %64, %41, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %66 = stablehlo.transpose %65, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %67 = stablehlo.dynamic_reshape %66, %10 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %68 = stablehlo.dot_general %67, %arg7, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %69 = stablehlo.add %12, %68 : tensor<?x?x16xf32>
    %70 = stablehlo.reduce(%69 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %71 = stablehlo.divide %70, %17 : tensor<?x?xf32>
    %72 = stablehlo.dynamic_broadcast_in_dim %71, %10, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %73 = stablehlo.subtract %69, %72 : tensor<?x?x16xf32>
    %74 = stablehlo.multiply %73, %73 : tensor<?x?x16xf32>
    %75 = stablehlo.reduce(%74 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %76 = stablehlo.divide %75, %17 : tensor<?x?xf32>
    %77 = stablehlo.dynamic_broadcast_in_dim %76, %10, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %78 = stablehlo.add %77, %25 : tensor<?x?x16xf32>
    %79 = stablehlo.rsqrt %78 : tensor<?x?x16xf32>
    %80 = stablehlo.multiply %73, %79 : tensor<?x?x16xf32>
    %81 = stablehlo.dynamic_broadcast_in_dim %arg8, %10, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<?x?x16xf32>
    %83 = stablehlo.dynamic_broadcast_in_dim %arg9, %10, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %84 = stablehlo.add %82, %83 : tensor<?x?x16xf32>
    %85 = stablehlo.dot_general %84, %arg10, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %86 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %87 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %c_7 = stablehlo.constant dense<32> : tensor<1xi32>
    %88 = stablehlo.concatenate %86, %87, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %89 = stablehlo.dynamic_broadcast_in_dim %arg11, %88, dims = [2] : (tensor<32xf32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %90 = stablehlo.add %85, %89 : tensor<?x?x32xf32>
    %91 = stablehlo.multiply %90, %90 : tensor<?x?x32xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<?x?x32xf32>
    %cst_8 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %93 = stablehlo.dynamic_broadcast_in_dim %cst_8, %88, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %cst_9 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %94 = stablehlo.dynamic_broadcast_in_dim %cst_9, %88, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %95 = stablehlo.multiply %94, %92 : tensor<?x?x32xf32>
    %96 = stablehlo.add %90, %95 : tensor<?x?x32xf32>
    %97 = stablehlo.multiply %93, %96 : tensor<?x?x32xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %98 = stablehlo.dynamic_broadcast_in_dim %cst_10, %88, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %99 = stablehlo.multiply %98, %90 : tensor<?x?x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %100 = stablehlo.dynamic_broadcast_in_dim %cst_11, %88, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %101 = stablehlo.tanh %97 : tensor<?x?x32xf32>
    %102 = stablehlo.add %100, %101 : tensor<?x?x32xf32>
    %103 = stablehlo.multiply %99, %102 : tensor<?x?x32xf32>
    %104 = stablehlo.dot_general %103, %arg12, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %105 = stablehlo.dynamic_broadcast_in_dim %arg13, %10, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %106 = stablehlo.add %104, %105 : tensor<?x?x16xf32>
    %107 = stablehlo.add %69, %106 : tensor<?x?x16xf32>
    %108 = stablehlo.reduce(%107 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %109 = stablehlo.divide %108, %17 : tensor<?x?xf32>
    %110 = stablehlo.dynamic_broadcast_in_dim %109, %10, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %111 = stablehlo.subtract %107, %110 : tensor<?x?x16xf32>
    %112 = stablehlo.multiply %111, %111 : tensor<?x?x16xf32>
    %113 = stablehlo.reduce(%112 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %114 = stablehlo.divide %113, %17 : tensor<?x?xf32>
    %115 = stablehlo.dynamic_broadcast_in_dim %114, %10, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %116 = stablehlo.add %115, %25 : tensor<?x?x16xf32>
    %117 = stablehlo.rsqrt %116 : tensor<?x?x16xf32>
    %118 = stablehlo.multiply %111, %117 : tensor<?x?x16xf32>
    %119 = stablehlo.dynamic_broadcast_in_dim %arg14, %10, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<?x?x16xf32>
    %121 = stablehlo.dynamic_broadcast_in_dim %arg15, %10, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %122 = stablehlo.add %120, %121 : tensor<?x?x16xf32>
    %123 = stablehlo.dot_general %122, %arg16, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %124 = stablehlo.dynamic_reshape %123, %36 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %125 = stablehlo.dot_general %122, %arg17, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %126 = stablehlo.dynamic_reshape %125, %36 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %127 = stablehlo.dot_general %122, %arg18, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %128 = stablehlo.dynamic_reshape %127, %36 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %129 = stablehlo.dot_general %124, %126, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %130 = stablehlo.multiply %129, %47 : tensor<?x2x?x?xf32>
    %131 = stablehlo.dynamic_iota %51, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %132 = stablehlo.dynamic_iota %51, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %133 = stablehlo.compare GE, %131, %132, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %134 = stablehlo.dynamic_broadcast_in_dim %133, %46, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %135 = stablehlo.select %134, %130, %56 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %136 = stablehlo.reduce(%135 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %137 = stablehlo.dynamic_broadcast_in_dim %136, %46, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %138 = stablehlo.subtract %135, %137 : tensor<?x2x?x?xf32>
    %139 = stablehlo.exponential %138 : tensor<?x2x?x?xf32>
    %140 = stablehlo.reduce(%139 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %141 = stablehlo.dynamic_broadcast_in_dim %140, %46, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %142 = stablehlo.divide %139, %141 : tensor<?x2x?x?xf32>
    %143 = stablehlo.dot_general %142, %128, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %144 = stablehlo.transpose %143, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %145 = stablehlo.dynamic_reshape %144, %10 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %146 = stablehlo.dot_general %145, %arg19, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %147 = stablehlo.add %107, %146 : tensor<?x?x16xf32>
    %148 = stablehlo.reduce(%147 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %149 = stablehlo.divide %148, %17 : tensor<?x?xf32>
    %150 = stablehlo.dynamic_broadcast_in_dim %149, %10, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %151 = stablehlo.subtract %147, %150 : tensor<?x?x16xf32>
    %152 = stablehlo.multiply %151, %151 : tensor<?x?x16xf32>
    %153 = stablehlo.reduce(%152 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %154 = stablehlo.divide %153, %17 : tensor<?x?xf32>
    %155 = stablehlo.dynamic_broadcast_in_dim %154, %10, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %156 = stablehlo.add %155, %25 : tensor<?x?x16xf32>
    %157 = stablehlo.rsqrt %156 : tensor<?x?x16xf32>
    %158 = stablehlo.multiply %151, %157 : tensor<?x?x16xf32>
    %159 = stablehlo.dynamic_broadcast_in_dim %arg20, %10, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<?x?x16xf32>
    %161 = stablehlo.dynamic_broadcast_in_dim %arg21, %10, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %162 = stablehlo.add %160, %161 : tensor<?x?x16xf32>
    %163 = stablehlo.dot_general %162, %arg22, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %164 = stablehlo.dynamic_broadcast_in_dim %arg23, %88, dims = [2] : (tensor<32xf32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %165 = stablehlo.add %163, %164 : tensor<?x?x32xf32>
    %166 = stablehlo.multiply %165, %165 : tensor<?x?x32xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<?x?x32xf32>
    %168 = stablehlo.multiply %94, %167 : tensor<?x?x32xf32>
    %169 = stablehlo.add %165, %168 : tensor<?x?x32xf32>
    %170 = stablehlo.multiply %93, %169 : tensor<?x?x32xf32>
    %171 = stablehlo.multiply %98, %165 : tensor<?x?x32xf32>
    %172 = stablehlo.tanh %170 : tensor<?x?x32xf32>
    %173 = stablehlo.add %100, %172 : tensor<?x?x32xf32>
    %174 = stablehlo.multiply %171, %173 : tensor<?x?x32xf32>
    %175 = stablehlo.dot_general %174, %arg24, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %176 = stablehlo.dynamic_broadcast_in_dim %arg25, %10, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %177 = stablehlo.add %175, %176 : tensor<?x?x16xf32>
    %178 = stablehlo.add %147, %177 : tensor<?x?x16xf32>
    %179 = stablehlo.reduce(%178 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %180 = stablehlo.divide %179, %17 : tensor<?x?xf32>
    %181 = stablehlo.dynamic_broadcast_in_dim %180, %10, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %182 = stablehlo.subtract %178, %181 : tensor<?x?x16xf32>
    %183 = stablehlo.multiply %182, %182 : tensor<?x?x16xf32>
    %184 = stablehlo.reduce(%183 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %185 = stablehlo.divide %184, %17 : tensor<?x?xf32>
    %186 = stablehlo.dynamic_broadcast_in_dim %185, %10, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %187 = stablehlo.add %186, %25 : tensor<?x?x16xf32>
    %188 = stablehlo.rsqrt %187 : tensor<?x?x16xf32>
    %189 = stablehlo.multiply %182, %188 : tensor<?x?x16xf32>
    %190 = stablehlo.dynamic_broadcast_in_dim %arg26, %10, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %191 = stablehlo.multiply %189, %190 : tensor<?x?x16xf32>
    %192 = stablehlo.dynamic_broadcast_in_dim %arg27, %10, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %193 = stablehlo.add %191, %192 : tensor<?x?x16xf32>
    %194 = stablehlo.dot_general %193, %arg0, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<64x16xf32>) -> tensor<?x?x64xf32>
    %195 = stablehlo.reduce(%194 init: %cst_6) applies stablehlo.maximum across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %196 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %197 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %c_12 = stablehlo.constant dense<64> : tensor<1xi32>
    %198 = stablehlo.concatenate %196, %197, %c_12, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %199 = stablehlo.dynamic_broadcast_in_dim %195, %198, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %200 = stablehlo.subtract %194, %199 : tensor<?x?x64xf32>
    %201 = stablehlo.exponential %200 : tensor<?x?x64xf32>
    %202 = stablehlo.reduce(%201 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %203 = stablehlo.log %202 : tensor<?x?xf32>
    %204 = stablehlo.dynamic_iota %198, dim = 2 : (tensor<3xi32>) -> tensor<?x?x64xi32>
    %205 = stablehlo.dynamic_broadcast_in_dim %arg86, %198, dims = [0, 1] : (tensor<?x?xi32, [@B, @T]>, tensor<3xi32>) -> tensor<?x?x64xi32>
    %206 = stablehlo.compare EQ, %204, %205, SIGNED : (tensor<?x?x64xi32>, tensor<?x?x64xi32>) -> tensor<?x?x64xi1>
    %207 = stablehlo.dynamic_broadcast_in_dim %cst, %198, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %208 = stablehlo.select %206, %200, %207 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %209 = stablehlo.reduce(%208 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %210 = stablehlo.subtract %203, %209 : tensor<?x?xf32>
    %211 = stablehlo.reduce(%210 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<f32>
    %212 = stablehlo.multiply %6, %7 : tensor<i32>
    %213 = stablehlo.convert %212 : (tensor<i32>) -> tensor<f32>
    %214 = stablehlo.divide %211, %213 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %215 = stablehlo.divide %cst_13, %213 : tensor<f32>
    %216 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %217 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %218 = stablehlo.concatenate %216, %217, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %219 = stablehlo.dynamic_broadcast_in_dim %215, %218, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %220 = stablehlo.negate %219 : tensor<?x?xf32>
    %221 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %222 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %c_14 = stablehlo.constant dense<64> : tensor<1xi32>
    %223 = stablehlo.concatenate %221, %222, %c_14, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %224 = stablehlo.dynamic_broadcast_in_dim %220, %223, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.dynamic_broadcast_in_dim %cst_15, %223, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %226 = stablehlo.select %206, %224, %225 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %227 = stablehlo.divide %219, %202 : tensor<?x?xf32>
    %228 = stablehlo.dynamic_broadcast_in_dim %227, %223, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %229 = stablehlo.multiply %228, %201 : tensor<?x?x64xf32>
    %230 = stablehlo.add %226, %229 : tensor<?x?x64xf32>
    %231 = stablehlo.negate %230 : tensor<?x?x64xf32>
    %232 = stablehlo.reduce(%231 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %233 = stablehlo.dynamic_reshape %232, %218 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %234 = stablehlo.dynamic_broadcast_in_dim %195, %223, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %235 = stablehlo.compare EQ, %194, %234, FLOAT : (tensor<?x?x64xf32>, tensor<?x?x64xf32>) -> tensor<?x?x64xi1>
    %236 = stablehlo.convert %235 : (tensor<?x?x64xi1>) -> tensor<?x?x64xf32>
    %237 = stablehlo.reduce(%236 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %238 = stablehlo.divide %233, %237 : tensor<?x?xf32>
    %239 = stablehlo.dynamic_broadcast_in_dim %238, %223, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %240 = stablehlo.multiply %236, %239 : tensor<?x?x64xf32>
    %241 = stablehlo.add %230, %240 : tensor<?x?x64xf32>
    %242 = stablehlo.dot_general %241, %arg0, contracting_dims = [2] x [0] : (tensor<?x?x64xf32>, tensor<64x16xf32>) -> tensor<?x?x16xf32>
    %243 = stablehlo.dot_general %241, %193, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x64xf32>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %244 = stablehlo.reduce(%242 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %245 = stablehlo.multiply %242, %190 : tensor<?x?x16xf32>
    %246 = stablehlo.multiply %242, %189 : tensor<?x?x16xf32>
    %247 = stablehlo.reduce(%246 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %248 = stablehlo.multiply %245, %188 : tensor<?x?x16xf32>
    %249 = stablehlo.multiply %245, %182 : tensor<?x?x16xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %250 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %251 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %c_17 = stablehlo.constant dense<16> : tensor<1xi32>
    %252 = stablehlo.concatenate %250, %251, %c_17, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %253 = stablehlo.dynamic_broadcast_in_dim %cst_16, %252, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %254 = stablehlo.multiply %188, %253 : tensor<?x?x16xf32>
    %255 = stablehlo.divide %254, %187 : tensor<?x?x16xf32>
    %256 = stablehlo.multiply %249, %255 : tensor<?x?x16xf32>
    %257 = stablehlo.reduce(%256 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %258 = stablehlo.dynamic_reshape %257, %218 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %259 = stablehlo.divide %258, %17 : tensor<?x?xf32>
    %260 = stablehlo.dynamic_broadcast_in_dim %259, %252, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %261 = stablehlo.multiply %260, %182 : tensor<?x?x16xf32>
    %262 = stablehlo.multiply %260, %182 : tensor<?x?x16xf32>
    %263 = stablehlo.add %248, %261 : tensor<?x?x16xf32>
    %264 = stablehlo.add %263, %262 : tensor<?x?x16xf32>
    %265 = stablehlo.negate %264 : tensor<?x?x16xf32>
    %266 = stablehlo.reduce(%265 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %267 = stablehlo.dynamic_reshape %266, %218 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %268 = stablehlo.divide %267, %17 : tensor<?x?xf32>
    %269 = stablehlo.dynamic_broadcast_in_dim %268, %252, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %270 = stablehlo.add %264, %269 : tensor<?x?x16xf32>
    %271 = stablehlo.reduce(%270 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %272 = stablehlo.dot_general %270, %arg24, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %273 = stablehlo.dot_general %270, %174, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %274 = stablehlo.transpose %273, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %275 = stablehlo.multiply %272, %173 : tensor<?x?x32xf32>
    %276 = stablehlo.multiply %272, %171 : tensor<?x?x32xf32>
    %277 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %278 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %c_18 = stablehlo.constant dense<32> : tensor<1xi32>
    %279 = stablehlo.concatenate %277, %278, %c_18, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %280 = stablehlo.dynamic_broadcast_in_dim %cst_13, %279, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %281 = stablehlo.multiply %172, %172 : tensor<?x?x32xf32>
    %282 = stablehlo.subtract %280, %281 : tensor<?x?x32xf32>
    %283 = stablehlo.multiply %276, %282 : tensor<?x?x32xf32>
    %284 = stablehlo.multiply %275, %98 : tensor<?x?x32xf32>
    %285 = stablehlo.multiply %283, %93 : tensor<?x?x32xf32>
    %286 = stablehlo.add %284, %285 : tensor<?x?x32xf32>
    %287 = stablehlo.multiply %285, %94 : tensor<?x?x32xf32>
    %288 = stablehlo.multiply %287, %166 : tensor<?x?x32xf32>
    %289 = stablehlo.multiply %287, %165 : tensor<?x?x32xf32>
    %290 = stablehlo.add %286, %288 : tensor<?x?x32xf32>
    %291 = stablehlo.multiply %289, %165 : tensor<?x?x32xf32>
    %292 = stablehlo.multiply %289, %165 : tensor<?x?x32xf32>
    %293 = stablehlo.add %290, %291 : tensor<?x?x32xf32>
    %294 = stablehlo.add %293, %292 : tensor<?x?x32xf32>
    %295 = stablehlo.reduce(%294 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %296 = stablehlo.dot_general %294, %arg22, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %297 = stablehlo.dot_general %294, %162, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %298 = stablehlo.transpose %297, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %299 = stablehlo.reduce(%296 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %300 = stablehlo.multiply %296, %159 : tensor<?x?x16xf32>
    %301 = stablehlo.multiply %296, %158 : tensor<?x?x16xf32>
    %302 = stablehlo.reduce(%301 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %303 = stablehlo.multiply %300, %157 : tensor<?x?x16xf32>
    %304 = stablehlo.multiply %300, %151 : tensor<?x?x16xf32>
    %305 = stablehlo.multiply %157, %253 : tensor<?x?x16xf32>
    %306 = stablehlo.divide %305, %156 : tensor<?x?x16xf32>
    %307 = stablehlo.multiply %304, %306 : tensor<?x?x16xf32>
    %308 = stablehlo.reduce(%307 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %309 = stablehlo.dynamic_reshape %308, %218 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %310 = stablehlo.divide %309, %17 : tensor<?x?xf32>
    %311 = stablehlo.dynamic_broadcast_in_dim %310, %252, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %312 = stablehlo.multiply %311, %151 : tensor<?x?x16xf32>
    %313 = stablehlo.multiply %311, %151 : tensor<?x?x16xf32>
    %314 = stablehlo.add %303, %312 : tensor<?x?x16xf32>
    %315 = stablehlo.add %314, %313 : tensor<?x?x16xf32>
    %316 = stablehlo.negate %315 : tensor<?x?x16xf32>
    %317 = stablehlo.add %270, %315 : tensor<?x?x16xf32>
    %318 = stablehlo.reduce(%316 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %319 = stablehlo.dynamic_reshape %318, %218 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %320 = stablehlo.divide %319, %17 : tensor<?x?xf32>
    %321 = stablehlo.dynamic_broadcast_in_dim %320, %252, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %322 = stablehlo.add %317, %321 : tensor<?x?x16xf32>
    %323 = stablehlo.dot_general %322, %arg19, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %324 = stablehlo.dot_general %322, %145, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %325 = stablehlo.transpose %324, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %326 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %327 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %c_19 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %328 = stablehlo.concatenate %326, %327, %c_19, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
    %329 = stablehlo.dynamic_reshape %323, %328 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %330 = stablehlo.transpose %329, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %331 = stablehlo.dot_general %330, %128, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %332 = stablehlo.dot_general %330, %142, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %333 = stablehlo.transpose %332, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %334 = stablehlo.divide %331, %141 : tensor<?x2x?x?xf32>
    %335 = stablehlo.multiply %334, %142 : tensor<?x2x?x?xf32>
    %336 = stablehlo.negate %335 : tensor<?x2x?x?xf32>
    %337 = stablehlo.reduce(%336 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %338 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %c_20 = stablehlo.constant dense<2> : tensor<1xi32>
    %339 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %340 = stablehlo.concatenate %338, %c_20, %339, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %341 = stablehlo.dynamic_reshape %337, %340 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %342 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %c_21 = stablehlo.constant dense<2> : tensor<1xi32>
    %343 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %344 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %345 = stablehlo.concatenate %342, %c_21, %343, %344, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %346 = stablehlo.dynamic_broadcast_in_dim %341, %345, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %347 = stablehlo.add %334, %346 : tensor<?x2x?x?xf32>
    %348 = stablehlo.multiply %347, %139 : tensor<?x2x?x?xf32>
    %349 = stablehlo.negate %348 : tensor<?x2x?x?xf32>
    %350 = stablehlo.reduce(%349 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %351 = stablehlo.dynamic_reshape %350, %340 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %352 = stablehlo.dynamic_broadcast_in_dim %136, %345, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %353 = stablehlo.compare EQ, %135, %352, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %354 = stablehlo.convert %353 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %355 = stablehlo.reduce(%354 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %356 = stablehlo.divide %351, %355 : tensor<?x2x?xf32>
    %357 = stablehlo.dynamic_broadcast_in_dim %356, %345, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %358 = stablehlo.multiply %354, %357 : tensor<?x2x?x?xf32>
    %359 = stablehlo.add %348, %358 : tensor<?x2x?x?xf32>
    %360 = stablehlo.dynamic_broadcast_in_dim %cst_15, %345, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %361 = stablehlo.select %134, %359, %360 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %362 = stablehlo.multiply %361, %47 : tensor<?x2x?x?xf32>
    %363 = stablehlo.dot_general %362, %126, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %364 = stablehlo.transpose %363, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %365 = stablehlo.dot_general %362, %124, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %366 = stablehlo.transpose %365, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %367 = stablehlo.dynamic_reshape %333, %252 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %368 = stablehlo.dot_general %367, %arg18, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %369 = stablehlo.dot_general %367, %122, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %370 = stablehlo.transpose %369, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %371 = stablehlo.dynamic_reshape %366, %252 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %372 = stablehlo.dot_general %371, %arg17, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %373 = stablehlo.dot_general %371, %122, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %374 = stablehlo.transpose %373, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %375 = stablehlo.add %368, %372 : tensor<?x?x16xf32>
    %376 = stablehlo.dynamic_reshape %364, %252 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %377 = stablehlo.dot_general %376, %arg16, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %378 = stablehlo.dot_general %376, %122, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %379 = stablehlo.transpose %378, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %380 = stablehlo.add %375, %377 : tensor<?x?x16xf32>
    %381 = stablehlo.reduce(%380 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %382 = stablehlo.multiply %380, %119 : tensor<?x?x16xf32>
    %383 = stablehlo.multiply %380, %118 : tensor<?x?x16xf32>
    %384 = stablehlo.reduce(%383 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %385 = stablehlo.multiply %382, %117 : tensor<?x?x16xf32>
    %386 = stablehlo.multiply %382, %111 : tensor<?x?x16xf32>
    %387 = stablehlo.multiply %117, %253 : tensor<?x?x16xf32>
    %388 = stablehlo.divide %387, %116 : tensor<?x?x16xf32>
    %389 = stablehlo.multiply %386, %388 : tensor<?x?x16xf32>
    %390 = stablehlo.reduce(%389 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %391 = stablehlo.dynamic_reshape %390, %218 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %392 = stablehlo.divide %391, %17 : tensor<?x?xf32>
    %393 = stablehlo.dynamic_broadcast_in_dim %392, %252, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %394 = stablehlo.multiply %393, %111 : tensor<?x?x16xf32>
    %395 = stablehlo.multiply %393, %111 : tensor<?x?x16xf32>
    %396 = stablehlo.add %385, %394 : tensor<?x?x16xf32>
    %397 = stablehlo.add %396, %395 : tensor<?x?x16xf32>
    %398 = stablehlo.negate %397 : tensor<?x?x16xf32>
    %399 = stablehlo.add %322, %397 : tensor<?x?x16xf32>
    %400 = stablehlo.reduce(%398 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %401 = stablehlo.dynamic_reshape %400, %218 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %402 = stablehlo.divide %401, %17 : tensor<?x?xf32>
    %403 = stablehlo.dynamic_broadcast_in_dim %402, %252, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %404 = stablehlo.add %399, %403 : tensor<?x?x16xf32>
    %405 = stablehlo.reduce(%404 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %406 = stablehlo.dot_general %404, %arg12, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %407 = stablehlo.dot_general %404, %103, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %408 = stablehlo.transpose %407, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %409 = stablehlo.multiply %406, %102 : tensor<?x?x32xf32>
    %410 = stablehlo.multiply %406, %99 : tensor<?x?x32xf32>
    %411 = stablehlo.multiply %101, %101 : tensor<?x?x32xf32>
    %412 = stablehlo.subtract %280, %411 : tensor<?x?x32xf32>
    %413 = stablehlo.multiply %410, %412 : tensor<?x?x32xf32>
    %414 = stablehlo.multiply %409, %98 : tensor<?x?x32xf32>
    %415 = stablehlo.multiply %413, %93 : tensor<?x?x32xf32>
    %416 = stablehlo.add %414, %415 : tensor<?x?x32xf32>
    %417 = stablehlo.multiply %415, %94 : tensor<?x?x32xf32>
    %418 = stablehlo.multiply %417, %91 : tensor<?x?x32xf32>
    %419 = stablehlo.multiply %417, %90 : tensor<?x?x32xf32>
    %420 = stablehlo.add %416, %418 : tensor<?x?x32xf32>
    %421 = stablehlo.multiply %419, %90 : tensor<?x?x32xf32>
    %422 = stablehlo.multiply %419, %90 : tensor<?x?x32xf32>
    %423 = stablehlo.add %420, %421 : tensor<?x?x32xf32>
    %424 = stablehlo.add %423, %422 : tensor<?x?x32xf32>
    %425 = stablehlo.reduce(%424 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %426 = stablehlo.dot_general %424, %arg10, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %427 = stablehlo.dot_general %424, %84, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %428 = stablehlo.transpose %427, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %429 = stablehlo.reduce(%426 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %430 = stablehlo.multiply %426, %81 : tensor<?x?x16xf32>
    %431 = stablehlo.multiply %426, %80 : tensor<?x?x16xf32>
    %432 = stablehlo.reduce(%431 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %433 = stablehlo.multiply %430, %79 : tensor<?x?x16xf32>
    %434 = stablehlo.multiply %430, %73 : tensor<?x?x16xf32>
    %435 = stablehlo.multiply %79, %253 : tensor<?x?x16xf32>
    %436 = stablehlo.divide %435, %78 : tensor<?x?x16xf32>
    %437 = stablehlo.multiply %434, %436 : tensor<?x?x16xf32>
    %438 = stablehlo.reduce(%437 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %439 = stablehlo.dynamic_reshape %438, %218 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %440 = stablehlo.divide %439, %17 : tensor<?x?xf32>
    %441 = stablehlo.dynamic_broadcast_in_dim %440, %252, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %442 = stablehlo.multiply %441, %73 : tensor<?x?x16xf32>
    %443 = stablehlo.multiply %441, %73 : tensor<?x?x16xf32>
    %444 = stablehlo.add %433, %442 : tensor<?x?x16xf32>
    %445 = stablehlo.add %444, %443 : tensor<?x?x16xf32>
    %446 = stablehlo.negate %445 : tensor<?x?x16xf32>
    %447 = stablehlo.add %404, %445 : tensor<?x?x16xf32>
    %448 = stablehlo.reduce(%446 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %449 = stablehlo.dynamic_reshape %448, %218 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %450 = stablehlo.divide %449, %17 : tensor<?x?xf32>
    %451 = stablehlo.dynamic_broadcast_in_dim %450, %252, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %452 = stablehlo.add %447, %451 : tensor<?x?x16xf32>
    %453 = stablehlo.dot_general %452, %arg7, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %454 = stablehlo.dot_general %452, %67, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %455 = stablehlo.transpose %454, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %456 = stablehlo.dynamic_reshape %453, %328 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %457 = stablehlo.transpose %456, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %458 = stablehlo.dot_general %457, %41, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %459 = stablehlo.dot_general %457, %64, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %460 = stablehlo.transpose %459, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %461 = stablehlo.divide %458, %63 : tensor<?x2x?x?xf32>
    %462 = stablehlo.multiply %461, %64 : tensor<?x2x?x?xf32>
    %463 = stablehlo.negate %462 : tensor<?x2x?x?xf32>
    %464 = stablehlo.reduce(%463 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %465 = stablehlo.dynamic_reshape %464, %340 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %466 = stablehlo.dynamic_broadcast_in_dim %465, %345, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %467 = stablehlo.add %461, %466 : tensor<?x2x?x?xf32>
    %468 = stablehlo.multiply %467, %61 : tensor<?x2x?x?xf32>
    %469 = stablehlo.negate %468 : tensor<?x2x?x?xf32>
    %470 = stablehlo.reduce(%469 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %471 = stablehlo.dynamic_reshape %470, %340 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %472 = stablehlo.dynamic_broadcast_in_dim %58, %345, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %473 = stablehlo.compare EQ, %57, %472, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %474 = stablehlo.convert %473 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %475 = stablehlo.reduce(%474 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %476 = stablehlo.divide %471, %475 : tensor<?x2x?xf32>
    %477 = stablehlo.dynamic_broadcast_in_dim %476, %345, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %478 = stablehlo.multiply %474, %477 : tensor<?x2x?x?xf32>
    %479 = stablehlo.add %468, %478 : tensor<?x2x?x?xf32>
    %480 = stablehlo.select %55, %479, %360 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %481 = stablehlo.multiply %480, %47 : tensor<?x2x?x?xf32>
    %482 = stablehlo.dot_general %481, %39, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %483 = stablehlo.transpose %482, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %484 = stablehlo.dot_general %481, %37, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %485 = stablehlo.transpose %484, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %486 = stablehlo.dynamic_reshape %460, %252 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %487 = stablehlo.dot_general %486, %arg6, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %488 = stablehlo.dot_general %486, %32, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %489 = stablehlo.transpose %488, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %490 = stablehlo.dynamic_reshape %485, %252 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %491 = stablehlo.dot_general %490, %arg5, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %492 = stablehlo.dot_general %490, %32, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %493 = stablehlo.transpose %492, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %494 = stablehlo.add %487, %491 : tensor<?x?x16xf32>
    %495 = stablehlo.dynamic_reshape %483, %252 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %496 = stablehlo.dot_general %495, %arg4, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %497 = stablehlo.dot_general %495, %32, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %498 = stablehlo.transpose %497, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %499 = stablehlo.add %494, %496 : tensor<?x?x16xf32>
    %500 = stablehlo.reduce(%499 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %501 = stablehlo.multiply %499, %29 : tensor<?x?x16xf32>
    %502 = stablehlo.multiply %499, %28 : tensor<?x?x16xf32>
    %503 = stablehlo.reduce(%502 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %504 = stablehlo.multiply %501, %27 : tensor<?x?x16xf32>
    %505 = stablehlo.multiply %501, %20 : tensor<?x?x16xf32>
    %506 = stablehlo.multiply %27, %253 : tensor<?x?x16xf32>
    %507 = stablehlo.divide %506, %26 : tensor<?x?x16xf32>
    %508 = stablehlo.multiply %505, %507 : tensor<?x?x16xf32>
    %509 = stablehlo.reduce(%508 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %510 = stablehlo.dynamic_reshape %509, %218 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %511 = stablehlo.divide %510, %17 : tensor<?x?xf32>
    %512 = stablehlo.dynamic_broadcast_in_dim %511, %252, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %513 = stablehlo.multiply %512, %20 : tensor<?x?x16xf32>
    %514 = stablehlo.multiply %512, %20 : tensor<?x?x16xf32>
    %515 = stablehlo.add %504, %513 : tensor<?x?x16xf32>
    %516 = stablehlo.add %515, %514 : tensor<?x?x16xf32>
    %517 = stablehlo.negate %516 : tensor<?x?x16xf32>
    %518 = stablehlo.add %452, %516 : tensor<?x?x16xf32>
    %519 = stablehlo.reduce(%517 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %520 = stablehlo.dynamic_reshape %519, %218 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %521 = stablehlo.divide %520, %17 : tensor<?x?xf32>
    %522 = stablehlo.dynamic_broadcast_in_dim %521, %252, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %523 = stablehlo.add %518, %522 : tensor<?x?x16xf32>
    %524 = stablehlo.reduce(%523 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x16xf32>
    %525 = stablehlo.get_dimension_size %5, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %526 = stablehlo.reshape %525 : (tensor<i32>) -> tensor<1xi32>
    %c_22 = stablehlo.constant dense<16> : tensor<1xi32>
    %527 = stablehlo.concatenate %526, %c_22, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %528 = stablehlo.dynamic_reshape %524, %527 : (tensor<?x16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %529 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %530 = "stablehlo.scatter"(%529, %4, %528) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %972 = stablehlo.add %arg87, %arg88 : tensor<f32>
      stablehlo.return %972 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<?xi32>, tensor<?x16xf32>) -> tensor<64x16xf32>
    %531 = "stablehlo.scatter"(%529, %arg85, %523) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %972 = stablehlo.add %arg87, %arg88 : tensor<f32>
      stablehlo.return %972 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<?x?xi32, [@B, @T]>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %532 = stablehlo.add %243, %531 : tensor<64x16xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %533 = stablehlo.add %arg84, %cst_23 : tensor<f32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %534 = stablehlo.power %cst_24, %533 : tensor<f32>
    %535 = stablehlo.subtract %cst_23, %534 : tensor<f32>
    %cst_25 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %536 = stablehlo.power %cst_25, %533 : tensor<f32>
    %537 = stablehlo.subtract %cst_23, %536 : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %539 = stablehlo.multiply %538, %arg28 : tensor<64x16xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %541 = stablehlo.multiply %540, %532 : tensor<64x16xf32>
    %542 = stablehlo.add %539, %541 : tensor<64x16xf32>
    %543 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %544 = stablehlo.multiply %543, %arg56 : tensor<64x16xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %546 = stablehlo.multiply %532, %532 : tensor<64x16xf32>
    %547 = stablehlo.multiply %545, %546 : tensor<64x16xf32>
    %548 = stablehlo.add %544, %547 : tensor<64x16xf32>
    %549 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %550 = stablehlo.divide %542, %549 : tensor<64x16xf32>
    %551 = stablehlo.broadcast_in_dim %537, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %552 = stablehlo.divide %548, %551 : tensor<64x16xf32>
    %553 = stablehlo.sqrt %552 : tensor<64x16xf32>
    %cst_28 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %555 = stablehlo.add %553, %554 : tensor<64x16xf32>
    %556 = stablehlo.divide %550, %555 : tensor<64x16xf32>
    %557 = stablehlo.multiply %540, %556 : tensor<64x16xf32>
    %558 = stablehlo.subtract %arg0, %557 : tensor<64x16xf32>
    %559 = stablehlo.multiply %538, %arg29 : tensor<64x16xf32>
    %560 = stablehlo.multiply %540, %530 : tensor<64x16xf32>
    %561 = stablehlo.add %559, %560 : tensor<64x16xf32>
    %562 = stablehlo.multiply %543, %arg57 : tensor<64x16xf32>
    %563 = stablehlo.multiply %530, %530 : tensor<64x16xf32>
    %564 = stablehlo.multiply %545, %563 : tensor<64x16xf32>
    %565 = stablehlo.add %562, %564 : tensor<64x16xf32>
    %566 = stablehlo.divide %561, %549 : tensor<64x16xf32>
    %567 = stablehlo.divide %565, %551 : tensor<64x16xf32>
    %568 = stablehlo.sqrt %567 : tensor<64x16xf32>
    %569 = stablehlo.add %568, %554 : tensor<64x16xf32>
    %570 = stablehlo.divide %566, %569 : tensor<64x16xf32>
    %571 = stablehlo.multiply %540, %570 : tensor<64x16xf32>
    %572 = stablehlo.subtract %arg1, %571 : tensor<64x16xf32>
    %573 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %574 = stablehlo.multiply %573, %arg30 : tensor<16xf32>
    %575 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %576 = stablehlo.multiply %575, %503 : tensor<16xf32>
    %577 = stablehlo.add %574, %576 : tensor<16xf32>
    %578 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %579 = stablehlo.multiply %578, %arg58 : tensor<16xf32>
    %580 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %581 = stablehlo.multiply %503, %503 : tensor<16xf32>
    %582 = stablehlo.multiply %580, %581 : tensor<16xf32>
    %583 = stablehlo.add %579, %582 : tensor<16xf32>
    %584 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %585 = stablehlo.divide %577, %584 : tensor<16xf32>
    %586 = stablehlo.broadcast_in_dim %537, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %587 = stablehlo.divide %583, %586 : tensor<16xf32>
    %588 = stablehlo.sqrt %587 : tensor<16xf32>
    %589 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %590 = stablehlo.add %588, %589 : tensor<16xf32>
    %591 = stablehlo.divide %585, %590 : tensor<16xf32>
    %592 = stablehlo.multiply %575, %591 : tensor<16xf32>
    %593 = stablehlo.subtract %arg2, %592 : tensor<16xf32>
    %594 = stablehlo.multiply %573, %arg31 : tensor<16xf32>
    %595 = stablehlo.multiply %575, %500 : tensor<16xf32>
    %596 = stablehlo.add %594, %595 : tensor<16xf32>
    %597 = stablehlo.multiply %578, %arg59 : tensor<16xf32>
    %598 = stablehlo.multiply %500, %500 : tensor<16xf32>
    %599 = stablehlo.multiply %580, %598 : tensor<16xf32>
    %600 = stablehlo.add %597, %599 : tensor<16xf32>
    %601 = stablehlo.divide %596, %584 : tensor<16xf32>
    %602 = stablehlo.divide %600, %586 : tensor<16xf32>
    %603 = stablehlo.sqrt %602 : tensor<16xf32>
    %604 = stablehlo.add %603, %589 : tensor<16xf32>
    %605 = stablehlo.divide %601, %604 : tensor<16xf32>
    %606 = stablehlo.multiply %575, %605 : tensor<16xf32>
    %607 = stablehlo.subtract %arg3, %606 : tensor<16xf32>
    %608 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %609 = stablehlo.multiply %608, %arg32 : tensor<16x16xf32>
    %610 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %611 = stablehlo.multiply %610, %498 : tensor<16x16xf32>
    %612 = stablehlo.add %609, %611 : tensor<16x16xf32>
    %613 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %614 = stablehlo.multiply %613, %arg60 : tensor<16x16xf32>
    %615 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %616 = stablehlo.multiply %498, %498 : tensor<16x16xf32>
    %617 = stablehlo.multiply %615, %616 : tensor<16x16xf32>
    %618 = stablehlo.add %614, %617 : tensor<16x16xf32>
    %619 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %620 = stablehlo.divide %612, %619 : tensor<16x16xf32>
    %621 = stablehlo.broadcast_in_dim %537, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %622 = stablehlo.divide %618, %621 : tensor<16x16xf32>
    %623 = stablehlo.sqrt %622 : tensor<16x16xf32>
    %624 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %625 = stablehlo.add %623, %624 : tensor<16x16xf32>
    %626 = stablehlo.divide %620, %625 : tensor<16x16xf32>
    %627 = stablehlo.multiply %610, %626 : tensor<16x16xf32>
    %628 = stablehlo.subtract %arg4, %627 : tensor<16x16xf32>
    %629 = stablehlo.multiply %608, %arg33 : tensor<16x16xf32>
    %630 = stablehlo.multiply %610, %493 : tensor<16x16xf32>
    %631 = stablehlo.add %629, %630 : tensor<16x16xf32>
    %632 = stablehlo.multiply %613, %arg61 : tensor<16x16xf32>
    %633 = stablehlo.multiply %493, %493 : tensor<16x16xf32>
    %634 = stablehlo.multiply %615, %633 : tensor<16x16xf32>
    %635 = stablehlo.add %632, %634 : tensor<16x16xf32>
    %636 = stablehlo.divide %631, %619 : tensor<16x16xf32>
    %637 = stablehlo.divide %635, %621 : tensor<16x16xf32>
    %638 = stablehlo.sqrt %637 : tensor<16x16xf32>
    %639 = stablehlo.add %638, %624 : tensor<16x16xf32>
    %640 = stablehlo.divide %636, %639 : tensor<16x16xf32>
    %641 = stablehlo.multiply %610, %640 : tensor<16x16xf32>
    %642 = stablehlo.subtract %arg5, %641 : tensor<16x16xf32>
    %643 = stablehlo.multiply %608, %arg34 : tensor<16x16xf32>
    %644 = stablehlo.multiply %610, %489 : tensor<16x16xf32>
    %645 = stablehlo.add %643, %644 : tensor<16x16xf32>
    %646 = stablehlo.multiply %613, %arg62 : tensor<16x16xf32>
    %647 = stablehlo.multiply %489, %489 : tensor<16x16xf32>
    %648 = stablehlo.multiply %615, %647 : tensor<16x16xf32>
    %649 = stablehlo.add %646, %648 : tensor<16x16xf32>
    %650 = stablehlo.divide %645, %619 : tensor<16x16xf32>
    %651 = stablehlo.divide %649, %621 : tensor<16x16xf32>
    %652 = stablehlo.sqrt %651 : tensor<16x16xf32>
    %653 = stablehlo.add %652, %624 : tensor<16x16xf32>
    %654 = stablehlo.divide %650, %653 : tensor<16x16xf32>
    %655 = stablehlo.multiply %610, %654 : tensor<16x16xf32>
    %656 = stablehlo.subtract %arg6, %655 : tensor<16x16xf32>
    %657 = stablehlo.multiply %608, %arg35 : tensor<16x16xf32>
    %658 = stablehlo.multiply %610, %455 : tensor<16x16xf32>
    %659 = stablehlo.add %657, %658 : tensor<16x16xf32>
    %660 = stablehlo.multiply %613, %arg63 : tensor<16x16xf32>
    %661 = stablehlo.multiply %455, %455 : tensor<16x16xf32>
    %662 = stablehlo.multiply %615, %661 : tensor<16x16xf32>
    %663 = stablehlo.add %660, %662 : tensor<16x16xf32>
    %664 = stablehlo.divide %659, %619 : tensor<16x16xf32>
    %665 = stablehlo.divide %663, %621 : tensor<16x16xf32>
    %666 = stablehlo.sqrt %665 : tensor<16x16xf32>
    %667 = stablehlo.add %666, %624 : tensor<16x16xf32>
    %668 = stablehlo.divide %664, %667 : tensor<16x16xf32>
    %669 = stablehlo.multiply %610, %668 : tensor<16x16xf32>
    %670 = stablehlo.subtract %arg7, %669 : tensor<16x16xf32>
    %671 = stablehlo.multiply %573, %arg36 : tensor<16xf32>
    %672 = stablehlo.multiply %575, %432 : tensor<16xf32>
    %673 = stablehlo.add %671, %672 : tensor<16xf32>
    %674 = stablehlo.multiply %578, %arg64 : tensor<16xf32>
    %675 = stablehlo.multiply %432, %432 : tensor<16xf32>
    %676 = stablehlo.multiply %580, %675 : tensor<16xf32>
    %677 = stablehlo.add %674, %676 : tensor<16xf32>
    %678 = stablehlo.divide %673, %584 : tensor<16xf32>
    %679 = stablehlo.divide %677, %586 : tensor<16xf32>
    %680 = stablehlo.sqrt %679 : tensor<16xf32>
    %681 = stablehlo.add %680, %589 : tensor<16xf32>
    %682 = stablehlo.divide %678, %681 : tensor<16xf32>
    %683 = stablehlo.multiply %575, %682 : tensor<16xf32>
    %684 = stablehlo.subtract %arg8, %683 : tensor<16xf32>
    %685 = stablehlo.multiply %573, %arg37 : tensor<16xf32>
    %686 = stablehlo.multiply %575, %429 : tensor<16xf32>
    %687 = stablehlo.add %685, %686 : tensor<16xf32>
    %688 = stablehlo.multiply %578, %arg65 : tensor<16xf32>
    %689 = stablehlo.multiply %429, %429 : tensor<16xf32>
    %690 = stablehlo.multiply %580, %689 : tensor<16xf32>
    %691 = stablehlo.add %688, %690 : tensor<16xf32>
    %692 = stablehlo.divide %687, %584 : tensor<16xf32>
    %693 = stablehlo.divide %691, %586 : tensor<16xf32>
    %694 = stablehlo.sqrt %693 : tensor<16xf32>
    %695 = stablehlo.add %694, %589 : tensor<16xf32>
    %696 = stablehlo.divide %692, %695 : tensor<16xf32>
    %697 = stablehlo.multiply %575, %696 : tensor<16xf32>
    %698 = stablehlo.subtract %arg9, %697 : tensor<16xf32>
    %699 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %700 = stablehlo.multiply %699, %arg38 : tensor<16x32xf32>
    %701 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %702 = stablehlo.multiply %701, %428 : tensor<16x32xf32>
    %703 = stablehlo.add %700, %702 : tensor<16x32xf32>
    %704 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %705 = stablehlo.multiply %704, %arg66 : tensor<16x32xf32>
    %706 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %707 = stablehlo.multiply %428, %428 : tensor<16x32xf32>
    %708 = stablehlo.multiply %706, %707 : tensor<16x32xf32>
    %709 = stablehlo.add %705, %708 : tensor<16x32xf32>
    %710 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %711 = stablehlo.divide %703, %710 : tensor<16x32xf32>
    %712 = stablehlo.broadcast_in_dim %537, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %713 = stablehlo.divide %709, %712 : tensor<16x32xf32>
    %714 = stablehlo.sqrt %713 : tensor<16x32xf32>
    %715 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %716 = stablehlo.add %714, %715 : tensor<16x32xf32>
    %717 = stablehlo.divide %711, %716 : tensor<16x32xf32>
    %718 = stablehlo.multiply %701, %717 : tensor<16x32xf32>
    %719 = stablehlo.subtract %arg10, %718 : tensor<16x32xf32>
    %720 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %721 = stablehlo.multiply %720, %arg39 : tensor<32xf32>
    %722 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %723 = stablehlo.multiply %722, %425 : tensor<32xf32>
    %724 = stablehlo.add %721, %723 : tensor<32xf32>
    %725 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %726 = stablehlo.multiply %725, %arg67 : tensor<32xf32>
    %727 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %728 = stablehlo.multiply %425, %425 : tensor<32xf32>
    %729 = stablehlo.multiply %727, %728 : tensor<32xf32>
    %730 = stablehlo.add %726, %729 : tensor<32xf32>
    %731 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %732 = stablehlo.divide %724, %731 : tensor<32xf32>
    %733 = stablehlo.broadcast_in_dim %537, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %734 = stablehlo.divide %730, %733 : tensor<32xf32>
    %735 = stablehlo.sqrt %734 : tensor<32xf32>
    %736 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %737 = stablehlo.add %735, %736 : tensor<32xf32>
    %738 = stablehlo.divide %732, %737 : tensor<32xf32>
    %739 = stablehlo.multiply %722, %738 : tensor<32xf32>
    %740 = stablehlo.subtract %arg11, %739 : tensor<32xf32>
    %741 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %742 = stablehlo.multiply %741, %arg40 : tensor<32x16xf32>
    %743 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %744 = stablehlo.multiply %743, %408 : tensor<32x16xf32>
    %745 = stablehlo.add %742, %744 : tensor<32x16xf32>
    %746 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %747 = stablehlo.multiply %746, %arg68 : tensor<32x16xf32>
    %748 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %749 = stablehlo.multiply %408, %408 : tensor<32x16xf32>
    %750 = stablehlo.multiply %748, %749 : tensor<32x16xf32>
    %751 = stablehlo.add %747, %750 : tensor<32x16xf32>
    %752 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %753 = stablehlo.divide %745, %752 : tensor<32x16xf32>
    %754 = stablehlo.broadcast_in_dim %537, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %755 = stablehlo.divide %751, %754 : tensor<32x16xf32>
    %756 = stablehlo.sqrt %755 : tensor<32x16xf32>
    %757 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %758 = stablehlo.add %756, %757 : tensor<32x16xf32>
    %759 = stablehlo.divide %753, %758 : tensor<32x16xf32>
    %760 = stablehlo.multiply %743, %759 : tensor<32x16xf32>
    %761 = stablehlo.subtract %arg12, %760 : tensor<32x16xf32>
    %762 = stablehlo.multiply %573, %arg41 : tensor<16xf32>
    %763 = stablehlo.multiply %575, %405 : tensor<16xf32>
    %764 = stablehlo.add %762, %763 : tensor<16xf32>
    %765 = stablehlo.multiply %578, %arg69 : tensor<16xf32>
    %766 = stablehlo.multiply %405, %405 : tensor<16xf32>
    %767 = stablehlo.multiply %580, %766 : tensor<16xf32>
    %768 = stablehlo.add %765, %767 : tensor<16xf32>
    %769 = stablehlo.divide %764, %584 : tensor<16xf32>
    %770 = stablehlo.divide %768, %586 : tensor<16xf32>
    %771 = stablehlo.sqrt %770 : tensor<16xf32>
    %772 = stablehlo.add %771, %589 : tensor<16xf32>
    %773 = stablehlo.divide %769, %772 : tensor<16xf32>
    %774 = stablehlo.multiply %575, %773 : tensor<16xf32>
    %775 = stablehlo.subtract %arg13, %774 : tensor<16xf32>
    %776 = stablehlo.multiply %573, %arg42 : tensor<16xf32>
    %777 = stablehlo.multiply %575, %384 : tensor<16xf32>
    %778 = stablehlo.add %776, %777 : tensor<16xf32>
    %779 = stablehlo.multiply %578, %arg70 : tensor<16xf32>
    %780 = stablehlo.multiply %384, %384 : tensor<16xf32>
    %781 = stablehlo.multiply %580, %780 : tensor<16xf32>
    %782 = stablehlo.add %779, %781 : tensor<16xf32>
    %783 = stablehlo.divide %778, %584 : tensor<16xf32>
    %784 = stablehlo.divide %782, %586 : tensor<16xf32>
    %785 = stablehlo.sqrt %784 : tensor<16xf32>
    %786 = stablehlo.add %785, %589 : tensor<16xf32>
    %787 = stablehlo.divide %783, %786 : tensor<16xf32>
    %788 = stablehlo.multiply %575, %787 : tensor<16xf32>
    %789 = stablehlo.subtract %arg14, %788 : tensor<16xf32>
    %790 = stablehlo.multiply %573, %arg43 : tensor<16xf32>
    %791 = stablehlo.multiply %575, %381 : tensor<16xf32>
    %792 = stablehlo.add %790, %791 : tensor<16xf32>
    %793 = stablehlo.multiply %578, %arg71 : tensor<16xf32>
    %794 = stablehlo.multiply %381, %381 : tensor<16xf32>
    %795 = stablehlo.multiply %580, %794 : tensor<16xf32>
    %796 = stablehlo.add %793, %795 : tensor<16xf32>
    %797 = stablehlo.divide %792, %584 : tensor<16xf32>
    %798 = stablehlo.divide %796, %586 : tensor<16xf32>
    %799 = stablehlo.sqrt %798 : tensor<16xf32>
    %800 = stablehlo.add %799, %589 : tensor<16xf32>
    %801 = stablehlo.divide %797, %800 : tensor<16xf32>
    %802 = stablehlo.multiply %575, %801 : tensor<16xf32>
    %803 = stablehlo.subtract %arg15, %802 : tensor<16xf32>
    %804 = stablehlo.multiply %608, %arg44 : tensor<16x16xf32>
    %805 = stablehlo.multiply %610, %379 : tensor<16x16xf32>
    %806 = stablehlo.add %804, %805 : tensor<16x16xf32>
    %807 = stablehlo.multiply %613, %arg72 : tensor<16x16xf32>
    %808 = stablehlo.multiply %379, %379 : tensor<16x16xf32>
    %809 = stablehlo.multiply %615, %808 : tensor<16x16xf32>
    %810 = stablehlo.add %807, %809 : tensor<16x16xf32>
    %811 = stablehlo.divide %806, %619 : tensor<16x16xf32>
    %812 = stablehlo.divide %810, %621 : tensor<16x16xf32>
    %813 = stablehlo.sqrt %812 : tensor<16x16xf32>
    %814 = stablehlo.add %813, %624 : tensor<16x16xf32>
    %815 = stablehlo.divide %811, %814 : tensor<16x16xf32>
    %816 = stablehlo.multiply %610, %815 : tensor<16x16xf32>
    %817 = stablehlo.subtract %arg16, %816 : tensor<16x16xf32>
    %818 = stablehlo.multiply %608, %arg45 : tensor<16x16xf32>
    %819 = stablehlo.multiply %610, %374 : tensor<16x16xf32>
    %820 = stablehlo.add %818, %819 : tensor<16x16xf32>
    %821 = stablehlo.multiply %613, %arg73 : tensor<16x16xf32>
    %822 = stablehlo.multiply %374, %374 : tensor<16x16xf32>
    %823 = stablehlo.multiply %615, %822 : tensor<16x16xf32>
    %824 = stablehlo.add %821, %823 : tensor<16x16xf32>
    %825 = stablehlo.divide %820, %619 : tensor<16x16xf32>
    %826 = stablehlo.divide %824, %621 : tensor<16x16xf32>
    %827 = stablehlo.sqrt %826 : tensor<16x16xf32>
    %828 = stablehlo.add %827, %624 : tensor<16x16xf32>
    %829 = stablehlo.divide %825, %828 : tensor<16x16xf32>
    %830 = stablehlo.multiply %610, %829 : tensor<16x16xf32>
    %831 = stablehlo.subtract %arg17, %830 : tensor<16x16xf32>
    %832 = stablehlo.multiply %608, %arg46 : tensor<16x16xf32>
    %833 = stablehlo.multiply %610, %370 : tensor<16x16xf32>
    %834 = stablehlo.add %832, %833 : tensor<16x16xf32>
    %835 = stablehlo.multiply %613, %arg74 : tensor<16x16xf32>
    %836 = stablehlo.multiply %370, %370 : tensor<16x16xf32>
    %837 = stablehlo.multiply %615, %836 : tensor<16x16xf32>
    %838 = stablehlo.add %835, %837 : tensor<16x16xf32>
    %839 = stablehlo.divide %834, %619 : tensor<16x16xf32>
    %840 = stablehlo.divide %838, %621 : tensor<16x16xf32>
    %841 = stablehlo.sqrt %840 : tensor<16x16xf32>
    %842 = stablehlo.add %841, %624 : tensor<16x16xf32>
    %843 = stablehlo.divide %839, %842 : tensor<16x16xf32>
    %844 = stablehlo.multiply %610, %843 : tensor<16x16xf32>
    %845 = stablehlo.subtract %arg18, %844 : tensor<16x16xf32>
    %846 = stablehlo.multiply %608, %arg47 : tensor<16x16xf32>
    %847 = stablehlo.multiply %610, %325 : tensor<16x16xf32>
    %848 = stablehlo.add %846, %847 : tensor<16x16xf32>
    %849 = stablehlo.multiply %613, %arg75 : tensor<16x16xf32>
    %850 = stablehlo.multiply %325, %325 : tensor<16x16xf32>
    %851 = stablehlo.multiply %615, %850 : tensor<16x16xf32>
    %852 = stablehlo.add %849, %851 : tensor<16x16xf32>
    %853 = stablehlo.divide %848, %619 : tensor<16x16xf32>
    %854 = stablehlo.divide %852, %621 : tensor<16x16xf32>
    %855 = stablehlo.sqrt %854 : tensor<16x16xf32>
    %856 = stablehlo.add %855, %624 : tensor<16x16xf32>
    %857 = stablehlo.divide %853, %856 : tensor<16x16xf32>
    %858 = stablehlo.multiply %610, %857 : tensor<16x16xf32>
    %859 = stablehlo.subtract %arg19, %858 : tensor<16x16xf32>
    %860 = stablehlo.multiply %573, %arg48 : tensor<16xf32>
    %861 = stablehlo.multiply %575, %302 : tensor<16xf32>
    %862 = stablehlo.add %860, %861 : tensor<16xf32>
    %863 = stablehlo.multiply %578, %arg76 : tensor<16xf32>
    %864 = stablehlo.multiply %302, %302 : tensor<16xf32>
    %865 = stablehlo.multiply %580, %864 : tensor<16xf32>
    %866 = stablehlo.add %863, %865 : tensor<16xf32>
    %867 = stablehlo.divide %862, %584 : tensor<16xf32>
    %868 = stablehlo.divide %866, %586 : tensor<16xf32>
    %869 = stablehlo.sqrt %868 : tensor<16xf32>
    %870 = stablehlo.add %869, %589 : tensor<16xf32>
    %871 = stablehlo.divide %867, %870 : tensor<16xf32>
    %872 = stablehlo.multiply %575, %871 : tensor<16xf32>
    %873 = stablehlo.subtract %arg20, %872 : tensor<16xf32>
    %874 = stablehlo.multiply %573, %arg49 : tensor<16xf32>
    %875 = stablehlo.multiply %575, %299 : tensor<16xf32>
    %876 = stablehlo.add %874, %875 : tensor<16xf32>
    %877 = stablehlo.multiply %578, %arg77 : tensor<16xf32>
    %878 = stablehlo.multiply %299, %299 : tensor<16xf32>
    %879 = stablehlo.multiply %580, %878 : tensor<16xf32>
    %880 = stablehlo.add %877, %879 : tensor<16xf32>
    %881 = stablehlo.divide %876, %584 : tensor<16xf32>
    %882 = stablehlo.divide %880, %586 : tensor<16xf32>
    %883 = stablehlo.sqrt %882 : tensor<16xf32>
    %884 = stablehlo.add %883, %589 : tensor<16xf32>
    %885 = stablehlo.divide %881, %884 : tensor<16xf32>
    %886 = stablehlo.multiply %575, %885 : tensor<16xf32>
    %887 = stablehlo.subtract %arg21, %886 : tensor<16xf32>
    %888 = stablehlo.multiply %699, %arg50 : tensor<16x32xf32>
    %889 = stablehlo.multiply %701, %298 : tensor<16x32xf32>
    %890 = stablehlo.add %888, %889 : tensor<16x32xf32>
    %891 = stablehlo.multiply %704, %arg78 : tensor<16x32xf32>
    %892 = stablehlo.multiply %298, %298 : tensor<16x32xf32>
    %893 = stablehlo.multiply %706, %892 : tensor<16x32xf32>
    %894 = stablehlo.add %891, %893 : tensor<16x32xf32>
    %895 = stablehlo.divide %890, %710 : tensor<16x32xf32>
    %896 = stablehlo.divide %894, %712 : tensor<16x32xf32>
    %897 = stablehlo.sqrt %896 : tensor<16x32xf32>
    %898 = stablehlo.add %897, %715 : tensor<16x32xf32>
    %899 = stablehlo.divide %895, %898 : tensor<16x32xf32>
    %900 = stablehlo.multiply %701, %899 : tensor<16x32xf32>
    %901 = stablehlo.subtract %arg22, %900 : tensor<16x32xf32>
    %902 = stablehlo.multiply %720, %arg51 : tensor<32xf32>
    %903 = stablehlo.multiply %722, %295 : tensor<32xf32>
    %904 = stablehlo.add %902, %903 : tensor<32xf32>
    %905 = stablehlo.multiply %725, %arg79 : tensor<32xf32>
    %906 = stablehlo.multiply %295, %295 : tensor<32xf32>
    %907 = stablehlo.multiply %727, %906 : tensor<32xf32>
    %908 = stablehlo.add %905, %907 : tensor<32xf32>
    %909 = stablehlo.divide %904, %731 : tensor<32xf32>
    %910 = stablehlo.divide %908, %733 : tensor<32xf32>
    %911 = stablehlo.sqrt %910 : tensor<32xf32>
    %912 = stablehlo.add %911, %736 : tensor<32xf32>
    %913 = stablehlo.divide %909, %912 : tensor<32xf32>
    %914 = stablehlo.multiply %722, %913 : tensor<32xf32>
    %915 = stablehlo.subtract %arg23, %914 : tensor<32xf32>
    %916 = stablehlo.multiply %741, %arg52 : tensor<32x16xf32>
    %917 = stablehlo.multiply %743, %274 : tensor<32x16xf32>
    %918 = stablehlo.add %916, %917 : tensor<32x16xf32>
    %919 = stablehlo.multiply %746, %arg80 : tensor<32x16xf32>
    %920 = stablehlo.multiply %274, %274 : tensor<32x16xf32>
    %921 = stablehlo.multiply %748, %920 : tensor<32x16xf32>
    %922 = stablehlo.add %919, %921 : tensor<32x16xf32>
    %923 = stablehlo.divide %918, %752 : tensor<32x16xf32>
    %924 = stablehlo.divide %922, %754 : tensor<32x16xf32>
    %925 = stablehlo.sqrt %924 : tensor<32x16xf32>
    %926 = stablehlo.add %925, %757 : tensor<32x16xf32>
    %927 = stablehlo.divide %923, %926 : tensor<32x16xf32>
    %928 = stablehlo.multiply %743, %927 : tensor<32x16xf32>
    %929 = stablehlo.subtract %arg24, %928 : tensor<32x16xf32>
    %930 = stablehlo.multiply %573, %arg53 : tensor<16xf32>
    %931 = stablehlo.multiply %575, %271 : tensor<16xf32>
    %932 = stablehlo.add %930, %931 : tensor<16xf32>
    %933 = stablehlo.multiply %578, %arg81 : tensor<16xf32>
    %934 = stablehlo.multiply %271, %271 : tensor<16xf32>
    %935 = stablehlo.multiply %580, %934 : tensor<16xf32>
    %936 = stablehlo.add %933, %935 : tensor<16xf32>
    %937 = stablehlo.divide %932, %584 : tensor<16xf32>
    %938 = stablehlo.divide %936, %586 : tensor<16xf32>
    %939 = stablehlo.sqrt %938 : tensor<16xf32>
    %940 = stablehlo.add %939, %589 : tensor<16xf32>
    %941 = stablehlo.divide %937, %940 : tensor<16xf32>
    %942 = stablehlo.multiply %575, %941 : tensor<16xf32>
    %943 = stablehlo.subtract %arg25, %942 : tensor<16xf32>
    %944 = stablehlo.multiply %573, %arg54 : tensor<16xf32>
    %945 = stablehlo.multiply %575, %247 : tensor<16xf32>
    %946 = stablehlo.add %944, %945 : tensor<16xf32>
    %947 = stablehlo.multiply %578, %arg82 : tensor<16xf32>
    %948 = stablehlo.multiply %247, %247 : tensor<16xf32>
    %949 = stablehlo.multiply %580, %948 : tensor<16xf32>
    %950 = stablehlo.add %947, %949 : tensor<16xf32>
    %951 = stablehlo.divide %946, %584 : tensor<16xf32>
    %952 = stablehlo.divide %950, %586 : tensor<16xf32>
    %953 = stablehlo.sqrt %952 : tensor<16xf32>
    %954 = stablehlo.add %953, %589 : tensor<16xf32>
    %955 = stablehlo.divide %951, %954 : tensor<16xf32>
    %956 = stablehlo.multiply %575, %955 : tensor<16xf32>
    %957 = stablehlo.subtract %arg26, %956 : tensor<16xf32>
    %958 = stablehlo.multiply %573, %arg55 : tensor<16xf32>
    %959 = stablehlo.multiply %575, %244 : tensor<16xf32>
    %960 = stablehlo.add %958, %959 : tensor<16xf32>
    %961 = stablehlo.multiply %578, %arg83 : tensor<16xf32>
    %962 = stablehlo.multiply %244, %244 : tensor<16xf32>
    %963 = stablehlo.multiply %580, %962 : tensor<16xf32>
    %964 = stablehlo.add %961, %963 : tensor<16xf32>
    %965 = stablehlo.divide %960, %584 : tensor<16xf32>
    %966 = stablehlo.divide %964, %586 : tensor<16xf32>
    %967 = stablehlo.sqrt %966 : tensor<16xf32>
    %968 = stablehlo.add %967, %589 : tensor<16xf32>
    %969 = stablehlo.divide %965, %968 : tensor<16xf32>
    %970 = stablehlo.multiply %575, %969 : tensor<16xf32>
    %971 = stablehlo.subtract %arg27, %970 : tensor<16xf32>
    return %214, %558, %572, %593, %607, %628, %642, %656, %670, %684, %698, %719, %740, %761, %775, %789, %803, %817, %831, %845, %859, %873, %887, %901, %915, %929, %943, %957, %971, %542, %561, %577, %596, %612, %631, %645, %659, %673, %687, %703, %724, %745, %764, %778, %792, %806, %820, %834, %848, %862, %876, %890, %904, %918, %932, %946, %960, %548, %565, %583, %600, %618, %635, %649, %663, %677, %691, %709, %730, %751, %768, %782, %796, %810, %824, %838, %852, %866, %880, %894, %908, %922, %936, %950, %964, %533 : tensor<f32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>
  }
}
