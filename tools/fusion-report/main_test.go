package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestRematReport runs the report on the lit test's train step with
// --remat and --run-plan: remat's steps are counted, and the plan runs
// against the interpreter with no limit and with every evict firing.
func TestRematReport(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"remat", []string{"--remat", "--run-plan", "0,1", "../../test/lowering/remat.mlir"}, 0, []string{
			"remat: 1 evict steps, 1 regenerate steps; the recomputes launch 1 kernels + 1 library calls",
			"dynamic buffers (no slot): ",
			"run @train_step limit=0: 0 evictions, 0 recomputes, 1 kept;",
			"run @train_step limit=1: 1 evictions, 1 recomputes, 0 kept;",
		}},
		{"no remat", []string{"--run-plan", "0", "../../test/lowering/remat.mlir"}, 0, []string{
			"static slots: ",
			"run @train_step limit=0: 0 evictions, 0 recomputes, 0 kept;",
		}},
		{"bad limit", []string{"--run-plan", "0,x", "../../test/lowering/remat.mlir"}, 2, []string{"bad --run-plan limit \"x\""}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errs bytes.Buffer
			if code := run(tc.args, &out, &errs); code != tc.code {
				t.Fatalf("exit %d, want %d: %s", code, tc.code, errs.String())
			}
			all := out.String() + errs.String()
			for _, w := range tc.want {
				if !strings.Contains(all, w) {
					t.Errorf("output lacks %q:\n%s", w, all)
				}
			}
			if strings.Contains(tc.name, "no remat") && strings.Contains(all, "remat:") {
				t.Errorf("a report without remat ops counts remat steps:\n%s", all)
			}
		})
	}
}
