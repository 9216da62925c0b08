// broadcast a vector into rows
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %r = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
  %expected = stablehlo.constant dense<[[1, 2], [1, 2], [1, 2]]> : tensor<3x2xi32>
  check.expect_eq %r, %expected : tensor<3x2xi32>
  func.return
}
