// RUN: symopt --pass-pipeline='builtin.module(func.func(canonicalize))' %s | filecheck %s

// A reduce over no dimensions computes body(init, x) per element: x when
// init is the identity of the body's op (-0.0 for a float add, -inf for
// max, the lowest integer for a signed max).
// CHECK-LABEL: func.func @reduce_identity
// CHECK-NOT: reduce
// CHECK: return %arg0, %arg1, %arg2
func.func @reduce_identity(%arg0: tensor<4xf32>, %arg1: tensor<?xi8>, %arg2: tensor<3xf32>) -> (tensor<4xf32>, tensor<?xi8>, tensor<3xf32>) {
  %nz = stablehlo.constant dense<-0.0> : tensor<f32>
  %min8 = stablehlo.constant dense<-128> : tensor<i8>
  %ninf = mhlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.reduce(%arg0 init: %nz) applies stablehlo.add across dimensions = [] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = stablehlo.reduce(%arg1 init: %min8) applies stablehlo.maximum across dimensions = [] : (tensor<?xi8>, tensor<i8>) -> tensor<?xi8>
  %2 = "mhlo.reduce"(%arg2, %ninf) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = mhlo.maximum %b, %a : tensor<f32>
    mhlo.return %m : tensor<f32>
  }) {dimensions = dense<> : tensor<0xi64>} : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<?xi8>, tensor<3xf32>
}

// Not identities: +0.0 for a float add (-0.0 + 0.0 is +0.0), 1 for an
// integer add, and reductions over some dimension.
// CHECK-LABEL: func.func @reduce_kept
// CHECK-COUNT-3: stablehlo.reduce
func.func @reduce_kept(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<i32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %zi = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%arg0 init: %z) applies stablehlo.add across dimensions = [] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = stablehlo.reduce(%arg1 init: %one) applies stablehlo.add across dimensions = [] : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %2 = stablehlo.reduce(%arg1 init: %zi) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xi32>, tensor<i32>
}

// A while whose condition is a constant false gives back its operands.
// CHECK-LABEL: func.func @while_false
// CHECK-NOT: while
// CHECK: return %arg0, %arg1
func.func @while_false(%arg0: tensor<i32>, %arg1: tensor<?xf32>) -> (tensor<i32>, tensor<?xf32>) {
  %0:2 = stablehlo.while(%i = %arg0, %x = %arg1) : tensor<i32>, tensor<?xf32>
  cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %one : tensor<i32>
    %y = stablehlo.negate %x : tensor<?xf32>
    stablehlo.return %n, %y : tensor<i32>, tensor<?xf32>
  }
  return %0#0, %0#1 : tensor<i32>, tensor<?xf32>
}

// A condition that may be true keeps the loop.
// CHECK-LABEL: func.func @while_kept
// CHECK: stablehlo.while
func.func @while_kept(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.while(%i = %arg0) : tensor<i32>
  cond {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %n : tensor<i32>
  }
  return %0 : tensor<i32>
}

// A condition with a side effect (here a check, which can fail the run)
// runs once even when it returns false: the loop stays.
// CHECK-LABEL: func.func @while_false_effect
// CHECK: stablehlo.while
// CHECK: stablehlo.custom_call @check.expect_eq
func.func @while_false_effect(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.while(%i = %arg0) : tensor<i32>
  cond {
    stablehlo.custom_call @check.expect_eq(%i, %i) {has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    stablehlo.return %i : tensor<i32>
  }
  return %0 : tensor<i32>
}
