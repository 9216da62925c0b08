// concatenate along dimension 0
func.func @main() {
  %a = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi32>
  %b = stablehlo.constant dense<[[3, 4], [5, 6]]> : tensor<2x2xi32>
  %r = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<3x2xi32>
  %expected = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  check.expect_eq %r, %expected : tensor<3x2xi32>
  func.return
}
