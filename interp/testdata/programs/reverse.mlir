// reverse
func.func @main() {
  %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = stablehlo.reverse %a, dims = [1] : tensor<2x3xi32>
  %expected = stablehlo.constant dense<[[3, 2, 1], [6, 5, 4]]> : tensor<2x3xi32>
  check.expect_eq %r, %expected : tensor<2x3xi32>
  func.return
}
