module @jit_llama attributes {mhlo.num_replicas = 2 : i32} {
  symopt.dim @B
  symopt.dim @T
  func.func public @train_step(%arg0: tensor<64x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<32x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16x16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16x32xf32>, %arg17: tensor<16x32xf32>, %arg18: tensor<32x16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x64xf32>, %arg21: tensor<?x?xi32, [@B, @T]>, %arg22: tensor<?x?xi32, [@B, @T]>) -> (tensor<f32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x64xf32>) {
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
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %179 = stablehlo.divide %cst_11, %177 : tensor<f32>
    %180 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %181 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %182 = stablehlo.concatenate %180, %181, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %183 = stablehlo.dynamic_broadcast_in_dim %179, %182, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %184 = stablehlo.negate %183 : tensor<?x?xf32>
    %185 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %186 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %c_12 = stablehlo.constant dense<64> : tensor<1xi32>
    %187 = stablehlo.concatenate %185, %186, %c_12, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %188 = stablehlo.dynamic_broadcast_in_dim %184, %187, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.dynamic_broadcast_in_dim %cst_13, %187, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %190 = stablehlo.select %170, %188, %189 : tensor<?x?x64xi1>, tensor<?x?x64xf32>
    %191 = stablehlo.divide %183, %166 : tensor<?x?xf32>
    %192 = stablehlo.dynamic_broadcast_in_dim %191, %187, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %193 = stablehlo.multiply %192, %165 : tensor<?x?x64xf32>
    %194 = stablehlo.add %190, %193 : tensor<?x?x64xf32>
    %195 = stablehlo.negate %194 : tensor<?x?x64xf32>
    %196 = stablehlo.reduce(%195 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %197 = stablehlo.dynamic_reshape %196, %182 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %198 = stablehlo.dynamic_broadcast_in_dim %159, %187, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %199 = stablehlo.compare EQ, %158, %198, FLOAT : (tensor<?x?x64xf32>, tensor<?x?x64xf32>) -> tensor<?x?x64xi1>
    %200 = stablehlo.convert %199 : (tensor<?x?x64xi1>) -> tensor<?x?x64xf32>
    %201 = stablehlo.reduce(%200 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<?x?x64xf32>, tensor<f32>) -> tensor<?x?xf32>
    %202 = stablehlo.divide %197, %201 : tensor<?x?xf32>
    %203 = stablehlo.dynamic_broadcast_in_dim %202, %187, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x64xf32>
    %204 = stablehlo.multiply %200, %203 : tensor<?x?x64xf32>
    %205 = stablehlo.add %194, %204 : tensor<?x?x64xf32>
    %206 = stablehlo.dot_general %205, %arg20, contracting_dims = [2] x [1] : (tensor<?x?x64xf32>, tensor<16x64xf32>) -> tensor<?x?x16xf32>
    %207 = stablehlo.dot_general %205, %157, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x64xf32>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %208 = stablehlo.transpose %207, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %209 = stablehlo.multiply %206, %156 : tensor<?x?x16xf32>
    %210 = stablehlo.multiply %206, %155 : tensor<?x?x16xf32>
    %211 = stablehlo.reduce(%210 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %212 = stablehlo.multiply %209, %154 : tensor<?x?x16xf32>
    %213 = stablehlo.multiply %209, %148 : tensor<?x?x16xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %214 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %215 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %c_15 = stablehlo.constant dense<16> : tensor<1xi32>
    %216 = stablehlo.concatenate %214, %215, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %217 = stablehlo.dynamic_broadcast_in_dim %cst_14, %216, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %218 = stablehlo.multiply %154, %217 : tensor<?x?x16xf32>
    %219 = stablehlo.divide %218, %153 : tensor<?x?x16xf32>
    %220 = stablehlo.multiply %213, %219 : tensor<?x?x16xf32>
    %221 = stablehlo.reduce(%220 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %222 = stablehlo.dynamic_reshape %221, %182 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %223 = stablehlo.divide %222, %21 : tensor<?x?xf32>
    %224 = stablehlo.dynamic_broadcast_in_dim %223, %216, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %225 = stablehlo.multiply %224, %148 : tensor<?x?x16xf32>
    %226 = stablehlo.multiply %224, %148 : tensor<?x?x16xf32>
    %227 = stablehlo.add %212, %225 : tensor<?x?x16xf32>
    %228 = stablehlo.add %227, %226 : tensor<?x?x16xf32>
    %229 = stablehlo.dot_general %228, %arg18, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %230 = stablehlo.dot_general %228, %146, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %231 = stablehlo.transpose %230, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %232 = stablehlo.multiply %229, %145 : tensor<?x?x32xf32>
    %233 = stablehlo.multiply %229, %144 : tensor<?x?x32xf32>
    %234 = stablehlo.dot_general %233, %arg17, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %235 = stablehlo.dot_general %233, %141, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %236 = stablehlo.transpose %235, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %237 = stablehlo.multiply %232, %143 : tensor<?x?x32xf32>
    %238 = stablehlo.multiply %232, %142 : tensor<?x?x32xf32>
    %239 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %240 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %c_16 = stablehlo.constant dense<32> : tensor<1xi32>
    %241 = stablehlo.concatenate %239, %240, %c_16, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %242 = stablehlo.dynamic_broadcast_in_dim %cst_11, %241, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x32xf32>
    %243 = stablehlo.subtract %242, %143 : tensor<?x?x32xf32>
    %244 = stablehlo.multiply %143, %243 : tensor<?x?x32xf32>
    %245 = stablehlo.multiply %238, %244 : tensor<?x?x32xf32>
    %246 = stablehlo.add %237, %245 : tensor<?x?x32xf32>
    %247 = stablehlo.dot_general %246, %arg16, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %248 = stablehlo.dot_general %246, %141, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %249 = stablehlo.transpose %248, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %250 = stablehlo.add %234, %247 : tensor<?x?x16xf32>
    %251 = stablehlo.multiply %250, %140 : tensor<?x?x16xf32>
    %252 = stablehlo.multiply %250, %139 : tensor<?x?x16xf32>
    %253 = stablehlo.reduce(%252 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %254 = stablehlo.multiply %251, %138 : tensor<?x?x16xf32>
    %255 = stablehlo.multiply %251, %132 : tensor<?x?x16xf32>
    %256 = stablehlo.add %228, %254 : tensor<?x?x16xf32>
    %257 = stablehlo.multiply %138, %217 : tensor<?x?x16xf32>
    %258 = stablehlo.divide %257, %137 : tensor<?x?x16xf32>
    %259 = stablehlo.multiply %255, %258 : tensor<?x?x16xf32>
    %260 = stablehlo.reduce(%259 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %261 = stablehlo.dynamic_reshape %260, %182 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %262 = stablehlo.divide %261, %21 : tensor<?x?xf32>
    %263 = stablehlo.dynamic_broadcast_in_dim %262, %216, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %264 = stablehlo.multiply %263, %132 : tensor<?x?x16xf32>
    %265 = stablehlo.multiply %263, %132 : tensor<?x?x16xf32>
    %266 = stablehlo.add %256, %264 : tensor<?x?x16xf32>
    %267 = stablehlo.add %266, %265 : tensor<?x?x16xf32>
    %268 = stablehlo.dot_general %267, %arg14, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %269 = stablehlo.dot_general %267, %130, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %270 = stablehlo.transpose %269, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %271 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %272 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %c_17 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %273 = stablehlo.concatenate %271, %272, %c_17, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
    %274 = stablehlo.dynamic_reshape %268, %273 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %275 = stablehlo.transpose %274, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %276 = stablehlo.dot_general %275, %113, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %277 = stablehlo.dot_general %275, %127, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %278 = stablehlo.transpose %277, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %279 = stablehlo.divide %276, %126 : tensor<?x2x?x?xf32>
    %280 = stablehlo.multiply %279, %127 : tensor<?x2x?x?xf32>
    %281 = stablehlo.negate %280 : tensor<?x2x?x?xf32>
    %282 = stablehlo.reduce(%281 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %283 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %c_18 = stablehlo.constant dense<2> : tensor<1xi32>
    %284 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %285 = stablehlo.concatenate %283, %c_18, %284, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %286 = stablehlo.dynamic_reshape %282, %285 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %287 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %c_19 = stablehlo.constant dense<2> : tensor<1xi32>
    %288 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %289 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %290 = stablehlo.concatenate %287, %c_19, %288, %289, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %291 = stablehlo.dynamic_broadcast_in_dim %286, %290, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %292 = stablehlo.add %279, %291 : tensor<?x2x?x?xf32>
    %293 = stablehlo.multiply %292, %124 : tensor<?x2x?x?xf32>
    %294 = stablehlo.negate %293 : tensor<?x2x?x?xf32>
    %295 = stablehlo.reduce(%294 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %296 = stablehlo.dynamic_reshape %295, %285 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %297 = stablehlo.dynamic_broadcast_in_dim %121, %290, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %298 = stablehlo.compare EQ, %120, %297, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %299 = stablehlo.convert %298 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %300 = stablehlo.reduce(%299 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %301 = stablehlo.divide %296, %300 : tensor<?x2x?xf32>
    %302 = stablehlo.dynamic_broadcast_in_dim %301, %290, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %303 = stablehlo.multiply %299, %302 : tensor<?x2x?x?xf32>
    %304 = stablehlo.add %293, %303 : tensor<?x2x?x?xf32>
    %305 = stablehlo.dynamic_broadcast_in_dim %cst_13, %290, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %306 = stablehlo.select %119, %304, %305 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %307 = stablehlo.multiply %306, %52 : tensor<?x2x?x?xf32>
    %308 = stablehlo.dot_general %307, %111, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %309 = stablehlo.transpose %308, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %310 = stablehlo.dot_general %307, %105, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %311 = stablehlo.transpose %310, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %312 = stablehlo.dynamic_reshape %278, %216 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %313 = stablehlo.dot_general %312, %arg13, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %314 = stablehlo.dot_general %312, %99, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %315 = stablehlo.transpose %314, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %316 = stablehlo.multiply %311, %15 : tensor<?x?x2x8xf32>
    %317 = stablehlo.dot_general %316, %cst_1, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %318 = stablehlo.multiply %311, %13 : tensor<?x?x2x8xf32>
    %319 = stablehlo.add %317, %318 : tensor<?x?x2x8xf32>
    %320 = stablehlo.dynamic_reshape %319, %216 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %321 = stablehlo.dot_general %320, %arg12, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %322 = stablehlo.dot_general %320, %99, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %323 = stablehlo.transpose %322, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %324 = stablehlo.add %313, %321 : tensor<?x?x16xf32>
    %325 = stablehlo.multiply %309, %15 : tensor<?x?x2x8xf32>
    %326 = stablehlo.dot_general %325, %cst_1, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %327 = stablehlo.multiply %309, %13 : tensor<?x?x2x8xf32>
    %328 = stablehlo.add %326, %327 : tensor<?x?x2x8xf32>
    %329 = stablehlo.dynamic_reshape %328, %216 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %330 = stablehlo.dot_general %329, %arg11, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %331 = stablehlo.dot_general %329, %99, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %332 = stablehlo.transpose %331, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %333 = stablehlo.add %324, %330 : tensor<?x?x16xf32>
    %334 = stablehlo.multiply %333, %98 : tensor<?x?x16xf32>
    %335 = stablehlo.multiply %333, %97 : tensor<?x?x16xf32>
    %336 = stablehlo.reduce(%335 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %337 = stablehlo.multiply %334, %96 : tensor<?x?x16xf32>
    %338 = stablehlo.multiply %334, %90 : tensor<?x?x16xf32>
    %339 = stablehlo.add %267, %337 : tensor<?x?x16xf32>
    %340 = stablehlo.multiply %96, %217 : tensor<?x?x16xf32>
    %341 = stablehlo.divide %340, %95 : tensor<?x?x16xf32>
    %342 = stablehlo.multiply %338, %341 : tensor<?x?x16xf32>
    %343 = stablehlo.reduce(%342 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %344 = stablehlo.dynamic_reshape %343, %182 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %345 = stablehlo.divide %344, %21 : tensor<?x?xf32>
    %346 = stablehlo.dynamic_broadcast_in_dim %345, %216, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %347 = stablehlo.multiply %346, %90 : tensor<?x?x16xf32>
    %348 = stablehlo.multiply %346, %90 : tensor<?x?x16xf32>
    %349 = stablehlo.add %339, %347 : tensor<?x?x16xf32>
    %350 = stablehlo.add %349, %348 : tensor<?x?x16xf32>
    %351 = stablehlo.dot_general %350, %arg9, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
    %352 = stablehlo.dot_general %350, %88, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
    %353 = stablehlo.transpose %352, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %354 = stablehlo.multiply %351, %87 : tensor<?x?x32xf32>
    %355 = stablehlo.multiply %351, %86 : tensor<?x?x32xf32>
    %356 = stablehlo.dot_general %355, %arg8, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %357 = stablehlo.dot_general %355, %83, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %358 = stablehlo.transpose %357, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %359 = stablehlo.multiply %354, %85 : tensor<?x?x32xf32>
    %360 = stablehlo.multiply %354, %84 : tensor<?x?x32xf32>
    %361 = stablehlo.subtract %242, %85 : tensor<?x?x32xf32>
    %362 = stablehlo.multiply %85, %361 : tensor<?x?x32xf32>
    %363 = stablehlo.multiply %360, %362 : tensor<?x?x32xf32>
    %364 = stablehlo.add %359, %363 : tensor<?x?x32xf32>
    %365 = stablehlo.dot_general %364, %arg7, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
    %366 = stablehlo.dot_general %364, %83, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
    %367 = stablehlo.transpose %366, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %368 = stablehlo.add %356, %365 : tensor<?x?x16xf32>
    %369 = stablehlo.multiply %368, %82 : tensor<?x?x16xf32>
    %370 = stablehlo.multiply %368, %81 : tensor<?x?x16xf32>
    %371 = stablehlo.reduce(%370 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %372 = stablehlo.multiply %369, %80 : tensor<?x?x16xf32>
    %373 = stablehlo.multiply %369, %74 : tensor<?x?x16xf32>
    %374 = stablehlo.add %350, %372 : tensor<?x?x16xf32>
    %375 = stablehlo.multiply %80, %217 : tensor<?x?x16xf32>
    %376 = stablehlo.divide %375, %79 : tensor<?x?x16xf32>
    %377 = stablehlo.multiply %373, %376 : tensor<?x?x16xf32>
    %378 = stablehlo.reduce(%377 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %379 = stablehlo.dynamic_reshape %378, %182 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %380 = stablehlo.divide %379, %21 : tensor<?x?xf32>
    %381 = stablehlo.dynamic_broadcast_in_dim %380, %216, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %382 = stablehlo.multiply %381, %74 : tensor<?x?x16xf32>
    %383 = stablehlo.multiply %381, %74 : tensor<?x?x16xf32>
    %384 = stablehlo.add %374, %382 : tensor<?x?x16xf32>
    %385 = stablehlo.add %384, %383 : tensor<?x?x16xf32>
    %386 = stablehlo.dot_general %385, %arg5, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %387 = stablehlo.dot_general %385, %72, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %388 = stablehlo.transpose %387, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %389 = stablehlo.dynamic_reshape %386, %273 : (tensor<?x?x16xf32>, tensor<4xi32>) -> tensor<?x?x2x8xf32>
    %390 = stablehlo.transpose %389, dims = [0, 2, 1, 3] : (tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %391 = stablehlo.dot_general %390, %46, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x2x?x8xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x?xf32>
    %392 = stablehlo.dot_general %390, %69, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<?x2x?x8xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x8x?xf32>
    %393 = stablehlo.transpose %392, dims = [0, 3, 1, 2] : (tensor<?x2x8x?xf32>) -> tensor<?x?x2x8xf32>
    %394 = stablehlo.divide %391, %68 : tensor<?x2x?x?xf32>
    %395 = stablehlo.multiply %394, %69 : tensor<?x2x?x?xf32>
    %396 = stablehlo.negate %395 : tensor<?x2x?x?xf32>
    %397 = stablehlo.reduce(%396 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %398 = stablehlo.dynamic_reshape %397, %285 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %399 = stablehlo.dynamic_broadcast_in_dim %398, %290, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %400 = stablehlo.add %394, %399 : tensor<?x2x?x?xf32>
    %401 = stablehlo.multiply %400, %66 : tensor<?x2x?x?xf32>
    %402 = stablehlo.negate %401 : tensor<?x2x?x?xf32>
    %403 = stablehlo.reduce(%402 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %404 = stablehlo.dynamic_reshape %403, %285 : (tensor<?x2x?xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %405 = stablehlo.dynamic_broadcast_in_dim %63, %290, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %406 = stablehlo.compare EQ, %62, %405, FLOAT : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xi1>
    %407 = stablehlo.convert %406 : (tensor<?x2x?x?xi1>) -> tensor<?x2x?x?xf32>
    %408 = stablehlo.reduce(%407 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %409 = stablehlo.divide %404, %408 : tensor<?x2x?xf32>
    %410 = stablehlo.dynamic_broadcast_in_dim %409, %290, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %411 = stablehlo.multiply %407, %410 : tensor<?x2x?x?xf32>
    %412 = stablehlo.add %401, %411 : tensor<?x2x?x?xf32>
    %413 = stablehlo.select %60, %412, %305 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %414 = stablehlo.multiply %413, %52 : tensor<?x2x?x?xf32>
    %415 = stablehlo.dot_general %414, %44, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %416 = stablehlo.transpose %415, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %417 = stablehlo.dot_general %414, %38, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x8xf32>) -> tensor<?x2x?x8xf32>
    %418 = stablehlo.transpose %417, dims = [0, 2, 1, 3] : (tensor<?x2x?x8xf32>) -> tensor<?x?x2x8xf32>
    %419 = stablehlo.dynamic_reshape %393, %216 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %420 = stablehlo.dot_general %419, %arg4, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %421 = stablehlo.dot_general %419, %32, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %422 = stablehlo.transpose %421, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %423 = stablehlo.multiply %418, %15 : tensor<?x?x2x8xf32>
    %424 = stablehlo.dot_general %423, %cst_1, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %425 = stablehlo.multiply %418, %13 : tensor<?x?x2x8xf32>
    %426 = stablehlo.add %424, %425 : tensor<?x?x2x8xf32>
    %427 = stablehlo.dynamic_reshape %426, %216 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %428 = stablehlo.dot_general %427, %arg3, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %429 = stablehlo.dot_general %427, %32, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %430 = stablehlo.transpose %429, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %431 = stablehlo.add %420, %428 : tensor<?x?x16xf32>
    %432 = stablehlo.multiply %416, %15 : tensor<?x?x2x8xf32>
    %433 = stablehlo.dot_general %432, %cst_1, contracting_dims = [3] x [1] : (tensor<?x?x2x8xf32>, tensor<8x8xf32>) -> tensor<?x?x2x8xf32>
    %434 = stablehlo.multiply %416, %13 : tensor<?x?x2x8xf32>
    %435 = stablehlo.add %433, %434 : tensor<?x?x2x8xf32>
    %436 = stablehlo.dynamic_reshape %435, %216 : (tensor<?x?x2x8xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %437 = stablehlo.dot_general %436, %arg2, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<16x16xf32>) -> tensor<?x?x16xf32>
    %438 = stablehlo.dot_general %436, %32, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<16x16xf32>
    %439 = stablehlo.transpose %438, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %440 = stablehlo.add %431, %437 : tensor<?x?x16xf32>
    %441 = stablehlo.multiply %440, %31 : tensor<?x?x16xf32>
    %442 = stablehlo.multiply %440, %30 : tensor<?x?x16xf32>
    %443 = stablehlo.reduce(%442 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<16xf32>
    %444 = stablehlo.multiply %441, %29 : tensor<?x?x16xf32>
    %445 = stablehlo.multiply %441, %0 : tensor<?x?x16xf32>
    %446 = stablehlo.add %385, %444 : tensor<?x?x16xf32>
    %447 = stablehlo.multiply %29, %217 : tensor<?x?x16xf32>
    %448 = stablehlo.divide %447, %28 : tensor<?x?x16xf32>
    %449 = stablehlo.multiply %445, %448 : tensor<?x?x16xf32>
    %450 = stablehlo.reduce(%449 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<?x?xf32>
    %451 = stablehlo.dynamic_reshape %450, %182 : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %452 = stablehlo.divide %451, %21 : tensor<?x?xf32>
    %453 = stablehlo.dynamic_broadcast_in_dim %452, %216, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %454 = stablehlo.multiply %453, %0 : tensor<?x?x16xf32>
    %455 = stablehlo.multiply %453, %0 : tensor<?x?x16xf32>
    %456 = stablehlo.add %446, %454 : tensor<?x?x16xf32>
    %457 = stablehlo.add %456, %455 : tensor<?x?x16xf32>
    %458 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %459 = "stablehlo.scatter"(%458, %arg21, %457) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<?x?xi32, [@B, @T]>, tensor<?x?x16xf32>) -> tensor<64x16xf32>
    %460 = "stablehlo.all_reduce"(%459) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %462 = stablehlo.divide %460, %461 : tensor<64x16xf32>
    %463 = "stablehlo.all_reduce"(%443) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %464 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %465 = stablehlo.divide %463, %464 : tensor<16xf32>
    %466 = "stablehlo.all_reduce"(%439) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %467 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %468 = stablehlo.divide %466, %467 : tensor<16x16xf32>
    %469 = "stablehlo.all_reduce"(%430) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %470 = stablehlo.divide %469, %467 : tensor<16x16xf32>
    %471 = "stablehlo.all_reduce"(%422) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %472 = stablehlo.divide %471, %467 : tensor<16x16xf32>
    %473 = "stablehlo.all_reduce"(%388) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %474 = stablehlo.divide %473, %467 : tensor<16x16xf32>
    %475 = "stablehlo.all_reduce"(%371) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %476 = stablehlo.divide %475, %464 : tensor<16xf32>
    %477 = "stablehlo.all_reduce"(%367) <{channel_handle = #stablehlo.channel_handle<handle = 8, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %478 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %479 = stablehlo.divide %477, %478 : tensor<16x32xf32>
    %480 = "stablehlo.all_reduce"(%358) <{channel_handle = #stablehlo.channel_handle<handle = 9, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %481 = stablehlo.divide %480, %478 : tensor<16x32xf32>
    %482 = "stablehlo.all_reduce"(%353) <{channel_handle = #stablehlo.channel_handle<handle = 10, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %483 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %484 = stablehlo.divide %482, %483 : tensor<32x16xf32>
    %485 = "stablehlo.all_reduce"(%336) <{channel_handle = #stablehlo.channel_handle<handle = 11, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %486 = stablehlo.divide %485, %464 : tensor<16xf32>
    %487 = "stablehlo.all_reduce"(%332) <{channel_handle = #stablehlo.channel_handle<handle = 12, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %488 = stablehlo.divide %487, %467 : tensor<16x16xf32>
    %489 = "stablehlo.all_reduce"(%323) <{channel_handle = #stablehlo.channel_handle<handle = 13, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %490 = stablehlo.divide %489, %467 : tensor<16x16xf32>
    %491 = "stablehlo.all_reduce"(%315) <{channel_handle = #stablehlo.channel_handle<handle = 14, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %492 = stablehlo.divide %491, %467 : tensor<16x16xf32>
    %493 = "stablehlo.all_reduce"(%270) <{channel_handle = #stablehlo.channel_handle<handle = 15, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %494 = stablehlo.divide %493, %467 : tensor<16x16xf32>
    %495 = "stablehlo.all_reduce"(%253) <{channel_handle = #stablehlo.channel_handle<handle = 16, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %496 = stablehlo.divide %495, %464 : tensor<16xf32>
    %497 = "stablehlo.all_reduce"(%249) <{channel_handle = #stablehlo.channel_handle<handle = 17, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %498 = stablehlo.divide %497, %478 : tensor<16x32xf32>
    %499 = "stablehlo.all_reduce"(%236) <{channel_handle = #stablehlo.channel_handle<handle = 18, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %500 = stablehlo.divide %499, %478 : tensor<16x32xf32>
    %501 = "stablehlo.all_reduce"(%231) <{channel_handle = #stablehlo.channel_handle<handle = 19, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %502 = stablehlo.divide %501, %483 : tensor<32x16xf32>
    %503 = "stablehlo.all_reduce"(%211) <{channel_handle = #stablehlo.channel_handle<handle = 20, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %504 = stablehlo.divide %503, %464 : tensor<16xf32>
    %505 = "stablehlo.all_reduce"(%208) <{channel_handle = #stablehlo.channel_handle<handle = 21, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %556 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %556 : tensor<f32>
    }) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %506 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %507 = stablehlo.divide %505, %506 : tensor<16x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %509 = stablehlo.multiply %508, %462 : tensor<64x16xf32>
    %510 = stablehlo.subtract %arg0, %509 : tensor<64x16xf32>
    %511 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %512 = stablehlo.multiply %511, %465 : tensor<16xf32>
    %513 = stablehlo.subtract %arg1, %512 : tensor<16xf32>
    %514 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %515 = stablehlo.multiply %514, %468 : tensor<16x16xf32>
    %516 = stablehlo.subtract %arg2, %515 : tensor<16x16xf32>
    %517 = stablehlo.multiply %514, %470 : tensor<16x16xf32>
    %518 = stablehlo.subtract %arg3, %517 : tensor<16x16xf32>
    %519 = stablehlo.multiply %514, %472 : tensor<16x16xf32>
    %520 = stablehlo.subtract %arg4, %519 : tensor<16x16xf32>
    %521 = stablehlo.multiply %514, %474 : tensor<16x16xf32>
    %522 = stablehlo.subtract %arg5, %521 : tensor<16x16xf32>
    %523 = stablehlo.multiply %511, %476 : tensor<16xf32>
    %524 = stablehlo.subtract %arg6, %523 : tensor<16xf32>
    %525 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %526 = stablehlo.multiply %525, %479 : tensor<16x32xf32>
    %527 = stablehlo.subtract %arg7, %526 : tensor<16x32xf32>
    %528 = stablehlo.multiply %525, %481 : tensor<16x32xf32>
    %529 = stablehlo.subtract %arg8, %528 : tensor<16x32xf32>
    %530 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %531 = stablehlo.multiply %530, %484 : tensor<32x16xf32>
    %532 = stablehlo.subtract %arg9, %531 : tensor<32x16xf32>
    %533 = stablehlo.multiply %511, %486 : tensor<16xf32>
    %534 = stablehlo.subtract %arg10, %533 : tensor<16xf32>
    %535 = stablehlo.multiply %514, %488 : tensor<16x16xf32>
    %536 = stablehlo.subtract %arg11, %535 : tensor<16x16xf32>
    %537 = stablehlo.multiply %514, %490 : tensor<16x16xf32>
    %538 = stablehlo.subtract %arg12, %537 : tensor<16x16xf32>
    %539 = stablehlo.multiply %514, %492 : tensor<16x16xf32>
    %540 = stablehlo.subtract %arg13, %539 : tensor<16x16xf32>
    %541 = stablehlo.multiply %514, %494 : tensor<16x16xf32>
    %542 = stablehlo.subtract %arg14, %541 : tensor<16x16xf32>
    %543 = stablehlo.multiply %511, %496 : tensor<16xf32>
    %544 = stablehlo.subtract %arg15, %543 : tensor<16xf32>
    %545 = stablehlo.multiply %525, %498 : tensor<16x32xf32>
    %546 = stablehlo.subtract %arg16, %545 : tensor<16x32xf32>
    %547 = stablehlo.multiply %525, %500 : tensor<16x32xf32>
    %548 = stablehlo.subtract %arg17, %547 : tensor<16x32xf32>
    %549 = stablehlo.multiply %530, %502 : tensor<32x16xf32>
    %550 = stablehlo.subtract %arg18, %549 : tensor<32x16xf32>
    %551 = stablehlo.multiply %511, %504 : tensor<16xf32>
    %552 = stablehlo.subtract %arg19, %551 : tensor<16xf32>
    %553 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %554 = stablehlo.multiply %553, %507 : tensor<16x64xf32>
    %555 = stablehlo.subtract %arg20, %554 : tensor<16x64xf32>
    return %178, %510, %513, %516, %518, %520, %522, %524, %527, %529, %532, %534, %536, %538, %540, %542, %544, %546, %548, %550, %552, %555 : tensor<f32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x64xf32>
  }
}
