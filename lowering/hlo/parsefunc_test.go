package hlo_test

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/parser"
)

// parseFunc parses src, a module holding one function, and returns the
// function.
func parseFunc(src string) (*ir.Operation, error) {
	f, err := parser.Parse("t.mlir", []byte(src), dialect.NewRegistry(), parser.Options{})
	if err != nil {
		return nil, err
	}
	return f.Module.Regions[0].Blocks[0].Ops[0], nil
}

// funcOps returns the ops of fn's body.
func funcOps(fn *ir.Operation) []*ir.Operation {
	return fn.Regions[0].Blocks[0].Ops
}

// checkCanLower parses src and checks that CanLower of op i of its
// function is want[i].
func checkCanLower(t *testing.T, src string, want []bool) {
	t.Helper()
	fn, err := parseFunc(src)
	if err != nil {
		t.Fatal(err)
	}
	ops := funcOps(fn)
	for i, w := range want {
		if got := hlo.CanLower(ops[i]); got != w {
			t.Errorf("CanLower(%s) #%d = %v, want %v", ops[i].Name, i, got, w)
		}
	}
}
