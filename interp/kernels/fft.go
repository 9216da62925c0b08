package kernels

import (
	"fmt"
	"math"

	"github.com/symopt/symopt/interp/tensor"
)

// FFTType is fft's fft_type.
type FFTType uint8

// FFT types.
const (
	FFTForward     FFTType = iota // FFT: complex to complex
	FFTInverse                    // IFFT: complex to complex, scaled by 1/n
	FFTReal                       // RFFT: real to complex, last axis halved
	FFTRealInverse                // IRFFT: complex to real
)

// ParseFFTType reads "FFT", "IFFT", "RFFT" or "IRFFT".
func ParseFFTType(s string) (FFTType, error) {
	switch s {
	case "FFT":
		return FFTForward, nil
	case "IFFT":
		return FFTInverse, nil
	case "RFFT":
		return FFTReal, nil
	case "IRFFT":
		return FFTRealInverse, nil
	}
	return 0, fmt.Errorf("unknown fft_type %q", s)
}

// FFT computes stablehlo.fft over the trailing len(length) axes (1 to 3).
// Transforms are evaluated as direct sums in complex128 and rounded once to
// the result type.
func FFT(x *tensor.Tensor, typ FFTType, length []int64) (*tensor.Tensor, error) {
	const op = "fft"
	L := len(length)
	r := x.Rank()
	if L < 1 || L > 3 || L > r {
		return nil, fmt.Errorf("%s: %d fft lengths for operand %s", op, L, x.TypeString())
	}
	dt := x.DType()
	shape := append([]int64{}, x.Shape()...)
	trailing := func(want []int64) error {
		for i, n := range want {
			if shape[r-L+i] != n {
				return fmt.Errorf("%s: trailing dimensions of %s must be %v", op, x.TypeString(), want)
			}
		}
		return nil
	}
	var out tensor.DType
	switch typ {
	case FFTForward, FFTInverse, FFTRealInverse:
		if !dt.IsComplex() {
			return nil, fmt.Errorf("%s: operand %s must be complex", op, x.TypeString())
		}
		out = dt
		if typ == FFTRealInverse {
			out = dt.ComplexPart()
			want := append([]int64{}, length...)
			if n := want[L-1]; n > 0 {
				want[L-1] = n/2 + 1
			}
			if err := trailing(want); err != nil {
				return nil, err
			}
		} else if err := trailing(length); err != nil {
			return nil, err
		}
	case FFTReal:
		var err error
		if out, err = tensor.ComplexOf(dt); err != nil {
			return nil, fmt.Errorf("%s: %w", op, err)
		}
		if err := trailing(length); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("%s: invalid fft_type %d", op, typ)
	}
	c, err := tensor.Convert(x, tensor.C128)
	if err != nil {
		return nil, err
	}
	data := c.Complexes()
	switch typ {
	case FFTForward:
		for a := r - 1; a >= r-L; a-- {
			dftAxis(data, shape, a, false)
		}
	case FFTInverse:
		for a := r - L; a < r; a++ {
			dftAxis(data, shape, a, true)
		}
	case FFTReal:
		dftAxis(data, shape, r-1, false)
		if n := shape[r-1]; n > 0 {
			data = truncateLast(data, shape, n/2+1)
			shape[r-1] = n/2 + 1
		}
		for a := r - 2; a >= r-L; a-- {
			dftAxis(data, shape, a, false)
		}
	case FFTRealInverse:
		for a := r - L; a < r-1; a++ {
			dftAxis(data, shape, a, true)
		}
		n := length[L-1]
		data = irfftLast(data, shape, n)
		shape[r-1] = n
	}
	res, err := tensor.FromComplexes(tensor.C128, shape, data)
	if err != nil {
		return nil, err
	}
	return tensor.Convert(res, out)
}

// dftAxis replaces every line along axis with its discrete Fourier
// transform (inverse: conjugate exponent and 1/n scaling).
func dftAxis(data []complex128, shape []int64, axis int, inverse bool) {
	n := int(shape[axis])
	if n == 0 || len(data) == 0 {
		return
	}
	tw := twiddles(n, inverse)
	step := int(tensor.Strides(shape)[axis])
	lineShape := append([]int64{}, shape...)
	lineShape[axis] = 1
	starts := affineIndex(lineShape, tensor.Strides(shape), 0)
	parallelFor(len(starts), len(starts)*n*n, func(lo, hi int) {
		in := make([]complex128, n)
		for _, s := range starts[lo:hi] {
			for j := range in {
				in[j] = data[s+j*step]
			}
			for k := 0; k < n; k++ {
				var sum complex128
				for j, v := range in {
					sum += v * tw[(j*k)%n]
				}
				if inverse {
					sum /= complex(float64(n), 0)
				}
				data[s+k*step] = sum
			}
		}
	})
}

// twiddles are e^(∓2πik/n) for k in [0, n).
func twiddles(n int, inverse bool) []complex128 {
	sign := -1.0
	if inverse {
		sign = 1
	}
	tw := make([]complex128, n)
	for k := range tw {
		s, c := math.Sincos(2 * math.Pi * float64(k) / float64(n))
		tw[k] = complex(c, sign*s)
	}
	return tw
}

// truncateLast keeps the first m elements of the last axis.
func truncateLast(data []complex128, shape []int64, m int64) []complex128 {
	n := shape[len(shape)-1]
	out := make([]complex128, 0, int64(len(data))/n*m)
	for i := int64(0); i < int64(len(data)); i += n {
		out = append(out, data[i:i+m]...)
	}
	return out
}

// irfftLast turns each last-axis line of n/2+1 Hermitian coefficients into
// n real samples (stored as complex numbers with zero imaginary parts).
func irfftLast(data []complex128, shape []int64, n int64) []complex128 {
	m := shape[len(shape)-1]
	if m == 0 {
		return make([]complex128, 0)
	}
	lines := int64(len(data)) / m
	out := make([]complex128, lines*n)
	full := make([]complex128, n)
	tw := twiddles(int(n), true)
	for l := int64(0); l < lines; l++ {
		in := data[l*m : (l+1)*m]
		for k := int64(0); k < n; k++ {
			if k < m {
				full[k] = in[k]
			} else {
				c := in[n-k]
				full[k] = complex(real(c), -imag(c))
			}
		}
		for j := int64(0); j < n; j++ {
			var sum float64
			for k, v := range full {
				sum += real(v * tw[(j*int64(k))%n])
			}
			out[l*n+j] = complex(sum/float64(n), 0)
		}
	}
	return out
}
