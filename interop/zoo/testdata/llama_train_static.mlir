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
    %0:2 = call @_take(%arg1, %arg12) : (tensor<11x8xf32>, tensor<2x5xi32>) -> (tensor<2x5x8xf32>, tensor<2x5x1xi32>)
    %1 = stablehlo.iota dim = 0 : tensor<5xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x5xi32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<5x5xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [2, 3] : (tensor<5x5xi1>) -> tensor<1x1x5x5xi1>
    %8 = stablehlo.multiply %0#0, %0#0 : tensor<2x5x8xf32>
    %9 = stablehlo.reduce(%8 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %11 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x5x1xf32>
    %13 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<2x5x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x5x1xf32>
    %16 = stablehlo.divide %15, %14 : tensor<2x5x1xf32>
    %17 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<2x5x1xf32>
    %19 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %20 = stablehlo.multiply %0#0, %19 : tensor<2x5x8xf32>
    %21 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<2x5x8xf32>
    %24 = stablehlo.dot_general %23, %arg10, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %26 = stablehlo.dot_general %23, %arg8, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %28 = stablehlo.dot_general %23, %arg11, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %30 = stablehlo.iota dim = 0 : tensor<2xf32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %32 = stablehlo.divide %30, %31 : tensor<2xf32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %34 = stablehlo.power %33, %32 : tensor<2xf32>
    %35 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %36 = stablehlo.divide %35, %34 : tensor<2xf32>
    %37 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %38 = stablehlo.convert %37 : (tensor<5x1xi32>) -> tensor<5x1xf32>
    %39 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x2xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<5x2xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<5x2xf32>
    %43 = stablehlo.cosine %42 : tensor<5x2xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 3] : (tensor<5x2xf32>) -> tensor<1x5x1x2xf32>
    %45 = stablehlo.sine %42 : tensor<5x2xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1, 3] : (tensor<5x2xf32>) -> tensor<1x5x1x2xf32>
    %47 = stablehlo.slice %25 [0:2, 0:5, 0:2, 0:2] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %48 = stablehlo.slice %25 [0:2, 0:5, 0:2, 2:4] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %49 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %50 = stablehlo.multiply %47, %49 : tensor<2x5x2x2xf32>
    %51 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %52 = stablehlo.multiply %48, %51 : tensor<2x5x2x2xf32>
    %53 = stablehlo.subtract %50, %52 : tensor<2x5x2x2xf32>
    %54 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %55 = stablehlo.multiply %47, %54 : tensor<2x5x2x2xf32>
    %56 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %57 = stablehlo.multiply %48, %56 : tensor<2x5x2x2xf32>
    %58 = stablehlo.add %55, %57 : tensor<2x5x2x2xf32>
    %59 = stablehlo.concatenate %53, %58, dim = 3 : (tensor<2x5x2x2xf32>, tensor<2x5x2x2xf32>) -> tensor<2x5x2x4xf32>
    %60 = stablehlo.iota dim = 0 : tensor<2xf32>
    %61 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %62 = stablehlo.divide %60, %61 : tensor<2xf32>
    %63 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %64 = stablehlo.power %63, %62 : tensor<2xf32>
    %65 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %66 = stablehlo.divide %65, %64 : tensor<2xf32>
    %67 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %68 = stablehlo.convert %67 : (tensor<5x1xi32>) -> tensor<5x1xf32>
    %69 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x2xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<5x2xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<5x2xf32>
    %73 = stablehlo.cosine %72 : tensor<5x2xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1, 3] : (tensor<5x2xf32>) -> tensor<1x5x1x2xf32>
    %75 = stablehlo.sine %72 : tensor<5x2xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [1, 3] : (tensor<5x2xf32>) -> tensor<1x5x1x2xf32>
    %77 = stablehlo.slice %27 [0:2, 0:5, 0:2, 0:2] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %78 = stablehlo.slice %27 [0:2, 0:5, 0:2, 2:4] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %79 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %80 = stablehlo.multiply %77, %79 : tensor<2x5x2x2xf32>
    %81 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %82 = stablehlo.multiply %78, %81 : tensor<2x5x2x2xf32>
    %83 = stablehlo.subtract %80, %82 : tensor<2x5x2x2xf32>
    %84 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %85 = stablehlo.multiply %77, %84 : tensor<2x5x2x2xf32>
    %86 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %87 = stablehlo.multiply %78, %86 : tensor<2x5x2x2xf32>
    %88 = stablehlo.add %85, %87 : tensor<2x5x2x2xf32>
    %89 = stablehlo.concatenate %83, %88, dim = 3 : (tensor<2x5x2x2xf32>, tensor<2x5x2x2xf32>) -> tensor<2x5x2x4xf32>
    %90 = stablehlo.dot_general %59, %89, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x5x2x4xf32>, tensor<2x5x2x4xf32>) -> tensor<2x2x5x5xf32>
    %91 = stablehlo.sqrt %cst_3 : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<2x2x5x5xf32>
    %93 = stablehlo.divide %90, %92 : tensor<2x2x5x5xf32>
    %94:2 = call @_where(%7, %93, %cst_2) : (tensor<1x1x5x5xi1>, tensor<2x2x5x5xf32>, tensor<f32>) -> (tensor<2x2x5x5xf32>, tensor<2x2x5x5xi1>)
    %95 = stablehlo.reduce(%94#0 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %96 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x2x5xf32>
    %97 = stablehlo.maximum %96, %95 : tensor<2x2x5xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %100 = stablehlo.subtract %94#0, %99 : tensor<2x2x5x5xf32>
    %101 = stablehlo.exponential %100 : tensor<2x2x5x5xf32>
    %102 = stablehlo.reduce(%101 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %105 = stablehlo.divide %101, %104 : tensor<2x2x5x5xf32>
    %106 = stablehlo.multiply %103, %103 : tensor<2x2x5x1xf32>
    %107 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x5x1xf32>
    %108 = stablehlo.divide %107, %106 : tensor<2x2x5x1xf32>
    %109 = stablehlo.dot_general %29, %105, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<2x5x2x4xf32>, tensor<2x2x5x5xf32>) -> tensor<2x2x4x5xf32>
    %110 = stablehlo.transpose %109, dims = [0, 3, 1, 2] : (tensor<2x2x4x5xf32>) -> tensor<2x5x2x4xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %112 = stablehlo.dot_general %111, %arg9, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %113 = stablehlo.add %0#0, %112 : tensor<2x5x8xf32>
    %114 = stablehlo.multiply %113, %113 : tensor<2x5x8xf32>
    %115 = stablehlo.reduce(%114 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %117 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %118 = stablehlo.divide %116, %117 : tensor<2x5x1xf32>
    %119 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %120 = stablehlo.add %118, %119 : tensor<2x5x1xf32>
    %121 = stablehlo.rsqrt %120 : tensor<2x5x1xf32>
    %122 = stablehlo.divide %121, %120 : tensor<2x5x1xf32>
    %123 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<2x5x1xf32>
    %125 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %126 = stablehlo.multiply %113, %125 : tensor<2x5x8xf32>
    %127 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %129 = stablehlo.multiply %126, %128 : tensor<2x5x8xf32>
    %130 = stablehlo.dot_general %129, %arg2, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x16xf32>) -> tensor<2x5x16xf32>
    %131:3 = call @silu(%130) : (tensor<2x5x16xf32>) -> (tensor<2x5x16xf32>, tensor<2x5x16xf32>, tensor<2x5x16xf32>)
    %132 = stablehlo.dot_general %129, %arg7, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x16xf32>) -> tensor<2x5x16xf32>
    %133 = stablehlo.multiply %131#0, %132 : tensor<2x5x16xf32>
    %134 = stablehlo.dot_general %133, %arg0, contracting_dims = [2] x [0] : (tensor<2x5x16xf32>, tensor<16x8xf32>) -> tensor<2x5x8xf32>
    %135 = stablehlo.add %113, %134 : tensor<2x5x8xf32>
    %136 = stablehlo.multiply %135, %135 : tensor<2x5x8xf32>
    %137 = stablehlo.reduce(%136 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %139 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %140 = stablehlo.divide %138, %139 : tensor<2x5x1xf32>
    %141 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %142 = stablehlo.add %140, %141 : tensor<2x5x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<2x5x1xf32>
    %144 = stablehlo.divide %143, %142 : tensor<2x5x1xf32>
    %145 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %146 = stablehlo.multiply %145, %144 : tensor<2x5x1xf32>
    %147 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %148 = stablehlo.multiply %135, %147 : tensor<2x5x8xf32>
    %149 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %151 = stablehlo.multiply %148, %150 : tensor<2x5x8xf32>
    %152 = stablehlo.dot_general %151, %arg6, contracting_dims = [2] x [0] : (tensor<2x5x8xf32>, tensor<8x11xf32>) -> tensor<2x5x11xf32>
    %153:3 = call @log_softmax(%152) : (tensor<2x5x11xf32>) -> (tensor<2x5x11xf32>, tensor<2x5x11xf32>, tensor<2x5x1xf32>)
    %154 = call @_one_hot(%arg13) : (tensor<2x5xi32>) -> tensor<2x5x11xf32>
    %155 = stablehlo.multiply %153#0, %154 : tensor<2x5x11xf32>
    %156 = stablehlo.reduce(%155 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x11xf32>, tensor<f32>) -> tensor<2x5xf32>
    %157 = stablehlo.reduce(%156 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<f32>
    %158 = stablehlo.divide %157, %cst_0 : tensor<f32>
    %159 = stablehlo.negate %158 : tensor<f32>
    %160 = stablehlo.negate %cst_4 : tensor<f32>
    %161 = stablehlo.divide %160, %cst_0 : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x11xf32>
    %164 = stablehlo.multiply %163, %154 : tensor<2x5x11xf32>
    %165 = call @log_softmax_0(%153#1, %153#2, %164) : (tensor<2x5x11xf32>, tensor<2x5x1xf32>, tensor<2x5x11xf32>) -> tensor<2x5x11xf32>
    %166 = stablehlo.dot_general %165, %151, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x11xf32>, tensor<2x5x8xf32>) -> tensor<11x8xf32>
    %167 = stablehlo.transpose %166, dims = [1, 0] : (tensor<11x8xf32>) -> tensor<8x11xf32>
    %168 = stablehlo.dot_general %165, %arg6, contracting_dims = [2] x [1] : (tensor<2x5x11xf32>, tensor<8x11xf32>) -> tensor<2x5x8xf32>
    %169 = stablehlo.multiply %148, %168 : tensor<2x5x8xf32>
    %170 = stablehlo.reduce(%169 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %171 = stablehlo.reshape %170 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %172 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %173 = stablehlo.multiply %168, %172 : tensor<2x5x8xf32>
    %174 = stablehlo.reduce(%171 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %175 = stablehlo.multiply %135, %173 : tensor<2x5x8xf32>
    %176 = stablehlo.reduce(%175 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %178 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %179 = stablehlo.multiply %173, %178 : tensor<2x5x8xf32>
    %180 = stablehlo.multiply %177, %146 : tensor<2x5x1xf32>
    %181 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %182 = stablehlo.divide %180, %181 : tensor<2x5x1xf32>
    %183 = stablehlo.reduce(%182 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x1xf32>, tensor<f32>) -> tensor<2x5xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x8xf32>
    %185 = stablehlo.multiply %135, %184 : tensor<2x5x8xf32>
    %186 = stablehlo.add %179, %185 : tensor<2x5x8xf32>
    %187 = stablehlo.multiply %184, %135 : tensor<2x5x8xf32>
    %188 = stablehlo.add %186, %187 : tensor<2x5x8xf32>
    %189 = stablehlo.dot_general %188, %133, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x8xf32>, tensor<2x5x16xf32>) -> tensor<8x16xf32>
    %190 = stablehlo.transpose %189, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %191 = stablehlo.dot_general %188, %arg0, contracting_dims = [2] x [1] : (tensor<2x5x8xf32>, tensor<16x8xf32>) -> tensor<2x5x16xf32>
    %192 = stablehlo.multiply %131#0, %191 : tensor<2x5x16xf32>
    %193 = stablehlo.multiply %191, %132 : tensor<2x5x16xf32>
    %194 = stablehlo.dot_general %192, %129, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x16xf32>, tensor<2x5x8xf32>) -> tensor<16x8xf32>
    %195 = stablehlo.transpose %194, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %196 = stablehlo.dot_general %192, %arg7, contracting_dims = [2] x [1] : (tensor<2x5x16xf32>, tensor<8x16xf32>) -> tensor<2x5x8xf32>
    %197 = call @silu_1(%131#1, %131#2, %130, %193) : (tensor<2x5x16xf32>, tensor<2x5x16xf32>, tensor<2x5x16xf32>, tensor<2x5x16xf32>) -> tensor<2x5x16xf32>
    %198 = stablehlo.dot_general %197, %129, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x16xf32>, tensor<2x5x8xf32>) -> tensor<16x8xf32>
    %199 = stablehlo.transpose %198, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %200 = stablehlo.dot_general %197, %arg2, contracting_dims = [2] x [1] : (tensor<2x5x16xf32>, tensor<8x16xf32>) -> tensor<2x5x8xf32>
    %201 = stablehlo.add %196, %200 : tensor<2x5x8xf32>
    %202 = stablehlo.multiply %126, %201 : tensor<2x5x8xf32>
    %203 = stablehlo.reduce(%202 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %204 = stablehlo.reshape %203 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %205 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %206 = stablehlo.multiply %201, %205 : tensor<2x5x8xf32>
    %207 = stablehlo.reduce(%204 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %208 = stablehlo.multiply %113, %206 : tensor<2x5x8xf32>
    %209 = stablehlo.reduce(%208 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %211 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %212 = stablehlo.multiply %206, %211 : tensor<2x5x8xf32>
    %213 = stablehlo.add %188, %212 : tensor<2x5x8xf32>
    %214 = stablehlo.multiply %210, %124 : tensor<2x5x1xf32>
    %215 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %216 = stablehlo.divide %214, %215 : tensor<2x5x1xf32>
    %217 = stablehlo.reduce(%216 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x1xf32>, tensor<f32>) -> tensor<2x5xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x8xf32>
    %219 = stablehlo.multiply %113, %218 : tensor<2x5x8xf32>
    %220 = stablehlo.add %213, %219 : tensor<2x5x8xf32>
    %221 = stablehlo.multiply %218, %113 : tensor<2x5x8xf32>
    %222 = stablehlo.add %220, %221 : tensor<2x5x8xf32>
    %223 = stablehlo.dot_general %222, %111, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<8x8xf32>
    %224 = stablehlo.transpose %223, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %225 = stablehlo.dot_general %222, %arg9, contracting_dims = [2] x [1] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %227 = stablehlo.transpose %226, dims = [0, 2, 3, 1] : (tensor<2x5x2x4xf32>) -> tensor<2x2x4x5xf32>
    %228 = stablehlo.dot_general %227, %29, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3] : (tensor<2x2x4x5xf32>, tensor<2x5x2x4xf32>) -> tensor<2x2x5x5xf32>
    %229 = stablehlo.dot_general %227, %105, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<2x2x4x5xf32>, tensor<2x2x5x5xf32>) -> tensor<2x2x4x5xf32>
    %230 = stablehlo.transpose %229, dims = [0, 3, 1, 2] : (tensor<2x2x4x5xf32>) -> tensor<2x5x2x4xf32>
    %231 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %232 = stablehlo.multiply %228, %231 : tensor<2x2x5x5xf32>
    %233 = stablehlo.multiply %232, %101 : tensor<2x2x5x5xf32>
    %234 = stablehlo.reduce(%233 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x2x5xf32>) -> tensor<2x2x5x1xf32>
    %236 = stablehlo.negate %235 : tensor<2x2x5x1xf32>
    %237 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %238 = stablehlo.divide %228, %237 : tensor<2x2x5x5xf32>
    %239 = stablehlo.reduce(%236 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x1xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %241 = stablehlo.add %238, %240 : tensor<2x2x5x5xf32>
    %242 = stablehlo.multiply %241, %101 : tensor<2x2x5x5xf32>
    %243 = call @_where_2(%94#1, %242) : (tensor<2x2x5x5xi1>, tensor<2x2x5x5xf32>) -> tensor<2x2x5x5xf32>
    %244 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<2x2x5x5xf32>
    %245 = stablehlo.divide %243, %244 : tensor<2x2x5x5xf32>
    %246 = stablehlo.dot_general %245, %59, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<2x2x5x5xf32>, tensor<2x5x2x4xf32>) -> tensor<2x2x5x4xf32>
    %247 = stablehlo.transpose %246, dims = [0, 2, 1, 3] : (tensor<2x2x5x4xf32>) -> tensor<2x5x2x4xf32>
    %248 = stablehlo.dot_general %245, %89, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<2x2x5x5xf32>, tensor<2x5x2x4xf32>) -> tensor<2x2x5x4xf32>
    %249 = stablehlo.transpose %248, dims = [0, 2, 1, 3] : (tensor<2x2x5x4xf32>) -> tensor<2x5x2x4xf32>
    %250 = stablehlo.slice %247 [0:2, 0:5, 0:2, 0:2] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %251 = stablehlo.slice %247 [0:2, 0:5, 0:2, 2:4] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %252 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %253 = stablehlo.multiply %251, %252 : tensor<2x5x2x2xf32>
    %254 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %255 = stablehlo.multiply %251, %254 : tensor<2x5x2x2xf32>
    %256 = stablehlo.negate %250 : tensor<2x5x2x2xf32>
    %257 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %258 = stablehlo.multiply %256, %257 : tensor<2x5x2x2xf32>
    %259 = stablehlo.add %253, %258 : tensor<2x5x2x2xf32>
    %260 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %261 = stablehlo.multiply %250, %260 : tensor<2x5x2x2xf32>
    %262 = stablehlo.add %255, %261 : tensor<2x5x2x2xf32>
    %263 = stablehlo.pad %259, %cst_10, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x5x2x2xf32>, tensor<f32>) -> tensor<2x5x2x4xf32>
    %264 = stablehlo.pad %262, %cst_10, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x5x2x2xf32>, tensor<f32>) -> tensor<2x5x2x4xf32>
    %265 = stablehlo.add %263, %264 : tensor<2x5x2x4xf32>
    %266 = stablehlo.slice %249 [0:2, 0:5, 0:2, 0:2] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %267 = stablehlo.slice %249 [0:2, 0:5, 0:2, 2:4] : (tensor<2x5x2x4xf32>) -> tensor<2x5x2x2xf32>
    %268 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<2x5x2x2xf32>
    %270 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %271 = stablehlo.multiply %267, %270 : tensor<2x5x2x2xf32>
    %272 = stablehlo.negate %266 : tensor<2x5x2x2xf32>
    %273 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %274 = stablehlo.multiply %272, %273 : tensor<2x5x2x2xf32>
    %275 = stablehlo.add %269, %274 : tensor<2x5x2x2xf32>
    %276 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x5x1x2xf32>) -> tensor<2x5x2x2xf32>
    %277 = stablehlo.multiply %266, %276 : tensor<2x5x2x2xf32>
    %278 = stablehlo.add %271, %277 : tensor<2x5x2x2xf32>
    %279 = stablehlo.pad %275, %cst_10, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x5x2x2xf32>, tensor<f32>) -> tensor<2x5x2x4xf32>
    %280 = stablehlo.pad %278, %cst_10, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x5x2x2xf32>, tensor<f32>) -> tensor<2x5x2x4xf32>
    %281 = stablehlo.add %279, %280 : tensor<2x5x2x4xf32>
    %282 = stablehlo.reshape %230 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %283 = stablehlo.dot_general %282, %23, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<8x8xf32>
    %284 = stablehlo.transpose %283, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %285 = stablehlo.dot_general %282, %arg11, contracting_dims = [2] x [1] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %286 = stablehlo.reshape %265 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %287 = stablehlo.dot_general %286, %23, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<8x8xf32>
    %288 = stablehlo.transpose %287, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %289 = stablehlo.dot_general %286, %arg8, contracting_dims = [2] x [1] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %290 = stablehlo.add %285, %289 : tensor<2x5x8xf32>
    %291 = stablehlo.reshape %281 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %292 = stablehlo.dot_general %291, %23, contracting_dims = [0, 1] x [0, 1] : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<8x8xf32>
    %293 = stablehlo.transpose %292, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %294 = stablehlo.dot_general %291, %arg10, contracting_dims = [2] x [1] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %295 = stablehlo.add %290, %294 : tensor<2x5x8xf32>
    %296 = stablehlo.multiply %20, %295 : tensor<2x5x8xf32>
    %297 = stablehlo.reduce(%296 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %298 = stablehlo.reshape %297 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %299 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %300 = stablehlo.multiply %295, %299 : tensor<2x5x8xf32>
    %301 = stablehlo.reduce(%298 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %302 = stablehlo.multiply %0#0, %300 : tensor<2x5x8xf32>
    %303 = stablehlo.reduce(%302 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %304 = stablehlo.reshape %303 : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %305 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %306 = stablehlo.multiply %300, %305 : tensor<2x5x8xf32>
    %307 = stablehlo.add %222, %306 : tensor<2x5x8xf32>
    %308 = stablehlo.multiply %304, %18 : tensor<2x5x1xf32>
    %309 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %310 = stablehlo.divide %308, %309 : tensor<2x5x1xf32>
    %311 = stablehlo.reduce(%310 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x1xf32>, tensor<f32>) -> tensor<2x5xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x8xf32>
    %313 = stablehlo.multiply %0#0, %312 : tensor<2x5x8xf32>
    %314 = stablehlo.add %307, %313 : tensor<2x5x8xf32>
    %315 = stablehlo.multiply %312, %0#0 : tensor<2x5x8xf32>
    %316 = stablehlo.add %314, %315 : tensor<2x5x8xf32>
    %317 = call @_take_3(%0#1, %316) : (tensor<2x5x1xi32>, tensor<2x5x8xf32>) -> tensor<11x8xf32>
    %318 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %319 = stablehlo.multiply %318, %190 : tensor<16x8xf32>
    %320 = stablehlo.subtract %arg0, %319 : tensor<16x8xf32>
    %321 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<11x8xf32>
    %322 = stablehlo.multiply %321, %317 : tensor<11x8xf32>
    %323 = stablehlo.subtract %arg1, %322 : tensor<11x8xf32>
    %324 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %325 = stablehlo.multiply %324, %199 : tensor<8x16xf32>
    %326 = stablehlo.subtract %arg2, %325 : tensor<8x16xf32>
    %327 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %328 = stablehlo.multiply %327, %301 : tensor<8xf32>
    %329 = stablehlo.subtract %arg3, %328 : tensor<8xf32>
    %330 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %331 = stablehlo.multiply %330, %207 : tensor<8xf32>
    %332 = stablehlo.subtract %arg4, %331 : tensor<8xf32>
    %333 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %334 = stablehlo.multiply %333, %174 : tensor<8xf32>
    %335 = stablehlo.subtract %arg5, %334 : tensor<8xf32>
    %336 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %337 = stablehlo.multiply %336, %167 : tensor<8x11xf32>
    %338 = stablehlo.subtract %arg6, %337 : tensor<8x11xf32>
    %339 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %340 = stablehlo.multiply %339, %195 : tensor<8x16xf32>
    %341 = stablehlo.subtract %arg7, %340 : tensor<8x16xf32>
    %342 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %343 = stablehlo.multiply %342, %288 : tensor<8x8xf32>
    %344 = stablehlo.subtract %arg8, %343 : tensor<8x8xf32>
    %345 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %346 = stablehlo.multiply %345, %224 : tensor<8x8xf32>
    %347 = stablehlo.subtract %arg9, %346 : tensor<8x8xf32>
    %348 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %349 = stablehlo.multiply %348, %293 : tensor<8x8xf32>
    %350 = stablehlo.subtract %arg10, %349 : tensor<8x8xf32>
    %351 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %352 = stablehlo.multiply %351, %284 : tensor<8x8xf32>
    %353 = stablehlo.subtract %arg11, %352 : tensor<8x8xf32>
    return %159, %320, %323, %326, %329, %332, %335, %338, %341, %344, %347, %350, %353 : tensor<f32>, tensor<16x8xf32>, tensor<11x8xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x11xf32>, tensor<8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
  }
  func.func private @_take(%arg0: tensor<11x8xf32>, %arg1: tensor<2x5xi32>) -> (tensor<2x5x8xf32>, tensor<2x5x1xi32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<2x5xi32>) -> tensor<2x5x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 8>}> : (tensor<11x8xf32>, tensor<2x5x1xi32>) -> tensor<2x5x8xf32>
    return %1, %0 : tensor<2x5x8xf32>, tensor<2x5x1xi32>
  }
  func.func private @_where(%arg0: tensor<1x1x5x5xi1>, %arg1: tensor<2x2x5x5xf32>, %arg2: tensor<f32>) -> (tensor<2x2x5x5xf32>, tensor<2x2x5x5xi1>) {
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
  func.func private @log_softmax_0(%arg0: tensor<2x5x11xf32>, %arg1: tensor<2x5x1xf32>, %arg2: tensor<2x5x11xf32>) -> tensor<2x5x11xf32> {
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
  func.func private @silu_1(%arg0: tensor<2x5x16xf32>, %arg1: tensor<2x5x16xf32>, %arg2: tensor<2x5x16xf32>, %arg3: tensor<2x5x16xf32>) -> tensor<2x5x16xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<2x5x16xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<2x5x16xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<2x5x16xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x5x16xf32>
    return %3 : tensor<2x5x16xf32>
  }
  func.func private @_where_2(%arg0: tensor<2x2x5x5xi1>, %arg1: tensor<2x2x5x5xf32>) -> tensor<2x2x5x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x5x5xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x5x5xi1>, tensor<2x2x5x5xf32>
    return %1 : tensor<2x2x5x5xf32>
  }
  func.func private @_take_3(%arg0: tensor<2x5x1xi32>, %arg1: tensor<2x5x8xf32>) -> tensor<11x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_1 = stablehlo.constant dense<10> : tensor<1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<11x8xf32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.minimum %c_1, %1 : tensor<1xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<1xi32>) -> tensor<2x5x1xi32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x5x1xi32>
    %5 = stablehlo.clamp %4, %arg0, %3 : tensor<2x5x1xi32>
    %6 = "stablehlo.scatter"(%0, %5, %arg1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %7 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<11x8xf32>, tensor<2x5x1xi32>, tensor<2x5x8xf32>) -> tensor<11x8xf32>
    return %6 : tensor<11x8xf32>
  }
}
