package hlo_test

import "testing"

// TestCanLowerComplex lists which ops on complex tensors have kernels.
func TestCanLowerComplex(t *testing.T) {
	src := `func.func @f(%a: tensor<4xcomplex<f32>>, %b: tensor<4xcomplex<f64>>, %x: tensor<4xf32>, %z: tensor<complex<f32>>, %i: tensor<4xcomplex<i32>>, %s: tensor<1xindex>) -> () {
  %0 = stablehlo.add %a, %a : tensor<4xcomplex<f32>>
  %1 = stablehlo.multiply %b, %b : tensor<4xcomplex<f64>>
  %2 = stablehlo.divide %a, %a : tensor<4xcomplex<f32>>
  %3 = stablehlo.abs %a : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %4 = stablehlo.real %a : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %5 = stablehlo.complex %x, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f32>>
  %6 = stablehlo.compare EQ, %a, %a : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
  %7 = stablehlo.compare LT, %a, %a : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
  %8 = stablehlo.sqrt %a : tensor<4xcomplex<f32>>
  %9 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
  %10 = stablehlo.add %i, %i : tensor<4xcomplex<i32>>
  %11 = stablehlo.convert %a : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f64>>
  %12 = stablehlo.dynamic_broadcast_in_dim %z, %s, dims = [] : (tensor<complex<f32>>, tensor<1xindex>) -> tensor<?xcomplex<f32>>
  %13 = stablehlo.imag %x : (tensor<4xf32>) -> tensor<4xf32>
  %14 = stablehlo.exponential %b : tensor<4xcomplex<f64>>
  %15 = stablehlo.tanh %a : tensor<4xcomplex<f32>>
  %16 = stablehlo.reduce(%a init: %z) applies stablehlo.multiply across dimensions = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
  return
}`
	checkCanLower(t, src, []bool{true, true, true, true, true, true, true, false, true, true, false, true, true, true, true, false, false})
}
