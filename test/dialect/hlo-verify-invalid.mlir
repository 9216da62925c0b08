// Verifier and custom-assembly diagnostics with StableHLO's and MHLO's
// wording.
// RUN: symopt -split-input-file -verify-diagnostics %s

func.func @add_element_types(%a: tensor<4xf32>, %b: tensor<4xbf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.add' op requires the same element type for all operands and results}}
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<4xbf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @add_result_element_type(%a: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{'stablehlo.add' op requires the same element type for all operands and results}}
  %0 = "stablehlo.add"(%a, %a) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// MHLO words the same mismatch as a type incompatibility.
func.func @mhlo_add_element_types(%a: tensor<4xf32>, %b: tensor<4xbf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'mhlo.add' op requires compatible types for all operands and results}}
  %0 = mhlo.add %a, %b : (tensor<4xf32>, tensor<4xbf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @conv_window_key_twice(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32> {
  %0 = mhlo.convolution(%x, %w)
     dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
     // expected-error @+1 {{Unexpected keyword lhs_dilate}}
     window = {lhs_dilate = [1, 1], stride = [1, 1], lhs_dilate = [1, 1]}
     {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
     : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @conv_window_once_each(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32> {
  %0 = stablehlo.convolution(%x, %w)
     dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
     window = {stride = [1, 1], lhs_dilate = [1, 1], rhs_dilate = [1, 1]}
     {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
     : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}
