// sqrt
func.func @main() {
  %a = stablehlo.constant dense<[4.0, 9.0, 0.25]> : tensor<3xf32>
  %r = stablehlo.sqrt %a : (tensor<3xf32>) -> tensor<3xf32>
  %expected = stablehlo.constant dense<[2.0, 3.0, 0.5]> : tensor<3xf32>
  check.expect_eq %r, %expected : tensor<3xf32>
  func.return
}
