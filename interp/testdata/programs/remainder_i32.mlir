// remainder has the sign of the dividend
func.func @main() {
  %a = stablehlo.constant dense<[7, -7, 7, -7]> : tensor<4xi32>
  %b = stablehlo.constant dense<[3, 3, -3, -3]> : tensor<4xi32>
  %r = stablehlo.remainder %a, %b : tensor<4xi32>
  %expected = stablehlo.constant dense<[1, -1, 1, -1]> : tensor<4xi32>
  check.expect_eq %r, %expected : tensor<4xi32>
  func.return
}
