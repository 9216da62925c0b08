// RUN: symopt-models --model=mlp --train-step --preset=tiny -o %t.in.mlir
// RUN: symopt --pass-pipeline='builtin.module(inline,symbolic-shapes,shape-simplify,func.func(canonicalize,cse,schedule-memory,remat{limit=0},fuse))' --emit=stablehlo %t.in.mlir -o %t.mlir 2>/dev/null
// RUN: filecheck %s --input-file %t.mlir
// RUN: symopt-run %t.in.mlir --fn train_step --random-inputs 1 --dims B=3 --compare-with %t.mlir
// RUN: symopt-run %t.in.mlir --fn train_step --random-inputs 1 --dims B=8 --compare-with %t.mlir

// The whole optimization pipeline with a remat limit tight enough for
// evicts, then --emit=stablehlo: no symopt op, symbol or encoding is left,
// the recomputation sits behind an optimization barrier, and the results
// are those of the input at two batch sizes.
// CHECK-NOT: symopt
// CHECK-NOT: @B
// CHECK: func.func public @train_step(%arg0: tensor<{{[0-9x]+}}f32>, {{.*}}: tensor<?x{{[0-9]+}}xf32>, {{.*}}: tensor<?xi32>) ->
// CHECK-NOT: symopt
// CHECK: stablehlo.optimization_barrier
// CHECK-NOT: symopt
