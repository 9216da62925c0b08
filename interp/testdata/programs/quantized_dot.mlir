// dot_general and convolution on quantized operands contract the
// dequantized values and quantize the result; with a float lhs (hybrid)
// the result stays float
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
  %xs = stablehlo.constant dense<[[[2], [4], [6]]]> : tensor<1x3x1xi8>
  %ws = stablehlo.constant dense<[[[4]], [[4]]]> : tensor<2x1x1xi8>
  %x = stablehlo.bitcast_convert %xs : (tensor<1x3x1xi8>) -> tensor<1x3x1x!quant.uniform<i8:f32, 0.5>>
  %w = stablehlo.bitcast_convert %ws : (tensor<2x1x1xi8>) -> tensor<2x1x1x!quant.uniform<i8:f32, 0.25>>
  %c = "stablehlo.convolution"(%x, %w) {dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, window_strides = array<i64: 1>, padding = dense<[[1, 0]]> : tensor<1x2xi64>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x3x1x!quant.uniform<i8:f32, 0.5>>, tensor<2x1x1x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x3x1x!quant.uniform<i32:f32, 0.5>>
  %cs = stablehlo.bitcast_convert %c : (tensor<1x3x1x!quant.uniform<i32:f32, 0.5>>) -> tensor<1x3x1xi32>
  %expected_c = stablehlo.constant dense<[[[2], [6], [10]]]> : tensor<1x3x1xi32>
  check.expect_eq %cs, %expected_c : tensor<1x3x1xi32>
  func.return
}
