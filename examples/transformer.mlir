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
    %10 = stablehlo.constant dense<16> : tensor<1xi32>
    %11 = stablehlo.concatenate %8, %9, %10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %12 = stablehlo.dynamic_broadcast_in_dim %5, %11, dims = [1, 2] : (tensor<?x16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %13 = stablehlo.add %0, %12 : tensor<?x?x16xf32>
    %14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%13 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %17 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.concatenate %17, %18, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %20 = stablehlo.dynamic_broadcast_in_dim %16, %19, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %21 = stablehlo.divide %15, %20 : tensor<?x?xf32>
    %22 = stablehlo.dynamic_broadcast_in_dim %21, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %23 = stablehlo.subtract %13, %22 : tensor<?x?x16xf32>
    %24 = stablehlo.multiply %23, %23 : tensor<?x?x16xf32>
    %25 = stablehlo.reduce(%24 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %26 = stablehlo.divide %25, %20 : tensor<?x?xf32>
    %27 = stablehlo.dynamic_broadcast_in_dim %26, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %28 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %29 = stablehlo.dynamic_broadcast_in_dim %28, %11, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %30 = stablehlo.add %27, %29 : tensor<?x?x16xf32>
    %31 = stablehlo.rsqrt %30 : tensor<?x?x16xf32>
    %32 = stablehlo.multiply %23, %31 : tensor<?x?x16xf32>
    %33 = stablehlo.dynamic_broadcast_in_dim %arg2, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<?x?x16xf32>
    %35 = stablehlo.dynamic_broadcast_in_dim %arg3, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %36 = stablehlo.add %34, %35 : tensor<?x?x16xf32>
    %37 = stablehlo.dot_general %36, %arg4, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %38 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %39 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %40 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %41 = stablehlo.concatenate %38, %39, %40, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
    %42 = stablehlo.dynamic_reshape %37, %41 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %43 = stablehlo.dot_general %36, %arg5, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %44 = stablehlo.dynamic_reshape %43, %41 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %45 = stablehlo.dot_general %36, %arg6, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %46 = stablehlo.dynamic_reshape %45, %41 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %47 = stablehlo.dot_general %42, %44, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %48 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %49 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %50 = stablehlo.constant dense<2> : tensor<1xi32>
    %51 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %52 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %53 = stablehlo.concatenate %49, %50, %51, %52, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %54 = stablehlo.dynamic_broadcast_in_dim %48, %53, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %55 = stablehlo.multiply %47, %54 : tensor<?x2x?x?xf32>
    %56 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %57 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.concatenate %56, %57, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %59 = stablehlo.dynamic_iota %58, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %60 = stablehlo.dynamic_iota %58, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %61 = stablehlo.compare GE, %59, %60, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %62 = stablehlo.dynamic_broadcast_in_dim %61, %53, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %63 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %64 = stablehlo.dynamic_broadcast_in_dim %63, %53, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %65 = stablehlo.select %62, %55, %64 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.reduce(%65 init: %66) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %68 = stablehlo.dynamic_broadcast_in_dim %67, %53, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %69 = stablehlo.subtract %65, %68 : tensor<?x2x?x?xf32>
    %70 = stablehlo.exponential %69 : tensor<?x2x?x?xf32>
    %71 = stablehlo.reduce(%70 init: %14) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %72 = stablehlo.dynamic_broadcast_in_dim %71, %53, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %73 = stablehlo.divide %70, %72 : tensor<?x2x?x?xf32>
    %74 = stablehlo.dot_general %73, %46, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %75 = stablehlo.transpose %74, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %76 = stablehlo.dynamic_reshape %75, %11 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %77 = stablehlo.dot_general %76, %arg7, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %78 = stablehlo.add %13, %77 : tensor<?x?x16xf32>
    %79 = stablehlo.reduce(%78 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %80 = stablehlo.divide %79, %20 : tensor<?x?xf32>
    %81 = stablehlo.dynamic_broadcast_in_dim %80, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %82 = stablehlo.subtract %78, %81 : tensor<?x?x16xf32>
    %83 = stablehlo.multiply %82, %82 : tensor<?x?x16xf32>
    %84 = stablehlo.reduce(%83 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %85 = stablehlo.divide %84, %20 : tensor<?x?xf32>
    %86 = stablehlo.dynamic_broadcast_in_dim %85, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %87 = stablehlo.add %86, %29 : tensor<?x?x16xf32>
    %88 = stablehlo.rsqrt %87 : tensor<?x?x16xf32>
    %89 = stablehlo.multiply %82, %88 : tensor<?x?x16xf32>
    %90 = stablehlo.dynamic_broadcast_in_dim %arg8, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<?x?x16xf32>
    %92 = stablehlo.dynamic_broadcast_in_dim %arg9, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %93 = stablehlo.add %91, %92 : tensor<?x?x16xf32>
    %94 = stablehlo.dot_general %93, %arg10, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %95 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %96 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %97 = stablehlo.constant dense<32> : tensor<1xi32>
    %98 = stablehlo.concatenate %95, %96, %97, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %99 = stablehlo.dynamic_broadcast_in_dim %arg11, %98, dims = [2] : (tensor<32xf32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %100 = stablehlo.add %94, %99 : tensor<?x?x32xf32>
    %101 = stablehlo.multiply %100, %100 : tensor<?x?x32xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<?x?x32xf32>
    %103 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %104 = stablehlo.dynamic_broadcast_in_dim %103, %98, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %105 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %106 = stablehlo.dynamic_broadcast_in_dim %105, %98, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %107 = stablehlo.multiply %106, %102 : tensor<?x?x32xf32>
    %108 = stablehlo.add %100, %107 : tensor<?x?x32xf32>
    %109 = stablehlo.multiply %104, %108 : tensor<?x?x32xf32>
    %110 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %111 = stablehlo.dynamic_broadcast_in_dim %110, %98, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %112 = stablehlo.multiply %111, %100 : tensor<?x?x32xf32>
    %113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.dynamic_broadcast_in_dim %113, %98, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %115 = stablehlo.tanh %109 : tensor<?x?x32xf32>
    %116 = stablehlo.add %114, %115 : tensor<?x?x32xf32>
    %117 = stablehlo.multiply %112, %116 : tensor<?x?x32xf32>
    %118 = stablehlo.dot_general %117, %arg12, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %119 = stablehlo.dynamic_broadcast_in_dim %arg13, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %120 = stablehlo.add %118, %119 : tensor<?x?x16xf32>
    %121 = stablehlo.add %78, %120 : tensor<?x?x16xf32>
    %122 = stablehlo.reduce(%121 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %123 = stablehlo.divide %122, %20 : tensor<?x?xf32>
    %124 = stablehlo.dynamic_broadcast_in_dim %123, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %125 = stablehlo.subtract %121, %124 : tensor<?x?x16xf32>
    %126 = stablehlo.multiply %125, %125 : tensor<?x?x16xf32>
    %127 = stablehlo.reduce(%126 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %128 = stablehlo.divide %127, %20 : tensor<?x?xf32>
    %129 = stablehlo.dynamic_broadcast_in_dim %128, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %130 = stablehlo.add %129, %29 : tensor<?x?x16xf32>
    %131 = stablehlo.rsqrt %130 : tensor<?x?x16xf32>
    %132 = stablehlo.multiply %125, %131 : tensor<?x?x16xf32>
    %133 = stablehlo.dynamic_broadcast_in_dim %arg14, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<?x?x16xf32>
    %135 = stablehlo.dynamic_broadcast_in_dim %arg15, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %136 = stablehlo.add %134, %135 : tensor<?x?x16xf32>
    %137 = stablehlo.dot_general %136, %arg16, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %138 = stablehlo.dynamic_reshape %137, %41 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %139 = stablehlo.dot_general %136, %arg17, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %140 = stablehlo.dynamic_reshape %139, %41 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %141 = stablehlo.dot_general %136, %arg18, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %142 = stablehlo.dynamic_reshape %141, %41 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %143 = stablehlo.dot_general %138, %140, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %144 = stablehlo.multiply %143, %54 : tensor<?x2x?x?xf32>
    %145 = stablehlo.dynamic_iota %58, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %146 = stablehlo.dynamic_iota %58, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %147 = stablehlo.compare GE, %145, %146, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %148 = stablehlo.dynamic_broadcast_in_dim %147, %53, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %149 = stablehlo.select %148, %144, %64 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %150 = stablehlo.reduce(%149 init: %66) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %151 = stablehlo.dynamic_broadcast_in_dim %150, %53, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %152 = stablehlo.subtract %149, %151 : tensor<?x2x?x?xf32>
    %153 = stablehlo.exponential %152 : tensor<?x2x?x?xf32>
    %154 = stablehlo.reduce(%153 init: %14) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %155 = stablehlo.dynamic_broadcast_in_dim %154, %53, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %156 = stablehlo.divide %153, %155 : tensor<?x2x?x?xf32>
    %157 = stablehlo.dot_general %156, %142, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %158 = stablehlo.transpose %157, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %159 = stablehlo.dynamic_reshape %158, %11 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %160 = stablehlo.dot_general %159, %arg19, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %161 = stablehlo.add %121, %160 : tensor<?x?x16xf32>
    %162 = stablehlo.reduce(%161 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %163 = stablehlo.divide %162, %20 : tensor<?x?xf32>
    %164 = stablehlo.dynamic_broadcast_in_dim %163, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %165 = stablehlo.subtract %161, %164 : tensor<?x?x16xf32>
    %166 = stablehlo.multiply %165, %165 : tensor<?x?x16xf32>
    %167 = stablehlo.reduce(%166 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %168 = stablehlo.divide %167, %20 : tensor<?x?xf32>
    %169 = stablehlo.dynamic_broadcast_in_dim %168, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %170 = stablehlo.add %169, %29 : tensor<?x?x16xf32>
    %171 = stablehlo.rsqrt %170 : tensor<?x?x16xf32>
    %172 = stablehlo.multiply %165, %171 : tensor<?x?x16xf32>
    %173 = stablehlo.dynamic_broadcast_in_dim %arg20, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %174 = stablehlo.multiply %172, %173 : tensor<?x?x16xf32>
    %175 = stablehlo.dynamic_broadcast_in_dim %arg21, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %176 = stablehlo.add %174, %175 : tensor<?x?x16xf32>
    %177 = stablehlo.dot_general %176, %arg22, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %178 = stablehlo.dynamic_broadcast_in_dim %arg23, %98, dims = [2] : (tensor<32xf32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %179 = stablehlo.add %177, %178 : tensor<?x?x32xf32>
    %180 = stablehlo.multiply %179, %179 : tensor<?x?x32xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<?x?x32xf32>
    %182 = stablehlo.multiply %106, %181 : tensor<?x?x32xf32>
    %183 = stablehlo.add %179, %182 : tensor<?x?x32xf32>
    %184 = stablehlo.multiply %104, %183 : tensor<?x?x32xf32>
    %185 = stablehlo.multiply %111, %179 : tensor<?x?x32xf32>
    %186 = stablehlo.tanh %184 : tensor<?x?x32xf32>
    %187 = stablehlo.add %114, %186 : tensor<?x?x32xf32>
    %188 = stablehlo.multiply %185, %187 : tensor<?x?x32xf32>
    %189 = stablehlo.dot_general %188, %arg24, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %190 = stablehlo.dynamic_broadcast_in_dim %arg25, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %191 = stablehlo.add %189, %190 : tensor<?x?x16xf32>
    %192 = stablehlo.add %161, %191 : tensor<?x?x16xf32>
    %193 = stablehlo.reduce(%192 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %194 = stablehlo.divide %193, %20 : tensor<?x?xf32>
    %195 = stablehlo.dynamic_broadcast_in_dim %194, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %196 = stablehlo.subtract %192, %195 : tensor<?x?x16xf32>
    %197 = stablehlo.multiply %196, %196 : tensor<?x?x16xf32>
    %198 = stablehlo.reduce(%197 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %199 = stablehlo.divide %198, %20 : tensor<?x?xf32>
    %200 = stablehlo.dynamic_broadcast_in_dim %199, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %201 = stablehlo.add %200, %29 : tensor<?x?x16xf32>
    %202 = stablehlo.rsqrt %201 : tensor<?x?x16xf32>
    %203 = stablehlo.multiply %196, %202 : tensor<?x?x16xf32>
    %204 = stablehlo.dynamic_broadcast_in_dim %arg26, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<?x?x16xf32>
    %206 = stablehlo.dynamic_broadcast_in_dim %arg27, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %207 = stablehlo.add %205, %206 : tensor<?x?x16xf32>
    %208 = stablehlo.dot_general %207, %arg0, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<64x16xf32>) -> tensor<?x?x64xf32>
    %209 = stablehlo.reduce(%208 init: %66) applies stablehlo.maximum across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %210 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %211 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %212 = stablehlo.constant dense<64> : tensor<1xi32>
    %213 = stablehlo.concatenate %210, %211, %212, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %214 = stablehlo.dynamic_broadcast_in_dim %209, %213, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %215 = stablehlo.subtract %208, %214 : tensor<?x?x64xf32>
    %216 = stablehlo.exponential %215 : tensor<?x?x64xf32>
    %217 = stablehlo.reduce(%216 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %218 = stablehlo.log %217 : tensor<?x?xf32>
    %219 = stablehlo.dynamic_iota %213, dim = 2 : (tensor<3xi32>) -> tensor<?x?x64xi32>
    %220 = stablehlo.dynamic_broadcast_in_dim %arg86, %213, dims = [0, 1] : (tensor<?x?xi32, [@B, @T]>, tensor<3xi32>) -> tensor<?x?x64xi32>
    %221 = stablehlo.compare EQ, %219, %220, SIGNED : (tensor<?x?x64xi32>, tensor<?x?x64xi32>) -> tensor<?x?x64xi1>
    %222 = stablehlo.dynamic_broadcast_in_dim %14, %213, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %223 = stablehlo.select %221, %215, %222 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %224 = stablehlo.reduce(%223 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %225 = stablehlo.subtract %218, %224 : tensor<?x?xf32>
    %226 = stablehlo.reduce(%225 init: %14) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<f32>
    %227 = stablehlo.multiply %6, %7 : tensor<i32>
    %228 = stablehlo.convert %227 : (tensor<i32>) -> tensor<f32>
    %229 = stablehlo.divide %226, %228 : tensor<f32>
    %230 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %231 = stablehlo.divide %230, %228 : tensor<f32>
    %232 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %233 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %234 = stablehlo.concatenate %232, %233, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %235 = stablehlo.dynamic_broadcast_in_dim %231, %234, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %236 = stablehlo.negate %235 : tensor<?x?xf32>
    %237 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %238 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %239 = stablehlo.constant dense<64> : tensor<1xi32>
    %240 = stablehlo.concatenate %237, %238, %239, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %241 = stablehlo.dynamic_broadcast_in_dim %236, %240, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.dynamic_broadcast_in_dim %242, %240, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %244 = stablehlo.select %221, %241, %243 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %245 = stablehlo.divide %235, %217 : tensor<?x?xf32>
    %246 = stablehlo.dynamic_broadcast_in_dim %245, %240, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %247 = stablehlo.multiply %246, %216 : tensor<?x?x64xf32>
    %248 = stablehlo.add %244, %247 : tensor<?x?x64xf32>
    %249 = stablehlo.negate %248 : tensor<?x?x64xf32>
    %250 = stablehlo.reduce(%249 init: %242) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %251 = stablehlo.dynamic_reshape %250, %234 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %252 = stablehlo.dynamic_broadcast_in_dim %209, %240, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %253 = stablehlo.compare EQ, %208, %252, FLOAT : (tensor<?x?x64xf32>, tensor<?x?x64xf32>) -> tensor<?x?x64xi1>
    %254 = stablehlo.convert %253 : (tensor<?x?x64xi1>) -> tensor<?x?x64xf32>
    %255 = stablehlo.reduce(%254 init: %242) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %256 = stablehlo.divide %251, %255 : tensor<?x?xf32>
    %257 = stablehlo.dynamic_broadcast_in_dim %256, %240, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %258 = stablehlo.multiply %254, %257 : tensor<?x?x64xf32>
    %259 = stablehlo.add %248, %258 : tensor<?x?x64xf32>
    %260 = stablehlo.dot_general %259, %arg0, contracting_dims = [2] x [0] : (tensor<?x?x64xf32>, tensor<64x16xf32>) -> tensor<?x?x16xf32>
    %261 = stablehlo.dot_general %259, %207, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x64xf32>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %262 = stablehlo.reduce(%260 init: %242) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %263 = stablehlo.multiply %260, %204 : tensor<?x?x16xf32>
    %264 = stablehlo.multiply %260, %203 : tensor<?x?x16xf32>
    %265 = stablehlo.reduce(%264 init: %242) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %266 = stablehlo.multiply %263, %202 : tensor<?x?x16xf32>
    %267 = stablehlo.multiply %263, %196 : tensor<?x?x16xf32>
    %268 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %269 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %270 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %271 = stablehlo.constant dense<16> : tensor<1xi32>
    %272 = stablehlo.concatenate %269, %270, %271, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %273 = stablehlo.dynamic_broadcast_in_dim %268, %272, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %274 = stablehlo.multiply %202, %273 : tensor<?x?x16xf32>
    %275 = stablehlo.divide %274, %201 : tensor<?x?x16xf32>
    %276 = stablehlo.multiply %267, %275 : tensor<?x?x16xf32>
    %277 = stablehlo.reduce(%276 init: %242) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %278 = stablehlo.dynamic_reshape %277, %234 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %279 = stablehlo.divide %278, %20 : tensor<?x?xf32>
    %280 = stablehlo.dynamic_broadcast_in_dim %279, %272, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %281 = stablehlo.multiply %280, %196 : tensor<?x?x16xf32>
    %282 = stablehlo.multiply %280, %196 : tensor<?x?x16xf32>
    %283 = stablehlo.add %266, %281 : tensor<?x?x16xf32>
    %284 = stablehlo.add %283, %282 : tensor<?x?x16xf32>
    %285 = stablehlo.negate %284 : tensor<?x?x16xf32>
    %286 = stablehlo.reduce(%285 init: %242) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %287 = stablehlo.dynamic_reshape %286, %234 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %288 = stablehlo.divide %287, %20 : tensor<?x?xf32>
    %289 = stablehlo.dynamic_broadcast_in_dim %288, %272, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %290 = stablehlo.add %284, %289 : tensor<?x?x16xf32>
    %291 = stablehlo.reduce(%290 init: %242) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %292 = stablehlo.dot_general %290, %arg24, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %293 = stablehlo.dot_general %290, %188, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %294 = stablehlo.transpose %293, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %295 = stablehlo.multiply %292, %187 : tensor<?x?x32xf32>
    %296 = stablehlo.multiply %292, %185 : tensor<?x?x32xf32>
    %297 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %298 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %299 = stablehlo.constant dense<32> : tensor<1xi32>
    %300 = stablehlo.concatenate %297, %298, %299, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %301 = stablehlo.dynamic_broadcast_in_dim %230, %300, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %302 = stablehlo.multiply %186, %186 : tensor<?x?x32xf32>
    %303 = stablehlo.subtract %301, %302 : tensor<?x?x32xf32>
    %304 = stablehlo.multiply %296, %303 : tensor<?x?x32xf32>
    %305 = stablehlo.multiply %295, %111 : tensor<?x?x32xf32>
    %306 = stablehlo.multiply %304, %104 : tensor<?x?x32xf32>
    %307 = stablehlo.add %305, %306 : tensor<?x?x32xf32>
    %308 = stablehlo.multiply %306, %106 : tensor<?x?x32xf32>
    %309 = stablehlo.multiply %308, %180 : tensor<?x?x32xf32>
    %310 = stablehlo.multiply %308, %179 : tensor<?x?x32xf32>
    %311 = stablehlo.add %307, %309 : tensor<?x?x32xf32>
    %312 = stablehlo.multiply %310, %179 : tensor<?x?x32xf32>
    %313 = stablehlo.multiply %310, %179 : tensor<?x?x32xf32>
    %314 = stablehlo.add %311, %312 : tensor<?x?x32xf32>
    %315 = stablehlo.add %314, %313 : tensor<?x?x32xf32>
    %316 = stablehlo.reduce(%315 init: %242) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %317 = stablehlo.dot_general %315, %arg22, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %318 = stablehlo.dot_general %315, %176, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %319 = stablehlo.transpose %318, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %320 = stablehlo.reduce(%317 init: %242) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %321 = stablehlo.multiply %317, %173 : tensor<?x?x16xf32>
    %322 = stablehlo.multiply %317, %172 : tensor<?x?x16xf32>
    %323 = stablehlo.reduce(%322 init: %242) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %324 = stablehlo.multiply %321, %171 : tensor<?x?x16xf32>
    %325 = stablehlo.multiply %321, %165 : tensor<?x?x16xf32>
    %326 = stablehlo.multiply %171, %273 : tensor<?x?x16xf32>
    %327 = stablehlo.divide %326, %170 : tensor<?x?x16xf32>
    %328 = stablehlo.multiply %325, %327 : tensor<?x?x16xf32>
    %329 = stablehlo.reduce(%328 init: %242) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %330 = stablehlo.dynamic_reshape %329, %234 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %331 = stablehlo.divide %330, %20 : tensor<?x?xf32>
    %332 = stablehlo.dynamic_broadcast_in_dim %331, %272, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %333 = stablehlo.multiply %332, %165 : tensor<?x?x16xf32>
    %334 = stablehlo.multiply %332, %165 : tensor<?x?x16xf32>
    %335 = stablehlo.add %324, %333 : tensor<?x?x16xf32>
    %336 = stablehlo.add %335, %334 : tensor<?x?x16xf32>
    %337 = stablehlo.negate %336 : tensor<?x?x16xf32>
    %338 = stablehlo.add %290, %336 : tensor<?x?x16xf32>
    %339 = stablehlo.reduce(%337 init: %242) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %340 = stablehlo.dynamic_reshape %339, %234 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %341 = stablehlo.divide %340, %20 : tensor<?x?xf32>
    %342 = stablehlo.dynamic_broadcast_in_dim %341, %272, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %343 = stablehlo.add %338, %342 : tensor<?x?x16xf32>
    %344 = stablehlo.dot_general %343, %arg19, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %345 = stablehlo.dot_general %343, %159, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %346 = stablehlo.transpose %345, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %347 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %348 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %349 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %350 = stablehlo.concatenate %347, %348, %349, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
    %351 = stablehlo.dynamic_reshape %344, %350 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %352 = stablehlo.transpose %351, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %353 = stablehlo.dot_general %352, %142, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %354 = stablehlo.dot_general %352, %156, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %355 = stablehlo.transpose %354, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %356 = stablehlo.divide %353, %155 : tensor<?x2x?x?xf32>
    %357 = stablehlo.multiply %356, %156 : tensor<?x2x?x?xf32>
    %358 = stablehlo.negate %357 : tensor<?x2x?x?xf32>
    %359 = stablehlo.reduce(%358 init: %242) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %360 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %361 = stablehlo.constant dense<2> : tensor<1xi32>
    %362 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %363 = stablehlo.concatenate %360, %361, %362, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %364 = stablehlo.dynamic_reshape %359, %363 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %365 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %366 = stablehlo.constant dense<2> : tensor<1xi32>
    %367 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %368 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %369 = stablehlo.concatenate %365, %366, %367, %368, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %370 = stablehlo.dynamic_broadcast_in_dim %364, %369, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %371 = stablehlo.add %356, %370 : tensor<?x2x?x?xf32>
    %372 = stablehlo.multiply %371, %153 : tensor<?x2x?x?xf32>
    %373 = stablehlo.negate %372 : tensor<?x2x?x?xf32>
    %374 = stablehlo.reduce(%373 init: %242) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %375 = stablehlo.dynamic_reshape %374, %363 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %376 = stablehlo.dynamic_broadcast_in_dim %150, %369, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %377 = stablehlo.compare EQ, %149, %376, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %378 = stablehlo.convert %377 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %379 = stablehlo.reduce(%378 init: %242) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %380 = stablehlo.divide %375, %379 : tensor<?x2x?xf32>
    %381 = stablehlo.dynamic_broadcast_in_dim %380, %369, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %382 = stablehlo.multiply %378, %381 : tensor<?x2x?x?xf32>
    %383 = stablehlo.add %372, %382 : tensor<?x2x?x?xf32>
    %384 = stablehlo.dynamic_broadcast_in_dim %242, %369, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %385 = stablehlo.select %148, %383, %384 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %386 = stablehlo.multiply %385, %54 : tensor<?x2x?x?xf32>
    %387 = stablehlo.dot_general %386, %140, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %388 = stablehlo.transpose %387, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %389 = stablehlo.dot_general %386, %138, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %390 = stablehlo.transpose %389, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %391 = stablehlo.dynamic_reshape %355, %272 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %392 = stablehlo.dot_general %391, %arg18, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %393 = stablehlo.dot_general %391, %136, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %394 = stablehlo.transpose %393, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %395 = stablehlo.dynamic_reshape %390, %272 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %396 = stablehlo.dot_general %395, %arg17, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %397 = stablehlo.dot_general %395, %136, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %398 = stablehlo.transpose %397, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %399 = stablehlo.add %392, %396 : tensor<?x?x16xf32>
    %400 = stablehlo.dynamic_reshape %388, %272 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %401 = stablehlo.dot_general %400, %arg16, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %402 = stablehlo.dot_general %400, %136, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %403 = stablehlo.transpose %402, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %404 = stablehlo.add %399, %401 : tensor<?x?x16xf32>
    %405 = stablehlo.reduce(%404 init: %242) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %406 = stablehlo.multiply %404, %133 : tensor<?x?x16xf32>
    %407 = stablehlo.multiply %404, %132 : tensor<?x?x16xf32>
    %408 = stablehlo.reduce(%407 init: %242) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %409 = stablehlo.multiply %406, %131 : tensor<?x?x16xf32>
    %410 = stablehlo.multiply %406, %125 : tensor<?x?x16xf32>
    %411 = stablehlo.multiply %131, %273 : tensor<?x?x16xf32>
    %412 = stablehlo.divide %411, %130 : tensor<?x?x16xf32>
    %413 = stablehlo.multiply %410, %412 : tensor<?x?x16xf32>
    %414 = stablehlo.reduce(%413 init: %242) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %415 = stablehlo.dynamic_reshape %414, %234 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %416 = stablehlo.divide %415, %20 : tensor<?x?xf32>
    %417 = stablehlo.dynamic_broadcast_in_dim %416, %272, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %418 = stablehlo.multiply %417, %125 : tensor<?x?x16xf32>
    %419 = stablehlo.multiply %417, %125 : tensor<?x?x16xf32>
    %420 = stablehlo.add %409, %418 : tensor<?x?x16xf32>
    %421 = stablehlo.add %420, %419 : tensor<?x?x16xf32>
    %422 = stablehlo.negate %421 : tensor<?x?x16xf32>
    %423 = stablehlo.add %343, %421 : tensor<?x?x16xf32>
    %424 = stablehlo.reduce(%422 init: %242) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %425 = stablehlo.dynamic_reshape %424, %234 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %426 = stablehlo.divide %425, %20 : tensor<?x?xf32>
    %427 = stablehlo.dynamic_broadcast_in_dim %426, %272, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %428 = stablehlo.add %423, %427 : tensor<?x?x16xf32>
    %429 = stablehlo.reduce(%428 init: %242) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %430 = stablehlo.dot_general %428, %arg12, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %431 = stablehlo.dot_general %428, %117, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %432 = stablehlo.transpose %431, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %433 = stablehlo.multiply %430, %116 : tensor<?x?x32xf32>
    %434 = stablehlo.multiply %430, %112 : tensor<?x?x32xf32>
    %435 = stablehlo.multiply %115, %115 : tensor<?x?x32xf32>
    %436 = stablehlo.subtract %301, %435 : tensor<?x?x32xf32>
    %437 = stablehlo.multiply %434, %436 : tensor<?x?x32xf32>
    %438 = stablehlo.multiply %433, %111 : tensor<?x?x32xf32>
    %439 = stablehlo.multiply %437, %104 : tensor<?x?x32xf32>
    %440 = stablehlo.add %438, %439 : tensor<?x?x32xf32>
    %441 = stablehlo.multiply %439, %106 : tensor<?x?x32xf32>
    %442 = stablehlo.multiply %441, %101 : tensor<?x?x32xf32>
    %443 = stablehlo.multiply %441, %100 : tensor<?x?x32xf32>
    %444 = stablehlo.add %440, %442 : tensor<?x?x32xf32>
    %445 = stablehlo.multiply %443, %100 : tensor<?x?x32xf32>
    %446 = stablehlo.multiply %443, %100 : tensor<?x?x32xf32>
    %447 = stablehlo.add %444, %445 : tensor<?x?x32xf32>
    %448 = stablehlo.add %447, %446 : tensor<?x?x32xf32>
    %449 = stablehlo.reduce(%448 init: %242) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %450 = stablehlo.dot_general %448, %arg10, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %451 = stablehlo.dot_general %448, %93, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %452 = stablehlo.transpose %451, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %453 = stablehlo.reduce(%450 init: %242) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %454 = stablehlo.multiply %450, %90 : tensor<?x?x16xf32>
    %455 = stablehlo.multiply %450, %89 : tensor<?x?x16xf32>
    %456 = stablehlo.reduce(%455 init: %242) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %457 = stablehlo.multiply %454, %88 : tensor<?x?x16xf32>
    %458 = stablehlo.multiply %454, %82 : tensor<?x?x16xf32>
    %459 = stablehlo.multiply %88, %273 : tensor<?x?x16xf32>
    %460 = stablehlo.divide %459, %87 : tensor<?x?x16xf32>
    %461 = stablehlo.multiply %458, %460 : tensor<?x?x16xf32>
    %462 = stablehlo.reduce(%461 init: %242) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %463 = stablehlo.dynamic_reshape %462, %234 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %464 = stablehlo.divide %463, %20 : tensor<?x?xf32>
    %465 = stablehlo.dynamic_broadcast_in_dim %464, %272, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %466 = stablehlo.multiply %465, %82 : tensor<?x?x16xf32>
    %467 = stablehlo.multiply %465, %82 : tensor<?x?x16xf32>
    %468 = stablehlo.add %457, %466 : tensor<?x?x16xf32>
    %469 = stablehlo.add %468, %467 : tensor<?x?x16xf32>
    %470 = stablehlo.negate %469 : tensor<?x?x16xf32>
    %471 = stablehlo.add %428, %469 : tensor<?x?x16xf32>
    %472 = stablehlo.reduce(%470 init: %242) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %473 = stablehlo.dynamic_reshape %472, %234 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %474 = stablehlo.divide %473, %20 : tensor<?x?xf32>
    %475 = stablehlo.dynamic_broadcast_in_dim %474, %272, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %476 = stablehlo.add %471, %475 : tensor<?x?x16xf32>
    %477 = stablehlo.dot_general %476, %arg7, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %478 = stablehlo.dot_general %476, %76, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %479 = stablehlo.transpose %478, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %480 = stablehlo.dynamic_reshape %477, %350 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %481 = stablehlo.transpose %480, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %482 = stablehlo.dot_general %481, %46, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %483 = stablehlo.dot_general %481, %73, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %484 = stablehlo.transpose %483, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %485 = stablehlo.divide %482, %72 : tensor<?x2x?x?xf32>
    %486 = stablehlo.multiply %485, %73 : tensor<?x2x?x?xf32>
    %487 = stablehlo.negate %486 : tensor<?x2x?x?xf32>
    %488 = stablehlo.reduce(%487 init: %242) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %489 = stablehlo.dynamic_reshape %488, %363 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %490 = stablehlo.dynamic_broadcast_in_dim %489, %369, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %491 = stablehlo.add %485, %490 : tensor<?x2x?x?xf32>
    %492 = stablehlo.multiply %491, %70 : tensor<?x2x?x?xf32>
    %493 = stablehlo.negate %492 : tensor<?x2x?x?xf32>
    %494 = stablehlo.reduce(%493 init: %242) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %495 = stablehlo.dynamic_reshape %494, %363 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %496 = stablehlo.dynamic_broadcast_in_dim %67, %369, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %497 = stablehlo.compare EQ, %65, %496, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %498 = stablehlo.convert %497 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %499 = stablehlo.reduce(%498 init: %242) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %500 = stablehlo.divide %495, %499 : tensor<?x2x?xf32>
    %501 = stablehlo.dynamic_broadcast_in_dim %500, %369, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %502 = stablehlo.multiply %498, %501 : tensor<?x2x?x?xf32>
    %503 = stablehlo.add %492, %502 : tensor<?x2x?x?xf32>
    %504 = stablehlo.select %62, %503, %384 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %505 = stablehlo.multiply %504, %54 : tensor<?x2x?x?xf32>
    %506 = stablehlo.dot_general %505, %44, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %507 = stablehlo.transpose %506, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %508 = stablehlo.dot_general %505, %42, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %509 = stablehlo.transpose %508, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %510 = stablehlo.dynamic_reshape %484, %272 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %511 = stablehlo.dot_general %510, %arg6, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %512 = stablehlo.dot_general %510, %36, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %513 = stablehlo.transpose %512, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %514 = stablehlo.dynamic_reshape %509, %272 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %515 = stablehlo.dot_general %514, %arg5, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %516 = stablehlo.dot_general %514, %36, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %517 = stablehlo.transpose %516, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %518 = stablehlo.add %511, %515 : tensor<?x?x16xf32>
    %519 = stablehlo.dynamic_reshape %507, %272 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %520 = stablehlo.dot_general %519, %arg4, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %521 = stablehlo.dot_general %519, %36, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %522 = stablehlo.transpose %521, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %523 = stablehlo.add %518, %520 : tensor<?x?x16xf32>
    %524 = stablehlo.reduce(%523 init: %242) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %525 = stablehlo.multiply %523, %33 : tensor<?x?x16xf32>
    %526 = stablehlo.multiply %523, %32 : tensor<?x?x16xf32>
    %527 = stablehlo.reduce(%526 init: %242) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %528 = stablehlo.multiply %525, %31 : tensor<?x?x16xf32>
    %529 = stablehlo.multiply %525, %23 : tensor<?x?x16xf32>
    %530 = stablehlo.multiply %31, %273 : tensor<?x?x16xf32>
    %531 = stablehlo.divide %530, %30 : tensor<?x?x16xf32>
    %532 = stablehlo.multiply %529, %531 : tensor<?x?x16xf32>
    %533 = stablehlo.reduce(%532 init: %242) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %534 = stablehlo.dynamic_reshape %533, %234 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %535 = stablehlo.divide %534, %20 : tensor<?x?xf32>
    %536 = stablehlo.dynamic_broadcast_in_dim %535, %272, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %537 = stablehlo.multiply %536, %23 : tensor<?x?x16xf32>
    %538 = stablehlo.multiply %536, %23 : tensor<?x?x16xf32>
    %539 = stablehlo.add %528, %537 : tensor<?x?x16xf32>
    %540 = stablehlo.add %539, %538 : tensor<?x?x16xf32>
    %541 = stablehlo.negate %540 : tensor<?x?x16xf32>
    %542 = stablehlo.add %476, %540 : tensor<?x?x16xf32>
    %543 = stablehlo.reduce(%541 init: %242) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %544 = stablehlo.dynamic_reshape %543, %234 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %545 = stablehlo.divide %544, %20 : tensor<?x?xf32>
    %546 = stablehlo.dynamic_broadcast_in_dim %545, %272, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %547 = stablehlo.add %542, %546 : tensor<?x?x16xf32>
    %548 = stablehlo.reduce(%547 init: %242) applies stablehlo.add across dimensions = [0] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x16xf32>
    %549 = stablehlo.get_dimension_size %5, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %550 = stablehlo.reshape %549 : (tensor<i32>) -> tensor<1xi32>
    %551 = stablehlo.constant dense<16> : tensor<1xi32>
    %552 = stablehlo.concatenate %550, %551, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %553 = stablehlo.dynamic_reshape %548, %552 : (tensor<?x16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %554 = stablehlo.broadcast_in_dim %242, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %555 = "stablehlo.scatter"(%554, %4, %553) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %1003 = stablehlo.add %arg87, %arg88 : tensor<f32>
      stablehlo.return %1003 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<?xi32>, tensor<?x16xf32>) -> tensor<64x16xf32>
    %556 = "stablehlo.scatter"(%554, %arg85, %547) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %1003 = stablehlo.add %arg87, %arg88 : tensor<f32>
      stablehlo.return %1003 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<?x?xi32, [@B, @T]>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %557 = stablehlo.add %261, %556 : tensor<64x16xf32>
    %558 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %559 = stablehlo.add %arg84, %558 : tensor<f32>
    %560 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %561 = stablehlo.power %560, %559 : tensor<f32>
    %562 = stablehlo.subtract %558, %561 : tensor<f32>
    %563 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %564 = stablehlo.power %563, %559 : tensor<f32>
    %565 = stablehlo.subtract %558, %564 : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %567 = stablehlo.multiply %566, %arg28 : tensor<64x16xf32>
    %568 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %570 = stablehlo.multiply %569, %557 : tensor<64x16xf32>
    %571 = stablehlo.add %567, %570 : tensor<64x16xf32>
    %572 = stablehlo.broadcast_in_dim %563, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %573 = stablehlo.multiply %572, %arg56 : tensor<64x16xf32>
    %574 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %576 = stablehlo.multiply %557, %557 : tensor<64x16xf32>
    %577 = stablehlo.multiply %575, %576 : tensor<64x16xf32>
    %578 = stablehlo.add %573, %577 : tensor<64x16xf32>
    %579 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %580 = stablehlo.divide %571, %579 : tensor<64x16xf32>
    %581 = stablehlo.broadcast_in_dim %565, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %582 = stablehlo.divide %578, %581 : tensor<64x16xf32>
    %583 = stablehlo.sqrt %582 : tensor<64x16xf32>
    %584 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %586 = stablehlo.add %583, %585 : tensor<64x16xf32>
    %587 = stablehlo.divide %580, %586 : tensor<64x16xf32>
    %588 = stablehlo.multiply %569, %587 : tensor<64x16xf32>
    %589 = stablehlo.subtract %arg0, %588 : tensor<64x16xf32>
    %590 = stablehlo.multiply %566, %arg29 : tensor<64x16xf32>
    %591 = stablehlo.multiply %569, %555 : tensor<64x16xf32>
    %592 = stablehlo.add %590, %591 : tensor<64x16xf32>
    %593 = stablehlo.multiply %572, %arg57 : tensor<64x16xf32>
    %594 = stablehlo.multiply %555, %555 : tensor<64x16xf32>
    %595 = stablehlo.multiply %575, %594 : tensor<64x16xf32>
    %596 = stablehlo.add %593, %595 : tensor<64x16xf32>
    %597 = stablehlo.divide %592, %579 : tensor<64x16xf32>
    %598 = stablehlo.divide %596, %581 : tensor<64x16xf32>
    %599 = stablehlo.sqrt %598 : tensor<64x16xf32>
    %600 = stablehlo.add %599, %585 : tensor<64x16xf32>
    %601 = stablehlo.divide %597, %600 : tensor<64x16xf32>
    %602 = stablehlo.multiply %569, %601 : tensor<64x16xf32>
    %603 = stablehlo.subtract %arg1, %602 : tensor<64x16xf32>
    %604 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %605 = stablehlo.multiply %604, %arg30 : tensor<16xf32>
    %606 = stablehlo.broadcast_in_dim %568, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %607 = stablehlo.multiply %606, %527 : tensor<16xf32>
    %608 = stablehlo.add %605, %607 : tensor<16xf32>
    %609 = stablehlo.broadcast_in_dim %563, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %610 = stablehlo.multiply %609, %arg58 : tensor<16xf32>
    %611 = stablehlo.broadcast_in_dim %574, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %612 = stablehlo.multiply %527, %527 : tensor<16xf32>
    %613 = stablehlo.multiply %611, %612 : tensor<16xf32>
    %614 = stablehlo.add %610, %613 : tensor<16xf32>
    %615 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %616 = stablehlo.divide %608, %615 : tensor<16xf32>
    %617 = stablehlo.broadcast_in_dim %565, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %618 = stablehlo.divide %614, %617 : tensor<16xf32>
    %619 = stablehlo.sqrt %618 : tensor<16xf32>
    %620 = stablehlo.broadcast_in_dim %584, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %621 = stablehlo.add %619, %620 : tensor<16xf32>
    %622 = stablehlo.divide %616, %621 : tensor<16xf32>
    %623 = stablehlo.multiply %606, %622 : tensor<16xf32>
    %624 = stablehlo.subtract %arg2, %623 : tensor<16xf32>
    %625 = stablehlo.multiply %604, %arg31 : tensor<16xf32>
    %626 = stablehlo.multiply %606, %524 : tensor<16xf32>
    %627 = stablehlo.add %625, %626 : tensor<16xf32>
    %628 = stablehlo.multiply %609, %arg59 : tensor<16xf32>
    %629 = stablehlo.multiply %524, %524 : tensor<16xf32>
    %630 = stablehlo.multiply %611, %629 : tensor<16xf32>
    %631 = stablehlo.add %628, %630 : tensor<16xf32>
    %632 = stablehlo.divide %627, %615 : tensor<16xf32>
    %633 = stablehlo.divide %631, %617 : tensor<16xf32>
    %634 = stablehlo.sqrt %633 : tensor<16xf32>
    %635 = stablehlo.add %634, %620 : tensor<16xf32>
    %636 = stablehlo.divide %632, %635 : tensor<16xf32>
    %637 = stablehlo.multiply %606, %636 : tensor<16xf32>
    %638 = stablehlo.subtract %arg3, %637 : tensor<16xf32>
    %639 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %640 = stablehlo.multiply %639, %arg32 : tensor<16x16xf32>
    %641 = stablehlo.broadcast_in_dim %568, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %642 = stablehlo.multiply %641, %522 : tensor<16x16xf32>
    %643 = stablehlo.add %640, %642 : tensor<16x16xf32>
    %644 = stablehlo.broadcast_in_dim %563, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %645 = stablehlo.multiply %644, %arg60 : tensor<16x16xf32>
    %646 = stablehlo.broadcast_in_dim %574, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %647 = stablehlo.multiply %522, %522 : tensor<16x16xf32>
    %648 = stablehlo.multiply %646, %647 : tensor<16x16xf32>
    %649 = stablehlo.add %645, %648 : tensor<16x16xf32>
    %650 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %651 = stablehlo.divide %643, %650 : tensor<16x16xf32>
    %652 = stablehlo.broadcast_in_dim %565, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %653 = stablehlo.divide %649, %652 : tensor<16x16xf32>
    %654 = stablehlo.sqrt %653 : tensor<16x16xf32>
    %655 = stablehlo.broadcast_in_dim %584, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %656 = stablehlo.add %654, %655 : tensor<16x16xf32>
    %657 = stablehlo.divide %651, %656 : tensor<16x16xf32>
    %658 = stablehlo.multiply %641, %657 : tensor<16x16xf32>
    %659 = stablehlo.subtract %arg4, %658 : tensor<16x16xf32>
    %660 = stablehlo.multiply %639, %arg33 : tensor<16x16xf32>
    %661 = stablehlo.multiply %641, %517 : tensor<16x16xf32>
    %662 = stablehlo.add %660, %661 : tensor<16x16xf32>
    %663 = stablehlo.multiply %644, %arg61 : tensor<16x16xf32>
    %664 = stablehlo.multiply %517, %517 : tensor<16x16xf32>
    %665 = stablehlo.multiply %646, %664 : tensor<16x16xf32>
    %666 = stablehlo.add %663, %665 : tensor<16x16xf32>
    %667 = stablehlo.divide %662, %650 : tensor<16x16xf32>
    %668 = stablehlo.divide %666, %652 : tensor<16x16xf32>
    %669 = stablehlo.sqrt %668 : tensor<16x16xf32>
    %670 = stablehlo.add %669, %655 : tensor<16x16xf32>
    %671 = stablehlo.divide %667, %670 : tensor<16x16xf32>
    %672 = stablehlo.multiply %641, %671 : tensor<16x16xf32>
    %673 = stablehlo.subtract %arg5, %672 : tensor<16x16xf32>
    %674 = stablehlo.multiply %639, %arg34 : tensor<16x16xf32>
    %675 = stablehlo.multiply %641, %513 : tensor<16x16xf32>
    %676 = stablehlo.add %674, %675 : tensor<16x16xf32>
    %677 = stablehlo.multiply %644, %arg62 : tensor<16x16xf32>
    %678 = stablehlo.multiply %513, %513 : tensor<16x16xf32>
    %679 = stablehlo.multiply %646, %678 : tensor<16x16xf32>
    %680 = stablehlo.add %677, %679 : tensor<16x16xf32>
    %681 = stablehlo.divide %676, %650 : tensor<16x16xf32>
    %682 = stablehlo.divide %680, %652 : tensor<16x16xf32>
    %683 = stablehlo.sqrt %682 : tensor<16x16xf32>
    %684 = stablehlo.add %683, %655 : tensor<16x16xf32>
    %685 = stablehlo.divide %681, %684 : tensor<16x16xf32>
    %686 = stablehlo.multiply %641, %685 : tensor<16x16xf32>
    %687 = stablehlo.subtract %arg6, %686 : tensor<16x16xf32>
    %688 = stablehlo.multiply %639, %arg35 : tensor<16x16xf32>
    %689 = stablehlo.multiply %641, %479 : tensor<16x16xf32>
    %690 = stablehlo.add %688, %689 : tensor<16x16xf32>
    %691 = stablehlo.multiply %644, %arg63 : tensor<16x16xf32>
    %692 = stablehlo.multiply %479, %479 : tensor<16x16xf32>
    %693 = stablehlo.multiply %646, %692 : tensor<16x16xf32>
    %694 = stablehlo.add %691, %693 : tensor<16x16xf32>
    %695 = stablehlo.divide %690, %650 : tensor<16x16xf32>
    %696 = stablehlo.divide %694, %652 : tensor<16x16xf32>
    %697 = stablehlo.sqrt %696 : tensor<16x16xf32>
    %698 = stablehlo.add %697, %655 : tensor<16x16xf32>
    %699 = stablehlo.divide %695, %698 : tensor<16x16xf32>
    %700 = stablehlo.multiply %641, %699 : tensor<16x16xf32>
    %701 = stablehlo.subtract %arg7, %700 : tensor<16x16xf32>
    %702 = stablehlo.multiply %604, %arg36 : tensor<16xf32>
    %703 = stablehlo.multiply %606, %456 : tensor<16xf32>
    %704 = stablehlo.add %702, %703 : tensor<16xf32>
    %705 = stablehlo.multiply %609, %arg64 : tensor<16xf32>
    %706 = stablehlo.multiply %456, %456 : tensor<16xf32>
    %707 = stablehlo.multiply %611, %706 : tensor<16xf32>
    %708 = stablehlo.add %705, %707 : tensor<16xf32>
    %709 = stablehlo.divide %704, %615 : tensor<16xf32>
    %710 = stablehlo.divide %708, %617 : tensor<16xf32>
    %711 = stablehlo.sqrt %710 : tensor<16xf32>
    %712 = stablehlo.add %711, %620 : tensor<16xf32>
    %713 = stablehlo.divide %709, %712 : tensor<16xf32>
    %714 = stablehlo.multiply %606, %713 : tensor<16xf32>
    %715 = stablehlo.subtract %arg8, %714 : tensor<16xf32>
    %716 = stablehlo.multiply %604, %arg37 : tensor<16xf32>
    %717 = stablehlo.multiply %606, %453 : tensor<16xf32>
    %718 = stablehlo.add %716, %717 : tensor<16xf32>
    %719 = stablehlo.multiply %609, %arg65 : tensor<16xf32>
    %720 = stablehlo.multiply %453, %453 : tensor<16xf32>
    %721 = stablehlo.multiply %611, %720 : tensor<16xf32>
    %722 = stablehlo.add %719, %721 : tensor<16xf32>
    %723 = stablehlo.divide %718, %615 : tensor<16xf32>
    %724 = stablehlo.divide %722, %617 : tensor<16xf32>
    %725 = stablehlo.sqrt %724 : tensor<16xf32>
    %726 = stablehlo.add %725, %620 : tensor<16xf32>
    %727 = stablehlo.divide %723, %726 : tensor<16xf32>
    %728 = stablehlo.multiply %606, %727 : tensor<16xf32>
    %729 = stablehlo.subtract %arg9, %728 : tensor<16xf32>
    %730 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %731 = stablehlo.multiply %730, %arg38 : tensor<16x32xf32>
    %732 = stablehlo.broadcast_in_dim %568, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %733 = stablehlo.multiply %732, %452 : tensor<16x32xf32>
    %734 = stablehlo.add %731, %733 : tensor<16x32xf32>
    %735 = stablehlo.broadcast_in_dim %563, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %736 = stablehlo.multiply %735, %arg66 : tensor<16x32xf32>
    %737 = stablehlo.broadcast_in_dim %574, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %738 = stablehlo.multiply %452, %452 : tensor<16x32xf32>
    %739 = stablehlo.multiply %737, %738 : tensor<16x32xf32>
    %740 = stablehlo.add %736, %739 : tensor<16x32xf32>
    %741 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %742 = stablehlo.divide %734, %741 : tensor<16x32xf32>
    %743 = stablehlo.broadcast_in_dim %565, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %744 = stablehlo.divide %740, %743 : tensor<16x32xf32>
    %745 = stablehlo.sqrt %744 : tensor<16x32xf32>
    %746 = stablehlo.broadcast_in_dim %584, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %747 = stablehlo.add %745, %746 : tensor<16x32xf32>
    %748 = stablehlo.divide %742, %747 : tensor<16x32xf32>
    %749 = stablehlo.multiply %732, %748 : tensor<16x32xf32>
    %750 = stablehlo.subtract %arg10, %749 : tensor<16x32xf32>
    %751 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %752 = stablehlo.multiply %751, %arg39 : tensor<32xf32>
    %753 = stablehlo.broadcast_in_dim %568, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %754 = stablehlo.multiply %753, %449 : tensor<32xf32>
    %755 = stablehlo.add %752, %754 : tensor<32xf32>
    %756 = stablehlo.broadcast_in_dim %563, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %757 = stablehlo.multiply %756, %arg67 : tensor<32xf32>
    %758 = stablehlo.broadcast_in_dim %574, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %759 = stablehlo.multiply %449, %449 : tensor<32xf32>
    %760 = stablehlo.multiply %758, %759 : tensor<32xf32>
    %761 = stablehlo.add %757, %760 : tensor<32xf32>
    %762 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %763 = stablehlo.divide %755, %762 : tensor<32xf32>
    %764 = stablehlo.broadcast_in_dim %565, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %765 = stablehlo.divide %761, %764 : tensor<32xf32>
    %766 = stablehlo.sqrt %765 : tensor<32xf32>
    %767 = stablehlo.broadcast_in_dim %584, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %768 = stablehlo.add %766, %767 : tensor<32xf32>
    %769 = stablehlo.divide %763, %768 : tensor<32xf32>
    %770 = stablehlo.multiply %753, %769 : tensor<32xf32>
    %771 = stablehlo.subtract %arg11, %770 : tensor<32xf32>
    %772 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %773 = stablehlo.multiply %772, %arg40 : tensor<32x16xf32>
    %774 = stablehlo.broadcast_in_dim %568, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %775 = stablehlo.multiply %774, %432 : tensor<32x16xf32>
    %776 = stablehlo.add %773, %775 : tensor<32x16xf32>
    %777 = stablehlo.broadcast_in_dim %563, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %778 = stablehlo.multiply %777, %arg68 : tensor<32x16xf32>
    %779 = stablehlo.broadcast_in_dim %574, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %780 = stablehlo.multiply %432, %432 : tensor<32x16xf32>
    %781 = stablehlo.multiply %779, %780 : tensor<32x16xf32>
    %782 = stablehlo.add %778, %781 : tensor<32x16xf32>
    %783 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %784 = stablehlo.divide %776, %783 : tensor<32x16xf32>
    %785 = stablehlo.broadcast_in_dim %565, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %786 = stablehlo.divide %782, %785 : tensor<32x16xf32>
    %787 = stablehlo.sqrt %786 : tensor<32x16xf32>
    %788 = stablehlo.broadcast_in_dim %584, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %789 = stablehlo.add %787, %788 : tensor<32x16xf32>
    %790 = stablehlo.divide %784, %789 : tensor<32x16xf32>
    %791 = stablehlo.multiply %774, %790 : tensor<32x16xf32>
    %792 = stablehlo.subtract %arg12, %791 : tensor<32x16xf32>
    %793 = stablehlo.multiply %604, %arg41 : tensor<16xf32>
    %794 = stablehlo.multiply %606, %429 : tensor<16xf32>
    %795 = stablehlo.add %793, %794 : tensor<16xf32>
    %796 = stablehlo.multiply %609, %arg69 : tensor<16xf32>
    %797 = stablehlo.multiply %429, %429 : tensor<16xf32>
    %798 = stablehlo.multiply %611, %797 : tensor<16xf32>
    %799 = stablehlo.add %796, %798 : tensor<16xf32>
    %800 = stablehlo.divide %795, %615 : tensor<16xf32>
    %801 = stablehlo.divide %799, %617 : tensor<16xf32>
    %802 = stablehlo.sqrt %801 : tensor<16xf32>
    %803 = stablehlo.add %802, %620 : tensor<16xf32>
    %804 = stablehlo.divide %800, %803 : tensor<16xf32>
    %805 = stablehlo.multiply %606, %804 : tensor<16xf32>
    %806 = stablehlo.subtract %arg13, %805 : tensor<16xf32>
    %807 = stablehlo.multiply %604, %arg42 : tensor<16xf32>
    %808 = stablehlo.multiply %606, %408 : tensor<16xf32>
    %809 = stablehlo.add %807, %808 : tensor<16xf32>
    %810 = stablehlo.multiply %609, %arg70 : tensor<16xf32>
    %811 = stablehlo.multiply %408, %408 : tensor<16xf32>
    %812 = stablehlo.multiply %611, %811 : tensor<16xf32>
    %813 = stablehlo.add %810, %812 : tensor<16xf32>
    %814 = stablehlo.divide %809, %615 : tensor<16xf32>
    %815 = stablehlo.divide %813, %617 : tensor<16xf32>
    %816 = stablehlo.sqrt %815 : tensor<16xf32>
    %817 = stablehlo.add %816, %620 : tensor<16xf32>
    %818 = stablehlo.divide %814, %817 : tensor<16xf32>
    %819 = stablehlo.multiply %606, %818 : tensor<16xf32>
    %820 = stablehlo.subtract %arg14, %819 : tensor<16xf32>
    %821 = stablehlo.multiply %604, %arg43 : tensor<16xf32>
    %822 = stablehlo.multiply %606, %405 : tensor<16xf32>
    %823 = stablehlo.add %821, %822 : tensor<16xf32>
    %824 = stablehlo.multiply %609, %arg71 : tensor<16xf32>
    %825 = stablehlo.multiply %405, %405 : tensor<16xf32>
    %826 = stablehlo.multiply %611, %825 : tensor<16xf32>
    %827 = stablehlo.add %824, %826 : tensor<16xf32>
    %828 = stablehlo.divide %823, %615 : tensor<16xf32>
    %829 = stablehlo.divide %827, %617 : tensor<16xf32>
    %830 = stablehlo.sqrt %829 : tensor<16xf32>
    %831 = stablehlo.add %830, %620 : tensor<16xf32>
    %832 = stablehlo.divide %828, %831 : tensor<16xf32>
    %833 = stablehlo.multiply %606, %832 : tensor<16xf32>
    %834 = stablehlo.subtract %arg15, %833 : tensor<16xf32>
    %835 = stablehlo.multiply %639, %arg44 : tensor<16x16xf32>
    %836 = stablehlo.multiply %641, %403 : tensor<16x16xf32>
    %837 = stablehlo.add %835, %836 : tensor<16x16xf32>
    %838 = stablehlo.multiply %644, %arg72 : tensor<16x16xf32>
    %839 = stablehlo.multiply %403, %403 : tensor<16x16xf32>
    %840 = stablehlo.multiply %646, %839 : tensor<16x16xf32>
    %841 = stablehlo.add %838, %840 : tensor<16x16xf32>
    %842 = stablehlo.divide %837, %650 : tensor<16x16xf32>
    %843 = stablehlo.divide %841, %652 : tensor<16x16xf32>
    %844 = stablehlo.sqrt %843 : tensor<16x16xf32>
    %845 = stablehlo.add %844, %655 : tensor<16x16xf32>
    %846 = stablehlo.divide %842, %845 : tensor<16x16xf32>
    %847 = stablehlo.multiply %641, %846 : tensor<16x16xf32>
    %848 = stablehlo.subtract %arg16, %847 : tensor<16x16xf32>
    %849 = stablehlo.multiply %639, %arg45 : tensor<16x16xf32>
    %850 = stablehlo.multiply %641, %398 : tensor<16x16xf32>
    %851 = stablehlo.add %849, %850 : tensor<16x16xf32>
    %852 = stablehlo.multiply %644, %arg73 : tensor<16x16xf32>
    %853 = stablehlo.multiply %398, %398 : tensor<16x16xf32>
    %854 = stablehlo.multiply %646, %853 : tensor<16x16xf32>
    %855 = stablehlo.add %852, %854 : tensor<16x16xf32>
    %856 = stablehlo.divide %851, %650 : tensor<16x16xf32>
    %857 = stablehlo.divide %855, %652 : tensor<16x16xf32>
    %858 = stablehlo.sqrt %857 : tensor<16x16xf32>
    %859 = stablehlo.add %858, %655 : tensor<16x16xf32>
    %860 = stablehlo.divide %856, %859 : tensor<16x16xf32>
    %861 = stablehlo.multiply %641, %860 : tensor<16x16xf32>
    %862 = stablehlo.subtract %arg17, %861 : tensor<16x16xf32>
    %863 = stablehlo.multiply %639, %arg46 : tensor<16x16xf32>
    %864 = stablehlo.multiply %641, %394 : tensor<16x16xf32>
    %865 = stablehlo.add %863, %864 : tensor<16x16xf32>
    %866 = stablehlo.multiply %644, %arg74 : tensor<16x16xf32>
    %867 = stablehlo.multiply %394, %394 : tensor<16x16xf32>
    %868 = stablehlo.multiply %646, %867 : tensor<16x16xf32>
    %869 = stablehlo.add %866, %868 : tensor<16x16xf32>
    %870 = stablehlo.divide %865, %650 : tensor<16x16xf32>
    %871 = stablehlo.divide %869, %652 : tensor<16x16xf32>
    %872 = stablehlo.sqrt %871 : tensor<16x16xf32>
    %873 = stablehlo.add %872, %655 : tensor<16x16xf32>
    %874 = stablehlo.divide %870, %873 : tensor<16x16xf32>
    %875 = stablehlo.multiply %641, %874 : tensor<16x16xf32>
    %876 = stablehlo.subtract %arg18, %875 : tensor<16x16xf32>
    %877 = stablehlo.multiply %639, %arg47 : tensor<16x16xf32>
    %878 = stablehlo.multiply %641, %346 : tensor<16x16xf32>
    %879 = stablehlo.add %877, %878 : tensor<16x16xf32>
    %880 = stablehlo.multiply %644, %arg75 : tensor<16x16xf32>
    %881 = stablehlo.multiply %346, %346 : tensor<16x16xf32>
    %882 = stablehlo.multiply %646, %881 : tensor<16x16xf32>
    %883 = stablehlo.add %880, %882 : tensor<16x16xf32>
    %884 = stablehlo.divide %879, %650 : tensor<16x16xf32>
    %885 = stablehlo.divide %883, %652 : tensor<16x16xf32>
    %886 = stablehlo.sqrt %885 : tensor<16x16xf32>
    %887 = stablehlo.add %886, %655 : tensor<16x16xf32>
    %888 = stablehlo.divide %884, %887 : tensor<16x16xf32>
    %889 = stablehlo.multiply %641, %888 : tensor<16x16xf32>
    %890 = stablehlo.subtract %arg19, %889 : tensor<16x16xf32>
    %891 = stablehlo.multiply %604, %arg48 : tensor<16xf32>
    %892 = stablehlo.multiply %606, %323 : tensor<16xf32>
    %893 = stablehlo.add %891, %892 : tensor<16xf32>
    %894 = stablehlo.multiply %609, %arg76 : tensor<16xf32>
    %895 = stablehlo.multiply %323, %323 : tensor<16xf32>
    %896 = stablehlo.multiply %611, %895 : tensor<16xf32>
    %897 = stablehlo.add %894, %896 : tensor<16xf32>
    %898 = stablehlo.divide %893, %615 : tensor<16xf32>
    %899 = stablehlo.divide %897, %617 : tensor<16xf32>
    %900 = stablehlo.sqrt %899 : tensor<16xf32>
    %901 = stablehlo.add %900, %620 : tensor<16xf32>
    %902 = stablehlo.divide %898, %901 : tensor<16xf32>
    %903 = stablehlo.multiply %606, %902 : tensor<16xf32>
    %904 = stablehlo.subtract %arg20, %903 : tensor<16xf32>
    %905 = stablehlo.multiply %604, %arg49 : tensor<16xf32>
    %906 = stablehlo.multiply %606, %320 : tensor<16xf32>
    %907 = stablehlo.add %905, %906 : tensor<16xf32>
    %908 = stablehlo.multiply %609, %arg77 : tensor<16xf32>
    %909 = stablehlo.multiply %320, %320 : tensor<16xf32>
    %910 = stablehlo.multiply %611, %909 : tensor<16xf32>
    %911 = stablehlo.add %908, %910 : tensor<16xf32>
    %912 = stablehlo.divide %907, %615 : tensor<16xf32>
    %913 = stablehlo.divide %911, %617 : tensor<16xf32>
    %914 = stablehlo.sqrt %913 : tensor<16xf32>
    %915 = stablehlo.add %914, %620 : tensor<16xf32>
    %916 = stablehlo.divide %912, %915 : tensor<16xf32>
    %917 = stablehlo.multiply %606, %916 : tensor<16xf32>
    %918 = stablehlo.subtract %arg21, %917 : tensor<16xf32>
    %919 = stablehlo.multiply %730, %arg50 : tensor<16x32xf32>
    %920 = stablehlo.multiply %732, %319 : tensor<16x32xf32>
    %921 = stablehlo.add %919, %920 : tensor<16x32xf32>
    %922 = stablehlo.multiply %735, %arg78 : tensor<16x32xf32>
    %923 = stablehlo.multiply %319, %319 : tensor<16x32xf32>
    %924 = stablehlo.multiply %737, %923 : tensor<16x32xf32>
    %925 = stablehlo.add %922, %924 : tensor<16x32xf32>
    %926 = stablehlo.divide %921, %741 : tensor<16x32xf32>
    %927 = stablehlo.divide %925, %743 : tensor<16x32xf32>
    %928 = stablehlo.sqrt %927 : tensor<16x32xf32>
    %929 = stablehlo.add %928, %746 : tensor<16x32xf32>
    %930 = stablehlo.divide %926, %929 : tensor<16x32xf32>
    %931 = stablehlo.multiply %732, %930 : tensor<16x32xf32>
    %932 = stablehlo.subtract %arg22, %931 : tensor<16x32xf32>
    %933 = stablehlo.multiply %751, %arg51 : tensor<32xf32>
    %934 = stablehlo.multiply %753, %316 : tensor<32xf32>
    %935 = stablehlo.add %933, %934 : tensor<32xf32>
    %936 = stablehlo.multiply %756, %arg79 : tensor<32xf32>
    %937 = stablehlo.multiply %316, %316 : tensor<32xf32>
    %938 = stablehlo.multiply %758, %937 : tensor<32xf32>
    %939 = stablehlo.add %936, %938 : tensor<32xf32>
    %940 = stablehlo.divide %935, %762 : tensor<32xf32>
    %941 = stablehlo.divide %939, %764 : tensor<32xf32>
    %942 = stablehlo.sqrt %941 : tensor<32xf32>
    %943 = stablehlo.add %942, %767 : tensor<32xf32>
    %944 = stablehlo.divide %940, %943 : tensor<32xf32>
    %945 = stablehlo.multiply %753, %944 : tensor<32xf32>
    %946 = stablehlo.subtract %arg23, %945 : tensor<32xf32>
    %947 = stablehlo.multiply %772, %arg52 : tensor<32x16xf32>
    %948 = stablehlo.multiply %774, %294 : tensor<32x16xf32>
    %949 = stablehlo.add %947, %948 : tensor<32x16xf32>
    %950 = stablehlo.multiply %777, %arg80 : tensor<32x16xf32>
    %951 = stablehlo.multiply %294, %294 : tensor<32x16xf32>
    %952 = stablehlo.multiply %779, %951 : tensor<32x16xf32>
    %953 = stablehlo.add %950, %952 : tensor<32x16xf32>
    %954 = stablehlo.divide %949, %783 : tensor<32x16xf32>
    %955 = stablehlo.divide %953, %785 : tensor<32x16xf32>
    %956 = stablehlo.sqrt %955 : tensor<32x16xf32>
    %957 = stablehlo.add %956, %788 : tensor<32x16xf32>
    %958 = stablehlo.divide %954, %957 : tensor<32x16xf32>
    %959 = stablehlo.multiply %774, %958 : tensor<32x16xf32>
    %960 = stablehlo.subtract %arg24, %959 : tensor<32x16xf32>
    %961 = stablehlo.multiply %604, %arg53 : tensor<16xf32>
    %962 = stablehlo.multiply %606, %291 : tensor<16xf32>
    %963 = stablehlo.add %961, %962 : tensor<16xf32>
    %964 = stablehlo.multiply %609, %arg81 : tensor<16xf32>
    %965 = stablehlo.multiply %291, %291 : tensor<16xf32>
    %966 = stablehlo.multiply %611, %965 : tensor<16xf32>
    %967 = stablehlo.add %964, %966 : tensor<16xf32>
    %968 = stablehlo.divide %963, %615 : tensor<16xf32>
    %969 = stablehlo.divide %967, %617 : tensor<16xf32>
    %970 = stablehlo.sqrt %969 : tensor<16xf32>
    %971 = stablehlo.add %970, %620 : tensor<16xf32>
    %972 = stablehlo.divide %968, %971 : tensor<16xf32>
    %973 = stablehlo.multiply %606, %972 : tensor<16xf32>
    %974 = stablehlo.subtract %arg25, %973 : tensor<16xf32>
    %975 = stablehlo.multiply %604, %arg54 : tensor<16xf32>
    %976 = stablehlo.multiply %606, %265 : tensor<16xf32>
    %977 = stablehlo.add %975, %976 : tensor<16xf32>
    %978 = stablehlo.multiply %609, %arg82 : tensor<16xf32>
    %979 = stablehlo.multiply %265, %265 : tensor<16xf32>
    %980 = stablehlo.multiply %611, %979 : tensor<16xf32>
    %981 = stablehlo.add %978, %980 : tensor<16xf32>
    %982 = stablehlo.divide %977, %615 : tensor<16xf32>
    %983 = stablehlo.divide %981, %617 : tensor<16xf32>
    %984 = stablehlo.sqrt %983 : tensor<16xf32>
    %985 = stablehlo.add %984, %620 : tensor<16xf32>
    %986 = stablehlo.divide %982, %985 : tensor<16xf32>
    %987 = stablehlo.multiply %606, %986 : tensor<16xf32>
    %988 = stablehlo.subtract %arg26, %987 : tensor<16xf32>
    %989 = stablehlo.multiply %604, %arg55 : tensor<16xf32>
    %990 = stablehlo.multiply %606, %262 : tensor<16xf32>
    %991 = stablehlo.add %989, %990 : tensor<16xf32>
    %992 = stablehlo.multiply %609, %arg83 : tensor<16xf32>
    %993 = stablehlo.multiply %262, %262 : tensor<16xf32>
    %994 = stablehlo.multiply %611, %993 : tensor<16xf32>
    %995 = stablehlo.add %992, %994 : tensor<16xf32>
    %996 = stablehlo.divide %991, %615 : tensor<16xf32>
    %997 = stablehlo.divide %995, %617 : tensor<16xf32>
    %998 = stablehlo.sqrt %997 : tensor<16xf32>
    %999 = stablehlo.add %998, %620 : tensor<16xf32>
    %1000 = stablehlo.divide %996, %999 : tensor<16xf32>
    %1001 = stablehlo.multiply %606, %1000 : tensor<16xf32>
    %1002 = stablehlo.subtract %arg27, %1001 : tensor<16xf32>
    return %229, %589, %603, %624, %638, %659, %673, %687, %701, %715, %729, %750, %771, %792, %806, %820, %834, %848, %862, %876, %890, %904, %918, %932, %946, %960, %974, %988, %1002, %571, %592, %608, %627, %643, %662, %676, %690, %704, %718, %734, %755, %776, %795, %809, %823, %837, %851, %865, %879, %893, %907, %921, %935, %949, %963, %977, %991, %578, %596, %614, %631, %649, %666, %680, %694, %708, %722, %740, %761, %782, %799, %813, %827, %841, %855, %869, %883, %897, %911, %925, %939, %953, %967, %981, %995, %559 : tensor<f32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>
  }
}
