package transforms

import (
	"testing"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

// benchModule builds funcs functions of n ops each, a third of them
// duplicates of an earlier op.
func benchModule(funcs, n int) *ir.Operation {
	b := newBuilder()
	m, body := b.module()
	for f := 0; f < funcs; f++ {
		_, e := b.fn(body, "f", false, i32, i32)
		vals := []*ir.Value{e.Arg(0), e.Arg(1)}
		for i := 0; i < n; i++ {
			x, y := vals[len(vals)-1], vals[(i*7)%len(vals)]
			if i%3 == 2 {
				x, y = vals[len(vals)-2], vals[((i-1)*7)%(len(vals)-1)]
			}
			vals = append(vals, b.val(e, "t.add", x, y))
		}
		b.ret(e, vals[len(vals)-1])
	}
	return m
}

func benchPass(b *testing.B, pipe string) {
	reg := pipeline.NewRegistry()
	if err := Register(reg, Config{}); err != nil {
		b.Fatal(err)
	}
	p, err := reg.Parse(pipe)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		m := benchModule(10, 1000)
		b.StartTimer()
		if err := pipeline.NewManager(p, pipeline.Config{Ops: testOps(), Threads: 1}).Run(m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCSE10kOps(b *testing.B) { benchPass(b, "builtin.module(func.func(cse))") }
func BenchmarkCanonicalize10kOps(b *testing.B) {
	benchPass(b, "builtin.module(func.func(canonicalize))")
}
func BenchmarkDCE10kOps(b *testing.B) { benchPass(b, "builtin.module(func.func(dce))") }
