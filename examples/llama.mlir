module @jit_llama {
  symopt.dim @B
  symopt.dim @T
  func.func public @train_step(%arg0: tensor<64x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<32x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16x16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16x32xf32>, %arg17: tensor<16x32xf32>, %arg18: tensor<32x16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x64xf32>, %arg21: tensor<?x?xi32, [@B, @T]>, %arg22: tensor<?x?xi32, [@B, @T]>) -> (tensor<f32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x64xf32>) {
    %0 = "stablehlo.gather"(%arg0, %arg21) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<?x?xi32, [@B, @T]>) -> tensor<?x?x16xf32>
    %1 = stablehlo.constant dense<[1.000000e+00, 1.000000e-01, 1.000000e-02, 1.000000e-03, 1.000000e+00, 1.000000e-01, 1.000000e-02, 1.000000e-03]> : tensor<8xf32>
    %2 = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?x?x16xf32>) -> tensor<i32>
    %3 = stablehlo.get_dimension_size %0, dim = 1 : (tensor<?x?x16xf32>) -> tensor<i32>
    %4 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.constant dense<8> : tensor<1xi32>
    %6 = stablehlo.concatenate %4, %5, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %7 = stablehlo.dynamic_iota %6, dim = 0 : (tensor<2xi32>) -> tensor<?x8xi32>
    %8 = stablehlo.convert %7 : (tensor<?x8xi32>) -> tensor<?x8xf32>
    %9 = stablehlo.dynamic_broadcast_in_dim %1, %6, dims = [1] : (tensor<8xf32>, tensor<2xi32>) -> tensor<?x8xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<?x8xf32>
    %11 = stablehlo.cosine %10 : tensor<?x8xf32>
    %12 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %15 = stablehlo.concatenate %12, %13, %14, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
    %16 = stablehlo.dynamic_broadcast_in_dim %11, %15, dims = [1, 3] : (tensor<?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %17 = stablehlo.sine %10 : tensor<?x8xf32>
    %18 = stablehlo.dynamic_broadcast_in_dim %17, %15, dims = [1, 3] : (tensor<?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %19 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [-1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, -1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<8x8xf32>
    %20 = stablehlo.multiply %0, %0 : tensor<?x?x16xf32>
    %21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%20 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %24 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %25 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %26 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %27 = stablehlo.concatenate %25, %26, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %28 = stablehlo.dynamic_broadcast_in_dim %24, %27, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %29 = stablehlo.divide %22, %28 : tensor<?x?xf32>
    %30 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %31 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %32 = stablehlo.constant dense<16> : tensor<1xi32>
    %33 = stablehlo.concatenate %30, %31, %32, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %34 = stablehlo.dynamic_broadcast_in_dim %29, %33, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %35 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %36 = stablehlo.dynamic_broadcast_in_dim %35, %33, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %37 = stablehlo.add %34, %36 : tensor<?x?x16xf32>
    %38 = stablehlo.rsqrt %37 : tensor<?x?x16xf32>
    %39 = stablehlo.multiply %0, %38 : tensor<?x?x16xf32>
    %40 = stablehlo.dynamic_broadcast_in_dim %arg1, %33, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<?x?x16xf32>
    %42 = stablehlo.dot_general %41, %arg2, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %43 = stablehlo.dynamic_reshape %42, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %44 = stablehlo.multiply %43, %16 : tensor<?x?x2x8xf32>
    %45 = stablehlo.dot_general %43, %19, contracting_dims = [3] x [0] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %46 = stablehlo.multiply %45, %18 : tensor<?x?x2x8xf32>
    %47 = stablehlo.add %44, %46 : tensor<?x?x2x8xf32>
    %48 = stablehlo.dot_general %41, %arg3, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %49 = stablehlo.dynamic_reshape %48, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %50 = stablehlo.multiply %49, %16 : tensor<?x?x2x8xf32>
    %51 = stablehlo.dot_general %49, %19, contracting_dims = [3] x [0] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %52 = stablehlo.multiply %51, %18 : tensor<?x?x2x8xf32>
    %53 = stablehlo.add %50, %52 : tensor<?x?x2x8xf32>
    %54 = stablehlo.dot_general %41, %arg4, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %55 = stablehlo.dynamic_reshape %54, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %56 = stablehlo.dot_general %47, %53, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %57 = stablehlo.constant dense<3.535533845424652e-01> : tensor<f32>
    %58 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %59 = stablehlo.constant dense<2> : tensor<1xi32>
    %60 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %61 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %62 = stablehlo.concatenate %58, %59, %60, %61, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %63 = stablehlo.dynamic_broadcast_in_dim %57, %62, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %64 = stablehlo.multiply %56, %63 : tensor<?x2x?x?xf32>
    %65 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %66 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %67 = stablehlo.concatenate %65, %66, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %68 = stablehlo.dynamic_iota %67, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %69 = stablehlo.dynamic_iota %67, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %70 = stablehlo.compare GE, %68, %69, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %71 = stablehlo.dynamic_broadcast_in_dim %70, %62, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %72 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %73 = stablehlo.dynamic_broadcast_in_dim %72, %62, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %74 = stablehlo.select %71, %64, %73 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %75 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = stablehlo.reduce(%74 init: %75) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %78 = stablehlo.dynamic_broadcast_in_dim %76, %62, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %79 = stablehlo.subtract %74, %78 : tensor<?x2x?x?xf32>
    %80 = stablehlo.exponential %79 : tensor<?x2x?x?xf32>
    %81 = stablehlo.reduce(%80 init: %21) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %83 = stablehlo.dynamic_broadcast_in_dim %81, %62, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %84 = stablehlo.divide %80, %83 : tensor<?x2x?x?xf32>
    %85 = stablehlo.dot_general %84, %55, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %86 = stablehlo.transpose %85, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %87 = stablehlo.dynamic_reshape %86, %33 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %88 = stablehlo.dot_general %87, %arg5, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %89 = stablehlo.add %0, %88 : tensor<?x?x16xf32>
    %90 = stablehlo.multiply %89, %89 : tensor<?x?x16xf32>
    %91 = stablehlo.reduce(%90 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %93 = stablehlo.divide %91, %28 : tensor<?x?xf32>
    %94 = stablehlo.dynamic_broadcast_in_dim %93, %33, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %95 = stablehlo.add %94, %36 : tensor<?x?x16xf32>
    %96 = stablehlo.rsqrt %95 : tensor<?x?x16xf32>
    %97 = stablehlo.multiply %89, %96 : tensor<?x?x16xf32>
    %98 = stablehlo.dynamic_broadcast_in_dim %arg6, %33, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %99 = stablehlo.multiply %97, %98 : tensor<?x?x16xf32>
    %100 = stablehlo.dot_general %99, %arg7, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %101 = stablehlo.logistic %100 : tensor<?x?x32xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<?x?x32xf32>
    %103 = stablehlo.dot_general %99, %arg8, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<?x?x32xf32>
    %105 = stablehlo.dot_general %104, %arg9, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %106 = stablehlo.add %89, %105 : tensor<?x?x16xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<?x?x16xf32>
    %108 = stablehlo.reduce(%107 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %110 = stablehlo.divide %108, %28 : tensor<?x?xf32>
    %111 = stablehlo.dynamic_broadcast_in_dim %110, %33, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %112 = stablehlo.add %111, %36 : tensor<?x?x16xf32>
    %113 = stablehlo.rsqrt %112 : tensor<?x?x16xf32>
    %114 = stablehlo.multiply %106, %113 : tensor<?x?x16xf32>
    %115 = stablehlo.dynamic_broadcast_in_dim %arg10, %33, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<?x?x16xf32>
    %117 = stablehlo.dot_general %116, %arg11, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %118 = stablehlo.dynamic_reshape %117, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %119 = stablehlo.multiply %118, %16 : tensor<?x?x2x8xf32>
    %120 = stablehlo.dot_general %118, %19, contracting_dims = [3] x [0] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %121 = stablehlo.multiply %120, %18 : tensor<?x?x2x8xf32>
    %122 = stablehlo.add %119, %121 : tensor<?x?x2x8xf32>
    %123 = stablehlo.dot_general %116, %arg12, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %124 = stablehlo.dynamic_reshape %123, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %125 = stablehlo.multiply %124, %16 : tensor<?x?x2x8xf32>
    %126 = stablehlo.dot_general %124, %19, contracting_dims = [3] x [0] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %127 = stablehlo.multiply %126, %18 : tensor<?x?x2x8xf32>
    %128 = stablehlo.add %125, %127 : tensor<?x?x2x8xf32>
    %129 = stablehlo.dot_general %116, %arg13, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %130 = stablehlo.dynamic_reshape %129, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %131 = stablehlo.dot_general %122, %128, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %132 = stablehlo.multiply %131, %63 : tensor<?x2x?x?xf32>
    %133 = stablehlo.dynamic_iota %67, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %134 = stablehlo.dynamic_iota %67, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %135 = stablehlo.compare GE, %133, %134, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %136 = stablehlo.dynamic_broadcast_in_dim %135, %62, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %137 = stablehlo.select %136, %132, %73 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %138 = stablehlo.reduce(%137 init: %75) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %140 = stablehlo.dynamic_broadcast_in_dim %138, %62, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %141 = stablehlo.subtract %137, %140 : tensor<?x2x?x?xf32>
    %142 = stablehlo.exponential %141 : tensor<?x2x?x?xf32>
    %143 = stablehlo.reduce(%142 init: %21) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %145 = stablehlo.dynamic_broadcast_in_dim %143, %62, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %146 = stablehlo.divide %142, %145 : tensor<?x2x?x?xf32>
    %147 = stablehlo.dot_general %146, %130, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %148 = stablehlo.transpose %147, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %149 = stablehlo.dynamic_reshape %148, %33 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %150 = stablehlo.dot_general %149, %arg14, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %151 = stablehlo.add %106, %150 : tensor<?x?x16xf32>
    %152 = stablehlo.multiply %151, %151 : tensor<?x?x16xf32>
    %153 = stablehlo.reduce(%152 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %155 = stablehlo.divide %153, %28 : tensor<?x?xf32>
    %156 = stablehlo.dynamic_broadcast_in_dim %155, %33, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %157 = stablehlo.add %156, %36 : tensor<?x?x16xf32>
    %158 = stablehlo.rsqrt %157 : tensor<?x?x16xf32>
    %159 = stablehlo.multiply %151, %158 : tensor<?x?x16xf32>
    %160 = stablehlo.dynamic_broadcast_in_dim %arg15, %33, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %161 = stablehlo.multiply %159, %160 : tensor<?x?x16xf32>
    %162 = stablehlo.dot_general %161, %arg16, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %163 = stablehlo.logistic %162 : tensor<?x?x32xf32>
    %164 = stablehlo.multiply %162, %163 : tensor<?x?x32xf32>
    %165 = stablehlo.dot_general %161, %arg17, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %166 = stablehlo.multiply %164, %165 : tensor<?x?x32xf32>
    %167 = stablehlo.dot_general %166, %arg18, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %168 = stablehlo.add %151, %167 : tensor<?x?x16xf32>
    %169 = stablehlo.multiply %168, %168 : tensor<?x?x16xf32>
    %170 = stablehlo.reduce(%169 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %172 = stablehlo.divide %170, %28 : tensor<?x?xf32>
    %173 = stablehlo.dynamic_broadcast_in_dim %172, %33, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %174 = stablehlo.add %173, %36 : tensor<?x?x16xf32>
    %175 = stablehlo.rsqrt %174 : tensor<?x?x16xf32>
    %176 = stablehlo.multiply %168, %175 : tensor<?x?x16xf32>
    %177 = stablehlo.dynamic_broadcast_in_dim %arg19, %33, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<?x?x16xf32>
    %179 = stablehlo.dot_general %178, %arg20, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x64xf32>) -> tensor<?x?x64xf32>
    %180 = stablehlo.reduce(%179 init: %75) applies stablehlo.maximum across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %182 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %183 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %184 = stablehlo.constant dense<64> : tensor<1xi32>
    %185 = stablehlo.concatenate %182, %183, %184, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %186 = stablehlo.dynamic_broadcast_in_dim %180, %185, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %187 = stablehlo.subtract %179, %186 : tensor<?x?x64xf32>
    %188 = stablehlo.exponential %187 : tensor<?x?x64xf32>
    %189 = stablehlo.reduce(%188 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %191 = stablehlo.log %189 : tensor<?x?xf32>
    %192 = stablehlo.dynamic_iota %185, dim = 2 : (tensor<3xi32>) -> tensor<?x?x64xi32>
    %193 = stablehlo.dynamic_broadcast_in_dim %arg22, %185, dims = [0, 1] : (tensor<?x?xi32, [@B, @T]>, tensor<3xi32>) -> tensor<?x?x64xi32>
    %194 = stablehlo.compare EQ, %192, %193, SIGNED : (tensor<?x?x64xi32>, tensor<?x?x64xi32>) -> tensor<?x?x64xi1>
    %195 = stablehlo.dynamic_broadcast_in_dim %21, %185, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %196 = stablehlo.select %194, %187, %195 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %197 = stablehlo.reduce(%196 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %199 = stablehlo.subtract %191, %197 : tensor<?x?xf32>
    %200 = stablehlo.reduce(%199 init: %21) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<f32>
    %202 = stablehlo.multiply %2, %3 : tensor<i32>
    %203 = stablehlo.convert %202 : (tensor<i32>) -> tensor<f32>
    %204 = stablehlo.divide %200, %203 : tensor<f32>
    %205 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %206 = stablehlo.divide %205, %203 : tensor<f32>
    %207 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %208 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %209 = stablehlo.concatenate %207, %208, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %210 = stablehlo.dynamic_broadcast_in_dim %206, %209, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %211 = stablehlo.negate %210 : tensor<?x?xf32>
    %212 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %213 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %214 = stablehlo.constant dense<64> : tensor<1xi32>
    %215 = stablehlo.concatenate %212, %213, %214, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %216 = stablehlo.dynamic_broadcast_in_dim %211, %215, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.dynamic_broadcast_in_dim %217, %215, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %219 = stablehlo.select %194, %216, %218 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %220 = stablehlo.divide %210, %189 : tensor<?x?xf32>
    %221 = stablehlo.dynamic_broadcast_in_dim %220, %215, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %222 = stablehlo.multiply %221, %188 : tensor<?x?x64xf32>
    %223 = stablehlo.add %219, %222 : tensor<?x?x64xf32>
    %224 = stablehlo.negate %223 : tensor<?x?x64xf32>
    %225 = stablehlo.reduce(%224 init: %217) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %227 = stablehlo.dynamic_reshape %225, %209 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %228 = stablehlo.dynamic_broadcast_in_dim %180, %215, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %229 = stablehlo.compare EQ, %179, %228, FLOAT : (tensor<?x?x64xf32>, tensor<?x?x64xf32>) -> tensor<?x?x64xi1>
    %230 = stablehlo.convert %229 : (tensor<?x?x64xi1>) -> tensor<?x?x64xf32>
    %231 = stablehlo.reduce(%230 init: %217) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %233 = stablehlo.divide %227, %231 : tensor<?x?xf32>
    %234 = stablehlo.dynamic_broadcast_in_dim %233, %215, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %235 = stablehlo.multiply %230, %234 : tensor<?x?x64xf32>
    %236 = stablehlo.add %223, %235 : tensor<?x?x64xf32>
    %237 = stablehlo.dot_general %236, %arg20, contracting_dims = [2] x [1] : (tensor<?x?x64xf32>, tensor<16x64xf32>) -> tensor<?x?x16xf32>
    %238 = stablehlo.dot_general %236, %178, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x64xf32>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %239 = stablehlo.transpose %238, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %240 = stablehlo.multiply %237, %177 : tensor<?x?x16xf32>
    %241 = stablehlo.multiply %237, %176 : tensor<?x?x16xf32>
    %242 = stablehlo.reduce(%241 init: %217) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %244 = stablehlo.multiply %240, %175 : tensor<?x?x16xf32>
    %245 = stablehlo.multiply %240, %168 : tensor<?x?x16xf32>
    %246 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %247 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %248 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %249 = stablehlo.constant dense<16> : tensor<1xi32>
    %250 = stablehlo.concatenate %247, %248, %249, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %251 = stablehlo.dynamic_broadcast_in_dim %246, %250, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %252 = stablehlo.multiply %175, %251 : tensor<?x?x16xf32>
    %253 = stablehlo.divide %252, %174 : tensor<?x?x16xf32>
    %254 = stablehlo.multiply %245, %253 : tensor<?x?x16xf32>
    %255 = stablehlo.reduce(%254 init: %217) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %257 = stablehlo.dynamic_reshape %255, %209 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %258 = stablehlo.divide %257, %28 : tensor<?x?xf32>
    %259 = stablehlo.dynamic_broadcast_in_dim %258, %250, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %260 = stablehlo.multiply %259, %168 : tensor<?x?x16xf32>
    %261 = stablehlo.multiply %259, %168 : tensor<?x?x16xf32>
    %262 = stablehlo.add %244, %260 : tensor<?x?x16xf32>
    %263 = stablehlo.add %262, %261 : tensor<?x?x16xf32>
    %264 = stablehlo.dot_general %263, %arg18, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %265 = stablehlo.dot_general %263, %166, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %266 = stablehlo.transpose %265, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %267 = stablehlo.multiply %264, %165 : tensor<?x?x32xf32>
    %268 = stablehlo.multiply %264, %164 : tensor<?x?x32xf32>
    %269 = stablehlo.dot_general %268, %arg17, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %270 = stablehlo.dot_general %268, %161, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %271 = stablehlo.transpose %270, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %272 = stablehlo.multiply %267, %163 : tensor<?x?x32xf32>
    %273 = stablehlo.multiply %267, %162 : tensor<?x?x32xf32>
    %274 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %275 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %276 = stablehlo.constant dense<32> : tensor<1xi32>
    %277 = stablehlo.concatenate %274, %275, %276, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %278 = stablehlo.dynamic_broadcast_in_dim %205, %277, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %279 = stablehlo.subtract %278, %163 : tensor<?x?x32xf32>
    %280 = stablehlo.multiply %163, %279 : tensor<?x?x32xf32>
    %281 = stablehlo.multiply %273, %280 : tensor<?x?x32xf32>
    %282 = stablehlo.add %272, %281 : tensor<?x?x32xf32>
    %283 = stablehlo.dot_general %282, %arg16, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %284 = stablehlo.dot_general %282, %161, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %285 = stablehlo.transpose %284, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %286 = stablehlo.add %269, %283 : tensor<?x?x16xf32>
    %287 = stablehlo.multiply %286, %160 : tensor<?x?x16xf32>
    %288 = stablehlo.multiply %286, %159 : tensor<?x?x16xf32>
    %289 = stablehlo.reduce(%288 init: %217) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %291 = stablehlo.multiply %287, %158 : tensor<?x?x16xf32>
    %292 = stablehlo.multiply %287, %151 : tensor<?x?x16xf32>
    %293 = stablehlo.add %263, %291 : tensor<?x?x16xf32>
    %294 = stablehlo.multiply %158, %251 : tensor<?x?x16xf32>
    %295 = stablehlo.divide %294, %157 : tensor<?x?x16xf32>
    %296 = stablehlo.multiply %292, %295 : tensor<?x?x16xf32>
    %297 = stablehlo.reduce(%296 init: %217) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %299 = stablehlo.dynamic_reshape %297, %209 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %300 = stablehlo.divide %299, %28 : tensor<?x?xf32>
    %301 = stablehlo.dynamic_broadcast_in_dim %300, %250, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %302 = stablehlo.multiply %301, %151 : tensor<?x?x16xf32>
    %303 = stablehlo.multiply %301, %151 : tensor<?x?x16xf32>
    %304 = stablehlo.add %293, %302 : tensor<?x?x16xf32>
    %305 = stablehlo.add %304, %303 : tensor<?x?x16xf32>
    %306 = stablehlo.dot_general %305, %arg14, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %307 = stablehlo.dot_general %305, %149, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %308 = stablehlo.transpose %307, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %309 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %310 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %311 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %312 = stablehlo.concatenate %309, %310, %311, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
    %313 = stablehlo.dynamic_reshape %306, %312 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %314 = stablehlo.transpose %313, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %315 = stablehlo.dot_general %314, %130, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %316 = stablehlo.dot_general %314, %146, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %317 = stablehlo.transpose %316, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %318 = stablehlo.divide %315, %145 : tensor<?x2x?x?xf32>
    %319 = stablehlo.multiply %318, %146 : tensor<?x2x?x?xf32>
    %320 = stablehlo.negate %319 : tensor<?x2x?x?xf32>
    %321 = stablehlo.reduce(%320 init: %217) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %323 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %324 = stablehlo.constant dense<2> : tensor<1xi32>
    %325 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %326 = stablehlo.concatenate %323, %324, %325, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %327 = stablehlo.dynamic_reshape %321, %326 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %328 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %329 = stablehlo.constant dense<2> : tensor<1xi32>
    %330 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %331 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %332 = stablehlo.concatenate %328, %329, %330, %331, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %333 = stablehlo.dynamic_broadcast_in_dim %327, %332, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %334 = stablehlo.add %318, %333 : tensor<?x2x?x?xf32>
    %335 = stablehlo.multiply %334, %142 : tensor<?x2x?x?xf32>
    %336 = stablehlo.negate %335 : tensor<?x2x?x?xf32>
    %337 = stablehlo.reduce(%336 init: %217) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %339 = stablehlo.dynamic_reshape %337, %326 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %340 = stablehlo.dynamic_broadcast_in_dim %138, %332, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %341 = stablehlo.compare EQ, %137, %340, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %342 = stablehlo.convert %341 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %343 = stablehlo.reduce(%342 init: %217) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %345 = stablehlo.divide %339, %343 : tensor<?x2x?xf32>
    %346 = stablehlo.dynamic_broadcast_in_dim %345, %332, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %347 = stablehlo.multiply %342, %346 : tensor<?x2x?x?xf32>
    %348 = stablehlo.add %335, %347 : tensor<?x2x?x?xf32>
    %349 = stablehlo.dynamic_broadcast_in_dim %217, %332, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %350 = stablehlo.select %136, %348, %349 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %351 = stablehlo.multiply %350, %63 : tensor<?x2x?x?xf32>
    %352 = stablehlo.dot_general %351, %128, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %353 = stablehlo.transpose %352, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %354 = stablehlo.dot_general %351, %122, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %355 = stablehlo.transpose %354, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %356 = stablehlo.dynamic_reshape %317, %250 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %357 = stablehlo.dot_general %356, %arg13, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %358 = stablehlo.dot_general %356, %116, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %359 = stablehlo.transpose %358, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %360 = stablehlo.multiply %355, %18 : tensor<?x?x2x8xf32>
    %361 = stablehlo.dot_general %360, %19, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %362 = stablehlo.multiply %355, %16 : tensor<?x?x2x8xf32>
    %363 = stablehlo.add %361, %362 : tensor<?x?x2x8xf32>
    %364 = stablehlo.dynamic_reshape %363, %250 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %365 = stablehlo.dot_general %364, %arg12, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %366 = stablehlo.dot_general %364, %116, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %367 = stablehlo.transpose %366, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %368 = stablehlo.add %357, %365 : tensor<?x?x16xf32>
    %369 = stablehlo.multiply %353, %18 : tensor<?x?x2x8xf32>
    %370 = stablehlo.dot_general %369, %19, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %371 = stablehlo.multiply %353, %16 : tensor<?x?x2x8xf32>
    %372 = stablehlo.add %370, %371 : tensor<?x?x2x8xf32>
    %373 = stablehlo.dynamic_reshape %372, %250 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %374 = stablehlo.dot_general %373, %arg11, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %375 = stablehlo.dot_general %373, %116, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %376 = stablehlo.transpose %375, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %377 = stablehlo.add %368, %374 : tensor<?x?x16xf32>
    %378 = stablehlo.multiply %377, %115 : tensor<?x?x16xf32>
    %379 = stablehlo.multiply %377, %114 : tensor<?x?x16xf32>
    %380 = stablehlo.reduce(%379 init: %217) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %382 = stablehlo.multiply %378, %113 : tensor<?x?x16xf32>
    %383 = stablehlo.multiply %378, %106 : tensor<?x?x16xf32>
    %384 = stablehlo.add %305, %382 : tensor<?x?x16xf32>
    %385 = stablehlo.multiply %113, %251 : tensor<?x?x16xf32>
    %386 = stablehlo.divide %385, %112 : tensor<?x?x16xf32>
    %387 = stablehlo.multiply %383, %386 : tensor<?x?x16xf32>
    %388 = stablehlo.reduce(%387 init: %217) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %390 = stablehlo.dynamic_reshape %388, %209 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %391 = stablehlo.divide %390, %28 : tensor<?x?xf32>
    %392 = stablehlo.dynamic_broadcast_in_dim %391, %250, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %393 = stablehlo.multiply %392, %106 : tensor<?x?x16xf32>
    %394 = stablehlo.multiply %392, %106 : tensor<?x?x16xf32>
    %395 = stablehlo.add %384, %393 : tensor<?x?x16xf32>
    %396 = stablehlo.add %395, %394 : tensor<?x?x16xf32>
    %397 = stablehlo.dot_general %396, %arg9, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %398 = stablehlo.dot_general %396, %104, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %399 = stablehlo.transpose %398, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %400 = stablehlo.multiply %397, %103 : tensor<?x?x32xf32>
    %401 = stablehlo.multiply %397, %102 : tensor<?x?x32xf32>
    %402 = stablehlo.dot_general %401, %arg8, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %403 = stablehlo.dot_general %401, %99, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %404 = stablehlo.transpose %403, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %405 = stablehlo.multiply %400, %101 : tensor<?x?x32xf32>
    %406 = stablehlo.multiply %400, %100 : tensor<?x?x32xf32>
    %407 = stablehlo.subtract %278, %101 : tensor<?x?x32xf32>
    %408 = stablehlo.multiply %101, %407 : tensor<?x?x32xf32>
    %409 = stablehlo.multiply %406, %408 : tensor<?x?x32xf32>
    %410 = stablehlo.add %405, %409 : tensor<?x?x32xf32>
    %411 = stablehlo.dot_general %410, %arg7, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %412 = stablehlo.dot_general %410, %99, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %413 = stablehlo.transpose %412, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %414 = stablehlo.add %402, %411 : tensor<?x?x16xf32>
    %415 = stablehlo.multiply %414, %98 : tensor<?x?x16xf32>
    %416 = stablehlo.multiply %414, %97 : tensor<?x?x16xf32>
    %417 = stablehlo.reduce(%416 init: %217) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %419 = stablehlo.multiply %415, %96 : tensor<?x?x16xf32>
    %420 = stablehlo.multiply %415, %89 : tensor<?x?x16xf32>
    %421 = stablehlo.add %396, %419 : tensor<?x?x16xf32>
    %422 = stablehlo.multiply %96, %251 : tensor<?x?x16xf32>
    %423 = stablehlo.divide %422, %95 : tensor<?x?x16xf32>
    %424 = stablehlo.multiply %420, %423 : tensor<?x?x16xf32>
    %425 = stablehlo.reduce(%424 init: %217) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %427 = stablehlo.dynamic_reshape %425, %209 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %428 = stablehlo.divide %427, %28 : tensor<?x?xf32>
    %429 = stablehlo.dynamic_broadcast_in_dim %428, %250, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %430 = stablehlo.multiply %429, %89 : tensor<?x?x16xf32>
    %431 = stablehlo.multiply %429, %89 : tensor<?x?x16xf32>
    %432 = stablehlo.add %421, %430 : tensor<?x?x16xf32>
    %433 = stablehlo.add %432, %431 : tensor<?x?x16xf32>
    %434 = stablehlo.dot_general %433, %arg5, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %435 = stablehlo.dot_general %433, %87, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %436 = stablehlo.transpose %435, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %437 = stablehlo.dynamic_reshape %434, %312 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %438 = stablehlo.transpose %437, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %439 = stablehlo.dot_general %438, %55, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %440 = stablehlo.dot_general %438, %84, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %441 = stablehlo.transpose %440, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %442 = stablehlo.divide %439, %83 : tensor<?x2x?x?xf32>
    %443 = stablehlo.multiply %442, %84 : tensor<?x2x?x?xf32>
    %444 = stablehlo.negate %443 : tensor<?x2x?x?xf32>
    %445 = stablehlo.reduce(%444 init: %217) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %447 = stablehlo.dynamic_reshape %445, %326 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %448 = stablehlo.dynamic_broadcast_in_dim %447, %332, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %449 = stablehlo.add %442, %448 : tensor<?x2x?x?xf32>
    %450 = stablehlo.multiply %449, %80 : tensor<?x2x?x?xf32>
    %451 = stablehlo.negate %450 : tensor<?x2x?x?xf32>
    %452 = stablehlo.reduce(%451 init: %217) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %454 = stablehlo.dynamic_reshape %452, %326 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %455 = stablehlo.dynamic_broadcast_in_dim %76, %332, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %456 = stablehlo.compare EQ, %74, %455, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %457 = stablehlo.convert %456 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %458 = stablehlo.reduce(%457 init: %217) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %460 = stablehlo.divide %454, %458 : tensor<?x2x?xf32>
    %461 = stablehlo.dynamic_broadcast_in_dim %460, %332, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %462 = stablehlo.multiply %457, %461 : tensor<?x2x?x?xf32>
    %463 = stablehlo.add %450, %462 : tensor<?x2x?x?xf32>
    %464 = stablehlo.select %71, %463, %349 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %465 = stablehlo.multiply %464, %63 : tensor<?x2x?x?xf32>
    %466 = stablehlo.dot_general %465, %53, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %467 = stablehlo.transpose %466, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %468 = stablehlo.dot_general %465, %47, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %469 = stablehlo.transpose %468, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %470 = stablehlo.dynamic_reshape %441, %250 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %471 = stablehlo.dot_general %470, %arg4, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %472 = stablehlo.dot_general %470, %41, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %473 = stablehlo.transpose %472, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %474 = stablehlo.multiply %469, %18 : tensor<?x?x2x8xf32>
    %475 = stablehlo.dot_general %474, %19, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %476 = stablehlo.multiply %469, %16 : tensor<?x?x2x8xf32>
    %477 = stablehlo.add %475, %476 : tensor<?x?x2x8xf32>
    %478 = stablehlo.dynamic_reshape %477, %250 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %479 = stablehlo.dot_general %478, %arg3, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %480 = stablehlo.dot_general %478, %41, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %481 = stablehlo.transpose %480, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %482 = stablehlo.add %471, %479 : tensor<?x?x16xf32>
    %483 = stablehlo.multiply %467, %18 : tensor<?x?x2x8xf32>
    %484 = stablehlo.dot_general %483, %19, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %485 = stablehlo.multiply %467, %16 : tensor<?x?x2x8xf32>
    %486 = stablehlo.add %484, %485 : tensor<?x?x2x8xf32>
    %487 = stablehlo.dynamic_reshape %486, %250 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %488 = stablehlo.dot_general %487, %arg2, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %489 = stablehlo.dot_general %487, %41, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %490 = stablehlo.transpose %489, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %491 = stablehlo.add %482, %488 : tensor<?x?x16xf32>
    %492 = stablehlo.multiply %491, %40 : tensor<?x?x16xf32>
    %493 = stablehlo.multiply %491, %39 : tensor<?x?x16xf32>
    %494 = stablehlo.reduce(%493 init: %217) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %496 = stablehlo.multiply %492, %38 : tensor<?x?x16xf32>
    %497 = stablehlo.multiply %492, %0 : tensor<?x?x16xf32>
    %498 = stablehlo.add %433, %496 : tensor<?x?x16xf32>
    %499 = stablehlo.multiply %38, %251 : tensor<?x?x16xf32>
    %500 = stablehlo.divide %499, %37 : tensor<?x?x16xf32>
    %501 = stablehlo.multiply %497, %500 : tensor<?x?x16xf32>
    %502 = stablehlo.reduce(%501 init: %217) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %504 = stablehlo.dynamic_reshape %502, %209 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %505 = stablehlo.divide %504, %28 : tensor<?x?xf32>
    %506 = stablehlo.dynamic_broadcast_in_dim %505, %250, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %507 = stablehlo.multiply %506, %0 : tensor<?x?x16xf32>
    %508 = stablehlo.multiply %506, %0 : tensor<?x?x16xf32>
    %509 = stablehlo.add %498, %507 : tensor<?x?x16xf32>
    %510 = stablehlo.add %509, %508 : tensor<?x?x16xf32>
    %511 = stablehlo.broadcast_in_dim %217, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %512 = "stablehlo.scatter"(%511, %arg21, %510) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %513 = stablehlo.add %arg85, %arg86 : tensor<f32>
      stablehlo.return %513 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<?x?xi32, [@B, @T]>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %514 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %516 = stablehlo.multiply %515, %512 : tensor<64x16xf32>
    %517 = stablehlo.subtract %arg0, %516 : tensor<64x16xf32>
    %518 = stablehlo.broadcast_in_dim %514, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %519 = stablehlo.multiply %518, %494 : tensor<16xf32>
    %520 = stablehlo.subtract %arg1, %519 : tensor<16xf32>
    %521 = stablehlo.broadcast_in_dim %514, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %522 = stablehlo.multiply %521, %490 : tensor<16x16xf32>
    %523 = stablehlo.subtract %arg2, %522 : tensor<16x16xf32>
    %524 = stablehlo.multiply %521, %481 : tensor<16x16xf32>
    %525 = stablehlo.subtract %arg3, %524 : tensor<16x16xf32>
    %526 = stablehlo.multiply %521, %473 : tensor<16x16xf32>
    %527 = stablehlo.subtract %arg4, %526 : tensor<16x16xf32>
    %528 = stablehlo.multiply %521, %436 : tensor<16x16xf32>
    %529 = stablehlo.subtract %arg5, %528 : tensor<16x16xf32>
    %530 = stablehlo.multiply %518, %417 : tensor<16xf32>
    %531 = stablehlo.subtract %arg6, %530 : tensor<16xf32>
    %532 = stablehlo.broadcast_in_dim %514, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %533 = stablehlo.multiply %532, %413 : tensor<16x32xf32>
    %534 = stablehlo.subtract %arg7, %533 : tensor<16x32xf32>
    %535 = stablehlo.multiply %532, %404 : tensor<16x32xf32>
    %536 = stablehlo.subtract %arg8, %535 : tensor<16x32xf32>
    %537 = stablehlo.broadcast_in_dim %514, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %538 = stablehlo.multiply %537, %399 : tensor<32x16xf32>
    %539 = stablehlo.subtract %arg9, %538 : tensor<32x16xf32>
    %540 = stablehlo.multiply %518, %380 : tensor<16xf32>
    %541 = stablehlo.subtract %arg10, %540 : tensor<16xf32>
    %542 = stablehlo.multiply %521, %376 : tensor<16x16xf32>
    %543 = stablehlo.subtract %arg11, %542 : tensor<16x16xf32>
    %544 = stablehlo.multiply %521, %367 : tensor<16x16xf32>
    %545 = stablehlo.subtract %arg12, %544 : tensor<16x16xf32>
    %546 = stablehlo.multiply %521, %359 : tensor<16x16xf32>
    %547 = stablehlo.subtract %arg13, %546 : tensor<16x16xf32>
    %548 = stablehlo.multiply %521, %308 : tensor<16x16xf32>
    %549 = stablehlo.subtract %arg14, %548 : tensor<16x16xf32>
    %550 = stablehlo.multiply %518, %289 : tensor<16xf32>
    %551 = stablehlo.subtract %arg15, %550 : tensor<16xf32>
    %552 = stablehlo.multiply %532, %285 : tensor<16x32xf32>
    %553 = stablehlo.subtract %arg16, %552 : tensor<16x32xf32>
    %554 = stablehlo.multiply %532, %271 : tensor<16x32xf32>
    %555 = stablehlo.subtract %arg17, %554 : tensor<16x32xf32>
    %556 = stablehlo.multiply %537, %266 : tensor<32x16xf32>
    %557 = stablehlo.subtract %arg18, %556 : tensor<32x16xf32>
    %558 = stablehlo.multiply %518, %242 : tensor<16xf32>
    %559 = stablehlo.subtract %arg19, %558 : tensor<16xf32>
    %560 = stablehlo.broadcast_in_dim %514, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %561 = stablehlo.multiply %560, %239 : tensor<16x64xf32>
    %562 = stablehlo.subtract %arg20, %561 : tensor<16x64xf32>
    return %204, %517, %520, %523, %525, %527, %529, %531, %534, %536, %539, %541, %543, %545, %547, %549, %551, %553, %555, %557, %559, %562 : tensor<f32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x64xf32>
  }
}
