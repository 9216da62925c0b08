// Sorts the lowering turns into one row_sort kernel each.

// descending along the last dim of a dynamic number of rows
func.func @sort_desc(%x: tensor<?x16xf32>) -> tensor<?x16xf32> {
  %s = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<?x16xf32>) -> tensor<?x16xf32>
  return %s : tensor<?x16xf32>
}

// argsort along dim 0 (not the last one): the iota payload is fused
func.func @argsort(%x: tensor<40x?xf32>) -> (tensor<40x?xf32>, tensor<40x?xi32>) {
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c1 : tensor<40x?xf32>
  %c40 = arith.constant 40 : index
  %shape = tensor.from_elements %c40, %n : tensor<2xindex>
  %i = "stablehlo.dynamic_iota"(%shape) <{iota_dimension = 0 : i64}> : (tensor<2xindex>) -> tensor<40x?xi32>
  %s:2 = "stablehlo.sort"(%x, %i) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %ia: tensor<i32>, %ib: tensor<i32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<40x?xf32>, tensor<40x?xi32>) -> (tensor<40x?xf32>, tensor<40x?xi32>)
  return %s#0, %s#1 : tensor<40x?xf32>, tensor<40x?xi32>
}

// two keys (random integers 1..9 tie often): first ascending, then the
// second descending; a third operand rides along
func.func @two_keys(%k0: tensor<?x100xi32>, %k1: tensor<?x100xi64>, %v: tensor<?x100xf16>) -> (tensor<?x100xi32>, tensor<?x100xi64>, tensor<?x100xf16>) {
  %s:3 = "stablehlo.sort"(%k0, %k1, %v) <{dimension = 1 : i64}> ({
  ^bb0(%a0: tensor<i32>, %b0: tensor<i32>, %a1: tensor<i64>, %b1: tensor<i64>, %av: tensor<f16>, %bv: tensor<f16>):
    %lt = stablehlo.compare LT, %a0, %b0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a0, %b0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %gt1 = stablehlo.compare GT, %a1, %b1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %t = stablehlo.and %eq, %gt1 : tensor<i1>
    %c = stablehlo.or %lt, %t : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<?x100xi32>, tensor<?x100xi64>, tensor<?x100xf16>) -> (tensor<?x100xi32>, tensor<?x100xi64>, tensor<?x100xf16>)
  return %s#0, %s#1, %s#2 : tensor<?x100xi32>, tensor<?x100xi64>, tensor<?x100xf16>
}

// a long row: 1000 columns in a block of 512 threads
func.func @long_rows(%x: tensor<3x1000xf32>) -> tensor<3x1000xf32> {
  %s = "stablehlo.sort"(%x) <{dimension = -1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<3x1000xf32>) -> tensor<3x1000xf32>
  return %s : tensor<3x1000xf32>
}

// a dynamic sorted dim: a block of 1024 threads, the permutation in a
// scratch buffer
func.func @dynamic_cols(%x: tensor<3x?xi32>) -> tensor<3x?xi32> {
  %s = "stablehlo.sort"(%x) <{dimension = 1 : i64}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.compare GT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<3x?xi32>) -> tensor<3x?xi32>
  return %s : tensor<3x?xi32>
}
