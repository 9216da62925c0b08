// RUN: not symopt --emit=ptx --llc=/no/such/llc %s 2>&1 | filecheck %s --check-prefix=LLC
// RUN: not symopt --emit=llvm --pass-pipeline='builtin.module(cse)' %s 2>&1 | filecheck %s --check-prefix=NOFUSION

// A missing llc says what to install.
// LLC: error: /no/such/llc not found on PATH: install LLVM with the NVPTX backend (apt-get install llvm-19)

// An explicit pipeline without fuse leaves nothing to compile.
// NOFUSION: error: '{{.*}}' has no kernel: it is neither fused nor a library call (run the fuse pass first)
func.func @f(%a: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.exponential %a : tensor<?xf32>
  return %0 : tensor<?xf32>
}
