// Float math without a direct hardware instruction.
func.func @floatmath(%a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0 = stablehlo.cbrt %a : tensor<?xf32>
  %1 = stablehlo.tan %a : tensor<?xf32>
  %2 = stablehlo.log_plus_one %a : tensor<?xf32>
  %3 = stablehlo.exponential_minus_one %b : tensor<?xf32>
  %4 = stablehlo.atan2 %a, %b : tensor<?xf32>
  %5 = stablehlo.add %0, %1 : tensor<?xf32>
  return %5, %2, %3, %4, %0 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// The same on narrow and wide floats.
func.func @widths(%h: tensor<?xf16>, %d: tensor<?xf64>) -> (tensor<?xf16>, tensor<?xf16>, tensor<?xf64>, tensor<?xf64>) {
  %0 = stablehlo.cbrt %h : tensor<?xf16>
  %1 = stablehlo.atan2 %h, %0 : tensor<?xf16>
  %2 = stablehlo.log_plus_one %d : tensor<?xf64>
  %3 = stablehlo.exponential_minus_one %d : tensor<?xf64>
  return %0, %1, %2, %3 : tensor<?xf16>, tensor<?xf16>, tensor<?xf64>, tensor<?xf64>
}

// is_finite on finite values, infinities (x * 1e38 * 1e38) and NaN
// (inf - inf).
func.func @finite(%a: tensor<?xf32>) -> (tensor<?xi1>, tensor<?xi1>, tensor<?xi1>) {
  %c = stablehlo.constant dense<1.0e+38> : tensor<f32>
  %s = shape.shape_of %a : tensor<?xf32> -> tensor<1xindex>
  %cb = stablehlo.dynamic_broadcast_in_dim %c, %s, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
  %big = stablehlo.multiply %a, %cb : tensor<?xf32>
  %inf = stablehlo.multiply %big, %cb : tensor<?xf32>
  %nan = stablehlo.subtract %inf, %inf : tensor<?xf32>
  %0 = stablehlo.is_finite %a : (tensor<?xf32>) -> tensor<?xi1>
  %1 = stablehlo.is_finite %inf : (tensor<?xf32>) -> tensor<?xi1>
  %2 = stablehlo.is_finite %nan : (tensor<?xf32>) -> tensor<?xi1>
  return %0, %1, %2 : tensor<?xi1>, tensor<?xi1>, tensor<?xi1>
}

// Shifts and bit counts. The inputs are small positive integers, so the
// shifted value is first spread over all bits (a * -123456789 wraps) and
// the amounts are b (in range), b * 5 (up to past the width) and -b.
func.func @bits(%a: tensor<?xi32>, %b: tensor<?xi32>) -> (tensor<?xi32>, tensor<?xi32>, tensor<?xi32>, tensor<?xi32>, tensor<?xi32>) {
  %k = stablehlo.constant dense<-123456789> : tensor<i32>
  %five = stablehlo.constant dense<5> : tensor<i32>
  %s = shape.shape_of %a : tensor<?xi32> -> tensor<1xindex>
  %kb = stablehlo.dynamic_broadcast_in_dim %k, %s, dims = [] : (tensor<i32>, tensor<1xindex>) -> tensor<?xi32>
  %fb = stablehlo.dynamic_broadcast_in_dim %five, %s, dims = [] : (tensor<i32>, tensor<1xindex>) -> tensor<?xi32>
  %x = stablehlo.multiply %a, %kb : tensor<?xi32>
  %past = stablehlo.multiply %a, %fb : tensor<?xi32>
  %neg = stablehlo.negate %a : tensor<?xi32>
  %0 = stablehlo.shift_left %x, %a : tensor<?xi32>
  %1 = stablehlo.shift_right_arithmetic %x, %past : tensor<?xi32>
  %2 = stablehlo.shift_right_logical %x, %past : tensor<?xi32>
  %3 = stablehlo.shift_left %x, %past : tensor<?xi32>
  %4 = stablehlo.shift_right_arithmetic %x, %neg : tensor<?xi32>
  %5 = stablehlo.shift_right_logical %x, %a : tensor<?xi32>
  %6 = stablehlo.popcnt %x : tensor<?xi32>
  %7 = stablehlo.count_leading_zeros %5 : tensor<?xi32>
  %8 = stablehlo.add %6, %7 : tensor<?xi32>
  %9 = stablehlo.add %3, %4 : tensor<?xi32>
  %10 = stablehlo.shift_left %x, %neg : tensor<?xi32>
  %11 = stablehlo.add %0, %10 : tensor<?xi32>
  return %1, %2, %11, %8, %9 : tensor<?xi32>, tensor<?xi32>, tensor<?xi32>, tensor<?xi32>, tensor<?xi32>
}

// The bit operations on i8 and i64, with values spread over all bits
// and amounts up to the width (i8: 1..8) or past it (i64: d * 9).
func.func @bitwidths(%a: tensor<?xi8>, %c: tensor<?xi64>) -> (tensor<?xi8>, tensor<?xi8>, tensor<?xi64>, tensor<?xi64>) {
  %k8 = stablehlo.constant dense<-37> : tensor<i8>
  %k64 = stablehlo.constant dense<-81985529216486895> : tensor<i64>
  %nine = stablehlo.constant dense<9> : tensor<i64>
  %s8 = shape.shape_of %a : tensor<?xi8> -> tensor<1xindex>
  %s64 = shape.shape_of %c : tensor<?xi64> -> tensor<1xindex>
  %kb8 = stablehlo.dynamic_broadcast_in_dim %k8, %s8, dims = [] : (tensor<i8>, tensor<1xindex>) -> tensor<?xi8>
  %kb64 = stablehlo.dynamic_broadcast_in_dim %k64, %s64, dims = [] : (tensor<i64>, tensor<1xindex>) -> tensor<?xi64>
  %nb = stablehlo.dynamic_broadcast_in_dim %nine, %s64, dims = [] : (tensor<i64>, tensor<1xindex>) -> tensor<?xi64>
  %x8 = stablehlo.multiply %a, %kb8 : tensor<?xi8>
  %x64 = stablehlo.multiply %c, %kb64 : tensor<?xi64>
  %amt = stablehlo.multiply %c, %nb : tensor<?xi64>
  %0 = stablehlo.shift_right_arithmetic %x8, %a : tensor<?xi8>
  %1 = stablehlo.count_leading_zeros %0 : tensor<?xi8>
  %2 = stablehlo.shift_right_logical %x64, %amt : tensor<?xi64>
  %3 = stablehlo.popcnt %x64 : tensor<?xi64>
  %4 = stablehlo.popcnt %x8 : tensor<?xi8>
  %5 = stablehlo.add %1, %4 : tensor<?xi8>
  %6 = stablehlo.shift_left %x8, %a : tensor<?xi8>
  return %5, %6, %2, %3 : tensor<?xi8>, tensor<?xi8>, tensor<?xi64>, tensor<?xi64>
}

// Unsigned integers, held in the signed type of their width: wrapping
// arithmetic past the signed range, shifts, bit counts, equality and
// select.
func.func @unsigned(%a: tensor<?xui32>, %b: tensor<?xui8>, %c: tensor<?xui64>) -> (tensor<?xui32>, tensor<?xi1>, tensor<?xui8>, tensor<?xui64>) {
  %k = stablehlo.constant dense<4000000000> : tensor<ui32>
  %k8 = stablehlo.constant dense<200> : tensor<ui8>
  %k64 = stablehlo.constant dense<9000000000000000000> : tensor<ui64>
  %s = shape.shape_of %a : tensor<?xui32> -> tensor<1xindex>
  %s8 = shape.shape_of %b : tensor<?xui8> -> tensor<1xindex>
  %s64 = shape.shape_of %c : tensor<?xui64> -> tensor<1xindex>
  %kb = stablehlo.dynamic_broadcast_in_dim %k, %s, dims = [] : (tensor<ui32>, tensor<1xindex>) -> tensor<?xui32>
  %kb8 = stablehlo.dynamic_broadcast_in_dim %k8, %s8, dims = [] : (tensor<ui8>, tensor<1xindex>) -> tensor<?xui8>
  %kb64 = stablehlo.dynamic_broadcast_in_dim %k64, %s64, dims = [] : (tensor<ui64>, tensor<1xindex>) -> tensor<?xui64>
  %x = stablehlo.add %a, %kb : tensor<?xui32>
  %y = stablehlo.multiply %x, %a : tensor<?xui32>
  %sr = stablehlo.shift_right_logical %y, %a : tensor<?xui32>
  %sa = stablehlo.shift_right_arithmetic %x, %a : tensor<?xui32>
  %z = stablehlo.xor %sr, %sa : tensor<?xui32>
  %eq = stablehlo.compare EQ, %z, %sr, UNSIGNED : (tensor<?xui32>, tensor<?xui32>) -> tensor<?xi1>
  %sel = stablehlo.select %eq, %x, %z : tensor<?xi1>, tensor<?xui32>
  %x8 = stablehlo.add %b, %kb8 : tensor<?xui8>
  %p8 = stablehlo.popcnt %x8 : tensor<?xui8>
  %c8 = stablehlo.count_leading_zeros %x8 : tensor<?xui8>
  %r8 = stablehlo.subtract %p8, %c8 : tensor<?xui8>
  %x64 = stablehlo.multiply %c, %kb64 : tensor<?xui64>
  %l64 = stablehlo.shift_left %x64, %c : tensor<?xui64>
  return %sel, %eq, %r8, %l64 : tensor<?xui32>, tensor<?xi1>, tensor<?xui8>, tensor<?xui64>
}

// Unsigned division (by zero too: all ones, and x rem 0 = x), remainder,
// max, min, clamp and ordering compares on values past the signed range,
// and an UNSIGNED compare of signed integers.
func.func @unsigned_order(%a: tensor<?xui32>, %i: tensor<?xi32>) -> (tensor<?xui32>, tensor<?xui32>, tensor<?xi1>, tensor<?xi1>) {
  %k = stablehlo.constant dense<4000000000> : tensor<ui32>
  %three = stablehlo.constant dense<3> : tensor<ui32>
  %m = stablehlo.constant dense<-5> : tensor<i32>
  %s = shape.shape_of %a : tensor<?xui32> -> tensor<1xindex>
  %si = shape.shape_of %i : tensor<?xi32> -> tensor<1xindex>
  %kb = stablehlo.dynamic_broadcast_in_dim %k, %s, dims = [] : (tensor<ui32>, tensor<1xindex>) -> tensor<?xui32>
  %tb = stablehlo.dynamic_broadcast_in_dim %three, %s, dims = [] : (tensor<ui32>, tensor<1xindex>) -> tensor<?xui32>
  %mb = stablehlo.dynamic_broadcast_in_dim %m, %si, dims = [] : (tensor<i32>, tensor<1xindex>) -> tensor<?xi32>
  %big = stablehlo.multiply %a, %kb : tensor<?xui32>
  %d = stablehlo.subtract %a, %tb : tensor<?xui32>
  %q = stablehlo.divide %big, %d : tensor<?xui32>
  %r = stablehlo.remainder %big, %d : tensor<?xui32>
  %mx = stablehlo.maximum %q, %big : tensor<?xui32>
  %mn = stablehlo.minimum %r, %big : tensor<?xui32>
  %cl = stablehlo.clamp %a, %big, %kb : tensor<?xui32>
  %o0 = stablehlo.add %mx, %mn : tensor<?xui32>
  %o = stablehlo.add %o0, %cl : tensor<?xui32>
  %lt = stablehlo.compare LT, %big, %a : (tensor<?xui32>, tensor<?xui32>) -> tensor<?xi1>
  %ge = stablehlo.compare GE, %big, %q, UNSIGNED : (tensor<?xui32>, tensor<?xui32>) -> tensor<?xi1>
  %lt2 = stablehlo.and %lt, %ge : tensor<?xi1>
  %neg = stablehlo.add %i, %mb : tensor<?xi32>
  %gt = stablehlo.compare GT, %neg, %i, UNSIGNED : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
  return %o, %q, %lt2, %gt : tensor<?xui32>, tensor<?xui32>, tensor<?xi1>, tensor<?xi1>
}

// Conversions from unsigned types zero-extend; to unsigned types from
// floats they saturate to [0, max].
func.func @unsigned_convert(%a: tensor<?xui32>, %f: tensor<?xf32>) -> (tensor<?xi64>, tensor<?xf32>, tensor<?xf64>, tensor<?xui64>, tensor<?xui32>, tensor<?xui8>, tensor<?xi32>) {
  %k = stablehlo.constant dense<4000000000> : tensor<ui32>
  %c = stablehlo.constant dense<3.0e+09> : tensor<f32>
  %s = shape.shape_of %a : tensor<?xui32> -> tensor<1xindex>
  %sf = shape.shape_of %f : tensor<?xf32> -> tensor<1xindex>
  %kb = stablehlo.dynamic_broadcast_in_dim %k, %s, dims = [] : (tensor<ui32>, tensor<1xindex>) -> tensor<?xui32>
  %cb = stablehlo.dynamic_broadcast_in_dim %c, %sf, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
  %big = stablehlo.multiply %a, %kb : tensor<?xui32>
  %0 = stablehlo.convert %big : (tensor<?xui32>) -> tensor<?xi64>
  %1 = stablehlo.convert %big : (tensor<?xui32>) -> tensor<?xf32>
  %2 = stablehlo.convert %big : (tensor<?xui32>) -> tensor<?xf64>
  %3 = stablehlo.convert %big : (tensor<?xui32>) -> tensor<?xui64>
  %b8 = stablehlo.convert %big : (tensor<?xui32>) -> tensor<?xui8>
  %w = stablehlo.convert %b8 : (tensor<?xui8>) -> tensor<?xi32>
  %fb = stablehlo.multiply %f, %cb : tensor<?xf32>
  %4 = stablehlo.convert %fb : (tensor<?xf32>) -> tensor<?xui32>
  %5 = stablehlo.convert %fb : (tensor<?xf32>) -> tensor<?xui8>
  return %0, %1, %2, %3, %4, %5, %w : tensor<?xi64>, tensor<?xf32>, tensor<?xf64>, tensor<?xui64>, tensor<?xui32>, tensor<?xui8>, tensor<?xi32>
}

// Sum and product reductions of unsigned values wrap as signed ones do.
func.func @unsigned_reduce(%a: tensor<?x?xui32>) -> (tensor<?xui32>, tensor<ui32>) {
  %zero = stablehlo.constant dense<0> : tensor<ui32>
  %one = stablehlo.constant dense<1> : tensor<ui32>
  %k = stablehlo.constant dense<4000000000> : tensor<ui32>
  %s = shape.shape_of %a : tensor<?x?xui32> -> tensor<2xindex>
  %kb = stablehlo.dynamic_broadcast_in_dim %k, %s, dims = [] : (tensor<ui32>, tensor<2xindex>) -> tensor<?x?xui32>
  %big = stablehlo.multiply %a, %kb : tensor<?x?xui32>
  %0 = stablehlo.reduce(%big init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x?xui32>, tensor<ui32>) -> tensor<?xui32>
  %1 = stablehlo.reduce(%0 init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<?xui32>, tensor<ui32>) -> tensor<ui32>
  return %0, %1 : tensor<?xui32>, tensor<ui32>
}
