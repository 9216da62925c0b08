package parser_test

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// A large dense literal is read straight into the attribute's packed
// storage: parsing allocates about the size of that storage, not a record
// per element.
func TestDenseLiteralAllocation(t *testing.T) {
	const n = 200000
	for _, tc := range []struct {
		ty   string
		elem func(i int) string
		nest bool
	}{
		{"f32", func(i int) string { return fmt.Sprintf("%.6e", float64(i)*0.37-1234.5) }, false},
		{"i32", func(i int) string { return fmt.Sprint(i*7919%2000 - 1000) }, false},
		{"f32", func(i int) string { return fmt.Sprintf("%.4f", float64(i)/3) }, true},
	} {
		var b strings.Builder
		b.WriteString("func.func @f() -> tensor<" + shapeOf(n, tc.nest) + tc.ty + "> {\n  %0 = stablehlo.constant dense<")
		writeList(&b, n, tc.nest, tc.elem)
		b.WriteString("> : tensor<" + shapeOf(n, tc.nest) + tc.ty + ">\n  return %0 : tensor<" + shapeOf(n, tc.nest) + tc.ty + ">\n}\n")
		src := []byte(b.String())
		reg := dialect.NewRegistry()
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		f, err := parser.Parse("big.mlir", src, reg, parser.Options{})
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Fatal(err)
		}
		d := f.Module.Regions[0].Blocks[0].Ops[0].Regions[0].Blocks[0].Ops[0].Attr("value").(*ir.DenseElementsAttr)
		if d.Len() != n {
			t.Fatalf("%s: %d elements, want %d", tc.ty, d.Len(), n)
		}
		got := after.TotalAlloc - before.TotalAlloc
		storage := uint64(8 * n)
		if limit := 2*storage + 1<<20; got > limit {
			t.Errorf("%s nested=%v: parsing %d elements allocated %d bytes, over %d (storage %d)", tc.ty, tc.nest, n, got, limit, storage)
		}
	}
}

func shapeOf(n int, nest bool) string {
	if nest {
		return fmt.Sprintf("%dx1000x", n/1000)
	}
	return fmt.Sprintf("%dx", n)
}

func writeList(b *strings.Builder, n int, nest bool, elem func(int) string) {
	b.WriteByte('[')
	for i := 0; i < n; i++ {
		switch {
		case nest && i%1000 == 0 && i > 0:
			b.WriteString("], [")
		case nest && i == 0:
			b.WriteByte('[')
		case i > 0:
			b.WriteString(", ")
		}
		b.WriteString(elem(i))
	}
	if nest {
		b.WriteByte(']')
	}
	b.WriteByte(']')
}
