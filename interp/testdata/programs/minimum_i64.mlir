// minimum on i64
func.func @main() {
  %a = stablehlo.constant dense<[1, -9223372036854775808, 7]> : tensor<3xi64>
  %b = stablehlo.constant dense<[2, 0, -7]> : tensor<3xi64>
  %r = stablehlo.minimum %a, %b : tensor<3xi64>
  %expected = stablehlo.constant dense<[1, -9223372036854775808, -7]> : tensor<3xi64>
  check.expect_eq %r, %expected : tensor<3xi64>
  func.return
}
