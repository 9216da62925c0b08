// Custom syntax of an unregistered op that cannot be kept unchanged is an
// error naming the op and the flag, never an op with parts missing.
// RUN: not symopt --allow-unregistered-dialect -split-input-file %s 2>&1 | filecheck %s
// RUN: not symopt %s 2>&1 | filecheck %s --check-prefix=NOFLAG

// NOFLAG: error: custom op 'util.unfoldable_constant' is unknown (use --allow-unregistered-dialect to accept it)

// Without a trailing function type the result type is unknown.
// CHECK: unregistered-verbatim-invalid.mlir:[[# @LINE + 2]]:8: error: custom assembly of unregistered op 'util.unfoldable_constant' is not known, and without a trailing ': (...) -> (...)' the type of its result cannot be determined; write it in generic form ("util.unfoldable_constant"(...) : (...) -> (...)) to use --allow-unregistered-dialect
func.func @constant() -> tensor<2xi32> {
  %c = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  return %c : tensor<2xi32>
}

// -----

// CHECK: :[[# @LINE + 2]]:10: error: custom assembly of unregistered op 'foo.two' is not known, and without a trailing ': (...) -> (...)' the types of its 2 results cannot be determined
func.func @two(%a: tensor<f32>) {
  %r:2 = foo.two %a : tensor<f32>
  return
}

// -----

// CHECK: :[[# @LINE + 2]]:12: error: custom assembly of unregistered op 'foo.loop' defines '%i', which only the op's format could read; write it in generic form
func.func @defines(%a: index) {
  foo.loop %i = %a to %a {
    foo.yield
  }
  return
}

// -----

// CHECK: :[[# @LINE + 2]]:10: error: custom assembly of unregistered op 'foo.br' names block '^bb1'
func.func @block() {
  foo.br ^bb1
^bb1:
  return
}

// -----

// CHECK: :[[# @LINE + 2]]:11: error: custom assembly of unregistered op 'foo.use' uses '%later' before its definition
func.func @forward() {
  foo.use %later : i32
  %later = "foo.def"() : () -> i32
  return
}

// -----

// CHECK: :[[# @LINE + 2]]:3: error: custom assembly of unregistered op 'foo.attr' has SSA name '%a' inside a '<...>' group
func.func @angle(%a: i32) {
  foo.attr #foo.x<%a>
  return
}

// -----

// CHECK: :[[# @LINE + 2]]:3: error: undefined symbol alias id 'nope' in 'foo.alias'
func.func @alias() {
  foo.alias {a = #nope}
  return
}
