// Integer arithmetic, a compare and select, and a reduction to a scalar.
func.func @ints(%a: tensor<?xi32>, %b: tensor<?xi32>) -> (tensor<?xi32>, tensor<i32>) {
  %min = stablehlo.constant dense<-2147483648> : tensor<i32>
  %0 = stablehlo.add %a, %b : tensor<?xi32>
  %1 = stablehlo.multiply %0, %a : tensor<?xi32>
  %lt = stablehlo.compare LT, %1, %b : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
  %2 = stablehlo.select %lt, %1, %b : tensor<?xi1>, tensor<?xi32>
  %m = stablehlo.reduce(%2 init: %min) applies stablehlo.maximum across dimensions = [0] : (tensor<?xi32>, tensor<i32>) -> tensor<i32>
  return %2, %m : tensor<?xi32>, tensor<i32>
}

// Boolean arithmetic: add is or, multiply is and, not, xor.
func.func @bools(%a: tensor<?xi32>, %b: tensor<?xi32>) -> (tensor<?xi1>, tensor<?xi1>, tensor<?xi1>) {
  %p = stablehlo.compare LT, %a, %b : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
  %q = stablehlo.compare GE, %a, %b : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
  %o = stablehlo.add %p, %q : tensor<?xi1>
  %m = stablehlo.multiply %p, %q : tensor<?xi1>
  %n = stablehlo.not %m : tensor<?xi1>
  %x = stablehlo.xor %n, %p : tensor<?xi1>
  return %o, %n, %x : tensor<?xi1>, tensor<?xi1>, tensor<?xi1>
}

// Integer division and remainder by a divisor that is sometimes zero:
// StableHLO defines x / 0 = -1 and x rem 0 = x.
func.func @divs(%a: tensor<?xi32>) -> (tensor<?xi32>, tensor<?xi32>) {
  %three = stablehlo.constant dense<3> : tensor<i32>
  %s = shape.shape_of %a : tensor<?xi32> -> tensor<1xindex>
  %tb = stablehlo.dynamic_broadcast_in_dim %three, %s, dims = [] : (tensor<i32>, tensor<1xindex>) -> tensor<?xi32>
  %m = stablehlo.subtract %a, %tb : tensor<?xi32>
  %d = stablehlo.divide %a, %m : tensor<?xi32>
  %r = stablehlo.remainder %a, %m : tensor<?xi32>
  return %d, %r : tensor<?xi32>, tensor<?xi32>
}
