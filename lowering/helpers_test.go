package lowering

import (
	"os"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms/shapes"
)

// parseFile parses and verifies a test input.
func parseFile(t *testing.T, path string) (*ir.Operation, *ir.Registry) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return parseText(t, path, src)
}

// parseText parses and verifies src; name is the file name positions
// carry.
func parseText(t *testing.T, name string, src []byte) (*ir.Operation, *ir.Registry) {
	t.Helper()
	reg := dialect.NewRegistry()
	f, err := parser.Parse(name, src, reg, parser.Options{})
	if err != nil {
		t.Fatalf("parse %s: %v", name, err)
	}
	if err := dialect.Verify(f.Module); err != nil {
		t.Fatalf("verify %s: %v", name, err)
	}
	return f.Module, reg
}

// fuseModule runs the fuse pass over every function of a test input.
func fuseModule(t *testing.T, path string) *ir.Operation {
	t.Helper()
	m, reg := parseFile(t, path)
	fuseAll(t, m, reg)
	return m
}

// fuseAll runs the fuse pass over every function of m, as the default
// lowering pipeline does without symbolic-shapes, and verifies the result.
func fuseAll(t *testing.T, m *ir.Operation, reg *ir.Registry) {
	t.Helper()
	cfg := fusion.DefaultConfig()
	cfg.Lowerable = hlo.CanLower
	for _, fn := range Funcs(m) {
		fusion.FuseFunc(fn, reg, cfg)
	}
	if err := dialect.Verify(m); err != nil {
		t.Fatalf("verify after fuse: %v", err)
	}
}

// symbolicModule runs symbolic-shapes and then fuse over a test input,
// as the default lowering pipeline does.
func symbolicModule(t *testing.T, path string) *ir.Operation {
	t.Helper()
	m, reg := parseFile(t, path)
	passes := pipeline.NewRegistry()
	if err := shapes.Register(passes); err != nil {
		t.Fatal(err)
	}
	if err := fusion.Register(passes, fusion.PassConfig{Lowerable: hlo.CanLower}); err != nil {
		t.Fatal(err)
	}
	pl, err := passes.Parse("builtin.module(symbolic-shapes,func.func(fuse))")
	if err != nil {
		t.Fatal(err)
	}
	mgr := pipeline.NewManager(pl, pipeline.Config{Verify: dialect.Verify, VerifyEach: true, Ops: reg})
	if err := mgr.Run(m); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return m
}
