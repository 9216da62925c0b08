package fusion

import (
	"math/rand"
	"os"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// TestHostSetMatchesHostOps asks a HostSet about every op of the
// function bodies of the examples, in a random order, before and after
// fusion, and wants HostOps' answer for each.
func TestHostSetMatchesHostOps(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	hosts := 0
	for _, name := range []string{"../examples/llama.mlir", "../examples/transformer.mlir"} {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		reg := dialect.NewRegistry()
		f, err := parser.Parse(name, src, reg, parser.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, fn := range f.Module.Regions[0].Blocks[0].Ops {
			if fn.Name != "func.func" {
				continue
			}
			body := fn.Regions[0].Blocks[0]
			for _, stage := range []string{"unfused", "fused"} {
				if stage == "fused" {
					FuseBlock(fn, body, reg, DefaultConfig())
				}
				want := HostOps(body)
				hosts += len(want)
				hs := NewHostSet(body)
				ops := append([]*ir.Operation(nil), body.Ops...)
				rng.Shuffle(len(ops), func(i, j int) { ops[i], ops[j] = ops[j], ops[i] })
				for _, op := range ops {
					if got := hs.Has(op); got != want[op] {
						t.Errorf("%s %s: %s: Has %v, HostOps %v", name, stage, op.Name, got, want[op])
					}
				}
			}
		}
	}
	if hosts == 0 {
		t.Fatal("no host op in the examples to check")
	}
}
