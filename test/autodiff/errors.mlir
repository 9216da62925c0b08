// RUN: not symopt --pass-pipeline='builtin.module(autodiff{fn=f})' %s 2>&1 | filecheck %s --check-prefix=RULE
// RUN: not symopt --pass-pipeline='builtin.module(autodiff{fn=nope})' %s 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: not symopt --pass-pipeline='builtin.module(autodiff{fn=vec})' %s 2>&1 | filecheck %s --check-prefix=SCALAR
// RUN: not symopt --pass-pipeline='builtin.module(autodiff{fn=f wrt=3})' %s 2>&1 | filecheck %s --check-prefix=RANGE
// RUN: not symopt --pass-pipeline='builtin.module(autodiff{fn=f wrt=x})' %s 2>&1 | filecheck %s --check-prefix=INDEX
// RUN: not symopt --pass-pipeline='builtin.module(autodiff)' %s 2>&1 | filecheck %s --check-prefix=NOFN

// RULE: errors.mlir:[[@LINE+3]]:8: error: autodiff: no gradient rule for 'stablehlo.cholesky'
func.func @f(%x: tensor<3x3xf32>) -> tensor<f32> {
  %0 = stablehlo.tanh %x : tensor<3x3xf32>
  %1 = "stablehlo.cholesky"(%0) {lower = true} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}

// MISSING: autodiff: no function @nope in the module
// SCALAR: error: autodiff: the first result of @vec must be a floating-point scalar tensor, got tensor<?xf32>
func.func @vec(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}

// RANGE: error: autodiff: argument index 3 out of range (the function has 1 arguments)
// INDEX: autodiff: wrt entry "x" is not an argument index
// NOFN: autodiff: option fn is required

// RUN: not symopt --pass-pipeline='builtin.module(autodiff{fn=branch})' %s 2>&1 | filecheck %s --check-prefix=IF
// A branch capturing the argument carries its gradient: no rule, not a
// silent zero.
// IF: errors.mlir:[[@LINE+3]]:{{[0-9]+}}: error: autodiff: no gradient rule for 'stablehlo.if'
func.func @branch(%x: tensor<?xf32>, %p: tensor<i1>) -> tensor<f32> {
  %t = stablehlo.tanh %x : tensor<?xf32>
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %t : tensor<?xf32>
  }, {
    stablehlo.return %x : tensor<?xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}
