// RUN: symopt-run --split-input-file %s | filecheck %s
// RUN: symopt-run %s --split-input-file --compare-with %s --all --random-inputs 2 | filecheck %s --check-prefix=SAME
// REQUIRES: symopt-run

// CHECK: @first result0: tensor<i32> [6]
// SAME: @first: results match
func.func @first() -> tensor<i32> {
  %a = stablehlo.constant dense<3> : tensor<i32>
  %r = stablehlo.add %a, %a : tensor<i32>
  func.return %r : tensor<i32>
}

// -----

// CHECK: @second result0: tensor<f64> [9]
// SAME: @second: results match
func.func @second() -> tensor<f64> {
  %a = stablehlo.constant dense<3.0> : tensor<f64>
  %r = stablehlo.multiply %a, %a : tensor<f64>
  func.return %r : tensor<f64>
}
