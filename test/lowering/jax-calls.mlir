// RUN: symopt --emit=llvm %s | filecheck %s
// RUN: symopt --emit=ptx %s | filecheck %s --check-prefix=PTX

// JAX exports call private functions (here one called twice, as jit-ed
// helpers are); --emit's default pipeline inlines them and erases the
// callees, so @main is one plan and the helper no kernel of its own. The
// Sharding annotation is its operand's buffer.
// CHECK-LABEL: define void @main_k0(
// CHECK:         fcmp ogt float %{{[0-9]+}}, 0x3FB99999A0000000
// CHECK:         fcmp ogt float %{{[0-9]+}}, 0x3FB99999A0000000
// CHECK-NOT:   define
// PTX:         .visible .entry main_k0(
// PTX-NOT:     .entry

module @jit_f attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x4xf32> {mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"} loc("x")) -> (tensor<?x4xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{replicated}"} : (tensor<?x4xf32>) -> tensor<?x4xf32> loc(#loc3)
    %1 = call @relu(%0) : (tensor<?x4xf32>) -> tensor<?x4xf32> loc(#loc3)
    %2 = call @relu(%1) : (tensor<?x4xf32>) -> tensor<?x4xf32> loc(#loc3)
    return %2 : tensor<?x4xf32> loc(#loc)
  } loc(#loc)
  func.func private @relu(%arg0: tensor<?x4xf32> loc("x")) -> tensor<?x4xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32> loc(#loc4)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32> loc(#loc4)
    %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32> loc(#loc4)
    %c = stablehlo.constant dense<4> : tensor<1xi32> loc(#loc4)
    %2 = stablehlo.concatenate %1, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc4)
    %3 = stablehlo.dynamic_broadcast_in_dim %cst, %2, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x4xf32> loc(#loc4)
    %4 = stablehlo.maximum %arg0, %3 : tensor<?x4xf32> loc(#loc4)
    return %4 : tensor<?x4xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("/tmp/model.py":3:0)
#loc3 = loc("jit(f)/jit(main)/pjit[name=relu]"(#loc2))
#loc4 = loc("jit(f)/jit(main)/jit(relu)/max"(#loc2))
