// RUN: symopt --pass-pipeline='builtin.module(strip-symbolic-shapes)' %s | filecheck %s

// Declarations go, encodings go from signatures, results and block
// arguments (dims stay ?); other encodings such as bounds stay.
// CHECK-NOT: symopt.dim
// CHECK-NOT: symopt.constraint
// CHECK-LABEL: func.func @f(%arg0: tensor<?x4xf32>, %arg1: tensor<?xf32, #stablehlo.bounds<8>>) -> (tensor<?x4xf32>, tensor<f32>)
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %arg0, %arg0 : tensor<?x4xf32>
// CHECK: return %[[A]], %{{.*}} : tensor<?x4xf32>, tensor<f32>
// CHECK-NOT: @S0
symopt.dim @S0 {upper = 64}
symopt.dim @S1
symopt.constraint "S1 := 2*S0"
func.func @f(%a: tensor<?x4xf32, [@S0, 4]>, %b: tensor<?xf32, #stablehlo.bounds<8>>) -> (tensor<?x4xf32, [@S0, 4]>, tensor<f32>) {
  %s = stablehlo.add %a, %a : tensor<?x4xf32, [@S0, 4]>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%s init: %z) across dimensions = [0, 1] : (tensor<?x4xf32, [@S0, 4]>, tensor<f32>) -> tensor<f32>
   reducer(%x: tensor<f32>, %y: tensor<f32>) {
    %t = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }
  return %s, %r : tensor<?x4xf32, [@S0, 4]>, tensor<f32>
}
