// atan2 and cbrt on complex numbers follow the reference's formulas;
// complex<f32> products are computed in f32 (an overflowing product is
// inf, and inf - inf is NaN)
func.func @main() {
  %y = stablehlo.constant dense<[(1.0, 0.0), (3.0, 0.0)]> : tensor<2xcomplex<f64>>
  %x = stablehlo.constant dense<[(0.0, 0.0), (4.0, 0.0)]> : tensor<2xcomplex<f64>>
  %a = stablehlo.atan2 %y, %x : tensor<2xcomplex<f64>>
  %expected = stablehlo.constant dense<[(1.5707963267948966, 0.0), (0.64350110879328437, 0.0)]> : tensor<2xcomplex<f64>>
  check.expect_almost_eq %a, %expected : tensor<2xcomplex<f64>>
  %c = stablehlo.constant dense<[(3.0, 4.0), (-8.0, 0.0)]> : tensor<2xcomplex<f32>>
  %r = stablehlo.cbrt %c : tensor<2xcomplex<f32>>
  %expected_r = stablehlo.constant dense<[(1.62893713, 0.520174503), (1.0, 1.73205078)]> : tensor<2xcomplex<f32>>
  check.expect_almost_eq %r, %expected_r : tensor<2xcomplex<f32>>
  %big = stablehlo.constant dense<(1.0e20, 1.0e20)> : tensor<complex<f32>>
  %sq = stablehlo.multiply %big, %big : tensor<complex<f32>>
  %im = stablehlo.imag %sq : (tensor<complex<f32>>) -> tensor<f32>
  %re = stablehlo.real %sq : (tensor<complex<f32>>) -> tensor<f32>
  %nan = stablehlo.compare NE, %re, %re : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %expected_nan = stablehlo.constant dense<true> : tensor<i1>
  check.expect_eq %nan, %expected_nan : tensor<i1>
  %expected_im = stablehlo.constant dense<0x7F800000> : tensor<f32>
  check.expect_eq %im, %expected_im : tensor<f32>
  func.return
}
