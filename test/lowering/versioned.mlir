// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory{versions=2},fuse),lower-to-kernels{print-plan})' -o /dev/null 2>&1 | filecheck %s --check-prefix=PLAN
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory{versions=2},fuse))' | filecheck %s --check-prefix=FUSED
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory{versions=2},fuse),lower-to-kernels)' --emit=ptx | filecheck %s --check-prefix=PTX
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory{versions=2},fuse))' -o %t.mlir
// RUN: symopt-run %t.mlir --fn train_step --random-inputs 7 --dims B=1,S=4 --compare-with %s | filecheck %s --check-prefix=SMALL
// RUN: symopt-run %t.mlir --fn train_step --random-inputs 7 --dims B=4,S=128 --compare-with %s | filecheck %s --check-prefix=LARGE

// The mlp-1-layer train step of test/memory/schedule-versions.mlir,
// versioned by schedule-memory{versions=2} on the product of the dims,
// then fused branch by branch and lowered: the plan's branch step
// compares the two orders' peaks from the dims on the host and runs one
// side; both sides launch the same four kernels (the module holds them
// once) and write the results in place; their temporaries share slots.
// The host index arithmetic before the branch stays unfused.
// FUSED-LABEL: func.func @train_step
// FUSED:       tensor.dim
// FUSED-NOT:   symopt.fusion
// FUSED:       arith.cmpi slt
// FUSED:       scf.if
// FUSED:       symopt.fusion kLoop
// FUSED:       scf.yield
// FUSED:       } else {
// FUSED:       symopt.fusion kLoop
// FUSED:       scf.yield

// PLAN:      remark: plan @train_step
// PLAN-NEXT:   dim B = dim 0 of argument #0 (symbol @B)
// PLAN-NEXT:   dim S = dim 1 of argument #0 (symbol @S)
// PLAN:        buffer %b3 result f32[] bytes=4
// PLAN:        slot 0 = max(%b{{[0-9]+}}, {{.*}}%b{{[0-9]+}}
// PLAN:        step 0 if slt(max({{.*}}B{{.*}}S{{.*}}), max({{.*}})) results(%b3, %b4, %b5)
// PLAN-NEXT:     then:
// PLAN-NEXT:       step 0.0 library @symopt.cublas.gemm
// PLAN-NEXT:       step 0.1 kernel @train_step_k0
// PLAN:            step 0.4 kernel @train_step_k2 {{.*}} writes(%b3)
// PLAN:          else:
// PLAN-NEXT:       step 0.0 library @symopt.cublas.gemm
// PLAN-NEXT:       step 0.1 kernel @train_step_k0
// PLAN:            step 0.4 kernel @train_step_k2 {{.*}} writes(%b3)
// PLAN-NOT:        step 1
// PLAN:      kernel @train_step_k0(
// PLAN:      kernel @train_step_k1(
// PLAN:      kernel @train_step_k2(
// PLAN:      kernel @train_step_k3(
// PLAN-NOT:  kernel @train_step_k4

// PTX-DAG: .visible .entry train_step_k0(
// PTX-DAG: .visible .entry train_step_k1(
// PTX-DAG: .visible .entry train_step_k2(
// PTX-DAG: .visible .entry train_step_k3(
// PTX-NOT: .entry train_step_k4

// The fused, versioned module computes what the input does on either
// side of the threshold (batch x seq = 17).
// SMALL: @train_step: results match
// LARGE: @train_step: results match
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
