// RUN: symopt %s --symbolic-shapes --split-input-file --verify-diagnostics

// A dim proven to be 5 cannot be added to a tensor<4xf32>: the error is
// at the op that creates the contradiction.
func.func @five(%arg0: tensor<?xf32>, %arg1: tensor<4xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %s = tensor.from_elements %c5 : tensor<1xindex>
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %s, dims = [0] : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  // expected-error @+1 {{symbolic shapes contradict}}
  %1 = "stablehlo.add"(%0, %arg1) : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// A reshape whose static sizes do not divide.
func.func @reshape(%arg0: tensor<?x3xf32>) -> tensor<?x2xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %d = tensor.dim %arg0, %c0 : tensor<?x3xf32>
  %s = tensor.from_elements %c5, %c2 : tensor<2xindex>
  %0 = stablehlo.abs %arg0 : tensor<?x3xf32>
  // 3*S == 10 has no integer solution.
  // expected-error @+1 {{symbolic shapes contradict}}
  %1 = stablehlo.dynamic_reshape %0, %s : (tensor<?x3xf32>, tensor<2xindex>) -> tensor<?x2xf32>
  return %1 : tensor<?x2xf32>
}

// -----

// Two declared ranges that do not meet.
symopt.dim @S0 {upper = 4}
symopt.dim @S1 {lower = 8}
func.func @ranges(%arg0: tensor<?xf32, [@S0]>, %arg1: tensor<?xf32, [@S1]>) -> tensor<?xf32, [@S0]> {
  // expected-error @+1 {{symbolic shapes contradict}}
  %0 = stablehlo.add %arg0, %arg1 : (tensor<?xf32, [@S0]>, tensor<?xf32, [@S1]>) -> tensor<?xf32, [@S0]>
  return %0 : tensor<?xf32, [@S0]>
}
