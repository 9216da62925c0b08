// dynamic_iota and dynamic_reshape
func.func @main() {
  %s = stablehlo.constant dense<[6]> : tensor<1xi64>
  %i = "stablehlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<1xi64>) -> tensor<?xi32>
  %t = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %r0 = "stablehlo.dynamic_reshape"(%i, %t) : (tensor<?xi32>, tensor<2xi64>) -> tensor<?x?xi32>
  %r = tensor.cast %r0 : tensor<?x?xi32> to tensor<2x3xi32>
  %expected = stablehlo.constant dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi32>
  check.expect_eq %r, %expected : tensor<2x3xi32>
  func.return
}
