// RUN: symopt %s --symbolic-shapes | filecheck %s
// RUN: symopt %s --symbolic-shapes | filecheck %s --check-prefix=DECL

// The declarations come first in the module, one per symbol.
// DECL: module {
// DECL-NEXT: symopt.dim @S0
// DECL-NEXT: symopt.dim @S1
// DECL-NEXT: symopt.dim @S2
// DECL-NEXT: symopt.dim @S3
// DECL-NEXT: func.func @add

// Elementwise ops make every dim of their operands and result equal;
// scalars of select and clamp are skipped.

// CHECK-LABEL: func.func @add
// CHECK-SAME: (%arg0: tensor<?x?xf32, [@[[A:S[0-9]+]], @[[B:S[0-9]+]]]>, %arg1: tensor<?x?xf32, [@[[A]], @[[B]]]>)
// CHECK-SAME: -> tensor<?x?xf32, [@[[A]], @[[B]]]>
func.func @add(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// A static dim flowing in makes the symbol a constant.
// CHECK-LABEL: func.func @static
// CHECK-SAME: (%arg0: tensor<?x?xf32, [4, @[[C:S[0-9]+]]]>, %arg1: tensor<4x?xf32, [4, @[[C]]]>)
func.func @static(%arg0: tensor<?x?xf32>, %arg1: tensor<4x?xf32>) -> tensor<?x?xf32> {
  %0 = "mhlo.multiply"(%arg0, %arg1) : (tensor<?x?xf32>, tensor<4x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @select_clamp
// CHECK-SAME: (%arg0: tensor<?xi1, [@[[S:S[0-9]+]]]>, %arg1: tensor<?xf32, [@[[S]]]>, %arg2: tensor<?xf32, [@[[S]]]>, %arg3: tensor<f32>)
func.func @select_clamp(%arg0: tensor<?xi1>, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>, %arg3: tensor<f32>) -> tensor<?xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<?xi1>, tensor<?xf32>
  %1 = stablehlo.clamp %arg3, %0, %arg3 : (tensor<f32>, tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
