// RUN: symopt --emit=stablehlo %s | filecheck %s

// A dim read that nothing uses any more (remat leaves one when it drops a
// plan it made dims for) is not StableHLO: the export erases it, and the
// index constant that only fed it.
// CHECK-LABEL: func.func @f
// CHECK-NOT: tensor.dim
// CHECK-NOT: arith.constant
// CHECK: stablehlo.sine %arg0
// CHECK-NOT: tensor.dim
func.func @f(%x: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x2xf32>
  %s = stablehlo.sine %x : tensor<?x2xf32>
  return %s : tensor<?x2xf32>
}
