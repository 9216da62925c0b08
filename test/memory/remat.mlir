// RUN: symopt %s --pass-pipeline='builtin.module(func.func(remat))' | filecheck %s
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(remat{limit=100000 threshold=true}))' | filecheck %s --check-prefix=THRESHOLD
// RUN: not symopt %s --pass-pipeline='builtin.module(func.func(remat{limit=8*S0+64}))' -o /dev/null 2>&1 | filecheck %s --check-prefix=UNDECLARED
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(remat{limit=16}))' --mlir-pass-statistics -o /dev/null 2>&1 | filecheck %s --check-prefix=LOW

// %e is used at once and again four ops later, and can be recomputed from
// %x, which stays live until the end anyway: remat evicts it right after
// the first use and regenerates it before the second. The evict carries
// the gap's peak as a polynomial over the argument's dim (read with
// tensor.dim), for the runtime to compare with its limit.
// CHECK-LABEL: func.func @gap
// CHECK: %[[C:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %arg0, %[[C]]
// CHECK: %[[E:.*]] = stablehlo.exponential %arg0
// CHECK-NEXT: stablehlo.add %[[E]], %[[E]]
// CHECK-NEXT: symopt.evict %[[E]] peak "16*S0" (%[[D]]) : tensor<?xf32>, index
// CHECK: %[[R:.*]] = symopt.regenerate %[[E]] : tensor<?xf32> {
// CHECK-NEXT: %[[E2:.*]] = stablehlo.exponential %arg0
// CHECK-NEXT: symopt.regenerate_yield %[[E2]] : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: stablehlo.add %{{.*}}, %[[R]]

// With a byte limit and threshold=true the evict is guarded by the dim value
// above which the gap's peak (16*S0 bytes) exceeds the limit, and placed
// just before the gap's highest step (here the first tanh).
// THRESHOLD: stablehlo.add
// THRESHOLD-NEXT: symopt.evict %{{.*}} if %{{.*}} ge 6251 : tensor<?xf32>, index

// UNDECLARED: error: remat: bad limit '8*S0+64': dim S0 is not declared (declared: none)

// A limit below anything reachable is a warning with the best peak found.
// LOW-DAG: warning: remat: the limit 16 (16 bytes at likely dims) is below what eviction can reach; best peak found
// LOW-DAG: 1 num-evictions
func.func @gap(%x: tensor<?xf32>) -> tensor<?xf32> {
  %e = stablehlo.exponential %x : tensor<?xf32>
  %a = stablehlo.add %e, %e : tensor<?xf32>
  %b = stablehlo.tanh %a : tensor<?xf32>
  %c = stablehlo.tanh %b : tensor<?xf32>
  %d = stablehlo.tanh %c : tensor<?xf32>
  %f = stablehlo.add %d, %e : tensor<?xf32>
  %g = stablehlo.add %f, %x : tensor<?xf32>
  return %g : tensor<?xf32>
}

// RUN: not symopt %s --pass-pipeline='builtin.module(func.func(remat{limit=S0*}))' -o /dev/null 2>&1 | filecheck %s --check-prefix=SYNTAX
// SYNTAX: error: cannot create pass 'remat': remat: bad limit 'S0*' (want bytes or an expression over declared dims such as 4096*B*T or 4096*S0*S1): col 4: unexpected end of expression
