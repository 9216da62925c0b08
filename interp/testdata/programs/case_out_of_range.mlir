// case runs the last branch for an out-of-range index
func.func @main() {
  %k = stablehlo.constant dense<7> : tensor<i32>
  %r = "stablehlo.case"(%k) ({
    %x = stablehlo.constant dense<10> : tensor<i32>
    "stablehlo.return"(%x) : (tensor<i32>) -> ()
  }, {
    %x = stablehlo.constant dense<20> : tensor<i32>
    "stablehlo.return"(%x) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  %expected = stablehlo.constant dense<20> : tensor<i32>
  check.expect_eq %r, %expected : tensor<i32>
  func.return
}
