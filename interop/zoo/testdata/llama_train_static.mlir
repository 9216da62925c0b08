module @jit_step attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8xf32>, %arg1: tensor<11x8xf32>, %arg2: tensor<8x16xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8x11xf32>, %arg7: tensor<8x16xf32>, %arg8: tensor<8x8xf32>, %arg9: tensor<8x8xf32>, %arg10: tensor<8x8xf32>, %arg11: tensor<8x8xf32>, %arg12: tensor<2x5xi32>, %arg13: tensor<2x5xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16x8xf32> {jax.result_info = "result[1]['down']"}, tensor<11x8xf32> {jax.result_info = "result[1]['emb']"}, tensor<8x16xf32> {jax.result_info = "result[1]['gate']"}, tensor<8xf32> {jax.result_info = "result[1]['n1']"}, tensor<8xf32> {jax.result_info = "result[1]['n2']"}, tensor<8xf32> {jax.result_info = "result[1]['nf']"}, tensor<8x11xf32> {jax.result_info = "result[1]['out']"}, tensor<8x16xf32> {jax.result_info = "result[1]['up']"}, tensor<8x8xf32> {jax.result_info = "result[1]['wk']"}, tensor<8x8xf32> {jax.result_info = "result[1]['wo']"}, tensor<8x8xf32> {jax.result_info = "result[1]['wq']"}, tensor<8x8xf32> {jax.result_info = "result[1]['wv']"}) {
    %cst = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<11> : tensor<i32>
    %0 = call @remainder(%arg12, %c) : (tensor<2x5xi32>, tensor<i32>) -> tensor<2x5xi32>
    %1:2 = call @_take(%arg1, %0) : (tensor<11x8xf32>, tensor<2x5xi32>) -> (tensor<2x5x8xf32>, tensor<2x5x1xi32>)
    %2 = stablehlo.iota dim = 0 : tensor<5xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x5xi32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<5x5xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [2, 3] : (tensor<5x5xi1>) -> tensor<1x1x5x5xi1>
    %9 = stablehlo.multiply %1#0, %1#0 : tensor<2x5x8xf32>
    %10 = stablehlo.reduce(%9 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %12 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x5x1xf32>
    %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %15 = stablehlo.add %13, %14 : tensor<2x5x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<2x5x1xf32>
    %17 = stablehlo.divide %16, %15 : tensor<2x5x1xf32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<2x5x1xf32>
    %20 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %21 = stablehlo.multiply %1#0, %20 : tensor<2x5x8xf32>
    %22 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<2x5x8xf32>
    %25 = stablehlo.dot_general %24, %arg10, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %27 = stablehlo.dot_general %24, %arg8, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %29 = stablehlo.dot_general %24, %arg11, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %31 = stablehlo.iota dim = 0 : tensor<2xf32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %33 = stablehlo.divide %31, %32 : tensor<2xf32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %35 = stablehlo.power %34, %33 : tensor<2xf32>
    %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %37 = stablehlo.divide %36, %35 : tensor<2xf32>
    %38 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %39 = stablehlo.convert %38 : (tensor<5x1xi32>) -> tensor<5x1xf32>
    %40 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x2xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<5x2xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<5x2xf32>
    %44 = stablehlo.cosine %43 : tensor<5x2xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 3] : (tensor<5x2xf32>) -> tensor<1x5x1x2xf32>
    %46 = stablehlo.sine %43 : tensor<5x2xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 3] : (tensor<5x2xf32>) -> tensor<1x5x1x2xf32>
    %48 = stablehlo.slice %26 [0:2, 0:5, 0:2, 0:2] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %49 = stablehlo.slice %26 [0:2, 0:5, 0:2, 2:4] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %50 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %51 = stablehlo.multiply %48, %50 : tensor<2x5x2x2xf32>
    %52 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %53 = stablehlo.multiply %49, %52 : tensor<2x5x2x2xf32>
    %54 = stablehlo.subtract %51, %53 : tensor<2x5x2x2xf32>
    %55 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %56 = stablehlo.multiply %48, %55 : tensor<2x5x2x2xf32>
    %57 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %58 = stablehlo.multiply %49, %57 : tensor<2x5x2x2xf32>
    %59 = stablehlo.add %56, %58 : tensor<2x5x2x2xf32>
    %60 = stablehlo.concatenate %54, %59, dim = 3 : (tensor<2x5x2x2xf32>, tensor<2x5x2x2xf32>) -> tensor<2x5x2x4xf32>
    %61 = stablehlo.iota dim = 0 : tensor<2xf32>
    %62 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %63 = stablehlo.divide %61, %62 : tensor<2xf32>
    %64 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %65 = stablehlo.power %64, %63 : tensor<2xf32>
    %66 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %67 = stablehlo.divide %66, %65 : tensor<2xf32>
    %68 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %69 = stablehlo.convert %68 : (tensor<5x1xi32>) -> tensor<5x1xf32>
    %70 = stablehlo.broadcast_in_dim %67, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x2xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<5x2xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<5x2xf32>
    %74 = stablehlo.cosine %73 : tensor<5x2xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1, 3] : (tensor<5x2xf32>) -> tensor<1x5x1x2xf32>
    %76 = stablehlo.sine %73 : tensor<5x2xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1, 3] : (tensor<5x2xf32>) -> tensor<1x5x1x2xf32>
    %78 = stablehlo.slice %28 [0:2, 0:5, 0:2, 0:2] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %79 = stablehlo.slice %28 [0:2, 0:5, 0:2, 2:4] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %80 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %81 = stablehlo.multiply %78, %80 : tensor<2x5x2x2xf32>
    %82 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %83 = stablehlo.multiply %79, %82 : tensor<2x5x2x2xf32>
    %84 = stablehlo.subtract %81, %83 : tensor<2x5x2x2xf32>
    %85 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %86 = stablehlo.multiply %78, %85 : tensor<2x5x2x2xf32>
    %87 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %88 = stablehlo.multiply %79, %87 : tensor<2x5x2x2xf32>
    %89 = stablehlo.add %86, %88 : tensor<2x5x2x2xf32>
    %90 = stablehlo.concatenate %84, %89, dim = 3 : (tensor<2x5x2x2xf32>, tensor<2x5x2x2xf32>) -> tensor<2x5x2x4xf32>
    %91 = stablehlo.dot_general %60, %90, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x5x2x4xf32>, tensor<2x5x2x4xf32>) -> tensor<2x2x5x5xf32>
    %92 = stablehlo.sqrt %cst_3 : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<2x2x5x5xf32>
    %94 = stablehlo.divide %91, %93 : tensor<2x2x5x5xf32>
    %95:2 = call @_where_1(%8, %94, %cst_2) : (tensor<1x1x5x5xi1>, tensor<2x2x5x5xf32>, tensor<f32>) -> (tensor<2x2x5x5xf32>, tensor<2x2x5x5xi1>)
    %96 = stablehlo.reduce(%95#0 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %97 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x2x5xf32>
    %98 = stablehlo.maximum %97, %96 : tensor<2x2x5xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %101 = stablehlo.subtract %95#0, %100 : tensor<2x2x5x5xf32>
    %102 = stablehlo.exponential %101 : tensor<2x2x5x5xf32>
    %103 = stablehlo.reduce(%102 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %106 = stablehlo.divide %102, %105 : tensor<2x2x5x5xf32>
    %107 = stablehlo.multiply %104, %104 : tensor<2x2x5x1xf32>
    %108 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x5x1xf32>
    %109 = stablehlo.divide %108, %107 : tensor<2x2x5x1xf32>
    %110 = stablehlo.dot_general %30, %106, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<2x5x2x4xf32>, tensor<2x2x5x5xf32>) -> tensor<2x2x4x5xf32>
    %111 = stablehlo.transpose %110, dims = [0, 3, 1, 2] : (tensor<2x2x4x5xf32>) -> tensor<2x5x2x4xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %113 = stablehlo.dot_general %112, %arg9, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %114 = stablehlo.add %1#0, %113 : tensor<2x5x8xf32>
    %115 = stablehlo.multiply %114, %114 : tensor<2x5x8xf32>
    %116 = stablehlo.reduce(%115 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %118 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %119 = stablehlo.divide %117, %118 : tensor<2x5x1xf32>
    %120 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %121 = stablehlo.add %119, %120 : tensor<2x5x1xf32>
    %122 = stablehlo.rsqrt %121 : tensor<2x5x1xf32>
    %123 = stablehlo.divide %122, %121 : tensor<2x5x1xf32>
    %124 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %125 = stablehlo.multiply %124, %123 : tensor<2x5x1xf32>
    %126 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %127 = stablehlo.multiply %114, %126 : tensor<2x5x8xf32>
    %128 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %130 = stablehlo.multiply %127, %129 : tensor<2x5x8xf32>
    %131 = stablehlo.dot_general %130, %arg2, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x16xf32>) -> tensor<2x5x16xf32>
    %132:3 = call @silu(%131) : (tensor<2x5x16xf32>) -> (tensor<2x5x16xf32>, tensor<2x5x16xf32>, tensor<2x5x16xf32>)
    %133 = stablehlo.dot_general %130, %arg7, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x16xf32>) -> tensor<2x5x16xf32>
    %134 = stablehlo.multiply %132#0, %133 : tensor<2x5x16xf32>
    %135 = stablehlo.dot_general %134, %arg0, contracting_dims = [2] x [0] : (tensor<2x5x16xf32>, tensor<16x8xf32>) -> tensor<2x5x8xf32>
    %136 = stablehlo.add %114, %135 : tensor<2x5x8xf32>
    %137 = stablehlo.multiply %136, %136 : tensor<2x5x8xf32>
    %138 = stablehlo.reduce(%137 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %140 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %141 = stablehlo.divide %139, %140 : tensor<2x5x1xf32>
    %142 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %143 = stablehlo.add %141, %142 : tensor<2x5x1xf32>
    %144 = stablehlo.rsqrt %143 : tensor<2x5x1xf32>
    %145 = stablehlo.divide %144, %143 : tensor<2x5x1xf32>
    %146 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %147 = stablehlo.multiply %146, %145 : tensor<2x5x1xf32>
    %148 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %149 = stablehlo.multiply %136, %148 : tensor<2x5x8xf32>
    %150 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %152 = stablehlo.multiply %149, %151 : tensor<2x5x8xf32>
    %153 = stablehlo.dot_general %152, %arg6, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x11xf32>) -> tensor<2x5x11xf32>
    %154:3 = call @log_softmax(%153) : (tensor<2x5x11xf32>) -> (tensor<2x5x11xf32>, tensor<2x5x11xf32>, tensor<2x5x1xf32>)
    %155 = call @remainder(%arg13, %c) : (tensor<2x5xi32>, tensor<i32>) -> tensor<2x5xi32>
    %156 = call @_one_hot(%155) : (tensor<2x5xi32>) -> tensor<2x5x11xf32>
    %157 = stablehlo.multiply %154#0, %156 : tensor<2x5x11xf32>
    %158 = stablehlo.reduce(%157 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x11xf32>, tensor<f32>) -> tensor<2x5xf32>
    %159 = stablehlo.reduce(%158 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<f32>
    %160 = stablehlo.divide %159, %cst_0 : tensor<f32>
    %161 = stablehlo.negate %160 : tensor<f32>
    %162 = stablehlo.negate %cst_4 : tensor<f32>
    %163 = stablehlo.divide %162, %cst_0 : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x11xf32>
    %166 = stablehlo.multiply %165, %156 : tensor<2x5x11xf32>
    %167 = call @log_softmax_2(%154#1, %154#2, %166) : (tensor<2x5x11xf32>, tensor<2x5x1xf32>, tensor<2x5x11xf32>) -> tensor<2x5x11xf32>
    %168 = stablehlo.dot_general %167, %152, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x11xf32>, tensor<2x5x8xf32>) -> tensor<11x8xf32>
    %169 = stablehlo.transpose %168, dims = [1, 0] : (tensor<11x8xf32>) -> tensor<8x11xf32>
    %170 = stablehlo.dot_general %167, %arg6, contracting_dims = [2] x [1] : (tensor<2x5x11xf32>, tensor<8x11xf32>) -> tensor<2x5x8xf32>
    %171 = stablehlo.multiply %149, %170 : tensor<2x5x8xf32>
    %172 = stablehlo.reduce(%171 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %173 = stablehlo.reshape %172 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %174 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %175 = stablehlo.multiply %170, %174 : tensor<2x5x8xf32>
    %176 = stablehlo.reduce(%173 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %177 = stablehlo.multiply %136, %175 : tensor<2x5x8xf32>
    %178 = stablehlo.reduce(%177 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %180 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %181 = stablehlo.multiply %175, %180 : tensor<2x5x8xf32>
    %182 = stablehlo.multiply %179, %147 : tensor<2x5x1xf32>
    %183 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %184 = stablehlo.divide %182, %183 : tensor<2x5x1xf32>
    %185 = stablehlo.reduce(%184 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x1xf32>, tensor<f32>) -> tensor<2x5xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x8xf32>
    %187 = stablehlo.multiply %136, %186 : tensor<2x5x8xf32>
    %188 = stablehlo.add %181, %187 : tensor<2x5x8xf32>
    %189 = stablehlo.multiply %186, %136 : tensor<2x5x8xf32>
    %190 = stablehlo.add %188, %189 : tensor<2x5x8xf32>
    %191 = stablehlo.dot_general %190, %134, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x8xf32>, tensor<2x5x16xf32>) -> tensor<8x16xf32>
    %192 = stablehlo.transpose %191, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %193 = stablehlo.dot_general %190, %arg0, contracting_dims = [2] x [1] : (tensor<2x5x8xf32>, tensor<16x8xf32>) -> tensor<2x5x16xf32>
    %194 = stablehlo.multiply %132#0, %193 : tensor<2x5x16xf32>
    %195 = stablehlo.multiply %193, %133 : tensor<2x5x16xf32>
    %196 = stablehlo.dot_general %194, %130, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x16xf32>, tensor<2x5x8xf32>) -> tensor<16x8xf32>
    %197 = stablehlo.transpose %196, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %198 = stablehlo.dot_general %194, %arg7, contracting_dims = [2] x [1] : (tensor<2x5x16xf32>, tensor<8x16xf32>) -> tensor<2x5x8xf32>
    %199 = call @silu_3(%132#1, %132#2, %131, %195) : (tensor<2x5x16xf32>, tensor<2x5x16xf32>, tensor<2x5x16xf32>, tensor<2x5x16xf32>) -> tensor<2x5x16xf32>
    %200 = stablehlo.dot_general %199, %130, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x16xf32>, tensor<2x5x8xf32>) -> tensor<16x8xf32>
    %201 = stablehlo.transpose %200, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %202 = stablehlo.dot_general %199, %arg2, contracting_dims = [2] x [1] : (tensor<2x5x16xf32>, tensor<8x16xf32>) -> tensor<2x5x8xf32>
    %203 = stablehlo.add %198, %202 : tensor<2x5x8xf32>
    %204 = stablehlo.multiply %127, %203 : tensor<2x5x8xf32>
    %205 = stablehlo.reduce(%204 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %206 = stablehlo.reshape %205 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %207 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %208 = stablehlo.multiply %203, %207 : tensor<2x5x8xf32>
    %209 = stablehlo.reduce(%206 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %210 = stablehlo.multiply %114, %208 : tensor<2x5x8xf32>
    %211 = stablehlo.reduce(%210 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %213 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %214 = stablehlo.multiply %208, %213 : tensor<2x5x8xf32>
    %215 = stablehlo.add %190, %214 : tensor<2x5x8xf32>
    %216 = stablehlo.multiply %212, %125 : tensor<2x5x1xf32>
    %217 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %218 = stablehlo.divide %216, %217 : tensor<2x5x1xf32>
    %219 = stablehlo.reduce(%218 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x1xf32>, tensor<f32>) -> tensor<2x5xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x8xf32>
    %221 = stablehlo.multiply %114, %220 : tensor<2x5x8xf32>
    %222 = stablehlo.add %215, %221 : tensor<2x5x8xf32>
    %223 = stablehlo.multiply %220, %114 : tensor<2x5x8xf32>
    %224 = stablehlo.add %222, %223 : tensor<2x5x8xf32>
    %225 = stablehlo.dot_general %224, %112, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<8x8xf32>
    %226 = stablehlo.transpose %225, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %227 = stablehlo.dot_general %224, %arg9, contracting_dims = [2] x [1] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %229 = stablehlo.transpose %228, dims = [0, 2, 3, 1] : (tensor<2x5x2x4xf32>) -> tensor<2x2x4x5xf32>
    %230 = stablehlo.dot_general %229, %30, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3] : (tensor<2x2x4x5xf32>, tensor<2x5x2x4xf32>) -> tensor<2x2x5x5xf32>
    %231 = stablehlo.dot_general %229, %106, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<2x2x4x5xf32>, tensor<2x2x5x5xf32>) -> tensor<2x2x4x5xf32>
    %232 = stablehlo.transpose %231, dims = [0, 3, 1, 2] : (tensor<2x2x4x5xf32>) -> tensor<2x5x2x4xf32>
    %233 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %234 = stablehlo.multiply %230, %233 : tensor<2x2x5x5xf32>
    %235 = stablehlo.multiply %234, %102 : tensor<2x2x5x5xf32>
    %236 = stablehlo.reduce(%235 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x2x5xf32>) -> tensor<2x2x5x1xf32>
    %238 = stablehlo.negate %237 : tensor<2x2x5x1xf32>
    %239 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %240 = stablehlo.divide %230, %239 : tensor<2x2x5x5xf32>
    %241 = stablehlo.reduce(%238 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x1xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %243 = stablehlo.add %240, %242 : tensor<2x2x5x5xf32>
    %244 = stablehlo.multiply %243, %102 : tensor<2x2x5x5xf32>
    %245 = call @_where_4(%95#1, %244) : (tensor<2x2x5x5xi1>, tensor<2x2x5x5xf32>) -> tensor<2x2x5x5xf32>
    %246 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<2x2x5x5xf32>
    %247 = stablehlo.divide %245, %246 : tensor<2x2x5x5xf32>
    %248 = stablehlo.dot_general %247, %60, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<2x2x5x5xf32>, tensor<2x5x2x4xf32>) -> tensor<2x2x5x4xf32>
    %249 = stablehlo.transpose %248, dims = [0, 2, 1, 3] : (tensor<2x2x5x4xf32>) -> tensor<2x5x2x4xf32>
    %250 = stablehlo.dot_general %247, %90, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<2x2x5x5xf32>, tensor<2x5x2x4xf32>) -> tensor<2x2x5x4xf32>
    %251 = stablehlo.transpose %250, dims = [0, 2, 1, 3] : (tensor<2x2x5x4xf32>) -> tensor<2x5x2x4xf32>
    %252 = stablehlo.slice %249 [0:2, 0:5, 0:2, 0:2] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %253 = stablehlo.slice %249 [0:2, 0:5, 0:2, 2:4] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %254 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %255 = stablehlo.multiply %253, %254 : tensor<2x5x2x2xf32>
    %256 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %257 = stablehlo.multiply %253, %256 : tensor<2x5x2x2xf32>
    %258 = stablehlo.negate %252 : tensor<2x5x2x2xf32>
    %259 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %260 = stablehlo.multiply %258, %259 : tensor<2x5x2x2xf32>
    %261 = stablehlo.add %255, %260 : tensor<2x5x2x2xf32>
    %262 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %263 = stablehlo.multiply %252, %262 : tensor<2x5x2x2xf32>
    %264 = stablehlo.add %257, %263 : tensor<2x5x2x2xf32>
    %265 = stablehlo.pad %261, %cst_10, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x5x2x2xf32>, tensor<f32>) -> tensor<2x5x2x4xf32>
    %266 = stablehlo.pad %264, %cst_10, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x5x2x2xf32>, tensor<f32>) -> tensor<2x5x2x4xf32>
    %267 = stablehlo.add %265, %266 : tensor<2x5x2x4xf32>
    %268 = stablehlo.slice %251 [0:2, 0:5, 0:2, 0:2] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %269 = stablehlo.slice %251 [0:2, 0:5, 0:2, 2:4] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %270 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %271 = stablehlo.multiply %269, %270 : tensor<2x5x2x2xf32>
    %272 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %273 = stablehlo.multiply %269, %272 : tensor<2x5x2x2xf32>
    %274 = stablehlo.negate %268 : tensor<2x5x2x2xf32>
    %275 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %276 = stablehlo.multiply %274, %275 : tensor<2x5x2x2xf32>
    %277 = stablehlo.add %271, %276 : tensor<2x5x2x2xf32>
    %278 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %279 = stablehlo.multiply %268, %278 : tensor<2x5x2x2xf32>
    %280 = stablehlo.add %273, %279 : tensor<2x5x2x2xf32>
    %281 = stablehlo.pad %277, %cst_10, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x5x2x2xf32>, tensor<f32>) -> tensor<2x5x2x4xf32>
    %282 = stablehlo.pad %280, %cst_10, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x5x2x2xf32>, tensor<f32>) -> tensor<2x5x2x4xf32>
    %283 = stablehlo.add %281, %282 : tensor<2x5x2x4xf32>
    %284 = stablehlo.reshape %232 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %285 = stablehlo.dot_general %284, %24, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<8x8xf32>
    %286 = stablehlo.transpose %285, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %287 = stablehlo.dot_general %284, %arg11, contracting_dims = [2] x [1] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %288 = stablehlo.reshape %267 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %289 = stablehlo.dot_general %288, %24, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<8x8xf32>
    %290 = stablehlo.transpose %289, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %291 = stablehlo.dot_general %288, %arg8, contracting_dims = [2] x [1] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %292 = stablehlo.add %287, %291 : tensor<2x5x8xf32>
    %293 = stablehlo.reshape %283 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %294 = stablehlo.dot_general %293, %24, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<8x8xf32>
    %295 = stablehlo.transpose %294, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %296 = stablehlo.dot_general %293, %arg10, contracting_dims = [2] x [1] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %297 = stablehlo.add %292, %296 : tensor<2x5x8xf32>
    %298 = stablehlo.multiply %21, %297 : tensor<2x5x8xf32>
    %299 = stablehlo.reduce(%298 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %300 = stablehlo.reshape %299 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %301 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %302 = stablehlo.multiply %297, %301 : tensor<2x5x8xf32>
    %303 = stablehlo.reduce(%300 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %304 = stablehlo.multiply %1#0, %302 : tensor<2x5x8xf32>
    %305 = stablehlo.reduce(%304 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %306 = stablehlo.reshape %305 : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %307 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %308 = stablehlo.multiply %302, %307 : tensor<2x5x8xf32>
    %309 = stablehlo.add %224, %308 : tensor<2x5x8xf32>
    %310 = stablehlo.multiply %306, %19 : tensor<2x5x1xf32>
    %311 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %312 = stablehlo.divide %310, %311 : tensor<2x5x1xf32>
    %313 = stablehlo.reduce(%312 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x1xf32>, tensor<f32>) -> tensor<2x5xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x8xf32>
    %315 = stablehlo.multiply %1#0, %314 : tensor<2x5x8xf32>
    %316 = stablehlo.add %309, %315 : tensor<2x5x8xf32>
    %317 = stablehlo.multiply %314, %1#0 : tensor<2x5x8xf32>
    %318 = stablehlo.add %316, %317 : tensor<2x5x8xf32>
    %319 = call @_take_5(%1#1, %318) : (tensor<2x5x1xi32>, tensor<2x5x8xf32>) -> tensor<11x8xf32>
    %320 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %321 = stablehlo.multiply %320, %192 : tensor<16x8xf32>
    %322 = stablehlo.subtract %arg0, %321 : tensor<16x8xf32>
    %323 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<11x8xf32>
    %324 = stablehlo.multiply %323, %319 : tensor<11x8xf32>
    %325 = stablehlo.subtract %arg1, %324 : tensor<11x8xf32>
    %326 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %327 = stablehlo.multiply %326, %201 : tensor<8x16xf32>
    %328 = stablehlo.subtract %arg2, %327 : tensor<8x16xf32>
    %329 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %330 = stablehlo.multiply %329, %303 : tensor<8xf32>
    %331 = stablehlo.subtract %arg3, %330 : tensor<8xf32>
    %332 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %333 = stablehlo.multiply %332, %209 : tensor<8xf32>
    %334 = stablehlo.subtract %arg4, %333 : tensor<8xf32>
    %335 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %336 = stablehlo.multiply %335, %176 : tensor<8xf32>
    %337 = stablehlo.subtract %arg5, %336 : tensor<8xf32>
    %338 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %339 = stablehlo.multiply %338, %169 : tensor<8x11xf32>
    %340 = stablehlo.subtract %arg6, %339 : tensor<8x11xf32>
    %341 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %342 = stablehlo.multiply %341, %197 : tensor<8x16xf32>
    %343 = stablehlo.subtract %arg7, %342 : tensor<8x16xf32>
    %344 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %345 = stablehlo.multiply %344, %290 : tensor<8x8xf32>
    %346 = stablehlo.subtract %arg8, %345 : tensor<8x8xf32>
    %347 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %348 = stablehlo.multiply %347, %226 : tensor<8x8xf32>
    %349 = stablehlo.subtract %arg9, %348 : tensor<8x8xf32>
    %350 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %351 = stablehlo.multiply %350, %295 : tensor<8x8xf32>
    %352 = stablehlo.subtract %arg10, %351 : tensor<8x8xf32>
    %353 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %354 = stablehlo.multiply %353, %286 : tensor<8x8xf32>
    %355 = stablehlo.subtract %arg11, %354 : tensor<8x8xf32>
    return %161, %322, %325, %328, %331, %334, %337, %340, %343, %346, %349, %352, %355 : tensor<f32>, tensor<16x8xf32>, tensor<11x8xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x11xf32>, tensor<8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
  }
  func.func private @remainder(%arg0: tensor<2x5xi32>, %arg1: tensor<i32>) -> tensor<2x5xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2x5xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2x5xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x5xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x5xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2x5xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2x5xi1>, tensor<2x5xi1>) -> tensor<2x5xi1>
    %12 = stablehlo.and %11, %6 : tensor<2x5xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2x5xi32>
    %14 = stablehlo.add %4, %13 : tensor<2x5xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<2x5xi1>, tensor<2x5xi32>
    return %15 : tensor<2x5xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take(%arg0: tensor<11x8xf32>, %arg1: tensor<2x5xi32>) -> (tensor<2x5x8xf32>, tensor<2x5x1xi32>) {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<11> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x5xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x5xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x5xi32>
    %4 = call @_where_0(%1, %3, %arg1) : (tensor<2x5xi1>, tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x5xi32>) -> tensor<2x5x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x5x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x5x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x5x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<2x5x1xi1>, tensor<i1>) -> tensor<2x5xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 8>}> : (tensor<11x8xf32>, tensor<2x5x1xi32>) -> tensor<2x5x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x5xi1>) -> tensor<2x5x8xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5x8xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x5x8xi1>, tensor<2x5x8xf32>
    return %16, %5 : tensor<2x5x8xf32>, tensor<2x5x1xi32>
  }
  func.func private @_where_0(%arg0: tensor<2x5xi1>, %arg1: tensor<2x5xi32>, %arg2: tensor<2x5xi32>) -> tensor<2x5xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x5xi1>, tensor<2x5xi32>
    return %0 : tensor<2x5xi32>
  }
  func.func private @_where_1(%arg0: tensor<1x1x5x5xi1>, %arg1: tensor<2x2x5x5xf32>, %arg2: tensor<f32>) -> (tensor<2x2x5x5xf32>, tensor<2x2x5x5xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x5x5xi1>) -> tensor<2x2x5x5xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x5x5xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x5x5xi1>, tensor<2x2x5x5xf32>
    return %3, %1 : tensor<2x2x5x5xf32>, tensor<2x2x5x5xi1>
  }
  func.func private @silu(%arg0: tensor<2x5x16xf32>) -> (tensor<2x5x16xf32>, tensor<2x5x16xf32>, tensor<2x5x16xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg0 : tensor<2x5x16xf32>
    %1 = stablehlo.exponential %0 : tensor<2x5x16xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x5x16xf32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5x16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x5x16xf32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5x16xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<2x5x16xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x5x16xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<2x5x16xf32>
    return %9, %8, %5 : tensor<2x5x16xf32>, tensor<2x5x16xf32>, tensor<2x5x16xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x5x11xf32>) -> (tensor<2x5x11xf32>, tensor<2x5x11xf32>, tensor<2x5x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<2x5x11xf32>, tensor<f32>) -> tensor<2x5xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x5xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x11xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x5x11xf32>
    %6 = stablehlo.exponential %5 : tensor<2x5x11xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x5x11xf32>, tensor<f32>) -> tensor<2x5xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %9 = stablehlo.log %8 : tensor<2x5x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x11xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x5x11xf32>
    return %11, %6, %8 : tensor<2x5x11xf32>, tensor<2x5x11xf32>, tensor<2x5x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<2x5xi32>) -> tensor<2x5x11xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x5xi32>) -> tensor<2x5x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x11xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x5x1xi32>) -> tensor<2x5x11xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x11xi32>) -> tensor<2x5x11xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x5x11xi32>, tensor<2x5x11xi32>) -> tensor<2x5x11xi1>
    %5 = stablehlo.convert %4 : (tensor<2x5x11xi1>) -> tensor<2x5x11xf32>
    return %5 : tensor<2x5x11xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<2x5x11xf32>, %arg1: tensor<2x5x1xf32>, %arg2: tensor<2x5x11xf32>) -> tensor<2x5x11xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg2 : tensor<2x5x11xf32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x5x11xf32>, tensor<f32>) -> tensor<2x5xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x5x1xf32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x5x1xf32>, tensor<f32>) -> tensor<2x5xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x11xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x5x11xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x5x11xf32>
    return %7 : tensor<2x5x11xf32>
  }
  func.func private @silu_3(%arg0: tensor<2x5x16xf32>, %arg1: tensor<2x5x16xf32>, %arg2: tensor<2x5x16xf32>, %arg3: tensor<2x5x16xf32>) -> tensor<2x5x16xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<2x5x16xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<2x5x16xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<2x5x16xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x5x16xf32>
    return %3 : tensor<2x5x16xf32>
  }
  func.func private @_where_4(%arg0: tensor<2x2x5x5xi1>, %arg1: tensor<2x2x5x5xf32>) -> tensor<2x2x5x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x5x5xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x5x5xi1>, tensor<2x2x5x5xf32>
    return %1 : tensor<2x2x5x5xf32>
  }
  func.func private @_take_5(%arg0: tensor<2x5x1xi32>, %arg1: tensor<2x5x8xf32>) -> tensor<11x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<11x8xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<11x8xf32>, tensor<2x5x1xi32>, tensor<2x5x8xf32>) -> tensor<11x8xf32>
    return %1 : tensor<11x8xf32>
  }
}
