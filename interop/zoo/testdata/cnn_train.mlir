module @jit_step attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<3x3x2x4xf32>, %arg3: tensor<4x3xf32>, %arg4: tensor<?x6x6x2xf32>, %arg5: tensor<?xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]['beta']"}, tensor<4xf32> {jax.result_info = "result[1]['gamma']"}, tensor<3x3x2x4xf32> {jax.result_info = "result[1]['k']"}, tensor<4x3xf32> {jax.result_info = "result[1]['w']"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.get_dimension_size %arg4, dim = 0 : (tensor<?x6x6x2xf32>) -> tensor<i32>
    %1 = stablehlo.get_dimension_size %arg5, dim = 0 : (tensor<?xi32>) -> tensor<i32>
    %2 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[1].shape = (b, 6, 6, 2),args[2].shape = (b,). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[1].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
    %3 = stablehlo.compare EQ, %1, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%3, %1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Found inconsistency between dimension size args[2].shape[0] (= {0}) and the specification 'b' (= {1}). Using the following polymorphic shapes specifications: args[1].shape = (b, 6, 6, 2),args[2].shape = (b,). Obtained dimension variables: 'b' = {1} from specification 'b' for dimension args[1].shape[0] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
    %4:5 = call @_wrapped_jax_export_main(%0, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x2x4xf32>, tensor<4x3xf32>, tensor<?x6x6x2xf32>, tensor<?xi32>) -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x2x4xf32>, tensor<4x3xf32>)
    return %4#0, %4#1, %4#2, %4#3, %4#4 : tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x2x4xf32>, tensor<4x3xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<3x3x2x4xf32>, %arg4: tensor<4x3xf32>, %arg5: tensor<?x6x6x2xf32>, %arg6: tensor<?xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]['beta']"}, tensor<4xf32> {jax.result_info = "result[1]['gamma']"}, tensor<3x3x2x4xf32> {jax.result_info = "result[1]['k']"}, tensor<4x3xf32> {jax.result_info = "result[1]['w']"}) {
    %cst = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %cst_3 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c_8 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_9 = stablehlo.constant dense<6> : tensor<1xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_12 = stablehlo.constant dense<36> : tensor<i32>
    %0 = stablehlo.convolution(%arg5, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x6x6x2xf32>, tensor<3x3x2x4xf32>) -> tensor<?x6x6x4xf32>
    %1 = stablehlo.convert %arg0 : tensor<i32>
    %2 = stablehlo.multiply %1, %c_12 : tensor<i32>
    %3 = stablehlo.convert %2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<?x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.divide %4, %5 : tensor<4xf32>
    %7:6 = call @_var(%arg0, %0, %c_10) : (tensor<i32>, tensor<?x6x6x4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<f32>, tensor<?x6x6x4xf32>, tensor<f32>, tensor<i1>, tensor<4xf32>)
    %8 = stablehlo.broadcast_in_dim %6, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %9 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.concatenate %9, %c_9, %c_9, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %11 = stablehlo.dynamic_broadcast_in_dim %8, %10, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %12 = stablehlo.subtract %0, %11 : tensor<?x6x6x4xf32>
    %13 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.add %7#0, %13 : tensor<4xf32>
    %15 = stablehlo.sqrt %14 : tensor<4xf32>
    %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.divide %16, %15 : tensor<4xf32>
    %18 = stablehlo.broadcast_in_dim %15, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %19 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %20 = stablehlo.concatenate %19, %c_9, %c_9, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %21 = stablehlo.dynamic_broadcast_in_dim %18, %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %22 = stablehlo.divide %12, %21 : tensor<?x6x6x4xf32>
    %23 = stablehlo.multiply %18, %18 : tensor<1x1x1x4xf32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %25 = stablehlo.divide %24, %23 : tensor<1x1x1x4xf32>
    %26 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %27 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %28 = stablehlo.concatenate %27, %c_9, %c_9, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %29 = stablehlo.dynamic_broadcast_in_dim %26, %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<?x6x6x4xf32>
    %31 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %32 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %33 = stablehlo.concatenate %32, %c_9, %c_9, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %34 = stablehlo.dynamic_broadcast_in_dim %31, %33, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %35 = stablehlo.add %30, %34 : tensor<?x6x6x4xf32>
    %36 = call @relu(%arg0, %35) : (tensor<i32>, tensor<?x6x6x4xf32>) -> tensor<?x6x6x4xf32>
    %37 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %38 = stablehlo.concatenate %37, %c_9, %c_9, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %39 = stablehlo.dynamic_broadcast_in_dim %cst_11, %38, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %40 = stablehlo.compare GT, %35, %39, FLOAT : (tensor<?x6x6x4xf32>, tensor<?x6x6x4xf32>) -> tensor<?x6x6x4xi1>
    %41 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<f32>
    %42 = "stablehlo.reduce_window"(%36, %41) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %138 = stablehlo.maximum %arg7, %arg8 : tensor<f32>
      stablehlo.return %138 : tensor<f32>
    }) : (tensor<?x6x6x4xf32>, tensor<f32>) -> tensor<?x3x3x4xf32>
    %43 = stablehlo.reduce(%42 init: %cst_11) applies stablehlo.add across dimensions = [1, 2] : (tensor<?x3x3x4xf32>, tensor<f32>) -> tensor<?x4xf32>
    %44 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %45 = stablehlo.concatenate %44, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %46 = stablehlo.dynamic_broadcast_in_dim %cst_3, %45, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x4xf32>
    %47 = stablehlo.divide %43, %46 : tensor<?x4xf32>
    %48 = stablehlo.dot_general %47, %arg4, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
    %49:3 = call @log_softmax(%arg0, %48) : (tensor<i32>, tensor<?x3xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x1xf32>)
    %50 = call @remainder(%arg0, %arg6, %c_2) : (tensor<i32>, tensor<?xi32>, tensor<i32>) -> tensor<?xi32>
    %51 = call @_one_hot(%arg0, %50) : (tensor<i32>, tensor<?xi32>) -> tensor<?x3xf32>
    %52 = stablehlo.multiply %49#0, %51 : tensor<?x3xf32>
    %53 = stablehlo.reduce(%52 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
    %54 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %55 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
    %56 = stablehlo.divide %55, %54 : tensor<f32>
    %57 = stablehlo.negate %56 : tensor<f32>
    %58 = stablehlo.negate %cst_5 : tensor<f32>
    %59 = stablehlo.divide %58, %54 : tensor<f32>
    %60 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %61 = stablehlo.dynamic_broadcast_in_dim %59, %60, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %62 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %63 = stablehlo.concatenate %62, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %64 = stablehlo.dynamic_broadcast_in_dim %61, %63, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x3xf32>
    %65 = stablehlo.multiply %64, %51 : tensor<?x3xf32>
    %66 = call @log_softmax_1(%arg0, %49#1, %49#2, %65) : (tensor<i32>, tensor<?x3xf32>, tensor<?x1xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    %67 = stablehlo.dot_general %66, %47, contracting_dims = [0] x [0] : (tensor<?x3xf32>, tensor<?x4xf32>) -> tensor<3x4xf32>
    %68 = stablehlo.transpose %67, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %69 = stablehlo.dot_general %66, %arg4, contracting_dims = [1] x [1] : (tensor<?x3xf32>, tensor<4x3xf32>) -> tensor<?x4xf32>
    %70 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %71 = stablehlo.concatenate %70, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %72 = stablehlo.dynamic_broadcast_in_dim %cst_3, %71, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x4xf32>
    %73 = stablehlo.divide %69, %72 : tensor<?x4xf32>
    %74 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %75 = stablehlo.concatenate %74, %c_1, %c_1, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %76 = stablehlo.dynamic_broadcast_in_dim %73, %75, dims = [0, 3] : (tensor<?x4xf32>, tensor<4xi32>) -> tensor<?x3x3x4xf32>
    %77 = stablehlo.pad %36, %cst_4, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<?x6x6x4xf32>, tensor<f32>) -> tensor<?x6x6x4xf32>
    %78 = "stablehlo.select_and_scatter"(%77, %76, %cst_11) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %138 = stablehlo.compare GE, %arg7, %arg8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %138 : tensor<i1>
    }, {
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %138 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %138 : tensor<f32>
    }) : (tensor<?x6x6x4xf32>, tensor<?x3x3x4xf32>, tensor<f32>) -> tensor<?x6x6x4xf32>
    %79 = stablehlo.concatenate %c_0, %c_0, %c_0, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %80 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %81 = stablehlo.concatenate %80, %c_9, %c_9, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %82 = stablehlo.concatenate %c, %c, %c, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %83 = stablehlo.real_dynamic_slice %78, %79, %81, %82 : (tensor<?x6x6x4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %84 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %85 = stablehlo.concatenate %84, %c_9, %c_9, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %86 = stablehlo.dynamic_broadcast_in_dim %cst_11, %85, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %87 = stablehlo.select %40, %83, %86 : tensor<?x6x6x4xi1>, tensor<?x6x6x4xf32>
    %88 = stablehlo.reduce(%87 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<?x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %89 = stablehlo.reshape %88 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %90 = stablehlo.reduce(%89 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %91 = stablehlo.multiply %22, %87 : tensor<?x6x6x4xf32>
    %92 = stablehlo.reduce(%91 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<?x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %93 = stablehlo.reshape %92 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %94 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %95 = stablehlo.concatenate %94, %c_9, %c_9, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %96 = stablehlo.dynamic_broadcast_in_dim %26, %95, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %97 = stablehlo.multiply %87, %96 : tensor<?x6x6x4xf32>
    %98 = stablehlo.reduce(%93 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %99 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %100 = stablehlo.concatenate %99, %c_9, %c_9, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %101 = stablehlo.dynamic_broadcast_in_dim %25, %100, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %102 = stablehlo.multiply %97, %101 : tensor<?x6x6x4xf32>
    %103 = stablehlo.multiply %102, %12 : tensor<?x6x6x4xf32>
    %104 = stablehlo.reduce(%103 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<?x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %105 = stablehlo.reshape %104 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %106 = stablehlo.negate %105 : tensor<1x1x1x4xf32>
    %107 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %108 = stablehlo.concatenate %107, %c_9, %c_9, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %109 = stablehlo.dynamic_broadcast_in_dim %18, %108, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %110 = stablehlo.divide %97, %109 : tensor<?x6x6x4xf32>
    %111 = stablehlo.reduce(%106 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %112 = stablehlo.multiply %111, %17 : tensor<4xf32>
    %113 = stablehlo.negate %110 : tensor<?x6x6x4xf32>
    %114 = stablehlo.reduce(%113 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<?x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %115 = stablehlo.reshape %114 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %116 = stablehlo.reduce(%115 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %117 = call @_var_2(%arg0, %7#1, %7#2, %7#3, %7#4, %7#5, %112) : (tensor<i32>, tensor<f32>, tensor<?x6x6x4xf32>, tensor<f32>, tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<?x6x6x4xf32>
    %118 = stablehlo.add %110, %117 : tensor<?x6x6x4xf32>
    %119 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %120 = stablehlo.divide %116, %119 : tensor<4xf32>
    %121 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %122 = stablehlo.concatenate %121, %c_9, %c_9, %c_8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %123 = stablehlo.dynamic_broadcast_in_dim %120, %122, dims = [3] : (tensor<4xf32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %124 = stablehlo.add %118, %123 : tensor<?x6x6x4xf32>
    %125 = stablehlo.convolution(%arg5, %124) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x6x6x2xf32>, tensor<?x6x6x4xf32>) -> tensor<3x3x2x4xf32>
    %126 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %127 = stablehlo.multiply %126, %90 : tensor<4xf32>
    %128 = stablehlo.subtract %arg1, %127 : tensor<4xf32>
    %129 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %130 = stablehlo.multiply %129, %98 : tensor<4xf32>
    %131 = stablehlo.subtract %arg2, %130 : tensor<4xf32>
    %132 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x2x4xf32>
    %133 = stablehlo.multiply %132, %125 : tensor<3x3x2x4xf32>
    %134 = stablehlo.subtract %arg3, %133 : tensor<3x3x2x4xf32>
    %135 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %136 = stablehlo.multiply %135, %68 : tensor<4x3xf32>
    %137 = stablehlo.subtract %arg4, %136 : tensor<4x3xf32>
    return %57, %128, %131, %134, %137 : tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x2x4xf32>, tensor<4x3xf32>
  }
  func.func private @_var(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?x6x6x4xf32>, %arg2: tensor<i32>) -> (tensor<4xf32>, tensor<f32>, tensor<?x6x6x4xf32>, tensor<f32>, tensor<i1>, tensor<4xf32>) {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<4> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<6> : tensor<1xi32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_3 = stablehlo.constant dense<36> : tensor<i32>
    %0 = stablehlo.convert %arg0 : tensor<i32>
    %1 = stablehlo.multiply %0, %c_3 : tensor<i32>
    %2 = stablehlo.convert %1 : (tensor<i32>) -> tensor<f32>
    %3 = stablehlo.reduce(%arg1 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<?x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %6 = stablehlo.divide %4, %5 : tensor<1x1x1x4xf32>
    %7 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.concatenate %7, %c_1, %c_1, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %9 = stablehlo.dynamic_broadcast_in_dim %6, %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %10 = stablehlo.subtract %arg1, %9 : tensor<?x6x6x4xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<?x6x6x4xf32>
    %12 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.concatenate %12, %c_1, %c_1, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %14 = stablehlo.dynamic_broadcast_in_dim %cst_0, %13, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %15 = stablehlo.multiply %14, %10 : tensor<?x6x6x4xf32>
    %16 = stablehlo.convert %arg0 : tensor<i32>
    %17 = stablehlo.multiply %16, %c_3 : tensor<i32>
    %18 = stablehlo.convert %17 : (tensor<i32>) -> tensor<f32>
    %19 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %20 = stablehlo.subtract %18, %19 : tensor<f32>
    %21 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<?x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %23 = stablehlo.divide %21, %22 : tensor<4xf32>
    %24 = stablehlo.compare GT, %20, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %25:2 = call @_where(%arg0, %24, %23, %cst) : (tensor<i32>, tensor<i1>, tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>)
    return %25#0, %2, %15, %20, %24, %25#1 : tensor<4xf32>, tensor<f32>, tensor<?x6x6x4xf32>, tensor<f32>, tensor<i1>, tensor<4xf32>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i1>, %arg2: tensor<4xf32>, %arg3: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg3 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.select %arg1, %arg2, %1 : tensor<i1>, tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    return %2, %3 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @relu(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?x6x6x4xf32>) -> tensor<?x6x6x4xf32> {
    %c = stablehlo.constant dense<4> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<6> : tensor<1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.concatenate %0, %c_0, %c_0, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2 = stablehlo.dynamic_broadcast_in_dim %cst, %1, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %3 = stablehlo.maximum %arg1, %2 : tensor<?x6x6x4xf32>
    return %3 : tensor<?x6x6x4xf32>
  }
  func.func private @log_softmax(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?x3xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<3> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.dynamic_broadcast_in_dim %cst_1, %1, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %3 = stablehlo.maximum %2, %0 : tensor<?xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.concatenate %4, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6 = stablehlo.dynamic_broadcast_in_dim %3, %5, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %7 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.concatenate %7, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %9 = stablehlo.dynamic_broadcast_in_dim %6, %8, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x3xf32>
    %10 = stablehlo.subtract %arg1, %9 : tensor<?x3xf32>
    %11 = stablehlo.exponential %10 : tensor<?x3xf32>
    %12 = stablehlo.reduce(%11 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
    %13 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.concatenate %13, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %15 = stablehlo.dynamic_broadcast_in_dim %12, %14, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %16 = stablehlo.log %15 : tensor<?x1xf32>
    %17 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.concatenate %17, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %19 = stablehlo.dynamic_broadcast_in_dim %16, %18, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x3xf32>
    %20 = stablehlo.subtract %10, %19 : tensor<?x3xf32>
    return %20, %11, %15 : tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x1xf32>
  }
  func.func private @remainder(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?xi32>, %arg2: tensor<i32>) -> tensor<?xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_0(%arg0, %1, %c, %0) : (tensor<i32>, tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.dynamic_broadcast_in_dim %2, %3, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %5 = stablehlo.remainder %arg1, %4 : tensor<?xi32>
    %6 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.dynamic_broadcast_in_dim %c_0, %6, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %8 = stablehlo.compare NE, %5, %7, SIGNED : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
    %9 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.dynamic_broadcast_in_dim %c_0, %9, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %11 = stablehlo.compare LT, %5, %10, SIGNED : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
    %12 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %13 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.dynamic_broadcast_in_dim %12, %13, dims = [] : (tensor<i1>, tensor<1xi32>) -> tensor<?xi1>
    %15 = stablehlo.compare NE, %11, %14, UNSIGNED : (tensor<?xi1>, tensor<?xi1>) -> tensor<?xi1>
    %16 = stablehlo.and %15, %8 : tensor<?xi1>
    %17 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.dynamic_broadcast_in_dim %2, %17, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %19 = stablehlo.add %5, %18 : tensor<?xi32>
    %20 = stablehlo.select %16, %19, %5 : tensor<?xi1>, tensor<?xi32>
    return %20 : tensor<?xi32>
  }
  func.func private @_where_0(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i1>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg1, %arg2, %arg3 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_one_hot(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?xi32>) -> tensor<?x3xf32> {
    %c = stablehlo.constant dense<3> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.concatenate %0, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2 = stablehlo.dynamic_broadcast_in_dim %arg1, %1, dims = [0] : (tensor<?xi32>, tensor<2xi32>) -> tensor<?x1xi32>
    %3 = stablehlo.iota dim = 1 : tensor<1x3xi32>
    %4 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.concatenate %4, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6 = stablehlo.dynamic_broadcast_in_dim %2, %5, dims = [0, 1] : (tensor<?x1xi32>, tensor<2xi32>) -> tensor<?x3xi32>
    %7 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.concatenate %7, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %9 = stablehlo.dynamic_broadcast_in_dim %3, %8, dims = [0, 1] : (tensor<1x3xi32>, tensor<2xi32>) -> tensor<?x3xi32>
    %10 = stablehlo.compare EQ, %6, %9, SIGNED : (tensor<?x3xi32>, tensor<?x3xi32>) -> tensor<?x3xi1>
    %11 = stablehlo.convert %10 : (tensor<?x3xi1>) -> tensor<?x3xf32>
    return %11 : tensor<?x3xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?x3xf32>, %arg2: tensor<?x1xf32>, %arg3: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %c = stablehlo.constant dense<3> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg3 : tensor<?x3xf32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.concatenate %2, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4 = stablehlo.dynamic_reshape %1, %3 : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %5 = stablehlo.divide %4, %arg2 : tensor<?x1xf32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<?x1xf32>, tensor<f32>) -> tensor<?xf32>
    %7 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.concatenate %7, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %9 = stablehlo.dynamic_broadcast_in_dim %6, %8, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x3xf32>
    %10 = stablehlo.multiply %9, %arg1 : tensor<?x3xf32>
    %11 = stablehlo.add %arg3, %10 : tensor<?x3xf32>
    return %11 : tensor<?x3xf32>
  }
  func.func private @_var_2(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<f32>, %arg2: tensor<?x6x6x4xf32>, %arg3: tensor<f32>, %arg4: tensor<i1>, %arg5: tensor<4xf32>, %arg6: tensor<4xf32>) -> tensor<?x6x6x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<4> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<6> : tensor<1xi32>
    %0 = call @_where_3(%arg0, %arg4, %arg5, %arg6) : (tensor<i32>, tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.concatenate %3, %c_0, %c_0, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5 = stablehlo.dynamic_broadcast_in_dim %2, %4, dims = [3] : (tensor<4xf32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %6 = stablehlo.multiply %5, %arg2 : tensor<?x6x6x4xf32>
    %7 = stablehlo.negate %6 : tensor<?x6x6x4xf32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<?x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.reshape %8 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %10 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %11 = stablehlo.divide %9, %10 : tensor<1x1x1x4xf32>
    %12 = stablehlo.reduce(%11 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.concatenate %13, %c_0, %c_0, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %15 = stablehlo.dynamic_broadcast_in_dim %12, %14, dims = [3] : (tensor<4xf32>, tensor<4xi32>) -> tensor<?x6x6x4xf32>
    %16 = stablehlo.add %6, %15 : tensor<?x6x6x4xf32>
    return %16 : tensor<?x6x6x4xf32>
  }
  func.func private @_where_3(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<i1>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.select %arg1, %arg3, %0 : tensor<i1>, tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
