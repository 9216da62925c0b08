// Token embedding lookup (gather), rotary position angles (sine, cosine
// of positions times frequencies) and the embedding gradient (an add
// scatter of per-token gradients into the table) over a dynamic batch B
// and sequence length T.
func.func @embed(%table: tensor<16x8xf32>, %ids: tensor<?x?xi32>, %freq: tensor<4xf32>, %dy: tensor<?x?x8xf32>) -> (tensor<?x?x8xf32>, tensor<?x4xf32>, tensor<?x4xf32>, tensor<16x8xf32>) {
  %e = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<?x?xi32>) -> tensor<?x?x8xf32>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %es = shape.shape_of %e : tensor<?x?x8xf32> -> tensor<3xindex>
  %twob = stablehlo.dynamic_broadcast_in_dim %two, %es, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x?x8xf32>
  %y = stablehlo.multiply %e, %twob : tensor<?x?x8xf32>
  %t = stablehlo.get_dimension_size %ids, dim = 1 : (tensor<?x?xi32>) -> tensor<i32>
  %t1 = stablehlo.reshape %t : (tensor<i32>) -> tensor<1xi32>
  %c4 = stablehlo.constant dense<4> : tensor<1xi32>
  %ps = stablehlo.concatenate %t1, %c4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %pos = stablehlo.dynamic_iota %ps, dim = 0 : (tensor<2xi32>) -> tensor<?x4xf32>
  %fb = stablehlo.dynamic_broadcast_in_dim %freq, %ps, dims = [1] : (tensor<4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  %ang = stablehlo.multiply %pos, %fb : tensor<?x4xf32>
  %sin = stablehlo.sine %ang : tensor<?x4xf32>
  %cos = stablehlo.cosine %ang : tensor<?x4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<16x8xf32>
  %g = "stablehlo.scatter"(%zero, %ids, %dy) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<16x8xf32>, tensor<?x?xi32>, tensor<?x?x8xf32>) -> tensor<16x8xf32>
  return %y, %sin, %cos, %g : tensor<?x?x8xf32>, tensor<?x4xf32>, tensor<?x4xf32>, tensor<16x8xf32>
}

// Other gather forms: a 1-D index vector dim at the end of the indices,
// and two start indices per row (rows and a column offset, clamped so the
// 4-wide slice stays inside the 8 columns).
func.func @gathers(%table: tensor<16x8xf32>, %ids: tensor<?xi32>, %starts: tensor<?x2xi64>) -> (tensor<?x8xf32>, tensor<?x4xf32>) {
  %a = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<?xi32>) -> tensor<?x8xf32>
  %b = "stablehlo.gather"(%table, %starts) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<16x8xf32>, tensor<?x2xi64>) -> tensor<?x4xf32>
  return %a, %b : tensor<?x8xf32>, tensor<?x4xf32>
}
