// The tolerance written in the pretty form reaches the interpreter: the
// same comparison fails with the default tolerance.
// RUN: not symopt-run %s 2>&1 | filecheck %s

func.func @main() {
  %b = stablehlo.constant dense<[1.0, 2.05]> : tensor<2xf32>
  check.expect_almost_eq_const %b, dense<[1.0, 2.0]> : tensor<2xf32>, tolerance = 0.1
  // CHECK: check-tolerance.mlir:[[@LINE+1]]:3: check.expect_almost_eq_const: check failed
  check.expect_almost_eq_const %b, dense<[1.0, 2.0]> : tensor<2xf32>
  func.return
}
