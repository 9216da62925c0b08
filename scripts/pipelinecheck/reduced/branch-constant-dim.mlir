// Reduced from pipelinecheck's random set (shapestest seed 15). Symptom, with
// symopt --emit=llvm --pass-pipeline='builtin.module(symbolic-shapes,func.func(schedule-memory{versions=2},remat,fuse),lower-to-kernels)':
//   error: 'scf.if' result #0: the then side yields dim 1 as S18, which the host does not know before the branch
// The versioned body yields the concatenate's dim 1, which symbolic-shapes proves
// to be 1 ([2, 1]) while the type keeps '?'. Not run by go test.
func.func @main(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>, %arg3: tensor<?x?xf32>, %arg4: tensor<?x?xf32>, %arg5: tensor<?x?xf32>, %arg6: tensor<?x?xf32>, %arg7: tensor<?x?xf32>, %arg8: tensor<?x?xf32>) -> tensor<2x?xf32> {
  %v0 = "stablehlo.dot"(%arg0, %arg1) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %v1 = "stablehlo.add"(%arg0, %arg2) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x1xf32>
  %v2 = "stablehlo.add"(%v0, %arg3) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %t5 = arith.constant 0 : index
  %t6 = tensor.dim %v2, %t5 : tensor<?x?xf32>
  %t7 = arith.constant 1 : index
  %t8 = tensor.dim %v2, %t7 : tensor<?x?xf32>
  %t9 = arith.muli %t6, %t8 : index
  %v15 = "stablehlo.dot"(%v0, %arg5) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %v25 = "stablehlo.concatenate"(%arg0, %arg8) {dimension = 0 : i64} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<2x?xf32>
  return %v25 : tensor<2x?xf32>
}
