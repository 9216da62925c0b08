// i8 subtraction wraps
func.func @main() {
  %a = stablehlo.constant dense<[5, -128]> : tensor<2xi8>
  %b = stablehlo.constant dense<[6, 1]> : tensor<2xi8>
  %r = stablehlo.subtract %a, %b : tensor<2xi8>
  %expected = stablehlo.constant dense<[-1, 127]> : tensor<2xi8>
  check.expect_eq %r, %expected : tensor<2xi8>
  func.return
}
