// chlo.scan and chlo.mulhi print as CHLO prints them, read back to the same
// text, and run.
// RUN: symopt %s | filecheck %s
// RUN: symopt %s | symopt - | filecheck %s
// RUN: symopt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: symopt-run %s | filecheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @prefix_products
func.func @prefix_products() -> (tensor<2x3xi64>, tensor<2xi64>) {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %one = stablehlo.constant dense<1> : tensor<2xi64>
  // CHECK: %[[R:.*]]:2 = chlo.scan(%{{.*}}) inits (%{{.*}}) dimension=1 attributes {is_reverse = true} {
  // CHECK-NEXT: ^bb0(%input: tensor<2xi64>, %carry: tensor<2xi64>):
  // CHECK-NEXT: %[[P:.*]] = stablehlo.multiply %input, %carry : tensor<2xi64>
  // CHECK-NEXT: stablehlo.return %[[P]], %[[P]] : tensor<2xi64>, tensor<2xi64>
  // CHECK-NEXT: } : (tensor<2x3xi64>, tensor<2xi64>) -> (tensor<2x3xi64>, tensor<2xi64>)
  // GENERIC: "chlo.scan"(%{{.*}}, %{{.*}}) <{dimension = 1 : i64, is_reverse = true, operandSegmentSizes = array<i32: 1, 1>}> ({
  %r:2 = chlo.scan (%x) inits (%one) dimension = 1 attributes {is_reverse = true} {
  ^bb0(%a: tensor<2xi64>, %c: tensor<2xi64>):
    %p = stablehlo.multiply %a, %c : tensor<2xi64>
    stablehlo.return %p, %p : tensor<2xi64>, tensor<2xi64>
  } : (tensor<2x3xi64>, tensor<2xi64>) -> (tensor<2x3xi64>, tensor<2xi64>)
  func.return %r#0, %r#1 : tensor<2x3xi64>, tensor<2xi64>
}
// EXEC: @prefix_products result0: tensor<2x3xi64> [6, 6, 3, 120, 30, 6]
// EXEC: @prefix_products result1: tensor<2xi64> [6, 120]

// CHECK-LABEL: func.func @high_halves
func.func @high_halves() -> (tensor<3xi16>, tensor<2xui64>) {
  %a = stablehlo.constant dense<[300, -300, 32767]> : tensor<3xi16>
  %b = stablehlo.constant dense<[300, 300, 32767]> : tensor<3xi16>
  // CHECK: chlo.mulhi %{{.*}}, %{{.*}} : tensor<3xi16>, tensor<3xi16> -> tensor<3xi16>
  // GENERIC: "chlo.mulhi"(%{{.*}}, %{{.*}}) : (tensor<3xi16>, tensor<3xi16>) -> tensor<3xi16>
  %h = "chlo.mulhi"(%a, %b) : (tensor<3xi16>, tensor<3xi16>) -> tensor<3xi16>
  %u = stablehlo.constant dense<[18446744073709551615, 4294967296]> : tensor<2xui64>
  %g = chlo.mulhi %u, %u : tensor<2xui64>, tensor<2xui64> -> tensor<2xui64>
  func.return %h, %g : tensor<3xi16>, tensor<2xui64>
}
// EXEC: @high_halves result0: tensor<3xi16> [1, -2, 16383]
// EXEC: @high_halves result1: tensor<2xui64> [18446744073709551614, 1]
