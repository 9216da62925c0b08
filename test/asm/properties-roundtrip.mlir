// Inherent attributes print as properties in the generic form, whether the
// input held them as properties, in the attribute dictionary or in the
// pretty syntax; generic -> pretty -> generic gives back the same text.
// RUN: symopt %s --mlir-print-op-generic -o %t.g1.mlir
// RUN: symopt %t.g1.mlir | symopt - --mlir-print-op-generic -o %t.g2.mlir
// RUN: diff %t.g1.mlir %t.g2.mlir
// RUN: filecheck %s --input-file %t.g2.mlir

// CHECK: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<f32>) -> tensor<3x2xi1>, sym_name = "f"}> ({
"func.func"() <{function_type = (tensor<2x3xf32>, tensor<f32>) -> tensor<3x2xi1>, sym_name = "f"}> ({
^bb0(%a: tensor<2x3xf32>, %s: tensor<f32>):
  // CHECK: "stablehlo.transpose"(%arg5) <{permutation = array<i64: 1, 0>}> {tag = "t"}
  %0 = "stablehlo.transpose"(%a) <{permutation = array<i64: 1, 0>}> {tag = "t"} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  // CHECK: "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> :
  %1 = "stablehlo.broadcast_in_dim"(%s) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x2xf32>
  // CHECK: "stablehlo.compare"(%3, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> :
  %2 = "stablehlo.compare"(%0, %1) <{comparison_direction = #stablehlo<comparison_direction GT>}> {compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
  "func.return"(%2) : (tensor<3x2xi1>) -> ()
}) : () -> ()

// CHECK: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x2xf32>, tensor<f32>) -> tensor<2xf32>, sym_name = "g", sym_visibility = "private"}>
func.func private @g(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>, %z: tensor<f32>) -> tensor<2xf32> {
  // CHECK: "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> :
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  // CHECK: "stablehlo.reduce"(%0, %arg2) <{dimensions = array<i64: 0>}> ({
  %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4x2xf32>, tensor<f32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
