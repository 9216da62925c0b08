// hexadecimal dense constants
func.func @main() {
  %a = stablehlo.constant dense<"0x0000803F00000040"> : tensor<2xf32>
  %expected = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  check.expect_eq %a, %expected : tensor<2xf32>
  func.return
}
