// Reductions the fuse pass leaves outside fusions, each one row_fold kernel.

// argmax along the last dim: value and index reduced together; the iota
// is a loop fusion
func.func @argmax(%x: tensor<?x?xf32>) -> (tensor<?xf32>, tensor<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  %shape = tensor.from_elements %d0, %d1 : tensor<2xindex>
  %iota = "stablehlo.dynamic_iota"(%shape) <{iota_dimension = 1 : i64}> : (tensor<2xindex>) -> tensor<?x?xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.reduce(%x init: %ninf), (%iota init: %zero) across dimensions = [1] : (tensor<?x?xf32>, tensor<?x?xi32>, tensor<f32>, tensor<i32>) -> (tensor<?xf32>, tensor<?xi32>)
    reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>) {
      %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %eq = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %lt = stablehlo.compare LT, %ai, %bi, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %tie = stablehlo.and %eq, %lt : tensor<i1>
      %keep = stablehlo.or %gt, %tie : tensor<i1>
      %v = stablehlo.select %keep, %a, %b : tensor<i1>, tensor<f32>
      %i = stablehlo.select %keep, %ai, %bi : tensor<i1>, tensor<i32>
      stablehlo.return %v, %i : tensor<f32>, tensor<i32>
    }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xi32>
}

// all(): an i1 reduction over the leading dim
func.func @all(%x: tensor<?x8xi1>) -> tensor<8xi1> {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %r = stablehlo.reduce(%x init: %t) applies stablehlo.and across dimensions = [0] : (tensor<?x8xi1>, tensor<i1>) -> tensor<8xi1>
  return %r : tensor<8xi1>
}

// a body of two ops over two dims that are not adjacent
func.func @sum_exp(%x: tensor<?x5x?xf32>, %init: tensor<f32>) -> tensor<5xf32> {
  %r = stablehlo.reduce(%x init: %init) across dimensions = [0, 2] : (tensor<?x5x?xf32>, tensor<f32>) -> tensor<5xf32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {
      %e = stablehlo.exponential %b : tensor<f32>
      %s = stablehlo.add %a, %e : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }
  return %r : tensor<5xf32>
}

// a body reading a splat constant of the function: counts the elements
func.func @count(%x: tensor<?x?xi32>) -> tensor<?xi32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r = stablehlo.reduce(%x init: %zero) across dimensions = [0] : (tensor<?x?xi32>, tensor<i32>) -> tensor<?xi32>
    reducer(%a: tensor<i32>, %b: tensor<i32>) {
      %s = stablehlo.add %a, %one : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }
  return %r : tensor<?xi32>
}

// f32 inputs summed in an f64 accumulator (a promotable reduction)
func.func @sum_f64(%x: tensor<?x?xf32>, %init: tensor<f32>) -> tensor<?xf64> {
  %r = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) {dimensions = array<i64: 1>} : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf64>
  return %r : tensor<?xf64>
}
