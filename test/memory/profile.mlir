// RUN: symopt %s --print-memory-profile -o /dev/null 2>&1 | filecheck %s

// Sizes are bytes as polynomials in the dim symbols; the curve is the live
// bytes while each op runs (arguments on entry, results allocated, values
// freed after their last use, unused results right away); the peak is the
// set of steps no other is proven to bound.

// Without facts about S0, 512*S0 + 4 and 256*S0 + 1028 cannot be ordered
// (they cross at S0 = 4): both are candidate peaks.
// CHECK-LABEL: // memory profile of @unordered: 4 ops
// CHECK-NEXT: entry: live 256*[[S:S[0-9]+]] + 4
// CHECK-NEXT: 0 stablehlo.exponential live 512*[[S]] + 4 (alloc +256*[[S]])
// CHECK-NEXT: 1 stablehlo.broadcast_in_dim live 256*[[S]] + 1028 (alloc +1024)
// CHECK-NEXT: 2 stablehlo.add live 512*[[S]] (alloc +256*[[S]])
// CHECK-NEXT: 3 func.return live 256*[[S]] (alloc)
// CHECK-NEXT: peak: 512*[[S]] + 4 | 256*[[S]] + 1028
func.func @unordered(%a: tensor<?x64xf32>, %s: tensor<f32>) -> tensor<?x64xf32> {
  %x = stablehlo.exponential %a : tensor<?x64xf32>
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
  %z = stablehlo.add %x, %x : tensor<?x64xf32>
  return %z : tensor<?x64xf32>
}

// With S1 >= 8 the first step is proven the peak.
// CHECK-LABEL: // memory profile of @ordered: 4 ops
// CHECK: peak: 512*S{{[0-9]+}} + 4
// CHECK-NEXT: peak at likely dims: 4100 bytes
symopt.dim @S1 {lower = 8, likely = 8}
func.func @ordered(%a: tensor<?x64xf32, [@S1, 64]>, %s: tensor<f32>) -> tensor<?x64xf32> {
  %x = stablehlo.exponential %a : tensor<?x64xf32, [@S1, 64]>
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
  %z = stablehlo.add %x, %x : (tensor<?x64xf32, [@S1, 64]>, tensor<?x64xf32, [@S1, 64]>) -> tensor<?x64xf32>
  return %z : tensor<?x64xf32>
}

// Values read inside a region are live until the op holding the region.
// CHECK-LABEL: // memory profile of @regions: 3 ops
// CHECK-NEXT: entry: live 32
// CHECK-NEXT: 0 stablehlo.constant live 36 (alloc +4)
// CHECK-NEXT: 1 stablehlo.reduce live 40 (alloc +4)
// CHECK-NEXT: 2 func.return live 4 (alloc)
// CHECK-NEXT: peak: 40
func.func @regions(%a: tensor<8xf32>) -> tensor<f32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
