// RUN: symopt %s | filecheck %s
// RUN: symopt %s --mlir-print-op-generic | symopt | filecheck %s
// RUN: symopt-run %s --random-inputs 2 | filecheck %s --check-prefix=EXEC
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(hlo-expand))' | filecheck %s --check-prefix=EXPAND
// RUN: symopt %s --pass-pipeline='builtin.module(func.func(hlo-expand))' -o %t.mlir
// RUN: symopt-run %t.mlir --random-inputs 2 --compare-with %s | filecheck %s --check-prefix=SAME
// RUN: symopt --emit=ptx %s | filecheck %s --check-prefix=PTX
// REQUIRES: symopt-run

// A JAX export partitioned with Shardy on a mesh of one device: the mesh,
// sharding attributes, a sharding constraint and a shard_map body (a
// manual computation), read and printed as sdy writes them, run with
// single-device meaning, and compiled with the body in place.
// CHECK:       sdy.mesh @mesh = <["x"=1]>
// CHECK:       func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
// CHECK:         %[[M:.*]] = sdy.manual_computation(%arg0) in_shardings = [<@mesh, [{"x"}, {}]>] out_shardings = [<@mesh, [{"x"}, {}]>] manual_axes = { "x" }(%arg1: tensor<8x4xf32>) {
// CHECK-NEXT:      %[[E:.*]] = stablehlo.exponential %arg1 : tensor<8x4xf32>
// CHECK-NEXT:      sdy.return %[[E]] : tensor<8x4xf32>
// CHECK-NEXT:    } : (tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK:         sdy.sharding_constraint %{{.*}} <@mesh, [{}, {"x"}]> : tensor<8x4xf32>
// EXEC: @main result0: tensor<8x4xf32> [{{.*}}] checksum=
// SAME: @main: results match
// EXPAND-LABEL: func.func public @main(
// EXPAND-NEXT:    %[[E:.*]] = stablehlo.exponential %arg0 : tensor<8x4xf32>
// EXPAND-NEXT:    %[[A:.*]] = stablehlo.add %[[E]], %[[E]]
// EXPAND-NEXT:    return %[[A]] : tensor<8x4xf32>
// PTX: .visible .entry main_k0(
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=1]>
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<8x4xf32>) {
      %1 = stablehlo.exponential %arg1 : tensor<8x4xf32>
      sdy.return %1 : tensor<8x4xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %2 = stablehlo.add %0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8x4xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"x"}]> : tensor<8x4xf32>
    return %3 : tensor<8x4xf32>
  }
}
