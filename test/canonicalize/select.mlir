// RUN: symopt --pass-pipeline='builtin.module(func.func(canonicalize))' %s | filecheck %s

// A splat constant predicate picks one side, scalar or full.
// CHECK-LABEL: func.func @select_constant
// CHECK-NOT: select
// CHECK: return %arg0, %arg1, %arg1
func.func @select_constant(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %f = mhlo.constant dense<false> : tensor<i1>
  %0 = stablehlo.select %t, %arg0, %arg1 : tensor<i1>, tensor<?xf32>
  %1 = mhlo.select %f, %arg0, %arg1 : tensor<i1>, tensor<?xf32>
  %2 = stablehlo.select %f, %arg0, %arg1 : tensor<i1>, tensor<?xf32>
  return %0, %1, %2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// A mixed predicate stays (the folder only folds all-constant selects);
// the same value on both sides is that value whatever the predicate.
// CHECK-LABEL: func.func @select_mixed_same
// CHECK: %[[S:.*]] = stablehlo.select %{{.*}}, %arg0, %arg1
// CHECK-NOT: select
// CHECK: return %[[S]], %arg0
func.func @select_mixed_same(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>, %arg2: tensor<2xi1>) -> (tensor<2xi32>, tensor<2xi32>) {
  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %0 = stablehlo.select %p, %arg0, %arg1 : tensor<2xi1>, tensor<2xi32>
  %1 = stablehlo.select %arg2, %arg0, %arg0 : tensor<2xi1>, tensor<2xi32>
  return %0, %1 : tensor<2xi32>, tensor<2xi32>
}

// Integer x == x, x <= x, x >= x are true, x != x, x < x, x > x false.
// CHECK-LABEL: func.func @compare_self_int
// CHECK-DAG: %[[T:.*]] = stablehlo.constant dense<true> : tensor<4xi1>
// CHECK-DAG: %[[F:.*]] = stablehlo.constant dense<false> : tensor<4xi1>
// CHECK-NOT: compare
// CHECK: return %[[T]], %[[T]], %[[T]], %[[F]], %[[F]], %[[F]]
func.func @compare_self_int(%arg0: tensor<4xi32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = stablehlo.compare EQ, %arg0, %arg0, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %1 = stablehlo.compare LE, %arg0, %arg0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %2 = stablehlo.compare GE, %arg0, %arg0, UNSIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %3 = stablehlo.compare NE, %arg0, %arg0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %4 = stablehlo.compare LT, %arg0, %arg0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %5 = stablehlo.compare GT, %arg0, %arg0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// MHLO builds an mhlo.constant. Floats stay (NaN != NaN), and so does a
// dynamic result (no constant has its type).
// CHECK-LABEL: func.func @compare_self_other
// CHECK-DAG: %[[T:.*]] = mhlo.constant dense<true> : tensor<2xi1>
// CHECK-DAG: %[[A:.*]] = mhlo.compare EQ, %arg1, %arg1
// CHECK-DAG: %[[B:.*]] = stablehlo.compare EQ, %arg2, %arg2
// CHECK: return %[[T]], %[[A]], %[[B]]
func.func @compare_self_other(%arg0: tensor<2xui8>, %arg1: tensor<2xf32>, %arg2: tensor<?xi32>) -> (tensor<2xi1>, tensor<2xi1>, tensor<?xi1>) {
  %0 = mhlo.compare EQ, %arg0, %arg0 : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  %1 = mhlo.compare EQ, %arg1, %arg1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %2 = stablehlo.compare EQ, %arg2, %arg2 : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
  return %0, %1, %2 : tensor<2xi1>, tensor<2xi1>, tensor<?xi1>
}
