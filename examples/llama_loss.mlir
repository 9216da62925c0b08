module @jit_llama {
  symopt.dim @B
  symopt.dim @T
  func.func public @main(%arg0: tensor<64x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<32x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16x16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16x32xf32>, %arg17: tensor<16x32xf32>, %arg18: tensor<32x16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x64xf32>, %arg21: tensor<?x?xi32, [@B, @T]>, %arg22: tensor<?x?xi32, [@B, @T]>) -> tensor<f32> {
    %0 = "stablehlo.gather"(%arg0, %arg21) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<?x?xi32, [@B, @T]>) -> tensor<?x?x16xf32>
    %cst = stablehlo.constant dense<[1.000000e+00, 1.000000e-01, 0.00999999977, 1.000000e-03, 1.000000e+00, 1.000000e-01, 0.00999999977, 1.000000e-03]> : tensor<8xf32>
    %1 = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?x?x16xf32>) -> tensor<i32>
    %2 = stablehlo.get_dimension_size %0, dim = 1 : (tensor<?x?x16xf32>) -> tensor<i32>
    %3 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %c = stablehlo.constant dense<8> : tensor<1xi32>
    %4 = stablehlo.concatenate %3, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5 = stablehlo.dynamic_iota %4, dim = 0 : (tensor<2xi32>) -> tensor<?x8xi32>
    %6 = stablehlo.convert %5 : (tensor<?x8xi32>) -> tensor<?x8xf32>
    %7 = stablehlo.dynamic_broadcast_in_dim %cst, %4, dims = [1] : (tensor<8xf32>, tensor<2xi32>) -> tensor<?x8xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<?x8xf32>
    %9 = stablehlo.cosine %8 : tensor<?x8xf32>
    %10 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %c_0 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %12 = stablehlo.concatenate %10, %11, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
    %13 = stablehlo.dynamic_broadcast_in_dim %9, %12, dims = [1, 3] : (tensor<?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %14 = stablehlo.sine %8 : tensor<?x8xf32>
    %15 = stablehlo.dynamic_broadcast_in_dim %14, %12, dims = [1, 3] : (tensor<?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %cst_1 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [-1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, -1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<8x8xf32>
    %16 = stablehlo.multiply %0, %0 : tensor<?x?x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %18 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %20 = stablehlo.concatenate %18, %19, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %21 = stablehlo.dynamic_broadcast_in_dim %cst_3, %20, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %22 = stablehlo.divide %17, %21 : tensor<?x?xf32>
    %23 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %24 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %c_4 = stablehlo.constant dense<16> : tensor<1xi32>
    %25 = stablehlo.concatenate %23, %24, %c_4, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %26 = stablehlo.dynamic_broadcast_in_dim %22, %25, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %27 = stablehlo.dynamic_broadcast_in_dim %cst_5, %25, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %28 = stablehlo.add %26, %27 : tensor<?x?x16xf32>
    %29 = stablehlo.rsqrt %28 : tensor<?x?x16xf32>
    %30 = stablehlo.multiply %0, %29 : tensor<?x?x16xf32>
    %31 = stablehlo.dynamic_broadcast_in_dim %arg1, %25, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<?x?x16xf32>
    %33 = stablehlo.dot_general %32, %arg2, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %34 = stablehlo.dynamic_reshape %33, %12 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %35 = stablehlo.multiply %34, %13 : tensor<?x?x2x8xf32>
    %36 = stablehlo.dot_general %34, %cst_1, contracting_dims = [3] x [0] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %37 = stablehlo.multiply %36, %15 : tensor<?x?x2x8xf32>
    %38 = stablehlo.add %35, %37 : tensor<?x?x2x8xf32>
    %39 = stablehlo.dot_general %32, %arg3, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %40 = stablehlo.dynamic_reshape %39, %12 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %41 = stablehlo.multiply %40, %13 : tensor<?x?x2x8xf32>
    %42 = stablehlo.dot_general %40, %cst_1, contracting_dims = [3] x [0] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %43 = stablehlo.multiply %42, %15 : tensor<?x?x2x8xf32>
    %44 = stablehlo.add %41, %43 : tensor<?x?x2x8xf32>
    %45 = stablehlo.dot_general %32, %arg4, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %46 = stablehlo.dynamic_reshape %45, %12 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %47 = stablehlo.dot_general %38, %44, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %cst_6 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %48 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %c_7 = stablehlo.constant dense<2> : tensor<1xi32>
    %49 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %50 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %51 = stablehlo.concatenate %48, %c_7, %49, %50, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %52 = stablehlo.dynamic_broadcast_in_dim %cst_6, %51, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %53 = stablehlo.multiply %47, %52 : tensor<?x2x?x?xf32>
    %54 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %55 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %56 = stablehlo.concatenate %54, %55, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %57 = stablehlo.dynamic_iota %56, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %58 = stablehlo.dynamic_iota %56, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %59 = stablehlo.compare GE, %57, %58, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %60 = stablehlo.dynamic_broadcast_in_dim %59, %51, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %cst_8 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %61 = stablehlo.dynamic_broadcast_in_dim %cst_8, %51, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %62 = stablehlo.select %60, %53, %61 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_9) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %64 = stablehlo.dynamic_broadcast_in_dim %63, %51, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %65 = stablehlo.subtract %62, %64 : tensor<?x2x?x?xf32>
    %66 = stablehlo.exponential %65 : tensor<?x2x?x?xf32>
    %67 = stablehlo.reduce(%66 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %68 = stablehlo.dynamic_broadcast_in_dim %67, %51, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %69 = stablehlo.divide %66, %68 : tensor<?x2x?x?xf32>
    %70 = stablehlo.dot_general %69, %46, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %71 = stablehlo.transpose %70, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %72 = stablehlo.dynamic_reshape %71, %25 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %73 = stablehlo.dot_general %72, %arg5, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %74 = stablehlo.add %0, %73 : tensor<?x?x16xf32>
    %75 = stablehlo.multiply %74, %74 : tensor<?x?x16xf32>
    %76 = stablehlo.reduce(%75 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %77 = stablehlo.divide %76, %21 : tensor<?x?xf32>
    %78 = stablehlo.dynamic_broadcast_in_dim %77, %25, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %79 = stablehlo.add %78, %27 : tensor<?x?x16xf32>
    %80 = stablehlo.rsqrt %79 : tensor<?x?x16xf32>
    %81 = stablehlo.multiply %74, %80 : tensor<?x?x16xf32>
    %82 = stablehlo.dynamic_broadcast_in_dim %arg6, %25, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<?x?x16xf32>
    %84 = stablehlo.dot_general %83, %arg7, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %85 = stablehlo.logistic %84 : tensor<?x?x32xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<?x?x32xf32>
    %87 = stablehlo.dot_general %83, %arg8, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %88 = stablehlo.multiply %86, %87 : tensor<?x?x32xf32>
    %89 = stablehlo.dot_general %88, %arg9, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %90 = stablehlo.add %74, %89 : tensor<?x?x16xf32>
    %91 = stablehlo.multiply %90, %90 : tensor<?x?x16xf32>
    %92 = stablehlo.reduce(%91 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %93 = stablehlo.divide %92, %21 : tensor<?x?xf32>
    %94 = stablehlo.dynamic_broadcast_in_dim %93, %25, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %95 = stablehlo.add %94, %27 : tensor<?x?x16xf32>
    %96 = stablehlo.rsqrt %95 : tensor<?x?x16xf32>
    %97 = stablehlo.multiply %90, %96 : tensor<?x?x16xf32>
    %98 = stablehlo.dynamic_broadcast_in_dim %arg10, %25, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %99 = stablehlo.multiply %97, %98 : tensor<?x?x16xf32>
    %100 = stablehlo.dot_general %99, %arg11, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %101 = stablehlo.dynamic_reshape %100, %12 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %102 = stablehlo.multiply %101, %13 : tensor<?x?x2x8xf32>
    %103 = stablehlo.dot_general %101, %cst_1, contracting_dims = [3] x [0] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %104 = stablehlo.multiply %103, %15 : tensor<?x?x2x8xf32>
    %105 = stablehlo.add %102, %104 : tensor<?x?x2x8xf32>
    %106 = stablehlo.dot_general %99, %arg12, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %107 = stablehlo.dynamic_reshape %106, %12 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %108 = stablehlo.multiply %107, %13 : tensor<?x?x2x8xf32>
    %109 = stablehlo.dot_general %107, %cst_1, contracting_dims = [3] x [0] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %110 = stablehlo.multiply %109, %15 : tensor<?x?x2x8xf32>
    %111 = stablehlo.add %108, %110 : tensor<?x?x2x8xf32>
    %112 = stablehlo.dot_general %99, %arg13, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %113 = stablehlo.dynamic_reshape %112, %12 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %114 = stablehlo.dot_general %105, %111, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %115 = stablehlo.multiply %114, %52 : tensor<?x2x?x?xf32>
    %116 = stablehlo.dynamic_iota %56, dim = 0 : (tensor<2xi32>) -> tensor<?x?xi32>
    %117 = stablehlo.dynamic_iota %56, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
    %118 = stablehlo.compare GE, %116, %117, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %119 = stablehlo.dynamic_broadcast_in_dim %118, %51, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %120 = stablehlo.select %119, %115, %61 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %121 = stablehlo.reduce(%120 init: %cst_9) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %122 = stablehlo.dynamic_broadcast_in_dim %121, %51, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %123 = stablehlo.subtract %120, %122 : tensor<?x2x?x?xf32>
    %124 = stablehlo.exponential %123 : tensor<?x2x?x?xf32>
    %125 = stablehlo.reduce(%124 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %126 = stablehlo.dynamic_broadcast_in_dim %125, %51, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %127 = stablehlo.divide %124, %126 : tensor<?x2x?x?xf32>
    %128 = stablehlo.dot_general %127, %113, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %130 = stablehlo.dynamic_reshape %129, %25 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %131 = stablehlo.dot_general %130, %arg14, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %132 = stablehlo.add %90, %131 : tensor<?x?x16xf32>
    %133 = stablehlo.multiply %132, %132 : tensor<?x?x16xf32>
    %134 = stablehlo.reduce(%133 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %135 = stablehlo.divide %134, %21 : tensor<?x?xf32>
    %136 = stablehlo.dynamic_broadcast_in_dim %135, %25, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %137 = stablehlo.add %136, %27 : tensor<?x?x16xf32>
    %138 = stablehlo.rsqrt %137 : tensor<?x?x16xf32>
    %139 = stablehlo.multiply %132, %138 : tensor<?x?x16xf32>
    %140 = stablehlo.dynamic_broadcast_in_dim %arg15, %25, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<?x?x16xf32>
    %142 = stablehlo.dot_general %141, %arg16, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %143 = stablehlo.logistic %142 : tensor<?x?x32xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<?x?x32xf32>
    %145 = stablehlo.dot_general %141, %arg17, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<?x?x32xf32>
    %147 = stablehlo.dot_general %146, %arg18, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
    %148 = stablehlo.add %132, %147 : tensor<?x?x16xf32>
    %149 = stablehlo.multiply %148, %148 : tensor<?x?x16xf32>
    %150 = stablehlo.reduce(%149 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %151 = stablehlo.divide %150, %21 : tensor<?x?xf32>
    %152 = stablehlo.dynamic_broadcast_in_dim %151, %25, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %153 = stablehlo.add %152, %27 : tensor<?x?x16xf32>
    %154 = stablehlo.rsqrt %153 : tensor<?x?x16xf32>
    %155 = stablehlo.multiply %148, %154 : tensor<?x?x16xf32>
    %156 = stablehlo.dynamic_broadcast_in_dim %arg19, %25, dims = [2] : (tensor<16xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<?x?x16xf32>
    %158 = stablehlo.dot_general %157, %arg20, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x64xf32>) -> tensor<?x?x64xf32>
    %159 = stablehlo.reduce(%158 init: %cst_9) applies stablehlo.maximum across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %160 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %161 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %c_10 = stablehlo.constant dense<64> : tensor<1xi32>
    %162 = stablehlo.concatenate %160, %161, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %163 = stablehlo.dynamic_broadcast_in_dim %159, %162, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %164 = stablehlo.subtract %158, %163 : tensor<?x?x64xf32>
    %165 = stablehlo.exponential %164 : tensor<?x?x64xf32>
    %166 = stablehlo.reduce(%165 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %167 = stablehlo.log %166 : tensor<?x?xf32>
    %168 = stablehlo.dynamic_iota %162, dim = 2 : (tensor<3xi32>) -> tensor<?x?x64xi32>
    %169 = stablehlo.dynamic_broadcast_in_dim %arg22, %162, dims = [0, 1] : (tensor<?x?xi32, [@B, @T]>, tensor<3xi32>) -> tensor<?x?x64xi32>
    %170 = stablehlo.compare EQ, %168, %169, SIGNED : (tensor<?x?x64xi32>, tensor<?x?x64xi32>) -> tensor<?x?x64xi1>
    %171 = stablehlo.dynamic_broadcast_in_dim %cst_2, %162, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %172 = stablehlo.select %170, %164, %171 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %173 = stablehlo.reduce(%172 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %174 = stablehlo.subtract %167, %173 : tensor<?x?xf32>
    %175 = stablehlo.reduce(%174 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<f32>
    %176 = stablehlo.multiply %1, %2 : tensor<i32>
    %177 = stablehlo.convert %176 : (tensor<i32>) -> tensor<f32>
    %178 = stablehlo.divide %175, %177 : tensor<f32>
    return %178 : tensor<f32>
  }
}
