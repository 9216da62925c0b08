// Package samples builds representative kernels (an elementwise add, a
// fused elementwise chain with a broadcast, a row softmax, a row sum and a
// column mean) with plain-Go references, shared by the tests of the
// kernel IR, its interpreter and the NVPTX backend, and by the GPU check
// program. It knows nothing about how kernels are lowered or compiled.
package samples
