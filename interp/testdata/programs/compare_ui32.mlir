// unsigned comparison
func.func @main() {
  %a = stablehlo.constant dense<[4294967295, 1]> : tensor<2xui32>
  %b = stablehlo.constant dense<[1, 1]> : tensor<2xui32>
  %r = stablehlo.compare GT, %a, %b : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xi1>
  %expected = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  check.expect_eq %r, %expected : tensor<2xi1>
  func.return
}
