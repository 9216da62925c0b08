// RUN: symopt --pass-pipeline='builtin.module(func.func(fuse{max-ops=1 horizontal=false}))' %s | filecheck %s --check-prefix=ONE
// RUN: symopt --pass-pipeline='builtin.module(func.func(fuse))' --mlir-pass-statistics %s 2>&1 >/dev/null | filecheck %s --check-prefix=STATS

// With one op per fusion and no horizontal merging, every op is alone.
// ONE-LABEL: func.func @f
// ONE-COUNT-3: symopt.fusion kLoop
// ONE-NOT:     symopt.fusion

// STATS: 1 num-fusions
// STATS: 3 num-fused-ops
func.func @f(%a: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = stablehlo.exponential %a : tensor<?xf32>
  %1 = stablehlo.log %0 : tensor<?xf32>
  %2 = stablehlo.negate %a : tensor<?xf32>
  return %1, %2 : tensor<?xf32>, tensor<?xf32>
}
