// rng UNIFORM stays in [a, b) for floats and integers; NORMAL has about
// the requested mean
func.func @main() {
  %a = stablehlo.constant dense<2.0> : tensor<f32>
  %b = stablehlo.constant dense<5.0> : tensor<f32>
  %sh = stablehlo.constant dense<[64, 16]> : tensor<2xi64>
  %u = stablehlo.rng %a, %b, %sh, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<64x16xf32>
  %ab = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
  %ge = stablehlo.compare GE, %u, %ab : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xi1>
  %lt = stablehlo.compare LT, %u, %bb : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xi1>
  %in = stablehlo.and %ge, %lt : tensor<64x16xi1>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %all = stablehlo.reduce(%in init: %t) applies stablehlo.and across dimensions = [0, 1] : (tensor<64x16xi1>, tensor<i1>) -> tensor<i1>
  %expected = stablehlo.constant dense<true> : tensor<i1>
  check.expect_eq %all, %expected : tensor<i1>
  %ia = stablehlo.constant dense<-3> : tensor<i32>
  %ib = stablehlo.constant dense<4> : tensor<i32>
  %ish = stablehlo.constant dense<[500]> : tensor<1xi64>
  %iu = stablehlo.rng %ia, %ib, %ish, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<500xi32>
  %imin0 = stablehlo.constant dense<2147483647> : tensor<i32>
  %imax0 = stablehlo.constant dense<-2147483648> : tensor<i32>
  %imin = stablehlo.reduce(%iu init: %imin0) applies stablehlo.minimum across dimensions = [0] : (tensor<500xi32>, tensor<i32>) -> tensor<i32>
  %imax = stablehlo.reduce(%iu init: %imax0) applies stablehlo.maximum across dimensions = [0] : (tensor<500xi32>, tensor<i32>) -> tensor<i32>
  %expected_min = stablehlo.constant dense<-3> : tensor<i32>
  check.expect_eq %imin, %expected_min : tensor<i32>
  %expected_max = stablehlo.constant dense<3> : tensor<i32>
  check.expect_eq %imax, %expected_max : tensor<i32>
  %mu = stablehlo.constant dense<10.0> : tensor<f64>
  %sigma = stablehlo.constant dense<1.0> : tensor<f64>
  %nsh = stablehlo.constant dense<[4096]> : tensor<1xi64>
  %n = stablehlo.rng %mu, %sigma, %nsh, distribution = NORMAL : (tensor<f64>, tensor<f64>, tensor<1xi64>) -> tensor<4096xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %sum = stablehlo.reduce(%n init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4096xf64>, tensor<f64>) -> tensor<f64>
  %cnt = stablehlo.constant dense<4096.0> : tensor<f64>
  %mean = stablehlo.divide %sum, %cnt : tensor<f64>
  %r = stablehlo.round_nearest_even %mean : tensor<f64>
  %expected_mean = stablehlo.constant dense<10.0> : tensor<f64>
  check.expect_eq %r, %expected_mean : tensor<f64>
  func.return
}
