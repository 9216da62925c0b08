module @jit_mlp {
  func.func public @train_step(%arg0: tensor<16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<?x16xf32>, %arg7: tensor<?xi32>) -> (tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>) {
    %0 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [1] x [0] : (tensor<?x16xf32>, tensor<16x32xf32>) -> tensor<?x32xf32>
    %1 = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?x32xf32>) -> tensor<i32>
    %2 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.constant dense<32> : tensor<1xi32>
    %4 = stablehlo.concatenate %2, %3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5 = stablehlo.dynamic_broadcast_in_dim %arg1, %4, dims = [1] : (tensor<32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %6 = stablehlo.add %0, %5 : tensor<?x32xf32>
    %7 = stablehlo.tanh %6 : tensor<?x32xf32>
    %8 = stablehlo.dot_general %7, %arg2, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %9 = stablehlo.get_dimension_size %8, dim = 0 : (tensor<?x32xf32>) -> tensor<i32>
    %10 = stablehlo.reshape %9 : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.constant dense<32> : tensor<1xi32>
    %12 = stablehlo.concatenate %10, %11, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %13 = stablehlo.dynamic_broadcast_in_dim %arg3, %12, dims = [1] : (tensor<32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %14 = stablehlo.add %8, %13 : tensor<?x32xf32>
    %15 = stablehlo.tanh %14 : tensor<?x32xf32>
    %16 = stablehlo.dot_general %15, %arg4, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x64xf32>) -> tensor<?x64xf32>
    %17 = stablehlo.get_dimension_size %16, dim = 0 : (tensor<?x64xf32>) -> tensor<i32>
    %18 = stablehlo.reshape %17 : (tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.constant dense<64> : tensor<1xi32>
    %20 = stablehlo.concatenate %18, %19, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %21 = stablehlo.dynamic_broadcast_in_dim %arg5, %20, dims = [1] : (tensor<64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %22 = stablehlo.add %16, %21 : tensor<?x64xf32>
    %23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = stablehlo.reduce(%22 init: %23) applies stablehlo.maximum across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %26 = stablehlo.get_dimension_size %22, dim = 0 : (tensor<?x64xf32>) -> tensor<i32>
    %27 = stablehlo.reshape %26 : (tensor<i32>) -> tensor<1xi32>
    %28 = stablehlo.constant dense<64> : tensor<1xi32>
    %29 = stablehlo.concatenate %27, %28, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %30 = stablehlo.dynamic_broadcast_in_dim %24, %29, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %31 = stablehlo.subtract %22, %30 : tensor<?x64xf32>
    %32 = stablehlo.exponential %31 : tensor<?x64xf32>
    %33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%32 init: %33) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %36 = stablehlo.log %34 : tensor<?xf32>
    %37 = stablehlo.dynamic_iota %29, dim = 1 : (tensor<2xi32>) -> tensor<?x64xi32>
    %38 = stablehlo.dynamic_broadcast_in_dim %arg7, %29, dims = [0] : (tensor<?xi32>, tensor<2xi32>) -> tensor<?x64xi32>
    %39 = stablehlo.compare EQ, %37, %38, SIGNED : (tensor<?x64xi32>, tensor<?x64xi32>) -> tensor<?x64xi1>
    %40 = stablehlo.get_dimension_size %31, dim = 0 : (tensor<?x64xf32>) -> tensor<i32>
    %41 = stablehlo.reshape %40 : (tensor<i32>) -> tensor<1xi32>
    %42 = stablehlo.constant dense<64> : tensor<1xi32>
    %43 = stablehlo.concatenate %41, %42, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %44 = stablehlo.dynamic_broadcast_in_dim %33, %43, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x64xf32>
    %45 = stablehlo.select %39, %31, %44 : tensor<?x64xi1>, tensor<?x64xf32>
    %46 = stablehlo.reduce(%45 init: %33) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %48 = stablehlo.subtract %36, %46 : tensor<?xf32>
    %49 = stablehlo.reduce(%48 init: %33) applies stablehlo.add across dimensions = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
    %51 = stablehlo.convert %26 : (tensor<i32>) -> tensor<f32>
    %52 = stablehlo.divide %49, %51 : tensor<f32>
    %53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.divide %53, %51 : tensor<f32>
    %55 = stablehlo.get_dimension_size %48, dim = 0 : (tensor<?xf32>) -> tensor<i32>
    %56 = stablehlo.reshape %55 : (tensor<i32>) -> tensor<1xi32>
    %57 = stablehlo.dynamic_broadcast_in_dim %54, %56, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %58 = stablehlo.negate %57 : tensor<?xf32>
    %59 = stablehlo.get_dimension_size %45, dim = 0 : (tensor<?x64xf32>) -> tensor<i32>
    %60 = stablehlo.reshape %59 : (tensor<i32>) -> tensor<1xi32>
    %61 = stablehlo.constant dense<64> : tensor<1xi32>
    %62 = stablehlo.concatenate %60, %61, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %63 = stablehlo.dynamic_broadcast_in_dim %58, %62, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.get_dimension_size %63, dim = 0 : (tensor<?x64xf32>) -> tensor<i32>
    %66 = stablehlo.reshape %65 : (tensor<i32>) -> tensor<1xi32>
    %67 = stablehlo.constant dense<64> : tensor<1xi32>
    %68 = stablehlo.concatenate %66, %67, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %69 = stablehlo.dynamic_broadcast_in_dim %64, %68, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x64xf32>
    %70 = stablehlo.select %39, %63, %69 : tensor<?x64xi1>, tensor<?x64xf32>
    %71 = stablehlo.divide %57, %34 : tensor<?xf32>
    %72 = stablehlo.get_dimension_size %32, dim = 0 : (tensor<?x64xf32>) -> tensor<i32>
    %73 = stablehlo.reshape %72 : (tensor<i32>) -> tensor<1xi32>
    %74 = stablehlo.constant dense<64> : tensor<1xi32>
    %75 = stablehlo.concatenate %73, %74, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %76 = stablehlo.dynamic_broadcast_in_dim %71, %75, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %77 = stablehlo.multiply %76, %32 : tensor<?x64xf32>
    %78 = stablehlo.add %70, %77 : tensor<?x64xf32>
    %79 = stablehlo.negate %78 : tensor<?x64xf32>
    %80 = stablehlo.reduce(%79 init: %64) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %82 = stablehlo.get_dimension_size %24, dim = 0 : (tensor<?xf32>) -> tensor<i32>
    %83 = stablehlo.reshape %82 : (tensor<i32>) -> tensor<1xi32>
    %84 = stablehlo.dynamic_reshape %80, %83 : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
    %85 = stablehlo.get_dimension_size %22, dim = 0 : (tensor<?x64xf32>) -> tensor<i32>
    %86 = stablehlo.reshape %85 : (tensor<i32>) -> tensor<1xi32>
    %87 = stablehlo.constant dense<64> : tensor<1xi32>
    %88 = stablehlo.concatenate %86, %87, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %89 = stablehlo.dynamic_broadcast_in_dim %24, %88, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %90 = stablehlo.compare EQ, %22, %89, FLOAT : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xi1>
    %91 = stablehlo.convert %90 : (tensor<?x64xi1>) -> tensor<?x64xf32>
    %92 = stablehlo.reduce(%91 init: %64) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    %94 = stablehlo.divide %84, %92 : tensor<?xf32>
    %95 = stablehlo.dynamic_broadcast_in_dim %94, %88, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %96 = stablehlo.multiply %91, %95 : tensor<?x64xf32>
    %97 = stablehlo.add %78, %96 : tensor<?x64xf32>
    %98 = stablehlo.reduce(%97 init: %64) applies stablehlo.add across dimensions = [0] : (tensor<?x64xf32>, tensor<f32>) -> tensor<64xf32>
    %100 = stablehlo.dot_general %97, %arg4, contracting_dims = [1] x [1] : (tensor<?x64xf32>, tensor<32x64xf32>) -> tensor<?x32xf32>
    %101 = stablehlo.dot_general %97, %15, contracting_dims = [0] x [0] : (tensor<?x64xf32>, tensor<?x32xf32>) -> tensor<64x32xf32>
    %102 = stablehlo.transpose %101, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %103 = stablehlo.get_dimension_size %15, dim = 0 : (tensor<?x32xf32>) -> tensor<i32>
    %104 = stablehlo.reshape %103 : (tensor<i32>) -> tensor<1xi32>
    %105 = stablehlo.constant dense<32> : tensor<1xi32>
    %106 = stablehlo.concatenate %104, %105, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %107 = stablehlo.dynamic_broadcast_in_dim %53, %106, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x32xf32>
    %108 = stablehlo.multiply %15, %15 : tensor<?x32xf32>
    %109 = stablehlo.subtract %107, %108 : tensor<?x32xf32>
    %110 = stablehlo.multiply %100, %109 : tensor<?x32xf32>
    %111 = stablehlo.reduce(%110 init: %64) applies stablehlo.add across dimensions = [0] : (tensor<?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %113 = stablehlo.dot_general %110, %arg2, contracting_dims = [1] x [1] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %114 = stablehlo.dot_general %110, %7, contracting_dims = [0] x [0] : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<32x32xf32>
    %115 = stablehlo.transpose %114, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %116 = stablehlo.get_dimension_size %7, dim = 0 : (tensor<?x32xf32>) -> tensor<i32>
    %117 = stablehlo.reshape %116 : (tensor<i32>) -> tensor<1xi32>
    %118 = stablehlo.constant dense<32> : tensor<1xi32>
    %119 = stablehlo.concatenate %117, %118, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %120 = stablehlo.dynamic_broadcast_in_dim %53, %119, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x32xf32>
    %121 = stablehlo.multiply %7, %7 : tensor<?x32xf32>
    %122 = stablehlo.subtract %120, %121 : tensor<?x32xf32>
    %123 = stablehlo.multiply %113, %122 : tensor<?x32xf32>
    %124 = stablehlo.reduce(%123 init: %64) applies stablehlo.add across dimensions = [0] : (tensor<?x32xf32>, tensor<f32>) -> tensor<32xf32>
    %126 = stablehlo.dot_general %123, %arg6, contracting_dims = [0] x [0] : (tensor<?x32xf32>, tensor<?x16xf32>) -> tensor<32x16xf32>
    %127 = stablehlo.transpose %126, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %128 = stablehlo.constant dense<1.0e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %130 = stablehlo.multiply %129, %127 : tensor<16x32xf32>
    %131 = stablehlo.subtract %arg0, %130 : tensor<16x32xf32>
    %132 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %133 = stablehlo.multiply %132, %124 : tensor<32xf32>
    %134 = stablehlo.subtract %arg1, %133 : tensor<32xf32>
    %135 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %136 = stablehlo.multiply %135, %115 : tensor<32x32xf32>
    %137 = stablehlo.subtract %arg2, %136 : tensor<32x32xf32>
    %138 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %139 = stablehlo.multiply %138, %111 : tensor<32xf32>
    %140 = stablehlo.subtract %arg3, %139 : tensor<32xf32>
    %141 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %142 = stablehlo.multiply %141, %102 : tensor<32x64xf32>
    %143 = stablehlo.subtract %arg4, %142 : tensor<32x64xf32>
    %144 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %145 = stablehlo.multiply %144, %98 : tensor<64xf32>
    %146 = stablehlo.subtract %arg5, %145 : tensor<64xf32>
    return %52, %131, %134, %137, %140, %143, %146 : tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>
  }
}

