// float to int truncates and saturates
func.func @main() {
  %a = stablehlo.constant dense<[1.9, -1.9, 3.0e10]> : tensor<3xf32>
  %r = stablehlo.convert %a : (tensor<3xf32>) -> tensor<3xi32>
  %expected = stablehlo.constant dense<[1, -1, 2147483647]> : tensor<3xi32>
  check.expect_eq %r, %expected : tensor<3xi32>
  func.return
}
