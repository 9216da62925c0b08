// Data movement computed in loop kernels: rotary-style halves swapped with
// slice and concatenate, a reverse, and interior and edge padding.
func.func @rotate_half(%x: tensor<3x8xf32>, %c: tensor<3x8xf32>) -> tensor<3x8xf32> {
  %lo = stablehlo.slice %x [0:3, 0:4] : (tensor<3x8xf32>) -> tensor<3x4xf32>
  %hi = stablehlo.slice %x [0:3, 4:8] : (tensor<3x8xf32>) -> tensor<3x4xf32>
  %nh = stablehlo.negate %hi : tensor<3x4xf32>
  %r = stablehlo.concatenate %nh, %lo, dim = 1 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x8xf32>
  %rv = stablehlo.reverse %r, dims = [0, 1] : tensor<3x8xf32>
  %m = stablehlo.multiply %rv, %c : tensor<3x8xf32>
  %y = stablehlo.add %x, %m : tensor<3x8xf32>
  return %y : tensor<3x8xf32>
}

func.func @pads(%x: tensor<3x5xf32>, %v: tensor<f32>) -> (tensor<8x13xf32>, tensor<2x8xf32>) {
  %p = stablehlo.pad %x, %v, low = [1, 2], high = [2, 2], interior = [1, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<8x13xf32>
  %t = stablehlo.tanh %p : tensor<8x13xf32>
  %q = stablehlo.pad %x, %v, low = [-1, 0], high = [0, 3], interior = [0, 0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<2x8xf32>
  return %t, %q : tensor<8x13xf32>, tensor<2x8xf32>
}

func.func @concat_dynamic(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c = stablehlo.concatenate %a, %b, dim = 0 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %r = stablehlo.reverse %c, dims = [0] : tensor<?x4xf32>
  %l = stablehlo.abs %r : tensor<?x4xf32>
  return %l : tensor<?x4xf32>
}
