// Elementwise chains with broadcasts over dynamic dims, a compare and a
// select, a convert round trip through f16, a transpose and an iota.
func.func @chain(%a: tensor<?x?xf32>, %b: tensor<?xf32>, %c: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xi1>, tensor<?x?xf16>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %half = stablehlo.constant dense<0.5> : tensor<f32>
  %s = shape.shape_of %a : tensor<?x?xf32> -> tensor<2xindex>
  %bb = stablehlo.dynamic_broadcast_in_dim %b, %s, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %t = stablehlo.add %a, %bb : tensor<?x?xf32>
  %u = stablehlo.multiply %t, %c : tensor<?x?xf32>
  %zb = stablehlo.dynamic_broadcast_in_dim %zero, %s, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x?xf32>
  %gt = stablehlo.compare GT, %u, %zb : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xi1>
  %e = stablehlo.exponential %u : tensor<?x?xf32>
  %n = stablehlo.negate %u : tensor<?x?xf32>
  %sel = stablehlo.select %gt, %e, %n : tensor<?x?xi1>, tensor<?x?xf32>
  %hb = stablehlo.dynamic_broadcast_in_dim %half, %s, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x?xf32>
  %cl = stablehlo.clamp %zero, %sel, %half : (tensor<f32>, tensor<?x?xf32>, tensor<f32>) -> tensor<?x?xf32>
  %m = stablehlo.maximum %cl, %hb : tensor<?x?xf32>
  %h = stablehlo.convert %m : (tensor<?x?xf32>) -> tensor<?x?xf16>
  %tr = stablehlo.transpose %a, dims = [1, 0] : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %h2 = stablehlo.convert %tr : (tensor<?x?xf32>) -> tensor<?x?xf16>
  return %sel, %gt, %h : tensor<?x?xf32>, tensor<?x?xi1>, tensor<?x?xf16>
}

func.func @iota_bias(%x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %s = shape.shape_of %x : tensor<4x?xf32> -> tensor<2xindex>
  %i = stablehlo.dynamic_iota %s, dim = 1 : (tensor<2xindex>) -> tensor<4x?xf32>
  %r = stablehlo.dynamic_reshape %x, %s : (tensor<4x?xf32>, tensor<2xindex>) -> tensor<4x?xf32>
  %y = stablehlo.add %r, %i : tensor<4x?xf32>
  return %y : tensor<4x?xf32>
}

