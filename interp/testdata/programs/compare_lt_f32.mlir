// float comparison
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = stablehlo.constant dense<[2.0, 2.0, 2.0]> : tensor<3xf32>
  %r = stablehlo.compare LT, %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %expected = stablehlo.constant dense<[true, false, false]> : tensor<3xi1>
  check.expect_eq %r, %expected : tensor<3xi1>
  func.return
}
