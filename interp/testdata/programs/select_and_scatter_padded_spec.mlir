// select_and_scatter with a padded, strided window (the specification's example)
func.func @main() {
  %a = stablehlo.constant dense<[[1, 5], [2, 5], [3, 6], [4, 4]]> : tensor<4x2xi64>
  %src = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
  %z = stablehlo.constant dense<0> : tensor<i64>
  %r = "stablehlo.select_and_scatter"(%a, %src, %z) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %ge = stablehlo.compare GE, %x, %y : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%ge) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  %expected = stablehlo.constant dense<[[0, 0], [0, 0], [5, 14], [7, 0]]> : tensor<4x2xi64>
  check.expect_eq %r, %expected : tensor<4x2xi64>
  func.return
}
