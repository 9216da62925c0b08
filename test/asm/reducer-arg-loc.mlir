// Locations on the reducer's block arguments are read and kept, inline and
// through aliases, and printed with --mlir-print-debuginfo.
// RUN: symopt --mlir-print-debuginfo %s | filecheck %s
// RUN: symopt --mlir-print-debuginfo %s | symopt --mlir-print-debuginfo | filecheck %s
// RUN: symopt %s | filecheck %s --check-prefix=PLAIN
// RUN: symopt --mlir-print-debuginfo --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC

#loc3 = loc("acc")

// CHECK-LABEL: func.func @two
// CHECK: reducer(%[[A:.*]]: tensor<f32> loc("r"), %[[B:.*]]: tensor<f32> loc("acc")){{ ?}}(%[[C:.*]]: tensor<i32> loc("s"), %[[D:.*]]: tensor<i32> loc("s"))
// PLAIN: reducer(%{{.*}}: tensor<f32>, %{{.*}}: tensor<f32>){{ ?}}(%{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>)
func.func @two(%x: tensor<4xf32>, %y: tensor<4xi32>, %i: tensor<f32>, %j: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  %0:2 = stablehlo.reduce(%x init: %i), (%y init: %j) across dimensions = [0] : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    reducer(%a: tensor<f32> loc("r"), %b: tensor<f32> loc(#loc3)) (%c: tensor<i32> loc("s"), %d: tensor<i32> loc("s")) {
      %1 = stablehlo.maximum %a, %b : tensor<f32>
      %2 = stablehlo.maximum %c, %d : tensor<i32>
      stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
    }
  return %0#0, %0#1 : tensor<f32>, tensor<i32>
}

// A body the compact form prints keeps the locations in the IR (StableHLO
// prints that form whatever the locations); the generic form shows them.
// CHECK-LABEL: func.func @one
// CHECK: applies stablehlo.maximum
// GENERIC: ^bb0(%{{.*}}: tensor<f32> loc("p"), %{{.*}}: tensor<f32> loc("q")):
func.func @one(%x: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%x init: %i) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    reducer(%a: tensor<f32> loc("p"), %b: tensor<f32> loc("q")) {
      %1 = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }
  return %0 : tensor<f32>
}
