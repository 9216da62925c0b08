// scatter-add with a repeated index
func.func @main() {
  %a = stablehlo.constant dense<[0, 0, 0, 0]> : tensor<4xi32>
  %i = stablehlo.constant dense<[[1], [3], [1]]> : tensor<3x1xi32>
  %u = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4xi32>, tensor<3x1xi32>, tensor<3xi32>) -> tensor<4xi32>
  %expected = stablehlo.constant dense<[0, 4, 0, 2]> : tensor<4xi32>
  check.expect_eq %r, %expected : tensor<4xi32>
  func.return
}
