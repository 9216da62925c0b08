// One pre-norm transformer block over a dynamic number of tokens T:
// RMSNorm, single-head attention with a softmax over T x T scores, a
// residual, RMSNorm and a SiLU-gated MLP. Matmuls are library calls.
func.func @block(%x: tensor<?x64xf32>, %g1: tensor<64xf32>, %wq: tensor<64x64xf32>, %wk: tensor<64x64xf32>, %wv: tensor<64x64xf32>, %wo: tensor<64x64xf32>, %g2: tensor<64xf32>, %w1: tensor<64x128xf32>, %w3: tensor<64x128xf32>, %w2: tensor<128x64xf32>) -> tensor<?x64xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %invh = stablehlo.constant dense<0.015625> : tensor<f32>
  %eps = stablehlo.constant dense<1.0e-6> : tensor<f32>
  %scale = stablehlo.constant dense<0.125> : tensor<f32>
  %s = shape.shape_of %x : tensor<?x64xf32> -> tensor<2xindex>
  %hsq = stablehlo.multiply %x, %x : tensor<?x64xf32>
  %hss = stablehlo.reduce(%hsq init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
  %hrs = shape.shape_of %hss : tensor<?xf32> -> tensor<1xindex>
  %hib = stablehlo.dynamic_broadcast_in_dim %invh, %hrs, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
  %hms = stablehlo.multiply %hss, %hib : tensor<?xf32>
  %heb = stablehlo.dynamic_broadcast_in_dim %eps, %hrs, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
  %hme = stablehlo.add %hms, %heb : tensor<?xf32>
  %hr = stablehlo.rsqrt %hme : tensor<?xf32>
  %hxs = shape.shape_of %x : tensor<?x64xf32> -> tensor<2xindex>
  %hrb = stablehlo.dynamic_broadcast_in_dim %hr, %hxs, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x64xf32>
  %hgb = stablehlo.dynamic_broadcast_in_dim %g1, %hxs, dims = [1] : (tensor<64xf32>, tensor<2xindex>) -> tensor<?x64xf32>
  %hn = stablehlo.multiply %x, %hrb : tensor<?x64xf32>
  %h = stablehlo.multiply %hn, %hgb : tensor<?x64xf32>
  %q = stablehlo.dot_general %h, %wq, contracting_dims = [1] x [0] : (tensor<?x64xf32>, tensor<64x64xf32>) -> tensor<?x64xf32>
  %k = stablehlo.dot_general %h, %wk, contracting_dims = [1] x [0] : (tensor<?x64xf32>, tensor<64x64xf32>) -> tensor<?x64xf32>
  %v = stablehlo.dot_general %h, %wv, contracting_dims = [1] x [0] : (tensor<?x64xf32>, tensor<64x64xf32>) -> tensor<?x64xf32>
  %sc = stablehlo.dot_general %q, %k, contracting_dims = [1] x [1] : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x?xf32>
  %ss = shape.shape_of %sc : tensor<?x?xf32> -> tensor<2xindex>
  %scb = stablehlo.dynamic_broadcast_in_dim %scale, %ss, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x?xf32>
  %z = stablehlo.multiply %sc, %scb : tensor<?x?xf32>
  %m = stablehlo.reduce(%z init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  %mb = stablehlo.dynamic_broadcast_in_dim %m, %ss, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %zd = stablehlo.subtract %z, %mb : tensor<?x?xf32>
  %e = stablehlo.exponential %zd : tensor<?x?xf32>
  %se = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  %sb = stablehlo.dynamic_broadcast_in_dim %se, %ss, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %p = stablehlo.divide %e, %sb : tensor<?x?xf32>
  %att = stablehlo.dot_general %p, %v, contracting_dims = [1] x [0] : (tensor<?x?xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
  %o = stablehlo.dot_general %att, %wo, contracting_dims = [1] x [0] : (tensor<?x64xf32>, tensor<64x64xf32>) -> tensor<?x64xf32>
  %x2 = stablehlo.add %x, %o : tensor<?x64xf32>
  %h2sq = stablehlo.multiply %x2, %x2 : tensor<?x64xf32>
  %h2ss = stablehlo.reduce(%h2sq init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
  %h2rs = shape.shape_of %h2ss : tensor<?xf32> -> tensor<1xindex>
  %h2ib = stablehlo.dynamic_broadcast_in_dim %invh, %h2rs, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
  %h2ms = stablehlo.multiply %h2ss, %h2ib : tensor<?xf32>
  %h2eb = stablehlo.dynamic_broadcast_in_dim %eps, %h2rs, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
  %h2me = stablehlo.add %h2ms, %h2eb : tensor<?xf32>
  %h2r = stablehlo.rsqrt %h2me : tensor<?xf32>
  %h2xs = shape.shape_of %x2 : tensor<?x64xf32> -> tensor<2xindex>
  %h2rb = stablehlo.dynamic_broadcast_in_dim %h2r, %h2xs, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x64xf32>
  %h2gb = stablehlo.dynamic_broadcast_in_dim %g2, %h2xs, dims = [1] : (tensor<64xf32>, tensor<2xindex>) -> tensor<?x64xf32>
  %h2n = stablehlo.multiply %x2, %h2rb : tensor<?x64xf32>
  %h2 = stablehlo.multiply %h2n, %h2gb : tensor<?x64xf32>
  %a = stablehlo.dot_general %h2, %w1, contracting_dims = [1] x [0] : (tensor<?x64xf32>, tensor<64x128xf32>) -> tensor<?x128xf32>
  %b = stablehlo.dot_general %h2, %w3, contracting_dims = [1] x [0] : (tensor<?x64xf32>, tensor<64x128xf32>) -> tensor<?x128xf32>
  %sg = stablehlo.logistic %a : tensor<?x128xf32>
  %silu = stablehlo.multiply %a, %sg : tensor<?x128xf32>
  %gate = stablehlo.multiply %silu, %b : tensor<?x128xf32>
  %d = stablehlo.dot_general %gate, %w2, contracting_dims = [1] x [0] : (tensor<?x128xf32>, tensor<128x64xf32>) -> tensor<?x64xf32>
  %y = stablehlo.add %x2, %d : tensor<?x64xf32>
  return %y : tensor<?x64xf32>
}
