// RUN: symopt --pass-pipeline='builtin.module(func.func(inline-fusions))' %s | filecheck %s

// The body lands where the fusion stood, between the ops scheduled before
// and after it; block arguments become the operands, results the yielded
// values.
// CHECK-LABEL: func.func @two_results
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %[[D]], %arg2
// CHECK-NEXT: %[[T:.*]] = stablehlo.tanh %[[A]]
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[T]], %[[A]]
// CHECK-NEXT: return %[[M]]
// CHECK-NOT: symopt
func.func @two_results(%a: tensor<?x4xf32>, %b: tensor<4x4xf32>, %c: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x4xf32>) -> tensor<?x4xf32>
  %f:2 = symopt.fusion kLoop (%d, %c) : (tensor<?x4xf32>, tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  ^bb0(%x: tensor<?x4xf32>, %y: tensor<?x4xf32>):
    %s = stablehlo.add %x, %y : tensor<?x4xf32>
    %t = stablehlo.tanh %s : tensor<?x4xf32>
    symopt.yield %t, %s : tensor<?x4xf32>, tensor<?x4xf32>
  }
  %m = stablehlo.multiply %f#0, %f#1 : tensor<?x4xf32>
  return %m : tensor<?x4xf32>
}

// A reduction's region moves with its op.
// CHECK-LABEL: func.func @with_reduce
// CHECK: %[[R:.*]] = stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.add across dimensions = [0]
// CHECK-NEXT: return %[[R]]
func.func @with_reduce(%a: tensor<?xf32>) -> tensor<f32> {
  %f = symopt.fusion kInput (%a) : (tensor<?xf32>) -> tensor<f32> {
  ^bb0(%x: tensor<?xf32>):
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
    symopt.yield %r : tensor<f32>
  }
  return %f : tensor<f32>
}
