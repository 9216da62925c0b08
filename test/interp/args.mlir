// --args passes the arguments as an array of dense attributes, as
// stablehlo-translate --interpret does; a malformed list, a wrong count or
// a wrong type is a usage error (exit 2).
// RUN: symopt-run %s --results=values --args="[dense<[1, 2]> : tensor<2xi32>, dense<2.5> : tensor<f32>]" | filecheck %s
// RUN: not symopt-run %s --args="not_array" 2>&1 | filecheck %s --check-prefix=NOT-ARRAY
// RUN: not symopt-run %s --args="[4.0 : f32]" 2>&1 | filecheck %s --check-prefix=NOT-DENSE
// RUN: not symopt-run %s --args="[dense<1> : tensor<2xi32>]" 2>&1 | filecheck %s --check-prefix=COUNT
// RUN: not symopt-run %s --args="[dense<1> : tensor<2xi32>, dense<1> : tensor<i32>]" 2>&1 | filecheck %s --check-prefix=TYPE

func.func @main(%a: tensor<2xi32>, %s: tensor<f32>) -> (tensor<2xi32>, tensor<f32>) {
  %r = stablehlo.add %a, %a : tensor<2xi32>
  func.return %r, %s : tensor<2xi32>, tensor<f32>
}
// CHECK:      tensor<2xi32> {
// CHECK-NEXT:   [2, 4]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<f32> {2.500000e+00}

// NOT-ARRAY: expectected array attribute string for args, i.e. --args=[dense<1> : tensor<2xi32>, ...]
// NOT-DENSE: expected dense elements attribute for args elements, i.e. --args=[dense<1> : tensor<2xi32>, ...]
// COUNT: --args has 1 values, @main takes 2 arguments
// TYPE: --args value 1 for argument 1 (tensor<f32>): computed element type i32, declared tensor<f32>
