package interp

import (
	"strings"
	"testing"
)

const meanOverReplicas = `module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
    %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %t = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<3xf32>) -> tensor<3xf32>
    %two = stablehlo.constant dense<2.0> : tensor<3xf32>
    %m = stablehlo.divide %s, %two : tensor<3xf32>
    func.return %m : tensor<3xf32>
  }
}
`

// TestMainGrid: --replicas/--partitions and the module's
// mhlo.num_replicas pick the grid; bad counts and memory accounting on a
// grid are usage errors.
func TestMainGrid(t *testing.T) {
	dir := t.TempDir()
	mod := writeFile(t, dir, "dp.mlir", meanOverReplicas)
	code, out, stderr := runMain(t, mod, "--random-inputs", "3")
	if code != ExitOK || !strings.Contains(out, "@main (0, 0) result0:") || !strings.Contains(out, "@main (1, 0) result0:") {
		t.Fatalf("default grid from mhlo.num_replicas: exit %d\n%s%s", code, out, stderr)
	}
	// The mean over replicas of equal inputs is the input, on both
	// sides of a comparison.
	if code, out, stderr := runMain(t, mod, "--random-inputs", "3", "--compare-with", mod); code != ExitOK || !strings.Contains(out, "results match") {
		t.Fatalf("compare on the grid: exit %d\n%s%s", code, out, stderr)
	}
	if code, _, stderr := runMain(t, mod, "--random-inputs", "3", "--replicas", "1"); code != ExitFailure || !strings.Contains(stderr, "outside the 1x1 process grid") {
		t.Errorf("--replicas 1: exit %d, %s", code, stderr)
	}
	for _, args := range [][]string{
		{"--replicas", "-1"},
		{"--replicas", "64", "--partitions", "64"},
		{"--replicas", "2", "--memory-report"},
	} {
		code, _, stderr := runMain(t, append([]string{mod, "--random-inputs", "3"}, args...)...)
		if code != ExitUsage || stderr == "" {
			t.Errorf("%v: exit %d (%q), want %d with a message", args, code, stderr, ExitUsage)
		}
	}
}
