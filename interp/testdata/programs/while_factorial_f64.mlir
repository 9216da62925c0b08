// while loop computing 5!
func.func @main() {
  %n0 = stablehlo.constant dense<5.0> : tensor<f64>
  %p0 = stablehlo.constant dense<1.0> : tensor<f64>
  %one = stablehlo.constant dense<1.0> : tensor<f64>
  %r:2 = "stablehlo.while"(%n0, %p0) ({
  ^bb0(%n: tensor<f64>, %p: tensor<f64>):
    %c = stablehlo.compare GE, %n, %one : (tensor<f64>, tensor<f64>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%n: tensor<f64>, %p: tensor<f64>):
    %p2 = stablehlo.multiply %p, %n : tensor<f64>
    %n2 = stablehlo.subtract %n, %one : tensor<f64>
    "stablehlo.return"(%n2, %p2) : (tensor<f64>, tensor<f64>) -> ()
  }) : (tensor<f64>, tensor<f64>) -> (tensor<f64>, tensor<f64>)
  %expected = stablehlo.constant dense<120.0> : tensor<f64>
  check.expect_eq %r#1, %expected : tensor<f64>
  func.return
}
