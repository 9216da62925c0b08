// RUN: symopt-run %s | filecheck %s
// RUN: symopt-run %s --fn four --replicas 4 | filecheck %s --check-prefix=FOUR
// RUN: symopt-run %s --replicas 2 --partitions 2 | filecheck %s --check-prefix=GRID
// RUN: not symopt-run %s --replicas 1 2>&1 | filecheck %s --check-prefix=ONE
// REQUIRES: symopt-run

// The module's mhlo.num_replicas runs @main as two replicas, each on the
// same arguments; --replicas and --partitions override it.
module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main() -> (tensor<2xi64>, tensor<ui32>) {
    %c = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %id = stablehlo.replica_id : tensor<ui32>
    %i = stablehlo.convert %id : (tensor<ui32>) -> tensor<i64>
    %b = stablehlo.broadcast_in_dim %i, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %x = stablehlo.add %c, %b : tensor<2xi64>
    %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %t = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %t : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    func.return %s, %id : tensor<2xi64>, tensor<ui32>
  }

  func.func @four() -> (tensor<2xi64>, tensor<ui32>) {
    %c = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %id = stablehlo.replica_id : tensor<ui32>
    %i = stablehlo.convert %id : (tensor<ui32>) -> tensor<i64>
    %b = stablehlo.broadcast_in_dim %i, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %x = stablehlo.add %c, %b : tensor<2xi64>
    %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %t = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %t : tensor<i64>
    }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    func.return %s, %id : tensor<2xi64>, tensor<ui32>
  }
}

// CHECK: @main (0, 0) result0: tensor<2xi64> [3, 5]
// CHECK-NEXT: @main (0, 0) result1: tensor<ui32> [0]
// CHECK-NEXT: @main (1, 0) result0: tensor<2xi64> [3, 5]
// CHECK-NEXT: @main (1, 0) result1: tensor<ui32> [1]

// FOUR: @four (0, 0) result0: tensor<2xi64> [3, 5]
// FOUR: @four (1, 0) result0: tensor<2xi64> [3, 5]
// FOUR: @four (2, 0) result0: tensor<2xi64> [7, 9]
// FOUR: @four (3, 0) result0: tensor<2xi64> [7, 9]
// FOUR-NEXT: @four (3, 0) result1: tensor<ui32> [3]

// Without a channel id the groups pair replicas within each partition.
// GRID: @main (0, 0) result0: tensor<2xi64> [3, 5]
// GRID: @main (0, 1) result0: tensor<2xi64> [3, 5]
// GRID: @main (1, 0) result0: tensor<2xi64> [3, 5]
// GRID: @main (1, 1) result0: tensor<2xi64> [3, 5]

// ONE: replicas.mlir:16:10: stablehlo.all_reduce: cross_replica(replica_groups): process group [(0, 0), (1, 0)] names process (1, 0) outside the 1x1 process grid
