// RUN: symopt --emit=llvm %s | filecheck %s
// RUN: symopt --emit=ptx %s | filecheck %s --check-prefix=PTX

// A float maximum scatter: after the copy kernel, a compare-and-swap loop
// on the element's bits applies the NaN-propagating maximum.
// CHECK-LABEL: define void @scatter_max_k0_init(
// CHECK-LABEL: define void @scatter_max_k0(ptr addrspace(1) noalias readonly %in1, ptr addrspace(1) noalias readonly %in2, ptr addrspace(1) noalias %out0, i64 %{{S[0-9]+}})
// CHECK:         [[BITS:%[0-9]+]] = bitcast ptr addrspace(1) %{{[0-9]+}} to ptr addrspace(1)
// CHECK-NEXT:    [[FIRST:%[0-9]+]] = load i32, ptr addrspace(1) [[BITS]], align 4
// CHECK-NEXT:    br label %[[CAS:cas[0-9]+]]
// CHECK:       [[CAS]]:
// CHECK-NEXT:    [[OLD:%[0-9]+]] = phi i32 [ [[FIRST]], %loop.body{{[0-9]+}} ], [ [[SEEN:%[0-9]+]], %[[CAS]] ]
// CHECK-NEXT:    [[CUR:%[0-9]+]] = bitcast i32 [[OLD]] to float
// CHECK:         fcmp ogt float [[CUR]]
// CHECK:         fcmp uno float [[CUR]], [[CUR]]
// CHECK:         [[PAIR:%[0-9]+]] = cmpxchg ptr addrspace(1) [[BITS]], i32 [[OLD]], i32 %{{[0-9]+}} monotonic monotonic
// CHECK-NEXT:    [[SEEN]] = extractvalue { i32, i1 } [[PAIR]], 0
// CHECK-NEXT:    [[OK:%[0-9]+]] = extractvalue { i32, i1 } [[PAIR]], 1
// CHECK-NEXT:    br i1 [[OK]], label %cas.done{{[0-9]+}}, label %[[CAS]]
// PTX-LABEL: .visible .entry scatter_max_k0(
// PTX:         atom.global.cas.b32

// An integer minimum is one atomicrmw; an out-of-bounds update combines
// the largest i64 into element 0.
// CHECK-LABEL: define void @scatter_min_i64_k0(
// CHECK:         select i1 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 u0x7FFFFFFFFFFFFFFF
// CHECK:         atomicrmw min ptr addrspace(1) %{{[0-9]+}}, i64 %{{[0-9]+}} monotonic
// PTX-LABEL: .visible .entry scatter_min_i64_k0(
// PTX:         atom.global.min.s64

// A multiply is a compare-and-swap loop too.
// CHECK-LABEL: define void @scatter_mul_k0(
// CHECK:       cas{{[0-9]+}}:
// CHECK:         mul i32
// CHECK:         cmpxchg ptr addrspace(1)

// Replace: a store under the in-bounds condition (f16, which has no
// atomics), the loop stays scalar.
// CHECK-LABEL: define void @scatter_replace_k0(
// CHECK-NOT:     <4 x
// CHECK:         br i1 %{{[0-9]+}}, label %store_if.then{{[0-9]+}}, label %store_if.end{{[0-9]+}}
// CHECK:       store_if.then{{[0-9]+}}:
// CHECK-NEXT:    fptrunc float %{{[0-9]+}} to half
// CHECK-NEXT:    getelementptr inbounds half, ptr addrspace(1) %out0
// CHECK-NEXT:    store half

func.func @scatter_max(%acc: tensor<12x8xf32>, %ids: tensor<?xi32>, %u: tensor<?x8xf32>) -> tensor<12x8xf32> {
  %g = "stablehlo.scatter"(%acc, %ids, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<12x8xf32>, tensor<?xi32>, tensor<?x8xf32>) -> tensor<12x8xf32>
  return %g : tensor<12x8xf32>
}

func.func @scatter_min_i64(%acc: tensor<12xi64>, %ids: tensor<?xi32>, %u: tensor<?xi64>) -> tensor<12xi64> {
  %g = "stablehlo.scatter"(%acc, %ids, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.minimum %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<12xi64>, tensor<?xi32>, tensor<?xi64>) -> tensor<12xi64>
  return %g : tensor<12xi64>
}

func.func @scatter_mul(%acc: tensor<12xi32>, %ids: tensor<?xi32>, %u: tensor<?xi32>) -> tensor<12xi32> {
  %g = "stablehlo.scatter"(%acc, %ids, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.multiply %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<12xi32>, tensor<?xi32>, tensor<?xi32>) -> tensor<12xi32>
  return %g : tensor<12xi32>
}

func.func @scatter_replace(%acc: tensor<12xf16>, %ids: tensor<?xi32>, %u: tensor<?xf16>) -> tensor<12xf16> {
  %g = "stablehlo.scatter"(%acc, %ids, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    stablehlo.return %b : tensor<f16>
  }) : (tensor<12xf16>, tensor<?xi32>, tensor<?xf16>) -> tensor<12xf16>
  return %g : tensor<12xf16>
}
