// gradient of max pooling
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 5.0, 2.0, 8.0]> : tensor<4xf32>
  %src = stablehlo.constant dense<[10.0, 20.0]> : tensor<2xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%a, %src, %z) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %ge = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%ge) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  %expected = stablehlo.constant dense<[0.0, 10.0, 0.0, 20.0]> : tensor<4xf32>
  check.expect_eq %r, %expected : tensor<4xf32>
  func.return
}
