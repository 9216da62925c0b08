// negate on f16
func.func @main() {
  %a = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf16>
  %r = stablehlo.negate %a : (tensor<2xf16>) -> tensor<2xf16>
  %expected = stablehlo.constant dense<[-1.5, 2.0]> : tensor<2xf16>
  check.expect_eq %r, %expected : tensor<2xf16>
  func.return
}
