// RUN: symopt --pass-pipeline='builtin.module(autodiff{fn=loop})' %s | filecheck %s
// RUN: not symopt --pass-pipeline='builtin.module(autodiff{fn=unbounded})' %s 2>&1 | filecheck %s --check-prefix=ERR

// A counted loop is unrolled into the gradient function: three forward
// steps, then three backward ones, and no while left.
// CHECK-LABEL: func.func @loop_grad(
// CHECK-NOT: stablehlo.while
// CHECK-COUNT-3: stablehlo.tanh
// CHECK-NOT: stablehlo.while
// CHECK: return
func.func @loop(%x: tensor<?xf32>) -> tensor<f32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %h = %x) : tensor<i32>, tensor<?xf32>
   cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %t = stablehlo.tanh %h : tensor<?xf32>
    stablehlo.return %n, %t : tensor<i32>, tensor<?xf32>
  }
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%0#1 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// A loop whose trip count is an argument has no rule.
// ERR: while.mlir:[[@LINE+3]]:{{[0-9]+}}: error: autodiff: no gradient rule for 'stablehlo.while'
func.func @unbounded(%x: tensor<?xf32>, %n: tensor<i32>) -> tensor<f32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %h = %x) : tensor<i32>, tensor<?xf32>
   cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %k = stablehlo.add %i, %c1 : tensor<i32>
    %t = stablehlo.tanh %h : tensor<?xf32>
    stablehlo.return %k, %t : tensor<i32>, tensor<?xf32>
  }
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%0#1 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
