package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestRngBitGeneratorSpec(t *testing.T) {
	u64 := tensor.U64
	state := tensor.Must(tensor.FromUint64s(u64, sh(2), []uint64{1, 2}))
	next, out, err := RngBitGenerator(state, "THREE_FRY", u64, sh(2, 2))
	expect(t, "output state (spec)", next, err, tensor.Must(tensor.FromUint64s(u64, sh(2), []uint64{1, 6})))
	expect(t, "output (spec)", out, err, tensor.Must(tensor.FromUint64s(u64, sh(2, 2), []uint64{
		9236835810183407956, 16087790271692313299, 18212823393184779219, 2658481902456610144})))
	if a, b := threefry2x32(0, 0, 0, 0); a != 0x6b200159 || b != 0x99ba4efe {
		t.Errorf("threefry2x32 known answer: %#x %#x", a, b)
	}
	_, _, err = RngBitGenerator(state, "PHILOX", u64, sh(2))
	expectErr(t, "philox", err)
	_, _, err = RngBitGenerator(state, "THREE_FRY", tensor.U32, sh(2))
	expectErr(t, "32-bit output", err)
	_, _, err = RngBitGenerator(ti(i64, sh(2), 1, 2), "THREE_FRY", u64, sh(2))
	expectErr(t, "signed state", err)
}
