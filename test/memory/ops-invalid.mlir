// RUN: symopt -split-input-file -verify-diagnostics %s

func.func @guard_not_index(%a: tensor<?xf32>, %f: tensor<f32>) {
  // expected-error @+1 {{dim operand #1 must be an index}}
  "symopt.evict"(%a, %f) {min = 3 : i64} : (tensor<?xf32>, tensor<f32>) -> ()
  return
}

// -----

func.func @dims_without_use(%a: tensor<?xf32>, %d: index) {
  // expected-error @+1 {{dim operands need an integer 'min' or a string 'peak' attribute}}
  "symopt.evict"(%a, %d) : (tensor<?xf32>, index) -> ()
  return
}

// -----

func.func @both(%a: tensor<?xf32>, %d: index) {
  // expected-error @+1 {{takes either a 'min' guard or a 'peak' prediction, not both}}
  "symopt.evict"(%a, %d) {min = 3 : i64, peak = "S0"} : (tensor<?xf32>, index) -> ()
  return
}

// -----

func.func @wrong_type(%a: tensor<?xf32>) -> tensor<?xi32> {
  // expected-error @+1 {{result type tensor<?xi32> differs from operand type tensor<?xf32>}}
  %r = "symopt.regenerate"(%a) ({
    "symopt.regenerate_yield"(%a) : (tensor<?xf32>) -> ()
  }) : (tensor<?xf32>) -> tensor<?xi32>
  return %r : tensor<?xi32>
}

// -----

func.func @stray_yield(%a: tensor<?xf32>) {
  // expected-error @+1 {{expects parent op 'symopt.regenerate'}}
  "symopt.regenerate_yield"(%a) : (tensor<?xf32>) -> ()
  return
}
