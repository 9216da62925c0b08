// Package samples builds representative kernels (an elementwise add, a
// fused elementwise chain with a broadcast, a row softmax, a row sum, a
// column mean, a row sort and a row argmax) with plain-Go references, and
// writes kernels as kernel IR text (a row argmax fold, a row argsort and an
// atomic scatter), shared by the tests of the kernel IR, its interpreter
// and the NVPTX backend, and by the GPU check program. It knows nothing
// about how kernels are lowered or compiled.
package samples
