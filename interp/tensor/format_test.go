package tensor

import "testing"

func TestString(t *testing.T) {
	tests := []struct {
		t    *Tensor
		want string
	}{
		{Must(FromInt64s(I32, []int64{2, 2}, []int64{1, 2, 3, 4})), "tensor<2x2xi32> [[1, 2], [3, 4]]"},
		{Must(FromFloat64s(F32, nil, []float64{0.5})), "tensor<f32> 0.5"},
		{Must(FromInt64s(Bool, []int64{2}, []int64{1, 0})), "tensor<2xi1> [true, false]"},
		{Must(New(F16, []int64{2, 0})), "tensor<2x0xf16> [[], []]"},
		{Must(FromComplexes(C64, []int64{1}, []complex128{complex(1, -2)})), "tensor<1xcomplex<f32>> [(1-2i)]"},
	}
	for _, tc := range tests {
		if got := tc.t.String(); got != tc.want {
			t.Errorf("String() = %q, want %q", got, tc.want)
		}
	}
}
