// RUN: symopt --emit=llvm %s | filecheck %s

// A column sum over a dynamic number of rows: a split column reduction.
// Each block reduces a chunk of rows through shared memory, publishes
// its partial, and the last block of a column tile (counted with an
// atomic add after a fence) combines the partials.
// CHECK-LABEL: define void @colsum_k0(ptr addrspace(1) noalias readonly %in0, ptr addrspace(1) noalias %out0, i64 %{{S[0-9]+}}, ptr addrspace(1) noalias %scratch_partial0, ptr addrspace(1) noalias %scratch_counter)
// CHECK:         call void @llvm.nvvm.barrier0()
// CHECK:         call void @llvm.nvvm.membar.gl()
// CHECK:         atomicrmw add ptr addrspace(1) %{{[0-9]+}}, i32 1 monotonic
// CHECK:         load volatile float, ptr addrspace(1)
// CHECK:         ret void

func.func @colsum(%x: tensor<?x64xf32>) -> tensor<64xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<?x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %r : tensor<64xf32>
}
