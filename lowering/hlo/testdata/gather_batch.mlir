// A batched gather (take_along_axis): row i of the result takes x[i, ids[i, j], :],
// followed by an elementwise op in the same loop kernel.
func.func @take_along(%x: tensor<?x12x4xf32>, %ids: tensor<?x?xi32>) -> tensor<?x?x4xf32> {
  %g = "stablehlo.gather"(%x, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<?x12x4xf32>, tensor<?x?xi32>) -> tensor<?x?x4xf32>
  %e = stablehlo.exponential %g : tensor<?x?x4xf32>
  return %e : tensor<?x?x4xf32>
}

// a rank-0 start index (index_vector_dim 0) slicing the last dim, and
// unsigned ids (zero-extended)
func.func @scalar_index(%x: tensor<5x6x7xf32>, %i: tensor<i32>, %t: tensor<12x3xf32>, %ids: tensor<?xui32>) -> (tensor<5x6x6xf32>, tensor<?x3xf32>) {
  %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [2], index_vector_dim = 0>, slice_sizes = array<i64: 5, 6, 6>}> : (tensor<5x6x7xf32>, tensor<i32>) -> tensor<5x6x6xf32>
  %h = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<12x3xf32>, tensor<?xui32>) -> tensor<?x3xf32>
  return %g, %h : tensor<5x6x6xf32>, tensor<?x3xf32>
}

// a dynamic_gather (slice sizes as an operand) fused with its consumer
func.func @dynamic_gather(%x: tensor<9x?xf32>, %ids: tensor<?x1xi32>) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c1 : tensor<9x?xf32>
  %ni = arith.index_cast %n : index to i64
  %one = arith.constant 1 : i64
  %sizes = tensor.from_elements %one, %ni : tensor<2xi64>
  %g = "stablehlo.dynamic_gather"(%x, %ids, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<9x?xf32>, tensor<?x1xi32>, tensor<2xi64>) -> tensor<?x?xf32>
  %e = stablehlo.negate %g : tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}
