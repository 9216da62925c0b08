// RUN: symopt %s --symbolic-shapes | filecheck %s

// The -1 handling of a reshape shape computation: `d == -1` is decided
// false (dims are at least 1), so the selects pick the dims: the reshape
// of %arg1 has %arg0's dims, and the element counts agree.
// CHECK: symopt.constraint "[[A:S[0-9]+]]*[[B:S[0-9]+]] == [[C:S[0-9]+]]*[[D:S[0-9]+]]" {from = "{{.*}}stablehlo.dynamic_reshape"}
// CHECK-LABEL: func.func @minus_one_select
// CHECK-SAME: (%arg0: tensor<?x?xf32, [@[[A]], @[[B]]]>, %arg1: tensor<?x?xf32, [@[[C]], @[[D]]]>) -> tensor<?x?xf32, [@[[A]], @[[B]]]>
func.func @minus_one_select(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %cm1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
  %e0 = arith.cmpi eq, %d0, %cm1 : index
  %e1 = arith.cmpi eq, %d1, %cm1 : index
  %s0 = arith.select %e0, %c1, %d0 : index
  %s1 = arith.select %e1, %c1, %d1 : index
  %s = tensor.from_elements %s0, %s1 : tensor<2xindex>
  %0 = stablehlo.dynamic_reshape %arg1, %s : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = stablehlo.add %0, %arg0 : tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// shape.broadcast of two shapes: a 1 takes the other extent; extents not
// proven equal give a new symbol.
// CHECK-LABEL: func.func @shape_broadcast
// CHECK-SAME: (%arg0: tensor<?x?xf32, [@[[P:S[0-9]+]], @[[Q:S[0-9]+]]]>, %arg1: tensor<1x?xf32, [1, @[[R:S[0-9]+]]]>, %arg2: tensor<?xf32, [@{{S[0-9]+}}]>)
// CHECK-SAME: -> tensor<?x?xf32, [@[[P]], @[[NEW:S[0-9]+]]]>
func.func @shape_broadcast(%arg0: tensor<?x?xf32>, %arg1: tensor<1x?xf32>, %arg2: tensor<?xf32>) -> tensor<?x?xf32> {
  %a = shape.shape_of %arg0 : tensor<?x?xf32> -> tensor<2xindex>
  %b = shape.shape_of %arg1 : tensor<1x?xf32> -> tensor<2xindex>
  %c = shape.broadcast %a, %b : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
  %0 = stablehlo.dynamic_broadcast_in_dim %arg2, %c, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// shape.cstr_eq asserts that its shapes are equal.
// CHECK-LABEL: func.func @cstr_eq
// CHECK-SAME: (%arg0: tensor<?x?xf32, [@[[E:S[0-9]+]], @[[F:S[0-9]+]]]>, %arg1: tensor<?x?xf32, [@[[E]], @[[F]]]>)
func.func @cstr_eq(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> !shape.witness {
  %a = shape.shape_of %arg0 : tensor<?x?xf32> -> tensor<2xindex>
  %b = shape.shape_of %arg1 : tensor<?x?xf32> -> tensor<2xindex>
  %w = shape.cstr_eq %a, %b : tensor<2xindex>, tensor<2xindex>
  return %w : !shape.witness
}

// dynamic_iota and dynamic_pad read their sizes from shape operands.
// CHECK-LABEL: func.func @iota_pad
// CHECK-SAME: (%arg0: tensor<?xf32, [@[[N:S[0-9]+]]]>, %arg1: tensor<f32>)
// CHECK: stablehlo.dynamic_iota {{.*}} -> tensor<?xf32, [@[[N]]]>
// CHECK: stablehlo.dynamic_pad {{.*}} -> tensor<?xf32, [@[[PADDED:S[0-9]+]]]>
func.func @iota_pad(%arg0: tensor<?xf32>, %arg1: tensor<f32>) -> tensor<?xf32> {
  %s = shape.shape_of %arg0 : tensor<?xf32> -> tensor<1xindex>
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xindex>) -> tensor<?xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %lo = tensor.from_elements %c1 : tensor<1xindex>
  %hi = tensor.from_elements %c2 : tensor<1xindex>
  %in = tensor.from_elements %c0 : tensor<1xindex>
  %1 = stablehlo.dynamic_pad %0, %arg1, %lo, %hi, %in : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
