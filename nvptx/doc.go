// Package nvptx generates NVIDIA GPU code for kernels of package
// lowering/kernel: it builds an LLVM IR module (github.com/llir/llvm) for
// the nvptx64-nvidia-cuda target, prints it in the pointer spelling the
// installed llc understands, runs llc to get PTX and ptxas to get a cubin.
//
// It knows the kernel IR and LLVM's NVPTX conventions (special-register
// and shuffle intrinsics, address spaces 1 and 3, nvvm.annotations). It
// knows nothing about MLIR, fusion or how kernels are launched by a
// runtime; a kernel's grid size comes from kernel.Kernel.Grid.
package nvptx
