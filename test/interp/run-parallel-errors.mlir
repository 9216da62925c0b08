// RUN: not symopt-run --split-input-file --random-inputs 1 %s 2>&1 | filecheck %s
// REQUIRES: symopt-run

// Collectives that cannot complete fail with the op's position and a
// description of every process, rather than hang.

// A process that returns without joining the collective of its group.
// CHECK: run-parallel-errors.mlir:[[@LINE+2]]:8: stablehlo.all_reduce: process (0, 0): deadlock: no process can go on: (0, 0) waits in stablehlo.all_reduce at {{.*}}run-parallel-errors.mlir:[[@LINE+2]]:8 with [(0, 0), (1, 0)]; (1, 0) returned
func.func @sum(%x: tensor<i64>) -> tensor<i64> {
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%p: tensor<i64>, %q: tensor<i64>):
    %s = stablehlo.add %p, %q : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<i64>) -> tensor<i64>
  func.return %r : tensor<i64>
}
func.func @skip(%x: tensor<i64>) -> tensor<i64> {
  func.return %x : tensor<i64>
}
func.func @main() {
  %a = stablehlo.constant dense<1> : tensor<i64>
  %r:2 = "interpreter.run_parallel"(%a, %a) {programs = [[@sum], [@skip]]} : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  func.return
}

// -----

// Members of one group at different collectives.
// CHECK: stablehlo.{{all_gather|all_to_all}}: process (0, 0): process group [(0, 0), (1, 0)] does not meet at one collective: process (0, 0) has stablehlo.all_gather at {{.*}}run-parallel-errors.mlir:[[@LINE+2]]:8, process (1, 0) has stablehlo.all_to_all at {{.*}}run-parallel-errors.mlir:[[@LINE+6]]:8
func.func @gather(%x: tensor<2xi64>) -> tensor<4xi64> {
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  func.return %r : tensor<4xi64>
}
func.func @a2a(%x: tensor<2xi64>) -> tensor<2xi64> {
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  func.return %r : tensor<2xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %r:2 = "interpreter.run_parallel"(%a, %a) {programs = [[@gather], [@a2a]]} : (tensor<2xi64>, tensor<2xi64>) -> (tensor<4xi64>, tensor<2xi64>)
  func.return
}

// -----

// A recv nobody sends to.
// CHECK: run-parallel-errors.mlir:[[@LINE+2]]:10: stablehlo.recv: process (0, 1): deadlock: no process can go on: (0, 0) returned; (0, 1) waits in stablehlo.recv at {{.*}} for a message on channel 5
func.func @wait(%t: !stablehlo.token) -> tensor<2xi64> {
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  func.return %r#0 : tensor<2xi64>
}
func.func @idle(%t: !stablehlo.token) -> !stablehlo.token {
  func.return %t : !stablehlo.token
}
func.func @main() {
  %t = stablehlo.after_all : !stablehlo.token
  %r:2 = "interpreter.run_parallel"(%t, %t) {programs = [[@idle, @wait]]} : (!stablehlo.token, !stablehlo.token) -> (!stablehlo.token, tensor<2xi64>)
  func.return
}

// -----

// Two senders on one channel.
// CHECK: stablehlo.send: process (1, 0): channel 1 already has sender (0, 0); a channel links one sender to one receiver
func.func @send(%x: tensor<i64>, %t: !stablehlo.token) -> !stablehlo.token {
  %s = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<i64>, !stablehlo.token) -> !stablehlo.token
  func.return %s : !stablehlo.token
}
func.func @send_after(%x: tensor<i64>, %t: !stablehlo.token) -> !stablehlo.token {
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<i64>) -> tensor<i64>
  %s = "stablehlo.send"(%r, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<i64>, !stablehlo.token) -> !stablehlo.token
  func.return %s : !stablehlo.token
}
func.func @send_first(%x: tensor<i64>, %t: !stablehlo.token) -> !stablehlo.token {
  %s = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<i64>, !stablehlo.token) -> !stablehlo.token
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<i64>) -> tensor<i64>
  func.return %s : !stablehlo.token
}
func.func @main() {
  %a = stablehlo.constant dense<1> : tensor<i64>
  %t = stablehlo.after_all : !stablehlo.token
  %r:2 = "interpreter.run_parallel"(%a, %t, %a, %t) {programs = [[@send_first], [@send_after]]} : (tensor<i64>, !stablehlo.token, tensor<i64>, !stablehlo.token) -> (!stablehlo.token, !stablehlo.token)
  func.return
}

// -----

// Outside run_parallel the grid is 1x1: a group naming replica 1 is an
// error, not a result of the wrong shape.
// CHECK: run-parallel-errors.mlir:[[@LINE+2]]:8: stablehlo.all_gather: cross_replica(replica_groups): process group [(0, 0), (1, 0)] names process (1, 0) outside the 1x1 process grid
func.func @main(%x: tensor<2xi64>) -> tensor<4xi64> {
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  func.return %r : tensor<4xi64>
}

// -----

// CHECK: run-parallel-errors.mlir:[[@LINE+2]]:8: stablehlo.all_to_all: cross_replica(replica_groups): process group [(0, 0), (1, 0)] names process (1, 0) outside the 1x1 process grid
func.func @main(%x: tensor<2xi64>) -> tensor<2xi64> {
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  func.return %r : tensor<2xi64>
}

// -----

// CHECK: run-parallel-errors.mlir:[[@LINE+2]]:8: stablehlo.reduce_scatter: cross_replica_and_partition(replica_groups): process group [(0, 0), (1, 0)] names process (1, 0) outside the 1x1 process grid
func.func @main(%x: tensor<4xi64>) -> tensor<2xi64> {
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%p: tensor<i64>, %q: tensor<i64>):
    %s = stablehlo.add %p, %q : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xi64>) -> tensor<2xi64>
  func.return %r : tensor<2xi64>
}
