package kernels

import (
	"fmt"
	"math/rand/v2"

	"github.com/symopt/symopt/interp/tensor"
)

// Rng is stablehlo.rng: UNIFORM draws from [a, b) (integers and floats),
// NORMAL from a normal distribution with mean a and standard deviation b
// (floats only). a and b are scalars of the output type. The values are
// implementation-defined: they come from a PCG generator seeded with seed,
// so one seed always gives the same tensor.
func Rng(distribution string, a, b *tensor.Tensor, out tensor.DType, shape []int64, seed uint64) (*tensor.Tensor, error) {
	const op = "rng"
	if a.Len() != 1 || b.Len() != 1 {
		return nil, fmt.Errorf("%s: bounds must be scalars, got %s and %s", op, a.TypeString(), b.TypeString())
	}
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return nil, fmt.Errorf("%s: negative dimension %d in shape %v", op, d, shape)
		}
		n *= d
	}
	src := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	switch {
	case distribution == "UNIFORM" && out.IsInteger():
		lo, hi := a.Int64At(0), b.Int64At(0)
		if hi <= lo {
			return nil, fmt.Errorf("%s: UNIFORM needs a < b, got %d and %d", op, lo, hi)
		}
		vals := make([]int64, n)
		span := uint64(hi - lo)
		for i := range vals {
			vals[i] = lo + int64(src.Uint64N(span))
		}
		return tensor.FromInt64s(out, shape, vals)
	case distribution == "UNIFORM" && out.IsFloat():
		lo, hi := a.Float64At(0), b.Float64At(0)
		if !(hi > lo) {
			return nil, fmt.Errorf("%s: UNIFORM needs a < b, got %g and %g", op, lo, hi)
		}
		vals := make([]float64, n)
		for i := range vals {
			vals[i] = lo + (hi-lo)*src.Float64()
			if vals[i] >= hi { // rounding can reach hi
				vals[i] = lo
			}
		}
		return rounded(out, shape, vals, lo, hi)
	case distribution == "NORMAL" && out.IsFloat():
		mu, sigma := a.Float64At(0), b.Float64At(0)
		vals := make([]float64, n)
		for i := range vals {
			vals[i] = mu + sigma*src.NormFloat64()
		}
		return tensor.FromFloat64s(out, shape, vals)
	case distribution == "UNIFORM" || distribution == "NORMAL":
		return nil, fmt.Errorf("%s: %s does not produce %s", op, distribution, out)
	}
	return nil, fmt.Errorf("%s: unknown distribution %q", op, distribution)
}

// rounded converts vals to out, pulling any value that rounding in a
// narrow float type moved onto hi back to lo, so results stay in [lo, hi).
func rounded(out tensor.DType, shape []int64, vals []float64, lo, hi float64) (*tensor.Tensor, error) {
	t, err := tensor.FromFloat64s(out, shape, vals)
	if err != nil || out == tensor.F64 {
		return t, err
	}
	for i := range vals {
		if t.Float64At(i) >= hi {
			vals[i] = lo
		}
	}
	return tensor.FromFloat64s(out, shape, vals)
}
