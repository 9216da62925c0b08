// Constants of the OCP microscaling types round to nearest, ties to even,
// and saturate at the largest finite value.
// RUN: symopt %s | filecheck %s
// RUN: symopt %s | symopt - | filecheck %s

func.func @f() -> (tensor<3xf4E2M1FN>, tensor<2xf8E8M0FNU>, tensor<2xf6E3M2FN>, tensor<2xf6E2M3FN>, tensor<2xf8E3M4>) {
  // CHECK: dense<[1.000000e+00, 4.000000e+00, 6.000000e+00]> : tensor<3xf4E2M1FN>
  %0 = stablehlo.constant dense<[1.0, 5.0, 100.0]> : tensor<3xf4E2M1FN>
  // CHECK: dense<[4.000000e+00, 1.000000e+00]> : tensor<2xf8E8M0FNU>
  %1 = stablehlo.constant dense<[3.0, 0x7F]> : tensor<2xf8E8M0FNU>
  // CHECK: dense<[3.125000e-01, -2.800000e+01]> : tensor<2xf6E3M2FN>
  %2 = stablehlo.constant dense<[0.3, -27.0]> : tensor<2xf6E3M2FN>
  // CHECK: dense<[1.250000e-01, 7.500000e+00]> : tensor<2xf6E2M3FN>
  %3 = stablehlo.constant dense<[0.1, 9.0]> : tensor<2xf6E2M3FN>
  // CHECK: dense<[1.562500e-02, 0x70]> : tensor<2xf8E3M4>
  %4 = stablehlo.constant dense<[0.016, 1.0e3]> : tensor<2xf8E3M4>
  return %0, %1, %2, %3, %4 : tensor<3xf4E2M1FN>, tensor<2xf8E8M0FNU>, tensor<2xf6E3M2FN>, tensor<2xf6E2M3FN>, tensor<2xf8E3M4>
}
