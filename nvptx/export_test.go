package nvptx

import (
	"github.com/llir/llvm/ir"

	"github.com/symopt/symopt/lowering/kernel"
)

// OpaquePointers exposes the opaque-pointer rewrite to the external tests.
var OpaquePointers = opaquePointers

// EmitWith is Emit with the given number of workers (1: sequential).
func EmitWith(workers int, kernels ...*kernel.Kernel) (*Module, error) {
	m := ir.NewModule()
	m.TargetTriple = Triple
	m.DataLayout = DataLayout
	return emit(m, kernels, workers)
}
