package lowering

import (
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
)

// TestCheckMoreElementwise fuses each function of moremath.mlir into one
// kernel and compares it with the interpreter's kernels: float math
// (cbrt, tan, log_plus_one, exponential_minus_one, atan2), is_finite,
// shifts with in-range and out-of-range amounts, popcnt and
// count_leading_zeros.
func TestCheckMoreElementwise(t *testing.T) {
	m := fuseModule(t, "testdata/moremath.mlir")
	bindings := []map[string]int64{{"*": 1}, {"*": 7}, {"*": 300}}
	rep, err := Check(m, CheckOptions{Bindings: bindings, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Unsupported != 0 {
		t.Errorf("%d ops left without a kernel, want 0", rep.Unsupported)
	}
	// arguments with unrelated dynamic sizes split a function into one
	// kernel per size; @finite and @bits have one each, @unsigned three, @unsigned_order, @unsigned_convert and @unsigned_reduce two
	if rep.Kernels != 17 {
		t.Errorf("%d kernels, want 17", rep.Kernels)
	}
	for _, fn := range Funcs(m) {
		p, err := LowerFunc(fn)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range p.Kernels() {
			if err := kernel.Verify(k); err != nil {
				t.Errorf("%s: %v", k.Name, err)
			}
		}
	}
}
