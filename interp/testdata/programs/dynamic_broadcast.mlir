// dynamic_broadcast_in_dim with a computed shape
func.func @main() {
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %d = stablehlo.get_dimension_size %a, dim = 0 : (tensor<3xi32>) -> tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<1xi32>
  %dr = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %shape = stablehlo.concatenate %two, %dr, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %b = "stablehlo.dynamic_broadcast_in_dim"(%a, %shape) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<2xi32>) -> tensor<?x?xi32>
  %r = tensor.cast %b : tensor<?x?xi32> to tensor<2x3xi32>
  %expected = stablehlo.constant dense<[[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
  check.expect_eq %r, %expected : tensor<2x3xi32>
  func.return
}
