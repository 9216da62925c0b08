// RUN: symopt --emit=llvm %s | filecheck %s

// A bias + tanh gate over rows of 256: one vectorized loop kernel.
// CHECK-LABEL: define void @bias_gelu_k0(ptr addrspace(1) noalias readonly %in0, ptr addrspace(1) noalias readonly %in2, ptr addrspace(1) noalias %out0, i64 %S0)
// CHECK:         load <4 x float>, ptr addrspace(1)
// CHECK:         store <4 x float>
// CHECK:         ret void

// A row max over dynamic rows and columns: one block per row, warp
// butterflies, then a second butterfly over the warps' partials.
// CHECK-LABEL: define void @rowmax_k0(ptr addrspace(1) noalias readonly %in0, ptr addrspace(1) noalias %out0, i64 %{{S[0-9]+}}, i64 %{{S[0-9]+}})
// CHECK-COUNT-5: call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %{{[0-9]+}}, i32 {{16|8|4|2|1}}, i32 31)
// CHECK:         call void @llvm.nvvm.barrier0()
// CHECK:         !nvvm.annotations = !{!0, !1}
// CHECK:         !0 = !{ptr @bias_gelu_k0, !"kernel", i32 1}
// CHECK:         !1 = !{ptr @rowmax_k0, !"kernel", i32 1}

func.func @bias_gelu(%x: tensor<?x256xf32>, %b: tensor<256xf32>) -> tensor<?x256xf32> {
  %s = shape.shape_of %x : tensor<?x256xf32> -> tensor<2xindex>
  %bb = stablehlo.dynamic_broadcast_in_dim %b, %s, dims = [1] : (tensor<256xf32>, tensor<2xindex>) -> tensor<?x256xf32>
  %y = stablehlo.add %x, %bb : tensor<?x256xf32>
  %t = stablehlo.tanh %y : tensor<?x256xf32>
  %o = stablehlo.multiply %y, %t : tensor<?x256xf32>
  return %o : tensor<?x256xf32>
}

func.func @rowmax(%x: tensor<?x?xf32>) -> tensor<?xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  return %m : tensor<?xf32>
}
