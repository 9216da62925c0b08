// cf.cond_br on an extracted i1 picks one of two returning blocks; values
// of the entry block are used in both
func.func @pick(%x: tensor<2xf32>, %p: tensor<i1>) -> tensor<2xf32> {
  %two = stablehlo.constant dense<2.0> : tensor<2xf32>
  %c = tensor.extract %p[] : tensor<i1>
  cf.cond_br %c, ^double, ^negate(%x : tensor<2xf32>)
^negate(%y: tensor<2xf32>):
  %n = stablehlo.negate %y : tensor<2xf32>
  func.return %n : tensor<2xf32>
^double:
  %d = stablehlo.multiply %x, %two : tensor<2xf32>
  func.return %d : tensor<2xf32>
}

func.func @main() {
  %x = stablehlo.constant dense<[1.5, -3.0]> : tensor<2xf32>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %a = func.call @pick(%x, %t) : (tensor<2xf32>, tensor<i1>) -> tensor<2xf32>
  %b = func.call @pick(%x, %f) : (tensor<2xf32>, tensor<i1>) -> tensor<2xf32>
  %expected = stablehlo.constant dense<[3.0, -6.0]> : tensor<2xf32>
  check.expect_eq %a, %expected : tensor<2xf32>
  %expected_neg = stablehlo.constant dense<[-1.5, 3.0]> : tensor<2xf32>
  check.expect_eq %b, %expected_neg : tensor<2xf32>
  func.return
}
