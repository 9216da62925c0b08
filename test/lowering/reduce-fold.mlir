// RUN: symopt --emit=llvm %s | filecheck %s
// RUN: symopt --emit=ptx %s | filecheck %s --check-prefix=PTX

// argmax reduces a value and an index together: the fuse pass leaves the
// reduction outside, and it becomes a row_fold kernel: one thread per
// row carries both accumulators through the column loop as phi nodes,
// starting from the init operands.
// CHECK-LABEL: define void @argmax_k0(ptr addrspace(1) noalias readonly %in0, ptr addrspace(1) noalias readonly %in1, ptr addrspace(1) noalias readonly %in2, ptr addrspace(1) noalias readonly %in3, ptr addrspace(1) noalias %out0, ptr addrspace(1) noalias %out1, i64 %S0, i64 %S1)
// CHECK:         [[V0:%[0-9]+]] = load float, ptr addrspace(1) %{{[0-9]+}}
// CHECK:         [[I0:%[0-9]+]] = load i32, ptr addrspace(1) %{{[0-9]+}}
// CHECK:       fold.header{{[0-9]+}}:
// CHECK-NEXT:    phi i64
// CHECK-NEXT:    [[V:%[0-9]+]] = phi float [ [[V0]], %cont{{[0-9]+}} ], [ [[VN:%[0-9]+]], %fold.body{{[0-9]+}} ]
// CHECK-NEXT:    [[I:%[0-9]+]] = phi i32 [ [[I0]], %cont{{[0-9]+}} ], [ [[IN:%[0-9]+]], %fold.body{{[0-9]+}} ]
// CHECK:       fold.body{{[0-9]+}}:
// CHECK:         fcmp ogt float [[V]]
// CHECK:         [[VN]] = select i1 [[KEEP:%[0-9]+]], float [[V]], float
// CHECK-NEXT:    [[IN]] = select i1 [[KEEP]], i32 [[I]], i32
// CHECK:       fold.exit{{[0-9]+}}:
// CHECK:         store float [[V]]
// CHECK:         store i32 [[I]]
// PTX-LABEL: .visible .entry argmax_k0(
// PTX:         setp.gt.f32

func.func @argmax(%x: tensor<?x?xf32>, %iota: tensor<?x?xi32>) -> (tensor<?xf32>, tensor<?xi32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.reduce(%x init: %ninf), (%iota init: %zero) across dimensions = [1] : (tensor<?x?xf32>, tensor<?x?xi32>, tensor<f32>, tensor<i32>) -> (tensor<?xf32>, tensor<?xi32>)
    reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>) {
      %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %eq = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %lt = stablehlo.compare LT, %ai, %bi, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %tie = stablehlo.and %eq, %lt : tensor<i1>
      %keep = stablehlo.or %gt, %tie : tensor<i1>
      %v = stablehlo.select %keep, %a, %b : tensor<i1>, tensor<f32>
      %i = stablehlo.select %keep, %ai, %bi : tensor<i1>, tensor<i32>
      stablehlo.return %v, %i : tensor<f32>, tensor<i32>
    }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xi32>
}
