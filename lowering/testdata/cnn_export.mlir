// A convolutional block as JAX (flax) exports it with a symbolic batch:
// private helpers for the batch norm (inference form, and the training
// form of a train step) and the pool, a Sharding annotation, locations.
#loc = loc(unknown)
#loc1 = loc("/tmp/cnn.py":20:0)
#loc2 = loc("jit(f)/jit(main)/BatchNorm_0"(#loc1))
#loc3 = loc("jit(f)/jit(main)/max_pool"(#loc1))
module @jit_f attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x8x8x3xf32> {mhlo.sharding = "{replicated}"} loc("x"), %arg1: tensor<3xf32> loc("scale"), %arg2: tensor<3xf32> loc("bias"), %arg3: tensor<3xf32> loc("mean"), %arg4: tensor<3xf32> loc("var")) -> (tensor<?x4x4x3xf32> {jax.result_info = "[0]"}, tensor<?x8x8x3xf32> {jax.result_info = "[1]"}, tensor<3xf32> {jax.result_info = "[2]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{replicated}"} : (tensor<?x8x8x3xf32>) -> tensor<?x8x8x3xf32> loc(#loc2)
    %1 = call @batch_norm(%0, %arg1, %arg2, %arg3, %arg4) : (tensor<?x8x8x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x8x8x3xf32> loc(#loc2)
    %2 = call @pool(%1) : (tensor<?x8x8x3xf32>) -> tensor<?x4x4x3xf32> loc(#loc3)
    %3:3 = "stablehlo.batch_norm_training"(%0, %arg1, %arg2) {epsilon = 1.0e-3 : f32, feature_index = 3 : i64} : (tensor<?x8x8x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<?x8x8x3xf32>, tensor<3xf32>, tensor<3xf32>) loc(#loc2)
    return %2, %3#0, %3#2 : tensor<?x4x4x3xf32>, tensor<?x8x8x3xf32>, tensor<3xf32> loc(#loc)
  } loc(#loc)
  func.func private @batch_norm(%arg0: tensor<?x8x8x3xf32> loc("x"), %arg1: tensor<3xf32> loc("scale"), %arg2: tensor<3xf32> loc("bias"), %arg3: tensor<3xf32> loc("mean"), %arg4: tensor<3xf32> loc("var")) -> tensor<?x8x8x3xf32> {
    %v = stablehlo.abs %arg4 : tensor<3xf32> loc(#loc2)
    %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg2, %arg3, %v) {epsilon = 1.0e-3 : f32, feature_index = 3 : i64} : (tensor<?x8x8x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x8x8x3xf32> loc(#loc2)
    return %0 : tensor<?x8x8x3xf32> loc(#loc)
  } loc(#loc)
  func.func private @pool(%arg0: tensor<?x8x8x3xf32> loc("x")) -> tensor<?x4x4x3xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32> loc(#loc3)
    %0 = "stablehlo.reduce_window"(%arg0, %cst) ({
    ^bb0(%a: tensor<f32> loc(unknown), %b: tensor<f32> loc(unknown)):
      %m = stablehlo.maximum %a, %b : tensor<f32> loc(#loc3)
      stablehlo.return %m : tensor<f32> loc(#loc3)
    }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<?x8x8x3xf32>, tensor<f32>) -> tensor<?x4x4x3xf32> loc(#loc3)
    return %0 : tensor<?x4x4x3xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
