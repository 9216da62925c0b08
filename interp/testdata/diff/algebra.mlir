// Redundant and foldable arithmetic on arguments.
func.func @f(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<4xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %a = stablehlo.add %x, %z : tensor<4xf32>
  %b = stablehlo.multiply %a, %one : tensor<4xf32>
  %c = stablehlo.multiply %x, %y : tensor<4xf32>
  %d = stablehlo.multiply %x, %y : tensor<4xf32>
  %e = stablehlo.add %c, %d : tensor<4xf32>
  %f = stablehlo.subtract %e, %b : tensor<4xf32>
  func.return %f : tensor<4xf32>
}

func.func @g(%x: tensor<3x2xi32>) -> tensor<2x3xi32> {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<3x2xi32>) -> tensor<2x3xi32>
  %u = stablehlo.transpose %t, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %v = stablehlo.transpose %u, dims = [1, 0] : (tensor<3x2xi32>) -> tensor<2x3xi32>
  %c2 = stablehlo.constant dense<2> : tensor<2x3xi32>
  %c3 = stablehlo.constant dense<3> : tensor<2x3xi32>
  %c6 = stablehlo.multiply %c2, %c3 : tensor<2x3xi32>
  %w = stablehlo.multiply %v, %c6 : tensor<2x3xi32>
  func.return %w : tensor<2x3xi32>
}
