// mhlo spellings run like stablehlo
func.func @main() {
  %a = mhlo.constant dense<[1.0, 4.0]> : tensor<2xf32>
  %s = "mhlo.sqrt"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  %r = "mhlo.add"(%s, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %expected = mhlo.constant dense<[2.0, 6.0]> : tensor<2xf32>
  check.expect_eq %r, %expected : tensor<2xf32>
  func.return
}
