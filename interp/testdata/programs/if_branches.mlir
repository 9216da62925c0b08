// if picks the true branch
func.func @main() {
  %p = stablehlo.constant dense<true> : tensor<i1>
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %r = "stablehlo.if"(%p) ({
    %x = stablehlo.add %a, %a : tensor<2xi32>
    "stablehlo.return"(%x) : (tensor<2xi32>) -> ()
  }, {
    "stablehlo.return"(%a) : (tensor<2xi32>) -> ()
  }) : (tensor<i1>) -> tensor<2xi32>
  %expected = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
  check.expect_eq %r, %expected : tensor<2xi32>
  func.return
}
