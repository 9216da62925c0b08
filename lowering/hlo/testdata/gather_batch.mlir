// A batched gather (take_along_axis): row i of the result takes x[i, ids[i, j], :],
// followed by an elementwise op in the same loop kernel.
func.func @take_along(%x: tensor<?x12x4xf32>, %ids: tensor<?x?xi32>) -> tensor<?x?x4xf32> {
  %g = "stablehlo.gather"(%x, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<?x12x4xf32>, tensor<?x?xi32>) -> tensor<?x?x4xf32>
  %e = stablehlo.exponential %g : tensor<?x?x4xf32>
  return %e : tensor<?x?x4xf32>
}
