package fusion_test

import (
	"testing"
	"time"

	"github.com/symopt/symopt/internal/cputime"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/memory"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
	tshapes "github.com/symopt/symopt/transforms/shapes"
)

// llama1b is the llama-1b train step, as `symopt-models --preset=llama-1b
// --train-step` prints it.
func llama1b(b *testing.B) []byte {
	text, err := models.PresetText("llama-1b", "llama", "train-step")
	if err != nil {
		b.Fatal(err)
	}
	return text
}

// BenchmarkFuseLlama1b parses the llama-1b train step, runs
// symbolic-shapes (and, in the codegen case, schedule-memory, as
// --emit=llvm does; in the versioned case schedule-memory{versions=2},
// whose branches fuse is then run on) and then fuse on it, and reports per op the parse
// and the fuse times and fuse/parse, measured in the same iterations so
// the ratio holds on a loaded machine.
func BenchmarkFuseLlama1b(b *testing.B) {
	src := llama1b(b)
	reg := dialect.NewRegistry()
	r := pipeline.NewRegistry()
	for _, err := range []error{
		tshapes.Register(r),
		memory.Register(r),
		fusion.Register(r, fusion.PassConfig{Lowerable: hlo.CanLower}),
	} {
		if err != nil {
			b.Fatal(err)
		}
	}
	fuse, err := r.Parse("builtin.module(func.func(fuse))")
	if err != nil {
		b.Fatal(err)
	}
	for _, tc := range []struct{ name, before string }{
		{"shapes", "builtin.module(symbolic-shapes)"},
		{"codegen", "builtin.module(symbolic-shapes,func.func(schedule-memory))"},
		{"versioned", "builtin.module(symbolic-shapes,func.func(schedule-memory{versions=2}))"},
	} {
		b.Run(tc.name, func(b *testing.B) {
			pre, err := r.Parse(tc.before)
			if err != nil {
				b.Fatal(err)
			}
			var parse, pass, parseCPU, passCPU time.Duration
			for b.Loop() {
				t0, c0 := time.Now(), cputime.Process()
				f, err := parser.Parse("l1b.mlir", src, reg, parser.Options{})
				if err != nil {
					b.Fatal(err)
				}
				parse += time.Since(t0)
				parseCPU += cputime.Process() - c0
				if err := pipeline.NewManager(pre, pipeline.Config{Ops: reg}).Run(f.Module); err != nil {
					b.Fatal(err)
				}
				t1, c1 := time.Now(), cputime.Process()
				if err := pipeline.NewManager(fuse, pipeline.Config{Ops: reg}).Run(f.Module); err != nil {
					b.Fatal(err)
				}
				pass += time.Since(t1)
				passCPU += cputime.Process() - c1
			}
			reportRatio(b, "fuse", parse, pass, parseCPU, passCPU)
		})
	}
}

// reportRatio reports per op the wall and CPU times of the parse and of
// the pass, and pass/parse for both.
func reportRatio(b *testing.B, name string, parse, pass, parseCPU, passCPU time.Duration) {
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 / float64(b.N) }
	b.ReportMetric(ms(parse), "parse-ms/op")
	b.ReportMetric(ms(pass), name+"-ms/op")
	b.ReportMetric(float64(pass)/float64(parse), name+"/parse")
	if parseCPU > 0 {
		b.ReportMetric(ms(parseCPU), "parse-cpu-ms/op")
		b.ReportMetric(ms(passCPU), name+"-cpu-ms/op")
		b.ReportMetric(float64(passCPU)/float64(parseCPU), name+"/parse-cpu")
	}
}
