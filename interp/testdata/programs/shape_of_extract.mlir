// shape.shape_of, tensor.extract and arith on index
func.func @main() {
  %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %s = shape.shape_of %a : tensor<2x3xi32> -> tensor<2xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.extract %s[%c0] : tensor<2xindex>
  %d1 = tensor.extract %s[%c1] : tensor<2xindex>
  %n = arith.muli %d0, %d1 : index
  %n32 = arith.index_cast %n : index to i32
  %r = tensor.from_elements %n32 : tensor<1xi32>
  %expected = stablehlo.constant dense<[6]> : tensor<1xi32>
  check.expect_eq %r, %expected : tensor<1xi32>
  func.return
}
