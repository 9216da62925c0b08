// dot_general on quantized operands contracts the dequantized values and
// quantizes the product; with a float lhs (hybrid) the result stays float
func.func @main() {
  %ls = stablehlo.constant dense<[[2, 4], [6, 8]]> : tensor<2x2xi8>
  %rs = stablehlo.constant dense<[[4, 0], [0, 8]]> : tensor<2x2xi8>
  %l = stablehlo.bitcast_convert %ls : (tensor<2x2xi8>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  %r = stablehlo.bitcast_convert %rs : (tensor<2x2xi8>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25>>
  %d = stablehlo.dot_general %l, %r, contracting_dims = [1] x [0] : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2x!quant.uniform<i32:f32, 0.125>>
  %ds = stablehlo.bitcast_convert %d : (tensor<2x2x!quant.uniform<i32:f32, 0.125>>) -> tensor<2x2xi32>
  %expected = stablehlo.constant dense<[[8, 32], [24, 64]]> : tensor<2x2xi32>
  check.expect_eq %ds, %expected : tensor<2x2xi32>
  %f = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %h = stablehlo.dot_general %f, %r, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2xf32>
  %expected_h = stablehlo.constant dense<[[1.0, 4.0], [3.0, 8.0]]> : tensor<2x2xf32>
  check.expect_eq %h, %expected_h : tensor<2x2xf32>
  func.return
}
