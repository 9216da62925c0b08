// bitcast
func.func @main() {
  %a = stablehlo.constant dense<[1.0, -2.0]> : tensor<2xf32>
  %r = stablehlo.bitcast_convert %a : (tensor<2xf32>) -> tensor<2xi32>
  %expected = stablehlo.constant dense<[1065353216, -1073741824]> : tensor<2xi32>
  check.expect_eq %r, %expected : tensor<2xi32>
  func.return
}
