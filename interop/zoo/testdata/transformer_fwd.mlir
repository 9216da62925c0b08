module @jit_encoder attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8x8xf32>, %arg5: tensor<8x8xf32>, %arg6: tensor<8x8xf32>, %arg7: tensor<8x8xf32>, %arg8: tensor<?x?x8xf32>) -> (tensor<?x?x8xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.get_dimension_size %arg8, dim = 0 : (tensor<?x?x8xf32>) -> tensor<i32>
    %1 = stablehlo.get_dimension_size %arg8, dim = 1 : (tensor<?x?x8xf32>) -> tensor<i32>
    %2 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[1].shape = (b, s, 8). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[1].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
    %3 = stablehlo.compare GE, %1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%3, %0, %1) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 's'. Using the following polymorphic shapes specifications: args[1].shape = (b, s, 8). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[1].shape[0] (= {0}), 's' = {1} from specification 's' for dimension args[1].shape[1] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
    %4 = call @_wrapped_jax_export_main(%0, %1, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    return %4 : tensor<?x?x8xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<8x16xf32>, %arg3: tensor<16x8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8x8xf32>, %arg7: tensor<8x8xf32>, %arg8: tensor<8x8xf32>, %arg9: tensor<8x8xf32>, %arg10: tensor<?x?x8xf32>) -> (tensor<?x?x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %c = stablehlo.constant dense<16> : tensor<1xi32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %c_5 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_6 = stablehlo.constant dense<2> : tensor<1xi32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<8> : tensor<1xi32>
    %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %c_11 = stablehlo.constant dense<1> : tensor<1xi32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg10 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.concatenate %1, %2, %c_11, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4 = stablehlo.dynamic_broadcast_in_dim %0, %3, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.concatenate %5, %6, %c_11, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %8 = stablehlo.dynamic_broadcast_in_dim %cst_10, %7, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %9 = stablehlo.divide %4, %8 : tensor<?x?x1xf32>
    %10 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %12 = stablehlo.concatenate %10, %11, %c_9, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %13 = stablehlo.dynamic_broadcast_in_dim %9, %12, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %14 = stablehlo.subtract %arg10, %13 : tensor<?x?x8xf32>
    %15 = call @_var(%arg0, %arg1, %arg10, %c_8) : (tensor<i32>, tensor<i32>, tensor<?x?x8xf32>, tensor<i32>) -> tensor<?x?x1xf32>
    %16 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.concatenate %16, %17, %c_11, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %19 = stablehlo.dynamic_broadcast_in_dim %cst_7, %18, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %20 = stablehlo.add %15, %19 : tensor<?x?x1xf32>
    %21 = stablehlo.sqrt %20 : tensor<?x?x1xf32>
    %22 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %23 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %24 = stablehlo.concatenate %22, %23, %c_9, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %25 = stablehlo.dynamic_broadcast_in_dim %21, %24, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %26 = stablehlo.divide %14, %25 : tensor<?x?x8xf32>
    %27 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %28 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %29 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %30 = stablehlo.concatenate %28, %29, %c_9, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %31 = stablehlo.dynamic_broadcast_in_dim %27, %30, dims = [0, 1, 2] : (tensor<1x1x8xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %32 = stablehlo.multiply %26, %31 : tensor<?x?x8xf32>
    %33 = stablehlo.dot_general %32, %arg8, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %34 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %35 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %36 = stablehlo.concatenate %34, %35, %c_6, %c_5, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %37 = stablehlo.dynamic_reshape %33, %36 : (tensor<?x?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %38 = stablehlo.dot_general %32, %arg6, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %39 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %40 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %41 = stablehlo.concatenate %39, %40, %c_6, %c_5, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %42 = stablehlo.dynamic_reshape %38, %41 : (tensor<?x?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %43 = stablehlo.dot_general %32, %arg9, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %44 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %45 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %46 = stablehlo.concatenate %44, %45, %c_6, %c_5, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %47 = stablehlo.dynamic_reshape %43, %46 : (tensor<?x?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %48 = stablehlo.dot_general %37, %42, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x4xf32>, tensor<?x?x2x4xf32>) -> tensor<?x2x?x?xf32>
    %49 = stablehlo.sqrt %cst_4 : tensor<f32>
    %50 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %51 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %52 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %53 = stablehlo.concatenate %50, %c_6, %51, %52, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %54 = stablehlo.dynamic_broadcast_in_dim %49, %53, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %55 = stablehlo.divide %48, %54 : tensor<?x2x?x?xf32>
    %56 = stablehlo.reduce(%55 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %57 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %59 = stablehlo.concatenate %57, %c_6, %58, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %60 = stablehlo.dynamic_broadcast_in_dim %cst_3, %59, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %61 = stablehlo.maximum %60, %56 : tensor<?x2x?xf32>
    %62 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %63 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %64 = stablehlo.concatenate %62, %c_6, %63, %c_11, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %65 = stablehlo.dynamic_broadcast_in_dim %61, %64, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x1xf32>
    %66 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %67 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %68 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %69 = stablehlo.concatenate %66, %c_6, %67, %68, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %70 = stablehlo.dynamic_broadcast_in_dim %65, %69, dims = [0, 1, 2, 3] : (tensor<?x2x?x1xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %71 = stablehlo.subtract %55, %70 : tensor<?x2x?x?xf32>
    %72 = stablehlo.exponential %71 : tensor<?x2x?x?xf32>
    %73 = stablehlo.reduce(%72 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %74 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %75 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %76 = stablehlo.concatenate %74, %c_6, %75, %c_11, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %77 = stablehlo.dynamic_broadcast_in_dim %73, %76, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x1xf32>
    %78 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %79 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %80 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %81 = stablehlo.concatenate %78, %c_6, %79, %80, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %82 = stablehlo.dynamic_broadcast_in_dim %77, %81, dims = [0, 1, 2, 3] : (tensor<?x2x?x1xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %83 = stablehlo.divide %72, %82 : tensor<?x2x?x?xf32>
    %84 = stablehlo.dot_general %47, %83, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<?x?x2x4xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x4x?xf32>
    %85 = stablehlo.transpose %84, dims = [0, 3, 1, 2] : (tensor<?x2x4x?xf32>) -> tensor<?x?x2x4xf32>
    %86 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %87 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %88 = stablehlo.concatenate %86, %87, %c_9, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %89 = stablehlo.dynamic_reshape %85, %88 : (tensor<?x?x2x4xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %90 = stablehlo.dot_general %89, %arg7, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %91 = stablehlo.add %arg10, %90 : tensor<?x?x8xf32>
    %92 = stablehlo.reduce(%91 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %93 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %94 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %95 = stablehlo.concatenate %93, %94, %c_11, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %96 = stablehlo.dynamic_broadcast_in_dim %92, %95, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %97 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %98 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %99 = stablehlo.concatenate %97, %98, %c_11, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %100 = stablehlo.dynamic_broadcast_in_dim %cst_10, %99, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %101 = stablehlo.divide %96, %100 : tensor<?x?x1xf32>
    %102 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %103 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %104 = stablehlo.concatenate %102, %103, %c_9, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %105 = stablehlo.dynamic_broadcast_in_dim %101, %104, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %106 = stablehlo.subtract %91, %105 : tensor<?x?x8xf32>
    %107 = call @_var(%arg0, %arg1, %91, %c_8) : (tensor<i32>, tensor<i32>, tensor<?x?x8xf32>, tensor<i32>) -> tensor<?x?x1xf32>
    %108 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %109 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %110 = stablehlo.concatenate %108, %109, %c_11, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %111 = stablehlo.dynamic_broadcast_in_dim %cst_7, %110, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %112 = stablehlo.add %107, %111 : tensor<?x?x1xf32>
    %113 = stablehlo.sqrt %112 : tensor<?x?x1xf32>
    %114 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %115 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %116 = stablehlo.concatenate %114, %115, %c_9, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %117 = stablehlo.dynamic_broadcast_in_dim %113, %116, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %118 = stablehlo.divide %106, %117 : tensor<?x?x8xf32>
    %119 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %120 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %121 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %122 = stablehlo.concatenate %120, %121, %c_9, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %123 = stablehlo.dynamic_broadcast_in_dim %119, %122, dims = [0, 1, 2] : (tensor<1x1x8xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %124 = stablehlo.multiply %118, %123 : tensor<?x?x8xf32>
    %125 = stablehlo.dot_general %124, %arg2, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x16xf32>) -> tensor<?x?x16xf32>
    %126 = stablehlo.multiply %125, %125 : tensor<?x?x16xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<?x?x16xf32>
    %128 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %129 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %130 = stablehlo.concatenate %128, %129, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %131 = stablehlo.dynamic_broadcast_in_dim %cst_2, %130, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %132 = stablehlo.multiply %131, %127 : tensor<?x?x16xf32>
    %133 = stablehlo.add %125, %132 : tensor<?x?x16xf32>
    %134 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %135 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %136 = stablehlo.concatenate %134, %135, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %137 = stablehlo.dynamic_broadcast_in_dim %cst_1, %136, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %138 = stablehlo.multiply %137, %133 : tensor<?x?x16xf32>
    %139 = stablehlo.tanh %138 : tensor<?x?x16xf32>
    %140 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %141 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %142 = stablehlo.concatenate %140, %141, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %143 = stablehlo.dynamic_broadcast_in_dim %cst_0, %142, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %144 = stablehlo.add %143, %139 : tensor<?x?x16xf32>
    %145 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %146 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %147 = stablehlo.concatenate %145, %146, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %148 = stablehlo.dynamic_broadcast_in_dim %cst, %147, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %149 = stablehlo.multiply %148, %144 : tensor<?x?x16xf32>
    %150 = stablehlo.multiply %125, %149 : tensor<?x?x16xf32>
    %151 = stablehlo.dot_general %150, %arg3, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x8xf32>) -> tensor<?x?x8xf32>
    %152 = stablehlo.add %91, %151 : tensor<?x?x8xf32>
    return %152 : tensor<?x?x8xf32>
  }
  func.func private @_var(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x?x8xf32>, %arg3: tensor<i32>) -> tensor<?x?x1xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<8> : tensor<1xi32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg2 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.concatenate %1, %2, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4 = stablehlo.dynamic_broadcast_in_dim %0, %3, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.concatenate %5, %6, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %8 = stablehlo.dynamic_broadcast_in_dim %cst_0, %7, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %9 = stablehlo.divide %4, %8 : tensor<?x?x1xf32>
    %10 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %12 = stablehlo.concatenate %10, %11, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %13 = stablehlo.dynamic_broadcast_in_dim %9, %12, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %14 = stablehlo.subtract %arg2, %13 : tensor<?x?x8xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<?x?x8xf32>
    %16 = stablehlo.convert %arg3 : (tensor<i32>) -> tensor<f32>
    %17 = stablehlo.subtract %cst_0, %16 : tensor<f32>
    %18 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %19 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %20 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.concatenate %19, %20, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %22 = stablehlo.dynamic_broadcast_in_dim %18, %21, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %23 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %24 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %25 = stablehlo.concatenate %23, %24, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %26 = stablehlo.dynamic_broadcast_in_dim %17, %25, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %27 = stablehlo.divide %22, %26 : tensor<?x?x1xf32>
    %28 = stablehlo.compare GT, %17, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %29 = call @_where(%arg0, %arg1, %28, %27, %cst) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<?x?x1xf32>, tensor<f32>) -> tensor<?x?x1xf32>
    return %29 : tensor<?x?x1xf32>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<i1>, %arg3: tensor<?x?x1xf32>, %arg4: tensor<f32>) -> tensor<?x?x1xf32> {
    %c = stablehlo.constant dense<1> : tensor<1xi32>
    %0 = stablehlo.convert %arg4 : tensor<f32>
    %1 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.concatenate %1, %2, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4 = stablehlo.dynamic_broadcast_in_dim %0, %3, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %5 = stablehlo.select %arg2, %arg3, %4 : tensor<i1>, tensor<?x?x1xf32>
    return %5 : tensor<?x?x1xf32>
  }
}
