// a body that is not a single op (sum of squares)
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce"(%a, %z) ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    %sq = stablehlo.multiply %x, %x : tensor<f32>
    %s = stablehlo.add %acc, %sq : tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  %expected = stablehlo.constant dense<14.0> : tensor<f32>
  check.expect_eq %r, %expected : tensor<f32>
  func.return
}
