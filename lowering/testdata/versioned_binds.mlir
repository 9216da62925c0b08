// A versioned body whose sides yield rows of different arguments: the
// result's rows have a name of their own, which each side binds.
func.func @f(%x: tensor<?x8xf32>, %y: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %m = tensor.dim %y, %c0 : tensor<?x8xf32>
  %c = arith.cmpi slt, %n, %m : index
  %r = scf.if %c -> (tensor<?x8xf32>) {
    %e = stablehlo.exponential %x : tensor<?x8xf32>
    scf.yield %e : tensor<?x8xf32>
  } else {
    scf.yield %y : tensor<?x8xf32>
  }
  return %r : tensor<?x8xf32>
}
