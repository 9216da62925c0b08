// Float to integer converts of constants out of range, infinite, NaN and
// negative: canonicalize folds them and must saturate as the interpreter
// does.
func.func @convert() -> (tensor<8xi32>, tensor<8xui8>, tensor<8xi64>, tensor<8xui64>, tensor<8xi1>, tensor<8xi8>) {
  %a = stablehlo.constant dense<[3.0e9, -3.0e9, 0x7FC00000, 0x7F800000, 0xFF800000, -7.9, 300.0, -0.0]> : tensor<8xf32>
  %d = stablehlo.constant dense<[1.0e19, -1.0e19, 0x7FF8000000000000, 9.2233720368547758e18, -9.2233720368547758e18, 1.8446744073709552e19, -1.5, 2.5]> : tensor<8xf64>
  %0 = stablehlo.convert %a : (tensor<8xf32>) -> tensor<8xi32>
  %1 = stablehlo.convert %a : (tensor<8xf32>) -> tensor<8xui8>
  %2 = stablehlo.convert %d : (tensor<8xf64>) -> tensor<8xi64>
  %3 = stablehlo.convert %d : (tensor<8xf64>) -> tensor<8xui64>
  %4 = stablehlo.convert %a : (tensor<8xf32>) -> tensor<8xi1>
  %5 = stablehlo.convert %d : (tensor<8xf64>) -> tensor<8xi8>
  func.return %0, %1, %2, %3, %4, %5 : tensor<8xi32>, tensor<8xui8>, tensor<8xi64>, tensor<8xui64>, tensor<8xi1>, tensor<8xi8>
}
