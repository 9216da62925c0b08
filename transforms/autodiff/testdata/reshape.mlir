// dynamic_reshape, reshape and transpose.
func.func @f(%x: tensor<?x6xf64>, %w: tensor<2x3xf64>) -> tensor<f64> {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x6xf64>) -> tensor<i32>
  %d1 = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %c = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %sh = stablehlo.concatenate %d1, %c, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
  %0 = stablehlo.dynamic_reshape %x, %sh : (tensor<?x6xf64>, tensor<3xi32>) -> tensor<?x2x3xf64>
  %1 = stablehlo.transpose %0, dims = [2, 0, 1] : (tensor<?x2x3xf64>) -> tensor<3x?x2xf64>
  %2 = stablehlo.reshape %w : (tensor<2x3xf64>) -> tensor<6xf64>
  %3 = stablehlo.reshape %2 : (tensor<6xf64>) -> tensor<3x1x2xf64>
  %4 = stablehlo.transpose %3, dims = [0, 2, 1] : (tensor<3x1x2xf64>) -> tensor<3x2x1xf64>
  %5 = stablehlo.reshape %4 : (tensor<3x2x1xf64>) -> tensor<3x2xf64>
  %6 = stablehlo.sine %1 : tensor<3x?x2xf64>
  %7 = stablehlo.dot_general %6, %5, batching_dims = [0, 2] x [0, 1], contracting_dims = [] x [] : (tensor<3x?x2xf64>, tensor<3x2xf64>) -> tensor<3x2x?xf64>
  %8 = stablehlo.multiply %7, %7 : tensor<3x2x?xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %r = stablehlo.reduce(%8 init: %z) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x2x?xf64>, tensor<f64>) -> tensor<f64>
  return %r : tensor<f64>
}
