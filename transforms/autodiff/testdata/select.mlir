// maximum, minimum, compare and select (no gradient to the predicate),
// and an integer argument converted to floats.
func.func @f(%x: tensor<?x3xf64>, %y: tensor<?x3xf64>, %k: tensor<?x3xi32>) -> tensor<f64> {
  %0 = stablehlo.maximum %x, %y : tensor<?x3xf64>
  %1 = stablehlo.minimum %x, %y : tensor<?x3xf64>
  %2 = stablehlo.multiply %0, %1 : tensor<?x3xf64>
  %3 = stablehlo.compare GT, %x, %y, FLOAT : (tensor<?x3xf64>, tensor<?x3xf64>) -> tensor<?x3xi1>
  %4 = stablehlo.multiply %x, %x : tensor<?x3xf64>
  %5 = stablehlo.select %3, %4, %y : tensor<?x3xi1>, tensor<?x3xf64>
  %6 = stablehlo.convert %k : (tensor<?x3xi32>) -> tensor<?x3xf64>
  %7 = stablehlo.multiply %6, %5 : tensor<?x3xf64>
  %8 = stablehlo.add %2, %7 : tensor<?x3xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %r = stablehlo.reduce(%8 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x3xf64>, tensor<f64>) -> tensor<f64>
  return %r : tensor<f64>
}
