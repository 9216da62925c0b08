// floor on bf16
func.func @main() {
  %a = stablehlo.constant dense<[1.5, -1.5]> : tensor<2xbf16>
  %r = stablehlo.floor %a : (tensor<2xbf16>) -> tensor<2xbf16>
  %expected = stablehlo.constant dense<[1.0, -2.0]> : tensor<2xbf16>
  check.expect_eq %r, %expected : tensor<2xbf16>
  func.return
}
