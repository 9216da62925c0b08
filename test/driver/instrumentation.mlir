// RUN: symopt --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-before-all --mlir-print-ir-after-all %s -o /dev/null 2>&1 | filecheck %s --check-prefix=DUMP
// RUN: symopt --pass-pipeline='builtin.module(func.func(cse))' --print-ir-diff %s -o /dev/null 2>&1 | filecheck %s --check-prefix=DIFF
// RUN: symopt --pass-pipeline='builtin.module(func.func(cse))' --mlir-timing %s -o /dev/null 2>&1 | filecheck %s --check-prefix=TIME
// RUN: not symopt --pass-pipeline='builtin.module(func.func(cse,nope))' %s 2>&1 | filecheck %s --check-prefix=BADPIPE

// DUMP: // -----// IR Dump Before CSE (cse) //----- //
// DUMP: stablehlo.add
// DUMP: stablehlo.add
// DUMP: // -----// IR Dump After CSE (cse) //----- //
// DUMP-NEXT: func.func @f
// DUMP: stablehlo.add
// DUMP-NOT: stablehlo.add

// DIFF: --- before cse
// DIFF-NEXT: +++ after cse
// DIFF: -{{ *}}%1 = stablehlo.add %arg0, %arg1
// DIFF: +{{ *}}%1 = stablehlo.multiply %0, %0

// TIME: Execution time report
// TIME: CSE
// TIME: Total

// BADPIPE: <pass-pipeline>:1:30: error: unknown pass 'nope'
// BADPIPE-NEXT: builtin.module(func.func(cse,nope))
// BADPIPE-NEXT: {{^ +\^$}}

func.func @f(%arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<?x4xf32>
  %1 = stablehlo.add %arg0, %arg1 : tensor<?x4xf32>
  %2 = stablehlo.multiply %0, %1 : tensor<?x4xf32>
  return %2 : tensor<?x4xf32>
}
