// RUN: symopt %s --pass-pipeline='builtin.module(cse,func.func(schedule-memory,remat))' | filecheck %s
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(remat))' | filecheck %s

// The evict of %e reads the dims of both arguments. remat takes the dim
// values it needs from what the block has: the index constant and the
// `tensor.dim` of %y already there are hoisted to the top and reused, the
// dim of %x reads the same constant, so no two equal constants or dims
// are left behind.
// CHECK-LABEL: func.func @two
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[DY:.*]] = tensor.dim %arg1, %[[C0]]
// CHECK-NEXT: %[[DX:.*]] = tensor.dim %arg0, %[[C0]]
// CHECK-NOT: arith.constant
// CHECK-NOT: tensor.dim
// CHECK: symopt.evict %{{.*}} peak "{{[^"]*}}" (%[[DX]], %[[DY]])
// CHECK-NOT: arith.constant
// CHECK-NOT: tensor.dim
// CHECK: return %{{.*}}, %{{.*}}, %[[DY]]
func.func @two(%x: tensor<?xf32>, %y: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, index) {
  %e = stablehlo.exponential %x : tensor<?xf32>
  %a = stablehlo.add %e, %e : tensor<?xf32>
  %p = stablehlo.tanh %y : tensor<?xf32>
  %b = stablehlo.tanh %a : tensor<?xf32>
  %c = stablehlo.tanh %b : tensor<?xf32>
  %d = stablehlo.tanh %c : tensor<?xf32>
  %f = stablehlo.add %d, %e : tensor<?xf32>
  %g = stablehlo.add %f, %x : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %y, %c0 : tensor<?xf32>
  return %g, %p, %n : tensor<?xf32>, tensor<?xf32>, index
}

// Without a constant in the block, the dims of %x and %y read one new
// constant.
// CHECK-LABEL: func.func @fresh
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[DY:.*]] = tensor.dim %arg1, %[[C0]]
// CHECK-NEXT: %[[DX:.*]] = tensor.dim %arg0, %[[C0]]
// CHECK-NOT: arith.constant
// CHECK-NOT: tensor.dim
// CHECK: symopt.evict %{{.*}} peak "{{[^"]*}}" (%[[DX]], %[[DY]])
// CHECK-NOT: arith.constant
// CHECK-NOT: tensor.dim
// CHECK: return
func.func @fresh(%x: tensor<?xf32>, %y: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %e = stablehlo.exponential %x : tensor<?xf32>
  %a = stablehlo.add %e, %e : tensor<?xf32>
  %p = stablehlo.tanh %y : tensor<?xf32>
  %b = stablehlo.tanh %a : tensor<?xf32>
  %c = stablehlo.tanh %b : tensor<?xf32>
  %d = stablehlo.tanh %c : tensor<?xf32>
  %f = stablehlo.add %d, %e : tensor<?xf32>
  %g = stablehlo.add %f, %x : tensor<?xf32>
  return %g, %p : tensor<?xf32>, tensor<?xf32>
}
