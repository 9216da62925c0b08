// Ops whose inherent attributes arrive as properties print in their pretty
// form; the generic print keeps the properties as they were.
// RUN: symopt %s | filecheck %s
// RUN: symopt %s | symopt - | filecheck %s
// RUN: symopt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xi1> {
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>, sym_name = "f"}> ({
"func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>, sym_name = "f"}> ({
^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
  // CHECK: %0 = stablehlo.compare LT, %arg0, %arg1 {tag} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // GENERIC: "stablehlo.compare"(%arg0, %arg1) <{comparison_direction = #stablehlo<comparison_direction LT>}> {tag} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %0 = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction LT>}> {tag} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  "func.return"(%0) : (tensor<4xi1>) -> ()
}) : () -> ()
