// RUN: symopt --emit=llvm %s | filecheck %s

// An embedding lookup: the gather reads its row index from the ids (i32,
// sign-extended) and the scale is fused into the same loop kernel.
// CHECK-LABEL: define void @embed_k0(ptr addrspace(1) noalias readonly %in0, ptr addrspace(1) noalias readonly %in1, ptr addrspace(1) noalias %out0, i64 %{{S[0-9]+}}, i64 %{{S[0-9]+}}
// CHECK:         load i32, ptr addrspace(1)
// CHECK:         sext i32 %{{[0-9]+}} to i64
// CHECK:         fmul float
// CHECK:         ret void

// Sine: range reduction by rint(x / 2pi), then the hardware approximation.
// CHECK-LABEL: define void @embed_k1(
// CHECK:         call float @llvm.rint.f32
// CHECK:         call float @llvm.nvvm.sin.approx.f

// The embedding gradient: the zero operand is stored (not read), then one
// atomic add per update element into the inout result.
// CHECK-LABEL: define void @embed_k2_init(ptr addrspace(1) noalias %out0)
// CHECK-NOT:     load
// CHECK:         store <4 x float>
// CHECK:         store float 0.0, ptr addrspace(1)
// CHECK-LABEL: define void @embed_k2(ptr addrspace(1) noalias readonly %in1, ptr addrspace(1) noalias readonly %in2, ptr addrspace(1) noalias %out0, i64 %{{S[0-9]+}}, i64 %{{S[0-9]+}}
// CHECK:         atomicrmw fadd ptr addrspace(1) %{{[0-9]+}}, float %{{[0-9]+}} monotonic
// CHECK-NOT:     <4 x float>
// CHECK:         ret void

func.func @embed(%table: tensor<16x8xf32>, %ids: tensor<?x?xi32>, %pos: tensor<?xf32>, %dy: tensor<?x?x8xf32>) -> (tensor<?x?x8xf32>, tensor<?xf32>, tensor<16x8xf32>) {
  %e = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<?x?xi32>) -> tensor<?x?x8xf32>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %es = shape.shape_of %e : tensor<?x?x8xf32> -> tensor<3xindex>
  %twob = stablehlo.dynamic_broadcast_in_dim %two, %es, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x?x8xf32>
  %y = stablehlo.multiply %e, %twob : tensor<?x?x8xf32>
  %sin = stablehlo.sine %pos : tensor<?xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<16x8xf32>
  %g = "stablehlo.scatter"(%zero, %ids, %dy) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<16x8xf32>, tensor<?x?xi32>, tensor<?x?x8xf32>) -> tensor<16x8xf32>
  return %y, %sin, %g : tensor<?x?x8xf32>, tensor<?xf32>, tensor<16x8xf32>
}
