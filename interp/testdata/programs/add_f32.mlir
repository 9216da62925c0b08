// add on f32
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[3.0, 4.5]> : tensor<2xf32>
  %r = stablehlo.add %a, %b : tensor<2xf32>
  %expected = stablehlo.constant dense<[4.0, 6.5]> : tensor<2xf32>
  check.expect_eq %r, %expected : tensor<2xf32>
  func.return
}
