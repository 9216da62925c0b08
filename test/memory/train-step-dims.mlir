// RUN: symopt-models --model=llama --train-step -o %t.mlir
// RUN: symopt %t.mlir --pass-pipeline='builtin.module(symbolic-shapes,func.func(schedule-memory,remat))' -o %t.opt.mlir
// RUN: filecheck %s < %t.opt.mlir
// RUN: symopt-run %t.mlir --fn train_step --random-inputs 3 --dims B=2,T=5 --compare-with %t.opt.mlir | filecheck %s --check-prefix=EXEC
// RUN: symopt-models --model=llama --train-step --anonymous-dims | symopt --pass-pipeline='builtin.module(symbolic-shapes)' | filecheck %s --check-prefix=ANON
// REQUIRES: symopt-models

// The generated train step names the batch and seq dims of the tokens and
// the labels (@B, @T): the analysis sees two symbols, as a JAX export
// with shape polymorphism asserts, and the memory passes keep them. The
// scheduled and rematerialized step gives the original results.
// CHECK: symopt.dim @S0
// CHECK-NEXT: symopt.dim @S1
// CHECK-NOT: symopt.dim
// CHECK: func.func public @train_step(
// CHECK-SAME: %arg21: tensor<?x?xi32, [@S0, @S1]>, %arg22: tensor<?x?xi32, [@S0, @S1]>)
// EXEC: @train_step: results match

// Unnamed, the labels' dims are symbols of their own.
// ANON: symopt.dim @S3
// ANON: %arg21: tensor<?x?xi32, [@S0, @S1]>, %arg22: tensor<?x?xi32, [@S2, @S3]>)
