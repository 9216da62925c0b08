// RUN: symopt %s --symbolic-shapes | filecheck %s

// Shape arithmetic on index values: products, quotients, casts through
// i32/i64 and back, shape.* ops, tensor.extract. The resulting shapes name
// the symbols (or constraints) of the dims they were computed from.

// CHECK: symopt.constraint "[[HALF:S[0-9]+]] := [[EVEN:S[0-9]+]]*[[C:S[0-9]+]]"
// CHECK: symopt.constraint "[[NE:S[0-9]+]] := [[X:S[0-9]+]]*[[Y:S[0-9]+]]"

// (2*S*C) / 2 is S*C exactly.
// CHECK: func.func @divide(%arg0: tensor<?x?xf32, [@[[EVEN]], @[[C]]]>)
// CHECK-SAME: -> tensor<?xf32, [@[[HALF]]]>
func.func @divide(%arg0: tensor<?x?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
  %twice = arith.muli %d0, %c2 : index
  %n = arith.muli %twice, %d1 : index
  %h = arith.divui %n, %c2 : index
  %i = arith.index_cast %h : index to i64
  %j = arith.index_cast %i : i64 to index
  %s = tensor.from_elements %j : tensor<1xindex>
  %0 = stablehlo.dynamic_reshape %arg0, %s : (tensor<?x?xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// shape.num_elements of shape_of is the product of the dims.
// CHECK: func.func @num_elements(%arg0: tensor<?x?xf32, [@[[X]], @[[Y]]]>)
// CHECK-SAME: -> tensor<?xf32, [@[[NE]]]>
func.func @num_elements(%arg0: tensor<?x?xf32>) -> tensor<?xf32> {
  %s = shape.shape_of %arg0 : tensor<?x?xf32> -> tensor<2xindex>
  %n = shape.num_elements %s : tensor<2xindex> -> index
  %t = tensor.from_elements %n : tensor<1xindex>
  %0 = stablehlo.dynamic_reshape %arg0, %t : (tensor<?x?xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// tensor.extract of a shape_of element, shape.get_extent and
// get_dimension_size all read the same symbol.
// CHECK: func.func @extract(%arg0: tensor<?x?xf32, [@[[P:S[0-9]+]], @[[Q:S[0-9]+]]]>, %arg1: tensor<?xf32, [@[[R:S[0-9]+]]]>)
// CHECK-SAME: -> tensor<?x?x?xf32, [@[[Q]], @[[P]], @[[P]]]>
func.func @extract(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>) -> tensor<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = shape.shape_of %arg0 : tensor<?x?xf32> -> tensor<2xindex>
  %e1 = tensor.extract %s[%c1] : tensor<2xindex>
  %e0 = shape.get_extent %s, %c0 : tensor<2xindex>, index -> index
  %g = "stablehlo.get_dimension_size"(%arg0) {dimension = 0 : i64} : (tensor<?x?xf32>) -> tensor<i32>
  %gi = tensor.extract %g[] : tensor<i32>
  %gx = arith.index_cast %gi : i32 to index
  %t = tensor.from_elements %e1, %e0, %gx : tensor<3xindex>
  %0 = stablehlo.dynamic_broadcast_in_dim %arg1, %t, dims = [2] : (tensor<?xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
