// func.constant must name a function of its result type.
// RUN: symopt -split-input-file -verify-diagnostics %s

func.func @undefined() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %f = func.constant @nope : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func private @callee(%x: tensor<f32>) -> tensor<f32>
func.func @mismatch() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @callee : (tensor<f32>) -> tensor<i32>
  return
}
