// dynamic_update_slice clamps its start indices (the specification's example)
func.func @main() {
  %a = stablehlo.constant dense<[[1, 1, 0, 0], [1, 1, 0, 0], [1, 1, 1, 1], [1, 1, 1, 1]]> : tensor<4x4xi64>
  %u = stablehlo.constant dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>
  %i = stablehlo.constant dense<-1> : tensor<i64>
  %j = stablehlo.constant dense<3> : tensor<i64>
  %r = stablehlo.dynamic_update_slice %a, %u, %i, %j : (tensor<4x4xi64>, tensor<2x2xi64>, tensor<i64>, tensor<i64>) -> tensor<4x4xi64>
  %expected = stablehlo.constant dense<1> : tensor<4x4xi64>
  check.expect_eq %r, %expected : tensor<4x4xi64>
  func.return
}
