package models

import (
	"testing"
	"time"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

func llama1B(t testing.TB, optimizer string) Config {
	c, err := Preset("llama-1b")
	if err != nil {
		t.Fatal(err)
	}
	c.Emit, c.Optimizer = "train-step", optimizer
	return c
}

func countOps(m *ir.Operation) int {
	n := 0
	m.Walk(func(*ir.Operation) bool { n++; return true })
	return n
}

// TestLlama1BTrainStepScale generates the llama-1b Adam training step
// with dynamic batch and seq, parses the text back and verifies it, and
// logs the figures docs/models.md quotes (go test -v -run Scale).
func TestLlama1BTrainStepScale(t *testing.T) {
	c := llama1B(t, "adam")
	start := time.Now()
	text, err := Text(c)
	if err != nil {
		t.Fatal(err)
	}
	gen := time.Since(start)
	start = time.Now()
	f, err := parser.Parse("llama-1b.mlir", text, dialect.NewRegistry(), parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	parse := time.Since(start)
	start = time.Now()
	if err := dialect.Verify(f.Module); err != nil {
		t.Fatal(err)
	}
	verify := time.Since(start)
	ops := countOps(f.Module)
	perLayer := 9 // parameters per layer, each with at least one update op
	if ops < c.Layers*perLayer*20 {
		t.Fatalf("%d ops for %d layers; the step looks truncated", ops, c.Layers)
	}
	t.Logf("llama-1b adam train step: %d ops, %d bytes; generate+print %v, parse %v, verify %v",
		ops, len(text), gen.Round(time.Millisecond), parse.Round(time.Millisecond), verify.Round(time.Millisecond))
}

func BenchmarkGenerateLlama1BTrainStep(b *testing.B) {
	c := llama1B(b, "adam")
	for i := 0; i < b.N; i++ {
		if _, err := Text(c); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseLlama1BTrainStep(b *testing.B) {
	text, err := Text(llama1B(b, "adam"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f, err := parser.Parse("llama-1b.mlir", text, dialect.NewRegistry(), parser.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if err := dialect.Verify(f.Module); err != nil {
			b.Fatal(err)
		}
	}
}
