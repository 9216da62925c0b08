module @jit_llama {
  symopt.dim @B
  symopt.dim @T
  func.func public @main(%arg0: tensor<64x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<32x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16x16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16x32xf32>, %arg17: tensor<16x32xf32>, %arg18: tensor<32x16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x64xf32>, %arg21: tensor<?x?xi32, [@B, @T]>, %arg22: tensor<?x?xi32, [@B, @T]>) -> tensor<f32> {
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
    return %191 : tensor<f32>
  }
}
