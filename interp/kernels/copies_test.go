package kernels

import (
	"testing"

	"github.com/symopt/symopt/internal/testtool"
	"github.com/symopt/symopt/interp/tensor"
)

// TestNoCopiesOfOperands: a reshape shares its operand's storage, and a
// dot_general whose operands are already in [batch, free, contract] /
// [batch, contract, free] order reads them in place: each allocates
// about its result only, not copies of its operands.
func TestNoCopiesOfOperands(t *testing.T) {
	x := tensor.Must(tensor.New(tensor.F32, []int64{256, 512}))
	var r *tensor.Tensor
	// The bound is far below a copy (512 KiB) but leaves room for what
	// the runtime and concurrently running tests allocate meanwhile.
	if n := testtool.Allocated(func() { r, _ = Reshape(x, []int64{512, 256}) }); n > 64<<10 {
		t.Errorf("reshape of a 512 KiB tensor allocated %d bytes", n)
	}
	if r == nil || r.Len() != x.Len() {
		t.Fatal("reshape failed")
	}
	lhs := tensor.Must(tensor.New(tensor.F32, []int64{128, 512}))
	rhs := tensor.Must(tensor.New(tensor.F32, []int64{512, 128}))
	const result = 128 * 128 * 4
	var d *tensor.Tensor
	n := testtool.Allocated(func() {
		d, _ = DotGeneral(lhs, rhs, DotDims{LhsContract: []int64{1}, RhsContract: []int64{0}}, tensor.Invalid)
	})
	if d == nil {
		t.Fatal("dot_general failed")
	}
	if n > 2*result {
		t.Errorf("dot_general of 256 KiB operands into a 64 KiB result allocated %d bytes", n)
	}
}
