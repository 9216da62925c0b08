// RUN: symopt %s --pass-pipeline='builtin.module(symbolic-shapes,bind-dims{dims=S0=4,S1=8})' | filecheck %s
// RUN: symopt %s --pass-pipeline='builtin.module(bind-dims{args=0.0=4,0.1=8})' | filecheck %s
// RUN: symopt %s --pass-pipeline='builtin.module(bind-dims{args=0.0=4})' | filecheck %s --check-prefix=PART
// RUN: not symopt %s --pass-pipeline='builtin.module(bind-dims{args=0.0=3,0.1=8})' 2>&1 | filecheck %s --check-prefix=BAD
// RUN: not symopt %s --pass-pipeline='builtin.module(bind-dims{dims=S0})' 2>&1 | filecheck %s --check-prefix=USAGE

// Binding the dims of the arguments refines every type and folds the
// shape computations to constants: the precise-shape oracle.
// CHECK-NOT: symopt.dim
// CHECK-LABEL: func.func @main(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<32xf32>
// CHECK: stablehlo.add %arg0, %arg1 : tensor<4x8xf32>
// CHECK: %[[N:.*]] = arith.constant 32 : index
// CHECK: tensor.from_elements %[[N]] : tensor<1xindex>
// CHECK: stablehlo.dynamic_reshape {{.*}} -> tensor<32xf32>
// CHECK: stablehlo.concatenate {{.*}} -> tensor<8x8xf32>

// Binding only some dims keeps symbols for the others.
// PART: symopt.dim @[[B:S[0-9]+]]
// PART: symopt.constraint "[[F:S[0-9]+]] := 4*[[B]]"
// PART: func.func @main(%arg0: tensor<4x?xf32, [4, @[[B]]]>, %arg1: tensor<4x?xf32, [4, @[[B]]]>) -> tensor<?xf32, [@[[F]]]>

// A binding that contradicts the program is an error: the slice [0:8] of
// the concatenation needs 2*S0 >= 8, so S0 = 3 is impossible.
// BAD: error: bind-dims: argument 0 dim 0 = 3: {{.*}}stablehlo.slice

// USAGE: bad dims entry 'S0'
func.func @main(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  %n = arith.muli %d0, %d1 : index
  %s = tensor.from_elements %n : tensor<1xindex>
  %r = stablehlo.dynamic_reshape %0, %s : (tensor<?x?xf32>, tensor<1xindex>) -> tensor<?xf32>
  %cat = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %x = stablehlo.slice %cat [0:8, 0:1] : (tensor<?x?xf32>) -> tensor<8x1xf32>
  return %r : tensor<?xf32>
}
