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

// RngBitGenerator is rng_bit_generator with the THREE_FRY (or DEFAULT)
// algorithm for 64-bit output elements: the state [key, counter] (ui64)
// gives element i the block threefry(key, counter + i) as x1<<32 | x0, and
// the new state is [key, counter + n]. This reproduces the
// specification's example. Other output widths and PHILOX are not
// supported.
func RngBitGenerator(state *tensor.Tensor, algorithm string, out tensor.DType, shape []int64) (newState, values *tensor.Tensor, err error) {
	const op = "rng_bit_generator"
	if algorithm != "THREE_FRY" && algorithm != "DEFAULT" {
		return nil, nil, fmt.Errorf("%s: algorithm %s is not supported", op, algorithm)
	}
	if state.DType() != tensor.U64 || state.Rank() != 1 || state.Len() != 2 {
		return nil, nil, fmt.Errorf("%s: THREE_FRY needs a tensor<2xui64> state, got %s", op, state.TypeString())
	}
	if out.Bits() != 64 || out.IsComplex() {
		return nil, nil, fmt.Errorf("%s: only 64-bit output elements are supported, got %s", op, out)
	}
	values, err = tensor.New(out, shape)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %v", op, err)
	}
	key, ctr := state.Uints()[0], state.Uints()[1]
	k0, k1 := uint32(key), uint32(key>>32)
	n := values.Len()
	for i := 0; i < n; i++ {
		c := ctr + uint64(i)
		x0, x1 := threefry2x32(k0, k1, uint32(c), uint32(c>>32))
		values.SetBits(i, uint64(x1)<<32|uint64(x0))
	}
	newState, err = tensor.FromUint64s(tensor.U64, []int64{2}, []uint64{key, ctr + uint64(n)})
	return newState, values, err
}
