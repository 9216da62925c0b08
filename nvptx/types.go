package nvptx

import (
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/lowering/kernel"
)

// Address spaces of the NVPTX target.
const (
	globalSpace types.AddrSpace = 1
	sharedSpace types.AddrSpace = 3
)

// regType is the LLVM type a value of kernel type t lives in between
// instructions. f16 and bf16 values are kept in f32 registers, already
// rounded to their type.
func regType(t kernel.Type) types.Type {
	switch t {
	case kernel.F16, kernel.BF16, kernel.F32:
		return types.Float
	case kernel.F64:
		return types.Double
	case kernel.I1:
		return types.I1
	case kernel.I8:
		return types.I8
	case kernel.I16:
		return types.I16
	case kernel.I32:
		return types.I32
	}
	if t.IsF8() {
		return types.Float
	}
	return types.I64
}

// memType is the LLVM type an element of kernel type t is stored as in
// memory: bf16 as its i16 bits (LLVM 14 cannot select bfloat
// conversions) and i1 as a byte.
func memType(t kernel.Type) types.Type {
	switch t {
	case kernel.F16:
		return types.Half
	case kernel.BF16:
		return types.I16
	case kernel.I1:
		return types.I8
	}
	if t.IsF8() {
		return types.I8
	}
	return regType(t)
}

func pointerTo(t types.Type, space types.AddrSpace) *types.PointerType {
	p := types.NewPointer(t)
	p.AddrSpace = space
	return p
}
