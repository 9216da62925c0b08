// splat constant
func.func @main() {
  %a = stablehlo.constant dense<3> : tensor<2x2xi16>
  %a0 = stablehlo.constant dense<0> : tensor<i16>
  %r = "stablehlo.reduce"(%a, %a0) ({
  ^bb0(%x: tensor<i16>, %y: tensor<i16>):
    %s = stablehlo.add %x, %y : tensor<i16>
    "stablehlo.return"(%s) : (tensor<i16>) -> ()
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi16>, tensor<i16>) -> tensor<i16>
  %expected = stablehlo.constant dense<12> : tensor<i16>
  check.expect_eq %r, %expected : tensor<i16>
  func.return
}
