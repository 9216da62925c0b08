// RUN: not symopt --emit=llvm -split-input-file %s 2>&1 | filecheck %s

// Every op left without a kernel after --emit's default pipeline (which
// inlines, fuses and lowers) gets the reason, never "run the fuse pass".
// CHECK-NOT: run the fuse pass

// Custom calls other than annotations: one error names every target.
// CHECK: no-kernel.mlir:[[@LINE+3]]:8: error: custom_call targets with no kernel: @a_kernel, @b_kernel (not supported; code generation knows XLA's TopK, which hlo-expand rewrites, and the annotations Sharding,
// CHECK: no-kernel.mlir:[[@LINE+4]]:8: note: custom_call @a_kernel here
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @b_kernel(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.custom_call @Sharding(%0) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.custom_call @a_kernel(%1) : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// CHECK: no-kernel.mlir:[[@LINE+2]]:8: error: 'stablehlo.all_reduce' has no kernel: code generation compiles for one device and has no collectives (not supported)
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: no-kernel.mlir:[[@LINE+2]]:8: error: 'stablehlo.fft' has no kernel: code generation does not handle this op (not supported)
func.func @main(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// A call the inliner keeps (recursion).
// CHECK: no-kernel.mlir:[[@LINE+2]]:8: error: 'func.call' of @rec has no kernel: calls are compiled inlined, and the inline pass (which --emit's default pipeline runs) keeps calls to recursive functions and to functions whose body has more than one block
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @rec(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @rec(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @rec(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A sort whose comparator does not order (it reads one element only).
// CHECK: no-kernel.mlir:[[@LINE+2]]:8: error: 'stablehlo.sort' has no kernel in this form
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %c = stablehlo.compare GT, %a, %z : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A tuple the function returns stays a tuple.
// CHECK: no-kernel.mlir:[[@LINE+2]]:8: error: 'mhlo.tuple' has no kernel: code generation has no tuple buffers;
func.func @main(%x: tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>> {
  %0 = mhlo.tuple %x, %x : tuple<tensor<4xf32>, tensor<4xf32>>
  return %0 : tuple<tensor<4xf32>, tensor<4xf32>>
}
