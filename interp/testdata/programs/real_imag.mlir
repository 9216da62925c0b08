// real and imag parts
func.func @main() {
  %c = stablehlo.constant dense<[(1.5, -2.0)]> : tensor<1xcomplex<f64>>
  %re = stablehlo.real %c : (tensor<1xcomplex<f64>>) -> tensor<1xf64>
  %im = stablehlo.imag %c : (tensor<1xcomplex<f64>>) -> tensor<1xf64>
  %r = stablehlo.add %re, %im : tensor<1xf64>
  %expected = stablehlo.constant dense<[-0.5]> : tensor<1xf64>
  check.expect_eq %r, %expected : tensor<1xf64>
  func.return
}
