// iota along dimension 1
func.func @main() {
  %r = stablehlo.iota dim = 1 : tensor<2x3xi32>
  %expected = stablehlo.constant dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>
  check.expect_eq %r, %expected : tensor<2x3xi32>
  func.return
}
