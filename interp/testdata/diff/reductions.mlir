// Reductions, a loop and a select whose operands canonicalization sees through.
func.func @sum_rows(%x: tensor<3x5xf32>) -> tensor<3xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
  %r2 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
  %s = stablehlo.add %r, %r2 : tensor<3xf32>
  func.return %s : tensor<3xf32>
}

func.func @select_const(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %t = stablehlo.constant dense<true> : tensor<4xi1>
  %a = stablehlo.select %t, %x, %y : tensor<4xi1>, tensor<4xi32>
  %c = stablehlo.compare LT, %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %b = stablehlo.select %c, %x, %y : tensor<4xi1>, tensor<4xi32>
  %r = stablehlo.add %a, %b : tensor<4xi32>
  func.return %r : tensor<4xi32>
}

func.func @loop(%x: tensor<2xf32>) -> tensor<2xf32> {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = stablehlo.while(%i = %i0, %v = %x) : tensor<i32>, tensor<2xf32>
    cond {
      %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %v2 = stablehlo.add %v, %v : tensor<2xf32>
      %i2 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i2, %v2 : tensor<i32>, tensor<2xf32>
    }
  func.return %r#1 : tensor<2xf32>
}

func.func @convert_chain(%x: tensor<4xi8>) -> tensor<4xf32> {
  %a = stablehlo.convert %x : (tensor<4xi8>) -> tensor<4xi32>
  %b = stablehlo.convert %a : (tensor<4xi32>) -> tensor<4xf32>
  %c = stablehlo.convert %x : (tensor<4xi8>) -> tensor<4xf32>
  %d = stablehlo.subtract %b, %c : tensor<4xf32>
  func.return %d : tensor<4xf32>
}
