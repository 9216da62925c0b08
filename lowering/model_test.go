package lowering

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/parser"
)

// TestGeneratedLlamaTrainStep fuses the tiny llama training step of the
// models package, checks every fused kernel against the unfused ops and
// requires every op to have a kernel and the fused step to move at most
// half the bytes.
func TestGeneratedLlamaTrainStep(t *testing.T) {
	c, err := models.Preset("tiny")
	if err != nil {
		t.Fatal(err)
	}
	c.Model, c.Emit = "llama", "train-step"
	src, err := models.Text(c)
	if err != nil {
		t.Fatal(err)
	}
	reg := dialect.NewRegistry()
	f, err := parser.Parse("llama.mlir", src, reg, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	cfg := fusion.DefaultConfig()
	cfg.Lowerable = hlo.CanLower
	for _, fn := range Funcs(f.Module) {
		fusion.FuseBlock(fn, fn.Regions[0].Blocks[0], reg, cfg)
	}
	if err := dialect.Verify(f.Module); err != nil {
		t.Fatalf("fused module does not verify: %v", err)
	}
	rep, err := Check(f.Module, CheckOptions{Bindings: []map[string]int64{{"*": 1}, {"*": 5}}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Kernels < 10 || rep.Runs != 2*rep.Kernels {
		t.Errorf("checked %d kernels in %d runs", rep.Kernels, rep.Runs)
	}
	// the embedding gather, the rotary sine and cosine and the embedding
	// gradient's scatter all have kernels now
	if rep.Unsupported != 0 {
		t.Errorf("%d ops without a kernel", rep.Unsupported)
	}
	if _, err := LowerModule(f.Module); err != nil {
		t.Errorf("the fused step does not lower: %v", err)
	}
	stats, err := Stats(f.Module)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range stats {
		dims := map[string]int64{}
		for _, d := range s.Dims {
			dims[d.Name] = 128
		}
		before, after, ratio, err := s.Ratio(dims)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("@%s: %d kernels -> %d, %d -> %d bytes (%.3f)", s.Func, s.KernelsBefore, s.KernelsAfter, before, after, ratio)
		if ratio > 0.5 {
			t.Errorf("@%s moves %.3f of the unfused bytes, want at most 0.5", s.Func, ratio)
		}
	}
}
