// RUN: symopt --emit=llvm %s | filecheck %s
// RUN: symopt --emit=ptx %s | filecheck %s --check-prefix=PTX

// A 2x2 max pool with stride 2 over NHWC with a dynamic batch, then relu:
// one kernel; each output element takes the max of its four positions
// (unrolled; no padding, so no bounds checks, and the init -inf, the
// identity, is left out), then the relu's max with 0.
// CHECK-LABEL: define void @maxpool_k0(
// CHECK-SAME:    ptr addrspace(1) noalias readonly %in0, ptr addrspace(1) noalias %out0, i64 %S0)
// CHECK:         %[[A:[0-9]+]] = load float, ptr addrspace(1)
// CHECK:         %[[B:[0-9]+]] = load float, ptr addrspace(1)
// CHECK-NEXT:    fcmp ogt float %[[A]], %[[B]]
// CHECK-NOT:     0xFFF0000000000000
// CHECK:         load float, ptr addrspace(1)
// CHECK:         load float, ptr addrspace(1)
// CHECK:         fcmp ogt float %{{[0-9]+}}, 0.0
// CHECK:         store <4 x float>
// PTX-LABEL: .visible .entry maxpool_k0(
// PTX-COUNT-4: ld.global.nc.f32
func.func @maxpool(%x: tensor<?x8x8x3xf32>) -> tensor<?x4x4x3xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %ninf) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<?x8x8x3xf32>, tensor<f32>) -> tensor<?x4x4x3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<4x4x3xf32>
  %s = shape.shape_of %0 : tensor<?x4x4x3xf32> -> tensor<4xindex>
  %zb = stablehlo.dynamic_broadcast_in_dim %z, %s, dims = [1, 2, 3] : (tensor<4x4x3xf32>, tensor<4xindex>) -> tensor<?x4x4x3xf32>
  %1 = stablehlo.maximum %0, %zb : tensor<?x4x4x3xf32>
  return %1 : tensor<?x4x4x3xf32>
}

// SAME padding: positions outside the operand read the init (a select on
// the bounds), the loads themselves stay in bounds (clamped indices).
// CHECK-LABEL: define void @avgpool_k0(
// CHECK:         %[[V:[0-9]+]] = load float, ptr addrspace(1)
// CHECK-NEXT:    select i1 %{{[0-9]+}}, float %[[V]], float 0.0
// PTX-LABEL: .visible .entry avgpool_k0(
func.func @avgpool(%x: tensor<2x6x6xf32>) -> tensor<2x6x6xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %zero) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 3, 3>, padding = dense<[[0, 0], [1, 1], [1, 1]]> : tensor<3x2xi64>} : (tensor<2x6x6xf32>, tensor<f32>) -> tensor<2x6x6xf32>
  return %0 : tensor<2x6x6xf32>
}

// The gradient of the max pool: each element scans the windows holding it
// (one here: stride 2, no overlap), finds each window's first maximum and
// takes its gradient where it is that maximum.
// CHECK-LABEL: define void @maxpool_grad_k0(
// CHECK:         fcmp oge float
// CHECK:         select i1
// PTX-LABEL: .visible .entry maxpool_grad_k0(
func.func @maxpool_grad(%x: tensor<?x8x8x3xf32>, %g: tensor<?x4x4x3xf32>) -> tensor<?x8x8x3xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %g, %zero) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<?x8x8x3xf32>, tensor<?x4x4x3xf32>, tensor<f32>) -> tensor<?x8x8x3xf32>
  return %0 : tensor<?x8x8x3xf32>
}
