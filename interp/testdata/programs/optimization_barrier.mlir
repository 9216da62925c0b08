// optimization_barrier passes values through
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b:2 = "stablehlo.optimization_barrier"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  %r = stablehlo.add %b#0, %b#1 : tensor<2xi32>
  %expected = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
  check.expect_eq %r, %expected : tensor<2xi32>
  func.return
}
