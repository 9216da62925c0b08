// reduce_window as pooling layers write it (NHWC, dynamic batch): each
// output element combines its window, unrolled, fused with its neighbours.

// max pool 2x2 stride 2 then relu
func.func @maxpool(%x: tensor<?x8x8x3xf32>) -> tensor<?x4x4x3xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %ninf) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<?x8x8x3xf32>, tensor<f32>) -> tensor<?x4x4x3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = shape.shape_of %0 : tensor<?x4x4x3xf32> -> tensor<4xindex>
  %zb = stablehlo.dynamic_broadcast_in_dim %z, %s, dims = [] : (tensor<f32>, tensor<4xindex>) -> tensor<?x4x4x3xf32>
  %1 = stablehlo.maximum %0, %zb : tensor<?x4x4x3xf32>
  return %1 : tensor<?x4x4x3xf32>
}

// average pool 3x3 stride 1, SAME padding, then the divide
func.func @avgpool(%x: tensor<?x6x6x2xf32>) -> tensor<?x6x6x2xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %zero) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 3, 3, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>} : (tensor<?x6x6x2xf32>, tensor<f32>) -> tensor<?x6x6x2xf32>
  %n = stablehlo.constant dense<9.0> : tensor<f32>
  %s = shape.shape_of %0 : tensor<?x6x6x2xf32> -> tensor<4xindex>
  %nb = stablehlo.dynamic_broadcast_in_dim %n, %s, dims = [] : (tensor<f32>, tensor<4xindex>) -> tensor<?x6x6x2xf32>
  %1 = stablehlo.divide %0, %nb : tensor<?x6x6x2xf32>
  return %1 : tensor<?x6x6x2xf32>
}

// dilations (the gradient of a strided pool reads the base dilated), a
// non-identity init, integers, and windows over a dynamic dim
func.func @dilated(%x: tensor<?x7xi32>) -> (tensor<?x7xi32>, tensor<?x4xi32>) {
  %one = stablehlo.constant dense<1> : tensor<i32>
  %0 = "stablehlo.reduce_window"(%x, %one) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) {window_dimensions = array<i64: 1, 3>, base_dilations = array<i64: 1, 2>, window_strides = array<i64: 1, 2>, padding = dense<[[0, 0], [2, 1]]> : tensor<2x2xi64>} : (tensor<?x7xi32>, tensor<i32>) -> tensor<?x7xi32>
  %min = stablehlo.constant dense<2147483647> : tensor<i32>
  %1 = "stablehlo.reduce_window"(%x, %min) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.minimum %a, %b : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) {window_dimensions = array<i64: 2, 2>, window_dilations = array<i64: 1, 3>, padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>} : (tensor<?x7xi32>, tensor<i32>) -> tensor<?x4xi32>
  return %0, %1 : tensor<?x7xi32>, tensor<?x4xi32>
}

// the gradient of a 2x2 max pool with stride 2 (the first maximum of each
// window takes the gradient), then scaled; overlapping 3x3 windows with
// stride 1 (an element takes the sum over the windows that select it)
func.func @maxpool_grad(%x: tensor<?x8x8x3xf32>, %g: tensor<?x4x4x3xf32>) -> tensor<?x8x8x3xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %g, %zero) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<?x8x8x3xf32>, tensor<?x4x4x3xf32>, tensor<f32>) -> tensor<?x8x8x3xf32>
  return %0 : tensor<?x8x8x3xf32>
}

func.func @overlapping_grad(%x: tensor<6x5xi32>, %g: tensor<4x3xi32>) -> tensor<6x5xi32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %0 = "stablehlo.select_and_scatter"(%x, %g, %zero) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.compare GT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 1, 1>} : (tensor<6x5xi32>, tensor<4x3xi32>, tensor<i32>) -> tensor<6x5xi32>
  return %0 : tensor<6x5xi32>
}
