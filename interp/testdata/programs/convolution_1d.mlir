// 1-D convolution with padding
func.func @main() {
  %x = stablehlo.constant dense<[[[1.0], [2.0], [3.0]]]> : tensor<1x3x1xf32>
  %w = stablehlo.constant dense<[[[1.0]], [[1.0]]]> : tensor<2x1x1xf32>
  %r = "stablehlo.convolution"(%x, %w) {dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, window_strides = array<i64: 1>, padding = dense<[[1, 0]]> : tensor<1x2xi64>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x3x1xf32>, tensor<2x1x1xf32>) -> tensor<1x3x1xf32>
  %expected = stablehlo.constant dense<[[[1.0], [3.0], [5.0]]]> : tensor<1x3x1xf32>
  check.expect_eq %r, %expected : tensor<1x3x1xf32>
  func.return
}
