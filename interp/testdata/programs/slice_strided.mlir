// slice with a stride
func.func @main() {
  %a = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi32>
  %r = "stablehlo.slice"(%a) {start_indices = array<i64: 1>, limit_indices = array<i64: 7>, strides = array<i64: 2>} : (tensor<8xi32>) -> tensor<3xi32>
  %expected = stablehlo.constant dense<[1, 3, 5]> : tensor<3xi32>
  check.expect_eq %r, %expected : tensor<3xi32>
  func.return
}
