module @jit_step attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<3x3x2x4xf32>, %arg3: tensor<4x3xf32>, %arg4: tensor<2x6x6x2xf32>, %arg5: tensor<2xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]['beta']"}, tensor<4xf32> {jax.result_info = "result[1]['gamma']"}, tensor<3x3x2x4xf32> {jax.result_info = "result[1]['k']"}, tensor<4x3xf32> {jax.result_info = "result[1]['w']"}) {
    %cst = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %cst_1 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %cst_7 = stablehlo.constant dense<7.200000e+01> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg4, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x6x6x2xf32>, tensor<3x3x2x4xf32>) -> tensor<2x6x6x4xf32>
    %1 = stablehlo.reduce(%0 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4xf32>
    %4:4 = call @_var(%0, %c_6) : (tensor<2x6x6x4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<2x6x6x4xf32>, tensor<f32>, tensor<i1>)
    %5 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x6x6x4xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<2x6x6x4xf32>
    %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.add %4#0, %8 : tensor<4xf32>
    %10 = stablehlo.sqrt %9 : tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.divide %11, %10 : tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x6x6x4xf32>
    %15 = stablehlo.divide %7, %14 : tensor<2x6x6x4xf32>
    %16 = stablehlo.multiply %13, %13 : tensor<1x1x1x4xf32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %18 = stablehlo.divide %17, %16 : tensor<1x1x1x4xf32>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x6x6x4xf32>
    %21 = stablehlo.multiply %15, %20 : tensor<2x6x6x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x6x6x4xf32>
    %24 = stablehlo.add %21, %23 : tensor<2x6x6x4xf32>
    %25 = call @relu(%24) : (tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<2x6x6x4xf32>, tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xi1>
    %28 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.reduce_window"(%25, %28) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %101 = stablehlo.maximum %arg6, %arg7 : tensor<f32>
      stablehlo.return %101 : tensor<f32>
    }) : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<2x3x3x4xf32>
    %30 = stablehlo.reduce(%29 init: %cst_8) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %31 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %32 = stablehlo.divide %30, %31 : tensor<2x4xf32>
    %33 = stablehlo.dot_general %32, %arg3, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
    %34:3 = call @log_softmax(%33) : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>)
    %35 = call @remainder(%arg5, %c) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %36 = call @_one_hot(%35) : (tensor<2xi32>) -> tensor<2x3xf32>
    %37 = stablehlo.multiply %34#0, %36 : tensor<2x3xf32>
    %38 = stablehlo.reduce(%37 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %39 = stablehlo.reduce(%38 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %40 = stablehlo.divide %39, %cst_0 : tensor<f32>
    %41 = stablehlo.negate %40 : tensor<f32>
    %42 = stablehlo.negate %cst_3 : tensor<f32>
    %43 = stablehlo.divide %42, %cst_0 : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %46 = stablehlo.multiply %45, %36 : tensor<2x3xf32>
    %47 = call @log_softmax_1(%34#1, %34#2, %46) : (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %48 = stablehlo.dot_general %47, %32, contracting_dims = [0] x [0] : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<3x4xf32>
    %49 = stablehlo.transpose %48, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %50 = stablehlo.dot_general %47, %arg3, contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x4xf32>
    %51 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %52 = stablehlo.divide %50, %51 : tensor<2x4xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x3x3x4xf32>
    %54 = stablehlo.pad %25, %cst_2, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<2x6x6x4xf32>
    %55 = "stablehlo.select_and_scatter"(%54, %53, %cst_8) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %101 = stablehlo.compare GE, %arg6, %arg7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %101 : tensor<i1>
    }, {
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %101 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %101 : tensor<f32>
    }) : (tensor<2x6x6x4xf32>, tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x6x6x4xf32>
    %56 = stablehlo.slice %55 [0:2, 0:6, 0:6, 0:4] : (tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
    %57 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %58 = stablehlo.select %27, %56, %57 : tensor<2x6x6x4xi1>, tensor<2x6x6x4xf32>
    %59 = stablehlo.reduce(%58 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %60 = stablehlo.reshape %59 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %61 = stablehlo.reduce(%60 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %62 = stablehlo.multiply %15, %58 : tensor<2x6x6x4xf32>
    %63 = stablehlo.reduce(%62 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %64 = stablehlo.reshape %63 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %65 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x6x6x4xf32>
    %66 = stablehlo.multiply %58, %65 : tensor<2x6x6x4xf32>
    %67 = stablehlo.reduce(%64 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %68 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x6x6x4xf32>
    %69 = stablehlo.multiply %66, %68 : tensor<2x6x6x4xf32>
    %70 = stablehlo.multiply %69, %7 : tensor<2x6x6x4xf32>
    %71 = stablehlo.reduce(%70 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %72 = stablehlo.reshape %71 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %73 = stablehlo.negate %72 : tensor<1x1x1x4xf32>
    %74 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x6x6x4xf32>
    %75 = stablehlo.divide %66, %74 : tensor<2x6x6x4xf32>
    %76 = stablehlo.reduce(%73 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %77 = stablehlo.multiply %76, %12 : tensor<4xf32>
    %78 = stablehlo.negate %75 : tensor<2x6x6x4xf32>
    %79 = stablehlo.reduce(%78 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %80 = stablehlo.reshape %79 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %81 = stablehlo.reduce(%80 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %82 = call @_var_2(%4#1, %4#2, %4#3, %77) : (tensor<2x6x6x4xf32>, tensor<f32>, tensor<i1>, tensor<4xf32>) -> tensor<2x6x6x4xf32>
    %83 = stablehlo.add %75, %82 : tensor<2x6x6x4xf32>
    %84 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %85 = stablehlo.divide %81, %84 : tensor<4xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [3] : (tensor<4xf32>) -> tensor<2x6x6x4xf32>
    %87 = stablehlo.add %83, %86 : tensor<2x6x6x4xf32>
    %88 = stablehlo.convolution(%arg4, %87) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x6x6x2xf32>, tensor<2x6x6x4xf32>) -> tensor<3x3x2x4xf32>
    %89 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %90 = stablehlo.multiply %89, %61 : tensor<4xf32>
    %91 = stablehlo.subtract %arg0, %90 : tensor<4xf32>
    %92 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %93 = stablehlo.multiply %92, %67 : tensor<4xf32>
    %94 = stablehlo.subtract %arg1, %93 : tensor<4xf32>
    %95 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x2x4xf32>
    %96 = stablehlo.multiply %95, %88 : tensor<3x3x2x4xf32>
    %97 = stablehlo.subtract %arg2, %96 : tensor<3x3x2x4xf32>
    %98 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %99 = stablehlo.multiply %98, %49 : tensor<4x3xf32>
    %100 = stablehlo.subtract %arg3, %99 : tensor<4x3xf32>
    return %41, %91, %94, %97, %100 : tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x2x4xf32>, tensor<4x3xf32>
  }
  func.func private @_var(%arg0: tensor<2x6x6x4xf32>, %arg1: tensor<i32>) -> (tensor<4xf32>, tensor<2x6x6x4xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<7.200000e+01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x6x6x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x6x6x4xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<2x6x6x4xf32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<2x6x6x4xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %10 = stablehlo.subtract %cst_1, %9 : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4xf32>
    %14 = stablehlo.compare GT, %10, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %15 = call @_where(%14, %13, %cst) : (tensor<i1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    return %15, %8, %10, %14 : tensor<4xf32>, tensor<2x6x6x4xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4xf32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @relu(%arg0: tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x6x6x4xf32>
    return %1 : tensor<2x6x6x4xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x3xf32>
    %6 = stablehlo.exponential %5 : tensor<2x3xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %9 = stablehlo.log %8 : tensor<2x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x3xf32>
    return %11, %6, %8 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>
  }
  func.func private @remainder(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<2xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_0(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2xi32>
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
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_one_hot(%arg0: tensor<2xi32>) -> tensor<2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x3xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %5 = stablehlo.convert %4 : (tensor<2x3xi1>) -> tensor<2x3xf32>
    return %5 : tensor<2x3xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<2x3xf32>, %arg1: tensor<2x1xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg2 : tensor<2x3xf32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.reshape %1 : (tensor<2xf32>) -> tensor<2x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x1xf32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x3xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x3xf32>
    return %7 : tensor<2x3xf32>
  }
  func.func private @_var_2(%arg0: tensor<2x6x6x4xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<4xf32>) -> tensor<2x6x6x4xf32> {
    %cst = stablehlo.constant dense<7.200000e+01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = call @_where_3(%arg2, %arg3) : (tensor<i1>, tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3] : (tensor<4xf32>) -> tensor<2x6x6x4xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<2x6x6x4xf32>
    %5 = stablehlo.negate %4 : tensor<2x6x6x4xf32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.reshape %6 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x1x1x4xf32>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<4xf32>) -> tensor<2x6x6x4xf32>
    %12 = stablehlo.add %4, %11 : tensor<2x6x6x4xf32>
    return %12 : tensor<2x6x6x4xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
