// RUN: symopt %s --symbolic-shapes | filecheck %s

// CHECK-LABEL: func.func @reduce
// CHECK-SAME: (%arg0: tensor<?x?xf32, [@[[A:S[0-9]+]], @[[B:S[0-9]+]]]>, %arg1: tensor<f32>) -> tensor<?xf32, [@[[B]]]>
func.func @reduce(%arg0: tensor<?x?xf32>, %arg1: tensor<f32>) -> tensor<?xf32> {
  %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @transpose
// CHECK-SAME: (%arg0: tensor<?x?x?xf32, [@[[A:S[0-9]+]], @[[B:S[0-9]+]], @[[C:S[0-9]+]]]>) -> tensor<?x?x?xf32, [@[[C]], @[[A]], @[[B]]]>
func.func @transpose(%arg0: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// Batch dims of a gather come from the indices, offset dims from the
// slice sizes.
// CHECK-LABEL: func.func @gather
// CHECK-SAME: (%arg0: tensor<?x?xf32, [@{{S[0-9]+}}, @{{S[0-9]+}}]>, %arg1: tensor<?x1xi32, [@[[N:S[0-9]+]], 1]>) -> tensor<?x8xf32, [@[[N]], 8]>
func.func @gather(%arg0: tensor<?x?xf32>, %arg1: tensor<?x1xi32>) -> tensor<?x8xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>} : (tensor<?x?xf32>, tensor<?x1xi32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// reduce_window: out = (in + pads - window) / stride + 1 when exact.
// CHECK-LABEL: func.func @reduce_window
// CHECK-SAME: (%arg0: tensor<?xf32, [@[[W:S[0-9]+]]]>, %arg1: tensor<f32>) -> tensor<?xf32, [@[[W]]]>
func.func @reduce_window(%arg0: tensor<?xf32>, %arg1: tensor<f32>) -> tensor<?xf32> {
  %0 = "stablehlo.reduce_window"(%arg0, %arg1) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 3>, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
