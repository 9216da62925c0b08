// broadcast_in_dim that adds a dim and expands a size-1 dim.
func.func @f(%x: tensor<2x3x4xf64>, %b: tensor<1x4xf64>) -> tensor<f64> {
  %0 = stablehlo.broadcast_in_dim %b, dims = [1, 2] : (tensor<1x4xf64>) -> tensor<2x3x4xf64>
  %1 = stablehlo.multiply %x, %0 : tensor<2x3x4xf64>
  %2 = stablehlo.tanh %1 : tensor<2x3x4xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %r = stablehlo.reduce(%2 init: %z) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x4xf64>, tensor<f64>) -> tensor<f64>
  return %r : tensor<f64>
}
