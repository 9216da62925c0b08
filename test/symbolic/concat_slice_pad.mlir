// RUN: symopt %s --symbolic-shapes | filecheck %s

// A static slice [3:7] needs the input to reach its limit; the slice
// starting at 2 needs at least 3 elements for a non-empty result.
// CHECK: symopt.dim @[[RL:S[0-9]+]] {lower = 3 : i64}
// CHECK: symopt.dim @[[LO:S[0-9]+]] {lower = 7 : i64}
// concatenate: the joined dim is the sum, the others are equal.
// CHECK: symopt.constraint "[[SUM:S[0-9]+]] := [[X:S[0-9]+]] + [[Y:S[0-9]+]]"
// pad: out = in + lo + hi + (in - 1) * interior.
// CHECK: symopt.constraint "[[PAD:S[0-9]+]] := 3*[[P:S[0-9]+]] + 1"
// real_dynamic_slice with unit strides: out = limit - start.
// CHECK: symopt.constraint "[[SL:S[0-9]+]] := [[RL]] - 2"

// CHECK: func.func @concat(%arg0: tensor<?x?xf32, [@[[X]], @[[R:S[0-9]+]]]>, %arg1: tensor<?x?xf32, [@[[Y]], @[[R]]]>)
// CHECK-SAME: -> tensor<?x?xf32, [@[[SUM]], @[[R]]]>
func.func @concat(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK: func.func @pad(%arg0: tensor<?xf32, [@[[P]]]>, %arg1: tensor<f32>) -> tensor<?xf32, [@[[PAD]]]>
func.func @pad(%arg0: tensor<?xf32>, %arg1: tensor<f32>) -> tensor<?xf32> {
  %0 = stablehlo.pad %arg0, %arg1, low = [1], high = [2], interior = [2] : (tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK: func.func @real_dynamic_slice(%arg0: tensor<?xf32, [@[[RL]]]>) -> tensor<?xf32, [@[[SL]]]>
func.func @real_dynamic_slice(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d = tensor.dim %arg0, %c0 : tensor<?xf32>
  %start = tensor.from_elements %c2 : tensor<1xindex>
  %limit = tensor.from_elements %d : tensor<1xindex>
  %step = tensor.from_elements %c1 : tensor<1xindex>
  %0 = stablehlo.real_dynamic_slice %arg0, %start, %limit, %step : (tensor<?xf32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK: func.func @slice(%arg0: tensor<?xf32, [@[[LO]]]>) -> tensor<4xf32>
func.func @slice(%arg0: tensor<?xf32>) -> tensor<4xf32> {
  %0 = stablehlo.slice %arg0 [3:7] : (tensor<?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
