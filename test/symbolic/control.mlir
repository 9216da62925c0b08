// RUN: symopt %s --symbolic-shapes | filecheck %s

// Types at a call boundary stay as written (func.call needs them to
// equal the callee's signature), so the symbols show on the values
// around the calls.
//
// A private function called from two places gets the facts true at both
// call sites (the meet): its two arguments have equal dims at both. The
// call results take the callee's result dims, written over the operands'
// dims.

// CHECK-LABEL: func.func @main
func.func @main(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  // CHECK: stablehlo.negate %arg0 : (tensor<?xf32>) -> tensor<?xf32, [@[[A:S[0-9]+]]]>
  // CHECK: stablehlo.negate %arg1 : (tensor<?xf32>) -> tensor<?xf32, [@[[B:S[0-9]+]]]>
  // CHECK: stablehlo.abs %{{.*}} : (tensor<?xf32>) -> tensor<?xf32, [@[[A]]]>
  // CHECK: stablehlo.abs %{{.*}} : (tensor<?xf32>) -> tensor<?xf32, [@[[B]]]>
  %a = stablehlo.negate %arg0 : tensor<?xf32>
  %b = stablehlo.negate %arg1 : tensor<?xf32>
  %0 = call @twice(%arg0, %arg0) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %1 = call @twice(%arg1, %arg1) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %2 = stablehlo.abs %0 : tensor<?xf32>
  %3 = stablehlo.abs %1 : tensor<?xf32>
  return %2, %3 : tensor<?xf32>, tensor<?xf32>
}
// CHECK-LABEL: func.func private @twice
// CHECK: stablehlo.abs %arg0 : (tensor<?xf32>) -> tensor<?xf32, [@[[T:S[0-9]+]]]>
// CHECK: stablehlo.abs %arg1 : (tensor<?xf32>) -> tensor<?xf32, [@[[T]]]>
func.func private @twice(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.abs %arg0 : tensor<?xf32>
  %1 = stablehlo.abs %arg1 : tensor<?xf32>
  %2 = stablehlo.multiply %0, %0 : tensor<?xf32>
  return %2 : tensor<?xf32>
}

// Requirements of the callee flow to the call site: @add needs equal
// dims, so the operands of the call are proven equal.
// CHECK-LABEL: func.func @caller
// CHECK: stablehlo.negate %arg0 : (tensor<?xf32>) -> tensor<?xf32, [@[[C:S[0-9]+]]]>
// CHECK: stablehlo.negate %arg1 : (tensor<?xf32>) -> tensor<?xf32, [@[[C]]]>
func.func @caller(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
  %a = stablehlo.negate %arg0 : tensor<?xf32>
  %b = stablehlo.negate %arg1 : tensor<?xf32>
  %0 = call @add(%arg0, %arg1) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @add(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// A while loop: the carried dim 0 is yielded unchanged (loop invariant),
// so the result has the init's dim; dim 1 grows and gets a new symbol.
// CHECK-LABEL: func.func @loop
// CHECK-SAME: (%arg0: tensor<?x?xf32, [@[[L0:S[0-9]+]], @[[L1:S[0-9]+]]]>, %arg1: tensor<i32>) -> tensor<?x?xf32, [@[[L0]], @[[G:S[0-9]+]]]>
// CHECK: ^bb0(%iterArg: tensor<?x?xf32, [@[[L0]], @[[IT:S[0-9]+]]]>, %iterArg_0: tensor<i32>):
// CHECK: ^bb0(%iterArg: tensor<?x?xf32, [@[[L0]], @[[IT]]]>, %iterArg_0: tensor<i32>):
func.func @loop(%arg0: tensor<?x?xf32>, %arg1: tensor<i32>) -> tensor<?x?xf32> {
  %0:2 = stablehlo.while(%iterArg = %arg0, %n = %arg1) : tensor<?x?xf32>, tensor<i32>
    cond {
    %c = stablehlo.compare LT, %n, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %1 = stablehlo.concatenate %iterArg, %iterArg, dim = 1 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    stablehlo.return %1, %n : tensor<?x?xf32>, tensor<i32>
  }
  return %0#0 : tensor<?x?xf32>
}

// if: a result dim is known when both branches yield the same one.
// CHECK-LABEL: func.func @branch
// CHECK-SAME: (%arg0: tensor<i1>, %arg1: tensor<?xf32, [@[[I:S[0-9]+]]]>) -> tensor<?xf32, [@[[I]]]>
func.func @branch(%arg0: tensor<i1>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "stablehlo.if"(%arg0) ({
    %1 = stablehlo.abs %arg1 : tensor<?xf32>
    stablehlo.return %1 : tensor<?xf32>
  }, {
    stablehlo.return %arg1 : tensor<?xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
