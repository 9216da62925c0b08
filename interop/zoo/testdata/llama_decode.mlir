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
    %0 = call @_take(%arg0, %arg2, %arg13) : (tensor<i32>, tensor<11x8xf32>, tensor<2xi32>) -> tensor<2x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %2 = stablehlo.convert %arg0 : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.multiply %1, %1 : tensor<2x1x8xf32>
    %5 = stablehlo.reduce(%4 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x1x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x8xf32>
    %13 = stablehlo.multiply %1, %12 : tensor<2x1x8xf32>
    %14 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x1x8xf32>
    %17 = stablehlo.dot_general %16, %arg11, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x1x8xf32>) -> tensor<2x1x2x4xf32>
    %19 = stablehlo.dot_general %16, %arg9, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x1x8xf32>) -> tensor<2x1x2x4xf32>
    %21 = stablehlo.dot_general %16, %arg12, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x1x8xf32>) -> tensor<2x1x2x4xf32>
    %23 = stablehlo.iota dim = 0 : tensor<2xf32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %25 = stablehlo.divide %23, %24 : tensor<2xf32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %27 = stablehlo.power %26, %25 : tensor<2xf32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %29 = stablehlo.divide %28, %27 : tensor<2xf32>
    %30 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %31 = stablehlo.convert %30 : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %32 = stablehlo.broadcast_in_dim %29, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x2xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<1x2xf32>
    %35 = stablehlo.cosine %34 : tensor<1x2xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %37 = stablehlo.sine %34 : tensor<1x2xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %39 = stablehlo.slice %18 [0:2, 0:1, 0:2, 0:2] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %40 = stablehlo.slice %18 [0:2, 0:1, 0:2, 2:4] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %41 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %42 = stablehlo.multiply %39, %41 : tensor<2x1x2x2xf32>
    %43 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %44 = stablehlo.multiply %40, %43 : tensor<2x1x2x2xf32>
    %45 = stablehlo.subtract %42, %44 : tensor<2x1x2x2xf32>
    %46 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %47 = stablehlo.multiply %39, %46 : tensor<2x1x2x2xf32>
    %48 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %49 = stablehlo.multiply %40, %48 : tensor<2x1x2x2xf32>
    %50 = stablehlo.add %47, %49 : tensor<2x1x2x2xf32>
    %51 = stablehlo.concatenate %45, %50, dim = 3 : (tensor<2x1x2x2xf32>, tensor<2x1x2x2xf32>) -> tensor<2x1x2x4xf32>
    %52 = stablehlo.iota dim = 0 : tensor<2xf32>
    %53 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %54 = stablehlo.divide %52, %53 : tensor<2xf32>
    %55 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %56 = stablehlo.power %55, %54 : tensor<2xf32>
    %57 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %58 = stablehlo.divide %57, %56 : tensor<2xf32>
    %59 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %60 = stablehlo.convert %59 : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %61 = stablehlo.broadcast_in_dim %58, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %62 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x2xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<1x2xf32>
    %64 = stablehlo.cosine %63 : tensor<1x2xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %66 = stablehlo.sine %63 : tensor<1x2xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [1, 3] : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
    %68 = stablehlo.slice %20 [0:2, 0:1, 0:2, 0:2] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %69 = stablehlo.slice %20 [0:2, 0:1, 0:2, 2:4] : (tensor<2x1x2x4xf32>) -> tensor<2x1x2x2xf32>
    %70 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %71 = stablehlo.multiply %68, %70 : tensor<2x1x2x2xf32>
    %72 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %73 = stablehlo.multiply %69, %72 : tensor<2x1x2x2xf32>
    %74 = stablehlo.subtract %71, %73 : tensor<2x1x2x2xf32>
    %75 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %76 = stablehlo.multiply %68, %75 : tensor<2x1x2x2xf32>
    %77 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x2x2xf32>
    %78 = stablehlo.multiply %69, %77 : tensor<2x1x2x2xf32>
    %79 = stablehlo.add %76, %78 : tensor<2x1x2x2xf32>
    %80 = stablehlo.concatenate %74, %79, dim = 3 : (tensor<2x1x2x2xf32>, tensor<2x1x2x2xf32>) -> tensor<2x1x2x4xf32>
    %81 = stablehlo.concatenate %arg14, %80, dim = 1 : (tensor<2x?x2x4xf32>, tensor<2x1x2x4xf32>) -> tensor<2x?x2x4xf32>
    %82 = stablehlo.concatenate %arg15, %22, dim = 1 : (tensor<2x?x2x4xf32>, tensor<2x1x2x4xf32>) -> tensor<2x?x2x4xf32>
    %83 = stablehlo.dot_general %51, %81, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x1x2x4xf32>, tensor<2x?x2x4xf32>) -> tensor<2x2x1x?xf32>
    %84 = stablehlo.sqrt %cst_2 : tensor<f32>
    %85 = stablehlo.convert %arg0 : tensor<i32>
    %86 = stablehlo.add %85, %c_1 : tensor<i32>
    %87 = stablehlo.reshape %86 : (tensor<i32>) -> tensor<1xi32>
    %88 = stablehlo.concatenate %c_0, %c_0, %c, %87, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %89 = stablehlo.dynamic_broadcast_in_dim %84, %88, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<2x2x1x?xf32>
    %90 = stablehlo.divide %83, %89 : tensor<2x2x1x?xf32>
    %91 = stablehlo.reduce(%90 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x1x?xf32>, tensor<f32>) -> tensor<2x2x1xf32>
    %92 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x1xf32>
    %93 = stablehlo.maximum %92, %91 : tensor<2x2x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x1x1xf32>
    %95 = stablehlo.convert %arg0 : tensor<i32>
    %96 = stablehlo.add %95, %c_1 : tensor<i32>
    %97 = stablehlo.reshape %96 : (tensor<i32>) -> tensor<1xi32>
    %98 = stablehlo.concatenate %c_0, %c_0, %c, %97, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %99 = stablehlo.dynamic_broadcast_in_dim %94, %98, dims = [0, 1, 2, 3] : (tensor<2x2x1x1xf32>, tensor<4xi32>) -> tensor<2x2x1x?xf32>
    %100 = stablehlo.subtract %90, %99 : tensor<2x2x1x?xf32>
    %101 = stablehlo.exponential %100 : tensor<2x2x1x?xf32>
    %102 = stablehlo.reduce(%101 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x2x1x?xf32>, tensor<f32>) -> tensor<2x2x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x1x1xf32>
    %104 = stablehlo.convert %arg0 : tensor<i32>
    %105 = stablehlo.add %104, %c_1 : tensor<i32>
    %106 = stablehlo.reshape %105 : (tensor<i32>) -> tensor<1xi32>
    %107 = stablehlo.concatenate %c_0, %c_0, %c, %106, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %108 = stablehlo.dynamic_broadcast_in_dim %103, %107, dims = [0, 1, 2, 3] : (tensor<2x2x1x1xf32>, tensor<4xi32>) -> tensor<2x2x1x?xf32>
    %109 = stablehlo.divide %101, %108 : tensor<2x2x1x?xf32>
    %110 = stablehlo.dot_general %82, %109, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<2x?x2x4xf32>, tensor<2x2x1x?xf32>) -> tensor<2x2x4x1xf32>
    %111 = stablehlo.transpose %110, dims = [0, 3, 1, 2] : (tensor<2x2x4x1xf32>) -> tensor<2x1x2x4xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x1x2x4xf32>) -> tensor<2x1x8xf32>
    %113 = stablehlo.dot_general %112, %arg10, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x8xf32>) -> tensor<2x1x8xf32>
    %114 = stablehlo.add %1, %113 : tensor<2x1x8xf32>
    %115 = stablehlo.multiply %114, %114 : tensor<2x1x8xf32>
    %116 = stablehlo.reduce(%115 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %118 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %119 = stablehlo.divide %117, %118 : tensor<2x1x1xf32>
    %120 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %121 = stablehlo.add %119, %120 : tensor<2x1x1xf32>
    %122 = stablehlo.rsqrt %121 : tensor<2x1x1xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x8xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<2x1x8xf32>
    %125 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %127 = stablehlo.multiply %124, %126 : tensor<2x1x8xf32>
    %128 = stablehlo.dot_general %127, %arg3, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x16xf32>) -> tensor<2x1x16xf32>
    %129 = call @silu(%arg0, %128) : (tensor<i32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %130 = stablehlo.dot_general %127, %arg8, contracting_dims = [2] x [0] : (tensor<2x1x8xf32>, tensor<8x16xf32>) -> tensor<2x1x16xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<2x1x16xf32>
    %132 = stablehlo.dot_general %131, %arg1, contracting_dims = [2] x [0] : (tensor<2x1x16xf32>, tensor<16x8xf32>) -> tensor<2x1x8xf32>
    %133 = stablehlo.add %114, %132 : tensor<2x1x8xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %135 = stablehlo.multiply %134, %134 : tensor<2x8xf32>
    %136 = stablehlo.reduce(%135 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %138 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %139 = stablehlo.divide %137, %138 : tensor<2x1xf32>
    %140 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %141 = stablehlo.add %139, %140 : tensor<2x1xf32>
    %142 = stablehlo.rsqrt %141 : tensor<2x1xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x8xf32>
    %144 = stablehlo.multiply %134, %143 : tensor<2x8xf32>
    %145 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<2x8xf32>
    %147 = stablehlo.multiply %144, %146 : tensor<2x8xf32>
    %148 = stablehlo.dot_general %147, %arg7, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x11xf32>) -> tensor<2x11xf32>
    return %148, %81, %82 : tensor<2x11xf32>, tensor<2x?x2x4xf32>, tensor<2x?x2x4xf32>
  }
  func.func private @_take(%arg0: tensor<i32> {jax.global_constant = "t"}, %arg1: tensor<11x8xf32>, %arg2: tensor<2xi32>) -> tensor<2x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %1 = "stablehlo.gather"(%arg1, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> : (tensor<11x8xf32>, tensor<2x1xi32>) -> tensor<2x8xf32>
    return %1 : tensor<2x8xf32>
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
