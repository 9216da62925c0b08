package cputime

import (
	"runtime"
	"testing"
)

// TestProcessGrowsWithWork checks that busy work shows up in the CPU time
// where it is measured.
func TestProcessGrowsWithWork(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" || runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no CPU time on this system")
	}
	before := Process()
	x := 0
	for i := range 200_000_000 {
		x ^= i
	}
	if x == 1 {
		t.Log(x) // keep the loop
	}
	if after := Process(); after <= before {
		t.Errorf("CPU time did not grow: %v then %v", before, after)
	}
}
