// set_dimension_size keeps the first `size` rows: the dynamic size it sets
// is the extent of the result (a later get_dimension_size reads it back)
func.func @main() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi32>
  %size = stablehlo.constant dense<3> : tensor<i32>
  %b = "stablehlo.set_dimension_size"(%a, %size) <{dimension = 0 : i64}> : (tensor<4x2xi32>, tensor<i32>) -> tensor<?x2xi32, #stablehlo.bounds<4, ?>>
  %n = stablehlo.get_dimension_size %b, dim = 0 : (tensor<?x2xi32, #stablehlo.bounds<4, ?>>) -> tensor<i32>
  check.expect_eq %n, %size : tensor<i32>
  %r = tensor.cast %b : tensor<?x2xi32, #stablehlo.bounds<4, ?>> to tensor<3x2xi32>
  %expected = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  check.expect_eq %r, %expected : tensor<3x2xi32>
  func.return
}
