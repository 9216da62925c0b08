// concatenate along a static dim and along a dynamic dim.
func.func @f(%x: tensor<?x2xf64>, %y: tensor<?x3xf64>, %z: tensor<2x2xf64>) -> tensor<f64> {
  %0 = stablehlo.concatenate %x, %y, dim = 1 : (tensor<?x2xf64>, tensor<?x3xf64>) -> tensor<?x5xf64>
  %1 = stablehlo.tanh %0 : tensor<?x5xf64>
  %2 = stablehlo.concatenate %x, %z, %x, dim = 0 : (tensor<?x2xf64>, tensor<2x2xf64>, tensor<?x2xf64>) -> tensor<?x2xf64>
  %3 = stablehlo.multiply %2, %2 : tensor<?x2xf64>
  %c0 = stablehlo.constant dense<0.0> : tensor<f64>
  %4 = stablehlo.reduce(%1 init: %c0) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x5xf64>, tensor<f64>) -> tensor<f64>
  %5 = stablehlo.exponential %3 : tensor<?x2xf64>
  %6 = stablehlo.reduce(%5 init: %c0) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x2xf64>, tensor<f64>) -> tensor<f64>
  %r = stablehlo.add %4, %6 : tensor<f64>
  return %r : tensor<f64>
}
