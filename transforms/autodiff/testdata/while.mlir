// A fori_loop with a static trip count (unrolled before differentiation):
// five steps of x <- tanh(x * w), as JAX exports it.
func.func @f(%x: tensor<?x2xf64>, %w: tensor<?x2xf64>) -> tensor<f64> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %h = %x) : tensor<i32>, tensor<?x2xf64>
   cond {
    %c5 = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %m = stablehlo.multiply %h, %w : tensor<?x2xf64>
    %t = stablehlo.tanh %m : tensor<?x2xf64>
    %s = stablehlo.add %t, %x : tensor<?x2xf64>
    stablehlo.return %n, %s : tensor<i32>, tensor<?x2xf64>
  }
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %r = stablehlo.reduce(%0#1 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x2xf64>, tensor<f64>) -> tensor<f64>
  return %r : tensor<f64>
}
