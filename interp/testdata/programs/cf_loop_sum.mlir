// cf branches: sum 1..n with a loop of blocks
func.func @main() {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<10> : tensor<i32>
  cf.br ^loop(%z, %one : tensor<i32>, tensor<i32>)
^loop(%acc: tensor<i32>, %i: tensor<i32>):
  %done = stablehlo.compare GT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c = tensor.extract %done[] : tensor<i1>
  cf.cond_br %c, ^exit(%acc : tensor<i32>), ^body
^body:
  %acc2 = stablehlo.add %acc, %i : tensor<i32>
  %i2 = stablehlo.add %i, %one : tensor<i32>
  cf.br ^loop(%acc2, %i2 : tensor<i32>, tensor<i32>)
^exit(%r: tensor<i32>):
  %expected = stablehlo.constant dense<55> : tensor<i32>
  check.expect_eq %r, %expected : tensor<i32>
  func.return
}
