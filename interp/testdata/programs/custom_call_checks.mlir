// the custom_call spellings of checks
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf16>
  %r = stablehlo.multiply %a, %a : tensor<2xf16>
  %expected = stablehlo.constant dense<[1.0, 4.0]> : tensor<2xf16>
  stablehlo.custom_call @check.expect_close(%r, %expected) {has_side_effect = true} : (tensor<2xf16>, tensor<2xf16>) -> ()
  %ok = stablehlo.custom_call @check.eq(%r, %expected) : (tensor<2xf16>, tensor<2xf16>) -> tensor<i1>
  func.return
}
