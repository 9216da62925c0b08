package driver

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms"
	"github.com/symopt/symopt/transforms/autodiff"
	"github.com/symopt/symopt/transforms/expand"
	"github.com/symopt/symopt/transforms/export"
	"github.com/symopt/symopt/transforms/shapes"
)

// session holds what one invocation builds once: the op registry and the
// pass registry.
type session struct {
	ops    *ir.Registry
	passes *pipeline.Registry
	timing *pipeline.Timing
	// kept is the lowering of the last lower-to-kernels run (see emitCode).
	kept keptLowering
	// done stops the pass pipelines between passes (see MainContext).
	done context.Context
}

func newSession() *session {
	s := &session{ops: dialect.NewRegistry(), passes: pipeline.NewRegistry()}
	if err := registerPasses(s.passes, &s.kept); err != nil {
		panic(fmt.Sprintf("pass registration: %v", err)) // a programming error
	}
	return s
}

// registerPasses adds every pass symopt offers; lower-to-kernels hands
// its lowering to kept.
func registerPasses(r *pipeline.Registry, kept *keptLowering) error {
	if err := transforms.Register(r, transforms.Config{Patterns: canonicalizationPatterns()}); err != nil {
		return err
	}
	if err := shapes.Register(r); err != nil {
		return err
	}
	if err := memory.Register(r); err != nil {
		return err
	}
	if err := autodiff.Register(r); err != nil {
		return err
	}
	if err := expand.Register(r); err != nil {
		return err
	}
	if err := export.Register(r); err != nil {
		return err
	}
	return registerCodegenPasses(r, kept)
}

func (s *session) isPass(name string) bool { return s.passes.Lookup(name) != nil }

func (s *session) listPasses(w io.Writer) { s.passes.WriteList(w) }

// buildPipeline turns --pass-pipeline or the shorthand pass flags into a
// pipeline (nil means no passes; with --emit other than mlir the default
// code generation pipeline runs). text is what was parsed, for carets in
// error messages.
func (s *session) buildPipeline(o *options) (pl *pipeline.Pipeline, text string, err error) {
	switch {
	case o.pipeline != "":
		text = o.pipeline
	case len(o.passFlags) > 0:
		text = strings.Join(o.passFlags, ",")
	default:
		pl, err = s.codegenPipeline(o)
		return pl, "", err
	}
	pl, err = s.passes.Parse(text)
	return pl, text, err
}

// chunkResult is the outcome of one input piece.
type chunkResult struct {
	diags  []*diag.Diagnostic
	failed bool
}

// processChunk parses, verifies, transforms and prints one piece of input
// (the whole input, or one --split-input-file piece).
func (s *session) processChunk(o *options, pl *pipeline.Pipeline, name string, piece parser.Piece, out io.Writer, stderr io.Writer) chunkResult {
	var res chunkResult
	fail := func(err error) chunkResult {
		res.diags = append(res.diags, flatten(err, name)...)
		res.failed = true
		return res
	}
	f, err := parser.Parse(name, piece.Text, s.ops, parser.Options{AllowUnregistered: o.allowUnreg, FirstLine: piece.Line})
	if err != nil {
		return fail(err)
	}
	if err := dialect.Verify(f.Module); err != nil {
		return fail(err)
	}
	if pl != nil {
		cfg := pipeline.Config{
			Verify:            dialect.Verify,
			VerifyEach:        o.verifyEach,
			PrintBeforeAll:    o.printBefore,
			PrintAfterAll:     o.printAfter || o.printAfterChange,
			PrintAfterChange:  o.printAfterChange,
			PrintAfterFailure: o.printAfterFail,
			PrintModuleScope:  o.moduleScope,
			PrintDiff:         o.printDiff,
			IROut:             stderr,
			PrintOptions:      ir.PrintOptions{Generic: o.generic, DebugInfo: o.debugInfo},
			Debug:             o.internalTraces,
			Threads:           threads(o),
			Ops:               s.ops,
			Done:              s.done,
		}
		if o.timing {
			if s.timing == nil {
				s.timing = pipeline.NewTiming()
			}
			cfg.Timing = s.timing
		}
		m := pipeline.NewManager(pl, cfg)
		err := m.Run(f.Module)
		res.diags = append(res.diags, m.Diagnostics()...)
		if o.statistics {
			m.WriteStatistics(stderr)
		}
		if o.timing {
			s.timing.Report(stderr)
		}
		if err != nil {
			return fail(err)
		}
	}
	if o.printMemory {
		if err := printMemoryProfile(f.Module, stderr); err != nil {
			return fail(err)
		}
	}
	if o.printSymbolic {
		if err := printSymbolicShapes(f.Module, stderr); err != nil {
			return fail(err)
		}
	}
	if o.emit == "stablehlo" {
		if err := s.toStableHLO(o, f.Module, &res); err != nil {
			return fail(err)
		}
	}
	if o.emit != "mlir" && o.emit != "stablehlo" {
		code, err := emitCode(o, name, f.Module, &s.kept)
		if err != nil {
			return fail(err)
		}
		if _, err := out.Write(code); err != nil {
			return fail(err)
		}
		return res
	}
	if err := ir.PrintFile(out, f, ir.PrintOptions{Generic: o.generic, DebugInfo: o.debugInfo}); err != nil {
		return fail(err)
	}
	return res
}

// flatten turns an error into diagnostics.
func flatten(err error, file string) []*diag.Diagnostic {
	switch e := err.(type) {
	case *diag.Diagnostic:
		return []*diag.Diagnostic{e}
	case diag.List:
		return e
	}
	// an error without a position (a missing tool, a failed write) is
	// reported against the input file
	return []*diag.Diagnostic{{Pos: diag.Pos{File: file}, Severity: diag.Error, Msg: err.Error()}}
}

// threads maps --mlir-disable-threading onto the pass manager.
func threads(o *options) int {
	if o.noThreads {
		return 1
	}
	return 0
}
