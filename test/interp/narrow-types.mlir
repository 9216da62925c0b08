// i2/ui2 arithmetic wraps; the OCP MX and IEEE-like 8-bit float types
// round to nearest even with their own overflow rules.
// RUN: symopt-run --split-input-file %s | filecheck %s
// REQUIRES: symopt-run

// CHECK: @i2_wraps result0: tensor<4xi2> [-2, -2, 0, -1]
// CHECK-NEXT: @i2_wraps result1: tensor<4xui2> [0, 0, 2, 2]
func.func @i2_wraps() -> (tensor<4xi2>, tensor<4xui2>) {
  %0 = stablehlo.constant dense<[-2, -1, 0, 1]> : tensor<4xi2>
  %1 = stablehlo.constant dense<[0, -1, 0, -2]> : tensor<4xi2>
  %2 = stablehlo.add %0, %1 : tensor<4xi2>
  %3 = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xui2>
  %4 = stablehlo.multiply %3, %3 : tensor<4xui2>
  %5 = stablehlo.negate %3 : tensor<4xui2>
  %6 = stablehlo.add %4, %5 : tensor<4xui2>
  func.return %2, %6 : tensor<4xi2>, tensor<4xui2>
}

// -----

// CHECK: @convert_i2 result0: tensor<3xi2> [-1, 1, -2]
// CHECK-NEXT: @convert_i2 result1: tensor<3xf32> [-1, 1, -2]
func.func @convert_i2() -> (tensor<3xi2>, tensor<3xf32>) {
  %0 = stablehlo.constant dense<[7, 5, 2]> : tensor<3xi32>
  %1 = stablehlo.convert %0 : (tensor<3xi32>) -> tensor<3xi2>
  %2 = stablehlo.convert %1 : (tensor<3xi2>) -> tensor<3xf32>
  func.return %1, %2 : tensor<3xi2>, tensor<3xf32>
}

// -----

// f4E2M1FN has neither infinity nor NaN: sums past 6 saturate.
// CHECK: @f4_saturates result0: tensor<3xf4E2M1FN> [6, 4, -6]
func.func @f4_saturates() -> tensor<3xf4E2M1FN> {
  %0 = stablehlo.constant dense<[4.0, 2.0, -6.0]> : tensor<3xf4E2M1FN>
  %1 = stablehlo.constant dense<[4.0, 3.0, -1.0]> : tensor<3xf4E2M1FN>
  %2 = stablehlo.add %0, %1 : tensor<3xf4E2M1FN>
  func.return %2 : tensor<3xf4E2M1FN>
}

// -----

// f8E4M3 and f8E3M4 are IEEE-like: overflow gives infinity.
// CHECK: @f8_ieee_overflow result0: tensor<3xf8E4M3> [+Inf, 0.1015625, +Inf]
// CHECK-NEXT: @f8_ieee_overflow result1: tensor<2xf8E3M4> [+Inf, 0.09375]
func.func @f8_ieee_overflow() -> (tensor<3xf8E4M3>, tensor<2xf8E3M4>) {
  %0 = stablehlo.constant dense<[300.0, 0.1, 240.0]> : tensor<3xf64>
  %1 = stablehlo.convert %0 : (tensor<3xf64>) -> tensor<3xf8E4M3>
  %2 = stablehlo.constant dense<[0.0, 0.0, 16.0]> : tensor<3xf8E4M3>
  %3 = stablehlo.add %1, %2 : tensor<3xf8E4M3>
  %4 = stablehlo.constant dense<[16.0, 0.1]> : tensor<2xf32>
  %5 = stablehlo.convert %4 : (tensor<2xf32>) -> tensor<2xf8E3M4>
  func.return %3, %5 : tensor<3xf8E4M3>, tensor<2xf8E3M4>
}

// -----

// f8E8M0FNU holds powers of two: 3 rounds up to 4, zero to 2^-127, and a
// negative value is NaN.
// CHECK: @e8m0_convert result0: tensor<3xf8E8M0FNU> [4, 5.877472e-39, NaN]
func.func @e8m0_convert() -> tensor<3xf8E8M0FNU> {
  %0 = stablehlo.constant dense<[3.0, 0.0, -2.0]> : tensor<3xf32>
  %1 = stablehlo.convert %0 : (tensor<3xf32>) -> tensor<3xf8E8M0FNU>
  func.return %1 : tensor<3xf8E8M0FNU>
}

// -----

// dot_general on f8E4M3: 0.5 + 3.5 + 6.75 = 10.75 rounds to 11.
// CHECK: @dot_f8 result0: tensor<f8E4M3> [11]
func.func @dot_f8() -> tensor<f8E4M3> {
  %0 = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf8E4M3>
  %1 = stablehlo.constant dense<[0.5, 1.75, 2.25]> : tensor<3xf8E4M3>
  %2 = stablehlo.dot_general %0, %1, contracting_dims = [0] x [0] : (tensor<3xf8E4M3>, tensor<3xf8E4M3>) -> tensor<f8E4M3>
  func.return %2 : tensor<f8E4M3>
}
