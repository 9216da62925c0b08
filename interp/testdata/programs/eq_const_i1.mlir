// expect_eq_const on booleans
func.func @main() {
  %a = stablehlo.constant dense<[1, 5]> : tensor<2xi32>
  %b = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %r = stablehlo.compare EQ, %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  "check.expect_eq_const"(%r) {value = dense<[true, false]> : tensor<2xi1>} : (tensor<2xi1>) -> ()
  func.return
}
