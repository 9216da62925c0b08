// RUN: symopt --emit=llvm %s | filecheck %s
// RUN: symopt --emit=ptx %s | filecheck %s --check-prefix=PTX
// RUN: symopt --pass-pipeline='builtin.module(func.func(fuse),lower-to-kernels{print-plan})' %s 2>&1 | filecheck %s --check-prefix=PLAN

// An argsort of rows of 100 (jnp.argsort's TOTALORDER comparator): one
// block of 64 threads per row sorts a permutation of 128 slots in shared
// memory with a bitonic network (each thread takes the pairs tid,
// tid+64, ... of a step), then moves both operands.
// PLAN:      step 0 kernel @argsort_k0 grid=max(S0, 1) block=64 reads(%b0, %b1) writes(%b2, %b3)
// PLAN-NOT:  step 1
// CHECK:     @argsort_k0.smem0 = internal addrspace(3) global [128 x i32] undef
// CHECK-LABEL: define void @argsort_k0(ptr addrspace(1) noalias readonly %in0, ptr addrspace(1) noalias readonly %in1, ptr addrspace(1) noalias %out0, ptr addrspace(1) noalias %out1, i64 %S0)
// CHECK:       sort.stage.header{{[0-9]+}}:
// CHECK:         icmp slt i64 %{{[0-9]+}}, 7
// CHECK:       sort.pair.body{{[0-9]+}}:
// CHECK:         load i32, ptr addrspace(3)
// Columns past the row (100..127) sort last; real ones are compared both ways.
// CHECK:         icmp slt i64 %{{[0-9]+}}, 100
// CHECK:         load float, ptr addrspace(1)
// TOTALORDER: -0 sorts before +0 (1/x is -inf), NaN after everything.
// CHECK:         fdiv float 1.0,
// CHECK:         fcmp une float
// CHECK:         fcmp olt float
// CHECK:         store i32 %{{[0-9]+}}, ptr addrspace(3)
// CHECK:         store i32 %{{[0-9]+}}, ptr addrspace(3)
// CHECK:       sort.pair.exit{{[0-9]+}}:
// CHECK-NEXT:    call void @llvm.nvvm.barrier0()
// CHECK:       sort.map.body{{[0-9]+}}:
// CHECK:         store float
// CHECK:         store i32
// PTX-LABEL: .visible .entry argsort_k0(
// PTX:         .shared .align 8 .b8 argsort_k0_$_smem0[512];
// PTX:         bar.sync 0;

func.func @argsort(%x: tensor<?x100xf32>, %i: tensor<?x100xi32>) -> (tensor<?x100xf32>, tensor<?x100xi32>) {
  %s:2 = "stablehlo.sort"(%x, %i) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %ia: tensor<i32>, %ib: tensor<i32>):
    %c = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<?x100xf32>, tensor<?x100xi32>) -> (tensor<?x100xf32>, tensor<?x100xi32>)
  return %s#0, %s#1 : tensor<?x100xf32>, tensor<?x100xi32>
}

// A sort along a dynamic dim keeps each row's permutation in its 2*S1
// elements of a scratch buffer (global loads and stores, ordered by the
// barriers) with a block of 1024 threads.
// PLAN:      step 0 kernel @sort_dynamic_k0 grid=max(S0, 1) block=1024 reads(%b0) writes(%b1)
// CHECK-LABEL: define void @sort_dynamic_k0(
// CHECK-SAME:    ptr addrspace(1) noalias readonly %in0, ptr addrspace(1) noalias %out0, i64 %{{S[0-9]+}}, i64 %[[COLS:S[0-9]+]], ptr addrspace(1) noalias %scratch_perm)
// CHECK-NOT:     addrspace(3)
// CHECK:         shl i64 %[[COLS]], 1
// CHECK:       sort.pair.body{{[0-9]+}}:
// CHECK:         getelementptr inbounds i32, ptr addrspace(1) %scratch_perm
// CHECK-NEXT:    load i32, ptr addrspace(1)
// CHECK:       sort.pair.exit{{[0-9]+}}:
// CHECK-NEXT:    call void @llvm.nvvm.barrier0()

func.func @sort_dynamic(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %s = "stablehlo.sort"(%x) <{dimension = 1 : i64}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.compare GT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  return %s : tensor<?x?xi32>
}
