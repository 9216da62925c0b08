// a two-operand argmax reduce body (compare, select, or, and) picks the
// first largest value and its index per row
func.func @main() {
  %a = stablehlo.constant dense<[[1.0, 7.0, 3.0, 7.0], [-2.0, -1.0, -5.0, -1.5]]> : tensor<2x4xf32>
  %i = stablehlo.iota dim = 1 : tensor<2x4xi32>
  %m = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = "stablehlo.reduce"(%a, %i, %m, %z) ({
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %gt = stablehlo.compare GT, %av, %bv, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %av, %bv, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt = stablehlo.compare LT, %ai, %bi, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lt : tensor<i1>
    %k = stablehlo.or %gt, %tie : tensor<i1>
    %v = stablehlo.select %gt, %av, %bv : tensor<i1>, tensor<f32>
    %idx = stablehlo.select %k, %ai, %bi : tensor<i1>, tensor<i32>
    "stablehlo.return"(%v, %idx) : (tensor<f32>, tensor<i32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  %expected = stablehlo.constant dense<[1, 1]> : tensor<2xi32>
  check.expect_eq %r#1, %expected : tensor<2xi32>
  %expected_max = stablehlo.constant dense<[7.0, -1.0]> : tensor<2xf32>
  check.expect_eq %r#0, %expected_max : tensor<2xf32>
  func.return
}
