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
	c, err := models.Preset("llama-1b")
	if err != nil {
		b.Fatal(err)
	}
	c.Model, c.Emit = "llama", "train-step"
	text, err := models.Text(c)
	if err != nil {
		b.Fatal(err)
	}
	return text
}

// codegenPasses is the registry symopt --emit uses, less the passes the
// code generation pipeline does not run.
func codegenPasses(b *testing.B) *pipeline.Registry {
	r := pipeline.NewRegistry()
	for _, err := range []error{
		tshapes.Register(r),
		memory.Register(r),
		fusion.Register(r, fusion.PassConfig{Lowerable: hlo.CanLower}),
		lowering.Register(r),
	} {
		if err != nil {
			b.Fatal(err)
		}
	}
	return r
}

// codegenPipeline is what the benchmark times after the parse.
const codegenPipeline = "builtin.module(symbolic-shapes,func.func(schedule-memory),func.func(fuse),lower-to-kernels)"

// BenchmarkLlama1bCodegen times, in one run, the parse of the llama-1b
// train step and the pipeline that turns it into LLVM IR (symbolic-shapes,
// schedule-memory, fuse, lower-to-kernels, then nvptx.Emit and the module
// text; llc is not run). It reports each per op and pipeline/parse, the
// figure docs/fusion.md quotes.
func BenchmarkLlama1bCodegen(b *testing.B) {
	src := llama1bText(b)
	reg := dialect.NewRegistry()
	pl, err := codegenPasses(b).Parse(codegenPipeline)
	if err != nil {
		b.Fatal(err)
	}
	var parse, rest time.Duration
	for b.Loop() {
		t0 := time.Now()
		f, err := parser.Parse("l1b.mlir", src, reg, parser.Options{})
		if err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if err := compile(f.Module, pl, reg); err != nil {
			b.Fatal(err)
		}
		parse += t1.Sub(t0)
		rest += time.Since(t1)
	}
	n := float64(b.N)
	b.ReportMetric(float64(parse.Milliseconds())/n, "parse-ms/op")
	b.ReportMetric(float64(rest.Milliseconds())/n, "pipeline-ms/op")
	b.ReportMetric(float64(rest)/float64(parse), "pipeline/parse")
}

// compile runs pl on module, lowers the fusions and prints LLVM IR.
func compile(module *ir.Operation, pl *pipeline.Pipeline, reg *ir.Registry) error {
	if err := pipeline.NewManager(pl, pipeline.Config{Ops: reg}).Run(module); err != nil {
		return err
	}
	lm, err := lowering.LowerModule(module)
	if err != nil {
		return err
	}
	m, err := nvptx.Emit(lm.Kernels()...)
	if err != nil {
		return err
	}
	_ = m.Text(nvptx.Opaque)
	return nil
}
