// Shape computations that canonicalization can fold.
func.func @reshape_chain(%x: tensor<2x6xf32>) -> tensor<12xf32> {
  %a = stablehlo.reshape %x : (tensor<2x6xf32>) -> tensor<3x4xf32>
  %b = stablehlo.reshape %a : (tensor<3x4xf32>) -> tensor<12xf32>
  %c = stablehlo.reshape %x : (tensor<2x6xf32>) -> tensor<12xf32>
  %d = stablehlo.add %b, %c : tensor<12xf32>
  func.return %d : tensor<12xf32>
}

func.func @slices(%x: tensor<8xi32>) -> tensor<2xi32> {
  %a = "stablehlo.slice"(%x) {start_indices = array<i64: 2>, limit_indices = array<i64: 8>, strides = array<i64: 1>} : (tensor<8xi32>) -> tensor<6xi32>
  %b = "stablehlo.slice"(%a) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<6xi32>) -> tensor<2xi32>
  %k = stablehlo.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32>
  %s = "stablehlo.slice"(%k) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<8xi32>) -> tensor<2xi32>
  %r = stablehlo.add %b, %s : tensor<2xi32>
  func.return %r : tensor<2xi32>
}

func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?x4xf32>
  %d2 = tensor.dim %x, %c0 : tensor<?x4xf32>
  %four = arith.constant 4 : index
  %s = tensor.from_elements %d2, %four : tensor<2xindex>
  %b = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  %r = stablehlo.add %b, %x : tensor<?x4xf32>
  func.return %r : tensor<?x4xf32>
}
