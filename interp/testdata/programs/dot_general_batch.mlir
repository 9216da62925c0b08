// batched matrix-vector product
func.func @main() {
  %a = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
  %b = stablehlo.constant dense<[[1, 1], [1, 0]]> : tensor<2x2xi32>
  %r = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  %expected = stablehlo.constant dense<[[3, 7], [5, 7]]> : tensor<2x2xi32>
  check.expect_eq %r, %expected : tensor<2x2xi32>
  func.return
}
