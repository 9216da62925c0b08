// RUN: not symopt-run %s 2>&1 | filecheck %s
// REQUIRES: symopt-run

func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %r = stablehlo.add %a, %a : tensor<2xi32>
  %e = stablehlo.constant dense<[2, 5]> : tensor<2xi32>
  // CHECK: check-failure.mlir:[[@LINE+3]]:3: check.expect_eq: check failed: 1 of 2 elements of tensor<2xi32> differ:
  // CHECK-NEXT: at [1]: 4 vs 5
  // CHECK-NOT: {{.}}
  check.expect_eq %r, %e : tensor<2xi32>
  func.return
}
