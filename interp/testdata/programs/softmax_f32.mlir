// softmax of a row
func.func @main() {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %m = "stablehlo.reduce"(%a, %ninf) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.maximum"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<1x3xf32>, tensor<f32>) -> tensor<1xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<1xf32>) -> tensor<1x3xf32>
  %d = stablehlo.subtract %a, %mb : tensor<1x3xf32>
  %e = stablehlo.exponential %d : tensor<1x3xf32>
  %s = "stablehlo.reduce"(%e, %z) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<1x3xf32>, tensor<f32>) -> tensor<1xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<1xf32>) -> tensor<1x3xf32>
  %r = stablehlo.divide %e, %sb : tensor<1x3xf32>
  %expected = stablehlo.constant dense<[[0.0900305733, 0.244728476, 0.665240943]]> : tensor<1x3xf32>
  check.expect_almost_eq %r, %expected : tensor<1x3xf32>
  func.return
}
