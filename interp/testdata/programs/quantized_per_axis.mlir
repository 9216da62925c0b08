// per-axis quantization: each column has its own scale and zero point;
// transpose moves the storage with the axis, add requantizes per column
func.func @main() {
  %s = stablehlo.constant dense<[[2, 5], [-4, 1]]> : tensor<2x2xi8>
  %q = stablehlo.bitcast_convert %s : (tensor<2x2xi8>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>
  %d = stablehlo.uniform_dequantize %q : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>) -> tensor<2x2xf32>
  %expected = stablehlo.constant dense<[[1.0, 1.0], [-2.0, 0.0]]> : tensor<2x2xf32>
  check.expect_eq %d, %expected : tensor<2x2xf32>
  %t = stablehlo.transpose %q, dims = [1, 0] : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>>
  %td = stablehlo.uniform_dequantize %t : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>>) -> tensor<2x2xf32>
  %expected_t = stablehlo.constant dense<[[1.0, -2.0], [1.0, 0.0]]> : tensor<2x2xf32>
  check.expect_eq %td, %expected_t : tensor<2x2xf32>
  %a = stablehlo.add %q, %q : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {1.0:3, 0.5:0}>>
  %as = stablehlo.bitcast_convert %a : (tensor<2x2x!quant.uniform<i8:f32:1, {1.0:3, 0.5:0}>>) -> tensor<2x2xi8>
  %expected_a = stablehlo.constant dense<[[5, 4], [-1, 0]]> : tensor<2x2xi8>
  check.expect_eq %as, %expected_a : tensor<2x2xi8>
  func.return
}
