// A tool's output piped into filecheck, the usual shape of a pass test.
// RUN: cat %s | filecheck %s

func.func @add(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<?xf32>
  return %0 : tensor<?xf32>
}
// CHECK-LABEL: func.func @add
// CHECK-SAME:    (%[[ARG:.*]]: tensor<?xf32>)
// CHECK-NEXT:    %[[SUM:.*]] = stablehlo.add %[[ARG]], %[[ARG]]
// CHECK-NEXT:    return %[[SUM]]
