// integer divide and remainder by zero and INT_MIN / -1, in narrow,
// unsigned and 64-bit types: x/0 has every bit set, x%0 is x, INT_MIN / -1
// wraps to INT_MIN and INT_MIN % -1 is 0 (canonicalize folds the same)
func.func @main() {
  %a = stablehlo.constant dense<[-128, -128, 100, -7]> : tensor<4xi8>
  %b = stablehlo.constant dense<[-1, 0, 0, 2]> : tensor<4xi8>
  %q = stablehlo.divide %a, %b : tensor<4xi8>
  %expected = stablehlo.constant dense<[-128, -1, -1, -3]> : tensor<4xi8>
  check.expect_eq %q, %expected : tensor<4xi8>
  %r = stablehlo.remainder %a, %b : tensor<4xi8>
  %expected_r = stablehlo.constant dense<[0, -128, 100, -1]> : tensor<4xi8>
  check.expect_eq %r, %expected_r : tensor<4xi8>
  %u = stablehlo.constant dense<[200, 0, 7]> : tensor<3xui8>
  %z = stablehlo.constant dense<[0, 0, 2]> : tensor<3xui8>
  %uq = stablehlo.divide %u, %z : tensor<3xui8>
  %expected_uq = stablehlo.constant dense<[255, 255, 3]> : tensor<3xui8>
  check.expect_eq %uq, %expected_uq : tensor<3xui8>
  %ur = stablehlo.remainder %u, %z : tensor<3xui8>
  %expected_ur = stablehlo.constant dense<[200, 0, 1]> : tensor<3xui8>
  check.expect_eq %ur, %expected_ur : tensor<3xui8>
  %l = stablehlo.constant dense<[-9223372036854775808, 5]> : tensor<2xi64>
  %m = stablehlo.constant dense<[-1, 0]> : tensor<2xi64>
  %lq = stablehlo.divide %l, %m : tensor<2xi64>
  %expected_lq = stablehlo.constant dense<[-9223372036854775808, -1]> : tensor<2xi64>
  check.expect_eq %lq, %expected_lq : tensor<2xi64>
  %lr = stablehlo.remainder %l, %m : tensor<2xi64>
  %expected_lr = stablehlo.constant dense<[0, 5]> : tensor<2xi64>
  check.expect_eq %lr, %expected_lr : tensor<2xi64>
  func.return
}
