// RUN: symopt --split-input-file --verify-diagnostics %s

// Two definitions of one symbol in a module are an error, as in mlir-opt.

// expected-note @+1 {{see existing symbol definition here}}
func.func @main() {
  return
}
// expected-error @+1 {{redefinition of symbol named 'main'}}
func.func @main() {
  return
}

// -----

// Private functions too: inlining must not pick one of two @f silently.
// expected-note @+1 {{see existing symbol definition here}}
func.func private @f(%a: tensor<f32>) -> tensor<f32> {
  return %a : tensor<f32>
}
// expected-error @+1 {{redefinition of symbol named 'f'}}
func.func private @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.negate %a : tensor<f32>
  return %0 : tensor<f32>
}
func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = func.call @f(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Nested modules are symbol tables of their own: the same name in two of
// them is fine.
module @a {
  func.func @main() {
    return
  }
}
module @b {
  func.func @main() {
    return
  }
}
