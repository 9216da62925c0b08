package nvptx_test

import (
	"testing"
	"time"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/memory"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/nvptx"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
	tshapes "github.com/symopt/symopt/transforms/shapes"
)

// llama1bText is the llama-1b train step of package models, as
// `symopt-models --preset=llama-1b --train-step` prints it.
func llama1bText(b *testing.B) []byte {
	text, err := models.PresetText("llama-1b", "llama", "train-step")
	if err != nil {
		b.Fatal(err)
	}
	return text
}

// codegenPasses is the registry symopt --emit uses, less the passes the
// code generation pipeline does not run; lower-to-kernels hands its
// lowered module to keep, as the driver's does.
func codegenPasses(b *testing.B, keep func(*ir.Operation, *lowering.Module)) *pipeline.Registry {
	r := pipeline.NewRegistry()
	for _, err := range []error{
		tshapes.Register(r),
		memory.Register(r),
		fusion.Register(r, fusion.PassConfig{Lowerable: hlo.CanLower}),
		r.Register(lowering.DefKeeping(keep)),
	} {
		if err != nil {
			b.Fatal(err)
		}
	}
	return r
}

// codegenPipeline and lowerPipeline are what the benchmark times after
// the parse: the passes, then lower-to-kernels (timed with nvptx.Emit).
// versionedPipeline writes the body as two orders under a branch on the
// dims (schedule-memory{versions=2}) before fuse.
const (
	codegenPipeline   = "builtin.module(symbolic-shapes,func.func(schedule-memory),func.func(fuse))"
	versionedPipeline = "builtin.module(symbolic-shapes,func.func(schedule-memory{versions=2}),func.func(fuse))"
	rematPipeline     = "builtin.module(symbolic-shapes,func.func(schedule-memory,remat),func.func(fuse))"
	lowerPipeline     = "builtin.module(lower-to-kernels)"
)

// BenchmarkLlama1bCodegen times, in one run, the parse of the llama-1b
// train step and the pipeline that turns it into LLVM IR (symbolic-shapes,
// schedule-memory, fuse, lower-to-kernels, then nvptx.Emit and the module
// text; llc is not run) as the driver does for --emit=llvm. It reports
// per op the parse, the passes, lower-to-kernels with Emit, and the
// module text, the kernels launched and emitted, and pipeline/parse: the
// figure docs/fusion.md quotes.
func BenchmarkLlama1bCodegen(b *testing.B) { benchCodegen(b, codegenPipeline) }

// BenchmarkLlama1bCodegenVersioned is BenchmarkLlama1bCodegen with
// schedule-memory{versions=2}: the step's body becomes a branch on the
// dims whose two sides are fused and lowered (launches counts both
// sides' kernel steps).
func BenchmarkLlama1bCodegenVersioned(b *testing.B) { benchCodegen(b, versionedPipeline) }

// BenchmarkLlama1bCodegenRemat is BenchmarkLlama1bCodegen with remat
// after schedule-memory: the evicts and regenerates become plan steps,
// the recomputes are fused and lowered too (launches counts their kernel
// steps, which run only for evicted buffers).
func BenchmarkLlama1bCodegenRemat(b *testing.B) { benchCodegen(b, rematPipeline) }

// benchCodegen times the parse, passes (the pipeline text), lowering and
// LLVM IR text of the llama-1b step as BenchmarkLlama1bCodegen says.
func benchCodegen(b *testing.B, pipelineText string) {
	src := llama1bText(b)
	reg := dialect.NewRegistry()
	var lm *lowering.Module
	passReg := codegenPasses(b, func(_ *ir.Operation, m *lowering.Module) { lm = m })
	pl, err := passReg.Parse(pipelineText)
	if err != nil {
		b.Fatal(err)
	}
	lowerPl, err := passReg.Parse(lowerPipeline)
	if err != nil {
		b.Fatal(err)
	}
	var parse, passes, lower, text time.Duration
	var launches, distinct int
	for b.Loop() {
		t0 := time.Now()
		f, err := parser.Parse("l1b.mlir", src, reg, parser.Options{})
		if err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if err := pipeline.NewManager(pl, pipeline.Config{Ops: reg}).Run(f.Module); err != nil {
			b.Fatal(err)
		}
		t2 := time.Now()
		if err := pipeline.NewManager(lowerPl, pipeline.Config{Ops: reg}).Run(f.Module); err != nil {
			b.Fatal(err)
		}
		launches, distinct = lm.Launches(), len(lm.Kernels())
		m, err := nvptx.Emit(lm.Kernels()...)
		if err != nil {
			b.Fatal(err)
		}
		t3 := time.Now()
		_ = m.Text(nvptx.Opaque)
		t4 := time.Now()
		parse += t1.Sub(t0)
		passes += t2.Sub(t1)
		lower += t3.Sub(t2)
		text += t4.Sub(t3)
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 / float64(b.N) }
	b.ReportMetric(ms(parse), "parse-ms/op")
	b.ReportMetric(ms(passes), "passes-ms/op")
	b.ReportMetric(ms(lower), "lower+emit-ms/op")
	b.ReportMetric(ms(text), "llvm-text-ms/op")
	b.ReportMetric(float64(passes+lower+text)/float64(parse), "pipeline/parse")
	b.ReportMetric(float64(launches), "launches")
	b.ReportMetric(float64(distinct), "kernels")
}

// BenchmarkLlama1bLowerEmitText times the code generator's own part of
// BenchmarkLlama1bCodegen on a module the passes ran on once:
// LowerModule, nvptx.Emit and the module text, each reported per op.
func BenchmarkLlama1bLowerEmitText(b *testing.B) { benchLowerEmitText(b, codegenPipeline) }

// BenchmarkLlama1bLowerEmitTextVersioned is BenchmarkLlama1bLowerEmitText
// on the versioned step (schedule-memory{versions=2}).
func BenchmarkLlama1bLowerEmitTextVersioned(b *testing.B) { benchLowerEmitText(b, versionedPipeline) }

func benchLowerEmitText(b *testing.B, pipelineText string) {
	src := llama1bText(b)
	reg := dialect.NewRegistry()
	pl, err := codegenPasses(b, nil).Parse(pipelineText)
	if err != nil {
		b.Fatal(err)
	}
	f, err := parser.Parse("l1b.mlir", src, reg, parser.Options{})
	if err != nil {
		b.Fatal(err)
	}
	if err := pipeline.NewManager(pl, pipeline.Config{Ops: reg}).Run(f.Module); err != nil {
		b.Fatal(err)
	}
	var lower, emit, text time.Duration
	for b.Loop() {
		t0 := time.Now()
		lm, err := lowering.LowerModule(f.Module)
		if err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		m, err := nvptx.Emit(lm.Kernels()...)
		if err != nil {
			b.Fatal(err)
		}
		t2 := time.Now()
		_ = m.Text(nvptx.Opaque)
		t3 := time.Now()
		lower += t1.Sub(t0)
		emit += t2.Sub(t1)
		text += t3.Sub(t2)
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 / float64(b.N) }
	b.ReportMetric(ms(lower), "lower-ms/op")
	b.ReportMetric(ms(emit), "emit-ms/op")
	b.ReportMetric(ms(text), "llvm-text-ms/op")
}
