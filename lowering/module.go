package lowering

import (
	"errors"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// Module is a lowered module: one plan per function with a body.
type Module struct {
	Plans []*Plan
}

// Kernels returns the distinct kernels of every plan (what nvptx.Emit
// takes): each once, though several steps may launch it.
func (m *Module) Kernels() []*kernel.Kernel {
	var out []*kernel.Kernel
	for _, p := range m.Plans {
		out = append(out, p.DistinctKernels()...)
	}
	return out
}

// Launches counts the kernel steps of every plan.
func (m *Module) Launches() int {
	n := 0
	for _, p := range m.Plans {
		n += len(p.Kernels())
	}
	return n
}

// LowerModule lowers every func.func with a body in module. Errors of all
// functions are reported together.
func LowerModule(module *ir.Operation) (*Module, error) {
	m := &Module{}
	var errs []error
	for _, fn := range Funcs(module) {
		p, err := LowerFunc(fn)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		m.Plans = append(m.Plans, p)
	}
	return m, errors.Join(errs...)
}

// Funcs lists the func.func ops with a body directly inside module.
func Funcs(module *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	for _, r := range module.Regions {
		for _, b := range r.Blocks {
			for _, op := range b.Ops {
				if op.Name == "func.func" && len(op.Regions) > 0 && len(op.Regions[0].Blocks) > 0 {
					out = append(out, op)
				}
			}
		}
	}
	return out
}
