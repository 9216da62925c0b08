// edge and interior padding
func.func @main() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.pad"(%a, %z) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>} : (tensor<2x2xi32>, tensor<i32>) -> tensor<4x3xi32>
  %expected = stablehlo.constant dense<[[0, 1, 2], [0, 0, 0], [0, 3, 4], [0, 0, 0]]> : tensor<4x3xi32>
  check.expect_eq %r, %expected : tensor<4x3xi32>
  func.return
}
