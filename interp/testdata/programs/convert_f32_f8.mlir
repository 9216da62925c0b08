// f32 to f8E4M3FN rounds
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 1.06]> : tensor<2xf32>
  %r = stablehlo.convert %a : (tensor<2xf32>) -> tensor<2xf8E4M3FN>
  %expected = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf8E4M3FN>
  check.expect_eq %r, %expected : tensor<2xf8E4M3FN>
  func.return
}
