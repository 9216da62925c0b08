// IREE's spellings of the check ops are read and print in StableHLO's;
// IREE's atol and rtol stay attributes the interpreter honours.
// RUN: symopt %s | filecheck %s
// RUN: symopt %s | symopt - | filecheck %s
// RUN: symopt-run %s --fn main | filecheck %s --check-prefix=EXEC
// RUN: not symopt-run %s --fn too_tight 2>&1 | filecheck %s --check-prefix=FAIL
// RUN: symopt-run %s --fn truth | filecheck %s --check-prefix=EXEC-TRUTH
// RUN: not symopt-run %s --fn not_all_true 2>&1 | filecheck %s --check-prefix=FAIL-TRUTH

// CHECK-LABEL: func.func @main
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.0, 2.05]> : tensor<2xf32>
  // CHECK: check.expect_eq %[[A:.*]], %[[A]] : tensor<2xf32>
  check.expect_eq(%a, %a) : tensor<2xf32>
  // CHECK: check.expect_eq_const %[[A]], dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>{{$}}
  check.expect_eq_const(%a, dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
  // CHECK: check.expect_almost_eq %[[A]], %[[B:.*]] {atol = 1.000000e-01 : f32} : tensor<2xf32>
  check.expect_almost_eq(%a, %b, atol 1.0e-1) : tensor<2xf32>
  // CHECK: check.expect_almost_eq %[[A]], %[[B]] {atol = 0.000000e+00 : f32, rtol = 5.000000e-02 : f32} : tensor<2xf32>
  check.expect_almost_eq(%a, %b, atol 0.0, rtol 5.0e-2) : tensor<2xf32>
  // CHECK: check.expect_almost_eq_const %[[B]], dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32> {atol = 1.000000e-01 : f32, tag}
  check.expect_almost_eq_const(%b, dense<[1.0, 2.0]> : tensor<2xf32>, atol 1.0e-1) {tag} : tensor<2xf32>
  // CHECK: check.expect_almost_eq_const %[[A]], dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>{{$}}
  check.expect_almost_eq_const(%a, dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
  func.return
}
// EXEC: @main: ok (no results)

func.func @too_tight() {
  %b = stablehlo.constant dense<[1.0, 2.05]> : tensor<2xf32>
  // FAIL: check-iree.mlir:[[@LINE+1]]:3: check.expect_almost_eq_const: check failed
  check.expect_almost_eq_const(%b, dense<[1.0, 2.0]> : tensor<2xf32>, atol 1.0e-2, rtol 1.0e-2) : tensor<2xf32>
  func.return
}

// CHECK-LABEL: func.func @truth
func.func @truth() {
  %t = arith.constant 3 : i32
  %f = arith.constant 0 : i32
  %m = stablehlo.constant dense<[[1, -1], [2, 5]]> : tensor<2x2xi32>
  // CHECK: check.expect_true(%{{.*}}) : i32
  check.expect_true(%t) : i32
  // CHECK: check.expect_false(%{{.*}}) : i32
  check.expect_false(%f) : i32
  // CHECK: check.expect_all_true(%{{.*}}) : tensor<2x2xi32>
  check.expect_all_true(%m) : tensor<2x2xi32>
  func.return
}
// EXEC-TRUTH: @truth: ok (no results)

func.func @not_all_true() {
  %z = stablehlo.constant dense<[[1, 0], [2, 5]]> : tensor<2x2xi32>
  // FAIL-TRUTH: check-iree.mlir:[[@LINE+1]]:3: check.expect_all_true: check failed: element [0 1] of tensor<2x2xi32> is 0
  check.expect_all_true(%z) : tensor<2x2xi32>
  func.return
}
