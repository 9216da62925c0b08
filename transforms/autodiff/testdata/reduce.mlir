// reduce with add and with maximum (the argmax mask).
func.func @f(%x: tensor<?x4xf64>) -> tensor<f64> {
  %ninf = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %0 = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<?x4xf64>, tensor<f64>) -> tensor<?xf64>
  %1 = stablehlo.multiply %0, %0 : tensor<?xf64>
  %2 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<?xf64>, tensor<f64>) -> tensor<f64>
  %3 = stablehlo.tanh %x : tensor<?x4xf64>
  %4 = stablehlo.reduce(%3 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<?x4xf64>, tensor<f64>) -> tensor<4xf64>
  %5 = stablehlo.multiply %4, %4 : tensor<4xf64>
  %6 = stablehlo.reduce(%5 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
  %r = stablehlo.add %2, %6 : tensor<f64>
  return %r : tensor<f64>
}
