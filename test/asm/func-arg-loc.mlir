// RUN: symopt %s --mlir-print-debuginfo | filecheck %s
// RUN: symopt %s --mlir-print-debuginfo | symopt - --mlir-print-debuginfo | filecheck %s
// RUN: symopt %s | filecheck %s --check-prefix=PLAIN

#loc1 = loc("model.py":3:4)
// CHECK: func.func @f(%arg0: tensor<f32> loc("x.py":1:2), %arg1: tensor<f32> {jax.arg = 1 : i32} loc("model.py":3:4)) -> tensor<f32> {
// PLAIN: func.func @f(%arg0: tensor<f32>, %arg1: tensor<f32> {jax.arg = 1 : i32}) -> tensor<f32> {
func.func @f(%a: tensor<f32> loc("x.py":1:2), %b: tensor<f32> {jax.arg = 1 : i32} loc(#loc1)) -> tensor<f32> {
  return %a : tensor<f32>
}
