// gather whole rows
func.func @main() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %i = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi32>
  %r = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<3x2xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
  %expected = stablehlo.constant dense<[[5, 6], [1, 2]]> : tensor<2x2xi32>
  check.expect_eq %r, %expected : tensor<2x2xi32>
  func.return
}
