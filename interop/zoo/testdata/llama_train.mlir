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
    %c_18 = stablehlo.constant dense<11> : tensor<i32>
    %0 = call @remainder(%arg0, %arg1, %arg14, %c_18) : (tensor<i32>, tensor<i32>, tensor<?x?xi32>, tensor<i32>) -> tensor<?x?xi32>
    %1:2 = call @_take(%arg0, %arg1, %arg3, %0) : (tensor<i32>, tensor<i32>, tensor<11x8xf32>, tensor<?x?xi32>) -> (tensor<?x?x8xf32>, tensor<?x?x1xi32>)
    %2 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.dynamic_iota %2, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
    %4 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.dynamic_broadcast_in_dim %c_17, %4, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %6 = stablehlo.multiply %5, %3 : tensor<?xi32>
    %7 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.dynamic_broadcast_in_dim %c_16, %7, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %9 = stablehlo.add %8, %6 : tensor<?xi32>
    %10 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.concatenate %10, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %12 = stablehlo.dynamic_broadcast_in_dim %9, %11, dims = [0] : (tensor<?xi32>, tensor<2xi32>) -> tensor<?x1xi32>
    %13 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.concatenate %c_15, %13, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %15 = stablehlo.dynamic_broadcast_in_dim %9, %14, dims = [1] : (tensor<?xi32>, tensor<2xi32>) -> tensor<1x?xi32>
    %16 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.concatenate %16, %17, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %19 = stablehlo.dynamic_broadcast_in_dim %12, %18, dims = [0, 1] : (tensor<?x1xi32>, tensor<2xi32>) -> tensor<?x?xi32>
    %20 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %22 = stablehlo.concatenate %20, %21, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %23 = stablehlo.dynamic_broadcast_in_dim %15, %22, dims = [0, 1] : (tensor<1x?xi32>, tensor<2xi32>) -> tensor<?x?xi32>
    %24 = stablehlo.compare GE, %19, %23, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %25 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %26 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %27 = stablehlo.concatenate %c_15, %c_15, %25, %26, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %28 = stablehlo.dynamic_broadcast_in_dim %24, %27, dims = [2, 3] : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %29 = stablehlo.multiply %1#0, %1#0 : tensor<?x?x8xf32>
    %30 = stablehlo.reduce(%29 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %31 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %32 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %33 = stablehlo.concatenate %31, %32, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %34 = stablehlo.dynamic_broadcast_in_dim %30, %33, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %35 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %36 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %37 = stablehlo.concatenate %35, %36, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %38 = stablehlo.dynamic_broadcast_in_dim %cst_13, %37, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %39 = stablehlo.divide %34, %38 : tensor<?x?x1xf32>
    %40 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %41 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %42 = stablehlo.concatenate %40, %41, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %43 = stablehlo.dynamic_broadcast_in_dim %cst_12, %42, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %44 = stablehlo.add %39, %43 : tensor<?x?x1xf32>
    %45 = stablehlo.rsqrt %44 : tensor<?x?x1xf32>
    %46 = stablehlo.divide %45, %44 : tensor<?x?x1xf32>
    %47 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %48 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %49 = stablehlo.concatenate %47, %48, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %50 = stablehlo.dynamic_broadcast_in_dim %cst_11, %49, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %51 = stablehlo.multiply %50, %46 : tensor<?x?x1xf32>
    %52 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %53 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %54 = stablehlo.concatenate %52, %53, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %55 = stablehlo.dynamic_broadcast_in_dim %45, %54, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %56 = stablehlo.multiply %1#0, %55 : tensor<?x?x8xf32>
    %57 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %58 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %59 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %60 = stablehlo.concatenate %58, %59, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %61 = stablehlo.dynamic_broadcast_in_dim %57, %60, dims = [0, 1, 2] : (tensor<1x1x8xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %62 = stablehlo.multiply %56, %61 : tensor<?x?x8xf32>
    %63 = stablehlo.dot_general %62, %arg12, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %64 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %65 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %66 = stablehlo.concatenate %64, %65, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %67 = stablehlo.dynamic_reshape %63, %66 : (tensor<?x?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %68 = stablehlo.dot_general %62, %arg10, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %69 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %70 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %71 = stablehlo.concatenate %69, %70, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %72 = stablehlo.dynamic_reshape %68, %71 : (tensor<?x?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %73 = stablehlo.dot_general %62, %arg13, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %74 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %75 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %76 = stablehlo.concatenate %74, %75, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %77 = stablehlo.dynamic_reshape %73, %76 : (tensor<?x?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %78 = stablehlo.iota dim = 0 : tensor<2xf32>
    %79 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %80 = stablehlo.divide %78, %79 : tensor<2xf32>
    %81 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %82 = stablehlo.power %81, %80 : tensor<2xf32>
    %83 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %84 = stablehlo.divide %83, %82 : tensor<2xf32>
    %85 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %86 = stablehlo.concatenate %85, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %87 = stablehlo.dynamic_broadcast_in_dim %9, %86, dims = [0] : (tensor<?xi32>, tensor<2xi32>) -> tensor<?x1xi32>
    %88 = stablehlo.convert %87 : (tensor<?x1xi32>) -> tensor<?x1xf32>
    %89 = stablehlo.broadcast_in_dim %84, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %90 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %91 = stablehlo.concatenate %90, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %92 = stablehlo.dynamic_broadcast_in_dim %88, %91, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x2xf32>
    %93 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %94 = stablehlo.concatenate %93, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %95 = stablehlo.dynamic_broadcast_in_dim %89, %94, dims = [0, 1] : (tensor<1x2xf32>, tensor<2xi32>) -> tensor<?x2xf32>
    %96 = stablehlo.multiply %92, %95 : tensor<?x2xf32>
    %97 = stablehlo.cosine %96 : tensor<?x2xf32>
    %98 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %99 = stablehlo.concatenate %c_15, %98, %c_15, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %100 = stablehlo.dynamic_broadcast_in_dim %97, %99, dims = [1, 3] : (tensor<?x2xf32>, tensor<4xi32>) -> tensor<1x?x1x2xf32>
    %101 = stablehlo.sine %96 : tensor<?x2xf32>
    %102 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %103 = stablehlo.concatenate %c_15, %102, %c_15, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %104 = stablehlo.dynamic_broadcast_in_dim %101, %103, dims = [1, 3] : (tensor<?x2xf32>, tensor<4xi32>) -> tensor<1x?x1x2xf32>
    %105 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %106 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %107 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %108 = stablehlo.concatenate %106, %107, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %109 = "stablehlo.dynamic_gather"(%67, %105, %108) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %110 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %111 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %112 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %113 = stablehlo.concatenate %111, %112, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %114 = "stablehlo.dynamic_gather"(%67, %110, %113) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %115 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %116 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %117 = stablehlo.concatenate %115, %116, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %118 = stablehlo.dynamic_broadcast_in_dim %100, %117, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %119 = stablehlo.multiply %109, %118 : tensor<?x?x2x2xf32>
    %120 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %121 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %122 = stablehlo.concatenate %120, %121, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %123 = stablehlo.dynamic_broadcast_in_dim %104, %122, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<?x?x2x2xf32>
    %125 = stablehlo.subtract %119, %124 : tensor<?x?x2x2xf32>
    %126 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %127 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %128 = stablehlo.concatenate %126, %127, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %129 = stablehlo.dynamic_broadcast_in_dim %104, %128, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %130 = stablehlo.multiply %109, %129 : tensor<?x?x2x2xf32>
    %131 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %132 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %133 = stablehlo.concatenate %131, %132, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %134 = stablehlo.dynamic_broadcast_in_dim %100, %133, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %135 = stablehlo.multiply %114, %134 : tensor<?x?x2x2xf32>
    %136 = stablehlo.add %130, %135 : tensor<?x?x2x2xf32>
    %137 = stablehlo.concatenate %125, %136, dim = 3 : (tensor<?x?x2x2xf32>, tensor<?x?x2x2xf32>) -> tensor<?x?x2x4xf32>
    %138 = stablehlo.iota dim = 0 : tensor<2xf32>
    %139 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %140 = stablehlo.divide %138, %139 : tensor<2xf32>
    %141 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %142 = stablehlo.power %141, %140 : tensor<2xf32>
    %143 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %144 = stablehlo.divide %143, %142 : tensor<2xf32>
    %145 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %146 = stablehlo.concatenate %145, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %147 = stablehlo.dynamic_broadcast_in_dim %9, %146, dims = [0] : (tensor<?xi32>, tensor<2xi32>) -> tensor<?x1xi32>
    %148 = stablehlo.convert %147 : (tensor<?x1xi32>) -> tensor<?x1xf32>
    %149 = stablehlo.broadcast_in_dim %144, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %150 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %151 = stablehlo.concatenate %150, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %152 = stablehlo.dynamic_broadcast_in_dim %148, %151, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x2xf32>
    %153 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %154 = stablehlo.concatenate %153, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %155 = stablehlo.dynamic_broadcast_in_dim %149, %154, dims = [0, 1] : (tensor<1x2xf32>, tensor<2xi32>) -> tensor<?x2xf32>
    %156 = stablehlo.multiply %152, %155 : tensor<?x2xf32>
    %157 = stablehlo.cosine %156 : tensor<?x2xf32>
    %158 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %159 = stablehlo.concatenate %c_15, %158, %c_15, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %160 = stablehlo.dynamic_broadcast_in_dim %157, %159, dims = [1, 3] : (tensor<?x2xf32>, tensor<4xi32>) -> tensor<1x?x1x2xf32>
    %161 = stablehlo.sine %156 : tensor<?x2xf32>
    %162 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %163 = stablehlo.concatenate %c_15, %162, %c_15, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %164 = stablehlo.dynamic_broadcast_in_dim %161, %163, dims = [1, 3] : (tensor<?x2xf32>, tensor<4xi32>) -> tensor<1x?x1x2xf32>
    %165 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %166 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %167 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %168 = stablehlo.concatenate %166, %167, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %169 = "stablehlo.dynamic_gather"(%72, %165, %168) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %170 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %171 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %172 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %173 = stablehlo.concatenate %171, %172, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %174 = "stablehlo.dynamic_gather"(%72, %170, %173) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %175 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %176 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %177 = stablehlo.concatenate %175, %176, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %178 = stablehlo.dynamic_broadcast_in_dim %160, %177, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %179 = stablehlo.multiply %169, %178 : tensor<?x?x2x2xf32>
    %180 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %181 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %182 = stablehlo.concatenate %180, %181, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %183 = stablehlo.dynamic_broadcast_in_dim %164, %182, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %184 = stablehlo.multiply %174, %183 : tensor<?x?x2x2xf32>
    %185 = stablehlo.subtract %179, %184 : tensor<?x?x2x2xf32>
    %186 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %187 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %188 = stablehlo.concatenate %186, %187, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %189 = stablehlo.dynamic_broadcast_in_dim %164, %188, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %190 = stablehlo.multiply %169, %189 : tensor<?x?x2x2xf32>
    %191 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %192 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %193 = stablehlo.concatenate %191, %192, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %194 = stablehlo.dynamic_broadcast_in_dim %160, %193, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %195 = stablehlo.multiply %174, %194 : tensor<?x?x2x2xf32>
    %196 = stablehlo.add %190, %195 : tensor<?x?x2x2xf32>
    %197 = stablehlo.concatenate %185, %196, dim = 3 : (tensor<?x?x2x2xf32>, tensor<?x?x2x2xf32>) -> tensor<?x?x2x4xf32>
    %198 = stablehlo.dot_general %137, %197, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<?x?x2x4xf32>, tensor<?x?x2x4xf32>) -> tensor<?x2x?x?xf32>
    %199 = stablehlo.sqrt %cst_3 : tensor<f32>
    %200 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %201 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %202 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %203 = stablehlo.concatenate %200, %c_8, %201, %202, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %204 = stablehlo.dynamic_broadcast_in_dim %199, %203, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %205 = stablehlo.divide %198, %204 : tensor<?x2x?x?xf32>
    %206:3 = call @_where_1(%arg0, %arg1, %28, %205, %cst_2) : (tensor<i32>, tensor<i32>, tensor<1x1x?x?xi1>, tensor<?x2x?x?xf32>, tensor<f32>) -> (tensor<?x2x?x?xf32>, tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>)
    %207 = stablehlo.reduce(%206#0 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %208 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %209 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %210 = stablehlo.concatenate %208, %c_8, %209, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %211 = stablehlo.dynamic_broadcast_in_dim %cst_1, %210, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x2x?xf32>
    %212 = stablehlo.maximum %211, %207 : tensor<?x2x?xf32>
    %213 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %214 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %215 = stablehlo.concatenate %213, %c_8, %214, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %216 = stablehlo.dynamic_broadcast_in_dim %212, %215, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x1xf32>
    %217 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %218 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %219 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %220 = stablehlo.concatenate %217, %c_8, %218, %219, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %221 = stablehlo.dynamic_broadcast_in_dim %216, %220, dims = [0, 1, 2, 3] : (tensor<?x2x?x1xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %222 = stablehlo.subtract %206#0, %221 : tensor<?x2x?x?xf32>
    %223 = stablehlo.exponential %222 : tensor<?x2x?x?xf32>
    %224 = stablehlo.reduce(%223 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %225 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %226 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %227 = stablehlo.concatenate %225, %c_8, %226, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %228 = stablehlo.dynamic_broadcast_in_dim %224, %227, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x1xf32>
    %229 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %230 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %231 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %232 = stablehlo.concatenate %229, %c_8, %230, %231, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %233 = stablehlo.dynamic_broadcast_in_dim %228, %232, dims = [0, 1, 2, 3] : (tensor<?x2x?x1xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %234 = stablehlo.divide %223, %233 : tensor<?x2x?x?xf32>
    %235 = stablehlo.multiply %228, %228 : tensor<?x2x?x1xf32>
    %236 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %237 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %238 = stablehlo.concatenate %236, %c_8, %237, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %239 = stablehlo.dynamic_broadcast_in_dim %cst_4, %238, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x1xf32>
    %240 = stablehlo.divide %239, %235 : tensor<?x2x?x1xf32>
    %241 = stablehlo.dot_general %77, %234, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<?x?x2x4xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x4x?xf32>
    %242 = stablehlo.transpose %241, dims = [0, 3, 1, 2] : (tensor<?x2x4x?xf32>) -> tensor<?x?x2x4xf32>
    %243 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %244 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %245 = stablehlo.concatenate %243, %244, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %246 = stablehlo.dynamic_reshape %242, %245 : (tensor<?x?x2x4xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %247 = stablehlo.dot_general %246, %arg11, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %248 = stablehlo.add %1#0, %247 : tensor<?x?x8xf32>
    %249 = stablehlo.multiply %248, %248 : tensor<?x?x8xf32>
    %250 = stablehlo.reduce(%249 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %251 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %252 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %253 = stablehlo.concatenate %251, %252, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %254 = stablehlo.dynamic_broadcast_in_dim %250, %253, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %255 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %256 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %257 = stablehlo.concatenate %255, %256, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %258 = stablehlo.dynamic_broadcast_in_dim %cst_13, %257, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %259 = stablehlo.divide %254, %258 : tensor<?x?x1xf32>
    %260 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %261 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %262 = stablehlo.concatenate %260, %261, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %263 = stablehlo.dynamic_broadcast_in_dim %cst_12, %262, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %264 = stablehlo.add %259, %263 : tensor<?x?x1xf32>
    %265 = stablehlo.rsqrt %264 : tensor<?x?x1xf32>
    %266 = stablehlo.divide %265, %264 : tensor<?x?x1xf32>
    %267 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %268 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %269 = stablehlo.concatenate %267, %268, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %270 = stablehlo.dynamic_broadcast_in_dim %cst_11, %269, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %271 = stablehlo.multiply %270, %266 : tensor<?x?x1xf32>
    %272 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %273 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %274 = stablehlo.concatenate %272, %273, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %275 = stablehlo.dynamic_broadcast_in_dim %265, %274, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %276 = stablehlo.multiply %248, %275 : tensor<?x?x8xf32>
    %277 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %278 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %279 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %280 = stablehlo.concatenate %278, %279, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %281 = stablehlo.dynamic_broadcast_in_dim %277, %280, dims = [0, 1, 2] : (tensor<1x1x8xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %282 = stablehlo.multiply %276, %281 : tensor<?x?x8xf32>
    %283 = stablehlo.dot_general %282, %arg4, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x16xf32>) -> tensor<?x?x16xf32>
    %284:3 = call @silu(%arg0, %arg1, %283) : (tensor<i32>, tensor<i32>, tensor<?x?x16xf32>) -> (tensor<?x?x16xf32>, tensor<?x?x16xf32>, tensor<?x?x16xf32>)
    %285 = stablehlo.dot_general %282, %arg9, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x16xf32>) -> tensor<?x?x16xf32>
    %286 = stablehlo.multiply %284#0, %285 : tensor<?x?x16xf32>
    %287 = stablehlo.dot_general %286, %arg2, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x8xf32>) -> tensor<?x?x8xf32>
    %288 = stablehlo.add %248, %287 : tensor<?x?x8xf32>
    %289 = stablehlo.multiply %288, %288 : tensor<?x?x8xf32>
    %290 = stablehlo.reduce(%289 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %291 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %292 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %293 = stablehlo.concatenate %291, %292, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %294 = stablehlo.dynamic_broadcast_in_dim %290, %293, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %295 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %296 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %297 = stablehlo.concatenate %295, %296, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %298 = stablehlo.dynamic_broadcast_in_dim %cst_13, %297, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %299 = stablehlo.divide %294, %298 : tensor<?x?x1xf32>
    %300 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %301 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %302 = stablehlo.concatenate %300, %301, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %303 = stablehlo.dynamic_broadcast_in_dim %cst_12, %302, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %304 = stablehlo.add %299, %303 : tensor<?x?x1xf32>
    %305 = stablehlo.rsqrt %304 : tensor<?x?x1xf32>
    %306 = stablehlo.divide %305, %304 : tensor<?x?x1xf32>
    %307 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %308 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %309 = stablehlo.concatenate %307, %308, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %310 = stablehlo.dynamic_broadcast_in_dim %cst_11, %309, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %311 = stablehlo.multiply %310, %306 : tensor<?x?x1xf32>
    %312 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %313 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %314 = stablehlo.concatenate %312, %313, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %315 = stablehlo.dynamic_broadcast_in_dim %305, %314, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %316 = stablehlo.multiply %288, %315 : tensor<?x?x8xf32>
    %317 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %318 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %319 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %320 = stablehlo.concatenate %318, %319, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %321 = stablehlo.dynamic_broadcast_in_dim %317, %320, dims = [0, 1, 2] : (tensor<1x1x8xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %322 = stablehlo.multiply %316, %321 : tensor<?x?x8xf32>
    %323 = stablehlo.dot_general %322, %arg8, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x11xf32>) -> tensor<?x?x11xf32>
    %324:3 = call @log_softmax(%arg0, %arg1, %323) : (tensor<i32>, tensor<i32>, tensor<?x?x11xf32>) -> (tensor<?x?x11xf32>, tensor<?x?x11xf32>, tensor<?x?x1xf32>)
    %325 = call @remainder(%arg0, %arg1, %arg15, %c_18) : (tensor<i32>, tensor<i32>, tensor<?x?xi32>, tensor<i32>) -> tensor<?x?xi32>
    %326 = call @_one_hot(%arg0, %arg1, %325) : (tensor<i32>, tensor<i32>, tensor<?x?xi32>) -> tensor<?x?x11xf32>
    %327 = stablehlo.multiply %324#0, %326 : tensor<?x?x11xf32>
    %328 = stablehlo.reduce(%327 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x11xf32>, tensor<f32>) -> tensor<?x?xf32>
    %329 = stablehlo.multiply %arg1, %arg0 : tensor<i32>
    %330 = stablehlo.convert %329 : (tensor<i32>) -> tensor<f32>
    %331 = stablehlo.reduce(%328 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<f32>
    %332 = stablehlo.divide %331, %330 : tensor<f32>
    %333 = stablehlo.negate %332 : tensor<f32>
    %334 = stablehlo.negate %cst_4 : tensor<f32>
    %335 = stablehlo.divide %334, %330 : tensor<f32>
    %336 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %337 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %338 = stablehlo.concatenate %336, %337, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %339 = stablehlo.dynamic_broadcast_in_dim %335, %338, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %340 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %341 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %342 = stablehlo.concatenate %340, %341, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %343 = stablehlo.dynamic_broadcast_in_dim %339, %342, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x11xf32>
    %344 = stablehlo.multiply %343, %326 : tensor<?x?x11xf32>
    %345 = call @log_softmax_2(%arg0, %arg1, %324#1, %324#2, %344) : (tensor<i32>, tensor<i32>, tensor<?x?x11xf32>, tensor<?x?x1xf32>, tensor<?x?x11xf32>) -> tensor<?x?x11xf32>
    %346 = stablehlo.dot_general %345, %322, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x11xf32>, tensor<?x?x8xf32>) -> tensor<11x8xf32>
    %347 = stablehlo.transpose %346, dims = [1, 0] : (tensor<11x8xf32>) -> tensor<8x11xf32>
    %348 = stablehlo.dot_general %345, %arg8, contracting_dims = [2] x [1] : (tensor<?x?x11xf32>, tensor<8x11xf32>) -> tensor<?x?x8xf32>
    %349 = stablehlo.multiply %316, %348 : tensor<?x?x8xf32>
    %350 = stablehlo.reduce(%349 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<8xf32>
    %351 = stablehlo.reshape %350 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %352 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %353 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %354 = stablehlo.concatenate %352, %353, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %355 = stablehlo.dynamic_broadcast_in_dim %317, %354, dims = [0, 1, 2] : (tensor<1x1x8xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %356 = stablehlo.multiply %348, %355 : tensor<?x?x8xf32>
    %357 = stablehlo.reduce(%351 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %358 = stablehlo.multiply %288, %356 : tensor<?x?x8xf32>
    %359 = stablehlo.reduce(%358 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %360 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %361 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %362 = stablehlo.concatenate %360, %361, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %363 = stablehlo.dynamic_reshape %359, %362 : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %364 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %365 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %366 = stablehlo.concatenate %364, %365, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %367 = stablehlo.dynamic_broadcast_in_dim %305, %366, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %368 = stablehlo.multiply %356, %367 : tensor<?x?x8xf32>
    %369 = stablehlo.multiply %363, %311 : tensor<?x?x1xf32>
    %370 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %371 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %372 = stablehlo.concatenate %370, %371, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %373 = stablehlo.dynamic_broadcast_in_dim %cst_13, %372, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %374 = stablehlo.divide %369, %373 : tensor<?x?x1xf32>
    %375 = stablehlo.reduce(%374 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x1xf32>, tensor<f32>) -> tensor<?x?xf32>
    %376 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %377 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %378 = stablehlo.concatenate %376, %377, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %379 = stablehlo.dynamic_broadcast_in_dim %375, %378, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %380 = stablehlo.multiply %288, %379 : tensor<?x?x8xf32>
    %381 = stablehlo.add %368, %380 : tensor<?x?x8xf32>
    %382 = stablehlo.multiply %379, %288 : tensor<?x?x8xf32>
    %383 = stablehlo.add %381, %382 : tensor<?x?x8xf32>
    %384 = stablehlo.dot_general %383, %286, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x8xf32>, tensor<?x?x16xf32>) -> tensor<8x16xf32>
    %385 = stablehlo.transpose %384, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %386 = stablehlo.dot_general %383, %arg2, contracting_dims = [2] x [1] : (tensor<?x?x8xf32>, tensor<16x8xf32>) -> tensor<?x?x16xf32>
    %387 = stablehlo.multiply %284#0, %386 : tensor<?x?x16xf32>
    %388 = stablehlo.multiply %386, %285 : tensor<?x?x16xf32>
    %389 = stablehlo.dot_general %387, %282, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x8xf32>) -> tensor<16x8xf32>
    %390 = stablehlo.transpose %389, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %391 = stablehlo.dot_general %387, %arg9, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<8x16xf32>) -> tensor<?x?x8xf32>
    %392 = call @silu_3(%arg0, %arg1, %284#1, %284#2, %283, %388) : (tensor<i32>, tensor<i32>, tensor<?x?x16xf32>, tensor<?x?x16xf32>, tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<?x?x16xf32>
    %393 = stablehlo.dot_general %392, %282, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x8xf32>) -> tensor<16x8xf32>
    %394 = stablehlo.transpose %393, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %395 = stablehlo.dot_general %392, %arg4, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<8x16xf32>) -> tensor<?x?x8xf32>
    %396 = stablehlo.add %391, %395 : tensor<?x?x8xf32>
    %397 = stablehlo.multiply %276, %396 : tensor<?x?x8xf32>
    %398 = stablehlo.reduce(%397 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<8xf32>
    %399 = stablehlo.reshape %398 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %400 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %401 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %402 = stablehlo.concatenate %400, %401, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %403 = stablehlo.dynamic_broadcast_in_dim %277, %402, dims = [0, 1, 2] : (tensor<1x1x8xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %404 = stablehlo.multiply %396, %403 : tensor<?x?x8xf32>
    %405 = stablehlo.reduce(%399 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %406 = stablehlo.multiply %248, %404 : tensor<?x?x8xf32>
    %407 = stablehlo.reduce(%406 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %408 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %409 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %410 = stablehlo.concatenate %408, %409, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %411 = stablehlo.dynamic_reshape %407, %410 : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %412 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %413 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %414 = stablehlo.concatenate %412, %413, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %415 = stablehlo.dynamic_broadcast_in_dim %265, %414, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %416 = stablehlo.multiply %404, %415 : tensor<?x?x8xf32>
    %417 = stablehlo.add %383, %416 : tensor<?x?x8xf32>
    %418 = stablehlo.multiply %411, %271 : tensor<?x?x1xf32>
    %419 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %420 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %421 = stablehlo.concatenate %419, %420, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %422 = stablehlo.dynamic_broadcast_in_dim %cst_13, %421, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %423 = stablehlo.divide %418, %422 : tensor<?x?x1xf32>
    %424 = stablehlo.reduce(%423 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x1xf32>, tensor<f32>) -> tensor<?x?xf32>
    %425 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %426 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %427 = stablehlo.concatenate %425, %426, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %428 = stablehlo.dynamic_broadcast_in_dim %424, %427, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %429 = stablehlo.multiply %248, %428 : tensor<?x?x8xf32>
    %430 = stablehlo.add %417, %429 : tensor<?x?x8xf32>
    %431 = stablehlo.multiply %428, %248 : tensor<?x?x8xf32>
    %432 = stablehlo.add %430, %431 : tensor<?x?x8xf32>
    %433 = stablehlo.dot_general %432, %246, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<8x8xf32>
    %434 = stablehlo.transpose %433, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %435 = stablehlo.dot_general %432, %arg11, contracting_dims = [2] x [1] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %436 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %437 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %438 = stablehlo.concatenate %436, %437, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %439 = stablehlo.dynamic_reshape %435, %438 : (tensor<?x?x8xf32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %440 = stablehlo.transpose %439, dims = [0, 2, 3, 1] : (tensor<?x?x2x4xf32>) -> tensor<?x2x4x?xf32>
    %441 = stablehlo.dot_general %440, %77, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3] : (tensor<?x2x4x?xf32>, tensor<?x?x2x4xf32>) -> tensor<?x2x?x?xf32>
    %442 = stablehlo.dot_general %440, %234, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<?x2x4x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x4x?xf32>
    %443 = stablehlo.transpose %442, dims = [0, 3, 1, 2] : (tensor<?x2x4x?xf32>) -> tensor<?x?x2x4xf32>
    %444 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %445 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %446 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %447 = stablehlo.concatenate %444, %c_8, %445, %446, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %448 = stablehlo.dynamic_broadcast_in_dim %240, %447, dims = [0, 1, 2, 3] : (tensor<?x2x?x1xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %449 = stablehlo.multiply %441, %448 : tensor<?x2x?x?xf32>
    %450 = stablehlo.multiply %449, %223 : tensor<?x2x?x?xf32>
    %451 = stablehlo.reduce(%450 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %452 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %453 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %454 = stablehlo.concatenate %452, %c_8, %453, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %455 = stablehlo.dynamic_reshape %451, %454 : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x1xf32>
    %456 = stablehlo.negate %455 : tensor<?x2x?x1xf32>
    %457 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %458 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %459 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %460 = stablehlo.concatenate %457, %c_8, %458, %459, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %461 = stablehlo.dynamic_broadcast_in_dim %228, %460, dims = [0, 1, 2, 3] : (tensor<?x2x?x1xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %462 = stablehlo.divide %441, %461 : tensor<?x2x?x?xf32>
    %463 = stablehlo.reduce(%456 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<?x2x?x1xf32>, tensor<f32>) -> tensor<?x2x?xf32>
    %464 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %465 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %466 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %467 = stablehlo.concatenate %464, %c_8, %465, %466, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %468 = stablehlo.dynamic_broadcast_in_dim %463, %467, dims = [0, 1, 2] : (tensor<?x2x?xf32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %469 = stablehlo.add %462, %468 : tensor<?x2x?x?xf32>
    %470 = stablehlo.multiply %469, %223 : tensor<?x2x?x?xf32>
    %471 = call @_where_4(%arg0, %arg1, %206#1, %206#2, %470) : (tensor<i32>, tensor<i32>, tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xf32>
    %472 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %473 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %474 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %475 = stablehlo.concatenate %472, %c_8, %473, %474, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %476 = stablehlo.dynamic_broadcast_in_dim %199, %475, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x2x?x?xf32>
    %477 = stablehlo.divide %471, %476 : tensor<?x2x?x?xf32>
    %478 = stablehlo.dot_general %477, %137, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x4xf32>) -> tensor<?x2x?x4xf32>
    %479 = stablehlo.transpose %478, dims = [0, 2, 1, 3] : (tensor<?x2x?x4xf32>) -> tensor<?x?x2x4xf32>
    %480 = stablehlo.dot_general %477, %197, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<?x2x?x?xf32>, tensor<?x?x2x4xf32>) -> tensor<?x2x?x4xf32>
    %481 = stablehlo.transpose %480, dims = [0, 2, 1, 3] : (tensor<?x2x?x4xf32>) -> tensor<?x?x2x4xf32>
    %482 = stablehlo.concatenate %c, %c, %c, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %483 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %484 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %485 = stablehlo.concatenate %483, %484, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %486 = stablehlo.concatenate %c_15, %c_15, %c_15, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %487 = stablehlo.real_dynamic_slice %479, %482, %485, %486 : (tensor<?x?x2x4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %488 = stablehlo.concatenate %c, %c, %c, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %489 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %490 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %491 = stablehlo.concatenate %489, %490, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %492 = stablehlo.concatenate %c_15, %c_15, %c_15, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %493 = stablehlo.real_dynamic_slice %479, %488, %491, %492 : (tensor<?x?x2x4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %494 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %495 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %496 = stablehlo.concatenate %494, %495, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %497 = stablehlo.dynamic_broadcast_in_dim %160, %496, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %498 = stablehlo.multiply %493, %497 : tensor<?x?x2x2xf32>
    %499 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %500 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %501 = stablehlo.concatenate %499, %500, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %502 = stablehlo.dynamic_broadcast_in_dim %164, %501, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %503 = stablehlo.multiply %493, %502 : tensor<?x?x2x2xf32>
    %504 = stablehlo.negate %487 : tensor<?x?x2x2xf32>
    %505 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %506 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %507 = stablehlo.concatenate %505, %506, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %508 = stablehlo.dynamic_broadcast_in_dim %164, %507, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %509 = stablehlo.multiply %504, %508 : tensor<?x?x2x2xf32>
    %510 = stablehlo.add %498, %509 : tensor<?x?x2x2xf32>
    %511 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %512 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %513 = stablehlo.concatenate %511, %512, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %514 = stablehlo.dynamic_broadcast_in_dim %160, %513, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %515 = stablehlo.multiply %487, %514 : tensor<?x?x2x2xf32>
    %516 = stablehlo.add %503, %515 : tensor<?x?x2x2xf32>
    %517 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %518 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %519 = stablehlo.concatenate %517, %518, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %520 = stablehlo.dynamic_broadcast_in_dim %cst_14, %519, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %521 = "stablehlo.scatter"(%520, %170, %510) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %670 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %670 : tensor<f32>
    }) : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<?x?x2x2xf32>) -> tensor<?x?x2x4xf32>
    %522 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %523 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %524 = stablehlo.concatenate %522, %523, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %525 = stablehlo.dynamic_broadcast_in_dim %cst_14, %524, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %526 = "stablehlo.scatter"(%525, %165, %516) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %670 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %670 : tensor<f32>
    }) : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<?x?x2x2xf32>) -> tensor<?x?x2x4xf32>
    %527 = stablehlo.add %521, %526 : tensor<?x?x2x4xf32>
    %528 = stablehlo.concatenate %c, %c, %c, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %529 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %530 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %531 = stablehlo.concatenate %529, %530, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %532 = stablehlo.concatenate %c_15, %c_15, %c_15, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %533 = stablehlo.real_dynamic_slice %481, %528, %531, %532 : (tensor<?x?x2x4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %534 = stablehlo.concatenate %c, %c, %c, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %535 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %536 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %537 = stablehlo.concatenate %535, %536, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %538 = stablehlo.concatenate %c_15, %c_15, %c_15, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %539 = stablehlo.real_dynamic_slice %481, %534, %537, %538 : (tensor<?x?x2x4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %540 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %541 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %542 = stablehlo.concatenate %540, %541, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %543 = stablehlo.dynamic_broadcast_in_dim %100, %542, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %544 = stablehlo.multiply %539, %543 : tensor<?x?x2x2xf32>
    %545 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %546 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %547 = stablehlo.concatenate %545, %546, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %548 = stablehlo.dynamic_broadcast_in_dim %104, %547, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %549 = stablehlo.multiply %539, %548 : tensor<?x?x2x2xf32>
    %550 = stablehlo.negate %533 : tensor<?x?x2x2xf32>
    %551 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %552 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %553 = stablehlo.concatenate %551, %552, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %554 = stablehlo.dynamic_broadcast_in_dim %104, %553, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %555 = stablehlo.multiply %550, %554 : tensor<?x?x2x2xf32>
    %556 = stablehlo.add %544, %555 : tensor<?x?x2x2xf32>
    %557 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %558 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %559 = stablehlo.concatenate %557, %558, %c_8, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %560 = stablehlo.dynamic_broadcast_in_dim %100, %559, dims = [0, 1, 2, 3] : (tensor<1x?x1x2xf32>, tensor<4xi32>) -> tensor<?x?x2x2xf32>
    %561 = stablehlo.multiply %533, %560 : tensor<?x?x2x2xf32>
    %562 = stablehlo.add %549, %561 : tensor<?x?x2x2xf32>
    %563 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %564 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %565 = stablehlo.concatenate %563, %564, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %566 = stablehlo.dynamic_broadcast_in_dim %cst_14, %565, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %567 = "stablehlo.scatter"(%566, %110, %556) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %670 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %670 : tensor<f32>
    }) : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<?x?x2x2xf32>) -> tensor<?x?x2x4xf32>
    %568 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %569 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %570 = stablehlo.concatenate %568, %569, %c_8, %c_7, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %571 = stablehlo.dynamic_broadcast_in_dim %cst_14, %570, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x?x2x4xf32>
    %572 = "stablehlo.scatter"(%571, %105, %562) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %670 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %670 : tensor<f32>
    }) : (tensor<?x?x2x4xf32>, tensor<1xi32>, tensor<?x?x2x2xf32>) -> tensor<?x?x2x4xf32>
    %573 = stablehlo.add %567, %572 : tensor<?x?x2x4xf32>
    %574 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %575 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %576 = stablehlo.concatenate %574, %575, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %577 = stablehlo.dynamic_reshape %443, %576 : (tensor<?x?x2x4xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %578 = stablehlo.dot_general %577, %62, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<8x8xf32>
    %579 = stablehlo.transpose %578, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %580 = stablehlo.dot_general %577, %arg13, contracting_dims = [2] x [1] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %581 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %582 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %583 = stablehlo.concatenate %581, %582, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %584 = stablehlo.dynamic_reshape %527, %583 : (tensor<?x?x2x4xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %585 = stablehlo.dot_general %584, %62, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<8x8xf32>
    %586 = stablehlo.transpose %585, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %587 = stablehlo.dot_general %584, %arg10, contracting_dims = [2] x [1] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %588 = stablehlo.add %580, %587 : tensor<?x?x8xf32>
    %589 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %590 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %591 = stablehlo.concatenate %589, %590, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %592 = stablehlo.dynamic_reshape %573, %591 : (tensor<?x?x2x4xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %593 = stablehlo.dot_general %592, %62, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<8x8xf32>
    %594 = stablehlo.transpose %593, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %595 = stablehlo.dot_general %592, %arg12, contracting_dims = [2] x [1] : (tensor<?x?x8xf32>, tensor<8x8xf32>) -> tensor<?x?x8xf32>
    %596 = stablehlo.add %588, %595 : tensor<?x?x8xf32>
    %597 = stablehlo.multiply %56, %596 : tensor<?x?x8xf32>
    %598 = stablehlo.reduce(%597 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<8xf32>
    %599 = stablehlo.reshape %598 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %600 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %601 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %602 = stablehlo.concatenate %600, %601, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %603 = stablehlo.dynamic_broadcast_in_dim %57, %602, dims = [0, 1, 2] : (tensor<1x1x8xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %604 = stablehlo.multiply %596, %603 : tensor<?x?x8xf32>
    %605 = stablehlo.reduce(%599 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %606 = stablehlo.multiply %1#0, %604 : tensor<?x?x8xf32>
    %607 = stablehlo.reduce(%606 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<?x?xf32>
    %608 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %609 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %610 = stablehlo.concatenate %608, %609, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %611 = stablehlo.dynamic_reshape %607, %610 : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %612 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %613 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %614 = stablehlo.concatenate %612, %613, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %615 = stablehlo.dynamic_broadcast_in_dim %45, %614, dims = [0, 1, 2] : (tensor<?x?x1xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %616 = stablehlo.multiply %604, %615 : tensor<?x?x8xf32>
    %617 = stablehlo.add %432, %616 : tensor<?x?x8xf32>
    %618 = stablehlo.multiply %611, %51 : tensor<?x?x1xf32>
    %619 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %620 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %621 = stablehlo.concatenate %619, %620, %c_15, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %622 = stablehlo.dynamic_broadcast_in_dim %cst_13, %621, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x1xf32>
    %623 = stablehlo.divide %618, %622 : tensor<?x?x1xf32>
    %624 = stablehlo.reduce(%623 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<?x?x1xf32>, tensor<f32>) -> tensor<?x?xf32>
    %625 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %626 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %627 = stablehlo.concatenate %625, %626, %c_10, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %628 = stablehlo.dynamic_broadcast_in_dim %624, %627, dims = [0, 1] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %629 = stablehlo.multiply %1#0, %628 : tensor<?x?x8xf32>
    %630 = stablehlo.add %617, %629 : tensor<?x?x8xf32>
    %631 = stablehlo.multiply %628, %1#0 : tensor<?x?x8xf32>
    %632 = stablehlo.add %630, %631 : tensor<?x?x8xf32>
    %633 = call @_take_5(%arg0, %arg1, %1#1, %632) : (tensor<i32>, tensor<i32>, tensor<?x?x1xi32>, tensor<?x?x8xf32>) -> tensor<11x8xf32>
    %634 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %635 = stablehlo.multiply %634, %385 : tensor<16x8xf32>
    %636 = stablehlo.subtract %arg2, %635 : tensor<16x8xf32>
    %637 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<11x8xf32>
    %638 = stablehlo.multiply %637, %633 : tensor<11x8xf32>
    %639 = stablehlo.subtract %arg3, %638 : tensor<11x8xf32>
    %640 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %641 = stablehlo.multiply %640, %394 : tensor<8x16xf32>
    %642 = stablehlo.subtract %arg4, %641 : tensor<8x16xf32>
    %643 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %644 = stablehlo.multiply %643, %605 : tensor<8xf32>
    %645 = stablehlo.subtract %arg5, %644 : tensor<8xf32>
    %646 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %647 = stablehlo.multiply %646, %405 : tensor<8xf32>
    %648 = stablehlo.subtract %arg6, %647 : tensor<8xf32>
    %649 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %650 = stablehlo.multiply %649, %357 : tensor<8xf32>
    %651 = stablehlo.subtract %arg7, %650 : tensor<8xf32>
    %652 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %653 = stablehlo.multiply %652, %347 : tensor<8x11xf32>
    %654 = stablehlo.subtract %arg8, %653 : tensor<8x11xf32>
    %655 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %656 = stablehlo.multiply %655, %390 : tensor<8x16xf32>
    %657 = stablehlo.subtract %arg9, %656 : tensor<8x16xf32>
    %658 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %659 = stablehlo.multiply %658, %586 : tensor<8x8xf32>
    %660 = stablehlo.subtract %arg10, %659 : tensor<8x8xf32>
    %661 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %662 = stablehlo.multiply %661, %434 : tensor<8x8xf32>
    %663 = stablehlo.subtract %arg11, %662 : tensor<8x8xf32>
    %664 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %665 = stablehlo.multiply %664, %594 : tensor<8x8xf32>
    %666 = stablehlo.subtract %arg12, %665 : tensor<8x8xf32>
    %667 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %668 = stablehlo.multiply %667, %579 : tensor<8x8xf32>
    %669 = stablehlo.subtract %arg13, %668 : tensor<8x8xf32>
    return %333, %636, %639, %642, %645, %648, %651, %654, %657, %660, %663, %666, %669 : tensor<f32>, tensor<16x8xf32>, tensor<11x8xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x11xf32>, tensor<8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
  }
  func.func private @remainder(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x?xi32>, %arg3: tensor<i32>) -> tensor<?x?xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg3 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where(%arg0, %arg1, %1, %c, %0) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.concatenate %3, %4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6 = stablehlo.dynamic_broadcast_in_dim %2, %5, dims = [] : (tensor<i32>, tensor<2xi32>) -> tensor<?x?xi32>
    %7 = stablehlo.remainder %arg2, %6 : tensor<?x?xi32>
    %8 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.concatenate %8, %9, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %11 = stablehlo.dynamic_broadcast_in_dim %c_0, %10, dims = [] : (tensor<i32>, tensor<2xi32>) -> tensor<?x?xi32>
    %12 = stablehlo.compare NE, %7, %11, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %13 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %15 = stablehlo.concatenate %13, %14, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %16 = stablehlo.dynamic_broadcast_in_dim %c_0, %15, dims = [] : (tensor<i32>, tensor<2xi32>) -> tensor<?x?xi32>
    %17 = stablehlo.compare LT, %7, %16, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %18 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %19 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %20 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.concatenate %19, %20, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %22 = stablehlo.dynamic_broadcast_in_dim %18, %21, dims = [] : (tensor<i1>, tensor<2xi32>) -> tensor<?x?xi1>
    %23 = stablehlo.compare NE, %17, %22, UNSIGNED : (tensor<?x?xi1>, tensor<?x?xi1>) -> tensor<?x?xi1>
    %24 = stablehlo.and %23, %12 : tensor<?x?xi1>
    %25 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %26 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %27 = stablehlo.concatenate %25, %26, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %28 = stablehlo.dynamic_broadcast_in_dim %2, %27, dims = [] : (tensor<i32>, tensor<2xi32>) -> tensor<?x?xi32>
    %29 = stablehlo.add %7, %28 : tensor<?x?xi32>
    %30 = stablehlo.select %24, %29, %7 : tensor<?x?xi1>, tensor<?x?xi32>
    return %30 : tensor<?x?xi32>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<i1>, %arg3: tensor<i32>, %arg4: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg2, %arg3, %arg4 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<11x8xf32>, %arg3: tensor<?x?xi32>) -> (tensor<?x?x8xf32>, tensor<?x?x1xi32>) {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<8> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<10> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_3 = stablehlo.constant dense<11> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3 = stablehlo.dynamic_broadcast_in_dim %c_4, %2, dims = [] : (tensor<i32>, tensor<2xi32>) -> tensor<?x?xi32>
    %4 = stablehlo.compare LT, %arg3, %3, SIGNED : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %5 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %8 = stablehlo.dynamic_broadcast_in_dim %c_3, %7, dims = [] : (tensor<i32>, tensor<2xi32>) -> tensor<?x?xi32>
    %9 = stablehlo.add %arg3, %8 : tensor<?x?xi32>
    %10 = call @_where_0(%arg0, %arg1, %4, %9, %arg3) : (tensor<i32>, tensor<i32>, tensor<?x?xi1>, tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
    %11 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %12 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.concatenate %11, %12, %c_2, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %14 = stablehlo.dynamic_broadcast_in_dim %10, %13, dims = [0, 1] : (tensor<?x?xi32>, tensor<3xi32>) -> tensor<?x?x1xi32>
    %15 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %16 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.concatenate %15, %16, %c_2, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %18 = stablehlo.dynamic_broadcast_in_dim %c_4, %17, dims = [] : (tensor<i32>, tensor<3xi32>) -> tensor<?x?x1xi32>
    %19 = stablehlo.compare GE, %14, %18, SIGNED : (tensor<?x?x1xi32>, tensor<?x?x1xi32>) -> tensor<?x?x1xi1>
    %20 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %21 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %22 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %23 = stablehlo.concatenate %21, %22, %c_2, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %24 = stablehlo.dynamic_broadcast_in_dim %20, %23, dims = [0, 1, 2] : (tensor<1x1x1xi32>, tensor<3xi32>) -> tensor<?x?x1xi32>
    %25 = stablehlo.compare LE, %14, %24, SIGNED : (tensor<?x?x1xi32>, tensor<?x?x1xi32>) -> tensor<?x?x1xi1>
    %26 = stablehlo.and %19, %25 : tensor<?x?x1xi1>
    %27 = stablehlo.reduce(%26 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<?x?x1xi1>, tensor<i1>) -> tensor<?x?xi1>
    %28 = "stablehlo.gather"(%arg2, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 8>}> : (tensor<11x8xf32>, tensor<?x?x1xi32>) -> tensor<?x?x8xf32>
    %29 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %30 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %31 = stablehlo.concatenate %29, %30, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %32 = stablehlo.dynamic_broadcast_in_dim %27, %31, dims = [0, 1] : (tensor<?x?xi1>, tensor<3xi32>) -> tensor<?x?x8xi1>
    %33 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %34 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %35 = stablehlo.concatenate %33, %34, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %36 = stablehlo.dynamic_broadcast_in_dim %cst, %35, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x?x8xf32>
    %37 = stablehlo.select %32, %28, %36 : tensor<?x?x8xi1>, tensor<?x?x8xf32>
    return %37, %14 : tensor<?x?x8xf32>, tensor<?x?x1xi32>
  }
  func.func private @_where_0(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x?xi1>, %arg3: tensor<?x?xi32>, %arg4: tensor<?x?xi32>) -> tensor<?x?xi32> {
    %0 = stablehlo.select %arg2, %arg3, %arg4 : tensor<?x?xi1>, tensor<?x?xi32>
    return %0 : tensor<?x?xi32>
  }
  func.func private @_where_1(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<1x1x?x?xi1>, %arg3: tensor<?x2x?x?xf32>, %arg4: tensor<f32>) -> (tensor<?x2x?x?xf32>, tensor<?x2x?x?xi1>, tensor<?x2x?x?xf32>) {
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
  func.func private @log_softmax_2(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x?x11xf32>, %arg3: tensor<?x?x1xf32>, %arg4: tensor<?x?x11xf32>) -> tensor<?x?x11xf32> {
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
  func.func private @silu_3(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x?x16xf32>, %arg3: tensor<?x?x16xf32>, %arg4: tensor<?x?x16xf32>, %arg5: tensor<?x?x16xf32>) -> tensor<?x?x16xf32> {
    %0 = stablehlo.multiply %arg4, %arg5 : tensor<?x?x16xf32>
    %1 = stablehlo.multiply %arg5, %arg3 : tensor<?x?x16xf32>
    %2 = stablehlo.multiply %0, %arg2 : tensor<?x?x16xf32>
    %3 = stablehlo.add %1, %2 : tensor<?x?x16xf32>
    return %3 : tensor<?x?x16xf32>
  }
  func.func private @_where_4(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x2x?x?xi1>, %arg3: tensor<?x2x?x?xf32>, %arg4: tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xf32> {
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
  func.func private @_take_5(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i32> {jax.global_constant = "s"}, %arg2: tensor<?x?x1xi32>, %arg3: tensor<?x?x8xf32>) -> tensor<11x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<11x8xf32>
    %1 = "stablehlo.scatter"(%0, %arg2, %arg3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %2 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<11x8xf32>, tensor<?x?x1xi32>, tensor<?x?x8xf32>) -> tensor<11x8xf32>
    return %1 : tensor<11x8xf32>
  }
}
