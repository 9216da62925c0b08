// RUN: symopt-run %s --random-inputs 1 --dims arg0=3x16 | filecheck %s
// RUN: symopt-run %s --fn _wrapped_jax_export_main --random-inputs 1 --dims b=3 | filecheck %s --check-prefix=WRAPPED
// RUN: symopt-run %s --fn _wrapped_jax_export_main --random-inputs 1 --dims arg1=4x16 | filecheck %s --check-prefix=FROMARRAY
// RUN: not symopt-run %s --random-inputs 1 --dims arg0=0x16 2>&1 | filecheck %s --check-prefix=ASSERT
// REQUIRES: symopt-run

// jax.export of f(x, w) = (concatenate([tanh(x @ w)] * 2), arange(x.shape[0]))
// with x: f32[b, 16]: @main reads b, asserts b >= 1 and passes it to the
// wrapped function as a jax.global_constant argument. Locations are
// JAX's, ranges included.

// CHECK: @main result0: tensor<6x8xf32>
// CHECK: @main result1: tensor<3xi32> [0, 1, 2]
// WRAPPED: @_wrapped_jax_export_main result0: tensor<6x8xf32>
// WRAPPED: @_wrapped_jax_export_main result1: tensor<3xi32> [0, 1, 2]
// FROMARRAY: result1: tensor<4xi32> [0, 1, 2, 3]
// ASSERT: f.py:9:6: stablehlo.custom_call: Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. {{.*}} Obtained dimension variables: 'b' = 0 from specification 'b' for dimension args[0].shape[0] (= 0), .

#loc1 = loc("x")
#loc2 = loc("w")
#loc3 = loc("f.py":9:6 to :37)
#loc4 = loc("f.py":4:17 to :22)
#loc5 = loc("f.py":5:11 to 5:42)
module @jit_f attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x16xf32> loc("x"), %arg1: tensor<16x8xf32> loc("w")) -> (tensor<?x8xf32> {jax.result_info = "result[0]"}, tensor<?xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x16xf32>) -> tensor<i32> loc(#loc3)
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc3)
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 16). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %2:2 = call @_wrapped_jax_export_main(%0, %arg0, %arg1) : (tensor<i32>, tensor<?x16xf32>, tensor<16x8xf32>) -> (tensor<?x8xf32>, tensor<?xi32>) loc(#loc)
    return %2#0, %2#1 : tensor<?x8xf32>, tensor<?xi32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?x16xf32> loc("x"), %arg2: tensor<16x8xf32> loc("w")) -> (tensor<?x8xf32> {jax.result_info = "result[0]"}, tensor<?xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32> loc(#loc)
    %c_0 = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<?x16xf32>, tensor<16x8xf32>) -> tensor<?x8xf32> loc(#loc4)
    %1 = stablehlo.tanh %0 : tensor<?x8xf32> loc(#loc4)
    %2 = stablehlo.concatenate %1, %1, dim = 0 : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32> loc(#loc5)
    %3 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc5)
    %4 = stablehlo.dynamic_iota %3, dim = 0 : (tensor<1xi32>) -> tensor<?xi32> loc(#loc5)
    %5 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc5)
    %6 = stablehlo.dynamic_broadcast_in_dim %c_0, %5, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32> loc(#loc5)
    %7 = stablehlo.multiply %6, %4 : tensor<?xi32> loc(#loc5)
    %8 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc5)
    %9 = stablehlo.dynamic_broadcast_in_dim %c, %8, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32> loc(#loc5)
    %10 = stablehlo.add %9, %7 : tensor<?xi32> loc(#loc5)
    return %2, %10 : tensor<?x8xf32>, tensor<?xi32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
