// A branch between device work: a value computed before it and read on
// both sides and after it, and a branch result read after it, are
// temporaries live across the branch; the sides' own temporaries may
// share slots with each other but not with those. The then side runs
// for more than 4 rows.
func.func @f(%x: tensor<?x8xf32>, %w: tensor<8x8xf32>) -> tensor<?x8xf32> {
  %p = stablehlo.exponential %x : tensor<?x8xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %c4 = arith.constant 4 : index
  %c = arith.cmpi sgt, %n, %c4 : index
  %r = scf.if %c -> (tensor<?x8xf32>) {
    %a = stablehlo.tanh %p : tensor<?x8xf32>
    %d = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<?x8xf32>, tensor<8x8xf32>) -> tensor<?x8xf32>
    %e = stablehlo.sine %d : tensor<?x8xf32>
    %f = stablehlo.dot_general %e, %w, contracting_dims = [1] x [1] : (tensor<?x8xf32>, tensor<8x8xf32>) -> tensor<?x8xf32>
    scf.yield %f : tensor<?x8xf32>
  } else {
    %d = stablehlo.dot_general %p, %w, contracting_dims = [1] x [0] : (tensor<?x8xf32>, tensor<8x8xf32>) -> tensor<?x8xf32>
    %e = stablehlo.cosine %d : tensor<?x8xf32>
    scf.yield %e : tensor<?x8xf32>
  }
  %q = stablehlo.add %r, %p : tensor<?x8xf32>
  return %q : tensor<?x8xf32>
}
