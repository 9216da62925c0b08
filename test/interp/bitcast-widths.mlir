// bitcast_convert works on the types' own widths: i1 is one bit, complex
// types hold the real part in their low half.
// RUN: symopt-run --split-input-file %s | filecheck %s
// REQUIRES: symopt-run

// CHECK: @i1_to_ui8 result0: tensor<2xui8> [13, 128]
func.func @i1_to_ui8() -> tensor<2xui8> {
  %0 = stablehlo.constant dense<[[true, false, true, true, false, false, false, false],
                                 [false, false, false, false, false, false, false, true]]> : tensor<2x8xi1>
  %1 = stablehlo.bitcast_convert %0 : (tensor<2x8xi1>) -> tensor<2xui8>
  func.return %1 : tensor<2xui8>
}

// -----

// CHECK: @c128_round_trip result0: tensor<2xi1> [true, true]
func.func @c128_round_trip() -> tensor<2xi1> {
  %0 = stablehlo.constant dense<[(1.5, -2.0), (0.0, 3.25)]> : tensor<2xcomplex<f64>>
  %1 = stablehlo.bitcast_convert %0 : (tensor<2xcomplex<f64>>) -> tensor<2x2xcomplex<f32>>
  %2 = stablehlo.bitcast_convert %1 : (tensor<2x2xcomplex<f32>>) -> tensor<2xcomplex<f64>>
  %3 = stablehlo.compare EQ, %0, %2 : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2xi1>
  func.return %3 : tensor<2xi1>
}

// -----

// convert from complex to i1 reads the real part only.
// CHECK: @complex_to_i1 result0: tensor<3xi1> [true, false, false]
func.func @complex_to_i1() -> tensor<3xi1> {
  %0 = stablehlo.constant dense<[(-1.0, 0.0), (0.0, 1.0), (0.0, 0.0)]> : tensor<3xcomplex<f32>>
  %1 = stablehlo.convert %0 : (tensor<3xcomplex<f32>>) -> tensor<3xi1>
  func.return %1 : tensor<3xi1>
}

// -----

// reduce_precision to a format without mantissa bits turns NaN into +Inf.
// CHECK: @reduce_precision_nan result0: tensor<2xf32> [+Inf, NaN]
func.func @reduce_precision_nan() -> tensor<2xf32> {
  %0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %1 = stablehlo.reduce_precision %0, format = e5m0 : tensor<f32>
  %2 = stablehlo.reduce_precision %0, format = e5m2 : tensor<f32>
  %3 = stablehlo.reshape %1 : (tensor<f32>) -> tensor<1xf32>
  %4 = stablehlo.reshape %2 : (tensor<f32>) -> tensor<1xf32>
  %5 = stablehlo.concatenate %3, %4, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  func.return %5 : tensor<2xf32>
}
