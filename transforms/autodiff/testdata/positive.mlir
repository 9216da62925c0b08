// log, sqrt, rsqrt, power and abs on positive inputs.
func.func @f(%x: tensor<?x2xf64>, %y: tensor<?x2xf64>) -> tensor<f64> {
  %0 = stablehlo.log %x : tensor<?x2xf64>
  %1 = stablehlo.sqrt %x : tensor<?x2xf64>
  %2 = stablehlo.rsqrt %y : tensor<?x2xf64>
  %3 = stablehlo.multiply %1, %2 : tensor<?x2xf64>
  %4 = stablehlo.power %x, %y : tensor<?x2xf64>
  %5 = stablehlo.subtract %x, %y : tensor<?x2xf64>
  %6 = stablehlo.abs %5 : tensor<?x2xf64>
  %7 = stablehlo.add %0, %3 : tensor<?x2xf64>
  %8 = stablehlo.add %7, %4 : tensor<?x2xf64>
  %9 = stablehlo.add %8, %6 : tensor<?x2xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %r = stablehlo.reduce(%9 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x2xf64>, tensor<f64>) -> tensor<f64>
  return %r : tensor<f64>
}
