// ui8 multiplication wraps
func.func @main() {
  %a = stablehlo.constant dense<[16, 3]> : tensor<2xui8>
  %b = stablehlo.constant dense<[16, 5]> : tensor<2xui8>
  %r = stablehlo.multiply %a, %b : tensor<2xui8>
  %expected = stablehlo.constant dense<[0, 15]> : tensor<2xui8>
  check.expect_eq %r, %expected : tensor<2xui8>
  func.return
}
