// variadic reduce computing an argmax
func.func @main() {
  %v = stablehlo.constant dense<[3.0, 9.0, 1.0, 9.0]> : tensor<4xf32>
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %v0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = "stablehlo.reduce"(%v, %i, %v0, %i0) ({
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %gt = stablehlo.compare GT, %bv, %av : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %nv = stablehlo.select %gt, %bv, %av : tensor<i1>, tensor<f32>
    %ni = stablehlo.select %gt, %bi, %ai : tensor<i1>, tensor<i32>
    "stablehlo.return"(%nv, %ni) : (tensor<f32>, tensor<i32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
  %expected = stablehlo.constant dense<1> : tensor<i32>
  check.expect_eq %r#1, %expected : tensor<i32>
  func.return
}
