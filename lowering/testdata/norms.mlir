// Layer norm and RMSNorm over rows of a dynamic number of tokens, and a
// column sum with an epilogue.
func.func @layer_norm(%x: tensor<?x64xf32>, %g: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<?x64xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %inv = stablehlo.constant dense<0.015625> : tensor<f32>
  %eps = stablehlo.constant dense<1.0e-5> : tensor<f32>
  %s = shape.shape_of %x : tensor<?x64xf32> -> tensor<2xindex>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
  %rs = shape.shape_of %sum : tensor<?xf32> -> tensor<1xindex>
  %invb = stablehlo.dynamic_broadcast_in_dim %inv, %rs, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
  %mean = stablehlo.multiply %sum, %invb : tensor<?xf32>
  %mb = stablehlo.dynamic_broadcast_in_dim %mean, %s, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x64xf32>
  %xc = stablehlo.subtract %x, %mb : tensor<?x64xf32>
  %sq = stablehlo.multiply %xc, %xc : tensor<?x64xf32>
  %vs = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
  %var = stablehlo.multiply %vs, %invb : tensor<?xf32>
  %epsb = stablehlo.dynamic_broadcast_in_dim %eps, %rs, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
  %ve = stablehlo.add %var, %epsb : tensor<?xf32>
  %r = stablehlo.rsqrt %ve : tensor<?xf32>
  %rb = stablehlo.dynamic_broadcast_in_dim %r, %s, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x64xf32>
  %gb = stablehlo.dynamic_broadcast_in_dim %g, %s, dims = [1] : (tensor<64xf32>, tensor<2xindex>) -> tensor<?x64xf32>
  %bb = stablehlo.dynamic_broadcast_in_dim %b, %s, dims = [1] : (tensor<64xf32>, tensor<2xindex>) -> tensor<?x64xf32>
  %n = stablehlo.multiply %xc, %rb : tensor<?x64xf32>
  %ng = stablehlo.multiply %n, %gb : tensor<?x64xf32>
  %y = stablehlo.add %ng, %bb : tensor<?x64xf32>
  return %y : tensor<?x64xf32>
}

func.func @rms_norm(%x: tensor<?x?xf32>, %g: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %eps = stablehlo.constant dense<1.0e-6> : tensor<f32>
  %s = shape.shape_of %x : tensor<?x?xf32> -> tensor<2xindex>
  %sq = stablehlo.multiply %x, %x : tensor<?x?xf32>
  %ss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  %rs = shape.shape_of %ss : tensor<?xf32> -> tensor<1xindex>
  %epsb = stablehlo.dynamic_broadcast_in_dim %eps, %rs, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
  %ve = stablehlo.add %ss, %epsb : tensor<?xf32>
  %r = stablehlo.rsqrt %ve : tensor<?xf32>
  %rb = stablehlo.dynamic_broadcast_in_dim %r, %s, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %gb = stablehlo.dynamic_broadcast_in_dim %g, %s, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %n = stablehlo.multiply %x, %rb : tensor<?x?xf32>
  %y = stablehlo.multiply %n, %gb : tensor<?x?xf32>
  return %y, %r : tensor<?x?xf32>, tensor<?xf32>
}

func.func @col_sum(%x: tensor<?x?xf32>) -> tensor<?xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %s = shape.shape_of %x : tensor<?x?xf32> -> tensor<2xindex>
  %tb = stablehlo.dynamic_broadcast_in_dim %two, %s, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x?xf32>
  %x2 = stablehlo.multiply %x, %tb : tensor<?x?xf32>
  %e = stablehlo.exponential %x2 : tensor<?x?xf32>
  %cs = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  %l = stablehlo.log %cs : tensor<?xf32>
  return %l : tensor<?xf32>
}

// A reduction over a middle dim is a strided row reduction.
func.func @mid_max(%x: tensor<?x?x4xf32>) -> tensor<?x4xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %a = stablehlo.abs %x : tensor<?x?x4xf32>
  %m = stablehlo.reduce(%a init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<?x?x4xf32>, tensor<f32>) -> tensor<?x4xf32>
  %e = stablehlo.exponential %m : tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}
