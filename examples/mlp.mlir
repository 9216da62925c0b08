module @jit_mlp {
  symopt.dim @B
  func.func public @train_step(%arg0: tensor<16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<?x16xf32, [@B, 16]>, %arg7: tensor<?xi32, [@B]>) -> (tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>) {
    %0 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [1] x [0] : (tensor<?x16xf32, [@B, 16]>, tensor<16x32xf32>) -> tensor<?x32xf32>
    %1 = stablehlo.get_dimension_size %arg6, dim = 0 : (tensor<?x16xf32, [@B, 16]>) -> tensor<i32>
    %2 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.constant dense<32> : tensor<1xi32>
    %4 = stablehlo.concatenate %2, %3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5 = stablehlo.dynamic_broadcast_in_dim %arg1, %4, dims = [1] : (tensor<32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %6 = stablehlo.add %0, %5 : tensor<?x32xf32>
    %7 = stablehlo.tanh %6 : tensor<?x32xf32>
    %8 = stablehlo.dot_general %7, %arg2, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %9 = stablehlo.dynamic_broadcast_in_dim %arg3, %4, dims = [1] : (tensor<32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %10 = stablehlo.add %8, %9 : tensor<?x32xf32>
    %11 = stablehlo.tanh %10 : tensor<?x32xf32>
    %12 = stablehlo.dot_general %11, %arg4, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x64xf32>) -> tensor<?x64xf32>
    %13 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.constant dense<64> : tensor<1xi32>
    %15 = stablehlo.concatenate %13, %14, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %16 = stablehlo.dynamic_broadcast_in_dim %arg5, %15, dims = [1] : (tensor<64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %17 = stablehlo.add %12, %16 : tensor<?x64xf32>
    %18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = stablehlo.reduce(%17 init: %18) applies stablehlo.maximum across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %20 = stablehlo.dynamic_broadcast_in_dim %19, %15, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %21 = stablehlo.subtract %17, %20 : tensor<?x64xf32>
    %22 = stablehlo.exponential %21 : tensor<?x64xf32>
    %23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%22 init: %23) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %25 = stablehlo.log %24 : tensor<?xf32>
    %26 = stablehlo.dynamic_iota %15, dim = 1 : (tensor<2xi32>) -> tensor<?x64xi32>
    %27 = stablehlo.dynamic_broadcast_in_dim %arg7, %15, dims = [0] : (tensor<?xi32, [@B]>, tensor<2xi32>) -> tensor<?x64xi32>
    %28 = stablehlo.compare EQ, %26, %27, SIGNED : (tensor<?x64xi32>, tensor<?x64xi32>) -> tensor<?x64xi1>
    %29 = stablehlo.dynamic_broadcast_in_dim %23, %15, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x64xf32>
    %30 = stablehlo.select %28, %21, %29 : tensor<?x64xi1>, tensor<?x64xf32>
    %31 = stablehlo.reduce(%30 init: %23) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %32 = stablehlo.subtract %25, %31 : tensor<?xf32>
    %33 = stablehlo.reduce(%32 init: %23) applies stablehlo.add across dimensions = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
    %34 = stablehlo.convert %1 : (tensor<i32>) -> tensor<f32>
    %35 = stablehlo.divide %33, %34 : tensor<f32>
    %36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.divide %36, %34 : tensor<f32>
    %38 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %39 = stablehlo.dynamic_broadcast_in_dim %37, %38, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %40 = stablehlo.negate %39 : tensor<?xf32>
    %41 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %42 = stablehlo.constant dense<64> : tensor<1xi32>
    %43 = stablehlo.concatenate %41, %42, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %44 = stablehlo.dynamic_broadcast_in_dim %40, %43, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.dynamic_broadcast_in_dim %45, %43, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x64xf32>
    %47 = stablehlo.select %28, %44, %46 : tensor<?x64xi1>, tensor<?x64xf32>
    %48 = stablehlo.divide %39, %24 : tensor<?xf32>
    %49 = stablehlo.dynamic_broadcast_in_dim %48, %43, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %50 = stablehlo.multiply %49, %22 : tensor<?x64xf32>
    %51 = stablehlo.add %47, %50 : tensor<?x64xf32>
    %52 = stablehlo.negate %51 : tensor<?x64xf32>
    %53 = stablehlo.reduce(%52 init: %45) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %54 = stablehlo.dynamic_reshape %53, %38 : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
    %55 = stablehlo.dynamic_broadcast_in_dim %19, %43, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %56 = stablehlo.compare EQ, %17, %55, FLOAT : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xi1>
    %57 = stablehlo.convert %56 : (tensor<?x64xi1>) -> tensor<?x64xf32>
    %58 = stablehlo.reduce(%57 init: %45) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %59 = stablehlo.divide %54, %58 : tensor<?xf32>
    %60 = stablehlo.dynamic_broadcast_in_dim %59, %43, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %61 = stablehlo.multiply %57, %60 : tensor<?x64xf32>
    %62 = stablehlo.add %51, %61 : tensor<?x64xf32>
    %63 = stablehlo.reduce(%62 init: %45) applies stablehlo.add across dimensions = [0] : (tensor<?x64xf32>, tensor<f32>) -> tensor<64xf32>
    %64 = stablehlo.dot_general %62, %arg4, contracting_dims = [1] x [1] : (tensor<?x64xf32>, tensor<32x64xf32>) -> tensor<?x32xf32>
    %65 = stablehlo.dot_general %62, %11, contracting_dims = [0] x [0] : (tensor<?x64xf32>, tensor<?x32xf32>) -> tensor<64x32xf32>
    %66 = stablehlo.transpose %65, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %67 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %68 = stablehlo.constant dense<32> : tensor<1xi32>
    %69 = stablehlo.concatenate %67, %68, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %70 = stablehlo.dynamic_broadcast_in_dim %36, %69, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x32xf32>
    %71 = stablehlo.multiply %11, %11 : tensor<?x32xf32>
    %72 = stablehlo.subtract %70, %71 : tensor<?x32xf32>
    %73 = stablehlo.multiply %64, %72 : tensor<?x32xf32>
    %74 = stablehlo.reduce(%73 init: %45) applies stablehlo.add across dimensions = [0] : (tensor<?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %75 = stablehlo.dot_general %73, %arg2, contracting_dims = [1] x [1] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %76 = stablehlo.dot_general %73, %7, contracting_dims = [0] x [0] : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<32x32xf32>
    %77 = stablehlo.transpose %76, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %78 = stablehlo.multiply %7, %7 : tensor<?x32xf32>
    %79 = stablehlo.subtract %70, %78 : tensor<?x32xf32>
    %80 = stablehlo.multiply %75, %79 : tensor<?x32xf32>
    %81 = stablehlo.reduce(%80 init: %45) applies stablehlo.add across dimensions = [0] : (tensor<?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %82 = stablehlo.dot_general %80, %arg6, contracting_dims = [0] x [0] : (tensor<?x32xf32>, tensor<?x16xf32, [@B, 16]>) -> tensor<32x16xf32>
    %83 = stablehlo.transpose %82, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %86 = stablehlo.multiply %85, %83 : tensor<16x32xf32>
    %87 = stablehlo.subtract %arg0, %86 : tensor<16x32xf32>
    %88 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %89 = stablehlo.multiply %88, %81 : tensor<32xf32>
    %90 = stablehlo.subtract %arg1, %89 : tensor<32xf32>
    %91 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %92 = stablehlo.multiply %91, %77 : tensor<32x32xf32>
    %93 = stablehlo.subtract %arg2, %92 : tensor<32x32xf32>
    %94 = stablehlo.multiply %88, %74 : tensor<32xf32>
    %95 = stablehlo.subtract %arg3, %94 : tensor<32xf32>
    %96 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %97 = stablehlo.multiply %96, %66 : tensor<32x64xf32>
    %98 = stablehlo.subtract %arg4, %97 : tensor<32x64xf32>
    %99 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %100 = stablehlo.multiply %99, %63 : tensor<64xf32>
    %101 = stablehlo.subtract %arg5, %100 : tensor<64xf32>
    return %35, %87, %90, %93, %95, %98, %101 : tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>
  }
}
