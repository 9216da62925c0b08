// total order puts -0 before +0
func.func @main() {
  %a = stablehlo.constant dense<[-0.0, 1.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %r = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %expected = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  check.expect_eq %r, %expected : tensor<2xi1>
  func.return
}
