// RUN: symopt %s --print-symbolic-shapes -o %t 2>&1 | filecheck %s

// The report goes to stderr: one row per class of equal symbols with the
// dims that carry it, then the facts and the merges with the op locations
// they came from, so a reader can see why two dims were merged.

// CHECK: symbolic shapes: {{[0-9]+}} symbols in {{[0-9]+}} classes (3 on dims)
// CHECK: class   value                 range                   dims
// CHECK: S0      S0                    [1, inf]                @main arg 0 dim 0; @main arg 1 dim 0; stablehlo.add result 0 dim 0 at {{.*}}report.mlir:{{[0-9]+}}:8
// CHECK: S2      S2                    [1, 4096]               @main arg 2 dim 0
// CHECK: S{{[0-9]+}} 2*S0 [1, inf] stablehlo.concatenate result 0 dim 0
// CHECK: facts (2):
// CHECK:   S2 <= 4096 @"{{.*}}report.mlir:{{[0-9]+}}:8 stablehlo.broadcast_in_dim"
// CHECK:   S{{[0-9]+}} := 2*S0 @"{{.*}}report.mlir:{{[0-9]+}}:8 stablehlo.concatenate"
// CHECK: merges (1):
// CHECK:   S1 == S0 @"{{.*}}report.mlir:{{[0-9]+}}:8 stablehlo.add"
func.func @main(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>) -> tensor<?xf32> {
  // The dynamic dim of %arg2 is 1 or 4096: only its upper bound is known.
  %b = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<?xf32>) -> tensor<4096xf32>
  %0 = stablehlo.add %arg0, %arg1 : tensor<?xf32>
  %1 = stablehlo.concatenate %0, %arg1, dim = 0 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
