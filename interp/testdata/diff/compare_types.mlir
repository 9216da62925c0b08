// Compares of constants under every comparison type and direction, on
// signed zeros, NaNs of both signs, infinities and integer extremes:
// canonicalize folds them and must give what the interpreter gives.
func.func @floats() -> (tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>) {
  %a = stablehlo.constant dense<[0.0, -0.0, 0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000, 1.0, -1.0]> : tensor<8xf32>
  %b = stablehlo.constant dense<[-0.0, 0.0, 1.0, 0x7FC00000, 0x7F800000, 0x7F800000, 0x7FC00000, -1.0]> : tensor<8xf32>
  %r0 = stablehlo.compare EQ, %a, %b : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r1 = stablehlo.compare NE, %a, %b : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r2 = stablehlo.compare GE, %a, %b : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r3 = stablehlo.compare GT, %a, %b : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r4 = stablehlo.compare LE, %a, %b : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r5 = stablehlo.compare LT, %a, %b : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r6 = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r7 = stablehlo.compare NE, %a, %b, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r8 = stablehlo.compare GE, %a, %b, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r9 = stablehlo.compare GT, %a, %b, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r10 = stablehlo.compare LE, %a, %b, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r11 = stablehlo.compare LT, %a, %b, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r12 = stablehlo.compare EQ, %a, %b, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r13 = stablehlo.compare NE, %a, %b, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r14 = stablehlo.compare GE, %a, %b, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r15 = stablehlo.compare GT, %a, %b, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r16 = stablehlo.compare LE, %a, %b, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %r17 = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  func.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17 : tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>
}

func.func @ints_i8() -> (tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>) {
  %a = stablehlo.constant dense<[-128, 127, -1, 0, 1, -128]> : tensor<6xi8>
  %b = stablehlo.constant dense<[127, -128, 1, 0, -1, -1]> : tensor<6xi8>
  %r0 = stablehlo.compare EQ, %a, %b : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r1 = stablehlo.compare NE, %a, %b : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r2 = stablehlo.compare GE, %a, %b : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r3 = stablehlo.compare GT, %a, %b : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r4 = stablehlo.compare LE, %a, %b : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r5 = stablehlo.compare LT, %a, %b : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r6 = stablehlo.compare EQ, %a, %b, SIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r7 = stablehlo.compare NE, %a, %b, SIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r8 = stablehlo.compare GE, %a, %b, SIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r9 = stablehlo.compare GT, %a, %b, SIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r10 = stablehlo.compare LE, %a, %b, SIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r11 = stablehlo.compare LT, %a, %b, SIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r12 = stablehlo.compare EQ, %a, %b, UNSIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r13 = stablehlo.compare NE, %a, %b, UNSIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r14 = stablehlo.compare GE, %a, %b, UNSIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r15 = stablehlo.compare GT, %a, %b, UNSIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r16 = stablehlo.compare LE, %a, %b, UNSIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  %r17 = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
  func.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17 : tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>
}

func.func @ints_ui8() -> (tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>) {
  %a = stablehlo.constant dense<[255, 0, 128, 127, 1, 200]> : tensor<6xui8>
  %b = stablehlo.constant dense<[0, 255, 127, 128, 1, 100]> : tensor<6xui8>
  %r0 = stablehlo.compare EQ, %a, %b : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r1 = stablehlo.compare NE, %a, %b : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r2 = stablehlo.compare GE, %a, %b : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r3 = stablehlo.compare GT, %a, %b : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r4 = stablehlo.compare LE, %a, %b : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r5 = stablehlo.compare LT, %a, %b : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r6 = stablehlo.compare EQ, %a, %b, SIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r7 = stablehlo.compare NE, %a, %b, SIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r8 = stablehlo.compare GE, %a, %b, SIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r9 = stablehlo.compare GT, %a, %b, SIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r10 = stablehlo.compare LE, %a, %b, SIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r11 = stablehlo.compare LT, %a, %b, SIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r12 = stablehlo.compare EQ, %a, %b, UNSIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r13 = stablehlo.compare NE, %a, %b, UNSIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r14 = stablehlo.compare GE, %a, %b, UNSIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r15 = stablehlo.compare GT, %a, %b, UNSIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r16 = stablehlo.compare LE, %a, %b, UNSIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  %r17 = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  func.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17 : tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>
}

func.func @ints_i64() -> (tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>) {
  %a = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807, -1, 0, 1, 5]> : tensor<6xi64>
  %b = stablehlo.constant dense<[9223372036854775807, -9223372036854775808, 1, 0, -1, 5]> : tensor<6xi64>
  %r0 = stablehlo.compare EQ, %a, %b : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r1 = stablehlo.compare NE, %a, %b : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r2 = stablehlo.compare GE, %a, %b : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r3 = stablehlo.compare GT, %a, %b : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r4 = stablehlo.compare LE, %a, %b : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r5 = stablehlo.compare LT, %a, %b : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r6 = stablehlo.compare EQ, %a, %b, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r7 = stablehlo.compare NE, %a, %b, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r8 = stablehlo.compare GE, %a, %b, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r9 = stablehlo.compare GT, %a, %b, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r10 = stablehlo.compare LE, %a, %b, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r11 = stablehlo.compare LT, %a, %b, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r12 = stablehlo.compare EQ, %a, %b, UNSIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r13 = stablehlo.compare NE, %a, %b, UNSIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r14 = stablehlo.compare GE, %a, %b, UNSIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r15 = stablehlo.compare GT, %a, %b, UNSIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r16 = stablehlo.compare LE, %a, %b, UNSIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  %r17 = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
  func.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17 : tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>
}

func.func @ints_i1() -> (tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>) {
  %a = stablehlo.constant dense<[true, false, true, false, true, false]> : tensor<6xi1>
  %b = stablehlo.constant dense<[false, true, true, false, false, true]> : tensor<6xi1>
  %r0 = stablehlo.compare EQ, %a, %b : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r1 = stablehlo.compare NE, %a, %b : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r2 = stablehlo.compare GE, %a, %b : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r3 = stablehlo.compare GT, %a, %b : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r4 = stablehlo.compare LE, %a, %b : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r5 = stablehlo.compare LT, %a, %b : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r6 = stablehlo.compare EQ, %a, %b, SIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r7 = stablehlo.compare NE, %a, %b, SIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r8 = stablehlo.compare GE, %a, %b, SIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r9 = stablehlo.compare GT, %a, %b, SIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r10 = stablehlo.compare LE, %a, %b, SIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r11 = stablehlo.compare LT, %a, %b, SIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r12 = stablehlo.compare EQ, %a, %b, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r13 = stablehlo.compare NE, %a, %b, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r14 = stablehlo.compare GE, %a, %b, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r15 = stablehlo.compare GT, %a, %b, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r16 = stablehlo.compare LE, %a, %b, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  %r17 = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
  func.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17 : tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>
}
