// RUN: symopt --emit=llvm %s | filecheck %s
// RUN: symopt --emit=ptx %s | filecheck %s --check-prefix=PTX

// f64 exp stays in f64: a clamp, k = rint(x log2 e), Cody-Waite
// reduction with ln 2 in two parts, fdlibm's polynomial, and 2^k built
// from the exponent bits in two steps. No f32 approximation.
// CHECK-LABEL: define void @exp64_k0(
// CHECK-NOT:   fptrunc
// CHECK:       fcmp olt double 710.0
// CHECK:       fmul double %{{[0-9]+}}, 0x3FF71547652B82FE
// CHECK-NEXT:  call double @llvm.rint.f64(
// CHECK-NEXT:  fmul double %{{[0-9]+}}, 0x3FE62E42FEE00000
// CHECK:       fmul double %{{[0-9]+}}, 0x3E66376972BEA4D0
// CHECK:       call double @llvm.floor.f64(
// CHECK-NEXT:  fptosi double %{{[0-9]+}} to i64
// CHECK-NEXT:  add i64 %{{[0-9]+}}, 1023
// CHECK-NEXT:  shl i64 %{{[0-9]+}}, 52
// CHECK-NEXT:  bitcast i64 %{{[0-9]+}} to double
// CHECK:       select i1 %{{[0-9]+}}, double 0x7FF0000000000000
// PTX-LABEL: .visible .entry exp64_k0(
// PTX-NOT:   approx
// PTX:       cvt.rni.f64.f64
// PTX:       div.rn.f64
// PTX-LABEL: .visible .entry u64_k0(
func.func @exp64(%a: tensor<?xf64>) -> tensor<?xf64> {
  %0 = stablehlo.exponential %a : tensor<?xf64>
  return %0 : tensor<?xf64>
}

// ui64 to f32: halve with a sticky bit, convert, double, for values
// past 2^63; f32 to ui64: subtract 2^63 and set the top bit above it.
// CHECK-LABEL: define void @u64_k0(
// CHECK:       lshr i64 %[[X:[0-9]+]], 1
// CHECK:       and i64 %[[X]], 1
// CHECK-NEXT:  or i64
// CHECK-NEXT:  sitofp i64 %{{[0-9]+}} to float
// CHECK-NEXT:  fmul float %{{[0-9]+}}, 2.0
// CHECK:       icmp slt i64 %[[X]], 0
// CHECK-LABEL: define void @u64_k1(
// CHECK:       call i64 @llvm.fptosi.sat.i64.f32(
// CHECK:       fsub float %{{[0-9]+}}, 0x43E0000000000000
// CHECK:       xor i64 %{{[0-9]+}}, -9223372036854775808
// CHECK:       fcmp oge float %{{[0-9]+}}, 0x43E0000000000000
func.func @u64(%a: tensor<?xui64>, %f: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xui64>) {
  %0 = stablehlo.convert %a : (tensor<?xui64>) -> tensor<?xf32>
  %1 = stablehlo.convert %f : (tensor<?xf32>) -> tensor<?xui64>
  return %0, %1 : tensor<?xf32>, tensor<?xui64>
}

// Unsigned max reduces the values with their sign bit flipped as signed
// integers and flips the result back.
// CHECK-LABEL: define void @umax_k0(
// CHECK:       xor i32 %{{[0-9]+}}, -2147483648
// CHECK:       icmp sgt i32
// CHECK:       xor i32 %{{[0-9]+}}, -2147483648
func.func @umax(%a: tensor<?x?xui32>) -> tensor<?xui32> {
  %z = stablehlo.constant dense<0> : tensor<ui32>
  %0 = stablehlo.reduce(%a init: %z) applies stablehlo.maximum across dimensions = [1] : (tensor<?x?xui32>, tensor<ui32>) -> tensor<?xui32>
  return %0 : tensor<?xui32>
}

// i16 and ui16 are 16-bit registers and memory.
// CHECK-LABEL: define void @i16_k0(
// CHECK:       load <4 x i16>
// CHECK:       mul i16
// CHECK-LABEL: define void @i16_k1(
// CHECK:       udiv i16
// PTX-LABEL: .visible .entry i16_k1(
// PTX:       div.u16
func.func @i16(%a: tensor<?xi16>, %b: tensor<?xui16>) -> (tensor<?xi16>, tensor<?xui16>) {
  %0 = stablehlo.multiply %a, %a : tensor<?xi16>
  %1 = stablehlo.divide %b, %b : tensor<?xui16>
  return %0, %1 : tensor<?xi16>, tensor<?xui16>
}

// complex<f32> is a pair of f32s in memory: element i's parts at 2i and
// 2i+1, loaded and stored one by one (no vector accesses), multiplied
// as (ac - bd) + (ad + bc)i.
// CHECK-LABEL: define void @cmul_k0(
// CHECK:       %[[RE:[0-9]+]] = mul i64 %{{[0-9]+}}, 2
// CHECK-NEXT:  getelementptr inbounds float, ptr addrspace(1) %in0, i64 %[[RE]]
// CHECK-NEXT:  %[[A:[0-9]+]] = load float
// CHECK-NEXT:  %[[IM:[0-9]+]] = add i64 %[[RE]], 1
// CHECK-NEXT:  getelementptr inbounds float, ptr addrspace(1) %in0, i64 %[[IM]]
// CHECK-NEXT:  %[[B:[0-9]+]] = load float
// CHECK:       %[[C:[0-9]+]] = load float
// CHECK:       %[[D:[0-9]+]] = load float
// CHECK-NEXT:  %[[AC:[0-9]+]] = fmul float %[[A]], %[[C]]
// CHECK-NEXT:  %[[BD:[0-9]+]] = fmul float %[[B]], %[[D]]
// CHECK-NEXT:  fsub float %[[AC]], %[[BD]]
// CHECK:       store float
// CHECK:       store float
// CHECK-NOT:   <4 x float>
// CHECK-LABEL: define void @cabs_k0(
func.func @cmul(%a: tensor<?xcomplex<f32>>, %b: tensor<?xcomplex<f32>>) -> tensor<?xcomplex<f32>> {
  %0 = stablehlo.multiply %a, %b : tensor<?xcomplex<f32>>
  return %0 : tensor<?xcomplex<f32>>
}

// abs reads both parts and stores one f32 per element, vectorized.
// CHECK:       load float
// CHECK:       call float @llvm.sqrt.f32(
// CHECK:       store <4 x float>
func.func @cabs(%a: tensor<?xcomplex<f32>>) -> tensor<?xf32> {
  %0 = stablehlo.abs %a : (tensor<?xcomplex<f32>>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
