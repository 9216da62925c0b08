// uniform_quantize and uniform_dequantize round-trip through i8 storage
func.func @main() {
  %a = stablehlo.constant dense<[1.0, -0.5, 100.0, 0.26]> : tensor<4xf32>
  %q = stablehlo.uniform_quantize %a : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  %s = stablehlo.bitcast_convert %q : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4xi8>
  %es = stablehlo.constant dense<[1, -2, 127, 0]> : tensor<4xi8>
  check.expect_eq %s, %es : tensor<4xi8>
  %d = stablehlo.uniform_dequantize %q : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4xf32>
  %expected = stablehlo.constant dense<[1.0, -0.5, 64.0, 0.5]> : tensor<4xf32>
  check.expect_eq %d, %expected : tensor<4xf32>
  func.return
}
