// RUN: symopt --pass-pipeline='builtin.module(func.func(remat{limit=19*B*T}))' %s 2>/dev/null | filecheck %s
// RUN: symopt --pass-pipeline='builtin.module(func.func(remat{limit=4096*B*T}))' %s | filecheck %s --check-prefix=LOOSE
// RUN: symopt --pass-pipeline='builtin.module(func.func(remat{limit=16*B*T}))' %s 2>&1 >/dev/null | filecheck %s --check-prefix=TIGHT
// RUN: not symopt --pass-pipeline='builtin.module(func.func(remat{limit=16*B*X}))' %s 2>&1 | filecheck %s --check-prefix=UNDECLARED

// A symbolic limit may name the module's declared dims (@B, @T), and the
// messages quote it as written.

module {
  symopt.dim @B
  symopt.dim @T
  // CHECK-LABEL: func.func @main
  // CHECK: symopt.evict
  // LOOSE-LABEL: func.func @main
  // LOOSE-NOT: symopt.evict
  // TIGHT: warning: remat: the limit 16*B*T ({{[0-9]+}} bytes at likely dims) is below what eviction can reach
  // UNDECLARED: error: remat: bad limit '16*B*X': dim X is not declared (declared: B, T)
  func.func @main(%a: tensor<?x?xf32, [@B, @T]>, %b: tensor<?x?xf32, [@B, @T]>) -> tensor<?x?xf32, [@B, @T]> {
    %0 = stablehlo.exponential %a : tensor<?x?xf32, [@B, @T]>
    %1 = stablehlo.multiply %0, %b : tensor<?x?xf32, [@B, @T]>
    %2 = stablehlo.tanh %1 : tensor<?x?xf32, [@B, @T]>
    %3 = stablehlo.exponential %2 : tensor<?x?xf32, [@B, @T]>
    %4 = stablehlo.tanh %3 : tensor<?x?xf32, [@B, @T]>
    %5 = stablehlo.exponential %4 : tensor<?x?xf32, [@B, @T]>
    %6 = stablehlo.multiply %5, %2 : tensor<?x?xf32, [@B, @T]>
    %7 = stablehlo.multiply %6, %1 : tensor<?x?xf32, [@B, @T]>
    %8 = stablehlo.multiply %7, %0 : tensor<?x?xf32, [@B, @T]>
    return %8 : tensor<?x?xf32, [@B, @T]>
  }
}
