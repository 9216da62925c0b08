// RUN: symopt-run --split-input-file %s | filecheck %s
// REQUIRES: symopt-run

// interpreter.run_parallel runs one process per program, replicas x
// partitions, and the collectives meet across them. Every piece checks its
// results in place; the CHECK lines only see that each piece ran.

// CHECK: @main: ok (no results)
// A 2x2 grid: cross_replica groups pair the replicas of each partition.
func.func @gather(%x: tensor<1xi64>) -> tensor<2xi64> {
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1xi64>) -> tensor<2xi64>
  func.return %r : tensor<2xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1]> : tensor<1xi64>
  %b = stablehlo.constant dense<[2]> : tensor<1xi64>
  %c = stablehlo.constant dense<[3]> : tensor<1xi64>
  %d = stablehlo.constant dense<[4]> : tensor<1xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {programs = [[@gather, @gather], [@gather, @gather]]} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %r#0, dense<[1, 3]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[2, 4]> : tensor<2xi64>
  check.expect_eq_const %r#2, dense<[1, 3]> : tensor<2xi64>
  check.expect_eq_const %r#3, dense<[2, 4]> : tensor<2xi64>
  func.return
}

// -----

// CHECK: @main: ok (no results)
// flattened_ids: 0 = (0, 0), 1 = (0, 1), 2 = (1, 0), 3 = (1, 1).
func.func @gather(%x: tensor<1xi64>) -> tensor<2xi64> {
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 3], [1, 2]]> : tensor<2x2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids} : (tensor<1xi64>) -> tensor<2xi64>
  func.return %r : tensor<2xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1]> : tensor<1xi64>
  %b = stablehlo.constant dense<[2]> : tensor<1xi64>
  %c = stablehlo.constant dense<[3]> : tensor<1xi64>
  %d = stablehlo.constant dense<[4]> : tensor<1xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {programs = [[@gather, @gather], [@gather, @gather]]} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %r#0, dense<[1, 4]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[2, 3]> : tensor<2xi64>
  check.expect_eq_const %r#2, dense<[2, 3]> : tensor<2xi64>
  check.expect_eq_const %r#3, dense<[1, 4]> : tensor<2xi64>
  func.return
}

// -----

// CHECK: @main: ok (no results)
// Four replicas in two groups of two.
func.func @sum(%x: tensor<2xi64>) -> tensor<2xi64> {
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%p: tensor<i64>, %q: tensor<i64>):
    %s = stablehlo.add %p, %q : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  func.return %r : tensor<2xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[10, 20]> : tensor<2xi64>
  %c = stablehlo.constant dense<[100, 200]> : tensor<2xi64>
  %d = stablehlo.constant dense<[1000, 2000]> : tensor<2xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {programs = [[@sum], [@sum], [@sum], [@sum]]} : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %r#0, dense<[101, 202]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[1010, 2020]> : tensor<2xi64>
  check.expect_eq_const %r#2, dense<[101, 202]> : tensor<2xi64>
  check.expect_eq_const %r#3, dense<[1010, 2020]> : tensor<2xi64>
  func.return
}

// -----

// CHECK: @main: ok (no results)
// A channel id without use_global_device_ids: cross_replica_and_partition
// makes one group of the whole 2x2 grid. The collective runs in a loop:
// each iteration meets the others' same iteration.
func.func @sum3(%x: tensor<f32>) -> tensor<f32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c3 = stablehlo.constant dense<3> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<f32>
   cond {
    %lt = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %s = "stablehlo.all_reduce"(%v) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %t = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<f32>) -> tensor<f32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %n, %s : tensor<i32>, tensor<f32>
  }
  func.return %r#1 : tensor<f32>
}
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<f32>
  %b = stablehlo.constant dense<2.0> : tensor<f32>
  %c = stablehlo.constant dense<3.0> : tensor<f32>
  %d = stablehlo.constant dense<4.0> : tensor<f32>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {programs = [[@sum3, @sum3], [@sum3, @sum3]]} : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
  // 10, then 40, then 160.
  check.expect_eq_const %r#0, dense<160.0> : tensor<f32>
  check.expect_eq_const %r#3, dense<160.0> : tensor<f32>
  func.return
}

// -----

// CHECK: @main: ok (no results)
func.func @rs(%x: tensor<4xi64>) -> tensor<2xi64> {
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%p: tensor<i64>, %q: tensor<i64>):
    %s = stablehlo.maximum %p, %q : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<2xi64>
  func.return %r : tensor<2xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 20, 3, 40]> : tensor<4xi64>
  %b = stablehlo.constant dense<[10, 2, 30, 4]> : tensor<4xi64>
  %r:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@rs], [@rs]]} : (tensor<4xi64>, tensor<4xi64>) -> (tensor<2xi64>, tensor<2xi64>)
  // The group is [1, 0]: replica 1 keeps the first half.
  check.expect_eq_const %r#0, dense<[30, 40]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[10, 20]> : tensor<2xi64>
  func.return
}

// -----

// CHECK: @main: ok (no results)
// all_to_all across four partitions (a channel id: cross_partition).
func.func @a2a(%x: tensor<4xi64>) -> tensor<4xi64> {
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 4 : i64,
    replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<4xi64>) -> tensor<4xi64>
  func.return %r : tensor<4xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi64>
  %b = stablehlo.constant dense<[10, 11, 12, 13]> : tensor<4xi64>
  %c = stablehlo.constant dense<[20, 21, 22, 23]> : tensor<4xi64>
  %d = stablehlo.constant dense<[30, 31, 32, 33]> : tensor<4xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {programs = [[@a2a, @a2a, @a2a, @a2a]]} : (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>)
  check.expect_eq_const %r#0, dense<[0, 10, 20, 30]> : tensor<4xi64>
  check.expect_eq_const %r#1, dense<[1, 11, 21, 31]> : tensor<4xi64>
  check.expect_eq_const %r#2, dense<[2, 12, 22, 32]> : tensor<4xi64>
  check.expect_eq_const %r#3, dense<[3, 13, 23, 33]> : tensor<4xi64>
  func.return
}

// -----

// CHECK: @main: ok (no results)
// The first member of each group is the root.
func.func @bcast(%x: tensor<1xi64>) -> tensor<1xi64> {
  %r = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[3, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<1xi64>) -> tensor<1xi64>
  func.return %r : tensor<1xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1]> : tensor<1xi64>
  %b = stablehlo.constant dense<[2]> : tensor<1xi64>
  %c = stablehlo.constant dense<[3]> : tensor<1xi64>
  %d = stablehlo.constant dense<[4]> : tensor<1xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {programs = [[@bcast], [@bcast], [@bcast], [@bcast]]} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
  check.expect_eq_const %r#0, dense<[1]> : tensor<1xi64>
  check.expect_eq_const %r#1, dense<[4]> : tensor<1xi64>
  check.expect_eq_const %r#2, dense<[1]> : tensor<1xi64>
  check.expect_eq_const %r#3, dense<[4]> : tensor<1xi64>
  func.return
}

// -----

// CHECK: @main: ok (no results)
// A ring of four, and a pair whose target-less source gets zeros.
func.func @ring(%x: tensor<1xi64>) -> tensor<1xi64> {
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>} : (tensor<1xi64>) -> tensor<1xi64>
  func.return %r : tensor<1xi64>
}
func.func @pair(%x: tensor<1xi64>) -> tensor<1xi64> {
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>} : (tensor<1xi64>) -> tensor<1xi64>
  func.return %r : tensor<1xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1]> : tensor<1xi64>
  %b = stablehlo.constant dense<[2]> : tensor<1xi64>
  %c = stablehlo.constant dense<[3]> : tensor<1xi64>
  %d = stablehlo.constant dense<[4]> : tensor<1xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {programs = [[@ring], [@ring], [@ring], [@ring]]} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
  check.expect_eq_const %r#0, dense<[4]> : tensor<1xi64>
  check.expect_eq_const %r#1, dense<[1]> : tensor<1xi64>
  check.expect_eq_const %r#2, dense<[2]> : tensor<1xi64>
  check.expect_eq_const %r#3, dense<[3]> : tensor<1xi64>
  %p:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@pair, @pair]]} : (tensor<1xi64>, tensor<1xi64>) -> (tensor<1xi64>, tensor<1xi64>)
  check.expect_eq_const %p#0, dense<[0]> : tensor<1xi64>
  check.expect_eq_const %p#1, dense<[1]> : tensor<1xi64>
  func.return
}

// -----

// CHECK: @main: ok (no results)
// collective_reduce: the root (first member) gets the sum, the others zeros.
func.func @reduce(%x: tensor<2xi64>) -> tensor<2xi64> {
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%p: tensor<i64>, %q: tensor<i64>):
    %s = stablehlo.add %p, %q : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  func.return %r : tensor<2xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[10, 20]> : tensor<2xi64>
  %r:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@reduce], [@reduce]]} : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %r#0, dense<[0, 0]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[11, 22]> : tensor<2xi64>
  func.return
}

// -----

// CHECK: @main: ok (no results)
func.func @ids() -> (tensor<ui32>, tensor<ui32>) {
  %r = stablehlo.replica_id : tensor<ui32>
  %p = stablehlo.partition_id : tensor<ui32>
  func.return %r, %p : tensor<ui32>, tensor<ui32>
}
func.func @main() {
  %r:8 = "interpreter.run_parallel"() {programs = [[@ids, @ids], [@ids, @ids]]} : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>)
  check.expect_eq_const %r#0, dense<0> : tensor<ui32>
  check.expect_eq_const %r#1, dense<0> : tensor<ui32>
  check.expect_eq_const %r#2, dense<0> : tensor<ui32>
  check.expect_eq_const %r#3, dense<1> : tensor<ui32>
  check.expect_eq_const %r#4, dense<1> : tensor<ui32>
  check.expect_eq_const %r#5, dense<0> : tensor<ui32>
  check.expect_eq_const %r#6, dense<1> : tensor<ui32>
  check.expect_eq_const %r#7, dense<1> : tensor<ui32>
  func.return
}

// -----

// CHECK: @main: ok (no results)
// Channels both ways: 0 sends on 1 and waits on 2, 1 doubles what it gets.
func.func @ping(%x: tensor<2xi64>, %t: !stablehlo.token) -> tensor<2xi64> {
  %s = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  %r:2 = "stablehlo.recv"(%s) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  func.return %r#0 : tensor<2xi64>
}
func.func @pong(%t: !stablehlo.token) -> !stablehlo.token {
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  %d = stablehlo.add %r#0, %r#0 : tensor<2xi64>
  %s = "stablehlo.send"(%d, %r#1) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  func.return %s : !stablehlo.token
}
func.func @main() {
  %x = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %t = stablehlo.after_all : !stablehlo.token
  %r:2 = "interpreter.run_parallel"(%x, %t, %t) {programs = [[@ping, @pong]]} : (tensor<2xi64>, !stablehlo.token, !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  check.expect_eq_const %r#0, dense<[6, 8]> : tensor<2xi64>
  func.return
}

// -----

// CHECK: @main: ok (no results)
// The infeed hands out its functions' values in order; outfeed takes any.
func.func @reader(%t: !stablehlo.token) -> (tensor<2xi32>, tensor<2xi32>) {
  %a:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
  %b:2 = "stablehlo.infeed"(%a#1) : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
  func.return %a#0, %b#0 : tensor<2xi32>, tensor<2xi32>
}
func.func @writer(%t: !stablehlo.token) -> !stablehlo.token {
  %x = stablehlo.constant dense<7> : tensor<3xi8>
  %o = "stablehlo.outfeed"(%x, %t) : (tensor<3xi8>, !stablehlo.token) -> !stablehlo.token
  func.return %o : !stablehlo.token
}
func.func @first() -> tensor<2xi32> {
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  func.return %c : tensor<2xi32>
}
func.func @second() -> tensor<2xi32> {
  %c = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  func.return %c : tensor<2xi32>
}
func.func @main() {
  %t = stablehlo.after_all : !stablehlo.token
  %r:3 = "interpreter.run_parallel"(%t, %t) {infeed = [@first, @second], programs = [[@reader], [@writer]]} : (!stablehlo.token, !stablehlo.token) -> (tensor<2xi32>, tensor<2xi32>, !stablehlo.token)
  check.expect_eq_const %r#0, dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const %r#1, dense<[3, 4]> : tensor<2xi32>
  func.return
}

// -----

// CHECK: @main: ok (no results)
// has_dynamic_root: the last operand picks each data operand's root; a
// process in no group gets zeros.
func.func @bcast(%x: tensor<2xi64>, %root: tensor<1xi32>) -> tensor<2xi64> {
  %r = "stablehlo.collective_broadcast"(%x, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xi64>, tensor<1xi32>) -> tensor<2xi64>
  func.return %r : tensor<2xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %c = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %root = stablehlo.constant dense<[1]> : tensor<1xi32>
  %r:3 = "interpreter.run_parallel"(%a, %root, %b, %root, %c, %root) {programs = [[@bcast], [@bcast], [@bcast]]} : (tensor<2xi64>, tensor<1xi32>, tensor<2xi64>, tensor<1xi32>, tensor<2xi64>, tensor<1xi32>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %r#0, dense<[3, 4]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[3, 4]> : tensor<2xi64>
  check.expect_eq_const %r#2, dense<[0, 0]> : tensor<2xi64>
  func.return
}

// -----

// CHECK: @main: ok (no results)
// A body of several ops runs per element, folding in group order:
// [2, 0, 1] gives -(-(c + a) + b) = c + a - b.
func.func @fold(%x: tensor<1xi64>) -> tensor<1xi64> {
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%p: tensor<i64>, %q: tensor<i64>):
    %s = stablehlo.add %p, %q : tensor<i64>
    %n = stablehlo.negate %s : tensor<i64>
    stablehlo.return %n : tensor<i64>
  }) {replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>} : (tensor<1xi64>) -> tensor<1xi64>
  func.return %r : tensor<1xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1]> : tensor<1xi64>
  %b = stablehlo.constant dense<[10]> : tensor<1xi64>
  %c = stablehlo.constant dense<[100]> : tensor<1xi64>
  %r:3 = "interpreter.run_parallel"(%a, %b, %c) {programs = [[@fold], [@fold], [@fold]]} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
  check.expect_eq_const %r#0, dense<[91]> : tensor<1xi64>
  check.expect_eq_const %r#2, dense<[91]> : tensor<1xi64>
  func.return
}
