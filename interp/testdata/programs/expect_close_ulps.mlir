// expect_close with an explicit ULP budget
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[3.0, 3.0]> : tensor<2xf32>
  %r = stablehlo.divide %a, %b : tensor<2xf32>
  %expected = stablehlo.constant dense<[0.333333343, 1.0]> : tensor<2xf32>
  "check.expect_close"(%r, %expected) {max_ulp_difference = 1 : ui64, min_ulp_difference = 0 : ui64} : (tensor<2xf32>, tensor<2xf32>) -> ()
  func.return
}
