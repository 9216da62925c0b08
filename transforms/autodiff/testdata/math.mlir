// log_plus_one, exponential_minus_one, cbrt, tan, atan2, reverse, clamp
// with scalar bounds, the plain dot, and floor/sign (zero gradient).
func.func @f(%x: tensor<?x3xf64>, %y: tensor<?x3xf64>, %w: tensor<3x2xf64>) -> tensor<f64> {
  %0 = stablehlo.log_plus_one %x : tensor<?x3xf64>
  %1 = stablehlo.exponential_minus_one %y : tensor<?x3xf64>
  %2 = stablehlo.cbrt %x : tensor<?x3xf64>
  %h = stablehlo.constant dense<0.5> : tensor<f64>
  %d = stablehlo.get_dimension_size %y, dim = 0 : (tensor<?x3xf64>) -> tensor<i32>
  %d1 = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %c3 = stablehlo.constant dense<3> : tensor<1xi32>
  %sh = stablehlo.concatenate %d1, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %hb = stablehlo.dynamic_broadcast_in_dim %h, %sh, dims = [] : (tensor<f64>, tensor<2xi32>) -> tensor<?x3xf64>
  %3 = stablehlo.multiply %y, %hb : tensor<?x3xf64>
  %4 = stablehlo.tan %3 : tensor<?x3xf64>
  %5 = stablehlo.atan2 %x, %y : tensor<?x3xf64>
  %6 = stablehlo.floor %x : tensor<?x3xf64>
  %7 = stablehlo.sign %y : tensor<?x3xf64>
  %8 = stablehlo.add %6, %7 : tensor<?x3xf64>
  %9 = stablehlo.multiply %8, %y : tensor<?x3xf64>
  %10 = stablehlo.reverse %x, dims = [0, 1] : tensor<?x3xf64>
  %11 = stablehlo.multiply %10, %y : tensor<?x3xf64>
  %lo = stablehlo.constant dense<-0.5> : tensor<f64>
  %12 = stablehlo.clamp %lo, %y, %h : (tensor<f64>, tensor<?x3xf64>, tensor<f64>) -> tensor<?x3xf64>
  %13 = stablehlo.dot %x, %w : (tensor<?x3xf64>, tensor<3x2xf64>) -> tensor<?x2xf64>
  %14 = stablehlo.tanh %13 : tensor<?x2xf64>
  %s0 = stablehlo.add %0, %1 : tensor<?x3xf64>
  %s1 = stablehlo.add %s0, %2 : tensor<?x3xf64>
  %s2 = stablehlo.add %s1, %4 : tensor<?x3xf64>
  %s3 = stablehlo.add %s2, %5 : tensor<?x3xf64>
  %s4 = stablehlo.add %s3, %9 : tensor<?x3xf64>
  %s5 = stablehlo.add %s4, %11 : tensor<?x3xf64>
  %s6 = stablehlo.multiply %s5, %12 : tensor<?x3xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %r0 = stablehlo.reduce(%s6 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x3xf64>, tensor<f64>) -> tensor<f64>
  %r1 = stablehlo.reduce(%14 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x2xf64>, tensor<f64>) -> tensor<f64>
  %r = stablehlo.add %r0, %r1 : tensor<f64>
  return %r : tensor<f64>
}
