// integer division truncates; x/0 is -1
func.func @main() {
  %a = stablehlo.constant dense<[7, -7, 7, 5]> : tensor<4xi32>
  %b = stablehlo.constant dense<[2, 2, -2, 0]> : tensor<4xi32>
  %r = stablehlo.divide %a, %b : tensor<4xi32>
  %expected = stablehlo.constant dense<[3, -3, -3, -1]> : tensor<4xi32>
  check.expect_eq %r, %expected : tensor<4xi32>
  func.return
}
