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
    %17 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %18 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %20 = stablehlo.concatenate %18, %19, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %21 = stablehlo.dynamic_broadcast_in_dim %17, %20, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %22 = stablehlo.divide %15, %21 : tensor<?x?xf32>
    %23 = stablehlo.dynamic_broadcast_in_dim %22, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %24 = stablehlo.subtract %13, %23 : tensor<?x?x16xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<?x?x16xf32>
    %26 = stablehlo.reduce(%25 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %28 = stablehlo.divide %26, %21 : tensor<?x?xf32>
    %29 = stablehlo.dynamic_broadcast_in_dim %28, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %30 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %31 = stablehlo.dynamic_broadcast_in_dim %30, %11, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %32 = stablehlo.add %29, %31 : tensor<?x?x16xf32>
    %33 = stablehlo.rsqrt %32 : tensor<?x?x16xf32>
    %34 = stablehlo.multiply %24, %33 : tensor<?x?x16xf32>
    %35 = stablehlo.dynamic_broadcast_in_dim %arg2, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %36 = stablehlo.multiply %34, %35 : tensor<?x?x16xf32>
    %37 = stablehlo.dynamic_broadcast_in_dim %arg3, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %38 = stablehlo.add %36, %37 : tensor<?x?x16xf32>
    %39 = stablehlo.dot_general %38, %arg4, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %40 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %41 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %42 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %43 = stablehlo.concatenate %40, %41, %42, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
    %44 = stablehlo.dynamic_reshape %39, %43 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %45 = stablehlo.dot_general %38, %arg5, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %46 = stablehlo.dynamic_reshape %45, %43 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %47 = stablehlo.dot_general %38, %arg6, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %48 = stablehlo.dynamic_reshape %47, %43 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %49 = stablehlo.dot_general %44, %46, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %50 = stablehlo.constant dense<3.535533845424652e-01> : tensor<f32>
    %51 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %52 = stablehlo.constant dense<2> : tensor<1xi32>
    %53 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %54 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %55 = stablehlo.concatenate %51, %52, %53, %54, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %56 = stablehlo.dynamic_broadcast_in_dim %50, %55, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %57 = stablehlo.multiply %49, %56 : tensor<?x2x?x?xf32>
    %58 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %59 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %60 = stablehlo.concatenate %58, %59, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %61 = stablehlo.dynamic_iota %60, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %62 = stablehlo.dynamic_iota %60, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %63 = stablehlo.compare GE, %61, %62, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %64 = stablehlo.dynamic_broadcast_in_dim %63, %55, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %65 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %66 = stablehlo.dynamic_broadcast_in_dim %65, %55, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %67 = stablehlo.select %64, %57, %66 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.reduce(%67 init: %68) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %71 = stablehlo.dynamic_broadcast_in_dim %69, %55, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %72 = stablehlo.subtract %67, %71 : tensor<?x2x?x?xf32>
    %73 = stablehlo.exponential %72 : tensor<?x2x?x?xf32>
    %74 = stablehlo.reduce(%73 init: %14) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %76 = stablehlo.dynamic_broadcast_in_dim %74, %55, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %77 = stablehlo.divide %73, %76 : tensor<?x2x?x?xf32>
    %78 = stablehlo.dot_general %77, %48, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %79 = stablehlo.transpose %78, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %80 = stablehlo.dynamic_reshape %79, %11 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %81 = stablehlo.dot_general %80, %arg7, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %82 = stablehlo.add %13, %81 : tensor<?x?x16xf32>
    %83 = stablehlo.reduce(%82 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %85 = stablehlo.divide %83, %21 : tensor<?x?xf32>
    %86 = stablehlo.dynamic_broadcast_in_dim %85, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %87 = stablehlo.subtract %82, %86 : tensor<?x?x16xf32>
    %88 = stablehlo.multiply %87, %87 : tensor<?x?x16xf32>
    %89 = stablehlo.reduce(%88 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %91 = stablehlo.divide %89, %21 : tensor<?x?xf32>
    %92 = stablehlo.dynamic_broadcast_in_dim %91, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %93 = stablehlo.add %92, %31 : tensor<?x?x16xf32>
    %94 = stablehlo.rsqrt %93 : tensor<?x?x16xf32>
    %95 = stablehlo.multiply %87, %94 : tensor<?x?x16xf32>
    %96 = stablehlo.dynamic_broadcast_in_dim %arg8, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<?x?x16xf32>
    %98 = stablehlo.dynamic_broadcast_in_dim %arg9, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %99 = stablehlo.add %97, %98 : tensor<?x?x16xf32>
    %100 = stablehlo.dot_general %99, %arg10, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %101 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %102 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %103 = stablehlo.constant dense<32> : tensor<1xi32>
    %104 = stablehlo.concatenate %101, %102, %103, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %105 = stablehlo.dynamic_broadcast_in_dim %arg11, %104, dims = [2] : (tensor<32xf32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %106 = stablehlo.add %100, %105 : tensor<?x?x32xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<?x?x32xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<?x?x32xf32>
    %109 = stablehlo.constant dense<7.978846e-01> : tensor<f32>
    %110 = stablehlo.dynamic_broadcast_in_dim %109, %104, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %111 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %112 = stablehlo.dynamic_broadcast_in_dim %111, %104, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %113 = stablehlo.multiply %112, %108 : tensor<?x?x32xf32>
    %114 = stablehlo.add %106, %113 : tensor<?x?x32xf32>
    %115 = stablehlo.multiply %110, %114 : tensor<?x?x32xf32>
    %116 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %117 = stablehlo.dynamic_broadcast_in_dim %116, %104, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %118 = stablehlo.multiply %117, %106 : tensor<?x?x32xf32>
    %119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.dynamic_broadcast_in_dim %119, %104, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %121 = stablehlo.tanh %115 : tensor<?x?x32xf32>
    %122 = stablehlo.add %120, %121 : tensor<?x?x32xf32>
    %123 = stablehlo.multiply %118, %122 : tensor<?x?x32xf32>
    %124 = stablehlo.dot_general %123, %arg12, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %125 = stablehlo.dynamic_broadcast_in_dim %arg13, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %126 = stablehlo.add %124, %125 : tensor<?x?x16xf32>
    %127 = stablehlo.add %82, %126 : tensor<?x?x16xf32>
    %128 = stablehlo.reduce(%127 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %130 = stablehlo.divide %128, %21 : tensor<?x?xf32>
    %131 = stablehlo.dynamic_broadcast_in_dim %130, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %132 = stablehlo.subtract %127, %131 : tensor<?x?x16xf32>
    %133 = stablehlo.multiply %132, %132 : tensor<?x?x16xf32>
    %134 = stablehlo.reduce(%133 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %136 = stablehlo.divide %134, %21 : tensor<?x?xf32>
    %137 = stablehlo.dynamic_broadcast_in_dim %136, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %138 = stablehlo.add %137, %31 : tensor<?x?x16xf32>
    %139 = stablehlo.rsqrt %138 : tensor<?x?x16xf32>
    %140 = stablehlo.multiply %132, %139 : tensor<?x?x16xf32>
    %141 = stablehlo.dynamic_broadcast_in_dim %arg14, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %142 = stablehlo.multiply %140, %141 : tensor<?x?x16xf32>
    %143 = stablehlo.dynamic_broadcast_in_dim %arg15, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %144 = stablehlo.add %142, %143 : tensor<?x?x16xf32>
    %145 = stablehlo.dot_general %144, %arg16, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %146 = stablehlo.dynamic_reshape %145, %43 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %147 = stablehlo.dot_general %144, %arg17, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %148 = stablehlo.dynamic_reshape %147, %43 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %149 = stablehlo.dot_general %144, %arg18, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %150 = stablehlo.dynamic_reshape %149, %43 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %151 = stablehlo.dot_general %146, %148, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %152 = stablehlo.multiply %151, %56 : tensor<?x2x?x?xf32>
    %153 = stablehlo.dynamic_iota %60, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %154 = stablehlo.dynamic_iota %60, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %155 = stablehlo.compare GE, %153, %154, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %156 = stablehlo.dynamic_broadcast_in_dim %155, %55, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %157 = stablehlo.select %156, %152, %66 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %158 = stablehlo.reduce(%157 init: %68) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %160 = stablehlo.dynamic_broadcast_in_dim %158, %55, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %161 = stablehlo.subtract %157, %160 : tensor<?x2x?x?xf32>
    %162 = stablehlo.exponential %161 : tensor<?x2x?x?xf32>
    %163 = stablehlo.reduce(%162 init: %14) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %165 = stablehlo.dynamic_broadcast_in_dim %163, %55, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %166 = stablehlo.divide %162, %165 : tensor<?x2x?x?xf32>
    %167 = stablehlo.dot_general %166, %150, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %168 = stablehlo.transpose %167, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %169 = stablehlo.dynamic_reshape %168, %11 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %170 = stablehlo.dot_general %169, %arg19, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %171 = stablehlo.add %127, %170 : tensor<?x?x16xf32>
    %172 = stablehlo.reduce(%171 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %174 = stablehlo.divide %172, %21 : tensor<?x?xf32>
    %175 = stablehlo.dynamic_broadcast_in_dim %174, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %176 = stablehlo.subtract %171, %175 : tensor<?x?x16xf32>
    %177 = stablehlo.multiply %176, %176 : tensor<?x?x16xf32>
    %178 = stablehlo.reduce(%177 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %180 = stablehlo.divide %178, %21 : tensor<?x?xf32>
    %181 = stablehlo.dynamic_broadcast_in_dim %180, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %182 = stablehlo.add %181, %31 : tensor<?x?x16xf32>
    %183 = stablehlo.rsqrt %182 : tensor<?x?x16xf32>
    %184 = stablehlo.multiply %176, %183 : tensor<?x?x16xf32>
    %185 = stablehlo.dynamic_broadcast_in_dim %arg20, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %186 = stablehlo.multiply %184, %185 : tensor<?x?x16xf32>
    %187 = stablehlo.dynamic_broadcast_in_dim %arg21, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %188 = stablehlo.add %186, %187 : tensor<?x?x16xf32>
    %189 = stablehlo.dot_general %188, %arg22, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %190 = stablehlo.dynamic_broadcast_in_dim %arg23, %104, dims = [2] : (tensor<32xf32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %191 = stablehlo.add %189, %190 : tensor<?x?x32xf32>
    %192 = stablehlo.multiply %191, %191 : tensor<?x?x32xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<?x?x32xf32>
    %194 = stablehlo.multiply %112, %193 : tensor<?x?x32xf32>
    %195 = stablehlo.add %191, %194 : tensor<?x?x32xf32>
    %196 = stablehlo.multiply %110, %195 : tensor<?x?x32xf32>
    %197 = stablehlo.multiply %117, %191 : tensor<?x?x32xf32>
    %198 = stablehlo.tanh %196 : tensor<?x?x32xf32>
    %199 = stablehlo.add %120, %198 : tensor<?x?x32xf32>
    %200 = stablehlo.multiply %197, %199 : tensor<?x?x32xf32>
    %201 = stablehlo.dot_general %200, %arg24, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %202 = stablehlo.dynamic_broadcast_in_dim %arg25, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %203 = stablehlo.add %201, %202 : tensor<?x?x16xf32>
    %204 = stablehlo.add %171, %203 : tensor<?x?x16xf32>
    %205 = stablehlo.reduce(%204 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %207 = stablehlo.divide %205, %21 : tensor<?x?xf32>
    %208 = stablehlo.dynamic_broadcast_in_dim %207, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %209 = stablehlo.subtract %204, %208 : tensor<?x?x16xf32>
    %210 = stablehlo.multiply %209, %209 : tensor<?x?x16xf32>
    %211 = stablehlo.reduce(%210 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %213 = stablehlo.divide %211, %21 : tensor<?x?xf32>
    %214 = stablehlo.dynamic_broadcast_in_dim %213, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %215 = stablehlo.add %214, %31 : tensor<?x?x16xf32>
    %216 = stablehlo.rsqrt %215 : tensor<?x?x16xf32>
    %217 = stablehlo.multiply %209, %216 : tensor<?x?x16xf32>
    %218 = stablehlo.dynamic_broadcast_in_dim %arg26, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<?x?x16xf32>
    %220 = stablehlo.dynamic_broadcast_in_dim %arg27, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %221 = stablehlo.add %219, %220 : tensor<?x?x16xf32>
    %222 = stablehlo.dot_general %221, %arg0, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<64x16xf32>) -> tensor<?x?x64xf32>
    %223 = stablehlo.reduce(%222 init: %68) applies stablehlo.maximum across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %225 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %226 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %227 = stablehlo.constant dense<64> : tensor<1xi32>
    %228 = stablehlo.concatenate %225, %226, %227, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %229 = stablehlo.dynamic_broadcast_in_dim %223, %228, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %230 = stablehlo.subtract %222, %229 : tensor<?x?x64xf32>
    %231 = stablehlo.exponential %230 : tensor<?x?x64xf32>
    %232 = stablehlo.reduce(%231 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %234 = stablehlo.log %232 : tensor<?x?xf32>
    %235 = stablehlo.dynamic_iota %228, dim = 2 : (tensor<3xi32>) -> tensor<?x?x64xi32>
    %236 = stablehlo.dynamic_broadcast_in_dim %arg86, %228, dims = [0, 1] : (tensor<?x?xi32, [@B, @T]>, tensor<3xi32>) -> tensor<?x?x64xi32>
    %237 = stablehlo.compare EQ, %235, %236, SIGNED : (tensor<?x?x64xi32>, tensor<?x?x64xi32>) -> tensor<?x?x64xi1>
    %238 = stablehlo.dynamic_broadcast_in_dim %14, %228, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %239 = stablehlo.select %237, %230, %238 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %240 = stablehlo.reduce(%239 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %242 = stablehlo.subtract %234, %240 : tensor<?x?xf32>
    %243 = stablehlo.reduce(%242 init: %14) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<f32>
    %245 = stablehlo.multiply %6, %7 : tensor<i32>
    %246 = stablehlo.convert %245 : (tensor<i32>) -> tensor<f32>
    %247 = stablehlo.divide %243, %246 : tensor<f32>
    %248 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %249 = stablehlo.divide %248, %246 : tensor<f32>
    %250 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %251 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %252 = stablehlo.concatenate %250, %251, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %253 = stablehlo.dynamic_broadcast_in_dim %249, %252, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %254 = stablehlo.negate %253 : tensor<?x?xf32>
    %255 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %256 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %257 = stablehlo.constant dense<64> : tensor<1xi32>
    %258 = stablehlo.concatenate %255, %256, %257, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %259 = stablehlo.dynamic_broadcast_in_dim %254, %258, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.dynamic_broadcast_in_dim %260, %258, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %262 = stablehlo.select %237, %259, %261 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %263 = stablehlo.divide %253, %232 : tensor<?x?xf32>
    %264 = stablehlo.dynamic_broadcast_in_dim %263, %258, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %265 = stablehlo.multiply %264, %231 : tensor<?x?x64xf32>
    %266 = stablehlo.add %262, %265 : tensor<?x?x64xf32>
    %267 = stablehlo.negate %266 : tensor<?x?x64xf32>
    %268 = stablehlo.reduce(%267 init: %260) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %270 = stablehlo.dynamic_reshape %268, %252 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %271 = stablehlo.dynamic_broadcast_in_dim %223, %258, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %272 = stablehlo.compare EQ, %222, %271, FLOAT : (tensor<?x?x64xf32>, tensor<?x?x64xf32>) -> tensor<?x?x64xi1>
    %273 = stablehlo.convert %272 : (tensor<?x?x64xi1>) -> tensor<?x?x64xf32>
    %274 = stablehlo.reduce(%273 init: %260) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %276 = stablehlo.divide %270, %274 : tensor<?x?xf32>
    %277 = stablehlo.dynamic_broadcast_in_dim %276, %258, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %278 = stablehlo.multiply %273, %277 : tensor<?x?x64xf32>
    %279 = stablehlo.add %266, %278 : tensor<?x?x64xf32>
    %280 = stablehlo.dot_general %279, %arg0, contracting_dims = [2] x [0] : (tensor<?x?x64xf32>, tensor<64x16xf32>) -> tensor<?x?x16xf32>
    %281 = stablehlo.dot_general %279, %221, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x64xf32>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %282 = stablehlo.reduce(%280 init: %260) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %284 = stablehlo.multiply %280, %218 : tensor<?x?x16xf32>
    %285 = stablehlo.multiply %280, %217 : tensor<?x?x16xf32>
    %286 = stablehlo.reduce(%285 init: %260) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %288 = stablehlo.multiply %284, %216 : tensor<?x?x16xf32>
    %289 = stablehlo.multiply %284, %209 : tensor<?x?x16xf32>
    %290 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %291 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %292 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %293 = stablehlo.constant dense<16> : tensor<1xi32>
    %294 = stablehlo.concatenate %291, %292, %293, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %295 = stablehlo.dynamic_broadcast_in_dim %290, %294, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %296 = stablehlo.multiply %216, %295 : tensor<?x?x16xf32>
    %297 = stablehlo.divide %296, %215 : tensor<?x?x16xf32>
    %298 = stablehlo.multiply %289, %297 : tensor<?x?x16xf32>
    %299 = stablehlo.reduce(%298 init: %260) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %301 = stablehlo.dynamic_reshape %299, %252 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %302 = stablehlo.divide %301, %21 : tensor<?x?xf32>
    %303 = stablehlo.dynamic_broadcast_in_dim %302, %294, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %304 = stablehlo.multiply %303, %209 : tensor<?x?x16xf32>
    %305 = stablehlo.multiply %303, %209 : tensor<?x?x16xf32>
    %306 = stablehlo.add %288, %304 : tensor<?x?x16xf32>
    %307 = stablehlo.add %306, %305 : tensor<?x?x16xf32>
    %308 = stablehlo.negate %307 : tensor<?x?x16xf32>
    %309 = stablehlo.reduce(%308 init: %260) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %311 = stablehlo.dynamic_reshape %309, %252 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %312 = stablehlo.divide %311, %21 : tensor<?x?xf32>
    %313 = stablehlo.dynamic_broadcast_in_dim %312, %294, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %314 = stablehlo.add %307, %313 : tensor<?x?x16xf32>
    %315 = stablehlo.reduce(%314 init: %260) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %317 = stablehlo.dot_general %314, %arg24, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %318 = stablehlo.dot_general %314, %200, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %319 = stablehlo.transpose %318, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %320 = stablehlo.multiply %317, %199 : tensor<?x?x32xf32>
    %321 = stablehlo.multiply %317, %197 : tensor<?x?x32xf32>
    %322 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %323 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %324 = stablehlo.constant dense<32> : tensor<1xi32>
    %325 = stablehlo.concatenate %322, %323, %324, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %326 = stablehlo.dynamic_broadcast_in_dim %248, %325, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %327 = stablehlo.multiply %198, %198 : tensor<?x?x32xf32>
    %328 = stablehlo.subtract %326, %327 : tensor<?x?x32xf32>
    %329 = stablehlo.multiply %321, %328 : tensor<?x?x32xf32>
    %330 = stablehlo.multiply %320, %117 : tensor<?x?x32xf32>
    %331 = stablehlo.multiply %329, %110 : tensor<?x?x32xf32>
    %332 = stablehlo.add %330, %331 : tensor<?x?x32xf32>
    %333 = stablehlo.multiply %331, %112 : tensor<?x?x32xf32>
    %334 = stablehlo.multiply %333, %192 : tensor<?x?x32xf32>
    %335 = stablehlo.multiply %333, %191 : tensor<?x?x32xf32>
    %336 = stablehlo.add %332, %334 : tensor<?x?x32xf32>
    %337 = stablehlo.multiply %335, %191 : tensor<?x?x32xf32>
    %338 = stablehlo.multiply %335, %191 : tensor<?x?x32xf32>
    %339 = stablehlo.add %336, %337 : tensor<?x?x32xf32>
    %340 = stablehlo.add %339, %338 : tensor<?x?x32xf32>
    %341 = stablehlo.reduce(%340 init: %260) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %343 = stablehlo.dot_general %340, %arg22, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %344 = stablehlo.dot_general %340, %188, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %345 = stablehlo.transpose %344, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %346 = stablehlo.reduce(%343 init: %260) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %348 = stablehlo.multiply %343, %185 : tensor<?x?x16xf32>
    %349 = stablehlo.multiply %343, %184 : tensor<?x?x16xf32>
    %350 = stablehlo.reduce(%349 init: %260) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %352 = stablehlo.multiply %348, %183 : tensor<?x?x16xf32>
    %353 = stablehlo.multiply %348, %176 : tensor<?x?x16xf32>
    %354 = stablehlo.multiply %183, %295 : tensor<?x?x16xf32>
    %355 = stablehlo.divide %354, %182 : tensor<?x?x16xf32>
    %356 = stablehlo.multiply %353, %355 : tensor<?x?x16xf32>
    %357 = stablehlo.reduce(%356 init: %260) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %359 = stablehlo.dynamic_reshape %357, %252 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %360 = stablehlo.divide %359, %21 : tensor<?x?xf32>
    %361 = stablehlo.dynamic_broadcast_in_dim %360, %294, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %362 = stablehlo.multiply %361, %176 : tensor<?x?x16xf32>
    %363 = stablehlo.multiply %361, %176 : tensor<?x?x16xf32>
    %364 = stablehlo.add %352, %362 : tensor<?x?x16xf32>
    %365 = stablehlo.add %364, %363 : tensor<?x?x16xf32>
    %366 = stablehlo.negate %365 : tensor<?x?x16xf32>
    %367 = stablehlo.add %314, %365 : tensor<?x?x16xf32>
    %368 = stablehlo.reduce(%366 init: %260) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %370 = stablehlo.dynamic_reshape %368, %252 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %371 = stablehlo.divide %370, %21 : tensor<?x?xf32>
    %372 = stablehlo.dynamic_broadcast_in_dim %371, %294, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %373 = stablehlo.add %367, %372 : tensor<?x?x16xf32>
    %374 = stablehlo.dot_general %373, %arg19, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %375 = stablehlo.dot_general %373, %169, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %376 = stablehlo.transpose %375, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %377 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %378 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %379 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %380 = stablehlo.concatenate %377, %378, %379, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
    %381 = stablehlo.dynamic_reshape %374, %380 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %382 = stablehlo.transpose %381, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %383 = stablehlo.dot_general %382, %150, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %384 = stablehlo.dot_general %382, %166, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %385 = stablehlo.transpose %384, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %386 = stablehlo.divide %383, %165 : tensor<?x2x?x?xf32>
    %387 = stablehlo.multiply %386, %166 : tensor<?x2x?x?xf32>
    %388 = stablehlo.negate %387 : tensor<?x2x?x?xf32>
    %389 = stablehlo.reduce(%388 init: %260) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %391 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %392 = stablehlo.constant dense<2> : tensor<1xi32>
    %393 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %394 = stablehlo.concatenate %391, %392, %393, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %395 = stablehlo.dynamic_reshape %389, %394 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %396 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %397 = stablehlo.constant dense<2> : tensor<1xi32>
    %398 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %399 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %400 = stablehlo.concatenate %396, %397, %398, %399, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %401 = stablehlo.dynamic_broadcast_in_dim %395, %400, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %402 = stablehlo.add %386, %401 : tensor<?x2x?x?xf32>
    %403 = stablehlo.multiply %402, %162 : tensor<?x2x?x?xf32>
    %404 = stablehlo.negate %403 : tensor<?x2x?x?xf32>
    %405 = stablehlo.reduce(%404 init: %260) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %407 = stablehlo.dynamic_reshape %405, %394 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %408 = stablehlo.dynamic_broadcast_in_dim %158, %400, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %409 = stablehlo.compare EQ, %157, %408, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %410 = stablehlo.convert %409 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %411 = stablehlo.reduce(%410 init: %260) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %413 = stablehlo.divide %407, %411 : tensor<?x2x?xf32>
    %414 = stablehlo.dynamic_broadcast_in_dim %413, %400, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %415 = stablehlo.multiply %410, %414 : tensor<?x2x?x?xf32>
    %416 = stablehlo.add %403, %415 : tensor<?x2x?x?xf32>
    %417 = stablehlo.dynamic_broadcast_in_dim %260, %400, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %418 = stablehlo.select %156, %416, %417 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %419 = stablehlo.multiply %418, %56 : tensor<?x2x?x?xf32>
    %420 = stablehlo.dot_general %419, %148, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %421 = stablehlo.transpose %420, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %422 = stablehlo.dot_general %419, %146, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %423 = stablehlo.transpose %422, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %424 = stablehlo.dynamic_reshape %385, %294 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %425 = stablehlo.dot_general %424, %arg18, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %426 = stablehlo.dot_general %424, %144, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %427 = stablehlo.transpose %426, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %428 = stablehlo.dynamic_reshape %423, %294 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %429 = stablehlo.dot_general %428, %arg17, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %430 = stablehlo.dot_general %428, %144, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %431 = stablehlo.transpose %430, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %432 = stablehlo.add %425, %429 : tensor<?x?x16xf32>
    %433 = stablehlo.dynamic_reshape %421, %294 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %434 = stablehlo.dot_general %433, %arg16, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %435 = stablehlo.dot_general %433, %144, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %436 = stablehlo.transpose %435, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %437 = stablehlo.add %432, %434 : tensor<?x?x16xf32>
    %438 = stablehlo.reduce(%437 init: %260) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %440 = stablehlo.multiply %437, %141 : tensor<?x?x16xf32>
    %441 = stablehlo.multiply %437, %140 : tensor<?x?x16xf32>
    %442 = stablehlo.reduce(%441 init: %260) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %444 = stablehlo.multiply %440, %139 : tensor<?x?x16xf32>
    %445 = stablehlo.multiply %440, %132 : tensor<?x?x16xf32>
    %446 = stablehlo.multiply %139, %295 : tensor<?x?x16xf32>
    %447 = stablehlo.divide %446, %138 : tensor<?x?x16xf32>
    %448 = stablehlo.multiply %445, %447 : tensor<?x?x16xf32>
    %449 = stablehlo.reduce(%448 init: %260) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %451 = stablehlo.dynamic_reshape %449, %252 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %452 = stablehlo.divide %451, %21 : tensor<?x?xf32>
    %453 = stablehlo.dynamic_broadcast_in_dim %452, %294, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %454 = stablehlo.multiply %453, %132 : tensor<?x?x16xf32>
    %455 = stablehlo.multiply %453, %132 : tensor<?x?x16xf32>
    %456 = stablehlo.add %444, %454 : tensor<?x?x16xf32>
    %457 = stablehlo.add %456, %455 : tensor<?x?x16xf32>
    %458 = stablehlo.negate %457 : tensor<?x?x16xf32>
    %459 = stablehlo.add %373, %457 : tensor<?x?x16xf32>
    %460 = stablehlo.reduce(%458 init: %260) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %462 = stablehlo.dynamic_reshape %460, %252 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %463 = stablehlo.divide %462, %21 : tensor<?x?xf32>
    %464 = stablehlo.dynamic_broadcast_in_dim %463, %294, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %465 = stablehlo.add %459, %464 : tensor<?x?x16xf32>
    %466 = stablehlo.reduce(%465 init: %260) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %468 = stablehlo.dot_general %465, %arg12, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %469 = stablehlo.dot_general %465, %123, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %470 = stablehlo.transpose %469, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %471 = stablehlo.multiply %468, %122 : tensor<?x?x32xf32>
    %472 = stablehlo.multiply %468, %118 : tensor<?x?x32xf32>
    %473 = stablehlo.multiply %121, %121 : tensor<?x?x32xf32>
    %474 = stablehlo.subtract %326, %473 : tensor<?x?x32xf32>
    %475 = stablehlo.multiply %472, %474 : tensor<?x?x32xf32>
    %476 = stablehlo.multiply %471, %117 : tensor<?x?x32xf32>
    %477 = stablehlo.multiply %475, %110 : tensor<?x?x32xf32>
    %478 = stablehlo.add %476, %477 : tensor<?x?x32xf32>
    %479 = stablehlo.multiply %477, %112 : tensor<?x?x32xf32>
    %480 = stablehlo.multiply %479, %107 : tensor<?x?x32xf32>
    %481 = stablehlo.multiply %479, %106 : tensor<?x?x32xf32>
    %482 = stablehlo.add %478, %480 : tensor<?x?x32xf32>
    %483 = stablehlo.multiply %481, %106 : tensor<?x?x32xf32>
    %484 = stablehlo.multiply %481, %106 : tensor<?x?x32xf32>
    %485 = stablehlo.add %482, %483 : tensor<?x?x32xf32>
    %486 = stablehlo.add %485, %484 : tensor<?x?x32xf32>
    %487 = stablehlo.reduce(%486 init: %260) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %489 = stablehlo.dot_general %486, %arg10, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %490 = stablehlo.dot_general %486, %99, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %491 = stablehlo.transpose %490, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %492 = stablehlo.reduce(%489 init: %260) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %494 = stablehlo.multiply %489, %96 : tensor<?x?x16xf32>
    %495 = stablehlo.multiply %489, %95 : tensor<?x?x16xf32>
    %496 = stablehlo.reduce(%495 init: %260) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %498 = stablehlo.multiply %494, %94 : tensor<?x?x16xf32>
    %499 = stablehlo.multiply %494, %87 : tensor<?x?x16xf32>
    %500 = stablehlo.multiply %94, %295 : tensor<?x?x16xf32>
    %501 = stablehlo.divide %500, %93 : tensor<?x?x16xf32>
    %502 = stablehlo.multiply %499, %501 : tensor<?x?x16xf32>
    %503 = stablehlo.reduce(%502 init: %260) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %505 = stablehlo.dynamic_reshape %503, %252 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %506 = stablehlo.divide %505, %21 : tensor<?x?xf32>
    %507 = stablehlo.dynamic_broadcast_in_dim %506, %294, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %508 = stablehlo.multiply %507, %87 : tensor<?x?x16xf32>
    %509 = stablehlo.multiply %507, %87 : tensor<?x?x16xf32>
    %510 = stablehlo.add %498, %508 : tensor<?x?x16xf32>
    %511 = stablehlo.add %510, %509 : tensor<?x?x16xf32>
    %512 = stablehlo.negate %511 : tensor<?x?x16xf32>
    %513 = stablehlo.add %465, %511 : tensor<?x?x16xf32>
    %514 = stablehlo.reduce(%512 init: %260) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %516 = stablehlo.dynamic_reshape %514, %252 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %517 = stablehlo.divide %516, %21 : tensor<?x?xf32>
    %518 = stablehlo.dynamic_broadcast_in_dim %517, %294, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %519 = stablehlo.add %513, %518 : tensor<?x?x16xf32>
    %520 = stablehlo.dot_general %519, %arg7, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %521 = stablehlo.dot_general %519, %80, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %522 = stablehlo.transpose %521, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %523 = stablehlo.dynamic_reshape %520, %380 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %524 = stablehlo.transpose %523, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %525 = stablehlo.dot_general %524, %48, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %526 = stablehlo.dot_general %524, %77, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %527 = stablehlo.transpose %526, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %528 = stablehlo.divide %525, %76 : tensor<?x2x?x?xf32>
    %529 = stablehlo.multiply %528, %77 : tensor<?x2x?x?xf32>
    %530 = stablehlo.negate %529 : tensor<?x2x?x?xf32>
    %531 = stablehlo.reduce(%530 init: %260) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %533 = stablehlo.dynamic_reshape %531, %394 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %534 = stablehlo.dynamic_broadcast_in_dim %533, %400, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %535 = stablehlo.add %528, %534 : tensor<?x2x?x?xf32>
    %536 = stablehlo.multiply %535, %73 : tensor<?x2x?x?xf32>
    %537 = stablehlo.negate %536 : tensor<?x2x?x?xf32>
    %538 = stablehlo.reduce(%537 init: %260) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %540 = stablehlo.dynamic_reshape %538, %394 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %541 = stablehlo.dynamic_broadcast_in_dim %69, %400, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %542 = stablehlo.compare EQ, %67, %541, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %543 = stablehlo.convert %542 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %544 = stablehlo.reduce(%543 init: %260) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %546 = stablehlo.divide %540, %544 : tensor<?x2x?xf32>
    %547 = stablehlo.dynamic_broadcast_in_dim %546, %400, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %548 = stablehlo.multiply %543, %547 : tensor<?x2x?x?xf32>
    %549 = stablehlo.add %536, %548 : tensor<?x2x?x?xf32>
    %550 = stablehlo.select %64, %549, %417 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %551 = stablehlo.multiply %550, %56 : tensor<?x2x?x?xf32>
    %552 = stablehlo.dot_general %551, %46, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %553 = stablehlo.transpose %552, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %554 = stablehlo.dot_general %551, %44, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %555 = stablehlo.transpose %554, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %556 = stablehlo.dynamic_reshape %527, %294 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %557 = stablehlo.dot_general %556, %arg6, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %558 = stablehlo.dot_general %556, %38, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %559 = stablehlo.transpose %558, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %560 = stablehlo.dynamic_reshape %555, %294 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %561 = stablehlo.dot_general %560, %arg5, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %562 = stablehlo.dot_general %560, %38, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %563 = stablehlo.transpose %562, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %564 = stablehlo.add %557, %561 : tensor<?x?x16xf32>
    %565 = stablehlo.dynamic_reshape %553, %294 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %566 = stablehlo.dot_general %565, %arg4, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %567 = stablehlo.dot_general %565, %38, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %568 = stablehlo.transpose %567, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %569 = stablehlo.add %564, %566 : tensor<?x?x16xf32>
    %570 = stablehlo.reduce(%569 init: %260) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %572 = stablehlo.multiply %569, %35 : tensor<?x?x16xf32>
    %573 = stablehlo.multiply %569, %34 : tensor<?x?x16xf32>
    %574 = stablehlo.reduce(%573 init: %260) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %576 = stablehlo.multiply %572, %33 : tensor<?x?x16xf32>
    %577 = stablehlo.multiply %572, %24 : tensor<?x?x16xf32>
    %578 = stablehlo.multiply %33, %295 : tensor<?x?x16xf32>
    %579 = stablehlo.divide %578, %32 : tensor<?x?x16xf32>
    %580 = stablehlo.multiply %577, %579 : tensor<?x?x16xf32>
    %581 = stablehlo.reduce(%580 init: %260) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %583 = stablehlo.dynamic_reshape %581, %252 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %584 = stablehlo.divide %583, %21 : tensor<?x?xf32>
    %585 = stablehlo.dynamic_broadcast_in_dim %584, %294, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %586 = stablehlo.multiply %585, %24 : tensor<?x?x16xf32>
    %587 = stablehlo.multiply %585, %24 : tensor<?x?x16xf32>
    %588 = stablehlo.add %576, %586 : tensor<?x?x16xf32>
    %589 = stablehlo.add %588, %587 : tensor<?x?x16xf32>
    %590 = stablehlo.negate %589 : tensor<?x?x16xf32>
    %591 = stablehlo.add %519, %589 : tensor<?x?x16xf32>
    %592 = stablehlo.reduce(%590 init: %260) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %594 = stablehlo.dynamic_reshape %592, %252 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %595 = stablehlo.divide %594, %21 : tensor<?x?xf32>
    %596 = stablehlo.dynamic_broadcast_in_dim %595, %294, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %597 = stablehlo.add %591, %596 : tensor<?x?x16xf32>
    %598 = stablehlo.reduce(%597 init: %260) applies stablehlo.add across dimensions = [0] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x16xf32>
    %600 = stablehlo.get_dimension_size %5, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %601 = stablehlo.reshape %600 : (tensor<i32>) -> tensor<1xi32>
    %602 = stablehlo.constant dense<16> : tensor<1xi32>
    %603 = stablehlo.concatenate %601, %602, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %604 = stablehlo.dynamic_reshape %598, %603 : (tensor<?x16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %605 = stablehlo.broadcast_in_dim %260, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %606 = "stablehlo.scatter"(%605, %4, %604) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg189: tensor<f32>, %arg190: tensor<f32>):
      %607 = stablehlo.add %arg189, %arg190 : tensor<f32>
      stablehlo.return %607 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<?xi32>, tensor<?x16xf32>) -> tensor<64x16xf32>
    %608 = "stablehlo.scatter"(%605, %arg85, %597) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg191: tensor<f32>, %arg192: tensor<f32>):
      %609 = stablehlo.add %arg191, %arg192 : tensor<f32>
      stablehlo.return %609 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<?x?xi32, [@B, @T]>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %610 = stablehlo.add %281, %608 : tensor<64x16xf32>
    %611 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %612 = stablehlo.add %arg84, %611 : tensor<f32>
    %613 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %614 = stablehlo.power %613, %612 : tensor<f32>
    %615 = stablehlo.subtract %611, %614 : tensor<f32>
    %616 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %617 = stablehlo.power %616, %612 : tensor<f32>
    %618 = stablehlo.subtract %611, %617 : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %613, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %620 = stablehlo.multiply %619, %arg28 : tensor<64x16xf32>
    %621 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %623 = stablehlo.multiply %622, %610 : tensor<64x16xf32>
    %624 = stablehlo.add %620, %623 : tensor<64x16xf32>
    %625 = stablehlo.broadcast_in_dim %616, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %626 = stablehlo.multiply %625, %arg56 : tensor<64x16xf32>
    %627 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %629 = stablehlo.multiply %610, %610 : tensor<64x16xf32>
    %630 = stablehlo.multiply %628, %629 : tensor<64x16xf32>
    %631 = stablehlo.add %626, %630 : tensor<64x16xf32>
    %632 = stablehlo.broadcast_in_dim %615, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %633 = stablehlo.divide %624, %632 : tensor<64x16xf32>
    %634 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %635 = stablehlo.divide %631, %634 : tensor<64x16xf32>
    %636 = stablehlo.sqrt %635 : tensor<64x16xf32>
    %637 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %639 = stablehlo.add %636, %638 : tensor<64x16xf32>
    %640 = stablehlo.divide %633, %639 : tensor<64x16xf32>
    %641 = stablehlo.multiply %622, %640 : tensor<64x16xf32>
    %642 = stablehlo.subtract %arg0, %641 : tensor<64x16xf32>
    %643 = stablehlo.multiply %619, %arg29 : tensor<64x16xf32>
    %644 = stablehlo.multiply %622, %606 : tensor<64x16xf32>
    %645 = stablehlo.add %643, %644 : tensor<64x16xf32>
    %646 = stablehlo.multiply %625, %arg57 : tensor<64x16xf32>
    %647 = stablehlo.multiply %606, %606 : tensor<64x16xf32>
    %648 = stablehlo.multiply %628, %647 : tensor<64x16xf32>
    %649 = stablehlo.add %646, %648 : tensor<64x16xf32>
    %650 = stablehlo.divide %645, %632 : tensor<64x16xf32>
    %651 = stablehlo.divide %649, %634 : tensor<64x16xf32>
    %652 = stablehlo.sqrt %651 : tensor<64x16xf32>
    %653 = stablehlo.add %652, %638 : tensor<64x16xf32>
    %654 = stablehlo.divide %650, %653 : tensor<64x16xf32>
    %655 = stablehlo.multiply %622, %654 : tensor<64x16xf32>
    %656 = stablehlo.subtract %arg1, %655 : tensor<64x16xf32>
    %657 = stablehlo.broadcast_in_dim %613, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %658 = stablehlo.multiply %657, %arg30 : tensor<16xf32>
    %659 = stablehlo.broadcast_in_dim %621, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %660 = stablehlo.multiply %659, %574 : tensor<16xf32>
    %661 = stablehlo.add %658, %660 : tensor<16xf32>
    %662 = stablehlo.broadcast_in_dim %616, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %663 = stablehlo.multiply %662, %arg58 : tensor<16xf32>
    %664 = stablehlo.broadcast_in_dim %627, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %665 = stablehlo.multiply %574, %574 : tensor<16xf32>
    %666 = stablehlo.multiply %664, %665 : tensor<16xf32>
    %667 = stablehlo.add %663, %666 : tensor<16xf32>
    %668 = stablehlo.broadcast_in_dim %615, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %669 = stablehlo.divide %661, %668 : tensor<16xf32>
    %670 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %671 = stablehlo.divide %667, %670 : tensor<16xf32>
    %672 = stablehlo.sqrt %671 : tensor<16xf32>
    %673 = stablehlo.broadcast_in_dim %637, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %674 = stablehlo.add %672, %673 : tensor<16xf32>
    %675 = stablehlo.divide %669, %674 : tensor<16xf32>
    %676 = stablehlo.multiply %659, %675 : tensor<16xf32>
    %677 = stablehlo.subtract %arg2, %676 : tensor<16xf32>
    %678 = stablehlo.multiply %657, %arg31 : tensor<16xf32>
    %679 = stablehlo.multiply %659, %570 : tensor<16xf32>
    %680 = stablehlo.add %678, %679 : tensor<16xf32>
    %681 = stablehlo.multiply %662, %arg59 : tensor<16xf32>
    %682 = stablehlo.multiply %570, %570 : tensor<16xf32>
    %683 = stablehlo.multiply %664, %682 : tensor<16xf32>
    %684 = stablehlo.add %681, %683 : tensor<16xf32>
    %685 = stablehlo.divide %680, %668 : tensor<16xf32>
    %686 = stablehlo.divide %684, %670 : tensor<16xf32>
    %687 = stablehlo.sqrt %686 : tensor<16xf32>
    %688 = stablehlo.add %687, %673 : tensor<16xf32>
    %689 = stablehlo.divide %685, %688 : tensor<16xf32>
    %690 = stablehlo.multiply %659, %689 : tensor<16xf32>
    %691 = stablehlo.subtract %arg3, %690 : tensor<16xf32>
    %692 = stablehlo.broadcast_in_dim %613, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %693 = stablehlo.multiply %692, %arg32 : tensor<16x16xf32>
    %694 = stablehlo.broadcast_in_dim %621, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %695 = stablehlo.multiply %694, %568 : tensor<16x16xf32>
    %696 = stablehlo.add %693, %695 : tensor<16x16xf32>
    %697 = stablehlo.broadcast_in_dim %616, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %698 = stablehlo.multiply %697, %arg60 : tensor<16x16xf32>
    %699 = stablehlo.broadcast_in_dim %627, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %700 = stablehlo.multiply %568, %568 : tensor<16x16xf32>
    %701 = stablehlo.multiply %699, %700 : tensor<16x16xf32>
    %702 = stablehlo.add %698, %701 : tensor<16x16xf32>
    %703 = stablehlo.broadcast_in_dim %615, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %704 = stablehlo.divide %696, %703 : tensor<16x16xf32>
    %705 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %706 = stablehlo.divide %702, %705 : tensor<16x16xf32>
    %707 = stablehlo.sqrt %706 : tensor<16x16xf32>
    %708 = stablehlo.broadcast_in_dim %637, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %709 = stablehlo.add %707, %708 : tensor<16x16xf32>
    %710 = stablehlo.divide %704, %709 : tensor<16x16xf32>
    %711 = stablehlo.multiply %694, %710 : tensor<16x16xf32>
    %712 = stablehlo.subtract %arg4, %711 : tensor<16x16xf32>
    %713 = stablehlo.multiply %692, %arg33 : tensor<16x16xf32>
    %714 = stablehlo.multiply %694, %563 : tensor<16x16xf32>
    %715 = stablehlo.add %713, %714 : tensor<16x16xf32>
    %716 = stablehlo.multiply %697, %arg61 : tensor<16x16xf32>
    %717 = stablehlo.multiply %563, %563 : tensor<16x16xf32>
    %718 = stablehlo.multiply %699, %717 : tensor<16x16xf32>
    %719 = stablehlo.add %716, %718 : tensor<16x16xf32>
    %720 = stablehlo.divide %715, %703 : tensor<16x16xf32>
    %721 = stablehlo.divide %719, %705 : tensor<16x16xf32>
    %722 = stablehlo.sqrt %721 : tensor<16x16xf32>
    %723 = stablehlo.add %722, %708 : tensor<16x16xf32>
    %724 = stablehlo.divide %720, %723 : tensor<16x16xf32>
    %725 = stablehlo.multiply %694, %724 : tensor<16x16xf32>
    %726 = stablehlo.subtract %arg5, %725 : tensor<16x16xf32>
    %727 = stablehlo.multiply %692, %arg34 : tensor<16x16xf32>
    %728 = stablehlo.multiply %694, %559 : tensor<16x16xf32>
    %729 = stablehlo.add %727, %728 : tensor<16x16xf32>
    %730 = stablehlo.multiply %697, %arg62 : tensor<16x16xf32>
    %731 = stablehlo.multiply %559, %559 : tensor<16x16xf32>
    %732 = stablehlo.multiply %699, %731 : tensor<16x16xf32>
    %733 = stablehlo.add %730, %732 : tensor<16x16xf32>
    %734 = stablehlo.divide %729, %703 : tensor<16x16xf32>
    %735 = stablehlo.divide %733, %705 : tensor<16x16xf32>
    %736 = stablehlo.sqrt %735 : tensor<16x16xf32>
    %737 = stablehlo.add %736, %708 : tensor<16x16xf32>
    %738 = stablehlo.divide %734, %737 : tensor<16x16xf32>
    %739 = stablehlo.multiply %694, %738 : tensor<16x16xf32>
    %740 = stablehlo.subtract %arg6, %739 : tensor<16x16xf32>
    %741 = stablehlo.multiply %692, %arg35 : tensor<16x16xf32>
    %742 = stablehlo.multiply %694, %522 : tensor<16x16xf32>
    %743 = stablehlo.add %741, %742 : tensor<16x16xf32>
    %744 = stablehlo.multiply %697, %arg63 : tensor<16x16xf32>
    %745 = stablehlo.multiply %522, %522 : tensor<16x16xf32>
    %746 = stablehlo.multiply %699, %745 : tensor<16x16xf32>
    %747 = stablehlo.add %744, %746 : tensor<16x16xf32>
    %748 = stablehlo.divide %743, %703 : tensor<16x16xf32>
    %749 = stablehlo.divide %747, %705 : tensor<16x16xf32>
    %750 = stablehlo.sqrt %749 : tensor<16x16xf32>
    %751 = stablehlo.add %750, %708 : tensor<16x16xf32>
    %752 = stablehlo.divide %748, %751 : tensor<16x16xf32>
    %753 = stablehlo.multiply %694, %752 : tensor<16x16xf32>
    %754 = stablehlo.subtract %arg7, %753 : tensor<16x16xf32>
    %755 = stablehlo.multiply %657, %arg36 : tensor<16xf32>
    %756 = stablehlo.multiply %659, %496 : tensor<16xf32>
    %757 = stablehlo.add %755, %756 : tensor<16xf32>
    %758 = stablehlo.multiply %662, %arg64 : tensor<16xf32>
    %759 = stablehlo.multiply %496, %496 : tensor<16xf32>
    %760 = stablehlo.multiply %664, %759 : tensor<16xf32>
    %761 = stablehlo.add %758, %760 : tensor<16xf32>
    %762 = stablehlo.divide %757, %668 : tensor<16xf32>
    %763 = stablehlo.divide %761, %670 : tensor<16xf32>
    %764 = stablehlo.sqrt %763 : tensor<16xf32>
    %765 = stablehlo.add %764, %673 : tensor<16xf32>
    %766 = stablehlo.divide %762, %765 : tensor<16xf32>
    %767 = stablehlo.multiply %659, %766 : tensor<16xf32>
    %768 = stablehlo.subtract %arg8, %767 : tensor<16xf32>
    %769 = stablehlo.multiply %657, %arg37 : tensor<16xf32>
    %770 = stablehlo.multiply %659, %492 : tensor<16xf32>
    %771 = stablehlo.add %769, %770 : tensor<16xf32>
    %772 = stablehlo.multiply %662, %arg65 : tensor<16xf32>
    %773 = stablehlo.multiply %492, %492 : tensor<16xf32>
    %774 = stablehlo.multiply %664, %773 : tensor<16xf32>
    %775 = stablehlo.add %772, %774 : tensor<16xf32>
    %776 = stablehlo.divide %771, %668 : tensor<16xf32>
    %777 = stablehlo.divide %775, %670 : tensor<16xf32>
    %778 = stablehlo.sqrt %777 : tensor<16xf32>
    %779 = stablehlo.add %778, %673 : tensor<16xf32>
    %780 = stablehlo.divide %776, %779 : tensor<16xf32>
    %781 = stablehlo.multiply %659, %780 : tensor<16xf32>
    %782 = stablehlo.subtract %arg9, %781 : tensor<16xf32>
    %783 = stablehlo.broadcast_in_dim %613, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %784 = stablehlo.multiply %783, %arg38 : tensor<16x32xf32>
    %785 = stablehlo.broadcast_in_dim %621, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %786 = stablehlo.multiply %785, %491 : tensor<16x32xf32>
    %787 = stablehlo.add %784, %786 : tensor<16x32xf32>
    %788 = stablehlo.broadcast_in_dim %616, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %789 = stablehlo.multiply %788, %arg66 : tensor<16x32xf32>
    %790 = stablehlo.broadcast_in_dim %627, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %791 = stablehlo.multiply %491, %491 : tensor<16x32xf32>
    %792 = stablehlo.multiply %790, %791 : tensor<16x32xf32>
    %793 = stablehlo.add %789, %792 : tensor<16x32xf32>
    %794 = stablehlo.broadcast_in_dim %615, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %795 = stablehlo.divide %787, %794 : tensor<16x32xf32>
    %796 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %797 = stablehlo.divide %793, %796 : tensor<16x32xf32>
    %798 = stablehlo.sqrt %797 : tensor<16x32xf32>
    %799 = stablehlo.broadcast_in_dim %637, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %800 = stablehlo.add %798, %799 : tensor<16x32xf32>
    %801 = stablehlo.divide %795, %800 : tensor<16x32xf32>
    %802 = stablehlo.multiply %785, %801 : tensor<16x32xf32>
    %803 = stablehlo.subtract %arg10, %802 : tensor<16x32xf32>
    %804 = stablehlo.broadcast_in_dim %613, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %805 = stablehlo.multiply %804, %arg39 : tensor<32xf32>
    %806 = stablehlo.broadcast_in_dim %621, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %807 = stablehlo.multiply %806, %487 : tensor<32xf32>
    %808 = stablehlo.add %805, %807 : tensor<32xf32>
    %809 = stablehlo.broadcast_in_dim %616, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %810 = stablehlo.multiply %809, %arg67 : tensor<32xf32>
    %811 = stablehlo.broadcast_in_dim %627, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %812 = stablehlo.multiply %487, %487 : tensor<32xf32>
    %813 = stablehlo.multiply %811, %812 : tensor<32xf32>
    %814 = stablehlo.add %810, %813 : tensor<32xf32>
    %815 = stablehlo.broadcast_in_dim %615, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %816 = stablehlo.divide %808, %815 : tensor<32xf32>
    %817 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %818 = stablehlo.divide %814, %817 : tensor<32xf32>
    %819 = stablehlo.sqrt %818 : tensor<32xf32>
    %820 = stablehlo.broadcast_in_dim %637, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %821 = stablehlo.add %819, %820 : tensor<32xf32>
    %822 = stablehlo.divide %816, %821 : tensor<32xf32>
    %823 = stablehlo.multiply %806, %822 : tensor<32xf32>
    %824 = stablehlo.subtract %arg11, %823 : tensor<32xf32>
    %825 = stablehlo.broadcast_in_dim %613, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %826 = stablehlo.multiply %825, %arg40 : tensor<32x16xf32>
    %827 = stablehlo.broadcast_in_dim %621, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %828 = stablehlo.multiply %827, %470 : tensor<32x16xf32>
    %829 = stablehlo.add %826, %828 : tensor<32x16xf32>
    %830 = stablehlo.broadcast_in_dim %616, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %831 = stablehlo.multiply %830, %arg68 : tensor<32x16xf32>
    %832 = stablehlo.broadcast_in_dim %627, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %833 = stablehlo.multiply %470, %470 : tensor<32x16xf32>
    %834 = stablehlo.multiply %832, %833 : tensor<32x16xf32>
    %835 = stablehlo.add %831, %834 : tensor<32x16xf32>
    %836 = stablehlo.broadcast_in_dim %615, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %837 = stablehlo.divide %829, %836 : tensor<32x16xf32>
    %838 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %839 = stablehlo.divide %835, %838 : tensor<32x16xf32>
    %840 = stablehlo.sqrt %839 : tensor<32x16xf32>
    %841 = stablehlo.broadcast_in_dim %637, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %842 = stablehlo.add %840, %841 : tensor<32x16xf32>
    %843 = stablehlo.divide %837, %842 : tensor<32x16xf32>
    %844 = stablehlo.multiply %827, %843 : tensor<32x16xf32>
    %845 = stablehlo.subtract %arg12, %844 : tensor<32x16xf32>
    %846 = stablehlo.multiply %657, %arg41 : tensor<16xf32>
    %847 = stablehlo.multiply %659, %466 : tensor<16xf32>
    %848 = stablehlo.add %846, %847 : tensor<16xf32>
    %849 = stablehlo.multiply %662, %arg69 : tensor<16xf32>
    %850 = stablehlo.multiply %466, %466 : tensor<16xf32>
    %851 = stablehlo.multiply %664, %850 : tensor<16xf32>
    %852 = stablehlo.add %849, %851 : tensor<16xf32>
    %853 = stablehlo.divide %848, %668 : tensor<16xf32>
    %854 = stablehlo.divide %852, %670 : tensor<16xf32>
    %855 = stablehlo.sqrt %854 : tensor<16xf32>
    %856 = stablehlo.add %855, %673 : tensor<16xf32>
    %857 = stablehlo.divide %853, %856 : tensor<16xf32>
    %858 = stablehlo.multiply %659, %857 : tensor<16xf32>
    %859 = stablehlo.subtract %arg13, %858 : tensor<16xf32>
    %860 = stablehlo.multiply %657, %arg42 : tensor<16xf32>
    %861 = stablehlo.multiply %659, %442 : tensor<16xf32>
    %862 = stablehlo.add %860, %861 : tensor<16xf32>
    %863 = stablehlo.multiply %662, %arg70 : tensor<16xf32>
    %864 = stablehlo.multiply %442, %442 : tensor<16xf32>
    %865 = stablehlo.multiply %664, %864 : tensor<16xf32>
    %866 = stablehlo.add %863, %865 : tensor<16xf32>
    %867 = stablehlo.divide %862, %668 : tensor<16xf32>
    %868 = stablehlo.divide %866, %670 : tensor<16xf32>
    %869 = stablehlo.sqrt %868 : tensor<16xf32>
    %870 = stablehlo.add %869, %673 : tensor<16xf32>
    %871 = stablehlo.divide %867, %870 : tensor<16xf32>
    %872 = stablehlo.multiply %659, %871 : tensor<16xf32>
    %873 = stablehlo.subtract %arg14, %872 : tensor<16xf32>
    %874 = stablehlo.multiply %657, %arg43 : tensor<16xf32>
    %875 = stablehlo.multiply %659, %438 : tensor<16xf32>
    %876 = stablehlo.add %874, %875 : tensor<16xf32>
    %877 = stablehlo.multiply %662, %arg71 : tensor<16xf32>
    %878 = stablehlo.multiply %438, %438 : tensor<16xf32>
    %879 = stablehlo.multiply %664, %878 : tensor<16xf32>
    %880 = stablehlo.add %877, %879 : tensor<16xf32>
    %881 = stablehlo.divide %876, %668 : tensor<16xf32>
    %882 = stablehlo.divide %880, %670 : tensor<16xf32>
    %883 = stablehlo.sqrt %882 : tensor<16xf32>
    %884 = stablehlo.add %883, %673 : tensor<16xf32>
    %885 = stablehlo.divide %881, %884 : tensor<16xf32>
    %886 = stablehlo.multiply %659, %885 : tensor<16xf32>
    %887 = stablehlo.subtract %arg15, %886 : tensor<16xf32>
    %888 = stablehlo.multiply %692, %arg44 : tensor<16x16xf32>
    %889 = stablehlo.multiply %694, %436 : tensor<16x16xf32>
    %890 = stablehlo.add %888, %889 : tensor<16x16xf32>
    %891 = stablehlo.multiply %697, %arg72 : tensor<16x16xf32>
    %892 = stablehlo.multiply %436, %436 : tensor<16x16xf32>
    %893 = stablehlo.multiply %699, %892 : tensor<16x16xf32>
    %894 = stablehlo.add %891, %893 : tensor<16x16xf32>
    %895 = stablehlo.divide %890, %703 : tensor<16x16xf32>
    %896 = stablehlo.divide %894, %705 : tensor<16x16xf32>
    %897 = stablehlo.sqrt %896 : tensor<16x16xf32>
    %898 = stablehlo.add %897, %708 : tensor<16x16xf32>
    %899 = stablehlo.divide %895, %898 : tensor<16x16xf32>
    %900 = stablehlo.multiply %694, %899 : tensor<16x16xf32>
    %901 = stablehlo.subtract %arg16, %900 : tensor<16x16xf32>
    %902 = stablehlo.multiply %692, %arg45 : tensor<16x16xf32>
    %903 = stablehlo.multiply %694, %431 : tensor<16x16xf32>
    %904 = stablehlo.add %902, %903 : tensor<16x16xf32>
    %905 = stablehlo.multiply %697, %arg73 : tensor<16x16xf32>
    %906 = stablehlo.multiply %431, %431 : tensor<16x16xf32>
    %907 = stablehlo.multiply %699, %906 : tensor<16x16xf32>
    %908 = stablehlo.add %905, %907 : tensor<16x16xf32>
    %909 = stablehlo.divide %904, %703 : tensor<16x16xf32>
    %910 = stablehlo.divide %908, %705 : tensor<16x16xf32>
    %911 = stablehlo.sqrt %910 : tensor<16x16xf32>
    %912 = stablehlo.add %911, %708 : tensor<16x16xf32>
    %913 = stablehlo.divide %909, %912 : tensor<16x16xf32>
    %914 = stablehlo.multiply %694, %913 : tensor<16x16xf32>
    %915 = stablehlo.subtract %arg17, %914 : tensor<16x16xf32>
    %916 = stablehlo.multiply %692, %arg46 : tensor<16x16xf32>
    %917 = stablehlo.multiply %694, %427 : tensor<16x16xf32>
    %918 = stablehlo.add %916, %917 : tensor<16x16xf32>
    %919 = stablehlo.multiply %697, %arg74 : tensor<16x16xf32>
    %920 = stablehlo.multiply %427, %427 : tensor<16x16xf32>
    %921 = stablehlo.multiply %699, %920 : tensor<16x16xf32>
    %922 = stablehlo.add %919, %921 : tensor<16x16xf32>
    %923 = stablehlo.divide %918, %703 : tensor<16x16xf32>
    %924 = stablehlo.divide %922, %705 : tensor<16x16xf32>
    %925 = stablehlo.sqrt %924 : tensor<16x16xf32>
    %926 = stablehlo.add %925, %708 : tensor<16x16xf32>
    %927 = stablehlo.divide %923, %926 : tensor<16x16xf32>
    %928 = stablehlo.multiply %694, %927 : tensor<16x16xf32>
    %929 = stablehlo.subtract %arg18, %928 : tensor<16x16xf32>
    %930 = stablehlo.multiply %692, %arg47 : tensor<16x16xf32>
    %931 = stablehlo.multiply %694, %376 : tensor<16x16xf32>
    %932 = stablehlo.add %930, %931 : tensor<16x16xf32>
    %933 = stablehlo.multiply %697, %arg75 : tensor<16x16xf32>
    %934 = stablehlo.multiply %376, %376 : tensor<16x16xf32>
    %935 = stablehlo.multiply %699, %934 : tensor<16x16xf32>
    %936 = stablehlo.add %933, %935 : tensor<16x16xf32>
    %937 = stablehlo.divide %932, %703 : tensor<16x16xf32>
    %938 = stablehlo.divide %936, %705 : tensor<16x16xf32>
    %939 = stablehlo.sqrt %938 : tensor<16x16xf32>
    %940 = stablehlo.add %939, %708 : tensor<16x16xf32>
    %941 = stablehlo.divide %937, %940 : tensor<16x16xf32>
    %942 = stablehlo.multiply %694, %941 : tensor<16x16xf32>
    %943 = stablehlo.subtract %arg19, %942 : tensor<16x16xf32>
    %944 = stablehlo.multiply %657, %arg48 : tensor<16xf32>
    %945 = stablehlo.multiply %659, %350 : tensor<16xf32>
    %946 = stablehlo.add %944, %945 : tensor<16xf32>
    %947 = stablehlo.multiply %662, %arg76 : tensor<16xf32>
    %948 = stablehlo.multiply %350, %350 : tensor<16xf32>
    %949 = stablehlo.multiply %664, %948 : tensor<16xf32>
    %950 = stablehlo.add %947, %949 : tensor<16xf32>
    %951 = stablehlo.divide %946, %668 : tensor<16xf32>
    %952 = stablehlo.divide %950, %670 : tensor<16xf32>
    %953 = stablehlo.sqrt %952 : tensor<16xf32>
    %954 = stablehlo.add %953, %673 : tensor<16xf32>
    %955 = stablehlo.divide %951, %954 : tensor<16xf32>
    %956 = stablehlo.multiply %659, %955 : tensor<16xf32>
    %957 = stablehlo.subtract %arg20, %956 : tensor<16xf32>
    %958 = stablehlo.multiply %657, %arg49 : tensor<16xf32>
    %959 = stablehlo.multiply %659, %346 : tensor<16xf32>
    %960 = stablehlo.add %958, %959 : tensor<16xf32>
    %961 = stablehlo.multiply %662, %arg77 : tensor<16xf32>
    %962 = stablehlo.multiply %346, %346 : tensor<16xf32>
    %963 = stablehlo.multiply %664, %962 : tensor<16xf32>
    %964 = stablehlo.add %961, %963 : tensor<16xf32>
    %965 = stablehlo.divide %960, %668 : tensor<16xf32>
    %966 = stablehlo.divide %964, %670 : tensor<16xf32>
    %967 = stablehlo.sqrt %966 : tensor<16xf32>
    %968 = stablehlo.add %967, %673 : tensor<16xf32>
    %969 = stablehlo.divide %965, %968 : tensor<16xf32>
    %970 = stablehlo.multiply %659, %969 : tensor<16xf32>
    %971 = stablehlo.subtract %arg21, %970 : tensor<16xf32>
    %972 = stablehlo.multiply %783, %arg50 : tensor<16x32xf32>
    %973 = stablehlo.multiply %785, %345 : tensor<16x32xf32>
    %974 = stablehlo.add %972, %973 : tensor<16x32xf32>
    %975 = stablehlo.multiply %788, %arg78 : tensor<16x32xf32>
    %976 = stablehlo.multiply %345, %345 : tensor<16x32xf32>
    %977 = stablehlo.multiply %790, %976 : tensor<16x32xf32>
    %978 = stablehlo.add %975, %977 : tensor<16x32xf32>
    %979 = stablehlo.divide %974, %794 : tensor<16x32xf32>
    %980 = stablehlo.divide %978, %796 : tensor<16x32xf32>
    %981 = stablehlo.sqrt %980 : tensor<16x32xf32>
    %982 = stablehlo.add %981, %799 : tensor<16x32xf32>
    %983 = stablehlo.divide %979, %982 : tensor<16x32xf32>
    %984 = stablehlo.multiply %785, %983 : tensor<16x32xf32>
    %985 = stablehlo.subtract %arg22, %984 : tensor<16x32xf32>
    %986 = stablehlo.multiply %804, %arg51 : tensor<32xf32>
    %987 = stablehlo.multiply %806, %341 : tensor<32xf32>
    %988 = stablehlo.add %986, %987 : tensor<32xf32>
    %989 = stablehlo.multiply %809, %arg79 : tensor<32xf32>
    %990 = stablehlo.multiply %341, %341 : tensor<32xf32>
    %991 = stablehlo.multiply %811, %990 : tensor<32xf32>
    %992 = stablehlo.add %989, %991 : tensor<32xf32>
    %993 = stablehlo.divide %988, %815 : tensor<32xf32>
    %994 = stablehlo.divide %992, %817 : tensor<32xf32>
    %995 = stablehlo.sqrt %994 : tensor<32xf32>
    %996 = stablehlo.add %995, %820 : tensor<32xf32>
    %997 = stablehlo.divide %993, %996 : tensor<32xf32>
    %998 = stablehlo.multiply %806, %997 : tensor<32xf32>
    %999 = stablehlo.subtract %arg23, %998 : tensor<32xf32>
    %1000 = stablehlo.multiply %825, %arg52 : tensor<32x16xf32>
    %1001 = stablehlo.multiply %827, %319 : tensor<32x16xf32>
    %1002 = stablehlo.add %1000, %1001 : tensor<32x16xf32>
    %1003 = stablehlo.multiply %830, %arg80 : tensor<32x16xf32>
    %1004 = stablehlo.multiply %319, %319 : tensor<32x16xf32>
    %1005 = stablehlo.multiply %832, %1004 : tensor<32x16xf32>
    %1006 = stablehlo.add %1003, %1005 : tensor<32x16xf32>
    %1007 = stablehlo.divide %1002, %836 : tensor<32x16xf32>
    %1008 = stablehlo.divide %1006, %838 : tensor<32x16xf32>
    %1009 = stablehlo.sqrt %1008 : tensor<32x16xf32>
    %1010 = stablehlo.add %1009, %841 : tensor<32x16xf32>
    %1011 = stablehlo.divide %1007, %1010 : tensor<32x16xf32>
    %1012 = stablehlo.multiply %827, %1011 : tensor<32x16xf32>
    %1013 = stablehlo.subtract %arg24, %1012 : tensor<32x16xf32>
    %1014 = stablehlo.multiply %657, %arg53 : tensor<16xf32>
    %1015 = stablehlo.multiply %659, %315 : tensor<16xf32>
    %1016 = stablehlo.add %1014, %1015 : tensor<16xf32>
    %1017 = stablehlo.multiply %662, %arg81 : tensor<16xf32>
    %1018 = stablehlo.multiply %315, %315 : tensor<16xf32>
    %1019 = stablehlo.multiply %664, %1018 : tensor<16xf32>
    %1020 = stablehlo.add %1017, %1019 : tensor<16xf32>
    %1021 = stablehlo.divide %1016, %668 : tensor<16xf32>
    %1022 = stablehlo.divide %1020, %670 : tensor<16xf32>
    %1023 = stablehlo.sqrt %1022 : tensor<16xf32>
    %1024 = stablehlo.add %1023, %673 : tensor<16xf32>
    %1025 = stablehlo.divide %1021, %1024 : tensor<16xf32>
    %1026 = stablehlo.multiply %659, %1025 : tensor<16xf32>
    %1027 = stablehlo.subtract %arg25, %1026 : tensor<16xf32>
    %1028 = stablehlo.multiply %657, %arg54 : tensor<16xf32>
    %1029 = stablehlo.multiply %659, %286 : tensor<16xf32>
    %1030 = stablehlo.add %1028, %1029 : tensor<16xf32>
    %1031 = stablehlo.multiply %662, %arg82 : tensor<16xf32>
    %1032 = stablehlo.multiply %286, %286 : tensor<16xf32>
    %1033 = stablehlo.multiply %664, %1032 : tensor<16xf32>
    %1034 = stablehlo.add %1031, %1033 : tensor<16xf32>
    %1035 = stablehlo.divide %1030, %668 : tensor<16xf32>
    %1036 = stablehlo.divide %1034, %670 : tensor<16xf32>
    %1037 = stablehlo.sqrt %1036 : tensor<16xf32>
    %1038 = stablehlo.add %1037, %673 : tensor<16xf32>
    %1039 = stablehlo.divide %1035, %1038 : tensor<16xf32>
    %1040 = stablehlo.multiply %659, %1039 : tensor<16xf32>
    %1041 = stablehlo.subtract %arg26, %1040 : tensor<16xf32>
    %1042 = stablehlo.multiply %657, %arg55 : tensor<16xf32>
    %1043 = stablehlo.multiply %659, %282 : tensor<16xf32>
    %1044 = stablehlo.add %1042, %1043 : tensor<16xf32>
    %1045 = stablehlo.multiply %662, %arg83 : tensor<16xf32>
    %1046 = stablehlo.multiply %282, %282 : tensor<16xf32>
    %1047 = stablehlo.multiply %664, %1046 : tensor<16xf32>
    %1048 = stablehlo.add %1045, %1047 : tensor<16xf32>
    %1049 = stablehlo.divide %1044, %668 : tensor<16xf32>
    %1050 = stablehlo.divide %1048, %670 : tensor<16xf32>
    %1051 = stablehlo.sqrt %1050 : tensor<16xf32>
    %1052 = stablehlo.add %1051, %673 : tensor<16xf32>
    %1053 = stablehlo.divide %1049, %1052 : tensor<16xf32>
    %1054 = stablehlo.multiply %659, %1053 : tensor<16xf32>
    %1055 = stablehlo.subtract %arg27, %1054 : tensor<16xf32>
    return %247, %642, %656, %677, %691, %712, %726, %740, %754, %768, %782, %803, %824, %845, %859, %873, %887, %901, %915, %929, %943, %957, %971, %985, %999, %1013, %1027, %1041, %1055, %624, %645, %661, %680, %696, %715, %729, %743, %757, %771, %787, %808, %829, %848, %862, %876, %890, %904, %918, %932, %946, %960, %974, %988, %1002, %1016, %1030, %1044, %631, %649, %667, %684, %702, %719, %733, %747, %761, %775, %793, %814, %835, %852, %866, %880, %894, %908, %922, %936, %950, %964, %978, %992, %1006, %1020, %1034, %1048, %612 : tensor<f32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>
  }
}
