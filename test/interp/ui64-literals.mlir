// ui64 literals cover the whole unsigned range, in decimal and hex, and
// wrap in arithmetic.
// RUN: symopt-run --split-input-file %s | filecheck %s
// REQUIRES: symopt-run

// CHECK: @add_wraps result0: tensor<3xui64> [18446744073709551615, 8589934592, 0]
func.func @add_wraps() -> tensor<3xui64> {
  %0 = stablehlo.constant dense<[0, 4294967296, 1]> : tensor<3xui64>
  %1 = stablehlo.constant dense<[18446744073709551615, 4294967296, 0xFFFFFFFFFFFFFFFF]> : tensor<3xui64>
  %2 = stablehlo.add %0, %1 : tensor<3xui64>
  func.return %2 : tensor<3xui64>
}

// -----

// CHECK: @compare_unsigned result0: tensor<2xi1> [true, false]
func.func @compare_unsigned() -> tensor<2xi1> {
  %0 = stablehlo.constant dense<[9223372036854775808, 1]> : tensor<2xui64>
  %1 = stablehlo.constant dense<1> : tensor<2xui64>
  %2 = stablehlo.compare GT, %0, %1 : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
  func.return %2 : tensor<2xi1>
}
