// rng_bit_generator PHILOX with 32-bit outputs: a zero key and counter
// give the Philox-4x32-10 known answer, and five words use two blocks
func.func @main() {
  %s = stablehlo.constant dense<[0, 0]> : tensor<2xui64>
  %ns, %v = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui32>)
  %first = stablehlo.slice %v [0:4] : (tensor<5xui32>) -> tensor<4xui32>
  %expected = stablehlo.constant dense<[1713891541, 3781805453, 3159862348, 2600524760]> : tensor<4xui32>
  check.expect_eq %first, %expected : tensor<4xui32>
  %expected_state = stablehlo.constant dense<[0, 2]> : tensor<2xui64>
  check.expect_eq %ns, %expected_state : tensor<2xui64>
  func.return
}
