// f64 division
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %b = stablehlo.constant dense<[3.0, 8.0]> : tensor<2xf64>
  %r = stablehlo.divide %a, %b : tensor<2xf64>
  %expected = stablehlo.constant dense<[0.33333333333333331, 0.25]> : tensor<2xf64>
  check.expect_eq %r, %expected : tensor<2xf64>
  func.return
}
