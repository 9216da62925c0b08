// gather clamps out-of-range starts
func.func @main() {
  %a = stablehlo.constant dense<[10, 11, 12, 13]> : tensor<4xi32>
  %i = stablehlo.constant dense<[[7], [-3]]> : tensor<2x1xi32>
  %r = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>} : (tensor<4xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
  %expected = stablehlo.constant dense<[[12, 13], [10, 11]]> : tensor<2x2xi32>
  check.expect_eq %r, %expected : tensor<2x2xi32>
  func.return
}
