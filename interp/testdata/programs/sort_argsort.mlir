// sort values with their indices
func.func @main() {
  %v = stablehlo.constant dense<[3.0, 1.0, 2.0]> : tensor<3xf32>
  %i = stablehlo.iota dim = 0 : tensor<3xi32>
  %r:2 = "stablehlo.sort"(%v, %i) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%lt) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)
  %ev = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  check.expect_eq %r#0, %ev : tensor<3xf32>
  %expected = stablehlo.constant dense<[1, 2, 0]> : tensor<3xi32>
  check.expect_eq %r#1, %expected : tensor<3xi32>
  func.return
}
