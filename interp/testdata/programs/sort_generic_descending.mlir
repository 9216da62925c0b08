// a comparator that is not a single compare (by absolute value, descending)
func.func @main() {
  %v = stablehlo.constant dense<[[1, -5, 3], [-2, 0, 4]]> : tensor<2x3xi32>
  %r = "stablehlo.sort"(%v) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %aa = stablehlo.abs %a : tensor<i32>
    %ab = stablehlo.abs %b : tensor<i32>
    %gt = stablehlo.compare GT, %aa, %ab : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%gt) : (tensor<i1>) -> ()
  }) {dimension = 1 : i64} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %expected = stablehlo.constant dense<[[-5, 3, 1], [4, -2, 0]]> : tensor<2x3xi32>
  check.expect_eq %r, %expected : tensor<2x3xi32>
  func.return
}
