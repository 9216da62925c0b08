// transpose
func.func @main() {
  %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %expected = stablehlo.constant dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
  check.expect_eq %r, %expected : tensor<3x2xi32>
  func.return
}
