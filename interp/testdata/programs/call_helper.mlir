// func.call of a helper function
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %r = func.call @double(%a) : (tensor<2xf32>) -> tensor<2xf32>
  %expected = stablehlo.constant dense<[2.0, 4.0]> : tensor<2xf32>
  check.expect_eq %r, %expected : tensor<2xf32>
  func.return
}

func.func private @double(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.add %x, %x : tensor<2xf32>
  func.return %y : tensor<2xf32>
}
