package driver

import (
	"bytes"
	"regexp"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/nvptx"
	"github.com/symopt/symopt/pipeline"
)

// defaultCodegenPipeline runs before --emit=llvm|ptx|cubin when no
// pipeline is given: calls are inlined (JAX exports call private
// functions; a kernel plan is built per function) and the callees
// erased, ops without kernels are expanded into ops with kernels
// (batch norms, TopK), then symbolic-shapes runs when it is registered,
// then fusion and lowering. The inliner runs no pipeline of its own on
// the functions, so emitted code is that of the module as written.
const (
	defaultPrelude         = `inline{default-pipeline=""},symbol-dce,func.func(hlo-expand)`
	defaultCodegenPipeline = "func.func(fuse),lower-to-kernels"
)

// registerCodegenPasses adds the fuse and lower-to-kernels passes;
// lower-to-kernels hands what it lowers to kept.
func registerCodegenPasses(r *pipeline.Registry, kept *keptLowering) error {
	if err := fusion.Register(r, fusion.PassConfig{Lowerable: hlo.CanLower}); err != nil {
		return err
	}
	return r.Register(lowering.DefKeeping(kept.keep))
}

// keptLowering is the last module lower-to-kernels lowered, so --emit
// after the default pipeline (which ends with that pass) does not lower
// it again.
type keptLowering struct {
	op *ir.Operation
	m  *lowering.Module
}

func (k *keptLowering) keep(op *ir.Operation, m *lowering.Module) { k.op, k.m = op, m }

// take returns the kept lowering of module and forgets it; nil when the
// last lowering was of another module.
func (k *keptLowering) take(module *ir.Operation) *lowering.Module {
	m := k.m
	if k.op != module {
		m = nil
	}
	k.op, k.m = nil, nil
	return m
}

// codegenPipeline is the pipeline to run for o: the given one, or the
// default lowering pipeline when code is emitted and none is given.
func (s *session) codegenPipeline(o *options) (*pipeline.Pipeline, error) {
	if o.emit == "mlir" || o.emit == "stablehlo" || o.pipeline != "" || len(o.passFlags) > 0 {
		return nil, nil
	}
	text := defaultCodegenPipeline
	if s.passes.Lookup("symbolic-shapes") != nil {
		text = "symbolic-shapes," + text
	}
	text = defaultPrelude + "," + text
	return s.passes.Parse("builtin.module(" + text + ")")
}

// archRE is what --arch accepts: an sm_NN name both llc and ptxas read.
var archRE = regexp.MustCompile(`^sm_\d+a?$`)

// emitCode lowers the (fused) module read from name to kernels and prints them as LLVM
// IR, PTX or a cubin. After the default pipeline it takes the kernels the
// pipeline's lower-to-kernels built; after a pipeline given on the command
// line (which may change the module after that pass) it lowers again.
func emitCode(o *options, name string, module *ir.Operation, kept *keptLowering) ([]byte, error) {
	lm := kept.take(module)
	if o.pipeline != "" || len(o.passFlags) > 0 {
		lm = nil
	}
	if lm == nil {
		var err error
		if lm, err = lowering.LowerModule(module); err != nil {
			return nil, lowering.Diagnostics(err)
		}
	}
	ks := lm.Kernels()
	if len(ks) == 0 {
		hint := "every op is a library call (cuBLAS, cuDNN) or host arithmetic"
		if o.pipeline != "" || len(o.passFlags) > 0 {
			hint = "the pipeline given made none (run the fuse pass), or every op is a library call or host arithmetic"
		}
		d := diag.Unsupportedf(diag.Pos{File: name}, "--emit=%s: the module has no kernels to compile: %s", o.emit, hint)
		return nil, d
	}
	m, err := nvptx.Emit(ks...)
	if err != nil {
		return nil, err
	}
	opts := nvptx.Options{LLC: o.llc, Ptxas: o.ptxas, CPU: o.arch, Arch: o.arch}
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
