// arithmetic shift
func.func @main() {
  %a = stablehlo.constant dense<[-8, 8]> : tensor<2xi32>
  %b = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %r = stablehlo.shift_right_arithmetic %a, %b : tensor<2xi32>
  %expected = stablehlo.constant dense<[-4, 2]> : tensor<2xi32>
  check.expect_eq %r, %expected : tensor<2xi32>
  func.return
}
