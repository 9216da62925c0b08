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
// host ops; splatConstant must agree with it on splat constants.
func TestClassifyOpsMatchesClassify(t *testing.T) {
	for _, n := range []int{1, classifyChunk, 3*classifyChunk + 17} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			var b strings.Builder
			b.WriteString("func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %v0 = stablehlo.add %a, %a : tensor<4xf32>\n")
			for i := 1; i < n; i++ {
				switch i % 7 {
				case 3:
					fmt.Fprintf(&b, "  %%v%d = stablehlo.constant dense<1.0> : tensor<4xf32>\n", i)
				case 5:
					fmt.Fprintf(&b, "  %%v%d = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>\n", i)
				default:
					fmt.Fprintf(&b, "  %%v%d = stablehlo.exponential %%v%d : tensor<4xf32>\n", i, i-1)
				}
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
			for i, op := range block.Ops {
				// what newGraph tells before the classes are in
				if splat := !host[op] && splatConstant(op); splat != (want[i] == clsSplat) {
					t.Errorf("op %d (%s): splatConstant says %v, classify %v", i, op.Name, splat, want[i])
				}
			}
			got := classifyOps(block.Ops, host, lowerable)
			if !slices.Equal(got, want) {
				t.Errorf("classes %v, want %v", got, want)
			}
			if !slices.Contains(want, clsLoop) || !slices.Contains(want, clsOther) || n > 7 && !slices.Contains(want, clsSplat) {
				t.Errorf("want loop, other (and splat) classes among %v", want)
			}
		})
	}
}
