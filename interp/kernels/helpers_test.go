package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func ti(dt tensor.DType, shape []int64, vals ...int64) *tensor.Tensor {
	return tensor.Must(tensor.FromInt64s(dt, shape, vals))
}

func tf(dt tensor.DType, shape []int64, vals ...float64) *tensor.Tensor {
	return tensor.Must(tensor.FromFloat64s(dt, shape, vals))
}

func sh(dims ...int64) []int64 { return dims }

// expect fails unless got equals want exactly (NaN matches NaN).
func expect(t *testing.T, name string, got *tensor.Tensor, err error, want *tensor.Tensor) {
	t.Helper()
	if err != nil {
		t.Errorf("%s: unexpected error %v", name, err)
		return
	}
	if ok, rep := tensor.Close(got, want, tensor.Tolerance{}); !ok {
		t.Errorf("%s: %s", name, rep)
	}
}

// expectErr fails unless err is non-nil.
func expectErr(t *testing.T, name string, err error) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: expected an error", name)
	}
}

func randT(t *testing.T, dt tensor.DType, shape []int64, seed uint64) *tensor.Tensor {
	t.Helper()
	x, err := tensor.Random(dt, shape, seed, tensor.RandomOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func tz(dt tensor.DType, shape []int64) *tensor.Tensor {
	return tensor.Must(tensor.New(dt, shape))
}
