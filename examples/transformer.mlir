module @jit_transformer {
  func.func public @train_step(%arg0: tensor<64x16xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16x16xf32>, %arg7: tensor<16x16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16x16xf32>, %arg17: tensor<16x16xf32>, %arg18: tensor<16x16xf32>, %arg19: tensor<16x16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<64x16xf32>, %arg29: tensor<64x16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<16x16xf32>, %arg33: tensor<16x16xf32>, %arg34: tensor<16x16xf32>, %arg35: tensor<16x16xf32>, %arg36: tensor<16xf32>, %arg37: tensor<16xf32>, %arg38: tensor<16x32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32x16xf32>, %arg41: tensor<16xf32>, %arg42: tensor<16xf32>, %arg43: tensor<16xf32>, %arg44: tensor<16x16xf32>, %arg45: tensor<16x16xf32>, %arg46: tensor<16x16xf32>, %arg47: tensor<16x16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16x32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32x16xf32>, %arg53: tensor<16xf32>, %arg54: tensor<16xf32>, %arg55: tensor<16xf32>, %arg56: tensor<64x16xf32>, %arg57: tensor<64x16xf32>, %arg58: tensor<16xf32>, %arg59: tensor<16xf32>, %arg60: tensor<16x16xf32>, %arg61: tensor<16x16xf32>, %arg62: tensor<16x16xf32>, %arg63: tensor<16x16xf32>, %arg64: tensor<16xf32>, %arg65: tensor<16xf32>, %arg66: tensor<16x32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32x16xf32>, %arg69: tensor<16xf32>, %arg70: tensor<16xf32>, %arg71: tensor<16xf32>, %arg72: tensor<16x16xf32>, %arg73: tensor<16x16xf32>, %arg74: tensor<16x16xf32>, %arg75: tensor<16x16xf32>, %arg76: tensor<16xf32>, %arg77: tensor<16xf32>, %arg78: tensor<16x32xf32>, %arg79: tensor<32xf32>, %arg80: tensor<32x16xf32>, %arg81: tensor<16xf32>, %arg82: tensor<16xf32>, %arg83: tensor<16xf32>, %arg84: tensor<f32>, %arg85: tensor<?x?xi32>, %arg86: tensor<?x?xi32>) -> (tensor<f32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>) {
    %0 = "stablehlo.gather"(%arg0, %arg85) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<?x?xi32>) -> tensor<?x?x16xf32>
    %1 = stablehlo.get_dimension_size %arg85, dim = 0 : (tensor<?x?xi32>) -> tensor<i32>
    %2 = stablehlo.get_dimension_size %arg85, dim = 1 : (tensor<?x?xi32>) -> tensor<i32>
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
    %28 = stablehlo.dynamic_broadcast_in_dim %17, %20, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %29 = stablehlo.divide %26, %28 : tensor<?x?xf32>
    %30 = stablehlo.dynamic_broadcast_in_dim %29, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %31 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %32 = stablehlo.dynamic_broadcast_in_dim %31, %11, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %33 = stablehlo.add %30, %32 : tensor<?x?x16xf32>
    %34 = stablehlo.rsqrt %33 : tensor<?x?x16xf32>
    %35 = stablehlo.multiply %24, %34 : tensor<?x?x16xf32>
    %36 = stablehlo.dynamic_broadcast_in_dim %arg2, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<?x?x16xf32>
    %38 = stablehlo.dynamic_broadcast_in_dim %arg3, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %39 = stablehlo.add %37, %38 : tensor<?x?x16xf32>
    %40 = stablehlo.dot_general %39, %arg4, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %41 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %42 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %43 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %44 = stablehlo.concatenate %41, %42, %43, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
    %45 = stablehlo.dynamic_reshape %40, %44 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %46 = stablehlo.dot_general %39, %arg5, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %47 = stablehlo.dynamic_reshape %46, %44 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %48 = stablehlo.dot_general %39, %arg6, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %49 = stablehlo.dynamic_reshape %48, %44 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %50 = stablehlo.dot_general %45, %47, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %51 = stablehlo.constant dense<3.535533845424652e-01> : tensor<f32>
    %52 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %53 = stablehlo.constant dense<2> : tensor<1xi32>
    %54 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %55 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %56 = stablehlo.concatenate %52, %53, %54, %55, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %57 = stablehlo.dynamic_broadcast_in_dim %51, %56, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %58 = stablehlo.multiply %50, %57 : tensor<?x2x?x?xf32>
    %59 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %60 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %61 = stablehlo.concatenate %59, %60, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %62 = stablehlo.dynamic_iota %61, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %63 = stablehlo.dynamic_iota %61, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %64 = stablehlo.compare GE, %62, %63, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %65 = stablehlo.dynamic_broadcast_in_dim %64, %56, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %66 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %67 = stablehlo.dynamic_broadcast_in_dim %66, %56, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %68 = stablehlo.select %65, %58, %67 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %70 = stablehlo.reduce(%68 init: %69) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %72 = stablehlo.dynamic_broadcast_in_dim %70, %56, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %73 = stablehlo.subtract %68, %72 : tensor<?x2x?x?xf32>
    %74 = stablehlo.exponential %73 : tensor<?x2x?x?xf32>
    %75 = stablehlo.reduce(%74 init: %14) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %77 = stablehlo.dynamic_broadcast_in_dim %75, %56, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %78 = stablehlo.divide %74, %77 : tensor<?x2x?x?xf32>
    %79 = stablehlo.dot_general %78, %49, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %80 = stablehlo.transpose %79, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %81 = stablehlo.dynamic_reshape %80, %11 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %82 = stablehlo.dot_general %81, %arg7, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %83 = stablehlo.add %13, %82 : tensor<?x?x16xf32>
    %84 = stablehlo.reduce(%83 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %86 = stablehlo.dynamic_broadcast_in_dim %17, %20, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %87 = stablehlo.divide %84, %86 : tensor<?x?xf32>
    %88 = stablehlo.dynamic_broadcast_in_dim %87, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %89 = stablehlo.subtract %83, %88 : tensor<?x?x16xf32>
    %90 = stablehlo.multiply %89, %89 : tensor<?x?x16xf32>
    %91 = stablehlo.reduce(%90 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %93 = stablehlo.dynamic_broadcast_in_dim %17, %20, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %94 = stablehlo.divide %91, %93 : tensor<?x?xf32>
    %95 = stablehlo.dynamic_broadcast_in_dim %94, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %96 = stablehlo.dynamic_broadcast_in_dim %31, %11, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %97 = stablehlo.add %95, %96 : tensor<?x?x16xf32>
    %98 = stablehlo.rsqrt %97 : tensor<?x?x16xf32>
    %99 = stablehlo.multiply %89, %98 : tensor<?x?x16xf32>
    %100 = stablehlo.dynamic_broadcast_in_dim %arg8, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<?x?x16xf32>
    %102 = stablehlo.dynamic_broadcast_in_dim %arg9, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %103 = stablehlo.add %101, %102 : tensor<?x?x16xf32>
    %104 = stablehlo.dot_general %103, %arg10, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %105 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %106 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %107 = stablehlo.constant dense<32> : tensor<1xi32>
    %108 = stablehlo.concatenate %105, %106, %107, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %109 = stablehlo.dynamic_broadcast_in_dim %arg11, %108, dims = [2] : (tensor<32xf32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %110 = stablehlo.add %104, %109 : tensor<?x?x32xf32>
    %111 = stablehlo.multiply %110, %110 : tensor<?x?x32xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<?x?x32xf32>
    %113 = stablehlo.constant dense<7.978846e-01> : tensor<f32>
    %114 = stablehlo.dynamic_broadcast_in_dim %113, %108, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %115 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %116 = stablehlo.dynamic_broadcast_in_dim %115, %108, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %117 = stablehlo.multiply %116, %112 : tensor<?x?x32xf32>
    %118 = stablehlo.add %110, %117 : tensor<?x?x32xf32>
    %119 = stablehlo.multiply %114, %118 : tensor<?x?x32xf32>
    %120 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %121 = stablehlo.dynamic_broadcast_in_dim %120, %108, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %122 = stablehlo.multiply %121, %110 : tensor<?x?x32xf32>
    %123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.dynamic_broadcast_in_dim %123, %108, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %125 = stablehlo.tanh %119 : tensor<?x?x32xf32>
    %126 = stablehlo.add %124, %125 : tensor<?x?x32xf32>
    %127 = stablehlo.multiply %122, %126 : tensor<?x?x32xf32>
    %128 = stablehlo.dot_general %127, %arg12, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %129 = stablehlo.dynamic_broadcast_in_dim %arg13, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %130 = stablehlo.add %128, %129 : tensor<?x?x16xf32>
    %131 = stablehlo.add %83, %130 : tensor<?x?x16xf32>
    %132 = stablehlo.reduce(%131 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %134 = stablehlo.dynamic_broadcast_in_dim %17, %20, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %135 = stablehlo.divide %132, %134 : tensor<?x?xf32>
    %136 = stablehlo.dynamic_broadcast_in_dim %135, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %137 = stablehlo.subtract %131, %136 : tensor<?x?x16xf32>
    %138 = stablehlo.multiply %137, %137 : tensor<?x?x16xf32>
    %139 = stablehlo.reduce(%138 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %141 = stablehlo.dynamic_broadcast_in_dim %17, %20, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %142 = stablehlo.divide %139, %141 : tensor<?x?xf32>
    %143 = stablehlo.dynamic_broadcast_in_dim %142, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %144 = stablehlo.dynamic_broadcast_in_dim %31, %11, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %145 = stablehlo.add %143, %144 : tensor<?x?x16xf32>
    %146 = stablehlo.rsqrt %145 : tensor<?x?x16xf32>
    %147 = stablehlo.multiply %137, %146 : tensor<?x?x16xf32>
    %148 = stablehlo.dynamic_broadcast_in_dim %arg14, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<?x?x16xf32>
    %150 = stablehlo.dynamic_broadcast_in_dim %arg15, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %151 = stablehlo.add %149, %150 : tensor<?x?x16xf32>
    %152 = stablehlo.dot_general %151, %arg16, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %153 = stablehlo.dynamic_reshape %152, %44 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %154 = stablehlo.dot_general %151, %arg17, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %155 = stablehlo.dynamic_reshape %154, %44 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %156 = stablehlo.dot_general %151, %arg18, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %157 = stablehlo.dynamic_reshape %156, %44 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %158 = stablehlo.dot_general %153, %155, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %159 = stablehlo.dynamic_broadcast_in_dim %51, %56, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<?x2x?x?xf32>
    %161 = stablehlo.dynamic_iota %61, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %162 = stablehlo.dynamic_iota %61, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %163 = stablehlo.compare GE, %161, %162, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %164 = stablehlo.dynamic_broadcast_in_dim %163, %56, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %165 = stablehlo.dynamic_broadcast_in_dim %66, %56, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %166 = stablehlo.select %164, %160, %165 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %167 = stablehlo.reduce(%166 init: %69) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %169 = stablehlo.dynamic_broadcast_in_dim %167, %56, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %170 = stablehlo.subtract %166, %169 : tensor<?x2x?x?xf32>
    %171 = stablehlo.exponential %170 : tensor<?x2x?x?xf32>
    %172 = stablehlo.reduce(%171 init: %14) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %174 = stablehlo.dynamic_broadcast_in_dim %172, %56, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %175 = stablehlo.divide %171, %174 : tensor<?x2x?x?xf32>
    %176 = stablehlo.dot_general %175, %157, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %177 = stablehlo.transpose %176, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %178 = stablehlo.dynamic_reshape %177, %11 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %179 = stablehlo.dot_general %178, %arg19, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %180 = stablehlo.add %131, %179 : tensor<?x?x16xf32>
    %181 = stablehlo.reduce(%180 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %183 = stablehlo.dynamic_broadcast_in_dim %17, %20, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %184 = stablehlo.divide %181, %183 : tensor<?x?xf32>
    %185 = stablehlo.dynamic_broadcast_in_dim %184, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %186 = stablehlo.subtract %180, %185 : tensor<?x?x16xf32>
    %187 = stablehlo.multiply %186, %186 : tensor<?x?x16xf32>
    %188 = stablehlo.reduce(%187 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %190 = stablehlo.dynamic_broadcast_in_dim %17, %20, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %191 = stablehlo.divide %188, %190 : tensor<?x?xf32>
    %192 = stablehlo.dynamic_broadcast_in_dim %191, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %193 = stablehlo.dynamic_broadcast_in_dim %31, %11, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %194 = stablehlo.add %192, %193 : tensor<?x?x16xf32>
    %195 = stablehlo.rsqrt %194 : tensor<?x?x16xf32>
    %196 = stablehlo.multiply %186, %195 : tensor<?x?x16xf32>
    %197 = stablehlo.dynamic_broadcast_in_dim %arg20, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<?x?x16xf32>
    %199 = stablehlo.dynamic_broadcast_in_dim %arg21, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %200 = stablehlo.add %198, %199 : tensor<?x?x16xf32>
    %201 = stablehlo.dot_general %200, %arg22, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %202 = stablehlo.dynamic_broadcast_in_dim %arg23, %108, dims = [2] : (tensor<32xf32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %203 = stablehlo.add %201, %202 : tensor<?x?x32xf32>
    %204 = stablehlo.multiply %203, %203 : tensor<?x?x32xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<?x?x32xf32>
    %206 = stablehlo.dynamic_broadcast_in_dim %113, %108, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %207 = stablehlo.dynamic_broadcast_in_dim %115, %108, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %208 = stablehlo.multiply %207, %205 : tensor<?x?x32xf32>
    %209 = stablehlo.add %203, %208 : tensor<?x?x32xf32>
    %210 = stablehlo.multiply %206, %209 : tensor<?x?x32xf32>
    %211 = stablehlo.dynamic_broadcast_in_dim %120, %108, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %212 = stablehlo.multiply %211, %203 : tensor<?x?x32xf32>
    %213 = stablehlo.dynamic_broadcast_in_dim %123, %108, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %214 = stablehlo.tanh %210 : tensor<?x?x32xf32>
    %215 = stablehlo.add %213, %214 : tensor<?x?x32xf32>
    %216 = stablehlo.multiply %212, %215 : tensor<?x?x32xf32>
    %217 = stablehlo.dot_general %216, %arg24, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %218 = stablehlo.dynamic_broadcast_in_dim %arg25, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %219 = stablehlo.add %217, %218 : tensor<?x?x16xf32>
    %220 = stablehlo.add %180, %219 : tensor<?x?x16xf32>
    %221 = stablehlo.reduce(%220 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %223 = stablehlo.dynamic_broadcast_in_dim %17, %20, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %224 = stablehlo.divide %221, %223 : tensor<?x?xf32>
    %225 = stablehlo.dynamic_broadcast_in_dim %224, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %226 = stablehlo.subtract %220, %225 : tensor<?x?x16xf32>
    %227 = stablehlo.multiply %226, %226 : tensor<?x?x16xf32>
    %228 = stablehlo.reduce(%227 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %230 = stablehlo.dynamic_broadcast_in_dim %17, %20, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %231 = stablehlo.divide %228, %230 : tensor<?x?xf32>
    %232 = stablehlo.dynamic_broadcast_in_dim %231, %11, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %233 = stablehlo.dynamic_broadcast_in_dim %31, %11, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %234 = stablehlo.add %232, %233 : tensor<?x?x16xf32>
    %235 = stablehlo.rsqrt %234 : tensor<?x?x16xf32>
    %236 = stablehlo.multiply %226, %235 : tensor<?x?x16xf32>
    %237 = stablehlo.dynamic_broadcast_in_dim %arg26, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %238 = stablehlo.multiply %236, %237 : tensor<?x?x16xf32>
    %239 = stablehlo.dynamic_broadcast_in_dim %arg27, %11, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %240 = stablehlo.add %238, %239 : tensor<?x?x16xf32>
    %241 = stablehlo.dot_general %240, %arg0, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<64x16xf32>) -> tensor<?x?x64xf32>
    %242 = stablehlo.reduce(%241 init: %69) applies stablehlo.maximum across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %244 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %245 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %246 = stablehlo.constant dense<64> : tensor<1xi32>
    %247 = stablehlo.concatenate %244, %245, %246, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %248 = stablehlo.dynamic_broadcast_in_dim %242, %247, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %249 = stablehlo.subtract %241, %248 : tensor<?x?x64xf32>
    %250 = stablehlo.exponential %249 : tensor<?x?x64xf32>
    %251 = stablehlo.reduce(%250 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %253 = stablehlo.log %251 : tensor<?x?xf32>
    %254 = stablehlo.dynamic_iota %247, dim = 2 : (tensor<3xi32>) -> tensor<?x?x64xi32>
    %255 = stablehlo.dynamic_broadcast_in_dim %arg86, %247, dims = [0, 1] : (tensor<?x?xi32>, tensor<3xi32>) -> tensor<?x?x64xi32>
    %256 = stablehlo.compare EQ, %254, %255, SIGNED : (tensor<?x?x64xi32>, tensor<?x?x64xi32>) -> tensor<?x?x64xi1>
    %257 = stablehlo.dynamic_broadcast_in_dim %14, %247, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %258 = stablehlo.select %256, %249, %257 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %259 = stablehlo.reduce(%258 init: %14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %261 = stablehlo.subtract %253, %259 : tensor<?x?xf32>
    %262 = stablehlo.reduce(%261 init: %14) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<f32>
    %264 = stablehlo.multiply %6, %7 : tensor<i32>
    %265 = stablehlo.convert %264 : (tensor<i32>) -> tensor<f32>
    %266 = stablehlo.divide %262, %265 : tensor<f32>
    %267 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %268 = stablehlo.divide %267, %265 : tensor<f32>
    %269 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %270 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %271 = stablehlo.concatenate %269, %270, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %272 = stablehlo.dynamic_broadcast_in_dim %268, %271, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %273 = stablehlo.negate %272 : tensor<?x?xf32>
    %274 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %275 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %276 = stablehlo.constant dense<64> : tensor<1xi32>
    %277 = stablehlo.concatenate %274, %275, %276, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %278 = stablehlo.dynamic_broadcast_in_dim %273, %277, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %279 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.dynamic_broadcast_in_dim %279, %277, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %281 = stablehlo.select %256, %278, %280 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %282 = stablehlo.divide %272, %251 : tensor<?x?xf32>
    %283 = stablehlo.dynamic_broadcast_in_dim %282, %277, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %284 = stablehlo.multiply %283, %250 : tensor<?x?x64xf32>
    %285 = stablehlo.add %281, %284 : tensor<?x?x64xf32>
    %286 = stablehlo.negate %285 : tensor<?x?x64xf32>
    %287 = stablehlo.reduce(%286 init: %279) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %289 = stablehlo.dynamic_reshape %287, %271 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %290 = stablehlo.dynamic_broadcast_in_dim %242, %277, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %291 = stablehlo.compare EQ, %241, %290, FLOAT : (tensor<?x?x64xf32>, tensor<?x?x64xf32>) -> tensor<?x?x64xi1>
    %292 = stablehlo.convert %291 : (tensor<?x?x64xi1>) -> tensor<?x?x64xf32>
    %293 = stablehlo.reduce(%292 init: %279) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %295 = stablehlo.divide %289, %293 : tensor<?x?xf32>
    %296 = stablehlo.dynamic_broadcast_in_dim %295, %277, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %297 = stablehlo.multiply %292, %296 : tensor<?x?x64xf32>
    %298 = stablehlo.add %285, %297 : tensor<?x?x64xf32>
    %299 = stablehlo.dot_general %298, %arg0, contracting_dims = [2] x [0] : (tensor<?x?x64xf32>, tensor<64x16xf32>) -> tensor<?x?x16xf32>
    %300 = stablehlo.dot_general %298, %240, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x64xf32>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %301 = stablehlo.reduce(%299 init: %279) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %303 = stablehlo.multiply %299, %237 : tensor<?x?x16xf32>
    %304 = stablehlo.multiply %299, %236 : tensor<?x?x16xf32>
    %305 = stablehlo.reduce(%304 init: %279) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %307 = stablehlo.multiply %303, %235 : tensor<?x?x16xf32>
    %308 = stablehlo.multiply %303, %226 : tensor<?x?x16xf32>
    %309 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %310 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %311 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %312 = stablehlo.constant dense<16> : tensor<1xi32>
    %313 = stablehlo.concatenate %310, %311, %312, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %314 = stablehlo.dynamic_broadcast_in_dim %309, %313, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %315 = stablehlo.multiply %235, %314 : tensor<?x?x16xf32>
    %316 = stablehlo.divide %315, %234 : tensor<?x?x16xf32>
    %317 = stablehlo.multiply %308, %316 : tensor<?x?x16xf32>
    %318 = stablehlo.reduce(%317 init: %279) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %320 = stablehlo.dynamic_reshape %318, %271 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %321 = stablehlo.divide %320, %230 : tensor<?x?xf32>
    %322 = stablehlo.dynamic_broadcast_in_dim %321, %313, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %323 = stablehlo.multiply %322, %226 : tensor<?x?x16xf32>
    %324 = stablehlo.multiply %322, %226 : tensor<?x?x16xf32>
    %325 = stablehlo.add %307, %323 : tensor<?x?x16xf32>
    %326 = stablehlo.add %325, %324 : tensor<?x?x16xf32>
    %327 = stablehlo.negate %326 : tensor<?x?x16xf32>
    %328 = stablehlo.reduce(%327 init: %279) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %330 = stablehlo.dynamic_reshape %328, %271 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %331 = stablehlo.divide %330, %223 : tensor<?x?xf32>
    %332 = stablehlo.dynamic_broadcast_in_dim %331, %313, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %333 = stablehlo.add %326, %332 : tensor<?x?x16xf32>
    %334 = stablehlo.reduce(%333 init: %279) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %336 = stablehlo.dot_general %333, %arg24, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %337 = stablehlo.dot_general %333, %216, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %338 = stablehlo.transpose %337, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %339 = stablehlo.multiply %336, %215 : tensor<?x?x32xf32>
    %340 = stablehlo.multiply %336, %212 : tensor<?x?x32xf32>
    %341 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %342 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %343 = stablehlo.constant dense<32> : tensor<1xi32>
    %344 = stablehlo.concatenate %341, %342, %343, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %345 = stablehlo.dynamic_broadcast_in_dim %267, %344, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %346 = stablehlo.multiply %214, %214 : tensor<?x?x32xf32>
    %347 = stablehlo.subtract %345, %346 : tensor<?x?x32xf32>
    %348 = stablehlo.multiply %340, %347 : tensor<?x?x32xf32>
    %349 = stablehlo.multiply %339, %211 : tensor<?x?x32xf32>
    %350 = stablehlo.multiply %348, %206 : tensor<?x?x32xf32>
    %351 = stablehlo.add %349, %350 : tensor<?x?x32xf32>
    %352 = stablehlo.multiply %350, %207 : tensor<?x?x32xf32>
    %353 = stablehlo.multiply %352, %204 : tensor<?x?x32xf32>
    %354 = stablehlo.multiply %352, %203 : tensor<?x?x32xf32>
    %355 = stablehlo.add %351, %353 : tensor<?x?x32xf32>
    %356 = stablehlo.multiply %354, %203 : tensor<?x?x32xf32>
    %357 = stablehlo.multiply %354, %203 : tensor<?x?x32xf32>
    %358 = stablehlo.add %355, %356 : tensor<?x?x32xf32>
    %359 = stablehlo.add %358, %357 : tensor<?x?x32xf32>
    %360 = stablehlo.reduce(%359 init: %279) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %362 = stablehlo.dot_general %359, %arg22, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %363 = stablehlo.dot_general %359, %200, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %364 = stablehlo.transpose %363, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %365 = stablehlo.reduce(%362 init: %279) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %367 = stablehlo.multiply %362, %197 : tensor<?x?x16xf32>
    %368 = stablehlo.multiply %362, %196 : tensor<?x?x16xf32>
    %369 = stablehlo.reduce(%368 init: %279) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %371 = stablehlo.multiply %367, %195 : tensor<?x?x16xf32>
    %372 = stablehlo.multiply %367, %186 : tensor<?x?x16xf32>
    %373 = stablehlo.dynamic_broadcast_in_dim %309, %313, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %374 = stablehlo.multiply %195, %373 : tensor<?x?x16xf32>
    %375 = stablehlo.divide %374, %194 : tensor<?x?x16xf32>
    %376 = stablehlo.multiply %372, %375 : tensor<?x?x16xf32>
    %377 = stablehlo.reduce(%376 init: %279) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %379 = stablehlo.dynamic_reshape %377, %271 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %380 = stablehlo.divide %379, %190 : tensor<?x?xf32>
    %381 = stablehlo.dynamic_broadcast_in_dim %380, %313, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %382 = stablehlo.multiply %381, %186 : tensor<?x?x16xf32>
    %383 = stablehlo.multiply %381, %186 : tensor<?x?x16xf32>
    %384 = stablehlo.add %371, %382 : tensor<?x?x16xf32>
    %385 = stablehlo.add %384, %383 : tensor<?x?x16xf32>
    %386 = stablehlo.negate %385 : tensor<?x?x16xf32>
    %387 = stablehlo.add %333, %385 : tensor<?x?x16xf32>
    %388 = stablehlo.reduce(%386 init: %279) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %390 = stablehlo.dynamic_reshape %388, %271 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %391 = stablehlo.divide %390, %183 : tensor<?x?xf32>
    %392 = stablehlo.dynamic_broadcast_in_dim %391, %313, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %393 = stablehlo.add %387, %392 : tensor<?x?x16xf32>
    %394 = stablehlo.dot_general %393, %arg19, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %395 = stablehlo.dot_general %393, %178, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %396 = stablehlo.transpose %395, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %397 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %398 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %399 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %400 = stablehlo.concatenate %397, %398, %399, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
    %401 = stablehlo.dynamic_reshape %394, %400 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %402 = stablehlo.transpose %401, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %403 = stablehlo.dot_general %402, %157, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %404 = stablehlo.dot_general %402, %175, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %405 = stablehlo.transpose %404, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %406 = stablehlo.divide %403, %174 : tensor<?x2x?x?xf32>
    %407 = stablehlo.multiply %406, %175 : tensor<?x2x?x?xf32>
    %408 = stablehlo.negate %407 : tensor<?x2x?x?xf32>
    %409 = stablehlo.reduce(%408 init: %279) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %411 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %412 = stablehlo.constant dense<2> : tensor<1xi32>
    %413 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %414 = stablehlo.concatenate %411, %412, %413, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %415 = stablehlo.dynamic_reshape %409, %414 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %416 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
    %417 = stablehlo.constant dense<2> : tensor<1xi32>
    %418 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %419 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %420 = stablehlo.concatenate %416, %417, %418, %419, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %421 = stablehlo.dynamic_broadcast_in_dim %415, %420, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %422 = stablehlo.add %406, %421 : tensor<?x2x?x?xf32>
    %423 = stablehlo.multiply %422, %171 : tensor<?x2x?x?xf32>
    %424 = stablehlo.negate %423 : tensor<?x2x?x?xf32>
    %425 = stablehlo.reduce(%424 init: %279) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %427 = stablehlo.dynamic_reshape %425, %414 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %428 = stablehlo.dynamic_broadcast_in_dim %167, %420, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %429 = stablehlo.compare EQ, %166, %428, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %430 = stablehlo.convert %429 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %431 = stablehlo.reduce(%430 init: %279) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %433 = stablehlo.divide %427, %431 : tensor<?x2x?xf32>
    %434 = stablehlo.dynamic_broadcast_in_dim %433, %420, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %435 = stablehlo.multiply %430, %434 : tensor<?x2x?x?xf32>
    %436 = stablehlo.add %423, %435 : tensor<?x2x?x?xf32>
    %437 = stablehlo.dynamic_broadcast_in_dim %279, %420, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %438 = stablehlo.select %164, %436, %437 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %439 = stablehlo.multiply %438, %159 : tensor<?x2x?x?xf32>
    %440 = stablehlo.dot_general %439, %155, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %441 = stablehlo.transpose %440, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %442 = stablehlo.dot_general %439, %153, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %443 = stablehlo.transpose %442, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %444 = stablehlo.dynamic_reshape %405, %313 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %445 = stablehlo.dot_general %444, %arg18, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %446 = stablehlo.dot_general %444, %151, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %447 = stablehlo.transpose %446, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %448 = stablehlo.dynamic_reshape %443, %313 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %449 = stablehlo.dot_general %448, %arg17, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %450 = stablehlo.dot_general %448, %151, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %451 = stablehlo.transpose %450, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %452 = stablehlo.add %445, %449 : tensor<?x?x16xf32>
    %453 = stablehlo.dynamic_reshape %441, %313 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %454 = stablehlo.dot_general %453, %arg16, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %455 = stablehlo.dot_general %453, %151, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %456 = stablehlo.transpose %455, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %457 = stablehlo.add %452, %454 : tensor<?x?x16xf32>
    %458 = stablehlo.reduce(%457 init: %279) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %460 = stablehlo.multiply %457, %148 : tensor<?x?x16xf32>
    %461 = stablehlo.multiply %457, %147 : tensor<?x?x16xf32>
    %462 = stablehlo.reduce(%461 init: %279) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %464 = stablehlo.multiply %460, %146 : tensor<?x?x16xf32>
    %465 = stablehlo.multiply %460, %137 : tensor<?x?x16xf32>
    %466 = stablehlo.dynamic_broadcast_in_dim %309, %313, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %467 = stablehlo.multiply %146, %466 : tensor<?x?x16xf32>
    %468 = stablehlo.divide %467, %145 : tensor<?x?x16xf32>
    %469 = stablehlo.multiply %465, %468 : tensor<?x?x16xf32>
    %470 = stablehlo.reduce(%469 init: %279) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %472 = stablehlo.dynamic_reshape %470, %271 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %473 = stablehlo.divide %472, %141 : tensor<?x?xf32>
    %474 = stablehlo.dynamic_broadcast_in_dim %473, %313, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %475 = stablehlo.multiply %474, %137 : tensor<?x?x16xf32>
    %476 = stablehlo.multiply %474, %137 : tensor<?x?x16xf32>
    %477 = stablehlo.add %464, %475 : tensor<?x?x16xf32>
    %478 = stablehlo.add %477, %476 : tensor<?x?x16xf32>
    %479 = stablehlo.negate %478 : tensor<?x?x16xf32>
    %480 = stablehlo.add %393, %478 : tensor<?x?x16xf32>
    %481 = stablehlo.reduce(%479 init: %279) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %483 = stablehlo.dynamic_reshape %481, %271 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %484 = stablehlo.divide %483, %134 : tensor<?x?xf32>
    %485 = stablehlo.dynamic_broadcast_in_dim %484, %313, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %486 = stablehlo.add %480, %485 : tensor<?x?x16xf32>
    %487 = stablehlo.reduce(%486 init: %279) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %489 = stablehlo.dot_general %486, %arg12, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %490 = stablehlo.dot_general %486, %127, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %491 = stablehlo.transpose %490, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %492 = stablehlo.multiply %489, %126 : tensor<?x?x32xf32>
    %493 = stablehlo.multiply %489, %122 : tensor<?x?x32xf32>
    %494 = stablehlo.dynamic_broadcast_in_dim %267, %344, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %495 = stablehlo.multiply %125, %125 : tensor<?x?x32xf32>
    %496 = stablehlo.subtract %494, %495 : tensor<?x?x32xf32>
    %497 = stablehlo.multiply %493, %496 : tensor<?x?x32xf32>
    %498 = stablehlo.multiply %492, %121 : tensor<?x?x32xf32>
    %499 = stablehlo.multiply %497, %114 : tensor<?x?x32xf32>
    %500 = stablehlo.add %498, %499 : tensor<?x?x32xf32>
    %501 = stablehlo.multiply %499, %116 : tensor<?x?x32xf32>
    %502 = stablehlo.multiply %501, %111 : tensor<?x?x32xf32>
    %503 = stablehlo.multiply %501, %110 : tensor<?x?x32xf32>
    %504 = stablehlo.add %500, %502 : tensor<?x?x32xf32>
    %505 = stablehlo.multiply %503, %110 : tensor<?x?x32xf32>
    %506 = stablehlo.multiply %503, %110 : tensor<?x?x32xf32>
    %507 = stablehlo.add %504, %505 : tensor<?x?x32xf32>
    %508 = stablehlo.add %507, %506 : tensor<?x?x32xf32>
    %509 = stablehlo.reduce(%508 init: %279) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %511 = stablehlo.dot_general %508, %arg10, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %512 = stablehlo.dot_general %508, %103, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %513 = stablehlo.transpose %512, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %514 = stablehlo.reduce(%511 init: %279) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %516 = stablehlo.multiply %511, %100 : tensor<?x?x16xf32>
    %517 = stablehlo.multiply %511, %99 : tensor<?x?x16xf32>
    %518 = stablehlo.reduce(%517 init: %279) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %520 = stablehlo.multiply %516, %98 : tensor<?x?x16xf32>
    %521 = stablehlo.multiply %516, %89 : tensor<?x?x16xf32>
    %522 = stablehlo.dynamic_broadcast_in_dim %309, %313, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %523 = stablehlo.multiply %98, %522 : tensor<?x?x16xf32>
    %524 = stablehlo.divide %523, %97 : tensor<?x?x16xf32>
    %525 = stablehlo.multiply %521, %524 : tensor<?x?x16xf32>
    %526 = stablehlo.reduce(%525 init: %279) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %528 = stablehlo.dynamic_reshape %526, %271 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %529 = stablehlo.divide %528, %93 : tensor<?x?xf32>
    %530 = stablehlo.dynamic_broadcast_in_dim %529, %313, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %531 = stablehlo.multiply %530, %89 : tensor<?x?x16xf32>
    %532 = stablehlo.multiply %530, %89 : tensor<?x?x16xf32>
    %533 = stablehlo.add %520, %531 : tensor<?x?x16xf32>
    %534 = stablehlo.add %533, %532 : tensor<?x?x16xf32>
    %535 = stablehlo.negate %534 : tensor<?x?x16xf32>
    %536 = stablehlo.add %486, %534 : tensor<?x?x16xf32>
    %537 = stablehlo.reduce(%535 init: %279) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %539 = stablehlo.dynamic_reshape %537, %271 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %540 = stablehlo.divide %539, %86 : tensor<?x?xf32>
    %541 = stablehlo.dynamic_broadcast_in_dim %540, %313, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %542 = stablehlo.add %536, %541 : tensor<?x?x16xf32>
    %543 = stablehlo.dot_general %542, %arg7, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %544 = stablehlo.dot_general %542, %81, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %545 = stablehlo.transpose %544, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %546 = stablehlo.dynamic_reshape %543, %400 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %547 = stablehlo.transpose %546, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %548 = stablehlo.dot_general %547, %49, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %549 = stablehlo.dot_general %547, %78, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %550 = stablehlo.transpose %549, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %551 = stablehlo.divide %548, %77 : tensor<?x2x?x?xf32>
    %552 = stablehlo.multiply %551, %78 : tensor<?x2x?x?xf32>
    %553 = stablehlo.negate %552 : tensor<?x2x?x?xf32>
    %554 = stablehlo.reduce(%553 init: %279) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %556 = stablehlo.dynamic_reshape %554, %414 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %557 = stablehlo.dynamic_broadcast_in_dim %556, %420, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %558 = stablehlo.add %551, %557 : tensor<?x2x?x?xf32>
    %559 = stablehlo.multiply %558, %74 : tensor<?x2x?x?xf32>
    %560 = stablehlo.negate %559 : tensor<?x2x?x?xf32>
    %561 = stablehlo.reduce(%560 init: %279) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %563 = stablehlo.dynamic_reshape %561, %414 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %564 = stablehlo.dynamic_broadcast_in_dim %70, %420, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %565 = stablehlo.compare EQ, %68, %564, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %566 = stablehlo.convert %565 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %567 = stablehlo.reduce(%566 init: %279) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %569 = stablehlo.divide %563, %567 : tensor<?x2x?xf32>
    %570 = stablehlo.dynamic_broadcast_in_dim %569, %420, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %571 = stablehlo.multiply %566, %570 : tensor<?x2x?x?xf32>
    %572 = stablehlo.add %559, %571 : tensor<?x2x?x?xf32>
    %573 = stablehlo.dynamic_broadcast_in_dim %279, %420, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %574 = stablehlo.select %65, %572, %573 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %575 = stablehlo.multiply %574, %57 : tensor<?x2x?x?xf32>
    %576 = stablehlo.dot_general %575, %47, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %577 = stablehlo.transpose %576, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %578 = stablehlo.dot_general %575, %45, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %579 = stablehlo.transpose %578, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %580 = stablehlo.dynamic_reshape %550, %313 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %581 = stablehlo.dot_general %580, %arg6, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %582 = stablehlo.dot_general %580, %39, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %583 = stablehlo.transpose %582, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %584 = stablehlo.dynamic_reshape %579, %313 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %585 = stablehlo.dot_general %584, %arg5, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %586 = stablehlo.dot_general %584, %39, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %587 = stablehlo.transpose %586, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %588 = stablehlo.add %581, %585 : tensor<?x?x16xf32>
    %589 = stablehlo.dynamic_reshape %577, %313 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %590 = stablehlo.dot_general %589, %arg4, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %591 = stablehlo.dot_general %589, %39, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %592 = stablehlo.transpose %591, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %593 = stablehlo.add %588, %590 : tensor<?x?x16xf32>
    %594 = stablehlo.reduce(%593 init: %279) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %596 = stablehlo.multiply %593, %36 : tensor<?x?x16xf32>
    %597 = stablehlo.multiply %593, %35 : tensor<?x?x16xf32>
    %598 = stablehlo.reduce(%597 init: %279) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %600 = stablehlo.multiply %596, %34 : tensor<?x?x16xf32>
    %601 = stablehlo.multiply %596, %24 : tensor<?x?x16xf32>
    %602 = stablehlo.dynamic_broadcast_in_dim %309, %313, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %603 = stablehlo.multiply %34, %602 : tensor<?x?x16xf32>
    %604 = stablehlo.divide %603, %33 : tensor<?x?x16xf32>
    %605 = stablehlo.multiply %601, %604 : tensor<?x?x16xf32>
    %606 = stablehlo.reduce(%605 init: %279) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %608 = stablehlo.dynamic_reshape %606, %271 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %609 = stablehlo.divide %608, %28 : tensor<?x?xf32>
    %610 = stablehlo.dynamic_broadcast_in_dim %609, %313, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %611 = stablehlo.multiply %610, %24 : tensor<?x?x16xf32>
    %612 = stablehlo.multiply %610, %24 : tensor<?x?x16xf32>
    %613 = stablehlo.add %600, %611 : tensor<?x?x16xf32>
    %614 = stablehlo.add %613, %612 : tensor<?x?x16xf32>
    %615 = stablehlo.negate %614 : tensor<?x?x16xf32>
    %616 = stablehlo.add %542, %614 : tensor<?x?x16xf32>
    %617 = stablehlo.reduce(%615 init: %279) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %619 = stablehlo.dynamic_reshape %617, %271 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %620 = stablehlo.divide %619, %21 : tensor<?x?xf32>
    %621 = stablehlo.dynamic_broadcast_in_dim %620, %313, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %622 = stablehlo.add %616, %621 : tensor<?x?x16xf32>
    %623 = stablehlo.reduce(%622 init: %279) applies stablehlo.add across dimensions = [0] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x16xf32>
    %625 = stablehlo.get_dimension_size %5, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
    %626 = stablehlo.reshape %625 : (tensor<i32>) -> tensor<1xi32>
    %627 = stablehlo.constant dense<16> : tensor<1xi32>
    %628 = stablehlo.concatenate %626, %627, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %629 = stablehlo.dynamic_reshape %623, %628 : (tensor<?x16xf32>, tensor<2xi32>) -> tensor<?x16xf32>
    %630 = stablehlo.broadcast_in_dim %279, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %631 = "stablehlo.scatter"(%630, %4, %629) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg189: tensor<f32>, %arg190: tensor<f32>):
      %632 = stablehlo.add %arg189, %arg190 : tensor<f32>
      stablehlo.return %632 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<?xi32>, tensor<?x16xf32>) -> tensor<64x16xf32>
    %633 = stablehlo.broadcast_in_dim %279, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %634 = "stablehlo.scatter"(%633, %arg85, %622) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg191: tensor<f32>, %arg192: tensor<f32>):
      %635 = stablehlo.add %arg191, %arg192 : tensor<f32>
      stablehlo.return %635 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<?x?xi32>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %636 = stablehlo.add %300, %634 : tensor<64x16xf32>
    %637 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %638 = stablehlo.add %arg84, %637 : tensor<f32>
    %639 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %640 = stablehlo.power %639, %638 : tensor<f32>
    %641 = stablehlo.subtract %637, %640 : tensor<f32>
    %642 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %643 = stablehlo.power %642, %638 : tensor<f32>
    %644 = stablehlo.subtract %637, %643 : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %646 = stablehlo.multiply %645, %arg28 : tensor<64x16xf32>
    %647 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %649 = stablehlo.multiply %648, %636 : tensor<64x16xf32>
    %650 = stablehlo.add %646, %649 : tensor<64x16xf32>
    %651 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %652 = stablehlo.multiply %651, %arg56 : tensor<64x16xf32>
    %653 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %655 = stablehlo.multiply %636, %636 : tensor<64x16xf32>
    %656 = stablehlo.multiply %654, %655 : tensor<64x16xf32>
    %657 = stablehlo.add %652, %656 : tensor<64x16xf32>
    %658 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %659 = stablehlo.divide %650, %658 : tensor<64x16xf32>
    %660 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %661 = stablehlo.divide %657, %660 : tensor<64x16xf32>
    %662 = stablehlo.sqrt %661 : tensor<64x16xf32>
    %663 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %665 = stablehlo.add %662, %664 : tensor<64x16xf32>
    %666 = stablehlo.divide %659, %665 : tensor<64x16xf32>
    %667 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %668 = stablehlo.multiply %667, %666 : tensor<64x16xf32>
    %669 = stablehlo.subtract %arg0, %668 : tensor<64x16xf32>
    %670 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %671 = stablehlo.multiply %670, %arg29 : tensor<64x16xf32>
    %672 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %673 = stablehlo.multiply %672, %631 : tensor<64x16xf32>
    %674 = stablehlo.add %671, %673 : tensor<64x16xf32>
    %675 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %676 = stablehlo.multiply %675, %arg57 : tensor<64x16xf32>
    %677 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %678 = stablehlo.multiply %631, %631 : tensor<64x16xf32>
    %679 = stablehlo.multiply %677, %678 : tensor<64x16xf32>
    %680 = stablehlo.add %676, %679 : tensor<64x16xf32>
    %681 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %682 = stablehlo.divide %674, %681 : tensor<64x16xf32>
    %683 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %684 = stablehlo.divide %680, %683 : tensor<64x16xf32>
    %685 = stablehlo.sqrt %684 : tensor<64x16xf32>
    %686 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %687 = stablehlo.add %685, %686 : tensor<64x16xf32>
    %688 = stablehlo.divide %682, %687 : tensor<64x16xf32>
    %689 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %690 = stablehlo.multiply %689, %688 : tensor<64x16xf32>
    %691 = stablehlo.subtract %arg1, %690 : tensor<64x16xf32>
    %692 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %693 = stablehlo.multiply %692, %arg30 : tensor<16xf32>
    %694 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %695 = stablehlo.multiply %694, %598 : tensor<16xf32>
    %696 = stablehlo.add %693, %695 : tensor<16xf32>
    %697 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %698 = stablehlo.multiply %697, %arg58 : tensor<16xf32>
    %699 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %700 = stablehlo.multiply %598, %598 : tensor<16xf32>
    %701 = stablehlo.multiply %699, %700 : tensor<16xf32>
    %702 = stablehlo.add %698, %701 : tensor<16xf32>
    %703 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %704 = stablehlo.divide %696, %703 : tensor<16xf32>
    %705 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %706 = stablehlo.divide %702, %705 : tensor<16xf32>
    %707 = stablehlo.sqrt %706 : tensor<16xf32>
    %708 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %709 = stablehlo.add %707, %708 : tensor<16xf32>
    %710 = stablehlo.divide %704, %709 : tensor<16xf32>
    %711 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %712 = stablehlo.multiply %711, %710 : tensor<16xf32>
    %713 = stablehlo.subtract %arg2, %712 : tensor<16xf32>
    %714 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %715 = stablehlo.multiply %714, %arg31 : tensor<16xf32>
    %716 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %717 = stablehlo.multiply %716, %594 : tensor<16xf32>
    %718 = stablehlo.add %715, %717 : tensor<16xf32>
    %719 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %720 = stablehlo.multiply %719, %arg59 : tensor<16xf32>
    %721 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %722 = stablehlo.multiply %594, %594 : tensor<16xf32>
    %723 = stablehlo.multiply %721, %722 : tensor<16xf32>
    %724 = stablehlo.add %720, %723 : tensor<16xf32>
    %725 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %726 = stablehlo.divide %718, %725 : tensor<16xf32>
    %727 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %728 = stablehlo.divide %724, %727 : tensor<16xf32>
    %729 = stablehlo.sqrt %728 : tensor<16xf32>
    %730 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %731 = stablehlo.add %729, %730 : tensor<16xf32>
    %732 = stablehlo.divide %726, %731 : tensor<16xf32>
    %733 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %734 = stablehlo.multiply %733, %732 : tensor<16xf32>
    %735 = stablehlo.subtract %arg3, %734 : tensor<16xf32>
    %736 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %737 = stablehlo.multiply %736, %arg32 : tensor<16x16xf32>
    %738 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %739 = stablehlo.multiply %738, %592 : tensor<16x16xf32>
    %740 = stablehlo.add %737, %739 : tensor<16x16xf32>
    %741 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %742 = stablehlo.multiply %741, %arg60 : tensor<16x16xf32>
    %743 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %744 = stablehlo.multiply %592, %592 : tensor<16x16xf32>
    %745 = stablehlo.multiply %743, %744 : tensor<16x16xf32>
    %746 = stablehlo.add %742, %745 : tensor<16x16xf32>
    %747 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %748 = stablehlo.divide %740, %747 : tensor<16x16xf32>
    %749 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %750 = stablehlo.divide %746, %749 : tensor<16x16xf32>
    %751 = stablehlo.sqrt %750 : tensor<16x16xf32>
    %752 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %753 = stablehlo.add %751, %752 : tensor<16x16xf32>
    %754 = stablehlo.divide %748, %753 : tensor<16x16xf32>
    %755 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %756 = stablehlo.multiply %755, %754 : tensor<16x16xf32>
    %757 = stablehlo.subtract %arg4, %756 : tensor<16x16xf32>
    %758 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %759 = stablehlo.multiply %758, %arg33 : tensor<16x16xf32>
    %760 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %761 = stablehlo.multiply %760, %587 : tensor<16x16xf32>
    %762 = stablehlo.add %759, %761 : tensor<16x16xf32>
    %763 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %764 = stablehlo.multiply %763, %arg61 : tensor<16x16xf32>
    %765 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %766 = stablehlo.multiply %587, %587 : tensor<16x16xf32>
    %767 = stablehlo.multiply %765, %766 : tensor<16x16xf32>
    %768 = stablehlo.add %764, %767 : tensor<16x16xf32>
    %769 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %770 = stablehlo.divide %762, %769 : tensor<16x16xf32>
    %771 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %772 = stablehlo.divide %768, %771 : tensor<16x16xf32>
    %773 = stablehlo.sqrt %772 : tensor<16x16xf32>
    %774 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %775 = stablehlo.add %773, %774 : tensor<16x16xf32>
    %776 = stablehlo.divide %770, %775 : tensor<16x16xf32>
    %777 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %778 = stablehlo.multiply %777, %776 : tensor<16x16xf32>
    %779 = stablehlo.subtract %arg5, %778 : tensor<16x16xf32>
    %780 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %781 = stablehlo.multiply %780, %arg34 : tensor<16x16xf32>
    %782 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %783 = stablehlo.multiply %782, %583 : tensor<16x16xf32>
    %784 = stablehlo.add %781, %783 : tensor<16x16xf32>
    %785 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %786 = stablehlo.multiply %785, %arg62 : tensor<16x16xf32>
    %787 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %788 = stablehlo.multiply %583, %583 : tensor<16x16xf32>
    %789 = stablehlo.multiply %787, %788 : tensor<16x16xf32>
    %790 = stablehlo.add %786, %789 : tensor<16x16xf32>
    %791 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %792 = stablehlo.divide %784, %791 : tensor<16x16xf32>
    %793 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %794 = stablehlo.divide %790, %793 : tensor<16x16xf32>
    %795 = stablehlo.sqrt %794 : tensor<16x16xf32>
    %796 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %797 = stablehlo.add %795, %796 : tensor<16x16xf32>
    %798 = stablehlo.divide %792, %797 : tensor<16x16xf32>
    %799 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %800 = stablehlo.multiply %799, %798 : tensor<16x16xf32>
    %801 = stablehlo.subtract %arg6, %800 : tensor<16x16xf32>
    %802 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %803 = stablehlo.multiply %802, %arg35 : tensor<16x16xf32>
    %804 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %805 = stablehlo.multiply %804, %545 : tensor<16x16xf32>
    %806 = stablehlo.add %803, %805 : tensor<16x16xf32>
    %807 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %808 = stablehlo.multiply %807, %arg63 : tensor<16x16xf32>
    %809 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %810 = stablehlo.multiply %545, %545 : tensor<16x16xf32>
    %811 = stablehlo.multiply %809, %810 : tensor<16x16xf32>
    %812 = stablehlo.add %808, %811 : tensor<16x16xf32>
    %813 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %814 = stablehlo.divide %806, %813 : tensor<16x16xf32>
    %815 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %816 = stablehlo.divide %812, %815 : tensor<16x16xf32>
    %817 = stablehlo.sqrt %816 : tensor<16x16xf32>
    %818 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %819 = stablehlo.add %817, %818 : tensor<16x16xf32>
    %820 = stablehlo.divide %814, %819 : tensor<16x16xf32>
    %821 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %822 = stablehlo.multiply %821, %820 : tensor<16x16xf32>
    %823 = stablehlo.subtract %arg7, %822 : tensor<16x16xf32>
    %824 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %825 = stablehlo.multiply %824, %arg36 : tensor<16xf32>
    %826 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %827 = stablehlo.multiply %826, %518 : tensor<16xf32>
    %828 = stablehlo.add %825, %827 : tensor<16xf32>
    %829 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %830 = stablehlo.multiply %829, %arg64 : tensor<16xf32>
    %831 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %832 = stablehlo.multiply %518, %518 : tensor<16xf32>
    %833 = stablehlo.multiply %831, %832 : tensor<16xf32>
    %834 = stablehlo.add %830, %833 : tensor<16xf32>
    %835 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %836 = stablehlo.divide %828, %835 : tensor<16xf32>
    %837 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %838 = stablehlo.divide %834, %837 : tensor<16xf32>
    %839 = stablehlo.sqrt %838 : tensor<16xf32>
    %840 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %841 = stablehlo.add %839, %840 : tensor<16xf32>
    %842 = stablehlo.divide %836, %841 : tensor<16xf32>
    %843 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %844 = stablehlo.multiply %843, %842 : tensor<16xf32>
    %845 = stablehlo.subtract %arg8, %844 : tensor<16xf32>
    %846 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %847 = stablehlo.multiply %846, %arg37 : tensor<16xf32>
    %848 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %849 = stablehlo.multiply %848, %514 : tensor<16xf32>
    %850 = stablehlo.add %847, %849 : tensor<16xf32>
    %851 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %852 = stablehlo.multiply %851, %arg65 : tensor<16xf32>
    %853 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %854 = stablehlo.multiply %514, %514 : tensor<16xf32>
    %855 = stablehlo.multiply %853, %854 : tensor<16xf32>
    %856 = stablehlo.add %852, %855 : tensor<16xf32>
    %857 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %858 = stablehlo.divide %850, %857 : tensor<16xf32>
    %859 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %860 = stablehlo.divide %856, %859 : tensor<16xf32>
    %861 = stablehlo.sqrt %860 : tensor<16xf32>
    %862 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %863 = stablehlo.add %861, %862 : tensor<16xf32>
    %864 = stablehlo.divide %858, %863 : tensor<16xf32>
    %865 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %866 = stablehlo.multiply %865, %864 : tensor<16xf32>
    %867 = stablehlo.subtract %arg9, %866 : tensor<16xf32>
    %868 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %869 = stablehlo.multiply %868, %arg38 : tensor<16x32xf32>
    %870 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %871 = stablehlo.multiply %870, %513 : tensor<16x32xf32>
    %872 = stablehlo.add %869, %871 : tensor<16x32xf32>
    %873 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %874 = stablehlo.multiply %873, %arg66 : tensor<16x32xf32>
    %875 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %876 = stablehlo.multiply %513, %513 : tensor<16x32xf32>
    %877 = stablehlo.multiply %875, %876 : tensor<16x32xf32>
    %878 = stablehlo.add %874, %877 : tensor<16x32xf32>
    %879 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %880 = stablehlo.divide %872, %879 : tensor<16x32xf32>
    %881 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %882 = stablehlo.divide %878, %881 : tensor<16x32xf32>
    %883 = stablehlo.sqrt %882 : tensor<16x32xf32>
    %884 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %885 = stablehlo.add %883, %884 : tensor<16x32xf32>
    %886 = stablehlo.divide %880, %885 : tensor<16x32xf32>
    %887 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %888 = stablehlo.multiply %887, %886 : tensor<16x32xf32>
    %889 = stablehlo.subtract %arg10, %888 : tensor<16x32xf32>
    %890 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %891 = stablehlo.multiply %890, %arg39 : tensor<32xf32>
    %892 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %893 = stablehlo.multiply %892, %509 : tensor<32xf32>
    %894 = stablehlo.add %891, %893 : tensor<32xf32>
    %895 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %896 = stablehlo.multiply %895, %arg67 : tensor<32xf32>
    %897 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %898 = stablehlo.multiply %509, %509 : tensor<32xf32>
    %899 = stablehlo.multiply %897, %898 : tensor<32xf32>
    %900 = stablehlo.add %896, %899 : tensor<32xf32>
    %901 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %902 = stablehlo.divide %894, %901 : tensor<32xf32>
    %903 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %904 = stablehlo.divide %900, %903 : tensor<32xf32>
    %905 = stablehlo.sqrt %904 : tensor<32xf32>
    %906 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %907 = stablehlo.add %905, %906 : tensor<32xf32>
    %908 = stablehlo.divide %902, %907 : tensor<32xf32>
    %909 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %910 = stablehlo.multiply %909, %908 : tensor<32xf32>
    %911 = stablehlo.subtract %arg11, %910 : tensor<32xf32>
    %912 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %913 = stablehlo.multiply %912, %arg40 : tensor<32x16xf32>
    %914 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %915 = stablehlo.multiply %914, %491 : tensor<32x16xf32>
    %916 = stablehlo.add %913, %915 : tensor<32x16xf32>
    %917 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %918 = stablehlo.multiply %917, %arg68 : tensor<32x16xf32>
    %919 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %920 = stablehlo.multiply %491, %491 : tensor<32x16xf32>
    %921 = stablehlo.multiply %919, %920 : tensor<32x16xf32>
    %922 = stablehlo.add %918, %921 : tensor<32x16xf32>
    %923 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %924 = stablehlo.divide %916, %923 : tensor<32x16xf32>
    %925 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %926 = stablehlo.divide %922, %925 : tensor<32x16xf32>
    %927 = stablehlo.sqrt %926 : tensor<32x16xf32>
    %928 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %929 = stablehlo.add %927, %928 : tensor<32x16xf32>
    %930 = stablehlo.divide %924, %929 : tensor<32x16xf32>
    %931 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %932 = stablehlo.multiply %931, %930 : tensor<32x16xf32>
    %933 = stablehlo.subtract %arg12, %932 : tensor<32x16xf32>
    %934 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %935 = stablehlo.multiply %934, %arg41 : tensor<16xf32>
    %936 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %937 = stablehlo.multiply %936, %487 : tensor<16xf32>
    %938 = stablehlo.add %935, %937 : tensor<16xf32>
    %939 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %940 = stablehlo.multiply %939, %arg69 : tensor<16xf32>
    %941 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %942 = stablehlo.multiply %487, %487 : tensor<16xf32>
    %943 = stablehlo.multiply %941, %942 : tensor<16xf32>
    %944 = stablehlo.add %940, %943 : tensor<16xf32>
    %945 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %946 = stablehlo.divide %938, %945 : tensor<16xf32>
    %947 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %948 = stablehlo.divide %944, %947 : tensor<16xf32>
    %949 = stablehlo.sqrt %948 : tensor<16xf32>
    %950 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %951 = stablehlo.add %949, %950 : tensor<16xf32>
    %952 = stablehlo.divide %946, %951 : tensor<16xf32>
    %953 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %954 = stablehlo.multiply %953, %952 : tensor<16xf32>
    %955 = stablehlo.subtract %arg13, %954 : tensor<16xf32>
    %956 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %957 = stablehlo.multiply %956, %arg42 : tensor<16xf32>
    %958 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %959 = stablehlo.multiply %958, %462 : tensor<16xf32>
    %960 = stablehlo.add %957, %959 : tensor<16xf32>
    %961 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %962 = stablehlo.multiply %961, %arg70 : tensor<16xf32>
    %963 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %964 = stablehlo.multiply %462, %462 : tensor<16xf32>
    %965 = stablehlo.multiply %963, %964 : tensor<16xf32>
    %966 = stablehlo.add %962, %965 : tensor<16xf32>
    %967 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %968 = stablehlo.divide %960, %967 : tensor<16xf32>
    %969 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %970 = stablehlo.divide %966, %969 : tensor<16xf32>
    %971 = stablehlo.sqrt %970 : tensor<16xf32>
    %972 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %973 = stablehlo.add %971, %972 : tensor<16xf32>
    %974 = stablehlo.divide %968, %973 : tensor<16xf32>
    %975 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %976 = stablehlo.multiply %975, %974 : tensor<16xf32>
    %977 = stablehlo.subtract %arg14, %976 : tensor<16xf32>
    %978 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %979 = stablehlo.multiply %978, %arg43 : tensor<16xf32>
    %980 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %981 = stablehlo.multiply %980, %458 : tensor<16xf32>
    %982 = stablehlo.add %979, %981 : tensor<16xf32>
    %983 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %984 = stablehlo.multiply %983, %arg71 : tensor<16xf32>
    %985 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %986 = stablehlo.multiply %458, %458 : tensor<16xf32>
    %987 = stablehlo.multiply %985, %986 : tensor<16xf32>
    %988 = stablehlo.add %984, %987 : tensor<16xf32>
    %989 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %990 = stablehlo.divide %982, %989 : tensor<16xf32>
    %991 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %992 = stablehlo.divide %988, %991 : tensor<16xf32>
    %993 = stablehlo.sqrt %992 : tensor<16xf32>
    %994 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %995 = stablehlo.add %993, %994 : tensor<16xf32>
    %996 = stablehlo.divide %990, %995 : tensor<16xf32>
    %997 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %998 = stablehlo.multiply %997, %996 : tensor<16xf32>
    %999 = stablehlo.subtract %arg15, %998 : tensor<16xf32>
    %1000 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1001 = stablehlo.multiply %1000, %arg44 : tensor<16x16xf32>
    %1002 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1003 = stablehlo.multiply %1002, %456 : tensor<16x16xf32>
    %1004 = stablehlo.add %1001, %1003 : tensor<16x16xf32>
    %1005 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1006 = stablehlo.multiply %1005, %arg72 : tensor<16x16xf32>
    %1007 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1008 = stablehlo.multiply %456, %456 : tensor<16x16xf32>
    %1009 = stablehlo.multiply %1007, %1008 : tensor<16x16xf32>
    %1010 = stablehlo.add %1006, %1009 : tensor<16x16xf32>
    %1011 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1012 = stablehlo.divide %1004, %1011 : tensor<16x16xf32>
    %1013 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1014 = stablehlo.divide %1010, %1013 : tensor<16x16xf32>
    %1015 = stablehlo.sqrt %1014 : tensor<16x16xf32>
    %1016 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1017 = stablehlo.add %1015, %1016 : tensor<16x16xf32>
    %1018 = stablehlo.divide %1012, %1017 : tensor<16x16xf32>
    %1019 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1020 = stablehlo.multiply %1019, %1018 : tensor<16x16xf32>
    %1021 = stablehlo.subtract %arg16, %1020 : tensor<16x16xf32>
    %1022 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1023 = stablehlo.multiply %1022, %arg45 : tensor<16x16xf32>
    %1024 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1025 = stablehlo.multiply %1024, %451 : tensor<16x16xf32>
    %1026 = stablehlo.add %1023, %1025 : tensor<16x16xf32>
    %1027 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1028 = stablehlo.multiply %1027, %arg73 : tensor<16x16xf32>
    %1029 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1030 = stablehlo.multiply %451, %451 : tensor<16x16xf32>
    %1031 = stablehlo.multiply %1029, %1030 : tensor<16x16xf32>
    %1032 = stablehlo.add %1028, %1031 : tensor<16x16xf32>
    %1033 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1034 = stablehlo.divide %1026, %1033 : tensor<16x16xf32>
    %1035 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1036 = stablehlo.divide %1032, %1035 : tensor<16x16xf32>
    %1037 = stablehlo.sqrt %1036 : tensor<16x16xf32>
    %1038 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1039 = stablehlo.add %1037, %1038 : tensor<16x16xf32>
    %1040 = stablehlo.divide %1034, %1039 : tensor<16x16xf32>
    %1041 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1042 = stablehlo.multiply %1041, %1040 : tensor<16x16xf32>
    %1043 = stablehlo.subtract %arg17, %1042 : tensor<16x16xf32>
    %1044 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1045 = stablehlo.multiply %1044, %arg46 : tensor<16x16xf32>
    %1046 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1047 = stablehlo.multiply %1046, %447 : tensor<16x16xf32>
    %1048 = stablehlo.add %1045, %1047 : tensor<16x16xf32>
    %1049 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1050 = stablehlo.multiply %1049, %arg74 : tensor<16x16xf32>
    %1051 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1052 = stablehlo.multiply %447, %447 : tensor<16x16xf32>
    %1053 = stablehlo.multiply %1051, %1052 : tensor<16x16xf32>
    %1054 = stablehlo.add %1050, %1053 : tensor<16x16xf32>
    %1055 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1056 = stablehlo.divide %1048, %1055 : tensor<16x16xf32>
    %1057 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1058 = stablehlo.divide %1054, %1057 : tensor<16x16xf32>
    %1059 = stablehlo.sqrt %1058 : tensor<16x16xf32>
    %1060 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1061 = stablehlo.add %1059, %1060 : tensor<16x16xf32>
    %1062 = stablehlo.divide %1056, %1061 : tensor<16x16xf32>
    %1063 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1064 = stablehlo.multiply %1063, %1062 : tensor<16x16xf32>
    %1065 = stablehlo.subtract %arg18, %1064 : tensor<16x16xf32>
    %1066 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1067 = stablehlo.multiply %1066, %arg47 : tensor<16x16xf32>
    %1068 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1069 = stablehlo.multiply %1068, %396 : tensor<16x16xf32>
    %1070 = stablehlo.add %1067, %1069 : tensor<16x16xf32>
    %1071 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1072 = stablehlo.multiply %1071, %arg75 : tensor<16x16xf32>
    %1073 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1074 = stablehlo.multiply %396, %396 : tensor<16x16xf32>
    %1075 = stablehlo.multiply %1073, %1074 : tensor<16x16xf32>
    %1076 = stablehlo.add %1072, %1075 : tensor<16x16xf32>
    %1077 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1078 = stablehlo.divide %1070, %1077 : tensor<16x16xf32>
    %1079 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1080 = stablehlo.divide %1076, %1079 : tensor<16x16xf32>
    %1081 = stablehlo.sqrt %1080 : tensor<16x16xf32>
    %1082 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1083 = stablehlo.add %1081, %1082 : tensor<16x16xf32>
    %1084 = stablehlo.divide %1078, %1083 : tensor<16x16xf32>
    %1085 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1086 = stablehlo.multiply %1085, %1084 : tensor<16x16xf32>
    %1087 = stablehlo.subtract %arg19, %1086 : tensor<16x16xf32>
    %1088 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1089 = stablehlo.multiply %1088, %arg48 : tensor<16xf32>
    %1090 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1091 = stablehlo.multiply %1090, %369 : tensor<16xf32>
    %1092 = stablehlo.add %1089, %1091 : tensor<16xf32>
    %1093 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1094 = stablehlo.multiply %1093, %arg76 : tensor<16xf32>
    %1095 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1096 = stablehlo.multiply %369, %369 : tensor<16xf32>
    %1097 = stablehlo.multiply %1095, %1096 : tensor<16xf32>
    %1098 = stablehlo.add %1094, %1097 : tensor<16xf32>
    %1099 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1100 = stablehlo.divide %1092, %1099 : tensor<16xf32>
    %1101 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1102 = stablehlo.divide %1098, %1101 : tensor<16xf32>
    %1103 = stablehlo.sqrt %1102 : tensor<16xf32>
    %1104 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1105 = stablehlo.add %1103, %1104 : tensor<16xf32>
    %1106 = stablehlo.divide %1100, %1105 : tensor<16xf32>
    %1107 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1108 = stablehlo.multiply %1107, %1106 : tensor<16xf32>
    %1109 = stablehlo.subtract %arg20, %1108 : tensor<16xf32>
    %1110 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1111 = stablehlo.multiply %1110, %arg49 : tensor<16xf32>
    %1112 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1113 = stablehlo.multiply %1112, %365 : tensor<16xf32>
    %1114 = stablehlo.add %1111, %1113 : tensor<16xf32>
    %1115 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1116 = stablehlo.multiply %1115, %arg77 : tensor<16xf32>
    %1117 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1118 = stablehlo.multiply %365, %365 : tensor<16xf32>
    %1119 = stablehlo.multiply %1117, %1118 : tensor<16xf32>
    %1120 = stablehlo.add %1116, %1119 : tensor<16xf32>
    %1121 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1122 = stablehlo.divide %1114, %1121 : tensor<16xf32>
    %1123 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1124 = stablehlo.divide %1120, %1123 : tensor<16xf32>
    %1125 = stablehlo.sqrt %1124 : tensor<16xf32>
    %1126 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1127 = stablehlo.add %1125, %1126 : tensor<16xf32>
    %1128 = stablehlo.divide %1122, %1127 : tensor<16xf32>
    %1129 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1130 = stablehlo.multiply %1129, %1128 : tensor<16xf32>
    %1131 = stablehlo.subtract %arg21, %1130 : tensor<16xf32>
    %1132 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1133 = stablehlo.multiply %1132, %arg50 : tensor<16x32xf32>
    %1134 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1135 = stablehlo.multiply %1134, %364 : tensor<16x32xf32>
    %1136 = stablehlo.add %1133, %1135 : tensor<16x32xf32>
    %1137 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1138 = stablehlo.multiply %1137, %arg78 : tensor<16x32xf32>
    %1139 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1140 = stablehlo.multiply %364, %364 : tensor<16x32xf32>
    %1141 = stablehlo.multiply %1139, %1140 : tensor<16x32xf32>
    %1142 = stablehlo.add %1138, %1141 : tensor<16x32xf32>
    %1143 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1144 = stablehlo.divide %1136, %1143 : tensor<16x32xf32>
    %1145 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1146 = stablehlo.divide %1142, %1145 : tensor<16x32xf32>
    %1147 = stablehlo.sqrt %1146 : tensor<16x32xf32>
    %1148 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1149 = stablehlo.add %1147, %1148 : tensor<16x32xf32>
    %1150 = stablehlo.divide %1144, %1149 : tensor<16x32xf32>
    %1151 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1152 = stablehlo.multiply %1151, %1150 : tensor<16x32xf32>
    %1153 = stablehlo.subtract %arg22, %1152 : tensor<16x32xf32>
    %1154 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1155 = stablehlo.multiply %1154, %arg51 : tensor<32xf32>
    %1156 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1157 = stablehlo.multiply %1156, %360 : tensor<32xf32>
    %1158 = stablehlo.add %1155, %1157 : tensor<32xf32>
    %1159 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1160 = stablehlo.multiply %1159, %arg79 : tensor<32xf32>
    %1161 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1162 = stablehlo.multiply %360, %360 : tensor<32xf32>
    %1163 = stablehlo.multiply %1161, %1162 : tensor<32xf32>
    %1164 = stablehlo.add %1160, %1163 : tensor<32xf32>
    %1165 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1166 = stablehlo.divide %1158, %1165 : tensor<32xf32>
    %1167 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1168 = stablehlo.divide %1164, %1167 : tensor<32xf32>
    %1169 = stablehlo.sqrt %1168 : tensor<32xf32>
    %1170 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1171 = stablehlo.add %1169, %1170 : tensor<32xf32>
    %1172 = stablehlo.divide %1166, %1171 : tensor<32xf32>
    %1173 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1174 = stablehlo.multiply %1173, %1172 : tensor<32xf32>
    %1175 = stablehlo.subtract %arg23, %1174 : tensor<32xf32>
    %1176 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1177 = stablehlo.multiply %1176, %arg52 : tensor<32x16xf32>
    %1178 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1179 = stablehlo.multiply %1178, %338 : tensor<32x16xf32>
    %1180 = stablehlo.add %1177, %1179 : tensor<32x16xf32>
    %1181 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1182 = stablehlo.multiply %1181, %arg80 : tensor<32x16xf32>
    %1183 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1184 = stablehlo.multiply %338, %338 : tensor<32x16xf32>
    %1185 = stablehlo.multiply %1183, %1184 : tensor<32x16xf32>
    %1186 = stablehlo.add %1182, %1185 : tensor<32x16xf32>
    %1187 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1188 = stablehlo.divide %1180, %1187 : tensor<32x16xf32>
    %1189 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1190 = stablehlo.divide %1186, %1189 : tensor<32x16xf32>
    %1191 = stablehlo.sqrt %1190 : tensor<32x16xf32>
    %1192 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1193 = stablehlo.add %1191, %1192 : tensor<32x16xf32>
    %1194 = stablehlo.divide %1188, %1193 : tensor<32x16xf32>
    %1195 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1196 = stablehlo.multiply %1195, %1194 : tensor<32x16xf32>
    %1197 = stablehlo.subtract %arg24, %1196 : tensor<32x16xf32>
    %1198 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1199 = stablehlo.multiply %1198, %arg53 : tensor<16xf32>
    %1200 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1201 = stablehlo.multiply %1200, %334 : tensor<16xf32>
    %1202 = stablehlo.add %1199, %1201 : tensor<16xf32>
    %1203 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1204 = stablehlo.multiply %1203, %arg81 : tensor<16xf32>
    %1205 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1206 = stablehlo.multiply %334, %334 : tensor<16xf32>
    %1207 = stablehlo.multiply %1205, %1206 : tensor<16xf32>
    %1208 = stablehlo.add %1204, %1207 : tensor<16xf32>
    %1209 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1210 = stablehlo.divide %1202, %1209 : tensor<16xf32>
    %1211 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1212 = stablehlo.divide %1208, %1211 : tensor<16xf32>
    %1213 = stablehlo.sqrt %1212 : tensor<16xf32>
    %1214 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1215 = stablehlo.add %1213, %1214 : tensor<16xf32>
    %1216 = stablehlo.divide %1210, %1215 : tensor<16xf32>
    %1217 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1218 = stablehlo.multiply %1217, %1216 : tensor<16xf32>
    %1219 = stablehlo.subtract %arg25, %1218 : tensor<16xf32>
    %1220 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1221 = stablehlo.multiply %1220, %arg54 : tensor<16xf32>
    %1222 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1223 = stablehlo.multiply %1222, %305 : tensor<16xf32>
    %1224 = stablehlo.add %1221, %1223 : tensor<16xf32>
    %1225 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1226 = stablehlo.multiply %1225, %arg82 : tensor<16xf32>
    %1227 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1228 = stablehlo.multiply %305, %305 : tensor<16xf32>
    %1229 = stablehlo.multiply %1227, %1228 : tensor<16xf32>
    %1230 = stablehlo.add %1226, %1229 : tensor<16xf32>
    %1231 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1232 = stablehlo.divide %1224, %1231 : tensor<16xf32>
    %1233 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1234 = stablehlo.divide %1230, %1233 : tensor<16xf32>
    %1235 = stablehlo.sqrt %1234 : tensor<16xf32>
    %1236 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1237 = stablehlo.add %1235, %1236 : tensor<16xf32>
    %1238 = stablehlo.divide %1232, %1237 : tensor<16xf32>
    %1239 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1240 = stablehlo.multiply %1239, %1238 : tensor<16xf32>
    %1241 = stablehlo.subtract %arg26, %1240 : tensor<16xf32>
    %1242 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1243 = stablehlo.multiply %1242, %arg55 : tensor<16xf32>
    %1244 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1245 = stablehlo.multiply %1244, %301 : tensor<16xf32>
    %1246 = stablehlo.add %1243, %1245 : tensor<16xf32>
    %1247 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1248 = stablehlo.multiply %1247, %arg83 : tensor<16xf32>
    %1249 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1250 = stablehlo.multiply %301, %301 : tensor<16xf32>
    %1251 = stablehlo.multiply %1249, %1250 : tensor<16xf32>
    %1252 = stablehlo.add %1248, %1251 : tensor<16xf32>
    %1253 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1254 = stablehlo.divide %1246, %1253 : tensor<16xf32>
    %1255 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1256 = stablehlo.divide %1252, %1255 : tensor<16xf32>
    %1257 = stablehlo.sqrt %1256 : tensor<16xf32>
    %1258 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1259 = stablehlo.add %1257, %1258 : tensor<16xf32>
    %1260 = stablehlo.divide %1254, %1259 : tensor<16xf32>
    %1261 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1262 = stablehlo.multiply %1261, %1260 : tensor<16xf32>
    %1263 = stablehlo.subtract %arg27, %1262 : tensor<16xf32>
    return %266, %669, %691, %713, %735, %757, %779, %801, %823, %845, %867, %889, %911, %933, %955, %977, %999, %1021, %1043, %1065, %1087, %1109, %1131, %1153, %1175, %1197, %1219, %1241, %1263, %650, %674, %696, %718, %740, %762, %784, %806, %828, %850, %872, %894, %916, %938, %960, %982, %1004, %1026, %1048, %1070, %1092, %1114, %1136, %1158, %1180, %1202, %1224, %1246, %657, %680, %702, %724, %746, %768, %790, %812, %834, %856, %878, %900, %922, %944, %966, %988, %1010, %1032, %1054, %1076, %1098, %1120, %1142, %1164, %1186, %1208, %1230, %1252, %638 : tensor<f32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>
  }
}
