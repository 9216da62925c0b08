// dot of two vectors
func.func @main() {
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %b = stablehlo.constant dense<[4, 5, 6]> : tensor<3xi64>
  %r = "stablehlo.dot"(%a, %b) : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
  %expected = stablehlo.constant dense<32> : tensor<i64>
  check.expect_eq %r, %expected : tensor<i64>
  func.return
}
