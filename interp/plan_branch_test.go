package interp

import (
	"fmt"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// branchProgram is a function whose %a (4096 bytes) is read inside both
// branches of an scf.if, each computing two 4096-byte values in a row;
// after appends ops after the if (reading %a or not).
func branchProgram(after string) string {
	return fmt.Sprintf(`func.func @f(%%x: tensor<1024xf32>, %%c: i1) -> tensor<1024xf32> {
  %%a = stablehlo.add %%x, %%x : tensor<1024xf32>
  %%r = scf.if %%c -> (tensor<1024xf32>) {
    %%b = stablehlo.negate %%a : tensor<1024xf32>
    %%d = stablehlo.negate %%b : tensor<1024xf32>
    scf.yield %%d : tensor<1024xf32>
  } else {
    %%k = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %%k2 = stablehlo.add %%k, %%k : tensor<1024xf32>
    scf.yield %%k2 : tensor<1024xf32>
  }
%s}`, after)
}

// TestBranchTakesCapturedValues: a value read inside an scf.if and not
// after it is freed inside the branch that runs (after its last read, or
// on entry to a branch that does not read it, as the condition is); one
// read after the if lives until its last read there. Peaks in bytes (4096 a tensor, 1 the
// condition).
func TestBranchTakesCapturedValues(t *testing.T) {
	const n = 4096
	passed := branchProgram("  func.return %r : tensor<1024xf32>\n")
	kept := branchProgram("  %s = stablehlo.add %r, %a : tensor<1024xf32>\n  func.return %s : tensor<1024xf32>\n")
	tests := []struct {
		name string
		src  string
		cond bool
		peak int64
	}{
		// x, a, c at %a; inside: a freed after %b, then b, d
		{"passed/then", passed, true, 2*n + 1},
		// a freed on entry to the else branch
		{"passed/else", passed, false, 2*n + 1},
		// a, b and d live together (c freed once the branch is chosen)
		{"kept/then", kept, true, 3 * n},
		{"kept/else", kept, false, 3 * n},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := parseFile(t, tc.name+".mlir", []byte(tc.src))
			obs := &liveBytes{sizes: map[*ir.Value]int64{}}
			x := tensor.Must(tensor.Random(tensor.F32, []int64{1024}, 1, tensor.RandomOptions{}))
			var cv int64
			if tc.cond {
				cv = 1
			}
			c := tensor.Must(tensor.FromInt64s(tensor.Bool, []int64{}, []int64{cv}))
			if _, err := New(f.Module, Options{Observer: obs}).Call("f", []*tensor.Tensor{x, c}); err != nil {
				t.Fatal(err)
			}
			if obs.doubleFree {
				t.Error("a value was freed twice or without an allocation")
			}
			if obs.peak != tc.peak {
				t.Errorf("peak %d bytes, want %d", obs.peak, tc.peak)
			}
		})
	}
}
