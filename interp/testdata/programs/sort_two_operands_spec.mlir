// sort of two operands by the first, descending, along dimension 0 (the specification's example)
func.func @main() {
  %a = stablehlo.constant dense<[[1, 2, 3], [3, 2, 1]]> : tensor<2x3xi64>
  %b = stablehlo.constant dense<[[3, 2, 1], [1, 2, 3]]> : tensor<2x3xi64>
  %r:2 = "stablehlo.sort"(%a, %b) ({
  ^bb0(%x0: tensor<i64>, %y0: tensor<i64>, %x1: tensor<i64>, %y1: tensor<i64>):
    %gt = stablehlo.compare GT, %x0, %y0 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%gt) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
  %expected = stablehlo.constant dense<[[3, 2, 3], [1, 2, 1]]> : tensor<2x3xi64>
  check.expect_eq %r#0, %expected : tensor<2x3xi64>
  %e1 = stablehlo.constant dense<[[1, 2, 1], [3, 2, 3]]> : tensor<2x3xi64>
  check.expect_eq %r#1, %e1 : tensor<2x3xi64>
  func.return
}
