package driver

import (
	"bytes"
	"fmt"

	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/nvptx"
	"github.com/symopt/symopt/pipeline"
)

// defaultCodegenPipeline runs before --emit=llvm|ptx|cubin when no
// pipeline is given; symbolic-shapes runs first when it is registered.
const defaultCodegenPipeline = "func.func(fuse),lower-to-kernels"

// registerCodegenPasses adds the fuse and lower-to-kernels passes.
func registerCodegenPasses(r *pipeline.Registry) error {
	if err := fusion.Register(r, fusion.PassConfig{Lowerable: hlo.CanLower}); err != nil {
		return err
	}
	return lowering.Register(r)
}

// codegenPipeline is the pipeline to run for o: the given one, or the
// default lowering pipeline when code is emitted and none is given.
func (s *session) codegenPipeline(o *options) (*pipeline.Pipeline, error) {
	if o.emit == "mlir" || o.pipeline != "" || len(o.passFlags) > 0 {
		return nil, nil
	}
	text := defaultCodegenPipeline
	if s.passes.Lookup("symbolic-shapes") != nil {
		text = "symbolic-shapes," + text
	}
	return s.passes.Parse("builtin.module(" + text + ")")
}

// emitCode lowers the (fused) module to kernels and prints them as LLVM
// IR, PTX or a cubin.
func emitCode(o *options, module *ir.Operation) ([]byte, error) {
	lm, err := lowering.LowerModule(module)
	if err != nil {
		return nil, lowering.Diagnostics(err)
	}
	ks := lm.Kernels()
	if len(ks) == 0 {
		return nil, fmt.Errorf("--emit=%s: the module has no fusions to compile (run the fuse pass)", o.emit)
	}
	m, err := nvptx.Emit(ks...)
	if err != nil {
		return nil, err
	}
	opts := nvptx.Options{LLC: o.llc}
	if o.emit == "llvm" {
		style := nvptx.Opaque
		if o.llc != "" {
			t, err := nvptx.FindLLC(opts)
			if err != nil {
				return nil, err
			}
			style = t.Style()
		}
		return []byte(m.Text(style)), nil
	}
	ptx, err := nvptx.Compile(m, opts)
	if err != nil {
		return nil, err
	}
	if o.emit == "ptx" {
		return []byte(ptx), nil
	}
	cubin, err := nvptx.Assemble(ptx, opts)
	if err != nil {
		return nil, err
	}
	return bytes.Clone(cubin), nil
}
