// int to f16 rounds to nearest even
func.func @main() {
  %a = stablehlo.constant dense<[1, 2049]> : tensor<2xi32>
  %r = stablehlo.convert %a : (tensor<2xi32>) -> tensor<2xf16>
  %expected = stablehlo.constant dense<[1.0, 2048.0]> : tensor<2xf16>
  check.expect_eq %r, %expected : tensor<2xf16>
  func.return
}
