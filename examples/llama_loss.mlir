module @jit_llama {
  symopt.dim @B
  symopt.dim @T
  func.func public @main(%arg0: tensor<64x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<32x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16x16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16x32xf32>, %arg17: tensor<16x32xf32>, %arg18: tensor<32x16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x64xf32>, %arg21: tensor<?x?xi32, [@B, @T]>, %arg22: tensor<?x?xi32, [@B, @T]>) -> tensor<f32> {
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
    return %204 : tensor<f32>
  }
}
