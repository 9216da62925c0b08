// RUN: symopt-run %s --fn scale --random-inputs 5 --dims S0=3 --out %t | filecheck %s
// RUN: symopt-run %s --fn iota | filecheck %s --check-prefix=IOTA
// REQUIRES: symopt-run

// CHECK: @scale result0: tensor<3x2xf32> [{{.*}}] checksum={{[0-9a-f]+}}
func.func @scale(%x: tensor<?x2xf32, [@S0]>) -> tensor<?x2xf32> {
  %c = stablehlo.constant dense<2.0> : tensor<f32>
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x2xf32, [@S0]>) -> tensor<i32>
  %r = stablehlo.multiply %x, %x : tensor<?x2xf32, [@S0]>
  %o = tensor.cast %r : tensor<?x2xf32, [@S0]> to tensor<?x2xf32>
  func.return %o : tensor<?x2xf32>
}

// IOTA: @iota result0: tensor<2x2xui8> [0, 1, 0, 1] checksum=
func.func @iota() -> tensor<2x2xui8> {
  %r = stablehlo.iota dim = 1 : tensor<2x2xui8>
  func.return %r : tensor<2x2xui8>
}
