// clz
func.func @main() {
  %a = stablehlo.constant dense<[1, 0, -1]> : tensor<3xi32>
  %r = stablehlo.count_leading_zeros %a : (tensor<3xi32>) -> tensor<3xi32>
  %expected = stablehlo.constant dense<[31, 32, 0]> : tensor<3xi32>
  check.expect_eq %r, %expected : tensor<3xi32>
  func.return
}
