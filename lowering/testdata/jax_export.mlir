// A shape-polymorphic JAX export (jax.export with batch size "b"): @main
// reads the dim and calls the wrapped function with it as a dimension
// argument; that one calls a private helper twice. Sharding annotations
// and locations as JAX writes them.
#loc = loc(unknown)
#loc1 = loc("/tmp/model.py":12:0)
#loc2 = loc("/tmp/model.py":7:0)
#loc3 = loc("jit(f)/jit(main)/pjit[name=dense]"(#loc1))
#loc4 = loc("jit(f)/jit(main)/jit(dense)/dot_general"(#loc2))
#loc5 = loc("jit(f)/jit(main)/jit(dense)/tanh"(#loc2))
module @jit_f attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x8xf32> {mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"} loc("x"), %arg1: tensor<8x8xf32> {mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"} loc("w")) -> (tensor<?x8xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x8xf32>) -> tensor<i32> loc(#loc)
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64> loc(#loc)
    %2 = call @_wrapped_jax_export_main(%1, %arg0, %arg1) : (tensor<i64>, tensor<?x8xf32>, tensor<8x8xf32>) -> tensor<?x8xf32> loc(#loc)
    return %2 : tensor<?x8xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i64> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?x8xf32> {mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"} loc("x"), %arg2: tensor<8x8xf32> {mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"} loc("w")) -> (tensor<?x8xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %0 = stablehlo.custom_call @Sharding(%arg1) {mhlo.sharding = "{replicated}"} : (tensor<?x8xf32>) -> tensor<?x8xf32> loc(#loc3)
    %1 = call @dense(%arg0, %0, %arg2) : (tensor<i64>, tensor<?x8xf32>, tensor<8x8xf32>) -> tensor<?x8xf32> loc(#loc3)
    %2 = call @dense(%arg0, %1, %arg2) : (tensor<i64>, tensor<?x8xf32>, tensor<8x8xf32>) -> tensor<?x8xf32> loc(#loc3)
    return %2 : tensor<?x8xf32> loc(#loc)
  } loc(#loc)
  func.func private @dense(%arg0: tensor<i64> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?x8xf32> loc("x"), %arg2: tensor<8x8xf32> loc("w")) -> tensor<?x8xf32> {
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<?x8xf32>, tensor<8x8xf32>) -> tensor<?x8xf32> loc(#loc4)
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32> loc(#loc5)
    %1 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32> loc(#loc5)
    %2 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32> loc(#loc5)
    %c = stablehlo.constant dense<8> : tensor<1xi32> loc(#loc5)
    %3 = stablehlo.concatenate %2, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc5)
    %4 = stablehlo.dynamic_broadcast_in_dim %cst, %3, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x8xf32> loc(#loc5)
    %5 = stablehlo.multiply %0, %4 : tensor<?x8xf32> loc(#loc5)
    %6 = stablehlo.tanh %5 : tensor<?x8xf32> loc(#loc5)
    return %6 : tensor<?x8xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
