// real_dynamic_slice with operand bounds
func.func @main() {
  %a = stablehlo.constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>
  %lo = stablehlo.constant dense<[1]> : tensor<1xi64>
  %hi = stablehlo.constant dense<[6]> : tensor<1xi64>
  %st = stablehlo.constant dense<[2]> : tensor<1xi64>
  %r0 = "stablehlo.real_dynamic_slice"(%a, %lo, %hi, %st) : (tensor<6xi32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi32>
  %r = tensor.cast %r0 : tensor<?xi32> to tensor<3xi32>
  %expected = stablehlo.constant dense<[1, 3, 5]> : tensor<3xi32>
  check.expect_eq %r, %expected : tensor<3xi32>
  func.return
}
