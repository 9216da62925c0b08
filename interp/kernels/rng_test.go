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
	_, _, err = RngBitGenerator(ti(i64, sh(2), 1, 2), "THREE_FRY", u64, sh(2))
	expectErr(t, "signed state", err)
	_, _, err = RngBitGenerator(state, "MERSENNE", u64, sh(2))
	expectErr(t, "unknown algorithm", err)
	three := tensor.Must(tensor.FromUint64s(u64, sh(3), []uint64{1, 2, 3}))
	_, _, err = RngBitGenerator(three, "THREE_FRY", u64, sh(2))
	expectErr(t, "three-word THREE_FRY state", err)
}

// TestPhiloxKnownAnswers checks the block function against the published
// Philox-4x32-10 known-answer vectors.
func TestPhiloxKnownAnswers(t *testing.T) {
	cases := []struct {
		k0, k1  uint32
		c, want [4]uint32
	}{
		{0, 0, [4]uint32{0, 0, 0, 0}, [4]uint32{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}},
		{0xffffffff, 0xffffffff, [4]uint32{0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff},
			[4]uint32{0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd}},
		{0xa4093822, 0x299f31d0, [4]uint32{0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344},
			[4]uint32{0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}},
	}
	for _, c := range cases {
		if got := philox4x32(c.k0, c.k1, c.c); got != c.want {
			t.Errorf("philox4x32(%#x, %#x, %x) = %x, want %x", c.k0, c.k1, c.c, got, c.want)
		}
	}
}

// TestRngBitGeneratorWidths checks how words become elements and how far
// the counter advances for each algorithm and element width.
func TestRngBitGeneratorWidths(t *testing.T) {
	u64 := tensor.U64
	cases := []struct {
		alg     string
		state   []uint64
		out     tensor.DType
		n       int64
		next    []uint64
		words   func(k0, k1 uint32, lo, hi uint64) []uint32 // words of one block
		perElem int
	}{
		{"THREE_FRY", []uint64{7, 10}, tensor.U32, 5, []uint64{7, 13}, tfWords, 1},
		{"DEFAULT", []uint64{7, 10}, tensor.I8, 4, []uint64{7, 12}, tfWords, 1},
		{"PHILOX", []uint64{7, 10}, tensor.U32, 5, []uint64{7, 12}, phWords, 1},
		{"PHILOX", []uint64{7, 10}, u64, 3, []uint64{7, 12}, phWords, 2},
		{"PHILOX", []uint64{7, ^uint64(0), 4}, tensor.F32, 4, []uint64{7, 0, 5}, phWords, 1},
	}
	for _, c := range cases {
		state := tensor.Must(tensor.FromUint64s(u64, sh(int64(len(c.state))), c.state))
		next, vals, err := RngBitGenerator(state, c.alg, c.out, sh(c.n))
		if err != nil {
			t.Errorf("%s %s: %v", c.alg, c.out, err)
			continue
		}
		expect(t, c.alg+" next state", next, nil, tensor.Must(tensor.FromUint64s(u64, sh(int64(len(c.next))), c.next)))
		var words []uint32
		for b := uint64(0); len(words) < int(c.n)*c.perElem; b++ {
			lo, hi := c.state[1]+b, uint64(0)
			if len(c.state) == 3 {
				hi = c.state[2]
				if lo < c.state[1] {
					hi++
				}
			}
			words = append(words, c.words(uint32(c.state[0]), uint32(c.state[0]>>32), lo, hi)...)
		}
		mask := ^uint64(0) >> uint(64-c.out.Bits())
		for i := 0; i < int(c.n); i++ {
			want := uint64(words[i*c.perElem])
			if c.perElem == 2 {
				want |= uint64(words[2*i+1]) << 32
			}
			if got := vals.BitsAt(i) & mask; got != want&mask {
				t.Errorf("%s %s element %d = %#x, want %#x", c.alg, c.out, i, got, want&mask)
			}
		}
	}
}

func tfWords(k0, k1 uint32, lo, _ uint64) []uint32 {
	a, b := threefry2x32(k0, k1, uint32(lo), uint32(lo>>32))
	return []uint32{a, b}
}

func phWords(k0, k1 uint32, lo, hi uint64) []uint32 {
	w := philox4x32(k0, k1, [4]uint32{uint32(lo), uint32(lo >> 32), uint32(hi), uint32(hi >> 32)})
	return w[:]
}
