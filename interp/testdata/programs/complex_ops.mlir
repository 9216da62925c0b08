// complex construction and multiplication
func.func @main() {
  %re = stablehlo.constant dense<[1.0, 0.0]> : tensor<2xf32>
  %im = stablehlo.constant dense<[2.0, 1.0]> : tensor<2xf32>
  %c = stablehlo.complex %re, %im : tensor<2xcomplex<f32>>
  %r = stablehlo.multiply %c, %c : tensor<2xcomplex<f32>>
  %expected = stablehlo.constant dense<[(-3.0, 4.0), (-1.0, 0.0)]> : tensor<2xcomplex<f32>>
  check.expect_eq %r, %expected : tensor<2xcomplex<f32>>
  func.return
}
