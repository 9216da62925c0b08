// An add scatter into an argument over a dynamic number of updates U:
// the init kernel copies the argument, the add kernel adds each row of
// updates at its id: random ids are 1..9, so some repeat and most are
// out of range (skipped, as StableHLO defines).
func.func @accumulate(%acc: tensor<4x8xf32>, %ids: tensor<?xi32>, %dy: tensor<?x8xf32>) -> tensor<4x8xf32> {
  %g = "stablehlo.scatter"(%acc, %ids, %dy) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %b, %a : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<?xi32>, tensor<?x8xf32>) -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}
