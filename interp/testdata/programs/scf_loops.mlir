// scf.for, scf.while and scf.if on index values and tensors
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %t0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %t0) -> (tensor<2xf32>) {
    %d = stablehlo.add %acc, %acc : tensor<2xf32>
    scf.yield %d : tensor<2xf32>
  }
  %expected = stablehlo.constant dense<[32.0, 64.0]> : tensor<2xf32>
  check.expect_eq %r, %expected : tensor<2xf32>
  %w = scf.while (%n = %c0) : (index) -> index {
    %lt = arith.cmpi slt, %n, %c5 : index
    scf.condition(%lt) %n : index
  } do {
  ^bb0(%n: index):
    %n2 = arith.addi %n, %c1 : index
    scf.yield %n2 : index
  }
  %big = arith.cmpi sgt, %w, %c1 : index
  %pick = scf.if %big -> (index) {
    scf.yield %w : index
  } else {
    scf.yield %c0 : index
  }
  %p32 = arith.index_cast %pick : index to i32
  %pt = tensor.from_elements %p32 : tensor<1xi32>
  %e2 = stablehlo.constant dense<[5]> : tensor<1xi32>
  check.expect_eq %pt, %e2 : tensor<1xi32>
  func.return
}
