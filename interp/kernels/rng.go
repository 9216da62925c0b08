package kernels

import (
	"fmt"
	"math/bits"

	"github.com/symopt/symopt/interp/tensor"
)

// threefry2x32 is the Threefry-2x32 block function with 20 rounds
// (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3").
func threefry2x32(k0, k1, c0, c1 uint32) (uint32, uint32) {
	rot := [8]int{13, 15, 26, 6, 17, 29, 16, 24}
	ks := [3]uint32{k0, k1, 0x1BD11BDA ^ k0 ^ k1}
	x0, x1 := c0+ks[0], c1+ks[1]
	for i := 0; i < 20; i++ {
		x0 += x1
		x1 = bits.RotateLeft32(x1, rot[i%8])
		x1 ^= x0
		if i%4 == 3 {
			s := uint32(i+1) / 4
			x0 += ks[s%3]
			x1 += ks[(s+1)%3] + s
		}
	}
	return x0, x1
}

// philox4x32 is the Philox-4x32 block function with 10 rounds (same
// paper): counter words c, key words k0, k1.
func philox4x32(k0, k1 uint32, c [4]uint32) [4]uint32 {
	const m0, m1, w0, w1 = 0xD2511F53, 0xCD9E8D57, 0x9E3779B9, 0xBB67AE85
	for i := 0; i < 10; i++ {
		hi0, lo0 := bits.Mul32(m0, c[0])
		hi1, lo1 := bits.Mul32(m1, c[2])
		c = [4]uint32{hi1 ^ c[1] ^ k0, lo1, hi0 ^ c[3] ^ k1, lo0}
		k0 += w0
		k1 += w1
	}
	return c
}

// RngBitGenerator is rng_bit_generator. THREE_FRY (and DEFAULT) takes a
// [key, counter] tensor<2xui64> state; block j is threefry(key, counter +
// j) and yields two 32-bit words x0, x1. PHILOX takes [key, counter] or
// [key, counter_lo, counter_hi] (tensor<2xui64> or tensor<3xui64>); block
// j is philox(key, counter + j) over the 128-bit counter and yields four
// words. A 64-bit element takes two consecutive words as hi<<32 | lo (so
// THREE_FRY reproduces the specification's example); narrower elements
// take the low bits of one word. The new state advances the counter by
// the number of blocks used.
func RngBitGenerator(state *tensor.Tensor, algorithm string, out tensor.DType, shape []int64) (newState, values *tensor.Tensor, err error) {
	const op = "rng_bit_generator"
	philox := false
	switch algorithm {
	case "THREE_FRY", "DEFAULT":
	case "PHILOX":
		philox = true
	default:
		return nil, nil, tensor.Unsupportedf("%s: unsupported algorithm %s", op, algorithm)
	}
	okLen := state.Len() == 2 || (philox && state.Len() == 3)
	if state.DType() != tensor.U64 || state.Rank() != 1 || !okLen {
		want := "tensor<2xui64>"
		if philox {
			want = "tensor<2xui64> or tensor<3xui64>"
		}
		return nil, nil, fmt.Errorf("%s: %s needs a %s state, got %s", op, algorithm, want, state.TypeString())
	}
	if out.IsComplex() || out.Bits() > 64 || out.Bits() == 0 {
		return nil, nil, fmt.Errorf("%s: output elements must be integers or floats of at most 64 bits, got %s", op, out)
	}
	values, err = tensor.New(out, shape)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", op, err)
	}
	st := append([]uint64{}, state.Uints()...)
	w := wordStream{key: st[0], lo: st[1], philox: philox}
	if philox && len(st) == 3 {
		w.hi = st[2]
	}
	wide := out.Bits() > 32
	for i, n := 0, values.Len(); i < n; i++ {
		b := uint64(w.next())
		if wide {
			b |= uint64(w.next()) << 32
		}
		if err := values.SetBits(i, b); err != nil {
			return nil, nil, fmt.Errorf("%s: %w", op, err)
		}
	}
	w.flush()
	st[1] = w.lo
	if len(st) == 3 {
		st[2] = w.hi
	}
	newState, err = tensor.FromUint64s(tensor.U64, []int64{int64(len(st))}, st)
	return newState, values, err
}

// wordStream hands out the 32-bit words of consecutive counter blocks.
type wordStream struct {
	key, lo, hi uint64
	philox      bool
	buf         [4]uint32
	n, used     int // words in buf, words taken from buf
}

func (w *wordStream) next() uint32 {
	if w.used == w.n {
		w.flush()
		k0, k1 := uint32(w.key), uint32(w.key>>32)
		if w.philox {
			w.buf = philox4x32(k0, k1, [4]uint32{uint32(w.lo), uint32(w.lo >> 32), uint32(w.hi), uint32(w.hi >> 32)})
			w.n = 4
		} else {
			w.buf[0], w.buf[1] = threefry2x32(k0, k1, uint32(w.lo), uint32(w.lo>>32))
			w.n = 2
		}
		w.used = 0
	}
	v := w.buf[w.used]
	w.used++
	return v
}

// flush advances the counter past the block in buf, if one was started.
func (w *wordStream) flush() {
	if w.n == 0 {
		return
	}
	w.lo++
	if w.lo == 0 && w.philox {
		w.hi++
	}
	w.n, w.used = 0, 0
}
