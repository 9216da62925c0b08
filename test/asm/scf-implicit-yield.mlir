// An operand-less scf.yield is implicit in the pretty form, as in MLIR.
// RUN: symopt %s | filecheck %s
// RUN: symopt %s | symopt - | filecheck %s
// RUN: symopt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @f
func.func @f(%c: i1, %i: index, %m: memref<4xindex>) {
  // CHECK: scf.if %arg0 {
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: }
  // GENERIC: "memref.store"
  // GENERIC-NEXT: "scf.yield"() : () -> ()
  scf.if %c {
    memref.store %i, %m[%i] : memref<4xindex>
  }
  // CHECK: scf.for %arg3 = %arg1 to %arg1 step %arg1 {
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: }
  // GENERIC: "memref.store"
  // GENERIC-NEXT: "scf.yield"() : () -> ()
  scf.for %k = %i to %i step %i {
    memref.store %k, %m[%k] : memref<4xindex>
    scf.yield
  }
  return
}
