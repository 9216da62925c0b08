package pipeline

import (
	"sync/atomic"
	"testing"

	"github.com/symopt/symopt/ir"
)

// TestRunValue checks that the passes of one Manager.Run share a value
// made once (also from parallel nested runs), that the next run makes a
// new one, and that a Context built by hand gets a fresh value each call.
func TestRunValue(t *testing.T) {
	type counter struct{ n atomic.Int64 }
	key := new(int)
	var made atomic.Int64
	get := func(ctx *Context) *counter {
		return ctx.RunValue(key, func() any { made.Add(1); return &counter{} }).(*counter)
	}
	var seen []*counter
	r := NewRegistry()
	for _, name := range []string{"count-a", "count-b"} {
		if err := r.Register(PassDef{Name: name, Summary: "counts its runs in the run's shared value", Anchor: "func.func", Parallel: true,
			New: func(Options) (Pass, error) {
				return PassFunc(func(ctx *Context, op *ir.Operation) error {
					get(ctx).n.Add(1)
					return nil
				}), nil
			}}); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Register(PassDef{Name: "report", Summary: "records the run's shared value", Anchor: "builtin.module",
		New: func(Options) (Pass, error) {
			return PassFunc(func(ctx *Context, op *ir.Operation) error {
				seen = append(seen, get(ctx))
				return nil
			}), nil
		}}); err != nil {
		t.Fatal(err)
	}
	p, err := r.Parse("builtin.module(func.func(count-a,count-b),report)")
	if err != nil {
		t.Fatal(err)
	}
	for run := range 2 {
		if err := NewManager(p, Config{Threads: 2}).Run(testModule("f", "g", "h")); err != nil {
			t.Fatal(err)
		}
		if got := made.Load(); got != int64(run+1) {
			t.Fatalf("after run %d: %d values made, want %d", run, got, run+1)
		}
		if got := seen[run].n.Load(); got != 6 {
			t.Errorf("run %d: the shared value counted %d pass runs, want 6 (2 passes x 3 functions)", run, got)
		}
	}
	if seen[0] == seen[1] {
		t.Errorf("the second run reused the first run's value")
	}
	ctx := &Context{}
	if get(ctx) == get(ctx) {
		t.Errorf("a Context without a manager shares values between calls")
	}
}
