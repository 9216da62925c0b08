// RUN: symopt %s | filecheck %s
// RUN: symopt %s | symopt - | filecheck %s
// RUN: symopt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: symopt-run %s | filecheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @main
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.0, 2.05]> : tensor<2xf32>
  // CHECK: check.expect_eq %[[A:.*]], %[[A]] : tensor<2xf32>
  check.expect_eq %a, %a : tensor<2xf32>
  // CHECK: check.expect_almost_eq %[[A]], %[[B:.*]], tolerance = 1.000000e-01 : tensor<2xf32>
  // GENERIC: "check.expect_almost_eq"(%0, %1) {tolerance = 1.000000e-01 : f64} : (tensor<2xf32>, tensor<2xf32>) -> ()
  check.expect_almost_eq %a, %b, tolerance = 0.1 : tensor<2xf32>
  // CHECK: check.expect_eq_const %[[A]], dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  // GENERIC: "check.expect_eq_const"(%0) {value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  check.expect_eq_const %a, dense<[1.0, 2.0]> : tensor<2xf32>
  // CHECK: check.expect_almost_eq_const %[[B]], dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, tolerance = 1.000000e-01
  check.expect_almost_eq_const %b, dense<[1.0, 2.0]> : tensor<2xf32>, tolerance = 0.1
  // CHECK: check.expect_almost_eq_const %[[A]], dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>{{$}}
  check.expect_almost_eq_const %a, dense<[1.0, 2.0]> : tensor<2xf32>
  // CHECK: check.expect_close %[[A]], %[[A]], max_ulp_difference = 3, min_ulp_difference = 0 : tensor<2xf32>, tensor<2xf32>
  // GENERIC: "check.expect_close"(%0, %0) {max_ulp_difference = 3 : ui64, min_ulp_difference = 0 : ui64}
  check.expect_close %a, %a, max_ulp_difference = 3, min_ulp_difference = 0 : tensor<2xf32>, tensor<2xf32>
  // A tolerance of another type stays in the attribute dictionary.
  // CHECK: check.expect_almost_eq %[[A]], %[[A]] {tolerance = 1.000000e-01 : f32} : tensor<2xf32>
  "check.expect_almost_eq"(%a, %a) {tolerance = 0.1 : f32} : (tensor<2xf32>, tensor<2xf32>) -> ()
  func.return
}
// EXEC: @main: ok (no results)
