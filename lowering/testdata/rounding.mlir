// Rounding and sign over a dynamic length: floor, ceil, round to nearest
// even and away from zero of scaled values, and sign of floats and ints.
func.func @rounding(%x: tensor<?xf32>, %i: tensor<?xi32>) -> (tensor<?xf32>, tensor<?xi32>) {
  %s = shape.shape_of %x : tensor<?xf32> -> tensor<1xindex>
  %c = stablehlo.constant dense<2.5> : tensor<f32>
  %cb = stablehlo.dynamic_broadcast_in_dim %c, %s, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
  %y = stablehlo.multiply %x, %cb : tensor<?xf32>
  %f = stablehlo.floor %y : tensor<?xf32>
  %e = stablehlo.ceil %y : tensor<?xf32>
  %r = stablehlo.round_nearest_even %y : tensor<?xf32>
  %a = stablehlo.round_nearest_afz %y : tensor<?xf32>
  %g = stablehlo.sign %y : tensor<?xf32>
  %t0 = stablehlo.add %f, %e : tensor<?xf32>
  %t1 = stablehlo.multiply %r, %a : tensor<?xf32>
  %t2 = stablehlo.subtract %t0, %t1 : tensor<?xf32>
  %t3 = stablehlo.add %t2, %g : tensor<?xf32>
  %si = shape.shape_of %i : tensor<?xi32> -> tensor<1xindex>
  %five = stablehlo.constant dense<5> : tensor<i32>
  %fb = stablehlo.dynamic_broadcast_in_dim %five, %si, dims = [] : (tensor<i32>, tensor<1xindex>) -> tensor<?xi32>
  %d = stablehlo.subtract %i, %fb : tensor<?xi32>
  %sg = stablehlo.sign %d : tensor<?xi32>
  return %t3, %sg : tensor<?xf32>, tensor<?xi32>
}
