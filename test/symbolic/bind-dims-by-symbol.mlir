// bind-dims takes symbol values directly, as well as through dims=.
// RUN: symopt --pass-pipeline='builtin.module(symbolic-shapes,bind-dims{S0=8})' %s | filecheck %s
// RUN: symopt --pass-pipeline='builtin.module(symbolic-shapes,bind-dims{dims=S0=8})' %s | filecheck %s
// RUN: not symopt --pass-pipeline='builtin.module(symbolic-shapes,bind-dims{S0})' %s 2>&1 | filecheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @f
// CHECK-SAME: tensor<8x4xf32>
// CHECK: stablehlo.add {{.*}} : tensor<8x4xf32>
// BAD: unknown option 'S0' for pass 'bind-dims'
func.func @f(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
