// logical not
func.func @main() {
  %a = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %r = stablehlo.not %a : (tensor<2xi1>) -> tensor<2xi1>
  %expected = stablehlo.constant dense<[false, true]> : tensor<2xi1>
  check.expect_eq %r, %expected : tensor<2xi1>
  func.return
}
