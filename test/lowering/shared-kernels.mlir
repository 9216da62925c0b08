// RUN: symopt --pass-pipeline='builtin.module(symbolic-shapes,func.func(fuse),lower-to-kernels{print-plan})' %s 2>&1 | filecheck %s

// The first two fusions are the same tanh over tensors of the same
// symbolic shape: both steps launch @layers_k0 and the module holds it
// once. The exponential and the double tanh get kernels of their own.
// CHECK:       remark: plan @layers
// CHECK:         step 0 kernel @layers_k0 grid=max(ceildiv((S0 * 64), 1024), 1) block=256 reads(%b0) writes(%b3)
// CHECK-NEXT:    step 1 library @symopt.cublas.gemm
// CHECK-NEXT:    step 2 kernel @layers_k0 grid=max(ceildiv((S0 * 64), 1024), 1) block=256 reads(%b4) writes(%b5)
// CHECK-NEXT:    step 3 library @symopt.cublas.gemm
// CHECK-NEXT:    step 4 kernel @layers_k2 {{.*}} reads(%b6) writes(%b7)
// CHECK-NEXT:    step 5 library @symopt.cublas.gemm
// CHECK-NEXT:    step 6 kernel @layers_k3 {{.*}} reads(%b8) writes(%b9)
// CHECK-NEXT:  kernel @layers_k0(%in0: in f32, %out0: out f32, %S0: dim)
// CHECK-NOT:   kernel @layers_k1
// CHECK:       kernel @layers_k2(%in0: in f32, %out0: out f32, %S0: dim)
// CHECK:         exp
// CHECK:       kernel @layers_k3(%in0: in f32, %out0: out f32, %S0: dim)
func.func @layers(%x: tensor<?x64xf32>, %w: tensor<64x64xf32>, %v: tensor<64x64xf32>) -> tensor<?x64xf32> {
  %a = stablehlo.tanh %x : tensor<?x64xf32>
  %b = stablehlo.dot %a, %w : (tensor<?x64xf32>, tensor<64x64xf32>) -> tensor<?x64xf32>
  %c = stablehlo.tanh %b : tensor<?x64xf32>
  %d = stablehlo.dot %c, %v : (tensor<?x64xf32>, tensor<64x64xf32>) -> tensor<?x64xf32>
  %e = stablehlo.exponential %d : tensor<?x64xf32>
  %f = stablehlo.dot %e, %v : (tensor<?x64xf32>, tensor<64x64xf32>) -> tensor<?x64xf32>
  %g = stablehlo.tanh %f : tensor<?x64xf32>
  %h = stablehlo.tanh %g : tensor<?x64xf32>
  return %h : tensor<?x64xf32>
}

// The two compares differ only in their comparison direction, given as a
// property: each fusion gets its own kernel (the plans are reported first,
// then the module).
// CHECK:       remark: plan @props
// CHECK:         step 0 kernel @props_k0
// CHECK:         step 2 kernel @props_k1
// CHECK:       kernel @props_k0(
// CHECK:         cmp lt
// CHECK:       kernel @props_k1(
// CHECK:         cmp gt
// CHECK:       symopt.fusion {{.*}}kernel = "layers_k0"
// CHECK:       symopt.fusion {{.*}}kernel = "layers_k0"
// CHECK:       symopt.fusion {{.*}}kernel = "layers_k2"
// CHECK:       symopt.fusion {{.*}}kernel = "layers_k3"
// CHECK:       symopt.fusion {{.*}}kernel = "props_k0"
// CHECK:       symopt.fusion {{.*}}kernel = "props_k1"
func.func @props(%x: tensor<?xf32>, %y: tensor<?xf32>, %w: tensor<?x?xf32>) -> tensor<?xf32> {
  %a = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xi1>
  %af = stablehlo.convert %a : (tensor<?xi1>) -> tensor<?xf32>
  %d = stablehlo.dot %w, %af : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %b = "stablehlo.compare"(%d, %y) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xi1>
  %bf = stablehlo.convert %b : (tensor<?xi1>) -> tensor<?xf32>
  return %bf : tensor<?xf32>
}
