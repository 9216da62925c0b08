// scatter replacing values
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 1.0, 1.0]> : tensor<3xf32>
  %i = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi64>
  %u = stablehlo.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %r = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%y) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<3xf32>
  %expected = stablehlo.constant dense<[8.0, 1.0, 7.0]> : tensor<3xf32>
  check.expect_eq %r, %expected : tensor<3xf32>
  func.return
}
