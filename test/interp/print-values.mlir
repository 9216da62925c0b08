// Values print as StableHLO's reference interpreter prints them:
// interpreter.print as the program runs, and results with --results=values
// or, as dense attributes, with --interpreter-print-dense.
// RUN: symopt-run %s --results=values | filecheck %s
// RUN: symopt-run %s --interpreter-print-dense | filecheck %s --check-prefix=DENSE
// RUN: symopt-run %s | filecheck %s --check-prefix=SUMMARY
// RUN: symopt %s | filecheck %s --check-prefix=PRINT

func.func @main() -> (tensor<2x3xui8>, tensor<i1>, tensor<2xbf16>, tensor<1x0xi32>, tensor<2xcomplex<f64>>) {
  %m = stablehlo.constant dense<[[1, 2, 255], [4, 5, 6]]> : tensor<2x3xui8>
  // PRINT: interpreter.print %{{.*}} : tensor<2x3xui8>
  // CHECK:      %0 = tensor<2x3xui8> {
  // CHECK-NEXT:   [
  // CHECK-NEXT:     [1, 2, 255],
  // CHECK-NEXT:     [4, 5, 6]
  // CHECK-NEXT:   ]
  // CHECK-NEXT: }
  interpreter.print %m : tensor<2x3xui8>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %h = stablehlo.constant dense<[0.5, -3.0]> : tensor<2xbf16>
  %e = stablehlo.constant dense<> : tensor<1x0xi32>
  %c = stablehlo.constant dense<[(1.0, -2.0), (0.25, 0.0)]> : tensor<2xcomplex<f64>>
  func.return %m, %t, %h, %e, %c : tensor<2x3xui8>, tensor<i1>, tensor<2xbf16>, tensor<1x0xi32>, tensor<2xcomplex<f64>>
}
// CHECK-NEXT: tensor<2x3xui8> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [1, 2, 255],
// CHECK-NEXT:     [4, 5, 6]
// CHECK-NEXT:   ]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<i1> {true}
// CHECK-NEXT: tensor<2xbf16> {
// CHECK-NEXT:   [5.000000e-01, -3.000000e+00]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<1x0xi32> {
// CHECK-NEXT:   [
// CHECK-NEXT:     []
// CHECK-NEXT:   ]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<2xcomplex<f64>> {
// CHECK-NEXT{LITERAL}:   [[1.000000e+00, -2.000000e+00], [2.500000e-01, 0.000000e+00]]
// CHECK-NEXT: }
// CHECK-NOT: {{.}}

// DENSE:      %0 = tensor<2x3xui8> {
// DENSE{LITERAL}: dense<[[1, 2, 255], [4, 5, 6]]> : tensor<2x3xui8>
// DENSE-NEXT: dense<true> : tensor<i1>
// DENSE-NEXT: dense<[5.000000e-01, -3.000000e+00]> : tensor<2xbf16>
// DENSE-NEXT: dense<> : tensor<1x0xi32>
// DENSE-NEXT: dense<[(1.000000e+00,-2.000000e+00), (2.500000e-01,0.000000e+00)]> : tensor<2xcomplex<f64>>

// SUMMARY: @main result0: tensor<2x3xui8>
