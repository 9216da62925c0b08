package nvptx

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
)

// intrinsics declares each LLVM intrinsic a module calls once.
type intrinsics struct {
	m     *ir.Module
	funcs map[string]*ir.Func
}

func (in *intrinsics) get(name string, ret types.Type, params ...types.Type) *ir.Func {
	if f, ok := in.funcs[name]; ok {
		return f
	}
	ps := make([]*ir.Param, len(params))
	for i, t := range params {
		ps[i] = ir.NewParam("", t)
	}
	f := in.m.NewFunc(name, ret, ps...)
	in.funcs[name] = f
	return f
}

// suffix is the overload suffix of an intrinsic on float type t.
func suffix(t types.Type) string {
	if t.Equal(types.Double) {
		return "f64"
	}
	return "f32"
}
