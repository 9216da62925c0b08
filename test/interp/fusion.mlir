// The interpreter runs symopt.fusion bodies, so fused modules can be
// compared with the unfused ones.
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(fuse))' -o %t.mlir
// RUN: filecheck %s --input-file %t.mlir --check-prefix=FUSED
// RUN: symopt-run %s --random-inputs 1 --dims arg0=4x8 --compare-with %t.mlir | filecheck %s
// RUN: symopt-run %s --random-inputs 2 --dims arg0=33x8 --compare-with %t.mlir | filecheck %s

// FUSED: symopt.fusion
// CHECK: @main: results match
func.func @main(%arg0: tensor<?x8xf32>) -> tensor<?xf32> {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.exponential %arg0 : tensor<?x8xf32>
  %1 = stablehlo.multiply %0, %arg0 : tensor<?x8xf32>
  %2 = stablehlo.reduce(%1 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<?x8xf32>, tensor<f32>) -> tensor<?xf32>
  %3 = stablehlo.tanh %2 : tensor<?xf32>
  return %3 : tensor<?xf32>
}
