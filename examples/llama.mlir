module @jit_llama {
  symopt.dim @B
  symopt.dim @T
  func.func public @train_step(%arg0: tensor<64x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<32x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16x16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16x32xf32>, %arg17: tensor<16x32xf32>, %arg18: tensor<32x16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x64xf32>, %arg21: tensor<?x?xi32, [@B, @T]>, %arg22: tensor<?x?xi32, [@B, @T]>) -> (tensor<f32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x64xf32>) {
    %0 = "stablehlo.gather"(%arg0, %arg21) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<?x?xi32, [@B, @T]>) -> tensor<?x?x16xf32>
    %1 = stablehlo.constant dense<[1.000000e+00, 1.000000e-01, 0.00999999977, 1.000000e-03, 1.000000e+00, 1.000000e-01, 0.00999999977, 1.000000e-03]> : tensor<8xf32>
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
    %23 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %24 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %25 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %26 = stablehlo.concatenate %24, %25, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %27 = stablehlo.dynamic_broadcast_in_dim %23, %26, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %28 = stablehlo.divide %22, %27 : tensor<?x?xf32>
    %29 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %30 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %31 = stablehlo.constant dense<16> : tensor<1xi32>
    %32 = stablehlo.concatenate %29, %30, %31, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %33 = stablehlo.dynamic_broadcast_in_dim %28, %32, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %35 = stablehlo.dynamic_broadcast_in_dim %34, %32, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %36 = stablehlo.add %33, %35 : tensor<?x?x16xf32>
    %37 = stablehlo.rsqrt %36 : tensor<?x?x16xf32>
    %38 = stablehlo.multiply %0, %37 : tensor<?x?x16xf32>
    %39 = stablehlo.dynamic_broadcast_in_dim %arg1, %32, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<?x?x16xf32>
    %41 = stablehlo.dot_general %40, %arg2, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %42 = stablehlo.dynamic_reshape %41, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %43 = stablehlo.multiply %42, %16 : tensor<?x?x2x8xf32>
    %44 = stablehlo.dot_general %42, %19, contracting_dims = [3] x [0] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %45 = stablehlo.multiply %44, %18 : tensor<?x?x2x8xf32>
    %46 = stablehlo.add %43, %45 : tensor<?x?x2x8xf32>
    %47 = stablehlo.dot_general %40, %arg3, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %48 = stablehlo.dynamic_reshape %47, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %49 = stablehlo.multiply %48, %16 : tensor<?x?x2x8xf32>
    %50 = stablehlo.dot_general %48, %19, contracting_dims = [3] x [0] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %51 = stablehlo.multiply %50, %18 : tensor<?x?x2x8xf32>
    %52 = stablehlo.add %49, %51 : tensor<?x?x2x8xf32>
    %53 = stablehlo.dot_general %40, %arg4, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %54 = stablehlo.dynamic_reshape %53, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %55 = stablehlo.dot_general %46, %52, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %56 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %57 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.constant dense<2> : tensor<1xi32>
    %59 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %60 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %61 = stablehlo.concatenate %57, %58, %59, %60, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %62 = stablehlo.dynamic_broadcast_in_dim %56, %61, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %63 = stablehlo.multiply %55, %62 : tensor<?x2x?x?xf32>
    %64 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %65 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %66 = stablehlo.concatenate %64, %65, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %67 = stablehlo.dynamic_iota %66, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %68 = stablehlo.dynamic_iota %66, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %69 = stablehlo.compare GE, %67, %68, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %70 = stablehlo.dynamic_broadcast_in_dim %69, %61, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %71 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %72 = stablehlo.dynamic_broadcast_in_dim %71, %61, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %73 = stablehlo.select %70, %63, %72 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.reduce(%73 init: %74) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %76 = stablehlo.dynamic_broadcast_in_dim %75, %61, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %77 = stablehlo.subtract %73, %76 : tensor<?x2x?x?xf32>
    %78 = stablehlo.exponential %77 : tensor<?x2x?x?xf32>
    %79 = stablehlo.reduce(%78 init: %21) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %80 = stablehlo.dynamic_broadcast_in_dim %79, %61, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %81 = stablehlo.divide %78, %80 : tensor<?x2x?x?xf32>
    %82 = stablehlo.dot_general %81, %54, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %83 = stablehlo.transpose %82, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %84 = stablehlo.dynamic_reshape %83, %32 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %85 = stablehlo.dot_general %84, %arg5, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %86 = stablehlo.add %0, %85 : tensor<?x?x16xf32>
    %87 = stablehlo.multiply %86, %86 : tensor<?x?x16xf32>
    %88 = stablehlo.reduce(%87 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %89 = stablehlo.divide %88, %27 : tensor<?x?xf32>
    %90 = stablehlo.dynamic_broadcast_in_dim %89, %32, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %91 = stablehlo.add %90, %35 : tensor<?x?x16xf32>
    %92 = stablehlo.rsqrt %91 : tensor<?x?x16xf32>
    %93 = stablehlo.multiply %86, %92 : tensor<?x?x16xf32>
    %94 = stablehlo.dynamic_broadcast_in_dim %arg6, %32, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<?x?x16xf32>
    %96 = stablehlo.dot_general %95, %arg7, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %97 = stablehlo.logistic %96 : tensor<?x?x32xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<?x?x32xf32>
    %99 = stablehlo.dot_general %95, %arg8, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<?x?x32xf32>
    %101 = stablehlo.dot_general %100, %arg9, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %102 = stablehlo.add %86, %101 : tensor<?x?x16xf32>
    %103 = stablehlo.multiply %102, %102 : tensor<?x?x16xf32>
    %104 = stablehlo.reduce(%103 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %105 = stablehlo.divide %104, %27 : tensor<?x?xf32>
    %106 = stablehlo.dynamic_broadcast_in_dim %105, %32, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %107 = stablehlo.add %106, %35 : tensor<?x?x16xf32>
    %108 = stablehlo.rsqrt %107 : tensor<?x?x16xf32>
    %109 = stablehlo.multiply %102, %108 : tensor<?x?x16xf32>
    %110 = stablehlo.dynamic_broadcast_in_dim %arg10, %32, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<?x?x16xf32>
    %112 = stablehlo.dot_general %111, %arg11, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %113 = stablehlo.dynamic_reshape %112, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %114 = stablehlo.multiply %113, %16 : tensor<?x?x2x8xf32>
    %115 = stablehlo.dot_general %113, %19, contracting_dims = [3] x [0] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %116 = stablehlo.multiply %115, %18 : tensor<?x?x2x8xf32>
    %117 = stablehlo.add %114, %116 : tensor<?x?x2x8xf32>
    %118 = stablehlo.dot_general %111, %arg12, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %119 = stablehlo.dynamic_reshape %118, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %120 = stablehlo.multiply %119, %16 : tensor<?x?x2x8xf32>
    %121 = stablehlo.dot_general %119, %19, contracting_dims = [3] x [0] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %122 = stablehlo.multiply %121, %18 : tensor<?x?x2x8xf32>
    %123 = stablehlo.add %120, %122 : tensor<?x?x2x8xf32>
    %124 = stablehlo.dot_general %111, %arg13, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %125 = stablehlo.dynamic_reshape %124, %15 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %126 = stablehlo.dot_general %117, %123, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %127 = stablehlo.multiply %126, %62 : tensor<?x2x?x?xf32>
    %128 = stablehlo.dynamic_iota %66, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %129 = stablehlo.dynamic_iota %66, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %130 = stablehlo.compare GE, %128, %129, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %131 = stablehlo.dynamic_broadcast_in_dim %130, %61, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %132 = stablehlo.select %131, %127, %72 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %133 = stablehlo.reduce(%132 init: %74) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %134 = stablehlo.dynamic_broadcast_in_dim %133, %61, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %135 = stablehlo.subtract %132, %134 : tensor<?x2x?x?xf32>
    %136 = stablehlo.exponential %135 : tensor<?x2x?x?xf32>
    %137 = stablehlo.reduce(%136 init: %21) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %138 = stablehlo.dynamic_broadcast_in_dim %137, %61, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %139 = stablehlo.divide %136, %138 : tensor<?x2x?x?xf32>
    %140 = stablehlo.dot_general %139, %125, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %141 = stablehlo.transpose %140, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %142 = stablehlo.dynamic_reshape %141, %32 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %143 = stablehlo.dot_general %142, %arg14, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %144 = stablehlo.add %102, %143 : tensor<?x?x16xf32>
    %145 = stablehlo.multiply %144, %144 : tensor<?x?x16xf32>
    %146 = stablehlo.reduce(%145 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %147 = stablehlo.divide %146, %27 : tensor<?x?xf32>
    %148 = stablehlo.dynamic_broadcast_in_dim %147, %32, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %149 = stablehlo.add %148, %35 : tensor<?x?x16xf32>
    %150 = stablehlo.rsqrt %149 : tensor<?x?x16xf32>
    %151 = stablehlo.multiply %144, %150 : tensor<?x?x16xf32>
    %152 = stablehlo.dynamic_broadcast_in_dim %arg15, %32, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<?x?x16xf32>
    %154 = stablehlo.dot_general %153, %arg16, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %155 = stablehlo.logistic %154 : tensor<?x?x32xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<?x?x32xf32>
    %157 = stablehlo.dot_general %153, %arg17, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<?x?x32xf32>
    %159 = stablehlo.dot_general %158, %arg18, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %160 = stablehlo.add %144, %159 : tensor<?x?x16xf32>
    %161 = stablehlo.multiply %160, %160 : tensor<?x?x16xf32>
    %162 = stablehlo.reduce(%161 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %163 = stablehlo.divide %162, %27 : tensor<?x?xf32>
    %164 = stablehlo.dynamic_broadcast_in_dim %163, %32, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %165 = stablehlo.add %164, %35 : tensor<?x?x16xf32>
    %166 = stablehlo.rsqrt %165 : tensor<?x?x16xf32>
    %167 = stablehlo.multiply %160, %166 : tensor<?x?x16xf32>
    %168 = stablehlo.dynamic_broadcast_in_dim %arg19, %32, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<?x?x16xf32>
    %170 = stablehlo.dot_general %169, %arg20, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x64xf32>) -> tensor<?x?x64xf32>
    %171 = stablehlo.reduce(%170 init: %74) applies stablehlo.maximum across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %172 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %173 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %174 = stablehlo.constant dense<64> : tensor<1xi32>
    %175 = stablehlo.concatenate %172, %173, %174, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %176 = stablehlo.dynamic_broadcast_in_dim %171, %175, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %177 = stablehlo.subtract %170, %176 : tensor<?x?x64xf32>
    %178 = stablehlo.exponential %177 : tensor<?x?x64xf32>
    %179 = stablehlo.reduce(%178 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %180 = stablehlo.log %179 : tensor<?x?xf32>
    %181 = stablehlo.dynamic_iota %175, dim = 2 : (tensor<3xi32>) -> tensor<?x?x64xi32>
    %182 = stablehlo.dynamic_broadcast_in_dim %arg22, %175, dims = [0, 1] : (tensor<?x?xi32, [@B, @T]>, tensor<3xi32>) -> tensor<?x?x64xi32>
    %183 = stablehlo.compare EQ, %181, %182, SIGNED : (tensor<?x?x64xi32>, tensor<?x?x64xi32>) -> tensor<?x?x64xi1>
    %184 = stablehlo.dynamic_broadcast_in_dim %21, %175, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %185 = stablehlo.select %183, %177, %184 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %186 = stablehlo.reduce(%185 init: %21) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %187 = stablehlo.subtract %180, %186 : tensor<?x?xf32>
    %188 = stablehlo.reduce(%187 init: %21) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<f32>
    %189 = stablehlo.multiply %2, %3 : tensor<i32>
    %190 = stablehlo.convert %189 : (tensor<i32>) -> tensor<f32>
    %191 = stablehlo.divide %188, %190 : tensor<f32>
    %192 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %193 = stablehlo.divide %192, %190 : tensor<f32>
    %194 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %195 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %196 = stablehlo.concatenate %194, %195, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %197 = stablehlo.dynamic_broadcast_in_dim %193, %196, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %198 = stablehlo.negate %197 : tensor<?x?xf32>
    %199 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %200 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %201 = stablehlo.constant dense<64> : tensor<1xi32>
    %202 = stablehlo.concatenate %199, %200, %201, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %203 = stablehlo.dynamic_broadcast_in_dim %198, %202, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.dynamic_broadcast_in_dim %204, %202, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %206 = stablehlo.select %183, %203, %205 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %207 = stablehlo.divide %197, %179 : tensor<?x?xf32>
    %208 = stablehlo.dynamic_broadcast_in_dim %207, %202, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %209 = stablehlo.multiply %208, %178 : tensor<?x?x64xf32>
    %210 = stablehlo.add %206, %209 : tensor<?x?x64xf32>
    %211 = stablehlo.negate %210 : tensor<?x?x64xf32>
    %212 = stablehlo.reduce(%211 init: %204) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %213 = stablehlo.dynamic_reshape %212, %196 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %214 = stablehlo.dynamic_broadcast_in_dim %171, %202, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %215 = stablehlo.compare EQ, %170, %214, FLOAT : (tensor<?x?x64xf32>, tensor<?x?x64xf32>) -> tensor<?x?x64xi1>
    %216 = stablehlo.convert %215 : (tensor<?x?x64xi1>) -> tensor<?x?x64xf32>
    %217 = stablehlo.reduce(%216 init: %204) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %218 = stablehlo.divide %213, %217 : tensor<?x?xf32>
    %219 = stablehlo.dynamic_broadcast_in_dim %218, %202, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %220 = stablehlo.multiply %216, %219 : tensor<?x?x64xf32>
    %221 = stablehlo.add %210, %220 : tensor<?x?x64xf32>
    %222 = stablehlo.dot_general %221, %arg20, contracting_dims = [2] x [1] : (tensor<?x?x64xf32>, tensor<16x64xf32>) -> tensor<?x?x16xf32>
    %223 = stablehlo.dot_general %221, %169, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x64xf32>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %224 = stablehlo.transpose %223, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %225 = stablehlo.multiply %222, %168 : tensor<?x?x16xf32>
    %226 = stablehlo.multiply %222, %167 : tensor<?x?x16xf32>
    %227 = stablehlo.reduce(%226 init: %204) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %228 = stablehlo.multiply %225, %166 : tensor<?x?x16xf32>
    %229 = stablehlo.multiply %225, %160 : tensor<?x?x16xf32>
    %230 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %231 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %232 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %233 = stablehlo.constant dense<16> : tensor<1xi32>
    %234 = stablehlo.concatenate %231, %232, %233, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %235 = stablehlo.dynamic_broadcast_in_dim %230, %234, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %236 = stablehlo.multiply %166, %235 : tensor<?x?x16xf32>
    %237 = stablehlo.divide %236, %165 : tensor<?x?x16xf32>
    %238 = stablehlo.multiply %229, %237 : tensor<?x?x16xf32>
    %239 = stablehlo.reduce(%238 init: %204) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %240 = stablehlo.dynamic_reshape %239, %196 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %241 = stablehlo.divide %240, %27 : tensor<?x?xf32>
    %242 = stablehlo.dynamic_broadcast_in_dim %241, %234, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %243 = stablehlo.multiply %242, %160 : tensor<?x?x16xf32>
    %244 = stablehlo.multiply %242, %160 : tensor<?x?x16xf32>
    %245 = stablehlo.add %228, %243 : tensor<?x?x16xf32>
    %246 = stablehlo.add %245, %244 : tensor<?x?x16xf32>
    %247 = stablehlo.dot_general %246, %arg18, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %248 = stablehlo.dot_general %246, %158, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %249 = stablehlo.transpose %248, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %250 = stablehlo.multiply %247, %157 : tensor<?x?x32xf32>
    %251 = stablehlo.multiply %247, %156 : tensor<?x?x32xf32>
    %252 = stablehlo.dot_general %251, %arg17, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %253 = stablehlo.dot_general %251, %153, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %254 = stablehlo.transpose %253, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %255 = stablehlo.multiply %250, %155 : tensor<?x?x32xf32>
    %256 = stablehlo.multiply %250, %154 : tensor<?x?x32xf32>
    %257 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %258 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %259 = stablehlo.constant dense<32> : tensor<1xi32>
    %260 = stablehlo.concatenate %257, %258, %259, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %261 = stablehlo.dynamic_broadcast_in_dim %192, %260, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %262 = stablehlo.subtract %261, %155 : tensor<?x?x32xf32>
    %263 = stablehlo.multiply %155, %262 : tensor<?x?x32xf32>
    %264 = stablehlo.multiply %256, %263 : tensor<?x?x32xf32>
    %265 = stablehlo.add %255, %264 : tensor<?x?x32xf32>
    %266 = stablehlo.dot_general %265, %arg16, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %267 = stablehlo.dot_general %265, %153, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %268 = stablehlo.transpose %267, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %269 = stablehlo.add %252, %266 : tensor<?x?x16xf32>
    %270 = stablehlo.multiply %269, %152 : tensor<?x?x16xf32>
    %271 = stablehlo.multiply %269, %151 : tensor<?x?x16xf32>
    %272 = stablehlo.reduce(%271 init: %204) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %273 = stablehlo.multiply %270, %150 : tensor<?x?x16xf32>
    %274 = stablehlo.multiply %270, %144 : tensor<?x?x16xf32>
    %275 = stablehlo.add %246, %273 : tensor<?x?x16xf32>
    %276 = stablehlo.multiply %150, %235 : tensor<?x?x16xf32>
    %277 = stablehlo.divide %276, %149 : tensor<?x?x16xf32>
    %278 = stablehlo.multiply %274, %277 : tensor<?x?x16xf32>
    %279 = stablehlo.reduce(%278 init: %204) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %280 = stablehlo.dynamic_reshape %279, %196 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %281 = stablehlo.divide %280, %27 : tensor<?x?xf32>
    %282 = stablehlo.dynamic_broadcast_in_dim %281, %234, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %283 = stablehlo.multiply %282, %144 : tensor<?x?x16xf32>
    %284 = stablehlo.multiply %282, %144 : tensor<?x?x16xf32>
    %285 = stablehlo.add %275, %283 : tensor<?x?x16xf32>
    %286 = stablehlo.add %285, %284 : tensor<?x?x16xf32>
    %287 = stablehlo.dot_general %286, %arg14, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %288 = stablehlo.dot_general %286, %142, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %289 = stablehlo.transpose %288, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %290 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %291 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %292 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %293 = stablehlo.concatenate %290, %291, %292, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
    %294 = stablehlo.dynamic_reshape %287, %293 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %295 = stablehlo.transpose %294, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %296 = stablehlo.dot_general %295, %125, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %297 = stablehlo.dot_general %295, %139, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %298 = stablehlo.transpose %297, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %299 = stablehlo.divide %296, %138 : tensor<?x2x?x?xf32>
    %300 = stablehlo.multiply %299, %139 : tensor<?x2x?x?xf32>
    %301 = stablehlo.negate %300 : tensor<?x2x?x?xf32>
    %302 = stablehlo.reduce(%301 init: %204) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %303 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %304 = stablehlo.constant dense<2> : tensor<1xi32>
    %305 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %306 = stablehlo.concatenate %303, %304, %305, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %307 = stablehlo.dynamic_reshape %302, %306 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %308 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %309 = stablehlo.constant dense<2> : tensor<1xi32>
    %310 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %311 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %312 = stablehlo.concatenate %308, %309, %310, %311, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %313 = stablehlo.dynamic_broadcast_in_dim %307, %312, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %314 = stablehlo.add %299, %313 : tensor<?x2x?x?xf32>
    %315 = stablehlo.multiply %314, %136 : tensor<?x2x?x?xf32>
    %316 = stablehlo.negate %315 : tensor<?x2x?x?xf32>
    %317 = stablehlo.reduce(%316 init: %204) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %318 = stablehlo.dynamic_reshape %317, %306 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %319 = stablehlo.dynamic_broadcast_in_dim %133, %312, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %320 = stablehlo.compare EQ, %132, %319, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %321 = stablehlo.convert %320 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %322 = stablehlo.reduce(%321 init: %204) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %323 = stablehlo.divide %318, %322 : tensor<?x2x?xf32>
    %324 = stablehlo.dynamic_broadcast_in_dim %323, %312, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %325 = stablehlo.multiply %321, %324 : tensor<?x2x?x?xf32>
    %326 = stablehlo.add %315, %325 : tensor<?x2x?x?xf32>
    %327 = stablehlo.dynamic_broadcast_in_dim %204, %312, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %328 = stablehlo.select %131, %326, %327 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %329 = stablehlo.multiply %328, %62 : tensor<?x2x?x?xf32>
    %330 = stablehlo.dot_general %329, %123, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %331 = stablehlo.transpose %330, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %332 = stablehlo.dot_general %329, %117, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %333 = stablehlo.transpose %332, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %334 = stablehlo.dynamic_reshape %298, %234 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %335 = stablehlo.dot_general %334, %arg13, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %336 = stablehlo.dot_general %334, %111, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %337 = stablehlo.transpose %336, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %338 = stablehlo.multiply %333, %18 : tensor<?x?x2x8xf32>
    %339 = stablehlo.dot_general %338, %19, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %340 = stablehlo.multiply %333, %16 : tensor<?x?x2x8xf32>
    %341 = stablehlo.add %339, %340 : tensor<?x?x2x8xf32>
    %342 = stablehlo.dynamic_reshape %341, %234 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %343 = stablehlo.dot_general %342, %arg12, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %344 = stablehlo.dot_general %342, %111, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %345 = stablehlo.transpose %344, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %346 = stablehlo.add %335, %343 : tensor<?x?x16xf32>
    %347 = stablehlo.multiply %331, %18 : tensor<?x?x2x8xf32>
    %348 = stablehlo.dot_general %347, %19, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %349 = stablehlo.multiply %331, %16 : tensor<?x?x2x8xf32>
    %350 = stablehlo.add %348, %349 : tensor<?x?x2x8xf32>
    %351 = stablehlo.dynamic_reshape %350, %234 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %352 = stablehlo.dot_general %351, %arg11, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %353 = stablehlo.dot_general %351, %111, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %354 = stablehlo.transpose %353, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %355 = stablehlo.add %346, %352 : tensor<?x?x16xf32>
    %356 = stablehlo.multiply %355, %110 : tensor<?x?x16xf32>
    %357 = stablehlo.multiply %355, %109 : tensor<?x?x16xf32>
    %358 = stablehlo.reduce(%357 init: %204) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %359 = stablehlo.multiply %356, %108 : tensor<?x?x16xf32>
    %360 = stablehlo.multiply %356, %102 : tensor<?x?x16xf32>
    %361 = stablehlo.add %286, %359 : tensor<?x?x16xf32>
    %362 = stablehlo.multiply %108, %235 : tensor<?x?x16xf32>
    %363 = stablehlo.divide %362, %107 : tensor<?x?x16xf32>
    %364 = stablehlo.multiply %360, %363 : tensor<?x?x16xf32>
    %365 = stablehlo.reduce(%364 init: %204) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %366 = stablehlo.dynamic_reshape %365, %196 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %367 = stablehlo.divide %366, %27 : tensor<?x?xf32>
    %368 = stablehlo.dynamic_broadcast_in_dim %367, %234, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %369 = stablehlo.multiply %368, %102 : tensor<?x?x16xf32>
    %370 = stablehlo.multiply %368, %102 : tensor<?x?x16xf32>
    %371 = stablehlo.add %361, %369 : tensor<?x?x16xf32>
    %372 = stablehlo.add %371, %370 : tensor<?x?x16xf32>
    %373 = stablehlo.dot_general %372, %arg9, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %374 = stablehlo.dot_general %372, %100, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %375 = stablehlo.transpose %374, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %376 = stablehlo.multiply %373, %99 : tensor<?x?x32xf32>
    %377 = stablehlo.multiply %373, %98 : tensor<?x?x32xf32>
    %378 = stablehlo.dot_general %377, %arg8, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %379 = stablehlo.dot_general %377, %95, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %380 = stablehlo.transpose %379, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %381 = stablehlo.multiply %376, %97 : tensor<?x?x32xf32>
    %382 = stablehlo.multiply %376, %96 : tensor<?x?x32xf32>
    %383 = stablehlo.subtract %261, %97 : tensor<?x?x32xf32>
    %384 = stablehlo.multiply %97, %383 : tensor<?x?x32xf32>
    %385 = stablehlo.multiply %382, %384 : tensor<?x?x32xf32>
    %386 = stablehlo.add %381, %385 : tensor<?x?x32xf32>
    %387 = stablehlo.dot_general %386, %arg7, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %388 = stablehlo.dot_general %386, %95, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %389 = stablehlo.transpose %388, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %390 = stablehlo.add %378, %387 : tensor<?x?x16xf32>
    %391 = stablehlo.multiply %390, %94 : tensor<?x?x16xf32>
    %392 = stablehlo.multiply %390, %93 : tensor<?x?x16xf32>
    %393 = stablehlo.reduce(%392 init: %204) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %394 = stablehlo.multiply %391, %92 : tensor<?x?x16xf32>
    %395 = stablehlo.multiply %391, %86 : tensor<?x?x16xf32>
    %396 = stablehlo.add %372, %394 : tensor<?x?x16xf32>
    %397 = stablehlo.multiply %92, %235 : tensor<?x?x16xf32>
    %398 = stablehlo.divide %397, %91 : tensor<?x?x16xf32>
    %399 = stablehlo.multiply %395, %398 : tensor<?x?x16xf32>
    %400 = stablehlo.reduce(%399 init: %204) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %401 = stablehlo.dynamic_reshape %400, %196 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %402 = stablehlo.divide %401, %27 : tensor<?x?xf32>
    %403 = stablehlo.dynamic_broadcast_in_dim %402, %234, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %404 = stablehlo.multiply %403, %86 : tensor<?x?x16xf32>
    %405 = stablehlo.multiply %403, %86 : tensor<?x?x16xf32>
    %406 = stablehlo.add %396, %404 : tensor<?x?x16xf32>
    %407 = stablehlo.add %406, %405 : tensor<?x?x16xf32>
    %408 = stablehlo.dot_general %407, %arg5, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %409 = stablehlo.dot_general %407, %84, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %410 = stablehlo.transpose %409, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %411 = stablehlo.dynamic_reshape %408, %293 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %412 = stablehlo.transpose %411, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %413 = stablehlo.dot_general %412, %54, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %414 = stablehlo.dot_general %412, %81, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %415 = stablehlo.transpose %414, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %416 = stablehlo.divide %413, %80 : tensor<?x2x?x?xf32>
    %417 = stablehlo.multiply %416, %81 : tensor<?x2x?x?xf32>
    %418 = stablehlo.negate %417 : tensor<?x2x?x?xf32>
    %419 = stablehlo.reduce(%418 init: %204) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %420 = stablehlo.dynamic_reshape %419, %306 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %421 = stablehlo.dynamic_broadcast_in_dim %420, %312, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %422 = stablehlo.add %416, %421 : tensor<?x2x?x?xf32>
    %423 = stablehlo.multiply %422, %78 : tensor<?x2x?x?xf32>
    %424 = stablehlo.negate %423 : tensor<?x2x?x?xf32>
    %425 = stablehlo.reduce(%424 init: %204) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %426 = stablehlo.dynamic_reshape %425, %306 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %427 = stablehlo.dynamic_broadcast_in_dim %75, %312, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %428 = stablehlo.compare EQ, %73, %427, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %429 = stablehlo.convert %428 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %430 = stablehlo.reduce(%429 init: %204) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %431 = stablehlo.divide %426, %430 : tensor<?x2x?xf32>
    %432 = stablehlo.dynamic_broadcast_in_dim %431, %312, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %433 = stablehlo.multiply %429, %432 : tensor<?x2x?x?xf32>
    %434 = stablehlo.add %423, %433 : tensor<?x2x?x?xf32>
    %435 = stablehlo.select %70, %434, %327 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %436 = stablehlo.multiply %435, %62 : tensor<?x2x?x?xf32>
    %437 = stablehlo.dot_general %436, %52, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %438 = stablehlo.transpose %437, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %439 = stablehlo.dot_general %436, %46, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %440 = stablehlo.transpose %439, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %441 = stablehlo.dynamic_reshape %415, %234 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %442 = stablehlo.dot_general %441, %arg4, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %443 = stablehlo.dot_general %441, %40, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %444 = stablehlo.transpose %443, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %445 = stablehlo.multiply %440, %18 : tensor<?x?x2x8xf32>
    %446 = stablehlo.dot_general %445, %19, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %447 = stablehlo.multiply %440, %16 : tensor<?x?x2x8xf32>
    %448 = stablehlo.add %446, %447 : tensor<?x?x2x8xf32>
    %449 = stablehlo.dynamic_reshape %448, %234 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %450 = stablehlo.dot_general %449, %arg3, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %451 = stablehlo.dot_general %449, %40, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %452 = stablehlo.transpose %451, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %453 = stablehlo.add %442, %450 : tensor<?x?x16xf32>
    %454 = stablehlo.multiply %438, %18 : tensor<?x?x2x8xf32>
    %455 = stablehlo.dot_general %454, %19, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %456 = stablehlo.multiply %438, %16 : tensor<?x?x2x8xf32>
    %457 = stablehlo.add %455, %456 : tensor<?x?x2x8xf32>
    %458 = stablehlo.dynamic_reshape %457, %234 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %459 = stablehlo.dot_general %458, %arg2, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %460 = stablehlo.dot_general %458, %40, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %461 = stablehlo.transpose %460, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %462 = stablehlo.add %453, %459 : tensor<?x?x16xf32>
    %463 = stablehlo.multiply %462, %39 : tensor<?x?x16xf32>
    %464 = stablehlo.multiply %462, %38 : tensor<?x?x16xf32>
    %465 = stablehlo.reduce(%464 init: %204) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %466 = stablehlo.multiply %463, %37 : tensor<?x?x16xf32>
    %467 = stablehlo.multiply %463, %0 : tensor<?x?x16xf32>
    %468 = stablehlo.add %407, %466 : tensor<?x?x16xf32>
    %469 = stablehlo.multiply %37, %235 : tensor<?x?x16xf32>
    %470 = stablehlo.divide %469, %36 : tensor<?x?x16xf32>
    %471 = stablehlo.multiply %467, %470 : tensor<?x?x16xf32>
    %472 = stablehlo.reduce(%471 init: %204) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %473 = stablehlo.dynamic_reshape %472, %196 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %474 = stablehlo.divide %473, %27 : tensor<?x?xf32>
    %475 = stablehlo.dynamic_broadcast_in_dim %474, %234, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %476 = stablehlo.multiply %475, %0 : tensor<?x?x16xf32>
    %477 = stablehlo.multiply %475, %0 : tensor<?x?x16xf32>
    %478 = stablehlo.add %468, %476 : tensor<?x?x16xf32>
    %479 = stablehlo.add %478, %477 : tensor<?x?x16xf32>
    %480 = stablehlo.broadcast_in_dim %204, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %481 = "stablehlo.scatter"(%480, %arg21, %479) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %531 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %531 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<?x?xi32, [@B, @T]>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %482 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %484 = stablehlo.multiply %483, %481 : tensor<64x16xf32>
    %485 = stablehlo.subtract %arg0, %484 : tensor<64x16xf32>
    %486 = stablehlo.broadcast_in_dim %482, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %487 = stablehlo.multiply %486, %465 : tensor<16xf32>
    %488 = stablehlo.subtract %arg1, %487 : tensor<16xf32>
    %489 = stablehlo.broadcast_in_dim %482, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %490 = stablehlo.multiply %489, %461 : tensor<16x16xf32>
    %491 = stablehlo.subtract %arg2, %490 : tensor<16x16xf32>
    %492 = stablehlo.multiply %489, %452 : tensor<16x16xf32>
    %493 = stablehlo.subtract %arg3, %492 : tensor<16x16xf32>
    %494 = stablehlo.multiply %489, %444 : tensor<16x16xf32>
    %495 = stablehlo.subtract %arg4, %494 : tensor<16x16xf32>
    %496 = stablehlo.multiply %489, %410 : tensor<16x16xf32>
    %497 = stablehlo.subtract %arg5, %496 : tensor<16x16xf32>
    %498 = stablehlo.multiply %486, %393 : tensor<16xf32>
    %499 = stablehlo.subtract %arg6, %498 : tensor<16xf32>
    %500 = stablehlo.broadcast_in_dim %482, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %501 = stablehlo.multiply %500, %389 : tensor<16x32xf32>
    %502 = stablehlo.subtract %arg7, %501 : tensor<16x32xf32>
    %503 = stablehlo.multiply %500, %380 : tensor<16x32xf32>
    %504 = stablehlo.subtract %arg8, %503 : tensor<16x32xf32>
    %505 = stablehlo.broadcast_in_dim %482, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %506 = stablehlo.multiply %505, %375 : tensor<32x16xf32>
    %507 = stablehlo.subtract %arg9, %506 : tensor<32x16xf32>
    %508 = stablehlo.multiply %486, %358 : tensor<16xf32>
    %509 = stablehlo.subtract %arg10, %508 : tensor<16xf32>
    %510 = stablehlo.multiply %489, %354 : tensor<16x16xf32>
    %511 = stablehlo.subtract %arg11, %510 : tensor<16x16xf32>
    %512 = stablehlo.multiply %489, %345 : tensor<16x16xf32>
    %513 = stablehlo.subtract %arg12, %512 : tensor<16x16xf32>
    %514 = stablehlo.multiply %489, %337 : tensor<16x16xf32>
    %515 = stablehlo.subtract %arg13, %514 : tensor<16x16xf32>
    %516 = stablehlo.multiply %489, %289 : tensor<16x16xf32>
    %517 = stablehlo.subtract %arg14, %516 : tensor<16x16xf32>
    %518 = stablehlo.multiply %486, %272 : tensor<16xf32>
    %519 = stablehlo.subtract %arg15, %518 : tensor<16xf32>
    %520 = stablehlo.multiply %500, %268 : tensor<16x32xf32>
    %521 = stablehlo.subtract %arg16, %520 : tensor<16x32xf32>
    %522 = stablehlo.multiply %500, %254 : tensor<16x32xf32>
    %523 = stablehlo.subtract %arg17, %522 : tensor<16x32xf32>
    %524 = stablehlo.multiply %505, %249 : tensor<32x16xf32>
    %525 = stablehlo.subtract %arg18, %524 : tensor<32x16xf32>
    %526 = stablehlo.multiply %486, %227 : tensor<16xf32>
    %527 = stablehlo.subtract %arg19, %526 : tensor<16xf32>
    %528 = stablehlo.broadcast_in_dim %482, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %529 = stablehlo.multiply %528, %224 : tensor<16x64xf32>
    %530 = stablehlo.subtract %arg20, %529 : tensor<16x64xf32>
    return %191, %485, %488, %491, %493, %495, %497, %499, %502, %504, %507, %509, %511, %513, %515, %517, %519, %521, %523, %525, %527, %530 : tensor<f32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x64xf32>
  }
}
