package hlo_test

import (
	"os"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/parser"
)

// fuseFile parses a test input and runs the fuse pass over every function.
func fuseFile(t *testing.T, path string) *ir.Operation {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	reg := dialect.NewRegistry()
	f, err := parser.Parse(path, src, reg, parser.Options{})
	if err == nil {
		err = dialect.Verify(f.Module)
	}
	if err != nil {
		t.Fatal(err)
	}
	cfg := fusion.DefaultConfig()
	cfg.Lowerable = hlo.CanLower
	for _, fn := range lowering.Funcs(f.Module) {
		fusion.FuseBlock(fn, fn.Regions[0].Blocks[0], reg, cfg)
	}
	if err := dialect.Verify(f.Module); err != nil {
		t.Fatalf("verify after fuse: %v", err)
	}
	return f.Module
}

// TestCheckOps runs every kernel of the inputs on random data at several
// bindings against the reference interpreter on the unfused ops: the
// kernel count proves each op got its kernels (an op without one is only
// evaluated and counted as unsupported).
func TestCheckOps(t *testing.T) {
	for _, tc := range []struct {
		file     string
		bindings []map[string]int64
		kernels  int
		seeds    uint64
	}{
		// dims bound alike: the random indices and updates must agree on the
		// number of updates
		// init + update kernel per scatter
		{"scatter_ops.mlir", []map[string]int64{{"*": 1}, {"*": 5}, {"*": 40}}, 14, 3},
		// a row_sort kernel per sort, a loop kernel for the argsort's iota
		{"sort_ops.mlir", []map[string]int64{{"*": 1}, {"*": 5}, {"*": 40}}, 6, 1},
		// a row_fold kernel per reduction, a loop kernel for the argmax's iota
		{"reduce_ops.mlir", []map[string]int64{{"*": 1}, {"*": 5}, {"*": 40}}, 6, 3},
		{"gather_batch.mlir", []map[string]int64{{"*": 1}, {"*": 6}, {"*": 40}}, 4, 3},
	} {
		t.Run(tc.file, func(t *testing.T) {
			m := fuseFile(t, "testdata/"+tc.file)
			for seed := uint64(1); seed <= tc.seeds; seed++ {
				rep, err := lowering.Check(m, lowering.CheckOptions{Bindings: tc.bindings, Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				if rep.Kernels != tc.kernels || rep.Unsupported != 0 {
					t.Errorf("%d kernels and %d ops without one, want %d and 0", rep.Kernels, rep.Unsupported, tc.kernels)
				}
				if want := rep.Kernels * len(tc.bindings); rep.Runs != want {
					t.Errorf("%d kernel runs compared, want %d", rep.Runs, want)
				}
			}
		})
	}
}
