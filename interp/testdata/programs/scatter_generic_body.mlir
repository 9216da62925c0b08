// scatter with a two-op body (x + 2y)
func.func @main() {
  %a = stablehlo.constant dense<[1, 1, 1]> : tensor<3xi32>
  %i = stablehlo.constant dense<[[1]]> : tensor<1x1xi32>
  %u = stablehlo.constant dense<[5]> : tensor<1xi32>
  %r = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %d = stablehlo.add %y, %y : tensor<i32>
    %s = stablehlo.add %x, %d : tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %expected = stablehlo.constant dense<[1, 11, 1]> : tensor<3xi32>
  check.expect_eq %r, %expected : tensor<3xi32>
  func.return
}
