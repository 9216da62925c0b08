// i32 addition wraps around
func.func @main() {
  %a = stablehlo.constant dense<[2147483647, -5]> : tensor<2xi32>
  %b = stablehlo.constant dense<[1, 5]> : tensor<2xi32>
  %r = stablehlo.add %a, %b : tensor<2xi32>
  %expected = stablehlo.constant dense<[-2147483648, 0]> : tensor<2xi32>
  check.expect_eq %r, %expected : tensor<2xi32>
  func.return
}
