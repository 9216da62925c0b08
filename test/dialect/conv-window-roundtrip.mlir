// A convolution whose padding is one value throughout prints its generic
// form with a splat (dense<1> : tensor<2x2xi64>); read back, it still prints
// in the pretty form, with every pair of the padding spelled out.
// RUN: symopt %s -mlir-print-op-generic | symopt | filecheck %s
// RUN: symopt %s | symopt -mlir-print-op-generic | symopt | filecheck %s
// RUN: symopt %s -mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// GENERIC: padding = dense<1> : tensor<2x2xi64>
// GENERIC: padding = dense<3> : tensor<2x2xi64>
// GENERIC: padding = dense<1> : tensor<2x2xi64>

// CHECK-LABEL: func.func @stablehlo_splat_pad
// CHECK: stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}1, 1], [1, 1]]}
func.func @stablehlo_splat_pad(%arg0: tensor<1x8x8x4xf32>, %arg1: tensor<3x3x4x16xf32>) -> tensor<1x8x8x16xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x8x8x16xf32>
  return %0 : tensor<1x8x8x16xf32>
}

// CHECK-LABEL: func.func @mhlo_splat_pad
// CHECK: mhlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = {{\[\[}}3, 3], [3, 3]], rhs_dilate = [1, 1]}
func.func @mhlo_splat_pad(%arg0: tensor<1x3x32x32xf32>, %arg1: tensor<64x3x7x7xf32>) -> tensor<1x64x16x16xf32> {
  %0 = mhlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[3, 3], [3, 3]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x32x32xf32>, tensor<64x3x7x7xf32>) -> tensor<1x64x16x16xf32>
  return %0 : tensor<1x64x16x16xf32>
}

// Unknown dims (`?`) in the dimension numbers have no pretty form symopt
// reads back: the op stays generic.
// CHECK-LABEL: func.func @mhlo_unknown_dims
// CHECK: "mhlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #mhlo.conv<[b, 0, 1, ?, f]x[0, 1, ?, i, o]->[?, b, 0, 1, f]>
func.func @mhlo_unknown_dims(%arg0: tensor<1x8x8x32x207xf32>, %arg1: tensor<3x3x32x207x16xf32>) -> tensor<32x1x8x8x16xf32> {
  %0 = "mhlo.convolution"(%arg0, %arg1) {window_strides = dense<1> : tensor<2xi64>, padding = dense<1> : tensor<2x2xi64>, lhs_dilation = dense<1> : tensor<2xi64>, rhs_dilation = dense<1> : tensor<2xi64>, window_reversal = dense<false> : tensor<2xi1>, dimension_numbers = #mhlo.conv<[b, 0, 1, ?, f]x[0, 1, ?, i, o]->[?, b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x8x8x32x207xf32>, tensor<3x3x32x207x16xf32>) -> tensor<32x1x8x8x16xf32>
  return %0 : tensor<32x1x8x8x16xf32>
}
