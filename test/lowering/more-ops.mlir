// RUN: symopt --emit=ptx %s | filecheck %s
// RUN: symopt --pass-pipeline='builtin.module(func.func(fuse),lower-to-kernels{print-plan})' %s 2>&1 | filecheck %s --check-prefix=PLAN

// Bit operations and unsigned integers fuse into one kernel and compile
// with llc to the PTX bit instructions.
// PLAN:      remark: plan @bits
// PLAN:        buffer %b0 arg ui32[S0] bytes=4*S0
// PLAN:        step 0 kernel @bits_k0
// PLAN-NOT:    step 1
// PLAN:        shr_l
// PLAN:        popcnt
// PLAN:        clz
// CHECK: .visible .entry bits_k0(
// CHECK-DAG: popc.b32
// CHECK-DAG: clz.b32
// CHECK-DAG: shr.u32
func.func @bits(%a: tensor<?xui32>, %b: tensor<?xui32>) -> tensor<?xui32> {
  %0 = stablehlo.shift_right_logical %a, %b : tensor<?xui32>
  %1 = stablehlo.popcnt %0 : tensor<?xui32>
  %2 = stablehlo.count_leading_zeros %a : tensor<?xui32>
  %3 = stablehlo.add %1, %2 : tensor<?xui32>
  return %3 : tensor<?xui32>
}

// The float math without a hardware instruction is built from the
// approximate ex2, lg2, sin and cos.
// PLAN:      remark: plan @math
// PLAN:        step 0 kernel @math_k0
// PLAN-NOT:    step 1
// CHECK: .visible .entry math_k0(
// CHECK-DAG: lg2.approx.f32
// CHECK-DAG: ex2.approx.f32
// CHECK-DAG: sin.approx.f32
// CHECK-DAG: cos.approx.f32
func.func @math(%a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xi1>) {
  %0 = stablehlo.cbrt %a : tensor<?xf32>
  %1 = stablehlo.tan %0 : tensor<?xf32>
  %2 = stablehlo.log_plus_one %1 : tensor<?xf32>
  %3 = stablehlo.exponential_minus_one %2 : tensor<?xf32>
  %4 = stablehlo.atan2 %3, %b : tensor<?xf32>
  %5 = stablehlo.is_finite %4 : (tensor<?xf32>) -> tensor<?xi1>
  return %4, %5 : tensor<?xf32>, tensor<?xi1>
}
