// dot_general with batching dims, contracting dims on either side and
// out-of-order dims.
func.func @f(%a: tensor<2x?x3xf64>, %b: tensor<2x3x4xf64>, %c: tensor<3x?xf64>, %d: tensor<4x3xf64>) -> tensor<f64> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x?x3xf64>, tensor<2x3x4xf64>) -> tensor<2x?x4xf64>
  %1 = stablehlo.tanh %0 : tensor<2x?x4xf64>
  %2 = stablehlo.dot_general %c, %d, contracting_dims = [0] x [1] : (tensor<3x?xf64>, tensor<4x3xf64>) -> tensor<?x4xf64>
  %3 = stablehlo.dot_general %1, %2, batching_dims = [1] x [0], contracting_dims = [2] x [1] : (tensor<2x?x4xf64>, tensor<?x4xf64>) -> tensor<?x2xf64>
  %4 = stablehlo.multiply %3, %3 : tensor<?x2xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %r = stablehlo.reduce(%4 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x2xf64>, tensor<f64>) -> tensor<f64>
  return %r : tensor<f64>
}
