module @jit_decode_step attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8xf32>, %arg1: tensor<11x8xf32>, %arg2: tensor<8x16xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8x11xf32>, %arg7: tensor<8x16xf32>, %arg8: tensor<8x8xf32>, %arg9: tensor<8x8xf32>, %arg10: tensor<8x8xf32>, %arg11: tensor<8x8xf32>, %arg12: tensor<2xi32>, %arg13: tensor<2x?x2x4xf32>, %arg14: tensor<2x?x2x4xf32>) -> (tensor<2x11xf32> {jax.result_info = "result[0]"}, tensor<2x?x2x4xf32> {jax.result_info = "result[1]"}, tensor<2x?x2x4xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.get_dimension_size %arg13, dim = 1 : (tensor<2x?x2x4xf32>) -> tensor<i32>
    %1 = stablehlo.get_dimension_size %arg14, dim = 1 : (tensor<2x?x2x4xf32>) -> tensor<i32>
    %2 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 't'. Using the following polymorphic shapes specifications: args[2].shape = (2, t, 2, 4),args[3].shape = (2, t, 2, 4). Obtained dimension variables: 't' = {0} from specification 't' for dimension args[2].shape[1] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
    %3 = stablehlo.compare EQ, %1, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%3, %1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Found inconsistency between dimension size args[3].shape[1] (= {0}) and the specification 't' (= {1}). Using the following polymorphic shapes specifications: args[2].shape = (2, t, 2, 4),args[3].shape = (2, t, 2, 4). Obtained dimension variables: 't' = {1} from specification 't' for dimension args[2].shape[1] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
    %4:3 = call @_wrapped_jax_export_main(%0, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14) : (tensor<i32>, tensor<16x8xf32>, tensor<11x8xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x11xf32>, tensor<8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<2xi32>, tensor<2x?x2x4xf32>, tensor<2x?x2x4xf32>) -> (tensor<2x11xf32>, tensor<2x?x2x4xf32>, tensor<2x?x2x4xf32>)
    return %4#0, %4#1, %4#2 : tensor<2x11xf32>, tensor<2x?x2x4xf32>, tensor<2x?x2x4xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "t"}, %arg1: tensor<16x8xf32>, %arg2: tensor<11x8xf32>, %arg3: tensor<8x16xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8x11xf32>, %arg8: tensor<8x16xf32>, %arg9: tensor<8x8xf32>, %arg10: tensor<8x8xf32>, %arg11: tensor<8x8xf32>, %arg12: tensor<8x8xf32>, %arg13: tensor<2xi32>, %arg14: tensor<2x?x2x4xf32>, %arg15: tensor<2x?x2x4xf32>) -> (tensor<2x11xf32> {jax.result_info = "result[0]"}, tensor<2x?x2x4xf32> {jax.result_info = "result[1]"}, tensor<2x?x2x4xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_9 = stablehlo.constant dense<11> : tensor<i32>
    %0 = call @remainder(%arg0, %arg13, %c_9) : (tensor<i32>, tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %1 = call @_take(%arg0, %arg2, %0) : (tensor<i32>, tensor<11x8xf32>, tensor<2xi32>) -> tensor<2x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %3 = stablehlo.convert %arg0 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.multiply %2, %2 : tensor<2x1x8xf32>
    %6 = stablehlo.reduce(%5 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %8 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x1x1xf32>
    %10 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %11 = stablehlo.add %9, %10 : tensor<2x1x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x8xf32>
    %14 = stablehlo.multiply %2, %13 : tensor<2x1x8xf32>
    %15 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x1x8xf32>
    %18 = stablehlo.dot_general %17, %arg11, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x1x8xf32>) -> tensor<2x1x2x4xf32>
    %20 = stablehlo.dot_general %17, %arg9, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x1x8xf32>) -> tensor<2x1x2x4xf32>
    %22 = stablehlo.dot_general %17, %arg12, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x1x8xf32>) -> tensor<2x1x2x4xf32>
    %24 = stablehlo.iota dim = 0 : tensor<2xf32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %26 = stablehlo.divide %24, %25 : tensor<2xf32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %28 = stablehlo.power %27, %26 : tensor<2xf32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %30 = stablehlo.divide %29, %28 : tensor<2xf32>
    %31 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %32 = stablehlo.convert %31 : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x2xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<1x2xf32>
    %36 = stablehlo.cosine %35 : tensor<1x2xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %38 = stablehlo.sine %35 : tensor<1x2xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %40 = stablehlo.slice %19 [0:2, 0:1, 0:2, 0:2] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %41 = stablehlo.slice %19 [0:2, 0:1, 0:2, 2:4] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %42 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %43 = stablehlo.multiply %40, %42 : tensor<2x1x2x2xf32>
    %44 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %45 = stablehlo.multiply %41, %44 : tensor<2x1x2x2xf32>
    %46 = stablehlo.subtract %43, %45 : tensor<2x1x2x2xf32>
    %47 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %48 = stablehlo.multiply %40, %47 : tensor<2x1x2x2xf32>
    %49 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %50 = stablehlo.multiply %41, %49 : tensor<2x1x2x2xf32>
    %51 = stablehlo.add %48, %50 : tensor<2x1x2x2xf32>
    %52 = stablehlo.concatenate %46, %51, dim = 3 : (tensor<2x1x2x2xf32>, tensor<2x1x2x2xf32>) -> tensor<2x1x2x4xf32>
    %53 = stablehlo.iota dim = 0 : tensor<2xf32>
    %54 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %55 = stablehlo.divide %53, %54 : tensor<2xf32>
    %56 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %57 = stablehlo.power %56, %55 : tensor<2xf32>
    %58 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %59 = stablehlo.divide %58, %57 : tensor<2xf32>
    %60 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %61 = stablehlo.convert %60 : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %62 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %63 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x2xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<1x2xf32>
    %65 = stablehlo.cosine %64 : tensor<1x2xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %67 = stablehlo.sine %64 : tensor<1x2xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %69 = stablehlo.slice %21 [0:2, 0:1, 0:2, 0:2] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %70 = stablehlo.slice %21 [0:2, 0:1, 0:2, 2:4] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %71 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<2x1x2x2xf32>
    %73 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %74 = stablehlo.multiply %70, %73 : tensor<2x1x2x2xf32>
    %75 = stablehlo.subtract %72, %74 : tensor<2x1x2x2xf32>
    %76 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %77 = stablehlo.multiply %69, %76 : tensor<2x1x2x2xf32>
    %78 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %79 = stablehlo.multiply %70, %78 : tensor<2x1x2x2xf32>
    %80 = stablehlo.add %77, %79 : tensor<2x1x2x2xf32>
    %81 = stablehlo.concatenate %75, %80, dim = 3 : (tensor<2x1x2x2xf32>, tensor<2x1x2x2xf32>) -> tensor<2x1x2x4xf32>
    %82 = stablehlo.concatenate %arg14, %81, dim = 1 : (tensor<2x?x2x4xf32>, tensor<2x1x2x4xf32>) -> tensor<2x?x2x4xf32>
    %83 = stablehlo.concatenate %arg15, %23, dim = 1 : (tensor<2x?x2x4xf32>, tensor<2x1x2x4xf32>) -> tensor<2x?x2x4xf32>
    %84 = stablehlo.dot_general %52, %82, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x1x2x4xf32>, tensor<2x?x2x4xf32>) -> tensor<2x2x1x?xf32>
    %85 = stablehlo.sqrt %cst_2 : tensor<f32>
    %86 = stablehlo.convert %arg0 : tensor<i32>
    %87 = stablehlo.add %86, %c_1 : tensor<i32>
    %88 = stablehlo.reshape %87 : (tensor<i32>) -> tensor<1xi32>
    %89 = stablehlo.concatenate %c_0, %c_0, %c, %88, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %90 = stablehlo.dynamic_broadcast_in_dim %85, %89, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<2x2x1x?xf32>
    %91 = stablehlo.divide %84, %90 : tensor<2x2x1x?xf32>
    %92 = stablehlo.reduce(%91 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x1x?xf32>, tensor<f32>) -> tensor<2x2x1xf32>
    %93 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x1xf32>
    %94 = stablehlo.maximum %93, %92 : tensor<2x2x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x1x1xf32>
    %96 = stablehlo.convert %arg0 : tensor<i32>
    %97 = stablehlo.add %96, %c_1 : tensor<i32>
    %98 = stablehlo.reshape %97 : (tensor<i32>) -> tensor<1xi32>
    %99 = stablehlo.concatenate %c_0, %c_0, %c, %98, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %100 = stablehlo.dynamic_broadcast_in_dim %95, %99, dims = [0, 1, 2, 3] : (tensor<2x2x1x1xf32>, tensor<4xi32>) -> tensor<2x2x1x?xf32>
    %101 = stablehlo.subtract %91, %100 : tensor<2x2x1x?xf32>
    %102 = stablehlo.exponential %101 : tensor<2x2x1x?xf32>
    %103 = stablehlo.reduce(%102 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x2x1x?xf32>, tensor<f32>) -> tensor<2x2x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x1x1xf32>
    %105 = stablehlo.convert %arg0 : tensor<i32>
    %106 = stablehlo.add %105, %c_1 : tensor<i32>
    %107 = stablehlo.reshape %106 : (tensor<i32>) -> tensor<1xi32>
    %108 = stablehlo.concatenate %c_0, %c_0, %c, %107, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %109 = stablehlo.dynamic_broadcast_in_dim %104, %108, dims = [0, 1, 2, 3] : (tensor<2x2x1x1xf32>, tensor<4xi32>) -> tensor<2x2x1x?xf32>
    %110 = stablehlo.divide %102, %109 : tensor<2x2x1x?xf32>
    %111 = stablehlo.dot_general %83, %110, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<2x?x2x4xf32>, tensor<2x2x1x?xf32>) -> tensor<2x2x4x1xf32>
    %112 = stablehlo.transpose %111, dims = [0, 3, 1, 2] : (tensor<2x2x4x1xf32>) -> tensor<2x1x2x4xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x1x2x4xf32>) -> tensor<2x1x8xf32>
    %114 = stablehlo.dot_general %113, %arg10, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %115 = stablehlo.add %2, %114 : tensor<2x1x8xf32>
    %116 = stablehlo.multiply %115, %115 : tensor<2x1x8xf32>
    %117 = stablehlo.reduce(%116 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %119 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %120 = stablehlo.divide %118, %119 : tensor<2x1x1xf32>
    %121 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %122 = stablehlo.add %120, %121 : tensor<2x1x1xf32>
    %123 = stablehlo.rsqrt %122 : tensor<2x1x1xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x8xf32>
    %125 = stablehlo.multiply %115, %124 : tensor<2x1x8xf32>
    %126 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %128 = stablehlo.multiply %125, %127 : tensor<2x1x8xf32>
    %129 = stablehlo.dot_general %128, %arg3, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x16xf32>) -> tensor<2x1x16xf32>
    %130 = call @silu(%arg0, %129) : (tensor<i32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %131 = stablehlo.dot_general %128, %arg8, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x16xf32>) -> tensor<2x1x16xf32>
    %132 = stablehlo.multiply %130, %131 : tensor<2x1x16xf32>
    %133 = stablehlo.dot_general %132, %arg1, contracting_dims = [2] x [0] : (tensor<2x1x16xf32>, tensor<16x8xf32>) -> tensor<2x1x8xf32>
    %134 = stablehlo.add %115, %133 : tensor<2x1x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %136 = stablehlo.multiply %135, %135 : tensor<2x8xf32>
    %137 = stablehlo.reduce(%136 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %139 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %140 = stablehlo.divide %138, %139 : tensor<2x1xf32>
    %141 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %142 = stablehlo.add %140, %141 : tensor<2x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<2x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x8xf32>
    %145 = stablehlo.multiply %135, %144 : tensor<2x8xf32>
    %146 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<2x8xf32>
    %148 = stablehlo.multiply %145, %147 : tensor<2x8xf32>
    %149 = stablehlo.dot_general %148, %arg7, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x11xf32>) -> tensor<2x11xf32>
    return %149, %82, %83 : tensor<2x11xf32>, tensor<2x?x2x4xf32>, tensor<2x?x2x4xf32>
  }
  func.func private @remainder(%arg0: tensor<i32> {jax.global_constant = "t"}, %arg1: tensor<2xi32>, %arg2: tensor<i32>) -> tensor<2xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where(%arg0, %1, %c, %0) : (tensor<i32>, tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.remainder %arg1, %3 : tensor<2xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %12 = stablehlo.and %11, %6 : tensor<2xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %14 = stablehlo.add %4, %13 : tensor<2xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<2xi1>, tensor<2xi32>
    return %15 : tensor<2xi32>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "t"}, %arg1: tensor<i1>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg1, %arg2, %arg3 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take(%arg0: tensor<i32> {jax.global_constant = "t"}, %arg1: tensor<11x8xf32>, %arg2: tensor<2xi32>) -> tensor<2x8xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<11> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xi32>
    %4 = call @_where_0(%arg0, %1, %3, %arg2) : (tensor<i32>, tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<2x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<2x1xi1>, tensor<i1>) -> tensor<2xi1>
    %13 = "stablehlo.gather"(%arg1, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> : (tensor<11x8xf32>, tensor<2x1xi32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<2xi1>) -> tensor<2x8xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x8xi1>, tensor<2x8xf32>
    return %16 : tensor<2x8xf32>
  }
  func.func private @_where_0(%arg0: tensor<i32> {jax.global_constant = "t"}, %arg1: tensor<2xi1>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>) -> tensor<2xi32> {
    %0 = stablehlo.select %arg1, %arg2, %arg3 : tensor<2xi1>, tensor<2xi32>
    return %0 : tensor<2xi32>
  }
  func.func private @silu(%arg0: tensor<i32> {jax.global_constant = "t"}, %arg1: tensor<2x1x16xf32>) -> tensor<2x1x16xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg1 : tensor<2x1x16xf32>
    %1 = stablehlo.exponential %0 : tensor<2x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x1x16xf32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x1x16xf32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<2x1x16xf32>
    return %6 : tensor<2x1x16xf32>
  }
}
