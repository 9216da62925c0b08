// prefix sums by reduce_window with low padding
func.func @main() {
  %a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%a, %z) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) {window_dimensions = array<i64: 4>, padding = dense<[[3, 0]]> : tensor<1x2xi64>} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %expected = stablehlo.constant dense<[1, 3, 6, 10]> : tensor<4xi32>
  check.expect_eq %r, %expected : tensor<4xi32>
  func.return
}
