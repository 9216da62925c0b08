// RUN: symopt --pass-pipeline='builtin.module(func.func(canonicalize))' %s | filecheck %s

// Small constants fold through the op table's folders; the new constant
// is in the dialect of the op that folded.
// CHECK-LABEL: func.func @fold_dialects
// CHECK-DAG: stablehlo.constant dense<5> : tensor<4xi32>
// CHECK-DAG: mhlo.constant dense<[-1.000000e+00, -2.000000e+00]> : tensor<2xf32>
// CHECK-DAG: arith.constant 7 : index
// CHECK-NOT: stablehlo.add
// CHECK-NOT: mhlo.negate
// CHECK-NOT: arith.addi
func.func @fold_dialects() -> (tensor<4xi32>, tensor<2xf32>, index) {
  %c = stablehlo.constant dense<2> : tensor<4xi32>
  %d = stablehlo.constant dense<3> : tensor<4xi32>
  %0 = stablehlo.add %c, %d : tensor<4xi32>
  %e = mhlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = mhlo.negate %e : tensor<2xf32>
  %i = arith.constant 3 : index
  %j = arith.constant 4 : index
  %2 = arith.addi %i, %j : index
  return %0, %1, %2 : tensor<4xi32>, tensor<2xf32>, index
}

// get_dimension_size of a static dim is a constant; of a dynamic dim it
// stays.
// CHECK-LABEL: func.func @dimension_size
// CHECK-DAG: %[[C:.*]] = mhlo.constant dense<4> : tensor<i32>
// CHECK-DAG: %[[D:.*]] = stablehlo.get_dimension_size %arg0, dim = 0
// CHECK: return %[[C]], %[[D]]
func.func @dimension_size(%arg0: tensor<?x4xf32>) -> (tensor<i32>, tensor<i32>) {
  %0 = "mhlo.get_dimension_size"(%arg0) {dimension = 1 : i64} : (tensor<?x4xf32>) -> tensor<i32>
  %1 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  return %0, %1 : tensor<i32>, tensor<i32>
}

// Folding and patterns work together: the folded shape feeds a
// dynamic_reshape that becomes a reshape.
// CHECK-LABEL: func.func @fold_then_pattern
// CHECK: %[[R:.*]] = stablehlo.reshape %arg0 : (tensor<2x?xf32>) -> tensor<2x3xf32>
// CHECK: return %[[R]]
func.func @fold_then_pattern(%arg0: tensor<2x?xf32>) -> tensor<2x3xf32> {
  %a = stablehlo.constant dense<[1, 1]> : tensor<2xi64>
  %b = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %s = stablehlo.add %a, %b : tensor<2xi64>
  %s2 = stablehlo.subtract %s, %a : tensor<2xi64>
  %t = stablehlo.add %s2, %a : tensor<2xi64>
  %0 = stablehlo.dynamic_reshape %arg0, %t : (tensor<2x?xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Integer division by zero folds to -1, what it computes when run (in the
// interpreter and in the GPU lowering alike).
// CHECK-LABEL: func.func @divide_by_zero
// CHECK-NOT: stablehlo.divide
// CHECK: stablehlo.constant dense<-1> : tensor<i32>
// CHECK-NOT: stablehlo.divide
func.func @divide_by_zero() -> tensor<i32> {
  %a = stablehlo.constant dense<7> : tensor<i32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.divide %a, %z : tensor<i32>
  return %0 : tensor<i32>
}
