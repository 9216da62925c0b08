// RUN: symopt %s --symbolic-shapes | filecheck %s

// Contracting and batch dims are equal; result dims come from the inputs.

// CHECK-LABEL: func.func @dot
// CHECK-SAME: (%arg0: tensor<?x?xf32, [@[[M:S[0-9]+]], @[[K:S[0-9]+]]]>, %arg1: tensor<?x?xf32, [@[[K]], @[[N:S[0-9]+]]]>)
// CHECK-SAME: -> tensor<?x?xf32, [@[[M]], @[[N]]]>
func.func @dot(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "mhlo.dot"(%arg0, %arg1) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @dot_general
// CHECK-SAME: (%arg0: tensor<?x?x?x?xf32, [@[[B0:S[0-9]+]], @[[B1:S[0-9]+]], @[[M:S[0-9]+]], @[[K:S[0-9]+]]]>, %arg1: tensor<?x?x?x?xf32, [@[[B0]], @[[B1]], @[[K]], @[[N:S[0-9]+]]]>)
// CHECK-SAME: -> tensor<?x?x?x?xf32, [@[[B0]], @[[B1]], @[[M]], @[[N]]]>
func.func @dot_general(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = "mhlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// CHECK-LABEL: func.func @einsum
// CHECK-SAME: (%arg0: tensor<?x?x?xf32, [@[[I:S[0-9]+]], @[[J:S[0-9]+]], @[[K:S[0-9]+]]]>, %arg1: tensor<?x?x?xf32, [@[[I]], @[[K]], @[[M:S[0-9]+]]]>)
// CHECK-SAME: -> tensor<?x?x?xf32, [@[[I]], @[[J]], @[[M]]]>
func.func @einsum(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = "mhlo.einsum"(%arg0, %arg1) {einsum_config = "ijk,ikm->ijm"} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
