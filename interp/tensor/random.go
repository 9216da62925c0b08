package tensor

import (
	"math"
	"math/rand/v2"
)

// RandomOptions bounds generated values. Zero values select the defaults:
// floats (and both parts of complex numbers) uniform in [-2, 2), signed
// integers uniform in [-8, 8], unsigned integers in [0, 15], i1 0 or 1.
type RandomOptions struct {
	FloatLo, FloatHi float64
	IntLo, IntHi     int64
}

// Random fills a new tensor of dt and shape with values from a generator
// seeded by seed; the same seed always gives the same tensor.
func Random(dt DType, shape []int64, seed uint64, opt RandomOptions) (*Tensor, error) {
	t, err := New(dt, shape)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	flo, fhi := opt.FloatLo, opt.FloatHi
	if flo == 0 && fhi == 0 {
		flo, fhi = -2, 2
	}
	ilo, ihi := opt.IntLo, opt.IntHi
	if ilo == 0 && ihi == 0 {
		ilo, ihi = -8, 8
		if dt.IsUnsigned() {
			ilo, ihi = 0, 15
		}
	}
	if dt == Bool {
		ilo, ihi = 0, 1
	}
	if tlo, thi := IntRange(dt); dt.IsInteger() {
		ilo, ihi = max(ilo, tlo), min(ihi, thi)
	}
	uniform := func() float64 { return flo + (fhi-flo)*rng.Float64() }
	integer := func() int64 {
		if ihi < ilo {
			return ilo
		}
		span := uint64(ihi - ilo)
		if span == math.MaxUint64 {
			return int64(rng.Uint64())
		}
		return ilo + int64(rng.Uint64N(span+1))
	}
	switch s := t.data.(type) {
	case []int64:
		for i := range s {
			s[i] = integer()
		}
	case []uint64:
		for i := range s {
			s[i] = uint64(integer())
		}
	case []float32:
		for i := range s {
			s[i] = float32(RoundFloat(dt, uniform()))
		}
	case []float64:
		for i := range s {
			s[i] = uniform()
		}
	case []complex128:
		for i := range s {
			s[i] = RoundComplex(dt, complex(uniform(), uniform()))
		}
	}
	return t, nil
}
