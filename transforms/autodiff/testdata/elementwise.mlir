// Elementwise arithmetic and transcendental ops.
func.func @f(%x: tensor<?x3xf64>, %y: tensor<?x3xf64>) -> tensor<f64> {
  %0 = stablehlo.multiply %x, %y : tensor<?x3xf64>
  %1 = stablehlo.tanh %0 : tensor<?x3xf64>
  %2 = stablehlo.negate %x : tensor<?x3xf64>
  %3 = stablehlo.exponential %2 : tensor<?x3xf64>
  %4 = stablehlo.multiply %y, %y : tensor<?x3xf64>
  %5 = stablehlo.exponential %4 : tensor<?x3xf64>
  %6 = stablehlo.divide %3, %5 : tensor<?x3xf64>
  %7 = stablehlo.subtract %x, %y : tensor<?x3xf64>
  %8 = stablehlo.logistic %7 : tensor<?x3xf64>
  %9 = stablehlo.add %1, %6 : tensor<?x3xf64>
  %10 = stablehlo.subtract %9, %8 : tensor<?x3xf64>
  %11 = stablehlo.sine %x : tensor<?x3xf64>
  %12 = stablehlo.cosine %y : tensor<?x3xf64>
  %13 = stablehlo.multiply %11, %12 : tensor<?x3xf64>
  %14 = stablehlo.add %10, %13 : tensor<?x3xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %r = stablehlo.reduce(%14 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x3xf64>, tensor<f64>) -> tensor<f64>
  return %r : tensor<f64>
}
