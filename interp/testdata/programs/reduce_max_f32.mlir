// max over dimension 0
func.func @main() {
  %a = stablehlo.constant dense<[[1.0, 7.0], [4.0, -5.0]]> : tensor<2x2xf32>
  %z = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r = "stablehlo.reduce"(%a, %z) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.maximum"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
  %expected = stablehlo.constant dense<[4.0, 7.0]> : tensor<2xf32>
  check.expect_eq %r, %expected : tensor<2xf32>
  func.return
}
