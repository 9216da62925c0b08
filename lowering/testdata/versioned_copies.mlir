// A versioned body whose branches yield an argument, constants and one
// value twice: the plan copies those into the results. The then side
// runs for odd row counts up to 11.
func.func @f(%x: tensor<?x8xf32>) -> (tensor<?x8xf32>, tensor<?x8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %c2 = arith.constant 2 : index
  %h = arith.divsi %n, %c2 : index
  %r = arith.remsi %n, %c2 : index
  %c1 = arith.constant 1 : index
  %odd = arith.cmpi eq, %r, %c1 : index
  %c5 = arith.constant 5 : index
  %small = arith.cmpi sle, %h, %c5 : index
  %c = arith.andi %odd, %small : i1
  %o:3 = scf.if %c -> (tensor<?x8xf32>, tensor<?x8xf32>, tensor<8xf32>) {
    %e = stablehlo.exponential %x : tensor<?x8xf32>
    %k = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
    scf.yield %e, %e, %k : tensor<?x8xf32>, tensor<?x8xf32>, tensor<8xf32>
  } else {
    %t = stablehlo.tanh %x : tensor<?x8xf32>
    %z = stablehlo.constant dense<2.0> : tensor<8xf32>
    scf.yield %x, %t, %z : tensor<?x8xf32>, tensor<?x8xf32>, tensor<8xf32>
  }
  return %o#0, %o#1, %o#2 : tensor<?x8xf32>, tensor<?x8xf32>, tensor<8xf32>
}
