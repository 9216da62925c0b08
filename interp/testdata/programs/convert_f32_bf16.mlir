// f32 to bf16
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xf32>
  %r = stablehlo.convert %a : (tensor<2xf32>) -> tensor<2xbf16>
  %expected = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xbf16>
  check.expect_eq %r, %expected : tensor<2xbf16>
  func.return
}
