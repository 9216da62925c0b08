// RUN: symopt %s --symbolic-shapes | filecheck %s

// Upper bounds come from #stablehlo.bounds and #mhlo.type_extensions
// encodings (kept on the types); user hints are symopt.dim declarations
// naming symbols used in encodings. A class's range is the intersection
// of what every member says.

// CHECK: symopt.dim @S0 {likely = 512 : i64, lower = 8 : i64, upper = 4096 : i64}
// CHECK: symopt.dim @S1 {divisor = 8 : i64, likely = 128 : i64, lower = 8 : i64, upper = 16 : i64}
// CHECK: symopt.dim @S2 {upper = 32 : i64}
symopt.dim @S0 {lower = 8, upper = 4096, likely = 512}
symopt.dim @S1 {likely = 128, divisor = 8}

// CHECK: func.func @hinted(%arg0: tensor<?x?xf32, [@S0, @S1]>, %arg1: tensor<?xf32, #stablehlo.bounds<16>>)
func.func @hinted(%arg0: tensor<?x?xf32, [@S0, @S1]>, %arg1: tensor<?xf32, #stablehlo.bounds<16>>) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %d1 = tensor.dim %arg0, %c1 : tensor<?x?xf32, [@S0, @S1]>
  %s = tensor.from_elements %d1 : tensor<1xindex>
  // The bounded dim is proven equal to S1, so S1 <= 16 as well.
  %0 = stablehlo.dynamic_broadcast_in_dim %arg1, %s, dims = [0] {known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?xf32, #stablehlo.bounds<16>>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK: func.func @mhlo_bounds(%arg0: tensor<?xf32, #mhlo.type_extensions<bounds = [32]>>) -> tensor<?xf32, [@S2]>
func.func @mhlo_bounds(%arg0: tensor<?xf32, #mhlo.type_extensions<bounds = [32]>>) -> tensor<?xf32> {
  %0 = "mhlo.abs"(%arg0) : (tensor<?xf32, #mhlo.type_extensions<bounds = [32]>>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
