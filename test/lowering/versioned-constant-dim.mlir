// RUN: symopt %s --pass-pipeline='builtin.module(symbolic-shapes,func.func(schedule-memory{versions=2},fuse),lower-to-kernels{print-plan})' -o /dev/null 2>&1 | filecheck %s
// RUN: symopt %s --pass-pipeline='builtin.module(symbolic-shapes,func.func(schedule-memory{versions=2},fuse),lower-to-kernels)' --emit=llvm | filecheck %s --check-prefix=LLVM

// A versioned body yields a dim its type writes `?` but symbolic-shapes
// proves constant (`tensor<2x?xf32, [2, 1]>`: %arg0's dims are 1, as the
// add with a ?x1 result shows). The plan sizes the branch result from
// the proof instead of stopping with "the host does not know" the dim.
// CHECK: remark: plan @main
// CHECK: buffer %b9 result f32[2, 1] bytes=8
// CHECK: step 0 if
// CHECK: then:
// CHECK: kernel @main_k0 {{.*}} writes(%b9)
// CHECK: else:
// CHECK: kernel @main_k0 {{.*}} writes(%b9)
// LLVM: define void @main_k0(
func.func @main(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>, %arg3: tensor<?x?xf32>, %arg4: tensor<?x?xf32>, %arg5: tensor<?x?xf32>, %arg6: tensor<?x?xf32>, %arg7: tensor<?x?xf32>, %arg8: tensor<?x?xf32>) -> tensor<2x?xf32> {
  %v0 = "stablehlo.dot"(%arg0, %arg1) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %v1 = "stablehlo.add"(%arg0, %arg2) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x1xf32>
  %v2 = "stablehlo.add"(%v0, %arg3) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %t5 = arith.constant 0 : index
  %t6 = tensor.dim %v2, %t5 : tensor<?x?xf32>
  %t7 = arith.constant 1 : index
  %t8 = tensor.dim %v2, %t7 : tensor<?x?xf32>
  %t9 = arith.muli %t6, %t8 : index
  %v15 = "stablehlo.dot"(%v0, %arg5) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %v25 = "stablehlo.concatenate"(%arg0, %arg8) {dimension = 0 : i64} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<2x?xf32>
  return %v25 : tensor<2x?xf32>
}
