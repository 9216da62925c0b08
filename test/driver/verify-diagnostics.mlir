// RUN: symopt -split-input-file -verify-diagnostics %s

func.func @undefined() -> tensor<f32> {
  // expected-error @+1 {{use of undeclared SSA value name '%nope'}}
  return %nope : tensor<f32>
}

// -----

func.func @redefined(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %arg0 : tensor<f32>
  // expected-error @below {{redefinition of SSA value '%0'}}
  %0 = stablehlo.abs %arg0 : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @mismatch(%arg0: tensor<f32>) -> tensor<i32> {
  // expected-error-re @+1 {{use of value '%arg0' expects different type than prior uses: {{.*}}}}
  %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
