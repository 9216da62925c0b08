// tuple and get_tuple_element
func.func @main() {
  %a = stablehlo.constant dense<1> : tensor<i32>
  %b = stablehlo.constant dense<[2.0]> : tensor<1xf32>
  %t = "stablehlo.tuple"(%a, %b) : (tensor<i32>, tensor<1xf32>) -> tuple<tensor<i32>, tensor<1xf32>>
  %r = "stablehlo.get_tuple_element"(%t) {index = 1 : i32} : (tuple<tensor<i32>, tensor<1xf32>>) -> tensor<1xf32>
  %expected = stablehlo.constant dense<[2.0]> : tensor<1xf32>
  check.expect_eq %r, %expected : tensor<1xf32>
  func.return
}
