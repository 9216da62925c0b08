package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func cx(dt tensor.DType, shape []int64, v ...complex128) *tensor.Tensor {
	return tensor.Must(tensor.FromComplexes(dt, shape, v))
}

var fftTol = tensor.Tolerance{Abs: 1e-9, Rel: 1e-9}

func TestFFTSpec(t *testing.T) {
	got, err := FFT(cx(tensor.C64, sh(4), 1, 0, 0, 0), FFTForward, sh(4))
	expect(t, "fft (spec)", got, err, cx(tensor.C64, sh(4), 1, 1, 1, 1))
	got, err = FFT(cx(tensor.C128, sh(4), 1, 2, 3, 4), FFTForward, sh(4))
	if err != nil {
		t.Fatal(err)
	}
	if ok, rep := tensor.Close(got, cx(tensor.C128, sh(4), 10, complex(-2, 2), -2, complex(-2, -2)), fftTol); !ok {
		t.Error(rep)
	}
	r, err := FFT(tf(f64, sh(4), 1, 2, 3, 4), FFTReal, sh(4))
	if err != nil {
		t.Fatal(err)
	}
	if ok, rep := tensor.Close(r, cx(tensor.C128, sh(3), 10, complex(-2, 2), -2), fftTol); !ok {
		t.Error(rep)
	}
}

// Properties: IFFT inverts FFT, IRFFT inverts RFFT (even and odd lengths),
// and RFFT is FFT of the real input with the last axis truncated.
func TestFFTProperties(t *testing.T) {
	for _, shape := range [][]int64{{2, 3, 4}, {3, 5, 7}, {1, 6}} {
		L := len(shape) - 1
		length := shape[len(shape)-L:]
		x := randT(t, tensor.C128, shape, 1)
		f, err := FFT(x, FFTForward, length)
		if err != nil {
			t.Fatal(err)
		}
		back, err := FFT(f, FFTInverse, length)
		if err != nil {
			t.Fatal(err)
		}
		if ok, rep := tensor.Close(back, x, fftTol); !ok {
			t.Errorf("ifft(fft(x)) %v: %s", shape, rep)
		}
		re := randT(t, f64, shape, 2)
		rf, err := FFT(re, FFTReal, length)
		if err != nil {
			t.Fatal(err)
		}
		asComplex, _ := tensor.Convert(re, tensor.C128)
		full, err := FFT(asComplex, FFTForward, length)
		if err != nil {
			t.Fatal(err)
		}
		limit := append([]int64{}, shape...)
		limit[len(limit)-1] = shape[len(shape)-1]/2 + 1
		trunc, err := Slice(full, make([]int64, len(shape)), limit, []int64{1, 1, 1}[:len(shape)])
		if err != nil {
			t.Fatal(err)
		}
		if ok, rep := tensor.Close(rf, trunc, fftTol); !ok {
			t.Errorf("rfft vs truncated fft %v: %s", shape, rep)
		}
		ir, err := FFT(rf, FFTRealInverse, length)
		if err != nil {
			t.Fatal(err)
		}
		if ok, rep := tensor.Close(ir, re, fftTol); !ok {
			t.Errorf("irfft(rfft(x)) %v: %s", shape, rep)
		}
	}
}

func TestFFTErrors(t *testing.T) {
	c := randT(t, tensor.C64, sh(2, 4), 1)
	cases := map[string]func() error{
		"real operand for FFT": func() error { _, err := FFT(tf(f32, sh(4), 1, 2, 3, 4), FFTForward, sh(4)); return err },
		"length mismatch":      func() error { _, err := FFT(c, FFTForward, sh(8)); return err },
		"too many lengths":     func() error { _, err := FFT(c, FFTForward, sh(1, 2, 4)); return err },
		"no lengths":           func() error { _, err := FFT(c, FFTForward, nil); return err },
		"irfft length":         func() error { _, err := FFT(c, FFTRealInverse, sh(4)); return err },
		"rfft of f16":          func() error { _, err := FFT(tf(tensor.F16, sh(2), 1, 2), FFTReal, sh(2)); return err },
		"bad type":             func() error { _, err := FFT(c, FFTType(9), sh(4)); return err },
	}
	for name, f := range cases {
		expectErr(t, name, f())
	}
	if _, err := ParseFFTType("DFT"); err == nil {
		t.Error("DFT accepted")
	}
	for _, s := range []string{"FFT", "IFFT", "RFFT", "IRFFT"} {
		if _, err := ParseFFTType(s); err != nil {
			t.Error(err)
		}
	}
}
