package traingen

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/parser"
)

// Every preset and a hint-less config parse and verify, with one weight
// gradient per weight returned.
func TestGenerateVerifies(t *testing.T) {
	cfgs := append([]Config{{Name: "no-hints", Hidden: 4, FFN: 8, Layers: 2}}, Presets...)
	for _, c := range cfgs {
		t.Run(c.Name, func(t *testing.T) {
			text := Generate(c)
			f, err := parser.Parse(c.Name+".mlir", []byte(text), dialect.NewRegistry(), parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := dialect.Verify(f.Module); err != nil {
				t.Fatal(err)
			}
			if got := strings.Count(text, "%dw1_"); got != 2*c.Layers {
				t.Errorf("%d mentions of first-layer weight gradients, want %d", got, 2*c.Layers)
			}
			if hinted := strings.Contains(text, "symopt.dim"); hinted != (c.MaxBatch > 0) {
				t.Errorf("symopt.dim declared: %v, want %v", hinted, c.MaxBatch > 0)
			}
		})
	}
}
