// RUN: symopt %s --symbolic-shapes | filecheck %s
// RUN: symopt %s --symbolic-shapes | filecheck %s --check-prefix=DECL

// dynamic_broadcast_in_dim takes its result dims from the shape operand:
// elements read with tensor.dim, shape.shape_of or get_dimension_size of
// the same dim are the same symbol.

// CHECK-LABEL: func.func @shape_of
// CHECK-SAME: (%arg0: tensor<?x?xf32, [@[[A:S[0-9]+]], @[[B:S[0-9]+]]]>, %arg1: tensor<?xf32, [@[[C:S[0-9]+]]]>)
// CHECK-SAME: -> tensor<?x?xf32, [@[[A]], @[[B]]]>
func.func @shape_of(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>) -> tensor<?x?xf32> {
  %s = shape.shape_of %arg0 : tensor<?x?xf32> -> tensor<2xindex>
  %0 = stablehlo.dynamic_broadcast_in_dim %arg1, %s, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @tensor_dim
// CHECK-SAME: (%arg0: tensor<?x?xf32, [@[[A:S[0-9]+]], @[[B:S[0-9]+]]]>, %arg1: tensor<?xf32, [@[[B]]]>)
// CHECK-SAME: -> tensor<?x?xf32, [@[[A]], @[[B]]]>
func.func @tensor_dim(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
  %s = tensor.from_elements %d0, %d1 : tensor<2xindex>
  // The operand dim is declared non-expanding, so it equals result dim 1.
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%arg1, %s) {broadcast_dimensions = array<i64: 1>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = stablehlo.add %0, %arg0 : tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// Through get_dimension_size (tensor<i32>), reshape and concatenate, the
// HLO way of building a shape.
// CHECK-LABEL: func.func @hlo_shape
// CHECK-SAME: (%arg0: tensor<?x?xf32, [@[[A:S[0-9]+]], @[[B:S[0-9]+]]]>, %arg1: tensor<?xf32, [@[[C:S[0-9]+]]]>)
// CHECK-SAME: -> tensor<?x?xf32, [@[[B]], @[[A]]]>
func.func @hlo_shape(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>) -> tensor<?x?xf32> {
  %d0 = "stablehlo.get_dimension_size"(%arg0) {dimension = 0 : i64} : (tensor<?x?xf32>) -> tensor<i32>
  %d1 = "stablehlo.get_dimension_size"(%arg0) {dimension = 1 : i64} : (tensor<?x?xf32>) -> tensor<i32>
  %r0 = stablehlo.reshape %d0 : (tensor<i32>) -> tensor<1xi32>
  %r1 = stablehlo.reshape %d1 : (tensor<i32>) -> tensor<1xi32>
  %s = stablehlo.concatenate %r1, %r0, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %0 = stablehlo.dynamic_broadcast_in_dim %arg1, %s, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// A dynamic operand dim may be 1 (expanding): without more knowledge it is
// not merged with the result dim, but a static result bounds it.
// CHECK-LABEL: func.func @expanding
// CHECK-SAME: (%arg0: tensor<?xf32, [@[[E:S[0-9]+]]]>) -> tensor<8xf32>
func.func @expanding(%arg0: tensor<?xf32>) -> tensor<8xf32> {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<?xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
// DECL: symopt.dim @S{{[0-9]+}} {upper = 8 : i64}
