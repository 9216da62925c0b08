package interp

import (
	"errors"
	"strings"
	"testing"
	"time"
)

const endlessWhile = `func.func @main() -> tensor<i32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.while(%i = %c) : tensor<i32>
    cond {
      %t = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %t : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %j : tensor<i32>
    }
  return %0 : tensor<i32>
}
`

// TestEndlessLoopStops: an endless while stops at --max-steps or at
// --timeout with a message placed at the loop, exit 1.
func TestEndlessLoopStops(t *testing.T) {
	mod := writeFile(t, t.TempDir(), "m.mlir", endlessWhile)
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"steps", []string{mod, "--max-steps", "1000"}, "m.mlir:3:8: stablehlo.while: run stopped after 1000 steps (the step limit; raise it with --max-steps), in this loop"},
		{"timeout", []string{mod, "--max-steps", "0", "--timeout", "200ms"}, "m.mlir:3:8: stablehlo.while: run stopped: timed out (--timeout)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			code, _, stderr := runMain(t, tc.args...)
			if code != ExitFailure || !strings.Contains(stderr, tc.want) {
				t.Errorf("exit %d, stderr:\n%s\nwant %q", code, stderr, tc.want)
			}
			if d := time.Since(start); d > time.Minute {
				t.Errorf("took %v", d)
			}
		})
	}
}

// TestBadLimitFlags: negative bounds are usage errors.
func TestBadLimitFlags(t *testing.T) {
	mod := writeFile(t, t.TempDir(), "m.mlir", endlessWhile)
	for _, args := range [][]string{{mod, "--max-steps", "-1"}, {mod, "--timeout", "-1s"}} {
		code, _, stderr := runMain(t, args...)
		if code != ExitUsage || !strings.Contains(stderr, "bad --") {
			t.Errorf("%v: exit %d, stderr %q", args, code, stderr)
		}
	}
}

// TestMaxStepsCountsFunctionLevelOps: per-element bodies do not count, so
// a reduce over many elements runs under a small step limit.
func TestMaxStepsCountsFunctionLevelOps(t *testing.T) {
	f := parseFile(t, "m.mlir", []byte(`func.func @main() -> tensor<f32> {
  %x = stablehlo.iota dim = 0 : tensor<10000xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<10000xf32>, tensor<f32>) -> tensor<f32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }
  return %r : tensor<f32>
}`))
	in := New(f.Module, Options{MaxSteps: 10})
	if _, err := in.Call("main", nil); err != nil {
		t.Fatalf("a 4-op function stopped under a 10-step limit: %v", err)
	}
	in = New(f.Module, Options{MaxSteps: 2})
	if _, err := in.Call("main", nil); !errors.Is(err, ErrBudget) {
		t.Errorf("4 ops under a 2-step limit: %v", err)
	}
}
