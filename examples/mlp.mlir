module @jit_mlp {
  symopt.dim @B
  func.func public @train_step(%arg0: tensor<16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<?x16xf32, [@B, 16]>, %arg7: tensor<?xi32, [@B]>) -> (tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>) {
    %0 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [1] x [0] : (tensor<?x16xf32, [@B, 16]>, tensor<16x32xf32>) -> tensor<?x32xf32>
    %1 = stablehlo.get_dimension_size %arg6, dim = 0 : (tensor<?x16xf32, [@B, 16]>) -> tensor<i32>
    %2 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %c = stablehlo.constant dense<32> : tensor<1xi32>
    %3 = stablehlo.concatenate %2, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4 = stablehlo.dynamic_broadcast_in_dim %arg1, %3, dims = [1] : (tensor<32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %5 = stablehlo.add %0, %4 : tensor<?x32xf32>
    %6 = stablehlo.tanh %5 : tensor<?x32xf32>
    %7 = stablehlo.dot_general %6, %arg2, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %8 = stablehlo.dynamic_broadcast_in_dim %arg3, %3, dims = [1] : (tensor<32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %9 = stablehlo.add %7, %8 : tensor<?x32xf32>
    %10 = stablehlo.tanh %9 : tensor<?x32xf32>
    %11 = stablehlo.dot_general %10, %arg4, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x64xf32>) -> tensor<?x64xf32>
    %12 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %c_0 = stablehlo.constant dense<64> : tensor<1xi32>
    %13 = stablehlo.concatenate %12, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %14 = stablehlo.dynamic_broadcast_in_dim %arg5, %13, dims = [1] : (tensor<64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %15 = stablehlo.add %11, %14 : tensor<?x64xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %17 = stablehlo.dynamic_broadcast_in_dim %16, %13, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %18 = stablehlo.subtract %15, %17 : tensor<?x64xf32>
    %19 = stablehlo.exponential %18 : tensor<?x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %21 = stablehlo.log %20 : tensor<?xf32>
    %22 = stablehlo.dynamic_iota %13, dim = 1 : (tensor<2xi32>) -> tensor<?x64xi32>
    %23 = stablehlo.dynamic_broadcast_in_dim %arg7, %13, dims = [0] : (tensor<?xi32, [@B]>, tensor<2xi32>) -> tensor<?x64xi32>
    %24 = stablehlo.compare EQ, %22, %23, SIGNED : (tensor<?x64xi32>, tensor<?x64xi32>) -> tensor<?x64xi1>
    %25 = stablehlo.dynamic_broadcast_in_dim %cst_1, %13, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x64xf32>
    %26 = stablehlo.select %24, %18, %25 : tensor<?x64xi1>, tensor<?x64xf32>
    %27 = stablehlo.reduce(%26 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %28 = stablehlo.subtract %21, %27 : tensor<?xf32>
    %29 = stablehlo.reduce(%28 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
    %30 = stablehlo.convert %1 : (tensor<i32>) -> tensor<f32>
    %31 = stablehlo.divide %29, %30 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.divide %cst_2, %30 : tensor<f32>
    %33 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %34 = stablehlo.dynamic_broadcast_in_dim %32, %33, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %35 = stablehlo.negate %34 : tensor<?xf32>
    %36 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %c_3 = stablehlo.constant dense<64> : tensor<1xi32>
    %37 = stablehlo.concatenate %36, %c_3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %38 = stablehlo.dynamic_broadcast_in_dim %35, %37, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.dynamic_broadcast_in_dim %cst_4, %37, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x64xf32>
    %40 = stablehlo.select %24, %38, %39 : tensor<?x64xi1>, tensor<?x64xf32>
    %41 = stablehlo.divide %34, %20 : tensor<?xf32>
    %42 = stablehlo.dynamic_broadcast_in_dim %41, %37, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %43 = stablehlo.multiply %42, %19 : tensor<?x64xf32>
    %44 = stablehlo.add %40, %43 : tensor<?x64xf32>
    %45 = stablehlo.negate %44 : tensor<?x64xf32>
    %46 = stablehlo.reduce(%45 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %47 = stablehlo.dynamic_reshape %46, %33 : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
    %48 = stablehlo.dynamic_broadcast_in_dim %16, %37, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %49 = stablehlo.compare EQ, %15, %48, FLOAT : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xi1>
    %50 = stablehlo.convert %49 : (tensor<?x64xi1>) -> tensor<?x64xf32>
    %51 = stablehlo.reduce(%50 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %52 = stablehlo.divide %47, %51 : tensor<?xf32>
    %53 = stablehlo.dynamic_broadcast_in_dim %52, %37, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %54 = stablehlo.multiply %50, %53 : tensor<?x64xf32>
    %55 = stablehlo.add %44, %54 : tensor<?x64xf32>
    %56 = stablehlo.reduce(%55 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<?x64xf32>, tensor<f32>) -> tensor<64xf32>
    %57 = stablehlo.dot_general %55, %arg4, contracting_dims = [1] x [1] : (tensor<?x64xf32>, tensor<32x64xf32>) -> tensor<?x32xf32>
    %58 = stablehlo.dot_general %55, %10, contracting_dims = [0] x [0] : (tensor<?x64xf32>, tensor<?x32xf32>) -> tensor<64x32xf32>
    %59 = stablehlo.transpose %58, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %60 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %c_5 = stablehlo.constant dense<32> : tensor<1xi32>
    %61 = stablehlo.concatenate %60, %c_5, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %62 = stablehlo.dynamic_broadcast_in_dim %cst_2, %61, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x32xf32>
    %63 = stablehlo.multiply %10, %10 : tensor<?x32xf32>
    %64 = stablehlo.subtract %62, %63 : tensor<?x32xf32>
    %65 = stablehlo.multiply %57, %64 : tensor<?x32xf32>
    %66 = stablehlo.reduce(%65 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %67 = stablehlo.dot_general %65, %arg2, contracting_dims = [1] x [1] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %68 = stablehlo.dot_general %65, %6, contracting_dims = [0] x [0] : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<32x32xf32>
    %69 = stablehlo.transpose %68, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %70 = stablehlo.multiply %6, %6 : tensor<?x32xf32>
    %71 = stablehlo.subtract %62, %70 : tensor<?x32xf32>
    %72 = stablehlo.multiply %67, %71 : tensor<?x32xf32>
    %73 = stablehlo.reduce(%72 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %74 = stablehlo.dot_general %72, %arg6, contracting_dims = [0] x [0] : (tensor<?x32xf32>, tensor<?x16xf32, [@B, 16]>) -> tensor<32x16xf32>
    %75 = stablehlo.transpose %74, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<16x32xf32>
    %78 = stablehlo.subtract %arg0, %77 : tensor<16x32xf32>
    %79 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %80 = stablehlo.multiply %79, %73 : tensor<32xf32>
    %81 = stablehlo.subtract %arg1, %80 : tensor<32xf32>
    %82 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %83 = stablehlo.multiply %82, %69 : tensor<32x32xf32>
    %84 = stablehlo.subtract %arg2, %83 : tensor<32x32xf32>
    %85 = stablehlo.multiply %79, %66 : tensor<32xf32>
    %86 = stablehlo.subtract %arg3, %85 : tensor<32xf32>
    %87 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %88 = stablehlo.multiply %87, %59 : tensor<32x64xf32>
    %89 = stablehlo.subtract %arg4, %88 : tensor<32x64xf32>
    %90 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %91 = stablehlo.multiply %90, %56 : tensor<64xf32>
    %92 = stablehlo.subtract %arg5, %91 : tensor<64xf32>
    return %31, %78, %81, %84, %86, %89, %92 : tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>
  }
}
