// Errors point at something in the input: text after the module at the
// text, an op whose location is only a name at the op, an op whose name
// location wraps a file position at that position; the unregistered-op
// errors name the flag.
// RUN: not symopt %S/Inputs/trailing-junk.mlir 2>&1 | filecheck %s --check-prefix=JUNK
// RUN: not symopt -split-input-file %s 2>&1 | filecheck %s

// JUNK: trailing-junk.mlir:7:1: error: expected operation name, found '-'
// JUNK-NEXT: ------ END OF MLIR MODULE ------
// JUNK-NEXT: ^

// CHECK-NOT: <unknown>
// CHECK: error-positions.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.add' op requires the same element type
func.func @name(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32> loc("foo")
  return %0 : tensor<4xf32>
}

// -----

// CHECK: f.py:3:4: error: 'stablehlo.add' op requires the same element type
func.func @nested(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32> loc("a"("f.py":3:4))
  return %0 : tensor<4xf32>
}

// -----

#loc1 = loc("add")
// CHECK: error-positions.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.add' op requires the same element type
func.func @alias(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32> loc(#loc1)
  return %0 : tensor<4xf32>
}

// -----

// CHECK: error-positions.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.add' op requires the same element type
func.func @unknown(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32> loc(unknown)
  return %0 : tensor<4xf32>
}

// -----

// CHECK: error-positions.mlir:[[# @LINE + 2]]:8: error: unregistered operation 'foo.bar' (use --allow-unregistered-dialect to accept it)
func.func @generic() {
  %0 = "foo.bar"() : () -> i32
  return
}

// -----

// CHECK: error-positions.mlir:[[# @LINE + 2]]:8: error: custom op 'foo.baz' is unknown (use --allow-unregistered-dialect to accept it)
func.func @custom() {
  %0 = foo.baz : () -> i32
  return
}
