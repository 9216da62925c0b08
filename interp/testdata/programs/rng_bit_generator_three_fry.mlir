// rng_bit_generator THREE_FRY reproduces the specification's example
func.func @main() {
  %s = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %ns, %v = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  %vs = stablehlo.bitcast_convert %v : (tensor<2x2xui64>) -> tensor<2x2xi64>
  // the specification's ui64 values, as two's complement i64
  %expected = stablehlo.constant dense<[[-9209908263526143660, -2358953802017238317], [-233920680524772397, 2658481902456610144]]> : tensor<2x2xi64>
  check.expect_eq %vs, %expected : tensor<2x2xi64>
  %expected_state = stablehlo.constant dense<[1, 6]> : tensor<2xui64>
  check.expect_eq %ns, %expected_state : tensor<2xui64>
  func.return
}
