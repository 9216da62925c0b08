// i4 arithmetic wraps
func.func @main() {
  %a = stablehlo.constant dense<[7, -8]> : tensor<2xi4>
  %b = stablehlo.constant dense<[1, -1]> : tensor<2xi4>
  %r = stablehlo.add %a, %b : tensor<2xi4>
  %expected = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  check.expect_eq %r, %expected : tensor<2xi4>
  func.return
}
