// logical shift on i8
func.func @main() {
  %a = stablehlo.constant dense<[-8, 8]> : tensor<2xi8>
  %b = stablehlo.constant dense<[1, 2]> : tensor<2xi8>
  %r = stablehlo.shift_right_logical %a, %b : tensor<2xi8>
  %expected = stablehlo.constant dense<[124, 2]> : tensor<2xi8>
  check.expect_eq %r, %expected : tensor<2xi8>
  func.return
}
