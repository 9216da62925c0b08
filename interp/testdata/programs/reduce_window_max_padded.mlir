// max pooling with padding and stride
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 5.0, 2.0, 8.0, 3.0]> : tensor<5xf32>
  %z = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r = "stablehlo.reduce_window"(%a, %z) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.maximum"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<5xf32>, tensor<f32>) -> tensor<3xf32>
  %expected = stablehlo.constant dense<[1.0, 5.0, 8.0]> : tensor<3xf32>
  check.expect_eq %r, %expected : tensor<3xf32>
  func.return
}
