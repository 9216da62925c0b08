// shift left; large amounts give 0
func.func @main() {
  %a = stablehlo.constant dense<[1, 1]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 40]> : tensor<2xi32>
  %r = stablehlo.shift_left %a, %b : tensor<2xi32>
  %expected = stablehlo.constant dense<[8, 0]> : tensor<2xi32>
  check.expect_eq %r, %expected : tensor<2xi32>
  func.return
}
