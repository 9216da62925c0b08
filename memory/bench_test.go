package memory

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/models"
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

func benchParse(b *testing.B, src []byte, reg *ir.Registry) *ir.Operation {
	f, err := parser.Parse("l1b.mlir", src, reg, parser.Options{})
	if err != nil {
		b.Fatal(err)
	}
	return f.Module
}

// BenchmarkLlama1b times the parse of the llama-1b train step and, on an
// annotated copy (symbolic-shapes already run, as in a pipeline),
// schedule-memory followed by remat through the pass manager, with one
// static order and with versions=2 (remat then works inside both
// branches). The ratio of the first two is the figure docs/memory.md
// reports.
func BenchmarkLlama1b(b *testing.B) {
	src := llama1bText(b)
	reg := dialect.NewRegistry()
	b.Run("parse", func(b *testing.B) {
		for b.Loop() {
			benchParse(b, src, reg)
		}
	})
	passes := pipeline.NewRegistry()
	if err := Register(passes); err != nil {
		b.Fatal(err)
	}
	if err := tshapes.Register(passes); err != nil {
		b.Fatal(err)
	}
	annotate, err := passes.Parse("builtin.module(symbolic-shapes)")
	if err != nil {
		b.Fatal(err)
	}
	for _, v := range []struct{ name, pipeline string }{
		{"schedule-memory+remat", "schedule-memory,remat"},
		// the body versioned (llama-1b is), remat inside both branches
		{"versions=2+remat", "schedule-memory{versions=2},remat"},
	} {
		memPasses, err := passes.Parse("builtin.module(func.func(" + v.pipeline + "))")
		if err != nil {
			b.Fatal(err)
		}
		b.Run(v.name, func(b *testing.B) {
			// parse and annotation are not timed (a CPU profile shows them
			// apart: go test -cpuprofile, pprof -focus 'runSchedule|runRemat')
			for b.Loop() {
				b.StopTimer()
				m := benchParse(b, src, reg)
				if err := pipeline.NewManager(annotate, pipeline.Config{Ops: reg}).Run(m); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				if err := pipeline.NewManager(memPasses, pipeline.Config{Ops: reg}).Run(m); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
