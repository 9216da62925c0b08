// rsqrt
func.func @main() {
  %a = stablehlo.constant dense<[4.0, 16.0]> : tensor<2xf64>
  %r = stablehlo.rsqrt %a : (tensor<2xf64>) -> tensor<2xf64>
  %expected = stablehlo.constant dense<[0.5, 0.25]> : tensor<2xf64>
  check.expect_eq %r, %expected : tensor<2xf64>
  func.return
}
