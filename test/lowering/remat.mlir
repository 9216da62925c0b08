// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory,remat,fuse),lower-to-kernels{print-plan})' -o /dev/null 2>&1 | filecheck %s --check-prefix=PLAN
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory,remat,fuse),lower-to-kernels)' --emit=ptx | filecheck %s --check-prefix=PTX
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory,remat,fuse),lower-to-kernels{run-limits=0,2000,1 run-dim=8})' -o /dev/null 2>&1 | filecheck %s --check-prefix=EXEC
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory,remat{limit=100000 threshold=true},fuse),lower-to-kernels{print-plan run-limits=0})' -o /dev/null 2>&1 | filecheck %s --check-prefix=GUARD

// A two-layer MLP train step (memory/traingen: hidden 8, ffn 16, the
// weight gradients at the end). remat evicts the first layer's
// activation (tanh of a GEMM) after the forward pass reads it and
// regenerates it before the backward pass; fuse fuses the recompute like
// a block of its own, and lower-to-kernels gives the plan an evict step
// (the peak remat predicted, over the plan's dims) and a regenerate step
// whose recompute runs only when the buffer was evicted. The evicted
// buffer and the regenerated one are dynamic: allocated by the runtime,
// no slot (as is every temporary of a plan with evicts). The recompute's tanh launches the forward pass's kernel.
// PLAN:      remark: plan @train_step
// PLAN:        buffer %b6 dynamic f32[B, S, 16] bytes=64*B*S
// PLAN-NOT:    slot=
// PLAN-SAME:   {{$}}
// PLAN:        buffer %b22 dynamic f32[B, S, 16] bytes=64*B*S{{$}}
// PLAN:        step 1 kernel @train_step_k0 {{.*}} writes(%b6)
// PLAN-NEXT:   step 2 library @symopt.cublas.gemm reads(%b6, %b2)
// PLAN-NEXT:   step 3 evict %b6 peak=416*B*S + 1540
// PLAN:        step 17 regenerate %b6 into %b22
// PLAN-NEXT:     if evicted:
// PLAN-NEXT:       step 17.0 library @symopt.cublas.gemm reads(%b0, %b1) writes(%b[[T:[0-9]+]])
// PLAN-NEXT:       step 17.1 kernel @train_step_k0 {{.*}} reads(%b[[T]]) writes(%b22)
// PLAN-NEXT:   step 18 kernel @train_step_k5 {{.*}} reads(%b22,
// PLAN:      kernel @train_step_k0(

// The module holds each kernel once, the recompute's included.
// PTX:       .entry train_step_k0(
// PTX-NOT:   .entry train_step_k0(
// PTX:       .entry train_step_k5(

// The plan runs on the CPU against the interpreter (whose accounting
// runtime fires the same evicts): with no limit nothing is evicted and
// the regenerate takes over the buffer; under 2000 bytes and 1 byte the
// evict fires and the recompute runs; the results match every time.
// A plan with evicts allocates every temporary at its first write and
// frees it after its last use (no static pool), so the eviction lowers
// the plan's peak (B = S = 8) by the 65536 bytes it lowers the
// interpreter's: 395780 to 330244, against 493060 to 427524 op by op
// (fusion keeps intermediates out of memory).
// EXEC: remark: run @train_step limit=0: plan 0 evictions, 0 recomputes, 1 kept, peak 395780 bytes (dynamic {{[0-9]+}}, {{[0-9]+}} allocations); interpreter 0 evictions, peak 493060 bytes; 5 results match
// EXEC: remark: run @train_step limit=2000: plan 1 evictions, 1 recomputes, 0 kept, peak 330244 bytes (dynamic {{[0-9]+}}, {{[0-9]+}} allocations); interpreter 1 evictions, peak 427524 bytes; 5 results match
// EXEC: remark: run @train_step limit=1: plan 1 evictions, 1 recomputes, 0 kept, peak 330244 bytes (dynamic {{[0-9]+}}, {{[0-9]+}} allocations); interpreter 1 evictions, peak 427524 bytes; 5 results match

// With threshold=true the evict is guarded by a dim instead: the host
// compares it with the threshold, whatever the runtime's limit.
// GUARD:       step {{[0-9]+}} evict %b{{[0-9]+}} if sge(B, 2){{$}}
// GUARD:       step {{[0-9]+}} regenerate %b{{[0-9]+}} into %b{{[0-9]+}}
// GUARD:       remark: run @train_step limit=0: plan 1 evictions, 1 recomputes, 0 kept, {{.*}}; interpreter 1 evictions, peak {{[0-9]+}} bytes; 5 results match
symopt.dim @B {likely = 4, lower = 1, upper = 64}
symopt.dim @S {likely = 256, lower = 1, upper = 4096}
func.func @train_step(%x: tensor<?x?x8xf32, [@B, @S, 8]>, %w1_0: tensor<8x16xf32>, %w2_0: tensor<16x8xf32>, %w1_1: tensor<8x16xf32>, %w2_1: tensor<16x8xf32>) -> (tensor<f32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>, tensor<16x8xf32>) {
  %h0 = stablehlo.dot_general %x, %w1_0, contracting_dims = [2] x [0] : (tensor<?x?x8xf32, [@B, @S, 8]>, tensor<8x16xf32>) -> tensor<?x?x16xf32>
  %a0 = stablehlo.tanh %h0 : tensor<?x?x16xf32>
  %o0 = stablehlo.dot_general %a0, %w2_0, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x8xf32>) -> tensor<?x?x8xf32>
  %y0 = stablehlo.add %x, %o0 : (tensor<?x?x8xf32, [@B, @S, 8]>, tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
  %h1 = stablehlo.dot_general %y0, %w1_1, contracting_dims = [2] x [0] : (tensor<?x?x8xf32>, tensor<8x16xf32>) -> tensor<?x?x16xf32>
  %a1 = stablehlo.tanh %h1 : tensor<?x?x16xf32>
  %o1 = stablehlo.dot_general %a1, %w2_1, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x8xf32>) -> tensor<?x?x8xf32>
  %y1 = stablehlo.add %y0, %o1 : tensor<?x?x8xf32>
  %sq = stablehlo.multiply %y1, %y1 : tensor<?x?x8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %loss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<?x?x8xf32>, tensor<f32>) -> tensor<f32>
  %g2 = stablehlo.add %y1, %y1 : tensor<?x?x8xf32>
  %da1 = stablehlo.dot_general %g2, %w2_1, contracting_dims = [2] x [1] : (tensor<?x?x8xf32>, tensor<16x8xf32>) -> tensor<?x?x16xf32>
  %sa1 = stablehlo.multiply %a1, %a1 : tensor<?x?x16xf32>
  %dh1 = stablehlo.multiply %da1, %sa1 : tensor<?x?x16xf32>
  %dx1 = stablehlo.dot_general %dh1, %w1_1, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<8x16xf32>) -> tensor<?x?x8xf32>
  %g1 = stablehlo.add %g2, %dx1 : tensor<?x?x8xf32>
  %da0 = stablehlo.dot_general %g1, %w2_0, contracting_dims = [2] x [1] : (tensor<?x?x8xf32>, tensor<16x8xf32>) -> tensor<?x?x16xf32>
  %sa0 = stablehlo.multiply %a0, %a0 : tensor<?x?x16xf32>
  %dh0 = stablehlo.multiply %da0, %sa0 : tensor<?x?x16xf32>
  %dx0 = stablehlo.dot_general %dh0, %w1_0, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<8x16xf32>) -> tensor<?x?x8xf32>
  %g0 = stablehlo.add %g1, %dx0 : tensor<?x?x8xf32>
  %dw2_1 = stablehlo.dot_general %a1, %g2, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x8xf32>) -> tensor<16x8xf32>
  %dw1_1 = stablehlo.dot_general %y0, %dh1, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x8xf32>, tensor<?x?x16xf32>) -> tensor<8x16xf32>
  %dw2_0 = stablehlo.dot_general %a0, %g1, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32>, tensor<?x?x8xf32>) -> tensor<16x8xf32>
  %dw1_0 = stablehlo.dot_general %x, %dh0, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x8xf32, [@B, @S, 8]>, tensor<?x?x16xf32>) -> tensor<8x16xf32>
  return %loss, %dw1_0, %dw2_0, %dw1_1, %dw2_1 : tensor<f32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>, tensor<16x8xf32>
}
