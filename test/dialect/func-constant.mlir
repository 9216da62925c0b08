// func.constant: the custom form (as mlir-opt prints it), the generic form
// keeping `value`, and symbol-dce keeping the function it names.
// RUN: symopt %s | filecheck %s
// RUN: symopt --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC
// RUN: symopt --mlir-print-op-generic %s | symopt | filecheck %s
// RUN: symopt %s --pass-pipeline='builtin.module(symbol-dce)' | filecheck %s

// CHECK-LABEL: func.func @f() -> ((tensor<f32>) -> tensor<f32>)
// CHECK: %f = constant @callee : (tensor<f32>) -> tensor<f32>
// CHECK: return %f : (tensor<f32>) -> tensor<f32>
// GENERIC: %0 = "func.constant"() <{value = @callee}> : () -> ((tensor<f32>) -> tensor<f32>)
func.func @f() -> ((tensor<f32>) -> tensor<f32>) {
  %f = func.constant @callee : (tensor<f32>) -> tensor<f32>
  return %f : (tensor<f32>) -> tensor<f32>
}
// CHECK: func.func private @callee(tensor<f32>) -> tensor<f32>
func.func private @callee(%x: tensor<f32>) -> tensor<f32>
