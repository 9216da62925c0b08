// while loop summing 0..9
func.func @main() {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %s0 = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %ten = stablehlo.constant dense<10> : tensor<i32>
  %r:2 = "stablehlo.while"(%i0, %s0) ({
  ^bb0(%i: tensor<i32>, %s: tensor<i32>):
    %c = stablehlo.compare LT, %i, %ten : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %s: tensor<i32>):
    %s2 = stablehlo.add %s, %i : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    "stablehlo.return"(%i2, %s2) : (tensor<i32>, tensor<i32>) -> ()
  }) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  %expected = stablehlo.constant dense<45> : tensor<i32>
  check.expect_eq %r#1, %expected : tensor<i32>
  func.return
}
