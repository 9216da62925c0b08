module @jit_llama {
  func.func public @train_step(%arg0: tensor<64x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<32x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16x16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16x32xf32>, %arg17: tensor<16x32xf32>, %arg18: tensor<32x16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x64xf32>, %arg21: tensor<?x?xi32>, %arg22: tensor<?x?xi32>) -> (tensor<f32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x64xf32>) {
    %0 = "stablehlo.gather"(%arg0, %arg21) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<?x?xi32>) -> tensor<?x?x16xf32>
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
    %93 = stablehlo.dynamic_broadcast_in_dim %24, %27, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %94 = stablehlo.divide %91, %93 : tensor<?x?xf32>
    %95 = stablehlo.dynamic_broadcast_in_dim %94, %33, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %96 = stablehlo.dynamic_broadcast_in_dim %35, %33, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %97 = stablehlo.add %95, %96 : tensor<?x?x16xf32>
    %98 = stablehlo.rsqrt %97 : tensor<?x?x16xf32>
    %99 = stablehlo.multiply %89, %98 : tensor<?x?x16xf32>
    %100 = stablehlo.dynamic_broadcast_in_dim %arg6, %33, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<?x?x16xf32>
    %102 = stablehlo.dot_general %101, %arg7, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %103 = stablehlo.logistic %102 : tensor<?x?x32xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<?x?x32xf32>
    %105 = stablehlo.dot_general %101, %arg8, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<?x?x32xf32>
    %107 = stablehlo.dot_general %106, %arg9, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %108 = stablehlo.add %89, %107 : tensor<?x?x16xf32>
    %109 = stablehlo.multiply %108, %108 : tensor<?x?x16xf32>
    %110 = stablehlo.reduce(%109 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %112 = stablehlo.dynamic_broadcast_in_dim %24, %27, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %113 = stablehlo.divide %110, %112 : tensor<?x?xf32>
    %114 = stablehlo.dynamic_broadcast_in_dim %113, %33, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %115 = stablehlo.dynamic_broadcast_in_dim %35, %33, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %116 = stablehlo.add %114, %115 : tensor<?x?x16xf32>
    %117 = stablehlo.rsqrt %116 : tensor<?x?x16xf32>
    %118 = stablehlo.multiply %108, %117 : tensor<?x?x16xf32>
    %119 = stablehlo.dynamic_broadcast_in_dim %arg10, %33, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<?x?x16xf32>
    %121 = stablehlo.dot_general %120, %arg11, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %122 = stablehlo.dynamic_reshape %121, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %123 = stablehlo.multiply %122, %16 : tensor<?x?x2x8xf32>
    %124 = stablehlo.dot_general %122, %19, contracting_dims = [3] x [0] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %125 = stablehlo.multiply %124, %18 : tensor<?x?x2x8xf32>
    %126 = stablehlo.add %123, %125 : tensor<?x?x2x8xf32>
    %127 = stablehlo.dot_general %120, %arg12, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %128 = stablehlo.dynamic_reshape %127, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %129 = stablehlo.multiply %128, %16 : tensor<?x?x2x8xf32>
    %130 = stablehlo.dot_general %128, %19, contracting_dims = [3] x [0] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %131 = stablehlo.multiply %130, %18 : tensor<?x?x2x8xf32>
    %132 = stablehlo.add %129, %131 : tensor<?x?x2x8xf32>
    %133 = stablehlo.dot_general %120, %arg13, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %134 = stablehlo.dynamic_reshape %133, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %135 = stablehlo.dot_general %126, %132, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %136 = stablehlo.dynamic_broadcast_in_dim %57, %62, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<?x2x?x?xf32>
    %138 = stablehlo.dynamic_iota %67, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %139 = stablehlo.dynamic_iota %67, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %140 = stablehlo.compare GE, %138, %139, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %141 = stablehlo.dynamic_broadcast_in_dim %140, %62, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %142 = stablehlo.dynamic_broadcast_in_dim %72, %62, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %143 = stablehlo.select %141, %137, %142 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %144 = stablehlo.reduce(%143 init: %75) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %146 = stablehlo.dynamic_broadcast_in_dim %144, %62, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %147 = stablehlo.subtract %143, %146 : tensor<?x2x?x?xf32>
    %148 = stablehlo.exponential %147 : tensor<?x2x?x?xf32>
    %149 = stablehlo.reduce(%148 init: %21) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %151 = stablehlo.dynamic_broadcast_in_dim %149, %62, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %152 = stablehlo.divide %148, %151 : tensor<?x2x?x?xf32>
    %153 = stablehlo.dot_general %152, %134, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %154 = stablehlo.transpose %153, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %155 = stablehlo.dynamic_reshape %154, %33 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %156 = stablehlo.dot_general %155, %arg14, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %157 = stablehlo.add %108, %156 : tensor<?x?x16xf32>
    %158 = stablehlo.multiply %157, %157 : tensor<?x?x16xf32>
    %159 = stablehlo.reduce(%158 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %161 = stablehlo.dynamic_broadcast_in_dim %24, %27, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %162 = stablehlo.divide %159, %161 : tensor<?x?xf32>
    %163 = stablehlo.dynamic_broadcast_in_dim %162, %33, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %164 = stablehlo.dynamic_broadcast_in_dim %35, %33, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %165 = stablehlo.add %163, %164 : tensor<?x?x16xf32>
    %166 = stablehlo.rsqrt %165 : tensor<?x?x16xf32>
    %167 = stablehlo.multiply %157, %166 : tensor<?x?x16xf32>
    %168 = stablehlo.dynamic_broadcast_in_dim %arg15, %33, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<?x?x16xf32>
    %170 = stablehlo.dot_general %169, %arg16, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %171 = stablehlo.logistic %170 : tensor<?x?x32xf32>
    %172 = stablehlo.multiply %170, %171 : tensor<?x?x32xf32>
    %173 = stablehlo.dot_general %169, %arg17, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %174 = stablehlo.multiply %172, %173 : tensor<?x?x32xf32>
    %175 = stablehlo.dot_general %174, %arg18, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %176 = stablehlo.add %157, %175 : tensor<?x?x16xf32>
    %177 = stablehlo.multiply %176, %176 : tensor<?x?x16xf32>
    %178 = stablehlo.reduce(%177 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %180 = stablehlo.dynamic_broadcast_in_dim %24, %27, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %181 = stablehlo.divide %178, %180 : tensor<?x?xf32>
    %182 = stablehlo.dynamic_broadcast_in_dim %181, %33, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %183 = stablehlo.dynamic_broadcast_in_dim %35, %33, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %184 = stablehlo.add %182, %183 : tensor<?x?x16xf32>
    %185 = stablehlo.rsqrt %184 : tensor<?x?x16xf32>
    %186 = stablehlo.multiply %176, %185 : tensor<?x?x16xf32>
    %187 = stablehlo.dynamic_broadcast_in_dim %arg19, %33, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<?x?x16xf32>
    %189 = stablehlo.dot_general %188, %arg20, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x64xf32>) -> tensor<?x?x64xf32>
    %190 = stablehlo.reduce(%189 init: %75) applies stablehlo.maximum across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %192 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %193 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %194 = stablehlo.constant dense<64> : tensor<1xi32>
    %195 = stablehlo.concatenate %192, %193, %194, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %196 = stablehlo.dynamic_broadcast_in_dim %190, %195, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %197 = stablehlo.subtract %189, %196 : tensor<?x?x64xf32>
    %198 = stablehlo.exponential %197 : tensor<?x?x64xf32>
    %199 = stablehlo.reduce(%198 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %201 = stablehlo.log %199 : tensor<?x?xf32>
    %202 = stablehlo.dynamic_iota %195, dim = 2 : (tensor<3xi32>) -> tensor<?x?x64xi32>
    %203 = stablehlo.dynamic_broadcast_in_dim %arg22, %195, dims = [0, 1] : (tensor<?x?xi32>, tensor<3xi32>) -> tensor<?x?x64xi32>
    %204 = stablehlo.compare EQ, %202, %203, SIGNED : (tensor<?x?x64xi32>, tensor<?x?x64xi32>) -> tensor<?x?x64xi1>
    %205 = stablehlo.dynamic_broadcast_in_dim %21, %195, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %206 = stablehlo.select %204, %197, %205 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %207 = stablehlo.reduce(%206 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %209 = stablehlo.subtract %201, %207 : tensor<?x?xf32>
    %210 = stablehlo.reduce(%209 init: %21) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<f32>
    %212 = stablehlo.multiply %2, %3 : tensor<i32>
    %213 = stablehlo.convert %212 : (tensor<i32>) -> tensor<f32>
    %214 = stablehlo.divide %210, %213 : tensor<f32>
    %215 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %216 = stablehlo.divide %215, %213 : tensor<f32>
    %217 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %218 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %219 = stablehlo.concatenate %217, %218, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %220 = stablehlo.dynamic_broadcast_in_dim %216, %219, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %221 = stablehlo.negate %220 : tensor<?x?xf32>
    %222 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %223 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %224 = stablehlo.constant dense<64> : tensor<1xi32>
    %225 = stablehlo.concatenate %222, %223, %224, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %226 = stablehlo.dynamic_broadcast_in_dim %221, %225, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.dynamic_broadcast_in_dim %227, %225, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %229 = stablehlo.select %204, %226, %228 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %230 = stablehlo.divide %220, %199 : tensor<?x?xf32>
    %231 = stablehlo.dynamic_broadcast_in_dim %230, %225, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %232 = stablehlo.multiply %231, %198 : tensor<?x?x64xf32>
    %233 = stablehlo.add %229, %232 : tensor<?x?x64xf32>
    %234 = stablehlo.negate %233 : tensor<?x?x64xf32>
    %235 = stablehlo.reduce(%234 init: %227) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %237 = stablehlo.dynamic_reshape %235, %219 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %238 = stablehlo.dynamic_broadcast_in_dim %190, %225, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %239 = stablehlo.compare EQ, %189, %238, FLOAT : (tensor<?x?x64xf32>, tensor<?x?x64xf32>) -> tensor<?x?x64xi1>
    %240 = stablehlo.convert %239 : (tensor<?x?x64xi1>) -> tensor<?x?x64xf32>
    %241 = stablehlo.reduce(%240 init: %227) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %243 = stablehlo.divide %237, %241 : tensor<?x?xf32>
    %244 = stablehlo.dynamic_broadcast_in_dim %243, %225, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %245 = stablehlo.multiply %240, %244 : tensor<?x?x64xf32>
    %246 = stablehlo.add %233, %245 : tensor<?x?x64xf32>
    %247 = stablehlo.dot_general %246, %arg20, contracting_dims = [2] x [1] : (tensor<?x?x64xf32>, tensor<16x64xf32>) -> tensor<?x?x16xf32>
    %248 = stablehlo.dot_general %246, %188, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x64xf32>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %249 = stablehlo.transpose %248, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %250 = stablehlo.multiply %247, %187 : tensor<?x?x16xf32>
    %251 = stablehlo.multiply %247, %186 : tensor<?x?x16xf32>
    %252 = stablehlo.reduce(%251 init: %227) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %254 = stablehlo.multiply %250, %185 : tensor<?x?x16xf32>
    %255 = stablehlo.multiply %250, %176 : tensor<?x?x16xf32>
    %256 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %257 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %258 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %259 = stablehlo.constant dense<16> : tensor<1xi32>
    %260 = stablehlo.concatenate %257, %258, %259, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %261 = stablehlo.dynamic_broadcast_in_dim %256, %260, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %262 = stablehlo.multiply %185, %261 : tensor<?x?x16xf32>
    %263 = stablehlo.divide %262, %184 : tensor<?x?x16xf32>
    %264 = stablehlo.multiply %255, %263 : tensor<?x?x16xf32>
    %265 = stablehlo.reduce(%264 init: %227) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %267 = stablehlo.dynamic_reshape %265, %219 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %268 = stablehlo.divide %267, %180 : tensor<?x?xf32>
    %269 = stablehlo.dynamic_broadcast_in_dim %268, %260, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %270 = stablehlo.multiply %269, %176 : tensor<?x?x16xf32>
    %271 = stablehlo.multiply %269, %176 : tensor<?x?x16xf32>
    %272 = stablehlo.add %254, %270 : tensor<?x?x16xf32>
    %273 = stablehlo.add %272, %271 : tensor<?x?x16xf32>
    %274 = stablehlo.dot_general %273, %arg18, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %275 = stablehlo.dot_general %273, %174, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %276 = stablehlo.transpose %275, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %277 = stablehlo.multiply %274, %173 : tensor<?x?x32xf32>
    %278 = stablehlo.multiply %274, %172 : tensor<?x?x32xf32>
    %279 = stablehlo.dot_general %278, %arg17, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %280 = stablehlo.dot_general %278, %169, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %281 = stablehlo.transpose %280, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %282 = stablehlo.multiply %277, %171 : tensor<?x?x32xf32>
    %283 = stablehlo.multiply %277, %170 : tensor<?x?x32xf32>
    %284 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %285 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %286 = stablehlo.constant dense<32> : tensor<1xi32>
    %287 = stablehlo.concatenate %284, %285, %286, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %288 = stablehlo.dynamic_broadcast_in_dim %215, %287, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %289 = stablehlo.subtract %288, %171 : tensor<?x?x32xf32>
    %290 = stablehlo.multiply %171, %289 : tensor<?x?x32xf32>
    %291 = stablehlo.multiply %283, %290 : tensor<?x?x32xf32>
    %292 = stablehlo.add %282, %291 : tensor<?x?x32xf32>
    %293 = stablehlo.dot_general %292, %arg16, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %294 = stablehlo.dot_general %292, %169, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %295 = stablehlo.transpose %294, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %296 = stablehlo.add %279, %293 : tensor<?x?x16xf32>
    %297 = stablehlo.multiply %296, %168 : tensor<?x?x16xf32>
    %298 = stablehlo.multiply %296, %167 : tensor<?x?x16xf32>
    %299 = stablehlo.reduce(%298 init: %227) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %301 = stablehlo.multiply %297, %166 : tensor<?x?x16xf32>
    %302 = stablehlo.multiply %297, %157 : tensor<?x?x16xf32>
    %303 = stablehlo.add %273, %301 : tensor<?x?x16xf32>
    %304 = stablehlo.dynamic_broadcast_in_dim %256, %260, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %305 = stablehlo.multiply %166, %304 : tensor<?x?x16xf32>
    %306 = stablehlo.divide %305, %165 : tensor<?x?x16xf32>
    %307 = stablehlo.multiply %302, %306 : tensor<?x?x16xf32>
    %308 = stablehlo.reduce(%307 init: %227) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %310 = stablehlo.dynamic_reshape %308, %219 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %311 = stablehlo.divide %310, %161 : tensor<?x?xf32>
    %312 = stablehlo.dynamic_broadcast_in_dim %311, %260, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %313 = stablehlo.multiply %312, %157 : tensor<?x?x16xf32>
    %314 = stablehlo.multiply %312, %157 : tensor<?x?x16xf32>
    %315 = stablehlo.add %303, %313 : tensor<?x?x16xf32>
    %316 = stablehlo.add %315, %314 : tensor<?x?x16xf32>
    %317 = stablehlo.dot_general %316, %arg14, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %318 = stablehlo.dot_general %316, %155, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %319 = stablehlo.transpose %318, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %320 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %321 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %322 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %323 = stablehlo.concatenate %320, %321, %322, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
    %324 = stablehlo.dynamic_reshape %317, %323 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %325 = stablehlo.transpose %324, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %326 = stablehlo.dot_general %325, %134, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %327 = stablehlo.dot_general %325, %152, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %328 = stablehlo.transpose %327, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %329 = stablehlo.divide %326, %151 : tensor<?x2x?x?xf32>
    %330 = stablehlo.multiply %329, %152 : tensor<?x2x?x?xf32>
    %331 = stablehlo.negate %330 : tensor<?x2x?x?xf32>
    %332 = stablehlo.reduce(%331 init: %227) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %334 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %335 = stablehlo.constant dense<2> : tensor<1xi32>
    %336 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %337 = stablehlo.concatenate %334, %335, %336, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %338 = stablehlo.dynamic_reshape %332, %337 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %339 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %340 = stablehlo.constant dense<2> : tensor<1xi32>
    %341 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %342 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %343 = stablehlo.concatenate %339, %340, %341, %342, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %344 = stablehlo.dynamic_broadcast_in_dim %338, %343, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %345 = stablehlo.add %329, %344 : tensor<?x2x?x?xf32>
    %346 = stablehlo.multiply %345, %148 : tensor<?x2x?x?xf32>
    %347 = stablehlo.negate %346 : tensor<?x2x?x?xf32>
    %348 = stablehlo.reduce(%347 init: %227) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %350 = stablehlo.dynamic_reshape %348, %337 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %351 = stablehlo.dynamic_broadcast_in_dim %144, %343, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %352 = stablehlo.compare EQ, %143, %351, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %353 = stablehlo.convert %352 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %354 = stablehlo.reduce(%353 init: %227) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %356 = stablehlo.divide %350, %354 : tensor<?x2x?xf32>
    %357 = stablehlo.dynamic_broadcast_in_dim %356, %343, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %358 = stablehlo.multiply %353, %357 : tensor<?x2x?x?xf32>
    %359 = stablehlo.add %346, %358 : tensor<?x2x?x?xf32>
    %360 = stablehlo.dynamic_broadcast_in_dim %227, %343, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %361 = stablehlo.select %141, %359, %360 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %362 = stablehlo.multiply %361, %136 : tensor<?x2x?x?xf32>
    %363 = stablehlo.dot_general %362, %132, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %364 = stablehlo.transpose %363, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %365 = stablehlo.dot_general %362, %126, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %366 = stablehlo.transpose %365, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %367 = stablehlo.dynamic_reshape %328, %260 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %368 = stablehlo.dot_general %367, %arg13, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %369 = stablehlo.dot_general %367, %120, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %370 = stablehlo.transpose %369, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %371 = stablehlo.multiply %366, %18 : tensor<?x?x2x8xf32>
    %372 = stablehlo.dot_general %371, %19, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %373 = stablehlo.multiply %366, %16 : tensor<?x?x2x8xf32>
    %374 = stablehlo.add %372, %373 : tensor<?x?x2x8xf32>
    %375 = stablehlo.dynamic_reshape %374, %260 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %376 = stablehlo.dot_general %375, %arg12, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %377 = stablehlo.dot_general %375, %120, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %378 = stablehlo.transpose %377, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %379 = stablehlo.add %368, %376 : tensor<?x?x16xf32>
    %380 = stablehlo.multiply %364, %18 : tensor<?x?x2x8xf32>
    %381 = stablehlo.dot_general %380, %19, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %382 = stablehlo.multiply %364, %16 : tensor<?x?x2x8xf32>
    %383 = stablehlo.add %381, %382 : tensor<?x?x2x8xf32>
    %384 = stablehlo.dynamic_reshape %383, %260 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %385 = stablehlo.dot_general %384, %arg11, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %386 = stablehlo.dot_general %384, %120, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %387 = stablehlo.transpose %386, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %388 = stablehlo.add %379, %385 : tensor<?x?x16xf32>
    %389 = stablehlo.multiply %388, %119 : tensor<?x?x16xf32>
    %390 = stablehlo.multiply %388, %118 : tensor<?x?x16xf32>
    %391 = stablehlo.reduce(%390 init: %227) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %393 = stablehlo.multiply %389, %117 : tensor<?x?x16xf32>
    %394 = stablehlo.multiply %389, %108 : tensor<?x?x16xf32>
    %395 = stablehlo.add %316, %393 : tensor<?x?x16xf32>
    %396 = stablehlo.dynamic_broadcast_in_dim %256, %260, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %397 = stablehlo.multiply %117, %396 : tensor<?x?x16xf32>
    %398 = stablehlo.divide %397, %116 : tensor<?x?x16xf32>
    %399 = stablehlo.multiply %394, %398 : tensor<?x?x16xf32>
    %400 = stablehlo.reduce(%399 init: %227) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %402 = stablehlo.dynamic_reshape %400, %219 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %403 = stablehlo.divide %402, %112 : tensor<?x?xf32>
    %404 = stablehlo.dynamic_broadcast_in_dim %403, %260, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %405 = stablehlo.multiply %404, %108 : tensor<?x?x16xf32>
    %406 = stablehlo.multiply %404, %108 : tensor<?x?x16xf32>
    %407 = stablehlo.add %395, %405 : tensor<?x?x16xf32>
    %408 = stablehlo.add %407, %406 : tensor<?x?x16xf32>
    %409 = stablehlo.dot_general %408, %arg9, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %410 = stablehlo.dot_general %408, %106, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %411 = stablehlo.transpose %410, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %412 = stablehlo.multiply %409, %105 : tensor<?x?x32xf32>
    %413 = stablehlo.multiply %409, %104 : tensor<?x?x32xf32>
    %414 = stablehlo.dot_general %413, %arg8, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %415 = stablehlo.dot_general %413, %101, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %416 = stablehlo.transpose %415, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %417 = stablehlo.multiply %412, %103 : tensor<?x?x32xf32>
    %418 = stablehlo.multiply %412, %102 : tensor<?x?x32xf32>
    %419 = stablehlo.dynamic_broadcast_in_dim %215, %287, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %420 = stablehlo.subtract %419, %103 : tensor<?x?x32xf32>
    %421 = stablehlo.multiply %103, %420 : tensor<?x?x32xf32>
    %422 = stablehlo.multiply %418, %421 : tensor<?x?x32xf32>
    %423 = stablehlo.add %417, %422 : tensor<?x?x32xf32>
    %424 = stablehlo.dot_general %423, %arg7, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %425 = stablehlo.dot_general %423, %101, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %426 = stablehlo.transpose %425, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %427 = stablehlo.add %414, %424 : tensor<?x?x16xf32>
    %428 = stablehlo.multiply %427, %100 : tensor<?x?x16xf32>
    %429 = stablehlo.multiply %427, %99 : tensor<?x?x16xf32>
    %430 = stablehlo.reduce(%429 init: %227) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %432 = stablehlo.multiply %428, %98 : tensor<?x?x16xf32>
    %433 = stablehlo.multiply %428, %89 : tensor<?x?x16xf32>
    %434 = stablehlo.add %408, %432 : tensor<?x?x16xf32>
    %435 = stablehlo.dynamic_broadcast_in_dim %256, %260, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %436 = stablehlo.multiply %98, %435 : tensor<?x?x16xf32>
    %437 = stablehlo.divide %436, %97 : tensor<?x?x16xf32>
    %438 = stablehlo.multiply %433, %437 : tensor<?x?x16xf32>
    %439 = stablehlo.reduce(%438 init: %227) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %441 = stablehlo.dynamic_reshape %439, %219 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %442 = stablehlo.divide %441, %93 : tensor<?x?xf32>
    %443 = stablehlo.dynamic_broadcast_in_dim %442, %260, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %444 = stablehlo.multiply %443, %89 : tensor<?x?x16xf32>
    %445 = stablehlo.multiply %443, %89 : tensor<?x?x16xf32>
    %446 = stablehlo.add %434, %444 : tensor<?x?x16xf32>
    %447 = stablehlo.add %446, %445 : tensor<?x?x16xf32>
    %448 = stablehlo.dot_general %447, %arg5, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %449 = stablehlo.dot_general %447, %87, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %450 = stablehlo.transpose %449, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %451 = stablehlo.dynamic_reshape %448, %323 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %452 = stablehlo.transpose %451, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %453 = stablehlo.dot_general %452, %55, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %454 = stablehlo.dot_general %452, %84, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %455 = stablehlo.transpose %454, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %456 = stablehlo.divide %453, %83 : tensor<?x2x?x?xf32>
    %457 = stablehlo.multiply %456, %84 : tensor<?x2x?x?xf32>
    %458 = stablehlo.negate %457 : tensor<?x2x?x?xf32>
    %459 = stablehlo.reduce(%458 init: %227) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %461 = stablehlo.dynamic_reshape %459, %337 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %462 = stablehlo.dynamic_broadcast_in_dim %461, %343, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %463 = stablehlo.add %456, %462 : tensor<?x2x?x?xf32>
    %464 = stablehlo.multiply %463, %80 : tensor<?x2x?x?xf32>
    %465 = stablehlo.negate %464 : tensor<?x2x?x?xf32>
    %466 = stablehlo.reduce(%465 init: %227) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %468 = stablehlo.dynamic_reshape %466, %337 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %469 = stablehlo.dynamic_broadcast_in_dim %76, %343, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %470 = stablehlo.compare EQ, %74, %469, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %471 = stablehlo.convert %470 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %472 = stablehlo.reduce(%471 init: %227) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %474 = stablehlo.divide %468, %472 : tensor<?x2x?xf32>
    %475 = stablehlo.dynamic_broadcast_in_dim %474, %343, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %476 = stablehlo.multiply %471, %475 : tensor<?x2x?x?xf32>
    %477 = stablehlo.add %464, %476 : tensor<?x2x?x?xf32>
    %478 = stablehlo.dynamic_broadcast_in_dim %227, %343, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %479 = stablehlo.select %71, %477, %478 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %480 = stablehlo.multiply %479, %63 : tensor<?x2x?x?xf32>
    %481 = stablehlo.dot_general %480, %53, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %482 = stablehlo.transpose %481, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %483 = stablehlo.dot_general %480, %47, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %484 = stablehlo.transpose %483, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %485 = stablehlo.dynamic_reshape %455, %260 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %486 = stablehlo.dot_general %485, %arg4, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %487 = stablehlo.dot_general %485, %41, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %488 = stablehlo.transpose %487, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %489 = stablehlo.multiply %484, %18 : tensor<?x?x2x8xf32>
    %490 = stablehlo.dot_general %489, %19, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %491 = stablehlo.multiply %484, %16 : tensor<?x?x2x8xf32>
    %492 = stablehlo.add %490, %491 : tensor<?x?x2x8xf32>
    %493 = stablehlo.dynamic_reshape %492, %260 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %494 = stablehlo.dot_general %493, %arg3, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %495 = stablehlo.dot_general %493, %41, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %496 = stablehlo.transpose %495, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %497 = stablehlo.add %486, %494 : tensor<?x?x16xf32>
    %498 = stablehlo.multiply %482, %18 : tensor<?x?x2x8xf32>
    %499 = stablehlo.dot_general %498, %19, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %500 = stablehlo.multiply %482, %16 : tensor<?x?x2x8xf32>
    %501 = stablehlo.add %499, %500 : tensor<?x?x2x8xf32>
    %502 = stablehlo.dynamic_reshape %501, %260 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %503 = stablehlo.dot_general %502, %arg2, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %504 = stablehlo.dot_general %502, %41, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %505 = stablehlo.transpose %504, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %506 = stablehlo.add %497, %503 : tensor<?x?x16xf32>
    %507 = stablehlo.multiply %506, %40 : tensor<?x?x16xf32>
    %508 = stablehlo.multiply %506, %39 : tensor<?x?x16xf32>
    %509 = stablehlo.reduce(%508 init: %227) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %511 = stablehlo.multiply %507, %38 : tensor<?x?x16xf32>
    %512 = stablehlo.multiply %507, %0 : tensor<?x?x16xf32>
    %513 = stablehlo.add %447, %511 : tensor<?x?x16xf32>
    %514 = stablehlo.dynamic_broadcast_in_dim %256, %260, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %515 = stablehlo.multiply %38, %514 : tensor<?x?x16xf32>
    %516 = stablehlo.divide %515, %37 : tensor<?x?x16xf32>
    %517 = stablehlo.multiply %512, %516 : tensor<?x?x16xf32>
    %518 = stablehlo.reduce(%517 init: %227) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %520 = stablehlo.dynamic_reshape %518, %219 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %521 = stablehlo.divide %520, %28 : tensor<?x?xf32>
    %522 = stablehlo.dynamic_broadcast_in_dim %521, %260, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %523 = stablehlo.multiply %522, %0 : tensor<?x?x16xf32>
    %524 = stablehlo.multiply %522, %0 : tensor<?x?x16xf32>
    %525 = stablehlo.add %513, %523 : tensor<?x?x16xf32>
    %526 = stablehlo.add %525, %524 : tensor<?x?x16xf32>
    %527 = stablehlo.broadcast_in_dim %227, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %528 = "stablehlo.scatter"(%527, %arg21, %526) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %529 = stablehlo.add %arg85, %arg86 : tensor<f32>
      stablehlo.return %529 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<?x?xi32>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %530 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %532 = stablehlo.multiply %531, %528 : tensor<64x16xf32>
    %533 = stablehlo.subtract %arg0, %532 : tensor<64x16xf32>
    %534 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %535 = stablehlo.multiply %534, %509 : tensor<16xf32>
    %536 = stablehlo.subtract %arg1, %535 : tensor<16xf32>
    %537 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %538 = stablehlo.multiply %537, %505 : tensor<16x16xf32>
    %539 = stablehlo.subtract %arg2, %538 : tensor<16x16xf32>
    %540 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %541 = stablehlo.multiply %540, %496 : tensor<16x16xf32>
    %542 = stablehlo.subtract %arg3, %541 : tensor<16x16xf32>
    %543 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %544 = stablehlo.multiply %543, %488 : tensor<16x16xf32>
    %545 = stablehlo.subtract %arg4, %544 : tensor<16x16xf32>
    %546 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %547 = stablehlo.multiply %546, %450 : tensor<16x16xf32>
    %548 = stablehlo.subtract %arg5, %547 : tensor<16x16xf32>
    %549 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %550 = stablehlo.multiply %549, %430 : tensor<16xf32>
    %551 = stablehlo.subtract %arg6, %550 : tensor<16xf32>
    %552 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %553 = stablehlo.multiply %552, %426 : tensor<16x32xf32>
    %554 = stablehlo.subtract %arg7, %553 : tensor<16x32xf32>
    %555 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %556 = stablehlo.multiply %555, %416 : tensor<16x32xf32>
    %557 = stablehlo.subtract %arg8, %556 : tensor<16x32xf32>
    %558 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %559 = stablehlo.multiply %558, %411 : tensor<32x16xf32>
    %560 = stablehlo.subtract %arg9, %559 : tensor<32x16xf32>
    %561 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %562 = stablehlo.multiply %561, %391 : tensor<16xf32>
    %563 = stablehlo.subtract %arg10, %562 : tensor<16xf32>
    %564 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %565 = stablehlo.multiply %564, %387 : tensor<16x16xf32>
    %566 = stablehlo.subtract %arg11, %565 : tensor<16x16xf32>
    %567 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %568 = stablehlo.multiply %567, %378 : tensor<16x16xf32>
    %569 = stablehlo.subtract %arg12, %568 : tensor<16x16xf32>
    %570 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %571 = stablehlo.multiply %570, %370 : tensor<16x16xf32>
    %572 = stablehlo.subtract %arg13, %571 : tensor<16x16xf32>
    %573 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %574 = stablehlo.multiply %573, %319 : tensor<16x16xf32>
    %575 = stablehlo.subtract %arg14, %574 : tensor<16x16xf32>
    %576 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %577 = stablehlo.multiply %576, %299 : tensor<16xf32>
    %578 = stablehlo.subtract %arg15, %577 : tensor<16xf32>
    %579 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %580 = stablehlo.multiply %579, %295 : tensor<16x32xf32>
    %581 = stablehlo.subtract %arg16, %580 : tensor<16x32xf32>
    %582 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %583 = stablehlo.multiply %582, %281 : tensor<16x32xf32>
    %584 = stablehlo.subtract %arg17, %583 : tensor<16x32xf32>
    %585 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %586 = stablehlo.multiply %585, %276 : tensor<32x16xf32>
    %587 = stablehlo.subtract %arg18, %586 : tensor<32x16xf32>
    %588 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %589 = stablehlo.multiply %588, %252 : tensor<16xf32>
    %590 = stablehlo.subtract %arg19, %589 : tensor<16xf32>
    %591 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %592 = stablehlo.multiply %591, %249 : tensor<16x64xf32>
    %593 = stablehlo.subtract %arg20, %592 : tensor<16x64xf32>
    return %214, %533, %536, %539, %542, %545, %548, %551, %554, %557, %560, %563, %566, %569, %572, %575, %578, %581, %584, %587, %590, %593 : tensor<f32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x64xf32>
  }
}
