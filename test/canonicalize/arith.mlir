// RUN: symopt --pass-pipeline='builtin.module(func.func(canonicalize))' %s | filecheck %s

// Integer x + 0 and 0 + x are x.
// CHECK-LABEL: func.func @add_zero_int
// CHECK-NOT: stablehlo.add
// CHECK: return %arg0, %arg0
func.func @add_zero_int(%arg0: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %0 = stablehlo.constant dense<0> : tensor<4xi32>
  %1 = stablehlo.add %arg0, %0 : tensor<4xi32>
  %2 = stablehlo.add %0, %arg0 : tensor<4xi32>
  return %1, %2 : tensor<4xi32>, tensor<4xi32>
}

// Float x + 0.0 is not x when x is -0.0: it must stay; x + (-0.0) goes.
// CHECK-LABEL: func.func @add_zero_float
// CHECK: %[[Z:.*]] = mhlo.constant dense<0.000000e+00>
// CHECK: %[[S:.*]] = mhlo.add %arg0, %[[Z]]
// CHECK-NOT: mhlo.add
// CHECK: return %[[S]], %arg0
func.func @add_zero_float(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = mhlo.constant dense<0.0> : tensor<4xf32>
  %1 = mhlo.add %arg0, %0 : tensor<4xf32>
  %2 = mhlo.constant dense<-0.0> : tensor<4xf32>
  %3 = mhlo.add %2, %arg0 : tensor<4xf32>
  return %1, %3 : tensor<4xf32>, tensor<4xf32>
}

// A result type that differs from x's (here static against dynamic) keeps
// the op: the rewrite never changes a result type.
// CHECK-LABEL: func.func @add_zero_type_change
// CHECK: stablehlo.add
func.func @add_zero_type_change(%arg0: tensor<?xi32>) -> tensor<4xi32> {
  %0 = stablehlo.constant dense<0> : tensor<4xi32>
  %1 = stablehlo.add %arg0, %0 : (tensor<?xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}

// x - 0 for integers, x - (+0.0) for floats; 0 - x and x - (-0.0) stay
// (-0.0 - -0.0 is +0.0).
// CHECK-LABEL: func.func @subtract_zero
// CHECK-DAG: %[[N:.*]] = stablehlo.subtract %{{.*}}, %arg0 : tensor<2xi64>
// CHECK-DAG: %[[M:.*]] = stablehlo.subtract %arg1, %{{.*}} : tensor<3xf16>
// CHECK: return %arg0, %arg1, %[[N]], %[[M]]
func.func @subtract_zero(%arg0: tensor<2xi64>, %arg1: tensor<3xf16>) -> (tensor<2xi64>, tensor<3xf16>, tensor<2xi64>, tensor<3xf16>) {
  %z = stablehlo.constant dense<0> : tensor<2xi64>
  %f = stablehlo.constant dense<0.0> : tensor<3xf16>
  %nf = stablehlo.constant dense<-0.0> : tensor<3xf16>
  %1 = stablehlo.subtract %arg0, %z : tensor<2xi64>
  %2 = stablehlo.subtract %arg1, %f : tensor<3xf16>
  %3 = stablehlo.subtract %z, %arg0 : tensor<2xi64>
  %4 = stablehlo.subtract %arg1, %nf : tensor<3xf16>
  return %1, %2, %3, %4 : tensor<2xi64>, tensor<3xf16>, tensor<2xi64>, tensor<3xf16>
}

// x * 1 and 1 * x are x for integers and floats alike, x / 1 too.
// CHECK-LABEL: func.func @multiply_divide_one
// CHECK-NOT: multiply
// CHECK-NOT: divide
// CHECK: return %arg0, %arg1, %arg0, %arg1
func.func @multiply_divide_one(%arg0: tensor<2x3xi8>, %arg1: tensor<2x3xbf16>) -> (tensor<2x3xi8>, tensor<2x3xbf16>, tensor<2x3xi8>, tensor<2x3xbf16>) {
  %i = mhlo.constant dense<1> : tensor<2x3xi8>
  %f = mhlo.constant dense<1.0> : tensor<2x3xbf16>
  %0 = mhlo.multiply %arg0, %i : tensor<2x3xi8>
  %1 = mhlo.multiply %f, %arg1 : tensor<2x3xbf16>
  %2 = mhlo.divide %arg0, %i : tensor<2x3xi8>
  %3 = mhlo.divide %arg1, %f : tensor<2x3xbf16>
  return %0, %1, %2, %3 : tensor<2x3xi8>, tensor<2x3xbf16>, tensor<2x3xi8>, tensor<2x3xbf16>
}

// 1 / x is not x; a non-splat constant is not an identity.
// CHECK-LABEL: func.func @divide_negative
// CHECK: stablehlo.divide
// CHECK: stablehlo.multiply
func.func @divide_negative(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %f = stablehlo.constant dense<1.0> : tensor<2xf32>
  %g = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = stablehlo.divide %f, %arg0 : tensor<2xf32>
  %1 = stablehlo.multiply %arg0, %g : tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// x * 0 is 0 for integers (the zero constant itself when the types
// match); float x * 0.0 stays (NaN * 0.0 is NaN, -1.0 * 0.0 is -0.0).
// CHECK-LABEL: func.func @multiply_zero
// CHECK-DAG: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<4xi32>
// CHECK-DAG: %[[F:.*]] = stablehlo.multiply %arg1, %{{.*}} : tensor<4xf32>
// CHECK: return %[[Z]], %[[F]]
func.func @multiply_zero(%arg0: tensor<4xi32>, %arg1: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
  %z = stablehlo.constant dense<0> : tensor<4xi32>
  %f = stablehlo.constant dense<0.0> : tensor<4xf32>
  %0 = stablehlo.multiply %z, %arg0 : tensor<4xi32>
  %1 = stablehlo.multiply %arg1, %f : tensor<4xf32>
  return %0, %1 : tensor<4xi32>, tensor<4xf32>
}

// A dynamic result has no constant to become: x * 0 stays.
// CHECK-LABEL: func.func @multiply_zero_dynamic
// CHECK: stablehlo.multiply
func.func @multiply_zero_dynamic(%arg0: tensor<?xi32>) -> tensor<?xi32> {
  %z = stablehlo.constant dense<0> : tensor<4xi32>
  %0 = stablehlo.multiply %arg0, %z : (tensor<?xi32>, tensor<4xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}
