// tensor.dim of a dynamically shaped value
func.func @main() {
  %a = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %c = tensor.cast %a : tensor<5xi32> to tensor<?xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %c, %c0 : tensor<?xi32>
  %two = arith.constant 2 : index
  %q = arith.floordivsi %d, %two : index
  %q32 = arith.index_cast %q : index to i32
  %r = tensor.from_elements %q32 : tensor<1xi32>
  %expected = stablehlo.constant dense<[2]> : tensor<1xi32>
  check.expect_eq %r, %expected : tensor<1xi32>
  func.return
}
