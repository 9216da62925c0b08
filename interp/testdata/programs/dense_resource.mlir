// a dense_resource constant whose blob lives in the file's resource trailer
func.func @main() {
  %a = stablehlo.constant dense_resource<weights> : tensor<2xi32>
  %r = stablehlo.add %a, %a : tensor<2xi32>
  %expected = stablehlo.constant dense<[2, 14]> : tensor<2xi32>
  check.expect_eq %r, %expected : tensor<2xi32>
  func.return
}

{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000100000007000000"
    }
  }
#-}
