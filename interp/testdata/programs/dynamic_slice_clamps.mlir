// start indices are clamped
func.func @main() {
  %a = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %s = stablehlo.constant dense<3> : tensor<i64>
  %r = "stablehlo.dynamic_slice"(%a, %s) {slice_sizes = array<i64: 2>} : (tensor<4xi32>, tensor<i64>) -> tensor<2xi32>
  %expected = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  check.expect_eq %r, %expected : tensor<2xi32>
  func.return
}
