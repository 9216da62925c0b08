// RUN: symopt-run %s --memory-report | filecheck %s
// RUN: symopt-run %s --memory-report --memory-timeline %t.svg | filecheck %s
// RUN: filecheck %s --input-file %t.svg --check-prefix=SVG

// Two 64-byte constants live together, then their sum: the peak is three
// buffers, 192 bytes, once the first constant is freed after its last use.
// CHECK: @main {{.*}}: peak_bytes=192 evictions=0 recomputed_ops=0
// SVG: <svg
func.func @main() -> tensor<16xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<16xf32>
  %1 = stablehlo.constant dense<2.0> : tensor<16xf32>
  %2 = stablehlo.add %0, %1 : tensor<16xf32>
  %3 = stablehlo.multiply %2, %1 : tensor<16xf32>
  return %3 : tensor<16xf32>
}
