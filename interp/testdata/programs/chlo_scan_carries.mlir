// chlo.scan along dimension 0 with two inputs, an output of another
// element type, and a scan with no inputs whose length is scan_dim_size.
func.func @main() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %k = stablehlo.constant dense<[1, 0, 1]> : tensor<3xi32>
  %zero = stablehlo.constant dense<0.0> : tensor<2xf32>
  %r:2 = chlo.scan(%x, %k) inits (%zero) dimension=0 {
  ^bb0(%row: tensor<2xf32>, %keep: tensor<i32>, %acc: tensor<2xf32>):
    %s = stablehlo.add %acc, %row : tensor<2xf32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %b = stablehlo.compare NE, %keep, %z : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %next = stablehlo.select %b, %s, %acc : tensor<i1>, tensor<2xf32>
    %flag = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<i1>) -> tensor<2xi1>
    stablehlo.return %flag, %next : tensor<2xi1>, tensor<2xf32>
  } : (tensor<3x2xf32>, tensor<3xi32>, tensor<2xf32>) -> (tensor<3x2xi1>, tensor<2xf32>)
  check.expect_eq_const %r#0, dense<[[true, true], [false, false], [true, true]]> : tensor<3x2xi1>
  check.expect_almost_eq_const %r#1, dense<[6.0, 8.0]> : tensor<2xf32>

  %one = stablehlo.constant dense<1> : tensor<i64>
  %p:2 = chlo.scan() inits (%one) dimension=0 attributes {scan_dim_size = 4 : i64} {
  ^bb0(%c: tensor<i64>):
    %two = stablehlo.constant dense<2> : tensor<i64>
    %d = stablehlo.multiply %c, %two : tensor<i64>
    stablehlo.return %c, %d : tensor<i64>, tensor<i64>
  } : (tensor<i64>) -> (tensor<4xi64>, tensor<i64>)
  check.expect_eq_const %p#0, dense<[1, 2, 4, 8]> : tensor<4xi64>
  check.expect_eq_const %p#1, dense<16> : tensor<i64>
  func.return
}
