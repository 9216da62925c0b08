// a reduce body that returns its element argument as an accumulator: the
// next step must still see the previous element (|x| of the one before
// last), not the one loaded after it
func.func @main() {
  %a = stablehlo.constant dense<[1.0, -2.0, -3.0, 4.0]> : tensor<4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r:2 = "stablehlo.reduce"(%a, %a, %z, %z) ({
  ^bb0(%acc0: tensor<f32>, %acc1: tensor<f32>, %x0: tensor<f32>, %x1: tensor<f32>):
    %m = stablehlo.abs %acc0 : tensor<f32>
    "stablehlo.return"(%x0, %m) : (tensor<f32>, tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
  %expected = stablehlo.constant dense<3.0> : tensor<f32>
  check.expect_eq %r#1, %expected : tensor<f32>
  %expected_last = stablehlo.constant dense<4.0> : tensor<f32>
  check.expect_eq %r#0, %expected_last : tensor<f32>
  func.return
}
