// Scatters with each body the lowering handles. Random ids are 1..9 and
// the operands have 12 rows, so some ids repeat and some are in range
// only for part of the window.

func.func @scatter_max(%acc: tensor<12x8xf32>, %ids: tensor<?xi32>, %u: tensor<?x8xf32>) -> tensor<12x8xf32> {
  %g = "stablehlo.scatter"(%acc, %ids, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<12x8xf32>, tensor<?xi32>, tensor<?x8xf32>) -> tensor<12x8xf32>
  return %g : tensor<12x8xf32>
}

func.func @scatter_min_i64(%acc: tensor<12x?xi64>, %ids: tensor<?x1xi64>, %u: tensor<?x?xi64>) -> tensor<12x?xi64> {
  %g = "stablehlo.scatter"(%acc, %ids, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.minimum %b, %a : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<12x?xi64>, tensor<?x1xi64>, tensor<?x?xi64>) -> tensor<12x?xi64>
  return %g : tensor<12x?xi64>
}

func.func @scatter_mul(%acc: tensor<12xf64>, %ids: tensor<?xi32>, %u: tensor<?xf64>) -> tensor<12xf64> {
  %g = "stablehlo.scatter"(%acc, %ids, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.multiply %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) : (tensor<12xf64>, tensor<?xi32>, tensor<?xf64>) -> tensor<12xf64>
  return %g : tensor<12xf64>
}

// replace into a zero splat, with a window that starts at the id
func.func @scatter_replace(%ids: tensor<?x1xi32>, %u: tensor<?x3xf16>) -> tensor<12xf16> {
  %z = stablehlo.constant dense<0.0> : tensor<12xf16>
  %g = "stablehlo.scatter"(%z, %ids, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    stablehlo.return %b : tensor<f16>
  }) : (tensor<12xf16>, tensor<?x1xi32>, tensor<?x3xf16>) -> tensor<12xf16>
  return %g : tensor<12xf16>
}

// batching: update row b of batch i goes to acc[i, ids[i, b], :]
func.func @scatter_batched(%acc: tensor<3x12x4xf32>, %ids: tensor<3x?xi32>, %u: tensor<3x?x4xf32>) -> tensor<3x12x4xf32> {
  %g = "stablehlo.scatter"(%acc, %ids, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<3x12x4xf32>, tensor<3x?xi32>, tensor<3x?x4xf32>) -> tensor<3x12x4xf32>
  return %g : tensor<3x12x4xf32>
}

// two operands: the first keeps its values, the second takes the first
// update (as in StableHLO's scatter_variadic test), a third adds its own
func.func @scatter_variadic(%x: tensor<12xi32>, %y: tensor<12xi32>, %z: tensor<12xf32>, %ids: tensor<?x1xi32>, %u: tensor<?xi32>, %v: tensor<?xi32>, %w: tensor<?xf32>) -> (tensor<12xi32>, tensor<12xi32>, tensor<12xf32>) {
  %r:3 = "stablehlo.scatter"(%x, %y, %z, %ids, %u, %v, %w) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %ua: tensor<i32>, %ub: tensor<i32>, %uc: tensor<f32>):
    %s = stablehlo.add %c, %uc : tensor<f32>
    stablehlo.return %a, %ua, %s : tensor<i32>, tensor<i32>, tensor<f32>
  }) : (tensor<12xi32>, tensor<12xi32>, tensor<12xf32>, tensor<?x1xi32>, tensor<?xi32>, tensor<?xi32>, tensor<?xf32>) -> (tensor<12xi32>, tensor<12xi32>, tensor<12xf32>)
  return %r#0, %r#1, %r#2 : tensor<12xi32>, tensor<12xi32>, tensor<12xf32>
}

// f32 operand and updates added in f64 (a promotable scatter)
func.func @scatter_f64(%x: tensor<12x4xf32>, %ids: tensor<?x1xi32>, %u: tensor<?x4xf32>) -> tensor<12x4xf64> {
  %g = "stablehlo.scatter"(%x, %ids, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) : (tensor<12x4xf32>, tensor<?x1xi32>, tensor<?x4xf32>) -> tensor<12x4xf64>
  return %g : tensor<12x4xf64>
}
