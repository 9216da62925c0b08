// The custom syntax of an unregistered op is kept as written and printed
// back unchanged: nothing is dropped, uses follow the renamed values.
// RUN: symopt --allow-unregistered-dialect %s | filecheck %s
// RUN: symopt --allow-unregistered-dialect %s | symopt --allow-unregistered-dialect | filecheck %s
// RUN: symopt --allow-unregistered-dialect --mlir-print-op-generic %s | symopt --allow-unregistered-dialect | filecheck %s
// RUN: symopt --allow-unregistered-dialect --mlir-print-debuginfo %s | filecheck %s --check-prefix=LOC
// RUN: symopt --allow-unregistered-dialect --pass-pipeline='builtin.module(symbol-dce,func.func(cse,dce))' %s | filecheck %s --check-prefix=PASSES
// RUN: symopt --allow-unregistered-dialect --pass-pipeline='builtin.module(symbolic-shapes,shape-simplify)' %s | symopt --allow-unregistered-dialect | filecheck %s --check-prefix=SYM

!vec = tensor<4xf32>
#here = loc("addr")

// CHECK: util.global private @w {noinline} = dense<1.0> : tensor<4xf32>
util.global private @w {noinline} = dense<1.0> : !vec

// symbol-dce keeps @callee: the verbatim text of foo.call names it.
// PASSES: func.func private @callee
func.func private @callee(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %[[A:.*]]: tensor<2xi32>
func.func @f(%a: tensor<2xi32>, %s: tensor<f32>) -> tensor<2xi32> {
  // CHECK: %[[P:.*]] = util.global.address @w : (tensor<4xf32>) -> !util.ptr<tensor<4xf32>>
  // LOC: util.global.address @w : (tensor<4xf32>) -> !util.ptr<tensor<4xf32>> loc("addr")
  %p = util.global.address @w : (tensor<4xf32>) -> !util.ptr<tensor<4xf32>> loc(#here)
  // CHECK: foo.bar %[[A]], %[[P]], %[[A]] {k = [1, 2]} : tensor<2xi32>
  foo.bar %a, %p, %a {k = [1, 2]} : tensor<2xi32>
  // CHECK: %[[R:.*]]:2 = foo.pair(%[[A]]) <{x = 1}> : (tensor<2xi32>) -> (tensor<2xi32>, i1)
  %r:2 = foo.pair(%a) <{x = 1}> : (tensor<2xi32>) -> (tensor<2xi32>, i1)
  // CHECK: foo.use %[[R]]#1 : i1
  foo.use %r#1 : i1
  %s1 = stablehlo.add %s, %s : tensor<f32>
  %s2 = stablehlo.add %s, %s : tensor<f32>
  // CSE merges the two adds; the verbatim use follows the value it names.
  // PASSES: %[[S:.*]] = stablehlo.add
  // PASSES-NOT: stablehlo.add
  // PASSES: foo.call @callee(%[[S]]) : (tensor<f32>) -> tensor<f32>
  %c = foo.call @callee(%s2) : (tensor<f32>) -> tensor<f32>
  // CHECK: return %[[R]]#0 : tensor<2xi32>
  return %r#0 : tensor<2xi32>
}

// symbolic-shapes gives dims symbols, but leaves the result types the
// verbatim text spells alone, so the output reads back.
// SYM-LABEL: func.func @dyn(
// SYM: %[[E:.*]] = stablehlo.exponential %{{.*}} : tensor<?x4xf32, [@S0, 4]>
// SYM: foo.bar %[[E]] : (tensor<?x4xf32>) -> tensor<?x4xf32>
func.func @dyn(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.exponential %a : tensor<?x4xf32>
  %1 = foo.bar %0 : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %2 = stablehlo.add %1, %0 : tensor<?x4xf32>
  return %2 : tensor<?x4xf32>
}
