package lowering

import (
	"testing"

	"github.com/symopt/symopt/dialect"
)

// TestGeneratedLlamaTrainStep fuses the tiny llama training step of the
// models package, checks every fused kernel against the unfused ops and
// requires every op to have a kernel and the fused step to move at most
// half the bytes.
func TestGeneratedLlamaTrainStep(t *testing.T) {
	m := tinyLlamaStep(t)
	if err := dialect.Verify(m); err != nil {
		t.Fatalf("fused module does not verify: %v", err)
	}
	rep, err := Check(m, CheckOptions{Bindings: []map[string]int64{{"*": 1}, {"*": 5}}, Seed: 7})
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
	if _, err := LowerModule(m); err != nil {
		t.Errorf("the fused step does not lower: %v", err)
	}
	stats, err := Stats(m)
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
