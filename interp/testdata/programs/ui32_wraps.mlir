// ui32 addition wraps at 2^32
func.func @main() {
  %a = stablehlo.constant dense<[4294967295, 1]> : tensor<2xui32>
  %b = stablehlo.constant dense<[1, 4294967294]> : tensor<2xui32>
  %r = stablehlo.add %a, %b : tensor<2xui32>
  %expected = stablehlo.constant dense<[0, 4294967295]> : tensor<2xui32>
  check.expect_eq %r, %expected : tensor<2xui32>
  func.return
}
