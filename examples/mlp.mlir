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
    %21 = stablehlo.dynamic_broadcast_in_dim %19, %15, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %22 = stablehlo.subtract %17, %21 : tensor<?x64xf32>
    %23 = stablehlo.exponential %22 : tensor<?x64xf32>
    %24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%23 init: %24) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %27 = stablehlo.log %25 : tensor<?xf32>
    %28 = stablehlo.dynamic_iota %15, dim = 1 : (tensor<2xi32>) -> tensor<?x64xi32>
    %29 = stablehlo.dynamic_broadcast_in_dim %arg7, %15, dims = [0] : (tensor<?xi32, [@B]>, tensor<2xi32>) -> tensor<?x64xi32>
    %30 = stablehlo.compare EQ, %28, %29, SIGNED : (tensor<?x64xi32>, tensor<?x64xi32>) -> tensor<?x64xi1>
    %31 = stablehlo.dynamic_broadcast_in_dim %24, %15, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x64xf32>
    %32 = stablehlo.select %30, %22, %31 : tensor<?x64xi1>, tensor<?x64xf32>
    %33 = stablehlo.reduce(%32 init: %24) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %35 = stablehlo.subtract %27, %33 : tensor<?xf32>
    %36 = stablehlo.reduce(%35 init: %24) applies stablehlo.add across dimensions = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
    %38 = stablehlo.convert %1 : (tensor<i32>) -> tensor<f32>
    %39 = stablehlo.divide %36, %38 : tensor<f32>
    %40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.divide %40, %38 : tensor<f32>
    %42 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %43 = stablehlo.dynamic_broadcast_in_dim %41, %42, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %44 = stablehlo.negate %43 : tensor<?xf32>
    %45 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %46 = stablehlo.constant dense<64> : tensor<1xi32>
    %47 = stablehlo.concatenate %45, %46, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %48 = stablehlo.dynamic_broadcast_in_dim %44, %47, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.dynamic_broadcast_in_dim %49, %47, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x64xf32>
    %51 = stablehlo.select %30, %48, %50 : tensor<?x64xi1>, tensor<?x64xf32>
    %52 = stablehlo.divide %43, %25 : tensor<?xf32>
    %53 = stablehlo.dynamic_broadcast_in_dim %52, %47, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %54 = stablehlo.multiply %53, %23 : tensor<?x64xf32>
    %55 = stablehlo.add %51, %54 : tensor<?x64xf32>
    %56 = stablehlo.negate %55 : tensor<?x64xf32>
    %57 = stablehlo.reduce(%56 init: %49) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %59 = stablehlo.dynamic_reshape %57, %42 : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
    %60 = stablehlo.dynamic_broadcast_in_dim %19, %47, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %61 = stablehlo.compare EQ, %17, %60, FLOAT : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xi1>
    %62 = stablehlo.convert %61 : (tensor<?x64xi1>) -> tensor<?x64xf32>
    %63 = stablehlo.reduce(%62 init: %49) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %65 = stablehlo.divide %59, %63 : tensor<?xf32>
    %66 = stablehlo.dynamic_broadcast_in_dim %65, %47, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %67 = stablehlo.multiply %62, %66 : tensor<?x64xf32>
    %68 = stablehlo.add %55, %67 : tensor<?x64xf32>
    %69 = stablehlo.reduce(%68 init: %49) applies stablehlo.add across dimensions = [0] : (tensor<?x64xf32>, tensor<f32>) -> tensor<64xf32>
    %71 = stablehlo.dot_general %68, %arg4, contracting_dims = [1] x [1] : (tensor<?x64xf32>, tensor<32x64xf32>) -> tensor<?x32xf32>
    %72 = stablehlo.dot_general %68, %11, contracting_dims = [0] x [0] : (tensor<?x64xf32>, tensor<?x32xf32>) -> tensor<64x32xf32>
    %73 = stablehlo.transpose %72, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %74 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %75 = stablehlo.constant dense<32> : tensor<1xi32>
    %76 = stablehlo.concatenate %74, %75, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %77 = stablehlo.dynamic_broadcast_in_dim %40, %76, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x32xf32>
    %78 = stablehlo.multiply %11, %11 : tensor<?x32xf32>
    %79 = stablehlo.subtract %77, %78 : tensor<?x32xf32>
    %80 = stablehlo.multiply %71, %79 : tensor<?x32xf32>
    %81 = stablehlo.reduce(%80 init: %49) applies stablehlo.add across dimensions = [0] : (tensor<?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %83 = stablehlo.dot_general %80, %arg2, contracting_dims = [1] x [1] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %84 = stablehlo.dot_general %80, %7, contracting_dims = [0] x [0] : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<32x32xf32>
    %85 = stablehlo.transpose %84, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %86 = stablehlo.multiply %7, %7 : tensor<?x32xf32>
    %87 = stablehlo.subtract %77, %86 : tensor<?x32xf32>
    %88 = stablehlo.multiply %83, %87 : tensor<?x32xf32>
    %89 = stablehlo.reduce(%88 init: %49) applies stablehlo.add across dimensions = [0] : (tensor<?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %91 = stablehlo.dot_general %88, %arg6, contracting_dims = [0] x [0] : (tensor<?x32xf32>, tensor<?x16xf32, [@B, 16]>) -> tensor<32x16xf32>
    %92 = stablehlo.transpose %91, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %95 = stablehlo.multiply %94, %92 : tensor<16x32xf32>
    %96 = stablehlo.subtract %arg0, %95 : tensor<16x32xf32>
    %97 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %98 = stablehlo.multiply %97, %89 : tensor<32xf32>
    %99 = stablehlo.subtract %arg1, %98 : tensor<32xf32>
    %100 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %101 = stablehlo.multiply %100, %85 : tensor<32x32xf32>
    %102 = stablehlo.subtract %arg2, %101 : tensor<32x32xf32>
    %103 = stablehlo.multiply %97, %81 : tensor<32xf32>
    %104 = stablehlo.subtract %arg3, %103 : tensor<32xf32>
    %105 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %106 = stablehlo.multiply %105, %73 : tensor<32x64xf32>
    %107 = stablehlo.subtract %arg4, %106 : tensor<32x64xf32>
    %108 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %109 = stablehlo.multiply %108, %69 : tensor<64xf32>
    %110 = stablehlo.subtract %arg5, %109 : tensor<64xf32>
    return %39, %96, %99, %102, %104, %107, %110 : tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>
  }
}
