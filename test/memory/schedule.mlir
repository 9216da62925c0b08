// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory))' | filecheck %s
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(schedule-memory))' --print-memory-profile -o /dev/null 2>&1 | filecheck %s --check-prefix=PROFILE

// A weight gradient emitted after the other backward ops keeps the
// activation %a live; the scheduler computes it as soon as its operands
// exist, so %a dies early. The terminator stays last.
// CHECK-LABEL: func.func @wgrad
// CHECK: %[[A:.*]] = stablehlo.tanh
// CHECK: %[[DW:.*]] = stablehlo.dot_general %[[A]], %arg2
// CHECK: stablehlo.multiply
// CHECK: return %{{.*}}, %[[DW]]
// In the input order %a, %g and two of %s, %t, %u are live at once
// (1024*S0*S1 bytes); after scheduling the candidate peaks are below that.
// PROFILE-LABEL: memory profile of @wgrad
// PROFILE: peak: 768*[[P:S[0-9]+\*S[0-9]+]] | 576*[[P]] + 4096 | 512*[[P]] + 16384
func.func @wgrad(%x: tensor<?x?x16xf32>, %w: tensor<16x64xf32>, %g: tensor<?x?x64xf32>) -> (tensor<?x?x64xf32>, tensor<64x64xf32>) {
  %h = stablehlo.dot_general %x, %w, contracting_dims = [2] x [0] : (tensor<?x?x16xf32>, tensor<16x64xf32>) -> tensor<?x?x64xf32>
  %a = stablehlo.tanh %h : tensor<?x?x64xf32>
  %s = stablehlo.multiply %g, %g : tensor<?x?x64xf32>
  %t = stablehlo.multiply %s, %s : tensor<?x?x64xf32>
  %u = stablehlo.multiply %t, %t : tensor<?x?x64xf32>
  %dw = stablehlo.dot_general %a, %g, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x64xf32>, tensor<?x?x64xf32>) -> tensor<64x64xf32>
  return %u, %dw : tensor<?x?x64xf32>, tensor<64x64xf32>
}

// Ops with side effects keep their order (custom calls here).
// CHECK-LABEL: func.func @effects
// CHECK: stablehlo.custom_call @first
// CHECK: stablehlo.custom_call @second
func.func @effects(%x: tensor<?xf32>) -> tensor<?xf32> {
  %a = stablehlo.custom_call @first(%x) : (tensor<?xf32>) -> tensor<?xf32>
  %b = stablehlo.custom_call @second(%x) : (tensor<?xf32>) -> tensor<?xf32>
  %c = stablehlo.add %a, %b : tensor<?xf32>
  return %c : tensor<?xf32>
}
