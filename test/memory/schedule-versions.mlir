// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory{versions=2}))' | filecheck %s
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory))' | filecheck %s --check-prefix=STATIC
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory{versions=2}))' -o %t.mlir
// RUN: symopt-run %t.mlir --fn train_step --random-inputs 7 --dims B=1,S=4 --compare-with %s --memory-report | filecheck %s --check-prefix=SMALL
// RUN: symopt-run %t.mlir --fn train_step --random-inputs 7 --dims B=4,S=128 --compare-with %s --memory-report | filecheck %s --check-prefix=LARGE
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory{versions=2},remat{max-percent=30 min-gap=2}))' | filecheck %s --check-prefix=REMAT
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory{versions=2},remat{max-percent=30 min-gap=2}))' -o %t.remat.mlir
// RUN: symopt-run %t.remat.mlir --fn train_step --random-inputs 7 --dims B=1,S=4 --memory-limit 5000 --compare-with %s --memory-report | filecheck %s --check-prefix=RSMALL
// RUN: symopt-run %t.remat.mlir --fn train_step --random-inputs 7 --dims B=4,S=128 --memory-limit 5000 --compare-with %s --memory-report | filecheck %s --check-prefix=RLARGE
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory{versions=2},remat{max-percent=30 min-gap=2 limit=300000 threshold=true}))' -o %t.guard.mlir
// RUN: symopt-run %t.guard.mlir --fn train_step --random-inputs 7 --dims B=2,S=64 --compare-with %s --memory-report | filecheck %s --check-prefix=BELOW
// RUN: symopt-run %t.guard.mlir --fn train_step --random-inputs 7 --dims B=4,S=128 --compare-with %s --memory-report | filecheck %s --check-prefix=ABOVE

// The mlp-1-layer train step of memory/traingen: the order that is best
// at large shapes computes a weight gradient early, which costs more at
// small ones, so one static order keeps the input. With versions=2 the
// body runs the second order where its peak, computed from the dims at
// run time, is lower: same results, the input's peak at batch 1 x seq 4
// and 0.81 of it at 4 x 128.
// CHECK-LABEL: func.func @train_step
// CHECK: %[[D0:.*]] = tensor.dim %arg0, %{{.*}}
// CHECK: %[[C:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : index
// CHECK: %{{.*}}:3 = scf.if %[[C]] -> (tensor<f32>, tensor<16x32xf32>, tensor<32x16xf32>) {
// CHECK: scf.yield
// CHECK: } else {
// CHECK: scf.yield
// CHECK: return
// STATIC-NOT: scf.if
// SMALL: @train_step: results match
// SMALL: .mlir: peak_bytes=5636 evictions=0
// SMALL: .mlir: peak_bytes=5636 evictions=0
// LARGE: @train_step: results match
// LARGE: .mlir: peak_bytes=266244 evictions=0
// LARGE: .mlir: peak_bytes=329732 evictions=0

// remat after versioning works inside each branch: each order gets its
// evicts (whose peak counts what the whole function has live) and
// regenerates. Under a 5000-byte limit the small binding, which runs the
// input order, evicts and peaks below the input; the large one evicts in
// the second order, whose peak lies outside the gaps.
// REMAT: scf.if
// REMAT: symopt.evict %{{.*}} peak "{{.*}}"
// REMAT: symopt.regenerate
// REMAT: } else {
// REMAT: symopt.evict %{{.*}} peak "{{.*}}"
// REMAT: symopt.regenerate
// REMAT: return
// RSMALL: @train_step: results match
// RSMALL: .mlir: peak_bytes=5392 evictions=1
// RSMALL: .mlir: peak_bytes=5636 evictions=0
// RLARGE: @train_step: results match
// RLARGE: .mlir: peak_bytes=266244 evictions=1
// RLARGE: .mlir: peak_bytes=329732 evictions=0
// With a byte limit and threshold=true the evicts in both branches are
// guarded by the batch above which their gap exceeds the limit (4, seq
// at its likely 256): no eviction at batch 2, one at batch 4, without a
// runtime limit.
// BELOW: @train_step: results match
// BELOW: .mlir: peak_bytes=69636 evictions=0
// ABOVE: @train_step: results match
// ABOVE: .mlir: peak_bytes=266244 evictions=1
symopt.dim @B {likely = 4, lower = 1, upper = 64}
symopt.dim @S {likely = 256, lower = 1, upper = 4096}
func.func @train_step(%x: tensor<?x?x16xf32, [@B, @S, 16]>, %w1_0: tensor<16x32xf32>, %w2_0: tensor<32x16xf32>) -> (tensor<f32>, tensor<16x32xf32>, tensor<32x16xf32>) {
  %h0 = stablehlo.dot_general %x, %w1_0, contracting_dims = [2] x [0] : (tensor<?x?x16xf32, [@B, @S, 16]>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
  %a0 = stablehlo.tanh %h0 : tensor<?x?x32xf32>
  %o0 = stablehlo.dot_general %a0, %w2_0, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
  %y0 = stablehlo.add %x, %o0 : (tensor<?x?x16xf32, [@B, @S, 16]>, tensor<?x?x16xf32>) -> tensor<?x?x16xf32>
  %sq = stablehlo.multiply %y0, %y0 : tensor<?x?x16xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %loss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<f32>
  %g1 = stablehlo.add %y0, %y0 : tensor<?x?x16xf32>
  %da0 = stablehlo.dot_general %g1, %w2_0, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
  %sa0 = stablehlo.multiply %a0, %a0 : tensor<?x?x32xf32>
  %dh0 = stablehlo.multiply %da0, %sa0 : tensor<?x?x32xf32>
  %dx0 = stablehlo.dot_general %dh0, %w1_0, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
  %g0 = stablehlo.add %g1, %dx0 : tensor<?x?x16xf32>
  %dw2_0 = stablehlo.dot_general %a0, %g1, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
  %dw1_0 = stablehlo.dot_general %x, %dh0, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32, [@B, @S, 16]>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
  return %loss, %dw1_0, %dw2_0 : tensor<f32>, tensor<16x32xf32>, tensor<32x16xf32>
}
