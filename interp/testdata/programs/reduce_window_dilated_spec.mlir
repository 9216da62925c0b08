// reduce_window with strides, padding and both dilations (the specification's example)
func.func @main() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %z = stablehlo.constant dense<0> : tensor<i64>
  %r = "stablehlo.reduce_window"(%a, %z) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>, base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 3, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  %expected = stablehlo.constant dense<[[0, 0], [3, 4]]> : tensor<2x2xi64>
  check.expect_eq %r, %expected : tensor<2x2xi64>
  func.return
}
