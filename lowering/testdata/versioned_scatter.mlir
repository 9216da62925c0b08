// A versioned body whose sides scatter the same way (they share the
// scatter's two kernels) and once into zeros instead of the argument (a
// splat operand: an init kernel of its own). The then side runs for
// fewer than 5 updates.
func.func @accumulate(%acc: tensor<4x8xf32>, %ids: tensor<?xi32>, %dy: tensor<?x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %ids, %c0 : tensor<?xi32>
  %c5 = arith.constant 5 : index
  %c = arith.cmpi slt, %n, %c5 : index
  %r:2 = scf.if %c -> (tensor<4x8xf32>, tensor<4x8xf32>) {
    %g = "stablehlo.scatter"(%acc, %ids, %dy) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %b, %a : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<?xi32>, tensor<?x8xf32>) -> tensor<4x8xf32>
    %e = stablehlo.exponential %g : tensor<4x8xf32>
    scf.yield %g, %e : tensor<4x8xf32>, tensor<4x8xf32>
  } else {
    %z = stablehlo.constant dense<0.0> : tensor<4x8xf32>
    %g0 = "stablehlo.scatter"(%z, %ids, %dy) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %b, %a : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<?xi32>, tensor<?x8xf32>) -> tensor<4x8xf32>
    %g = "stablehlo.scatter"(%acc, %ids, %dy) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %b, %a : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<?xi32>, tensor<?x8xf32>) -> tensor<4x8xf32>
    %e = stablehlo.exponential %g : tensor<4x8xf32>
    %f = stablehlo.add %e, %g0 : tensor<4x8xf32>
    scf.yield %g, %f : tensor<4x8xf32>, tensor<4x8xf32>
  }
  return %r#0, %r#1 : tensor<4x8xf32>, tensor<4x8xf32>
}
