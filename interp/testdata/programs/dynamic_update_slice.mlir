// update a block
func.func @main() {
  %a = stablehlo.constant dense<[0, 0, 0, 0]> : tensor<4xi32>
  %u = stablehlo.constant dense<[5, 6]> : tensor<2xi32>
  %s = stablehlo.constant dense<1> : tensor<i32>
  %r = "stablehlo.dynamic_update_slice"(%a, %u, %s) : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  %expected = stablehlo.constant dense<[0, 5, 6, 0]> : tensor<4xi32>
  check.expect_eq %r, %expected : tensor<4xi32>
  func.return
}
