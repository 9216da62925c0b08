// slice (static, strided), slice of a dynamic shape, dynamic_slice,
// dynamic_update_slice and pad.
func.func @f(%x: tensor<4x6xf64>, %y: tensor<?x6xf64>, %u: tensor<2x2xf64>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<f64> {
  %0 = stablehlo.slice %x [1:3, 0:6:2] : (tensor<4x6xf64>) -> tensor<2x3xf64>
  %1 = stablehlo.slice %y [0:1, 1:4] : (tensor<?x6xf64>) -> tensor<1x3xf64>
  %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<2x3xf64>
  %3 = stablehlo.multiply %0, %2 : tensor<2x3xf64>
  %4 = stablehlo.dynamic_slice %y, %i, %j, sizes = [1, 3] : (tensor<?x6xf64>, tensor<i32>, tensor<i32>) -> tensor<1x3xf64>
  %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<2x3xf64>
  %6 = stablehlo.multiply %3, %5 : tensor<2x3xf64>
  %7 = stablehlo.dynamic_update_slice %x, %u, %j, %i : (tensor<4x6xf64>, tensor<2x2xf64>, tensor<i32>, tensor<i32>) -> tensor<4x6xf64>
  %8 = stablehlo.tanh %7 : tensor<4x6xf64>
  %pv = stablehlo.constant dense<0.5> : tensor<f64>
  %9 = stablehlo.pad %6, %pv, low = [1, 0], high = [0, 2], interior = [1, 0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<4x5xf64>
  %10 = stablehlo.sine %9 : tensor<4x5xf64>
  %c0 = stablehlo.constant dense<0.0> : tensor<f64>
  %11 = stablehlo.reduce(%8 init: %c0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xf64>, tensor<f64>) -> tensor<f64>
  %12 = stablehlo.reduce(%10 init: %c0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf64>, tensor<f64>) -> tensor<f64>
  %r = stablehlo.add %11, %12 : tensor<f64>
  return %r : tensor<f64>
}
