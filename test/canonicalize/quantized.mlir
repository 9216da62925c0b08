// RUN: symopt --pass-pipeline='builtin.module(func.func(canonicalize))' %s | filecheck %s

// Arithmetic on quantized tensors is dequantize, compute, quantize: storage
// 0 is not the value 0 (zero point 1) and storage 1 is not 1.0 (scale
// 0.5), so neither the identities of integer arithmetic nor constant
// folding on the storage integers apply.
// CHECK-LABEL: func.func @quantized_arith
// CHECK: %[[Z:.*]] = stablehlo.constant(){{.*}}dense<0>
// CHECK: %[[O:.*]] = stablehlo.constant(){{.*}}dense<1>
// CHECK: stablehlo.add %arg0, %[[Z]]
// CHECK: stablehlo.multiply %arg0, %[[O]]
// CHECK: stablehlo.add %[[O]], %[[O]]
// CHECK: stablehlo.divide %arg0, %[[O]]
// CHECK: stablehlo.compare LT, %[[O]], %[[Z]]
func.func @quantized_arith(%x: tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> (tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<4xi1>) {
  %z = stablehlo.constant() {value = dense<0> : tensor<4xi8>} : () -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %one = stablehlo.constant() {value = dense<1> : tensor<4xi8>} : () -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %a = stablehlo.add %x, %z : tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %m = stablehlo.multiply %x, %one : tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %s = stablehlo.add %one, %one : tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %d = stablehlo.divide %x, %one : tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %c = stablehlo.compare LT, %one, %z : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4xi1>
  return %a, %m, %s, %d, %c : tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<4xi1>
}
