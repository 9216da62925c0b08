// select
func.func @main() {
  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %r = stablehlo.select %p, %a, %b : tensor<2xi1>, tensor<2xi32>
  %expected = stablehlo.constant dense<[1, 4]> : tensor<2xi32>
  check.expect_eq %r, %expected : tensor<2xi32>
  func.return
}
