package shapes_test

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

func parse(t testing.TB, src string) *ir.Operation {
	t.Helper()
	f, err := parser.Parse("in.mlir", []byte(src), dialect.NewRegistry(), parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	return f.Module
}

func print(t testing.TB, m *ir.Operation) string {
	t.Helper()
	var b strings.Builder
	if err := ir.Print(&b, m, ir.PrintOptions{}); err != nil {
		t.Fatalf("print: %v", err)
	}
	return b.String()
}

// funcArgs returns the entry arguments of the first function.
func funcArgs(m *ir.Operation) []*ir.Value {
	var args []*ir.Value
	m.Walk(func(op *ir.Operation) bool {
		if op.Name == "func.func" && args == nil {
			args = op.Regions[0].Blocks[0].Args()
		}
		return args == nil
	})
	return args
}

// resultOf returns result 0 of the n-th op named name.
func resultOf(m *ir.Operation, name string, n int) *ir.Value {
	var v *ir.Value
	m.Walk(func(op *ir.Operation) bool {
		if op.Name == name || op.Name == strings.Replace(name, "stablehlo.", "mhlo.", 1) {
			if n == 0 {
				v = op.Result(0)
				return false
			}
			n--
		}
		return true
	})
	return v
}
