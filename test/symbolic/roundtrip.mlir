// The annotated module reads back to the same facts: running the pass on
// its own output prints the same module (parse -> analyze -> print is a
// fixed point), and the printed module verifies.
// RUN: symopt %s --symbolic-shapes -o %t.1.mlir
// RUN: symopt %t.1.mlir --symbolic-shapes -o %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: symopt %t.1.mlir --mlir-print-op-generic | symopt --symbolic-shapes -o %t.3.mlir
// RUN: diff %t.1.mlir %t.3.mlir

symopt.dim @S0 {likely = 512, upper = 4096}
func.func @main(%arg0: tensor<?x?x64xf32, [@S0, @S1, 64]>, %arg1: tensor<?x64xf32, #stablehlo.bounds<1024, ?>>, %arg2: tensor<f32>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %d0 = tensor.dim %arg0, %c0 : tensor<?x?x64xf32, [@S0, @S1, 64]>
  %d1 = tensor.dim %arg0, %c1 : tensor<?x?x64xf32, [@S0, @S1, 64]>
  %n = arith.muli %d0, %d1 : index
  %s = tensor.from_elements %n, %c64 : tensor<2xindex>
  %0 = stablehlo.dynamic_reshape %arg0, %s : (tensor<?x?x64xf32, [@S0, @S1, 64]>, tensor<2xindex>) -> tensor<?x64xf32>
  %1 = stablehlo.concatenate %0, %arg1, dim = 0 : (tensor<?x64xf32>, tensor<?x64xf32, #stablehlo.bounds<1024, ?>>) -> tensor<?x64xf32>
  %2 = stablehlo.pad %1, %arg2, low = [2, 0], high = [2, 0], interior = [0, 0] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?x64xf32>
  %3 = stablehlo.while(%it = %2) : tensor<?x64xf32>
    cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %4 = stablehlo.abs %it : tensor<?x64xf32>
    stablehlo.return %4 : tensor<?x64xf32>
  }
  return %3 : tensor<?x64xf32>
}
