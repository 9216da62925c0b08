// add on quantized tensors dequantizes both operands (different scales and
// zero points), adds in f32 and quantizes to the result type, clamping to
// the storage range <-100:100>; adding the storage integers would give
// [0, -7, -3, 100]
func.func @main() {
  %a = stablehlo.constant dense<[0.5, -1.0, 2.0, 10.0]> : tensor<4xf32>
  %b = stablehlo.constant dense<[1.5, 0.75, -3.0, 100.0]> : tensor<4xf32>
  %qa = stablehlo.uniform_quantize %a : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8<-100:100>:f32, 0.25:5>>
  %qb = stablehlo.uniform_quantize %b : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8<-100:100>:f32, 0.5:-10>>
  %r = stablehlo.add %qa, %qb : (tensor<4x!quant.uniform<i8<-100:100>:f32, 0.25:5>>, tensor<4x!quant.uniform<i8<-100:100>:f32, 0.5:-10>>) -> tensor<4x!quant.uniform<i8<-100:100>:f32, 0.5:2>>
  %s = stablehlo.bitcast_convert %r : (tensor<4x!quant.uniform<i8<-100:100>:f32, 0.5:2>>) -> tensor<4xi8>
  %expected = stablehlo.constant dense<[6, 2, 0, 100]> : tensor<4xi8>
  check.expect_eq %s, %expected : tensor<4xi8>
  func.return
}
