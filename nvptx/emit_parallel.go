package nvptx

import (
	"runtime"
	"sync"

	"github.com/llir/llvm/ir"

	"github.com/symopt/symopt/lowering/kernel"
)

// emitFuncs adds the functions of ks to m, in order, and returns each
// kernel's function or error. With more than one worker each kernel is
// built in a module of its own, concurrently, and the modules are merged
// in kernel order: the function, then the intrinsic declarations it used
// first (a declaration another kernel made earlier is reused, and calls
// are pointed at it), then its globals. That is the module sequential
// emission builds; when a kernel's module holds anything else, emission
// starts over sequentially.
func emitFuncs(m *ir.Module, ks []*kernel.Kernel, workers int) ([]*ir.Func, []error) {
	workers = min(workers, len(ks))
	if workers > 1 {
		if fs, errs, ok := emitConcurrently(m, ks, workers); ok {
			return fs, errs
		}
	}
	fs := make([]*ir.Func, len(ks))
	errs := make([]error, len(ks))
	intr := &intrinsics{m: m, funcs: map[string]*ir.Func{}}
	for i, k := range ks {
		if k != nil {
			fs[i], errs[i] = emitKernel(m, intr, k)
		}
	}
	return fs, errs
}

// emitWorkers is how many kernels Emit builds at once.
func emitWorkers() int { return runtime.GOMAXPROCS(0) }

func emitConcurrently(m *ir.Module, ks []*kernel.Kernel, workers int) ([]*ir.Func, []error, bool) {
	fs := make([]*ir.Func, len(ks))
	errs := make([]error, len(ks))
	mods := make([]*ir.Module, len(ks))
	next := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				mods[i] = ir.NewModule()
				intr := &intrinsics{m: mods[i], funcs: map[string]*ir.Func{}}
				fs[i], errs[i] = emitKernel(mods[i], intr, ks[i])
			}
		}()
	}
	for i, k := range ks {
		if k != nil {
			next <- i
		}
	}
	close(next)
	wg.Wait()
	for _, km := range mods {
		if km != nil && !onlyFuncsAndGlobals(km) {
			return nil, nil, false
		}
	}
	decls := map[string]*ir.Func{}
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			decls[f.Name()] = f
		}
	}
	for i, km := range mods {
		if km == nil || errs[i] != nil {
			continue
		}
		moved := map[*ir.Func]*ir.Func{}
		for _, f := range km.Funcs {
			if len(f.Blocks) > 0 {
				m.Funcs = append(m.Funcs, f)
				continue
			}
			if d, ok := decls[f.Name()]; ok {
				moved[f] = d
				continue
			}
			decls[f.Name()] = f
			m.Funcs = append(m.Funcs, f)
		}
		m.Globals = append(m.Globals, km.Globals...)
		if len(moved) > 0 {
			redirectCalls(fs[i], moved)
		}
	}
	return fs, errs, true
}

// onlyFuncsAndGlobals reports whether km (a kernel's module) holds
// nothing but functions and globals.
func onlyFuncsAndGlobals(km *ir.Module) bool {
	return len(km.TypeDefs) == 0 && len(km.ModuleAsms) == 0 && len(km.ComdatDefs) == 0 &&
		len(km.Aliases) == 0 && len(km.IFuncs) == 0 && len(km.AttrGroupDefs) == 0 &&
		len(km.NamedMetadataDefs) == 0 && len(km.MetadataDefs) == 0 &&
		len(km.UseListOrders) == 0 && len(km.UseListOrderBBs) == 0
}

// redirectCalls points the calls of f to a declaration in moved at the
// declaration that replaces it.
func redirectCalls(f *ir.Func, moved map[*ir.Func]*ir.Func) {
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if c, ok := in.(*ir.InstCall); ok {
				if callee, ok := c.Callee.(*ir.Func); ok && moved[callee] != nil {
					c.Callee = moved[callee]
				}
			}
		}
	}
}
