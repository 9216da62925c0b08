package shapes_test

import (
	"testing"
	"time"

	"github.com/symopt/symopt/internal/cputime"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms/shapes"
)

// BenchmarkLlama1b parses the llama-1b train step (as `symopt-models
// --preset=llama-1b --train-step` prints it) and runs one pass of this
// package on it, and reports per op the parse and the pass times and
// pass/parse, measured in the same iterations so the ratio holds on a
// loaded machine.
func BenchmarkLlama1b(b *testing.B) {
	src, err := models.PresetText("llama-1b", "llama", "train-step")
	if err != nil {
		b.Fatal(err)
	}
	reg := dialect.NewRegistry()
	r := pipeline.NewRegistry()
	if err := shapes.Register(r); err != nil {
		b.Fatal(err)
	}
	for _, tc := range []struct{ name, before, pass string }{
		{"symbolic-shapes", "", "symbolic-shapes"},
		{"shape-simplify", "symbolic-shapes", "shape-simplify"},
	} {
		b.Run(tc.name, func(b *testing.B) {
			pass, err := r.Parse("builtin.module(" + tc.pass + ")")
			if err != nil {
				b.Fatal(err)
			}
			var parse, run, parseCPU, runCPU time.Duration
			for b.Loop() {
				t0, c0 := time.Now(), cputime.Process()
				f, err := parser.Parse("l1b.mlir", src, reg, parser.Options{})
				if err != nil {
					b.Fatal(err)
				}
				parse += time.Since(t0)
				parseCPU += cputime.Process() - c0
				if tc.before != "" {
					pre, err := r.Parse("builtin.module(" + tc.before + ")")
					if err != nil {
						b.Fatal(err)
					}
					if err := pipeline.NewManager(pre, pipeline.Config{Ops: reg}).Run(f.Module); err != nil {
						b.Fatal(err)
					}
				}
				t1, c1 := time.Now(), cputime.Process()
				if err := pipeline.NewManager(pass, pipeline.Config{Ops: reg}).Run(f.Module); err != nil {
					b.Fatal(err)
				}
				run += time.Since(t1)
				runCPU += cputime.Process() - c1
			}
			ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 / float64(b.N) }
			b.ReportMetric(ms(parse), "parse-ms/op")
			b.ReportMetric(ms(run), "pass-ms/op")
			b.ReportMetric(float64(run)/float64(parse), "pass/parse")
			if parseCPU > 0 {
				b.ReportMetric(ms(parseCPU), "parse-cpu-ms/op")
				b.ReportMetric(ms(runCPU), "pass-cpu-ms/op")
				b.ReportMetric(float64(runCPU)/float64(parseCPU), "pass/parse-cpu")
			}
		})
	}
}
