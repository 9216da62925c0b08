package nvptx

import (
	"errors"
	"fmt"
	"regexp"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/lowering/kernel"
)

// Target triple and data layout of 64-bit NVPTX.
const (
	Triple     = "nvptx64-nvidia-cuda"
	DataLayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
)

// Module is an LLVM IR module holding one or more kernels.
type Module struct {
	IR      *ir.Module
	Kernels []*kernel.Kernel
}

var nameRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// Emit builds the LLVM IR module for the given kernels. Each kernel
// becomes a function with one parameter per kernel parameter, in order:
// `ptr addrspace(1)` for buffers, i64 for dims.
func Emit(kernels ...*kernel.Kernel) (*Module, error) {
	m := ir.NewModule()
	m.TargetTriple = Triple
	m.DataLayout = DataLayout
	return emit(m, kernels, emitWorkers())
}

// emit is Emit into m with the given number of workers.
func emit(m *ir.Module, kernels []*kernel.Kernel, workers int) (*Module, error) {
	annotations := &metadata.NamedDef{Name: "nvvm.annotations"}
	// checks first, in order; then the functions (see emitFuncs)
	checkErrs := make([][]error, len(kernels))
	emitted := make([]*kernel.Kernel, len(kernels))
	seen := map[string]bool{}
	for i, k := range kernels {
		if err := kernel.Verify(k); err != nil {
			checkErrs[i] = append(checkErrs[i], err)
			continue
		}
		if !nameRE.MatchString(k.Name) || seen[k.Name] {
			checkErrs[i] = append(checkErrs[i], fmt.Errorf("kernel %q: want a unique name of letters, digits and _", k.Name))
			continue
		}
		seen[k.Name] = true
		for _, p := range k.Params {
			if !nameRE.MatchString(p.Name) {
				checkErrs[i] = append(checkErrs[i], fmt.Errorf("kernel %s: parameter %q: want letters, digits and _", k.Name, p.Name))
			}
		}
		emitted[i] = k
	}
	fs, emitErrs := emitFuncs(m, emitted, workers)
	var errs []error
	for i, f := range fs {
		errs = append(errs, checkErrs[i]...)
		if emitErrs[i] != nil {
			errs = append(errs, emitErrs[i])
			continue
		}
		if f == nil {
			continue
		}
		md := &metadata.Tuple{
			MetadataID: metadata.MetadataID(len(m.MetadataDefs)),
			Fields:     []metadata.Field{f, &metadata.String{Value: "kernel"}, constant.NewInt(types.I32, 1)},
		}
		m.MetadataDefs = append(m.MetadataDefs, md)
		annotations.Nodes = append(annotations.Nodes, md)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	m.NamedMetadataDefs[annotations.Name] = annotations
	return &Module{IR: m, Kernels: kernels}, nil
}

// emitKernel adds the function of kernel k to m.
func emitKernel(m *ir.Module, intr *intrinsics, k *kernel.Kernel) (*ir.Func, error) {
	params := make([]*ir.Param, len(k.Params))
	for i, p := range k.Params {
		t := types.Type(types.I64)
		if p.Kind == kernel.BufferParam {
			t = pointerTo(memType(p.Elem), globalSpace)
		}
		params[i] = ir.NewParam(p.Name, t)
		if p.Kind == kernel.BufferParam {
			// Distinct buffer parameters never overlap (the kernel IR's
			// contract); read-only ones may use the non-coherent cache.
			params[i].Attrs = append(params[i].Attrs, enum.ParamAttrNoAlias)
			if p.Access == kernel.Read {
				params[i].Attrs = append(params[i].Attrs, enum.ParamAttrReadOnly)
			}
		}
	}
	f := m.NewFunc(k.Name, types.Void, params...)
	e := &emitter{k: k, m: m, intr: intr, f: f, params: params, vals: make([]valueT, k.NumInsts())}
	e.cur = f.NewBlock("entry")
	var err error
	switch k.Strategy {
	case kernel.Loop:
		err = e.loopKernel()
	case kernel.RowReduce:
		if k.RowMode == kernel.Warp {
			err = e.rowWarpKernel()
		} else {
			err = e.rowBlockKernel()
		}
	case kernel.ColReduce:
		err = e.colKernel()
	case kernel.RowSort:
		err = e.rowSortKernel()
	case kernel.RowFold:
		err = e.rowFoldKernel()
	default:
		err = fmt.Errorf("kernel %s: unknown strategy %s", k.Name, k.Strategy)
	}
	if err != nil {
		return nil, err
	}
	e.cur.NewRet(nil)
	return f, nil
}
