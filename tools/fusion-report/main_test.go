package main

import (
	"bytes"
	"regexp"
	"strconv"
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

// TestRunPlanPeaks reads the plan's and the interpreter's peaks from
// --run-plan's lines on the lit test's train step: the eviction lowers
// both, and the fused plan peaks below the op-by-op accounting.
func TestRunPlanPeaks(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"--remat", "--run-plan", "0,1", "../../test/lowering/remat.mlir"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	re := regexp.MustCompile(`run @train_step limit=(\d+): (\d+) evictions.*; peak (\d+) bytes .*; interpreter peak (\d+) bytes, (\d+) evictions;`)
	type peaks struct{ evictions, plan, interp, interpEvictions int64 }
	got := map[int64]peaks{}
	for _, m := range re.FindAllStringSubmatch(out.String(), -1) {
		var n [5]int64
		for i := range n {
			n[i], _ = strconv.ParseInt(m[i+1], 10, 64)
		}
		got[n[0]] = peaks{n[1], n[2], n[3], n[4]}
	}
	free, all := got[0], got[1]
	if len(got) != 2 || free.plan == 0 || all.plan == 0 {
		t.Fatalf("want a run line at limits 0 and 1, got %v:\n%s", got, out.String())
	}
	if all.evictions == 0 || all.evictions != all.interpEvictions || free.evictions != 0 {
		t.Errorf("evictions: %d and %d at 1 byte (plan, interpreter), %d with no limit; want the same, some, and none", all.evictions, all.interpEvictions, free.evictions)
	}
	if all.plan >= free.plan || all.interp >= free.interp {
		t.Errorf("peaks %d (interpreter %d) at 1 byte, %d (%d) with no limit: want lower", all.plan, all.interp, free.plan, free.interp)
	}
	for limit, p := range got {
		if p.plan > p.interp {
			t.Errorf("limit %d: the fused plan peaks at %d, above the interpreter's %d", limit, p.plan, p.interp)
		}
	}
}
