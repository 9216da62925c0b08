// dynamic_broadcast_in_dim of a vector and a scalar, as JAX exports a
// bias add, with the shape built from get_dimension_size.
func.func @f(%x: tensor<?x3xf64>, %b: tensor<3xf64>, %s: tensor<f64>) -> tensor<f64> {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x3xf64>) -> tensor<i32>
  %d1 = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %c3 = stablehlo.constant dense<3> : tensor<1xi32>
  %sh = stablehlo.concatenate %d1, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %0 = stablehlo.dynamic_broadcast_in_dim %b, %sh, dims = [1] : (tensor<3xf64>, tensor<2xi32>) -> tensor<?x3xf64>
  %1 = stablehlo.add %x, %0 : tensor<?x3xf64>
  %2 = stablehlo.tanh %1 : tensor<?x3xf64>
  %3 = stablehlo.dynamic_broadcast_in_dim %s, %sh, dims = [] : (tensor<f64>, tensor<2xi32>) -> tensor<?x3xf64>
  %4 = stablehlo.multiply %2, %3 : tensor<?x3xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %r = stablehlo.reduce(%4 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x3xf64>, tensor<f64>) -> tensor<f64>
  return %r : tensor<f64>
}
