// RUN: symopt %s -split-input-file | symopt -split-input-file | filecheck %s
// RUN: symopt %s -split-input-file --mlir-print-op-generic | symopt -split-input-file | filecheck %s

// The remat ops print and parse in their custom form, and read back from
// the generic form.
// CHECK-LABEL: func.func @forms
// CHECK: symopt.evict %[[V:.*]] : tensor<?xf32>
// CHECK: symopt.evict %[[V]] if %[[D:.*]] ge 513 : tensor<?xf32>, index
// CHECK: symopt.evict %[[V]] peak "4*S0*S1 + 3" (%[[D]], %[[D]]) : tensor<?xf32>, index, index
// CHECK: %[[R:.*]] = symopt.regenerate %[[V]] : tensor<?xf32> {
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: symopt.regenerate_yield %{{.*}} : tensor<?xf32>
// CHECK-NEXT: }
// CHECK: return %[[R]]
func.func @forms(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %x = stablehlo.add %a, %b : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?xf32>
  symopt.evict %x : tensor<?xf32>
  symopt.evict %x if %d ge 513 : tensor<?xf32>, index
  symopt.evict %x peak "4*S0*S1 + 3" (%d, %d) : tensor<?xf32>, index, index
  %r = symopt.regenerate %x : tensor<?xf32> {
    %y = stablehlo.add %a, %b : tensor<?xf32>
    symopt.regenerate_yield %y : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
