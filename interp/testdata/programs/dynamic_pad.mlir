// dynamic_pad with operand paddings
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %z = stablehlo.constant dense<9> : tensor<i32>
  %lo = stablehlo.constant dense<[1]> : tensor<1xi64>
  %hi = stablehlo.constant dense<[2]> : tensor<1xi64>
  %in = stablehlo.constant dense<[1]> : tensor<1xi64>
  %r0 = "stablehlo.dynamic_pad"(%a, %z, %lo, %hi, %in) : (tensor<2xi32>, tensor<i32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi32>
  %r = tensor.cast %r0 : tensor<?xi32> to tensor<6xi32>
  %expected = stablehlo.constant dense<[9, 1, 9, 2, 9, 9]> : tensor<6xi32>
  check.expect_eq %r, %expected : tensor<6xi32>
  func.return
}
