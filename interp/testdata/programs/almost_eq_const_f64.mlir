// expect_almost_eq_const
func.func @main() {
  %a = stablehlo.constant dense<[2.0]> : tensor<1xf64>
  %r = stablehlo.sqrt %a : tensor<1xf64>
  "check.expect_almost_eq_const"(%r) {value = dense<[1.41421]> : tensor<1xf64>} : (tensor<1xf64>) -> ()
  func.return
}
