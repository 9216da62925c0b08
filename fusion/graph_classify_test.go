package fusion

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// TestClassifyOpsMatchesClassify classifies blocks of several sizes (one
// chunk, several, a partial last one) with a lowerable that rejects
// every third op and wants classify's answer for each op, clsOther for
// host ops.
func TestClassifyOpsMatchesClassify(t *testing.T) {
	for _, n := range []int{1, classifyChunk, 3*classifyChunk + 17} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			var b strings.Builder
			b.WriteString("func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %v0 = stablehlo.add %a, %a : tensor<4xf32>\n")
			for i := 1; i < n; i++ {
				fmt.Fprintf(&b, "  %%v%d = stablehlo.exponential %%v%d : tensor<4xf32>\n", i, i-1)
			}
			fmt.Fprintf(&b, "  return %%v%d : tensor<4xf32>\n}\n", n-1)
			f, err := parser.Parse("t.mlir", []byte(b.String()), dialect.NewRegistry(), parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			block := f.Module.Regions[0].Blocks[0].Ops[0].Regions[0].Blocks[0]
			rejected := map[*ir.Operation]bool{}
			host := map[*ir.Operation]bool{}
			for i, op := range block.Ops {
				rejected[op] = i%3 == 2
				host[op] = i%5 == 4
			}
			lowerable := func(op *ir.Operation) bool { return !rejected[op] }
			var want []class
			for _, op := range block.Ops {
				c := clsOther
				if !host[op] {
					c = classify(op, lowerable)
				}
				want = append(want, c)
			}
			got := classifyOps(block.Ops, host, lowerable)
			if !slices.Equal(got, want) {
				t.Errorf("classes %v, want %v", got, want)
			}
			if !slices.Contains(want, clsLoop) || !slices.Contains(want, clsOther) {
				t.Errorf("want both loop and other classes among %v", want)
			}
		})
	}
}
