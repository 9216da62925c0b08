// RUN: symopt --pass-pipeline='builtin.module(symbolic-shapes,func.func(fuse),lower-to-kernels{print-plan})' %s 2>&1 | filecheck %s

// After symbolic-shapes the types carry the analysis's symbols; the fuse
// pass reads them as proofs of equal dims and the plan names dims after
// them. The three loops fuse horizontally: they share inputs, and the
// analysis proves %a and %b the same shape through the add.
// CHECK:      remark: plan @f
// CHECK-NEXT:   dim S0 = dim 0 of argument #0 (symbol @S0)
// CHECK:        step 0 kernel @f_k0
// CHECK-NOT:    step 1
// CHECK:      symopt.dim @S0
// CHECK:      symopt.fusion kHorizontal
// CHECK-SAME:   -> (tensor<?xf32, [@S0]>, tensor<?xf32, [@S0]>, tensor<?xf32, [@S0]>)
func.func @f(%a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %s = stablehlo.add %a, %b : tensor<?xf32>
  %e = stablehlo.exponential %a : tensor<?xf32>
  %l = stablehlo.log %b : tensor<?xf32>
  return %s, %e, %l : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}
