// RUN: symopt %s | filecheck %s
// RUN: symopt %s | symopt - | filecheck %s
// RUN: symopt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @f
func.func @f(%c: i1, %a: i32, %b: f32) -> i32 {
  // CHECK: cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, f32), ^bb2
  // GENERIC: "cf.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, f32) -> ()
  cf.cond_br %c, ^bb1(%a, %b : i32, f32), ^bb2
// CHECK: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
^bb1(%x: i32, %y: f32):
  // CHECK-NEXT: cf.br ^bb3(%0 : i32)
  // GENERIC: "cf.br"(%0)[^bb3] : (i32) -> ()
  cf.br ^bb3(%x : i32)
^bb2:
  // CHECK: cf.br ^bb3(%arg1 : i32)
  "cf.br"(%a) [^bb3] : (i32) -> ()
^bb3(%z: i32):
  return %z : i32
}
