module @jit_step attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8xf32>, %arg1: tensor<11x8xf32>, %arg2: tensor<8x16xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8x11xf32>, %arg7: tensor<8x16xf32>, %arg8: tensor<8x8xf32>, %arg9: tensor<8x8xf32>, %arg10: tensor<8x8xf32>, %arg11: tensor<8x8xf32>, %arg12: tensor<?x?xi32>, %arg13: tensor<?x?xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16x8xf32> {jax.result_info = "result[1]['down']"}, tensor<11x8xf32> {jax.result_info = "result[1]['emb']"}, tensor<8x16xf32> {jax.result_info = "result[1]['gate']"}, tensor<8xf32> {jax.result_info = "result[1]['n1']"}, tensor<8xf32> {jax.result_info = "result[1]['n2']"}, tensor<8xf32> {jax.result_info = "result[1]['nf']"}, tensor<8x11xf32> {jax.result_info = "result[1]['out']"}, tensor<8x16xf32> {jax.result_info = "result[1]['up']"}, tensor<8x8xf32> {jax.result_info = "result[1]['wk']"}, tensor<8x8xf32> {jax.result_info = "result[1]['wo']"}, tensor<8x8xf32> {jax.result_info = "result[1]['wq']"}, tensor<8x8xf32> {jax.result_info = "result[1]['wv']"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.get_dimension_size %arg12, dim = 0 : (tensor<?x?xi32>) -> tensor<i32>
    %1 = stablehlo.get_dimension_size %arg12, dim = 1 : (tensor<?x?xi32>) -> tensor<i32>
    %2 = stablehlo.get_dimension_size %arg13, dim = 0 : (tensor<?x?xi32>) -> tensor<i32>
    %3 = stablehlo.get_dimension_size %arg13, dim = 1 : (tensor<?x?xi32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%4, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[1].shape = (b, s),args[2].shape = (b, s). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[1].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
    %5 = stablehlo.compare GE, %1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%5, %0, %1) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 's'. Using the following polymorphic shapes specifications: args[1].shape = (b, s),args[2].shape = (b, s). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[1].shape[0] (= {0}), 's' = {1} from specification 's' for dimension args[1].shape[1] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
    %6 = stablehlo.compare EQ, %2, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%6, %2, %0, %1) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Found inconsistency between dimension size args[2].shape[0] (= {0}) and the specification 'b' (= {1}). Using the following polymorphic shapes specifications: args[1].shape = (b, s),args[2].shape = (b, s). Obtained dimension variables: 'b' = {1} from specification 'b' for dimension args[1].shape[0] (= {1}), 's' = {2} from specification 's' for dimension args[1].shape[1] (= {2}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>) -> ()
    %7 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%7, %3, %1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Found inconsistency between dimension size args[2].shape[1] (= {0}) and the specification 's' (= {1}). Using the following polymorphic shapes specifications: args[1].shape = (b, s),args[2].shape = (b, s). Obtained dimension variables: 'b' = {2} from specification 'b' for dimension args[1].shape[0] (= {2}), 's' = {1} from specification 's' for dimension args[1].shape[1] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>) -> ()
    %8:13 = call @_wrapped_jax_export_main(%0, %1, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13) : (tensor<i32>, tensor<i32>, tensor<16x8xf32>, tensor<11x8xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x11xf32>, tensor<8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<?x?xi32>, tensor<?x?xi32>) -> (tensor<f32>, tensor<16x8xf32>, tensor<11x8xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x11xf32>, tensor<8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>)
    return %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7, %8#8, %8#9, %8#10, %8#11, %8#12 : tensor<f32>, tensor<16x8xf32>, tensor<11x8xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x11xf32>, tensor<8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<16x8xf32>, %arg3: tensor<11x8xf32>, %arg4: tensor<8x16xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8x11xf32>, %arg9: tensor<8x16xf32>, %arg10: tensor<8x8xf32>, %arg11: tensor<8x8xf32>, %arg12: tensor<8x8xf32>, %arg13: tensor<8x8xf32>, %arg14: tensor<?x?xi32>, %arg15: tensor<?x?xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16x8xf32> {jax.result_info = "result[1]['down']"}, tensor<11x8xf32> {jax.result_info = "result[1]['emb']"}, tensor<8x16xf32> {jax.result_info = "result[1]['gate']"}, tensor<8xf32> {jax.result_info = "result[1]['n1']"}, tensor<8xf32> {jax.result_info = "result[1]['n2']"}, tensor<8xf32> {jax.result_info = "result[1]['nf']"}, tensor<8x11xf32> {jax.result_info = "result[1]['out']"}, tensor<8x16xf32> {jax.result_info = "result[1]['up']"}, tensor<8x8xf32> {jax.result_info = "result[1]['wk']"}, tensor<8x8xf32> {jax.result_info = "result[1]['wo']"}, tensor<8x8xf32> {jax.result_info = "result[1]['wq']"}, tensor<8x8xf32> {jax.result_info = "result[1]['wv']"}) {
    %cst = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<11> : tensor<1xi32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c_7 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_8 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_9 = stablehlo.constant dense<2> : tensor<i32>
    %c_10 = stablehlo.constant dense<8> : tensor<1xi32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_15 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %0:2 = call @_take(%arg0, %arg1, %arg3, %arg14) : (tensor<i32>, tensor<i32>, tensor<11x8xf32>, tensor<?x?xi32>) -> (tensor<?x?x8xf32>, tensor<?x?x1xi32>)
    %1 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.dynamic_iota %1, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
    %3 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.dynamic_broadcast_in_dim %c_17, %3, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %5 = stablehlo.multiply %4, %2 : tensor<?xi32>
    %6 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.dynamic_broadcast_in_dim %c_16, %6, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %8 = stablehlo.add %7, %5 : tensor<?xi32>
    %9 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.concatenate %9, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %11 = stablehlo.dynamic_broadcast_in_dim %8, %10, dims = [0] : (tensor<?xi32>, tensor<2xi32>) -> tensor<?x1xi32>
    %12 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.concatenate %c_15, %12, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %14 = stablehlo.dynamic_broadcast_in_dim %8, %13, dims = [1] : (tensor<?xi32>, tensor<2xi32>) -> tensor<1x?xi32>
    %15 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %16 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.concatenate %15, %16, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %18 = stablehlo.dynamic_broadcast_in_dim %11, %17, dims = [0, 1] : (tensor<?x1xi32>, tensor<2xi32>) -> tensor<?x?xi32>
    %19 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %20 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.concatenate %19, %20, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %22 = stablehlo.dynamic_broadcast_in_dim %14, %21, dims = [0, 1] : (tensor<1x?xi32>, tensor<2xi32>) -> tensor<?x?xi32>
    %23 = stablehlo.compare GE, %18, %22, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %24 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %25 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %26 = stablehlo.concatenate %c_15, %c_15, %24, %25, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %27 = stablehlo.dynamic_broadcast_in_dim %23, %26, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %28 = stablehlo.multiply %0#0, %0#0 : tensor<?x?x8xf32>
    %29 = stablehlo.reduce(%28 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %30 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %31 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %32 = stablehlo.concatenate %30, %31, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %33 = stablehlo.dynamic_broadcast_in_dim %29, %32, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %34 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %35 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %36 = stablehlo.concatenate %34, %35, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %37 = stablehlo.dynamic_broadcast_in_dim %cst_13, %36, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %38 = stablehlo.divide %33, %37 : tensor<?x?x1xf32>
    %39 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %40 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %41 = stablehlo.concatenate %39, %40, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %42 = stablehlo.dynamic_broadcast_in_dim %cst_12, %41, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %43 = stablehlo.add %38, %42 : tensor<?x?x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<?x?x1xf32>
    %45 = stablehlo.divide %44, %43 : tensor<?x?x1xf32>
    %46 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %47 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %48 = stablehlo.concatenate %46, %47, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %49 = stablehlo.dynamic_broadcast_in_dim %cst_11, %48, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %50 = stablehlo.multiply %49, %45 : tensor<?x?x1xf32>
    %51 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %52 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %53 = stablehlo.concatenate %51, %52, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %54 = stablehlo.dynamic_broadcast_in_dim %44, %53, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %55 = stablehlo.multiply %0#0, %54 : tensor<?x?x8xf32>
    %56 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %57 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %59 = stablehlo.concatenate %57, %58, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %60 = stablehlo.dynamic_broadcast_in_dim %56, %59, dims = [0, 1, 2] : (tensor<1x1x8xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %61 = stablehlo.multiply %55, %60 : tensor<?x?x8xf32>
    %62 = stablehlo.dot_general %61, %arg12, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %63 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %64 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %65 = stablehlo.concatenate %63, %64, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %66 = stablehlo.dynamic_reshape %62, %65 : (tensor<?x?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %67 = stablehlo.dot_general %61, %arg10, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %68 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %69 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %70 = stablehlo.concatenate %68, %69, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %71 = stablehlo.dynamic_reshape %67, %70 : (tensor<?x?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %72 = stablehlo.dot_general %61, %arg13, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %73 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %74 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %75 = stablehlo.concatenate %73, %74, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %76 = stablehlo.dynamic_reshape %72, %75 : (tensor<?x?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %77 = stablehlo.iota dim = 0 : tensor<2xf32>
    %78 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %79 = stablehlo.divide %77, %78 : tensor<2xf32>
    %80 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %81 = stablehlo.power %80, %79 : tensor<2xf32>
    %82 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %83 = stablehlo.divide %82, %81 : tensor<2xf32>
    %84 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %85 = stablehlo.concatenate %84, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %86 = stablehlo.dynamic_broadcast_in_dim %8, %85, dims = [0] : (tensor<?xi32>, tensor<2xi32>) -> tensor<?x1xi32>
    %87 = stablehlo.convert %86 : (tensor<?x1xi32>) -> tensor<?x1xf32>
    %88 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %89 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %90 = stablehlo.concatenate %89, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %91 = stablehlo.dynamic_broadcast_in_dim %87, %90, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x2xf32>
    %92 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %93 = stablehlo.concatenate %92, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %94 = stablehlo.dynamic_broadcast_in_dim %88, %93, dims = [0, 1] : (tensor<1x2xf32>, tensor<2xi32>) -> tensor<?x2xf32>
    %95 = stablehlo.multiply %91, %94 : tensor<?x2xf32>
    %96 = stablehlo.cosine %95 : tensor<?x2xf32>
    %97 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %98 = stablehlo.concatenate %c_15, %97, %c_15, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %99 = stablehlo.dynamic_broadcast_in_dim %96, %98, dims = [1, 3] : (tensor<?x2xf32>, tensor<4xi32>) -> tensor<1x?x1x2xf32>
    %100 = stablehlo.sine %95 : tensor<?x2xf32>
    %101 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %102 = stablehlo.concatenate %c_15, %101, %c_15, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %103 = stablehlo.dynamic_broadcast_in_dim %100, %102, dims = [1, 3] : (tensor<?x2xf32>, tensor<4xi32>) -> tensor<1x?x1x2xf32>
    %104 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %105 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %106 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %107 = stablehlo.concatenate %105, %106, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %108 = "stablehlo.dynamic_gather"(%66, %104, %107) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %109 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %110 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %111 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %112 = stablehlo.concatenate %110, %111, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %113 = "stablehlo.dynamic_gather"(%66, %109, %112) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %114 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %115 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %116 = stablehlo.concatenate %114, %115, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %117 = stablehlo.dynamic_broadcast_in_dim %99, %116, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %118 = stablehlo.multiply %108, %117 : tensor<?x?x2x2xf32>
    %119 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %120 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %121 = stablehlo.concatenate %119, %120, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %122 = stablehlo.dynamic_broadcast_in_dim %103, %121, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %123 = stablehlo.multiply %113, %122 : tensor<?x?x2x2xf32>
    %124 = stablehlo.subtract %118, %123 : tensor<?x?x2x2xf32>
    %125 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %126 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %127 = stablehlo.concatenate %125, %126, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %128 = stablehlo.dynamic_broadcast_in_dim %103, %127, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %129 = stablehlo.multiply %108, %128 : tensor<?x?x2x2xf32>
    %130 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %131 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %132 = stablehlo.concatenate %130, %131, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %133 = stablehlo.dynamic_broadcast_in_dim %99, %132, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %134 = stablehlo.multiply %113, %133 : tensor<?x?x2x2xf32>
    %135 = stablehlo.add %129, %134 : tensor<?x?x2x2xf32>
    %136 = stablehlo.concatenate %124, %135, dim = 3 : (tensor<?x?x2x2xf32>, tensor<?x?x2x2xf32>) -> tensor<?x?x2x4xf32>
    %137 = stablehlo.iota dim = 0 : tensor<2xf32>
    %138 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %139 = stablehlo.divide %137, %138 : tensor<2xf32>
    %140 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %141 = stablehlo.power %140, %139 : tensor<2xf32>
    %142 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %143 = stablehlo.divide %142, %141 : tensor<2xf32>
    %144 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %145 = stablehlo.concatenate %144, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %146 = stablehlo.dynamic_broadcast_in_dim %8, %145, dims = [0] : (tensor<?xi32>, tensor<2xi32>) -> tensor<?x1xi32>
    %147 = stablehlo.convert %146 : (tensor<?x1xi32>) -> tensor<?x1xf32>
    %148 = stablehlo.broadcast_in_dim %143, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %149 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %150 = stablehlo.concatenate %149, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %151 = stablehlo.dynamic_broadcast_in_dim %147, %150, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x2xf32>
    %152 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %153 = stablehlo.concatenate %152, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %154 = stablehlo.dynamic_broadcast_in_dim %148, %153, dims = [0, 1] : (tensor<1x2xf32>, tensor<2xi32>) -> tensor<?x2xf32>
    %155 = stablehlo.multiply %151, %154 : tensor<?x2xf32>
    %156 = stablehlo.cosine %155 : tensor<?x2xf32>
    %157 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %158 = stablehlo.concatenate %c_15, %157, %c_15, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %159 = stablehlo.dynamic_broadcast_in_dim %156, %158, dims = [1, 3] : (tensor<?x2xf32>, tensor<4xi32>) -> tensor<1x?x1x2xf32>
    %160 = stablehlo.sine %155 : tensor<?x2xf32>
    %161 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %162 = stablehlo.concatenate %c_15, %161, %c_15, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %163 = stablehlo.dynamic_broadcast_in_dim %160, %162, dims = [1, 3] : (tensor<?x2xf32>, tensor<4xi32>) -> tensor<1x?x1x2xf32>
    %164 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %165 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %166 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %167 = stablehlo.concatenate %165, %166, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %168 = "stablehlo.dynamic_gather"(%71, %164, %167) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %169 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %170 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %171 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %172 = stablehlo.concatenate %170, %171, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %173 = "stablehlo.dynamic_gather"(%71, %169, %172) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %174 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %175 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %176 = stablehlo.concatenate %174, %175, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %177 = stablehlo.dynamic_broadcast_in_dim %159, %176, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %178 = stablehlo.multiply %168, %177 : tensor<?x?x2x2xf32>
    %179 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %180 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %181 = stablehlo.concatenate %179, %180, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %182 = stablehlo.dynamic_broadcast_in_dim %163, %181, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %183 = stablehlo.multiply %173, %182 : tensor<?x?x2x2xf32>
    %184 = stablehlo.subtract %178, %183 : tensor<?x?x2x2xf32>
    %185 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %186 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %187 = stablehlo.concatenate %185, %186, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %188 = stablehlo.dynamic_broadcast_in_dim %163, %187, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %189 = stablehlo.multiply %168, %188 : tensor<?x?x2x2xf32>
    %190 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %191 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %192 = stablehlo.concatenate %190, %191, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %193 = stablehlo.dynamic_broadcast_in_dim %159, %192, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %194 = stablehlo.multiply %173, %193 : tensor<?x?x2x2xf32>
    %195 = stablehlo.add %189, %194 : tensor<?x?x2x2xf32>
    %196 = stablehlo.concatenate %184, %195, dim = 3 : (tensor<?x?x2x2xf32>, tensor<?x?x2x2xf32>) -> tensor<?x?x2x4xf32>
    %197 = stablehlo.dot_general %136, %196, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x4xf32>, tensor<?x?x2x4xf32>) -> tensor<?x2x?x?xf32>
    %198 = stablehlo.sqrt %cst_3 : tensor<f32>
    %199 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %200 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %201 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %202 = stablehlo.concatenate %199, %c_8, %200, %201, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %203 = stablehlo.dynamic_broadcast_in_dim %198, %202, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %204 = stablehlo.divide %197, %203 : tensor<?x2x?x?xf32>
    %205:3 = call @_where(%arg0, %arg1, %27, %204, %cst_2) : (tensor<i32>, tensor<i32>, tensor<1x1x?x?xi1>, tensor<?x2x?x?xf32>, tensor<f32>) -> (tensor<?x2x?x?xf32>, tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>)
    %206 = stablehlo.reduce(%205#0 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %207 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %208 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %209 = stablehlo.concatenate %207, %c_8, %208, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %210 = stablehlo.dynamic_broadcast_in_dim %cst_1, %209, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %211 = stablehlo.maximum %210, %206 : tensor<?x2x?xf32>
    %212 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %213 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %214 = stablehlo.concatenate %212, %c_8, %213, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %215 = stablehlo.dynamic_broadcast_in_dim %211, %214, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x1xf32>
    %216 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %217 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %218 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %219 = stablehlo.concatenate %216, %c_8, %217, %218, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %220 = stablehlo.dynamic_broadcast_in_dim %215, %219, dims = [0, 1, 2, 3] : (tensor<?x2x?x1xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %221 = stablehlo.subtract %205#0, %220 : tensor<?x2x?x?xf32>
    %222 = stablehlo.exponential %221 : tensor<?x2x?x?xf32>
    %223 = stablehlo.reduce(%222 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %224 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %225 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %226 = stablehlo.concatenate %224, %c_8, %225, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %227 = stablehlo.dynamic_broadcast_in_dim %223, %226, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x1xf32>
    %228 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %229 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %230 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %231 = stablehlo.concatenate %228, %c_8, %229, %230, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %232 = stablehlo.dynamic_broadcast_in_dim %227, %231, dims = [0, 1, 2, 3] : (tensor<?x2x?x1xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %233 = stablehlo.divide %222, %232 : tensor<?x2x?x?xf32>
    %234 = stablehlo.multiply %227, %227 : tensor<?x2x?x1xf32>
    %235 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %236 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %237 = stablehlo.concatenate %235, %c_8, %236, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %238 = stablehlo.dynamic_broadcast_in_dim %cst_4, %237, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x1xf32>
    %239 = stablehlo.divide %238, %234 : tensor<?x2x?x1xf32>
    %240 = stablehlo.dot_general %76, %233, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<?x?x2x4xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x4x?xf32>
    %241 = stablehlo.transpose %240, dims = [0, 3, 1, 2] : (tensor<?x2x4x?xf32>) -> tensor<?x?x2x4xf32>
    %242 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %243 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %244 = stablehlo.concatenate %242, %243, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %245 = stablehlo.dynamic_reshape %241, %244 : (tensor<?x?x2x4xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %246 = stablehlo.dot_general %245, %arg11, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %247 = stablehlo.add %0#0, %246 : tensor<?x?x8xf32>
    %248 = stablehlo.multiply %247, %247 : tensor<?x?x8xf32>
    %249 = stablehlo.reduce(%248 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %250 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %251 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %252 = stablehlo.concatenate %250, %251, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %253 = stablehlo.dynamic_broadcast_in_dim %249, %252, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %254 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %255 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %256 = stablehlo.concatenate %254, %255, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %257 = stablehlo.dynamic_broadcast_in_dim %cst_13, %256, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %258 = stablehlo.divide %253, %257 : tensor<?x?x1xf32>
    %259 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %260 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %261 = stablehlo.concatenate %259, %260, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %262 = stablehlo.dynamic_broadcast_in_dim %cst_12, %261, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %263 = stablehlo.add %258, %262 : tensor<?x?x1xf32>
    %264 = stablehlo.rsqrt %263 : tensor<?x?x1xf32>
    %265 = stablehlo.divide %264, %263 : tensor<?x?x1xf32>
    %266 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %267 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %268 = stablehlo.concatenate %266, %267, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %269 = stablehlo.dynamic_broadcast_in_dim %cst_11, %268, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %270 = stablehlo.multiply %269, %265 : tensor<?x?x1xf32>
    %271 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %272 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %273 = stablehlo.concatenate %271, %272, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %274 = stablehlo.dynamic_broadcast_in_dim %264, %273, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %275 = stablehlo.multiply %247, %274 : tensor<?x?x8xf32>
    %276 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %277 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %278 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %279 = stablehlo.concatenate %277, %278, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %280 = stablehlo.dynamic_broadcast_in_dim %276, %279, dims = [0, 1, 2] : (tensor<1x1x8xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %281 = stablehlo.multiply %275, %280 : tensor<?x?x8xf32>
    %282 = stablehlo.dot_general %281, %arg4, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x16xf32>) -> tensor<?x?x16xf32>
    %283:3 = call @silu(%arg0, %arg1, %282) : (tensor<i32>, tensor<i32>, tensor<?x?x16xf32>) -> (tensor<?x?x16xf32>, tensor<?x?x16xf32>, tensor<?x?x16xf32>)
    %284 = stablehlo.dot_general %281, %arg9, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x16xf32>) -> tensor<?x?x16xf32>
    %285 = stablehlo.multiply %283#0, %284 : tensor<?x?x16xf32>
    %286 = stablehlo.dot_general %285, %arg2, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x8xf32>) -> tensor<?x?x8xf32>
    %287 = stablehlo.add %247, %286 : tensor<?x?x8xf32>
    %288 = stablehlo.multiply %287, %287 : tensor<?x?x8xf32>
    %289 = stablehlo.reduce(%288 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %290 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %291 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %292 = stablehlo.concatenate %290, %291, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %293 = stablehlo.dynamic_broadcast_in_dim %289, %292, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %294 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %295 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %296 = stablehlo.concatenate %294, %295, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %297 = stablehlo.dynamic_broadcast_in_dim %cst_13, %296, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %298 = stablehlo.divide %293, %297 : tensor<?x?x1xf32>
    %299 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %300 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %301 = stablehlo.concatenate %299, %300, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %302 = stablehlo.dynamic_broadcast_in_dim %cst_12, %301, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %303 = stablehlo.add %298, %302 : tensor<?x?x1xf32>
    %304 = stablehlo.rsqrt %303 : tensor<?x?x1xf32>
    %305 = stablehlo.divide %304, %303 : tensor<?x?x1xf32>
    %306 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %307 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %308 = stablehlo.concatenate %306, %307, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %309 = stablehlo.dynamic_broadcast_in_dim %cst_11, %308, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %310 = stablehlo.multiply %309, %305 : tensor<?x?x1xf32>
    %311 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %312 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %313 = stablehlo.concatenate %311, %312, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %314 = stablehlo.dynamic_broadcast_in_dim %304, %313, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %315 = stablehlo.multiply %287, %314 : tensor<?x?x8xf32>
    %316 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %317 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %318 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %319 = stablehlo.concatenate %317, %318, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %320 = stablehlo.dynamic_broadcast_in_dim %316, %319, dims = [0, 1, 2] : (tensor<1x1x8xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %321 = stablehlo.multiply %315, %320 : tensor<?x?x8xf32>
    %322 = stablehlo.dot_general %321, %arg8, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x11xf32>) -> tensor<?x?x11xf32>
    %323:3 = call @log_softmax(%arg0, %arg1, %322) : (tensor<i32>, tensor<i32>, tensor<?x?x11xf32>) -> (tensor<?x?x11xf32>, tensor<?x?x11xf32>, tensor<?x?x1xf32>)
    %324 = call @_one_hot(%arg0, %arg1, %arg15) : (tensor<i32>, tensor<i32>, tensor<?x?xi32>) -> tensor<?x?x11xf32>
    %325 = stablehlo.multiply %323#0, %324 : tensor<?x?x11xf32>
    %326 = stablehlo.reduce(%325 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x11xf32>, tensor<f32>) -> tensor<?x?xf32>
    %327 = stablehlo.multiply %arg1, %arg0 : tensor<i32>
    %328 = stablehlo.convert %327 : (tensor<i32>) -> tensor<f32>
    %329 = stablehlo.reduce(%326 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<f32>
    %330 = stablehlo.divide %329, %328 : tensor<f32>
    %331 = stablehlo.negate %330 : tensor<f32>
    %332 = stablehlo.negate %cst_4 : tensor<f32>
    %333 = stablehlo.divide %332, %328 : tensor<f32>
    %334 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %335 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %336 = stablehlo.concatenate %334, %335, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %337 = stablehlo.dynamic_broadcast_in_dim %333, %336, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %338 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %339 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %340 = stablehlo.concatenate %338, %339, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %341 = stablehlo.dynamic_broadcast_in_dim %337, %340, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x11xf32>
    %342 = stablehlo.multiply %341, %324 : tensor<?x?x11xf32>
    %343 = call @log_softmax_0(%arg0, %arg1, %323#1, %323#2, %342) : (tensor<i32>, tensor<i32>, tensor<?x?x11xf32>, tensor<?x?x1xf32>, tensor<?x?x11xf32>) -> tensor<?x?x11xf32>
    %344 = stablehlo.dot_general %343, %321, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x11xf32>, tensor<?x?x8xf32>) -> tensor<11x8xf32>
    %345 = stablehlo.transpose %344, dims = [1, 0] : (tensor<11x8xf32>) -> tensor<8x11xf32>
    %346 = stablehlo.dot_general %343, %arg8, contracting_dims = [2] x [1] : (tensor<?x?x11xf32>, tensor<8x11xf32>) -> tensor<?x?x8xf32>
    %347 = stablehlo.multiply %315, %346 : tensor<?x?x8xf32>
    %348 = stablehlo.reduce(%347 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<8xf32>
    %349 = stablehlo.reshape %348 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %350 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %351 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %352 = stablehlo.concatenate %350, %351, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %353 = stablehlo.dynamic_broadcast_in_dim %316, %352, dims = [0, 1, 2] : (tensor<1x1x8xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %354 = stablehlo.multiply %346, %353 : tensor<?x?x8xf32>
    %355 = stablehlo.reduce(%349 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %356 = stablehlo.multiply %287, %354 : tensor<?x?x8xf32>
    %357 = stablehlo.reduce(%356 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %358 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %359 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %360 = stablehlo.concatenate %358, %359, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %361 = stablehlo.dynamic_reshape %357, %360 : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %362 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %363 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %364 = stablehlo.concatenate %362, %363, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %365 = stablehlo.dynamic_broadcast_in_dim %304, %364, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %366 = stablehlo.multiply %354, %365 : tensor<?x?x8xf32>
    %367 = stablehlo.multiply %361, %310 : tensor<?x?x1xf32>
    %368 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %369 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %370 = stablehlo.concatenate %368, %369, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %371 = stablehlo.dynamic_broadcast_in_dim %cst_13, %370, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %372 = stablehlo.divide %367, %371 : tensor<?x?x1xf32>
    %373 = stablehlo.reduce(%372 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x1xf32>, tensor<f32>) -> tensor<?x?xf32>
    %374 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %375 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %376 = stablehlo.concatenate %374, %375, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %377 = stablehlo.dynamic_broadcast_in_dim %373, %376, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %378 = stablehlo.multiply %287, %377 : tensor<?x?x8xf32>
    %379 = stablehlo.add %366, %378 : tensor<?x?x8xf32>
    %380 = stablehlo.multiply %377, %287 : tensor<?x?x8xf32>
    %381 = stablehlo.add %379, %380 : tensor<?x?x8xf32>
    %382 = stablehlo.dot_general %381, %285, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x8xf32>, tensor<?x?x16xf32>) -> tensor<8x16xf32>
    %383 = stablehlo.transpose %382, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %384 = stablehlo.dot_general %381, %arg2, contracting_dims = [2] x [1] : (tensor<?x?x8xf32>, tensor<16x8xf32>) -> tensor<?x?x16xf32>
    %385 = stablehlo.multiply %283#0, %384 : tensor<?x?x16xf32>
    %386 = stablehlo.multiply %384, %284 : tensor<?x?x16xf32>
    %387 = stablehlo.dot_general %385, %281, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x8xf32>) -> tensor<16x8xf32>
    %388 = stablehlo.transpose %387, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %389 = stablehlo.dot_general %385, %arg9, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<8x16xf32>) -> tensor<?x?x8xf32>
    %390 = call @silu_1(%arg0, %arg1, %283#1, %283#2, %282, %386) : (tensor<i32>, tensor<i32>, tensor<?x?x16xf32>, tensor<?x?x16xf32>, tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<?x?x16xf32>
    %391 = stablehlo.dot_general %390, %281, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x8xf32>) -> tensor<16x8xf32>
    %392 = stablehlo.transpose %391, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %393 = stablehlo.dot_general %390, %arg4, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<8x16xf32>) -> tensor<?x?x8xf32>
    %394 = stablehlo.add %389, %393 : tensor<?x?x8xf32>
    %395 = stablehlo.multiply %275, %394 : tensor<?x?x8xf32>
    %396 = stablehlo.reduce(%395 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<8xf32>
    %397 = stablehlo.reshape %396 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %398 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %399 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %400 = stablehlo.concatenate %398, %399, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %401 = stablehlo.dynamic_broadcast_in_dim %276, %400, dims = [0, 1, 2] : (tensor<1x1x8xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %402 = stablehlo.multiply %394, %401 : tensor<?x?x8xf32>
    %403 = stablehlo.reduce(%397 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %404 = stablehlo.multiply %247, %402 : tensor<?x?x8xf32>
    %405 = stablehlo.reduce(%404 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %406 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %407 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %408 = stablehlo.concatenate %406, %407, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %409 = stablehlo.dynamic_reshape %405, %408 : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %410 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %411 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %412 = stablehlo.concatenate %410, %411, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %413 = stablehlo.dynamic_broadcast_in_dim %264, %412, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %414 = stablehlo.multiply %402, %413 : tensor<?x?x8xf32>
    %415 = stablehlo.add %381, %414 : tensor<?x?x8xf32>
    %416 = stablehlo.multiply %409, %270 : tensor<?x?x1xf32>
    %417 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %418 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %419 = stablehlo.concatenate %417, %418, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %420 = stablehlo.dynamic_broadcast_in_dim %cst_13, %419, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %421 = stablehlo.divide %416, %420 : tensor<?x?x1xf32>
    %422 = stablehlo.reduce(%421 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x1xf32>, tensor<f32>) -> tensor<?x?xf32>
    %423 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %424 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %425 = stablehlo.concatenate %423, %424, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %426 = stablehlo.dynamic_broadcast_in_dim %422, %425, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %427 = stablehlo.multiply %247, %426 : tensor<?x?x8xf32>
    %428 = stablehlo.add %415, %427 : tensor<?x?x8xf32>
    %429 = stablehlo.multiply %426, %247 : tensor<?x?x8xf32>
    %430 = stablehlo.add %428, %429 : tensor<?x?x8xf32>
    %431 = stablehlo.dot_general %430, %245, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<8x8xf32>
    %432 = stablehlo.transpose %431, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %433 = stablehlo.dot_general %430, %arg11, contracting_dims = [2] x [1] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %434 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %435 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %436 = stablehlo.concatenate %434, %435, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %437 = stablehlo.dynamic_reshape %433, %436 : (tensor<?x?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %438 = stablehlo.transpose %437, dims = [0, 2, 3, 1] : (tensor<?x?x2x4xf32>) -> tensor<?x2x4x?xf32>
    %439 = stablehlo.dot_general %438, %76, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3] : (tensor<?x2x4x?xf32>, tensor<?x?x2x4xf32>) -> tensor<?x2x?x?xf32>
    %440 = stablehlo.dot_general %438, %233, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<?x2x4x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x4x?xf32>
    %441 = stablehlo.transpose %440, dims = [0, 3, 1, 2] : (tensor<?x2x4x?xf32>) -> tensor<?x?x2x4xf32>
    %442 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %443 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %444 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %445 = stablehlo.concatenate %442, %c_8, %443, %444, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %446 = stablehlo.dynamic_broadcast_in_dim %239, %445, dims = [0, 1, 2, 3] : (tensor<?x2x?x1xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %447 = stablehlo.multiply %439, %446 : tensor<?x2x?x?xf32>
    %448 = stablehlo.multiply %447, %222 : tensor<?x2x?x?xf32>
    %449 = stablehlo.reduce(%448 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %450 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %451 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %452 = stablehlo.concatenate %450, %c_8, %451, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %453 = stablehlo.dynamic_reshape %449, %452 : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x1xf32>
    %454 = stablehlo.negate %453 : tensor<?x2x?x1xf32>
    %455 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %456 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %457 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %458 = stablehlo.concatenate %455, %c_8, %456, %457, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %459 = stablehlo.dynamic_broadcast_in_dim %227, %458, dims = [0, 1, 2, 3] : (tensor<?x2x?x1xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %460 = stablehlo.divide %439, %459 : tensor<?x2x?x?xf32>
    %461 = stablehlo.reduce(%454 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x1xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %462 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %463 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %464 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %465 = stablehlo.concatenate %462, %c_8, %463, %464, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %466 = stablehlo.dynamic_broadcast_in_dim %461, %465, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %467 = stablehlo.add %460, %466 : tensor<?x2x?x?xf32>
    %468 = stablehlo.multiply %467, %222 : tensor<?x2x?x?xf32>
    %469 = call @_where_2(%arg0, %arg1, %205#1, %205#2, %468) : (tensor<i32>, tensor<i32>, tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xf32>
    %470 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %471 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %472 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %473 = stablehlo.concatenate %470, %c_8, %471, %472, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %474 = stablehlo.dynamic_broadcast_in_dim %198, %473, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %475 = stablehlo.divide %469, %474 : tensor<?x2x?x?xf32>
    %476 = stablehlo.dot_general %475, %136, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x4xf32>) -> tensor<?x2x?x4xf32>
    %477 = stablehlo.transpose %476, dims = [0, 2, 1, 3] : (tensor<?x2x?x4xf32>) -> tensor<?x?x2x4xf32>
    %478 = stablehlo.dot_general %475, %196, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x4xf32>) -> tensor<?x2x?x4xf32>
    %479 = stablehlo.transpose %478, dims = [0, 2, 1, 3] : (tensor<?x2x?x4xf32>) -> tensor<?x?x2x4xf32>
    %480 = stablehlo.concatenate %c, %c, %c, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %481 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %482 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %483 = stablehlo.concatenate %481, %482, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %484 = stablehlo.concatenate %c_15, %c_15, %c_15, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %485 = stablehlo.real_dynamic_slice %477, %480, %483, %484 : (tensor<?x?x2x4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %486 = stablehlo.concatenate %c, %c, %c, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %487 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %488 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %489 = stablehlo.concatenate %487, %488, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %490 = stablehlo.concatenate %c_15, %c_15, %c_15, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %491 = stablehlo.real_dynamic_slice %477, %486, %489, %490 : (tensor<?x?x2x4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %492 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %493 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %494 = stablehlo.concatenate %492, %493, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %495 = stablehlo.dynamic_broadcast_in_dim %159, %494, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %496 = stablehlo.multiply %491, %495 : tensor<?x?x2x2xf32>
    %497 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %498 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %499 = stablehlo.concatenate %497, %498, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %500 = stablehlo.dynamic_broadcast_in_dim %163, %499, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %501 = stablehlo.multiply %491, %500 : tensor<?x?x2x2xf32>
    %502 = stablehlo.negate %485 : tensor<?x?x2x2xf32>
    %503 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %504 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %505 = stablehlo.concatenate %503, %504, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %506 = stablehlo.dynamic_broadcast_in_dim %163, %505, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %507 = stablehlo.multiply %502, %506 : tensor<?x?x2x2xf32>
    %508 = stablehlo.add %496, %507 : tensor<?x?x2x2xf32>
    %509 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %510 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %511 = stablehlo.concatenate %509, %510, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %512 = stablehlo.dynamic_broadcast_in_dim %159, %511, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %513 = stablehlo.multiply %485, %512 : tensor<?x?x2x2xf32>
    %514 = stablehlo.add %501, %513 : tensor<?x?x2x2xf32>
    %515 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %516 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %517 = stablehlo.concatenate %515, %516, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %518 = stablehlo.dynamic_broadcast_in_dim %cst_14, %517, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %519 = "stablehlo.scatter"(%518, %169, %508) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %668 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %668 : tensor<f32>
    }) : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<?x?x2x2xf32>) -> tensor<?x?x2x4xf32>
    %520 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %521 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %522 = stablehlo.concatenate %520, %521, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %523 = stablehlo.dynamic_broadcast_in_dim %cst_14, %522, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %524 = "stablehlo.scatter"(%523, %164, %514) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %668 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %668 : tensor<f32>
    }) : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<?x?x2x2xf32>) -> tensor<?x?x2x4xf32>
    %525 = stablehlo.add %519, %524 : tensor<?x?x2x4xf32>
    %526 = stablehlo.concatenate %c, %c, %c, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %527 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %528 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %529 = stablehlo.concatenate %527, %528, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %530 = stablehlo.concatenate %c_15, %c_15, %c_15, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %531 = stablehlo.real_dynamic_slice %479, %526, %529, %530 : (tensor<?x?x2x4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %532 = stablehlo.concatenate %c, %c, %c, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %533 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %534 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %535 = stablehlo.concatenate %533, %534, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %536 = stablehlo.concatenate %c_15, %c_15, %c_15, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %537 = stablehlo.real_dynamic_slice %479, %532, %535, %536 : (tensor<?x?x2x4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %538 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %539 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %540 = stablehlo.concatenate %538, %539, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %541 = stablehlo.dynamic_broadcast_in_dim %99, %540, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %542 = stablehlo.multiply %537, %541 : tensor<?x?x2x2xf32>
    %543 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %544 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %545 = stablehlo.concatenate %543, %544, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %546 = stablehlo.dynamic_broadcast_in_dim %103, %545, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %547 = stablehlo.multiply %537, %546 : tensor<?x?x2x2xf32>
    %548 = stablehlo.negate %531 : tensor<?x?x2x2xf32>
    %549 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %550 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %551 = stablehlo.concatenate %549, %550, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %552 = stablehlo.dynamic_broadcast_in_dim %103, %551, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %553 = stablehlo.multiply %548, %552 : tensor<?x?x2x2xf32>
    %554 = stablehlo.add %542, %553 : tensor<?x?x2x2xf32>
    %555 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %556 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %557 = stablehlo.concatenate %555, %556, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %558 = stablehlo.dynamic_broadcast_in_dim %99, %557, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %559 = stablehlo.multiply %531, %558 : tensor<?x?x2x2xf32>
    %560 = stablehlo.add %547, %559 : tensor<?x?x2x2xf32>
    %561 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %562 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %563 = stablehlo.concatenate %561, %562, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %564 = stablehlo.dynamic_broadcast_in_dim %cst_14, %563, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %565 = "stablehlo.scatter"(%564, %109, %554) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %668 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %668 : tensor<f32>
    }) : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<?x?x2x2xf32>) -> tensor<?x?x2x4xf32>
    %566 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %567 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %568 = stablehlo.concatenate %566, %567, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %569 = stablehlo.dynamic_broadcast_in_dim %cst_14, %568, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %570 = "stablehlo.scatter"(%569, %104, %560) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %668 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %668 : tensor<f32>
    }) : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<?x?x2x2xf32>) -> tensor<?x?x2x4xf32>
    %571 = stablehlo.add %565, %570 : tensor<?x?x2x4xf32>
    %572 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %573 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %574 = stablehlo.concatenate %572, %573, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %575 = stablehlo.dynamic_reshape %441, %574 : (tensor<?x?x2x4xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %576 = stablehlo.dot_general %575, %61, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<8x8xf32>
    %577 = stablehlo.transpose %576, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %578 = stablehlo.dot_general %575, %arg13, contracting_dims = [2] x [1] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %579 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %580 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %581 = stablehlo.concatenate %579, %580, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %582 = stablehlo.dynamic_reshape %525, %581 : (tensor<?x?x2x4xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %583 = stablehlo.dot_general %582, %61, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<8x8xf32>
    %584 = stablehlo.transpose %583, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %585 = stablehlo.dot_general %582, %arg10, contracting_dims = [2] x [1] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %586 = stablehlo.add %578, %585 : tensor<?x?x8xf32>
    %587 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %588 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %589 = stablehlo.concatenate %587, %588, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %590 = stablehlo.dynamic_reshape %571, %589 : (tensor<?x?x2x4xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %591 = stablehlo.dot_general %590, %61, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<8x8xf32>
    %592 = stablehlo.transpose %591, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %593 = stablehlo.dot_general %590, %arg12, contracting_dims = [2] x [1] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %594 = stablehlo.add %586, %593 : tensor<?x?x8xf32>
    %595 = stablehlo.multiply %55, %594 : tensor<?x?x8xf32>
    %596 = stablehlo.reduce(%595 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<8xf32>
    %597 = stablehlo.reshape %596 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %598 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %599 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %600 = stablehlo.concatenate %598, %599, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %601 = stablehlo.dynamic_broadcast_in_dim %56, %600, dims = [0, 1, 2] : (tensor<1x1x8xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %602 = stablehlo.multiply %594, %601 : tensor<?x?x8xf32>
    %603 = stablehlo.reduce(%597 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %604 = stablehlo.multiply %0#0, %602 : tensor<?x?x8xf32>
    %605 = stablehlo.reduce(%604 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %606 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %607 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %608 = stablehlo.concatenate %606, %607, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %609 = stablehlo.dynamic_reshape %605, %608 : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %610 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %611 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %612 = stablehlo.concatenate %610, %611, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %613 = stablehlo.dynamic_broadcast_in_dim %44, %612, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %614 = stablehlo.multiply %602, %613 : tensor<?x?x8xf32>
    %615 = stablehlo.add %430, %614 : tensor<?x?x8xf32>
    %616 = stablehlo.multiply %609, %50 : tensor<?x?x1xf32>
    %617 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %618 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %619 = stablehlo.concatenate %617, %618, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %620 = stablehlo.dynamic_broadcast_in_dim %cst_13, %619, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %621 = stablehlo.divide %616, %620 : tensor<?x?x1xf32>
    %622 = stablehlo.reduce(%621 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x1xf32>, tensor<f32>) -> tensor<?x?xf32>
    %623 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %624 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %625 = stablehlo.concatenate %623, %624, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %626 = stablehlo.dynamic_broadcast_in_dim %622, %625, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %627 = stablehlo.multiply %0#0, %626 : tensor<?x?x8xf32>
    %628 = stablehlo.add %615, %627 : tensor<?x?x8xf32>
    %629 = stablehlo.multiply %626, %0#0 : tensor<?x?x8xf32>
    %630 = stablehlo.add %628, %629 : tensor<?x?x8xf32>
    %631 = call @_take_3(%arg0, %arg1, %0#1, %630) : (tensor<i32>, tensor<i32>, tensor<?x?x1xi32>, tensor<?x?x8xf32>) -> tensor<11x8xf32>
    %632 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %633 = stablehlo.multiply %632, %383 : tensor<16x8xf32>
    %634 = stablehlo.subtract %arg2, %633 : tensor<16x8xf32>
    %635 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<11x8xf32>
    %636 = stablehlo.multiply %635, %631 : tensor<11x8xf32>
    %637 = stablehlo.subtract %arg3, %636 : tensor<11x8xf32>
    %638 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %639 = stablehlo.multiply %638, %392 : tensor<8x16xf32>
    %640 = stablehlo.subtract %arg4, %639 : tensor<8x16xf32>
    %641 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %642 = stablehlo.multiply %641, %603 : tensor<8xf32>
    %643 = stablehlo.subtract %arg5, %642 : tensor<8xf32>
    %644 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %645 = stablehlo.multiply %644, %403 : tensor<8xf32>
    %646 = stablehlo.subtract %arg6, %645 : tensor<8xf32>
    %647 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %648 = stablehlo.multiply %647, %355 : tensor<8xf32>
    %649 = stablehlo.subtract %arg7, %648 : tensor<8xf32>
    %650 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %651 = stablehlo.multiply %650, %345 : tensor<8x11xf32>
    %652 = stablehlo.subtract %arg8, %651 : tensor<8x11xf32>
    %653 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %654 = stablehlo.multiply %653, %388 : tensor<8x16xf32>
    %655 = stablehlo.subtract %arg9, %654 : tensor<8x16xf32>
    %656 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %657 = stablehlo.multiply %656, %584 : tensor<8x8xf32>
    %658 = stablehlo.subtract %arg10, %657 : tensor<8x8xf32>
    %659 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %660 = stablehlo.multiply %659, %432 : tensor<8x8xf32>
    %661 = stablehlo.subtract %arg11, %660 : tensor<8x8xf32>
    %662 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %663 = stablehlo.multiply %662, %592 : tensor<8x8xf32>
    %664 = stablehlo.subtract %arg12, %663 : tensor<8x8xf32>
    %665 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %666 = stablehlo.multiply %665, %577 : tensor<8x8xf32>
    %667 = stablehlo.subtract %arg13, %666 : tensor<8x8xf32>
    return %331, %634, %637, %640, %643, %646, %649, %652, %655, %658, %661, %664, %667 : tensor<f32>, tensor<16x8xf32>, tensor<11x8xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x11xf32>, tensor<8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
  }
  func.func private @_take(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<11x8xf32>, %arg3: tensor<?x?xi32>) -> (tensor<?x?x8xf32>, tensor<?x?x1xi32>) {
    %c = stablehlo.constant dense<1> : tensor<1xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.concatenate %0, %1, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3 = stablehlo.dynamic_broadcast_in_dim %arg3, %2, dims = [0, 1] : (tensor<?x?xi32>, tensor<3xi32>) -> tensor<?x?x1xi32>
    %4 = "stablehlo.gather"(%arg2, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 8>}> : (tensor<11x8xf32>, tensor<?x?x1xi32>) -> tensor<?x?x8xf32>
    return %4, %3 : tensor<?x?x8xf32>, tensor<?x?x1xi32>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<1x1x?x?xi1>, %arg3: tensor<?x2x?x?xf32>, %arg4: tensor<f32>) -> (tensor<?x2x?x?xf32>, tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<1xi32>
    %0 = stablehlo.convert %arg4 : tensor<f32>
    %1 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.concatenate %1, %c, %2, %3, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5 = stablehlo.dynamic_broadcast_in_dim %arg2, %4, dims = [0, 1, 2, 3] : (tensor<1x1x?x?xi1>, tensor<4xi32>) -> tensor<?x2x?x?xi1>
    %6 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.concatenate %6, %c, %7, %8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %10 = stablehlo.dynamic_broadcast_in_dim %0, %9, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %11 = stablehlo.select %5, %arg3, %10 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    %12 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %15 = stablehlo.concatenate %12, %c, %13, %14, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %16 = stablehlo.dynamic_broadcast_in_dim %cst, %15, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    return %11, %5, %16 : tensor<?x2x?x?xf32>, tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
  }
  func.func private @silu(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x?x16xf32>) -> (tensor<?x?x16xf32>, tensor<?x?x16xf32>, tensor<?x?x16xf32>) {
    %c = stablehlo.constant dense<16> : tensor<1xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg2 : tensor<?x?x16xf32>
    %1 = stablehlo.exponential %0 : tensor<?x?x16xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.concatenate %2, %3, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5 = stablehlo.dynamic_broadcast_in_dim %cst, %4, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %6 = stablehlo.add %5, %1 : tensor<?x?x16xf32>
    %7 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.concatenate %7, %8, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %10 = stablehlo.dynamic_broadcast_in_dim %cst, %9, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %11 = stablehlo.divide %10, %6 : tensor<?x?x16xf32>
    %12 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.concatenate %12, %13, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %15 = stablehlo.dynamic_broadcast_in_dim %cst, %14, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x16xf32>
    %16 = stablehlo.subtract %15, %11 : tensor<?x?x16xf32>
    %17 = stablehlo.multiply %11, %16 : tensor<?x?x16xf32>
    %18 = stablehlo.multiply %arg2, %11 : tensor<?x?x16xf32>
    return %18, %17, %11 : tensor<?x?x16xf32>, tensor<?x?x16xf32>, tensor<?x?x16xf32>
  }
  func.func private @log_softmax(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x?x11xf32>) -> (tensor<?x?x11xf32>, tensor<?x?x11xf32>, tensor<?x?x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<11> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg2 init: %cst_1) applies stablehlo.maximum across dimensions = [2] : (tensor<?x?x11xf32>, tensor<f32>) -> tensor<?x?xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.concatenate %1, %2, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4 = stablehlo.dynamic_broadcast_in_dim %cst_1, %3, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %5 = stablehlo.maximum %4, %0 : tensor<?x?xf32>
    %6 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.concatenate %6, %7, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %9 = stablehlo.dynamic_broadcast_in_dim %5, %8, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %10 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %12 = stablehlo.concatenate %10, %11, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %13 = stablehlo.dynamic_broadcast_in_dim %9, %12, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x11xf32>
    %14 = stablehlo.subtract %arg2, %13 : tensor<?x?x11xf32>
    %15 = stablehlo.exponential %14 : tensor<?x?x11xf32>
    %16 = stablehlo.reduce(%15 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x11xf32>, tensor<f32>) -> tensor<?x?xf32>
    %17 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.concatenate %17, %18, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %20 = stablehlo.dynamic_broadcast_in_dim %16, %19, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %21 = stablehlo.log %20 : tensor<?x?x1xf32>
    %22 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %23 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %24 = stablehlo.concatenate %22, %23, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %25 = stablehlo.dynamic_broadcast_in_dim %21, %24, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x11xf32>
    %26 = stablehlo.subtract %14, %25 : tensor<?x?x11xf32>
    return %26, %15, %20 : tensor<?x?x11xf32>, tensor<?x?x11xf32>, tensor<?x?x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x?xi32>) -> tensor<?x?x11xf32> {
    %c = stablehlo.constant dense<11> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.concatenate %0, %1, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3 = stablehlo.dynamic_broadcast_in_dim %arg2, %2, dims = [0, 1] : (tensor<?x?xi32>, tensor<3xi32>) -> tensor<?x?x1xi32>
    %4 = stablehlo.iota dim = 2 : tensor<1x1x11xi32>
    %5 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.concatenate %5, %6, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %8 = stablehlo.dynamic_broadcast_in_dim %3, %7, dims = [0, 1, 2] : (tensor<?x?x1xi32>, tensor<3xi32>) -> tensor<?x?x11xi32>
    %9 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.concatenate %9, %10, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %12 = stablehlo.dynamic_broadcast_in_dim %4, %11, dims = [0, 1, 2] : (tensor<1x1x11xi32>, tensor<3xi32>) -> tensor<?x?x11xi32>
    %13 = stablehlo.compare EQ, %8, %12, SIGNED : (tensor<?x?x11xi32>, tensor<?x?x11xi32>) -> tensor<?x?x11xi1>
    %14 = stablehlo.convert %13 : (tensor<?x?x11xi1>) -> tensor<?x?x11xf32>
    return %14 : tensor<?x?x11xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x?x11xf32>, %arg3: tensor<?x?x1xf32>, %arg4: tensor<?x?x11xf32>) -> tensor<?x?x11xf32> {
    %c = stablehlo.constant dense<11> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg4 : tensor<?x?x11xf32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x11xf32>, tensor<f32>) -> tensor<?x?xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.concatenate %2, %3, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5 = stablehlo.dynamic_reshape %1, %4 : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %6 = stablehlo.divide %5, %arg3 : tensor<?x?x1xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<?x?x1xf32>, tensor<f32>) -> tensor<?x?xf32>
    %8 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.concatenate %8, %9, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %11 = stablehlo.dynamic_broadcast_in_dim %7, %10, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x11xf32>
    %12 = stablehlo.multiply %11, %arg2 : tensor<?x?x11xf32>
    %13 = stablehlo.add %arg4, %12 : tensor<?x?x11xf32>
    return %13 : tensor<?x?x11xf32>
  }
  func.func private @silu_1(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x?x16xf32>, %arg3: tensor<?x?x16xf32>, %arg4: tensor<?x?x16xf32>, %arg5: tensor<?x?x16xf32>) -> tensor<?x?x16xf32> {
    %0 = stablehlo.multiply %arg4, %arg5 : tensor<?x?x16xf32>
    %1 = stablehlo.multiply %arg5, %arg3 : tensor<?x?x16xf32>
    %2 = stablehlo.multiply %0, %arg2 : tensor<?x?x16xf32>
    %3 = stablehlo.add %1, %2 : tensor<?x?x16xf32>
    return %3 : tensor<?x?x16xf32>
  }
  func.func private @_where_2(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x2x?x?xi1>, %arg3: tensor<?x2x?x?xf32>, %arg4: tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xf32> {
    %c = stablehlo.constant dense<2> : tensor<1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.concatenate %0, %c, %1, %2, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4 = stablehlo.dynamic_broadcast_in_dim %cst, %3, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %5 = stablehlo.select %arg2, %arg4, %4 : tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>
    return %5 : tensor<?x2x?x?xf32>
  }
  func.func private @_take_3(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x?x1xi32>, %arg3: tensor<?x?x8xf32>) -> tensor<11x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_2 = stablehlo.constant dense<10> : tensor<1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<11x8xf32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.minimum %c_2, %1 : tensor<1xi32>
    %3 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.concatenate %3, %4, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6 = stablehlo.dynamic_broadcast_in_dim %2, %5, dims = [2] : (tensor<1xi32>, tensor<3xi32>) -> tensor<?x?x1xi32>
    %7 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.concatenate %7, %8, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %10 = stablehlo.dynamic_broadcast_in_dim %c, %9, dims = [] : (tensor<i32>, tensor<3xi32>) -> tensor<?x?x1xi32>
    %11 = stablehlo.clamp %10, %arg2, %6 : tensor<?x?x1xi32>
    %12 = "stablehlo.scatter"(%0, %11, %arg3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %13 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %13 : tensor<f32>
    }) : (tensor<11x8xf32>, tensor<?x?x1xi32>, tensor<?x?x8xf32>) -> tensor<11x8xf32>
    return %12 : tensor<11x8xf32>
  }
}
