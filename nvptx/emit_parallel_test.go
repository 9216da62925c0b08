package nvptx_test

import (
	"testing"

	"github.com/llir/llvm/ir"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/nvptx"
)

// TestConcurrentEmitMatchesSequential builds the module of the sample
// kernels and of the examples' kernels with one worker and with several
// and requires the same text: the merge keeps functions, intrinsic
// declarations and globals in sequential order.
func TestConcurrentEmitMatchesSequential(t *testing.T) {
	sets := map[string][]*kernel.Kernel{"samples": allKernels(t)}
	for name, src := range exampleInputs(t) {
		sets[name] = modelKernels(t, name, src)
	}
	for name, ks := range sets {
		t.Run(name, func(t *testing.T) {
			seq, err := nvptx.EmitWith(1, ks...)
			if err != nil {
				t.Fatal(err)
			}
			want := seq.Text(nvptx.Typed)
			for _, workers := range []int{2, 5} {
				par, err := nvptx.EmitWith(workers, ks...)
				if err != nil {
					t.Fatal(err)
				}
				if got := par.Text(nvptx.Typed); got != want {
					t.Errorf("%d workers: text differs from sequential emission at %s", workers, firstDiff(got, want))
				}
				checkCallees(t, par)
			}
		})
	}
}

// TestConcurrentEmitReportsErrorsInOrder gives Emit kernels with bad
// names between good ones and requires the same errors, in kernel order,
// with any number of workers.
func TestConcurrentEmitReportsErrorsInOrder(t *testing.T) {
	ks := allKernels(t)[:6]
	bad := make([]*kernel.Kernel, 0, len(ks)+2)
	for i, k := range ks {
		bad = append(bad, k)
		if i%3 == 1 {
			bad = append(bad, k) // a repeated name
		}
	}
	_, want := nvptx.EmitWith(1, bad...)
	if want == nil {
		t.Fatal("repeated kernel names were accepted")
	}
	for _, workers := range []int{2, 5} {
		if _, got := nvptx.EmitWith(workers, bad...); got == nil || got.Error() != want.Error() {
			t.Errorf("%d workers: error %v, want %v", workers, got, want)
		}
	}
}

// checkCallees requires every call of m to call a function of m.
func checkCallees(t *testing.T, m *nvptx.Module) {
	t.Helper()
	funcs := map[*ir.Func]bool{}
	for _, f := range m.IR.Funcs {
		funcs[f] = true
	}
	for _, f := range m.IR.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if c, ok := in.(*ir.InstCall); ok {
					if callee, ok := c.Callee.(*ir.Func); ok && !funcs[callee] {
						t.Fatalf("%s calls %s, which is not a function of the module", f.Name(), callee.Name())
					}
				}
			}
		}
	}
}
