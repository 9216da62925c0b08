// An embedding lookup (gather) with repeated ids, plus iota and constants
// that get no gradient.
func.func @f(%table: tensor<5x3xf64>, %ids: tensor<?xi32>) -> tensor<f64> {
  %0 = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf64>, tensor<?xi32>) -> tensor<?x3xf64>
  %d = stablehlo.get_dimension_size %ids, dim = 0 : (tensor<?xi32>) -> tensor<i32>
  %d1 = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %c3 = stablehlo.constant dense<3> : tensor<1xi32>
  %sh = stablehlo.concatenate %d1, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %io = stablehlo.dynamic_iota %sh, dim = 1 : (tensor<2xi32>) -> tensor<?x3xf64>
  %1 = stablehlo.add %0, %io : tensor<?x3xf64>
  %2 = stablehlo.tanh %1 : tensor<?x3xf64>
  %3 = stablehlo.multiply %2, %0 : tensor<?x3xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %r = stablehlo.reduce(%3 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x3xf64>, tensor<f64>) -> tensor<f64>
  return %r : tensor<f64>
}
