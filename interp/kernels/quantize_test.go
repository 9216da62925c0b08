package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestUniformQuantize(t *testing.T) {
	i8 := tensor.I8
	perTensor := QuantParams{Storage: i8, StorageMin: -128, StorageMax: 127, Scales: []float64{0.5}, ZeroPoints: []int64{-1}, Axis: -1}
	got, err := UniformQuantize(tf(f32, sh(6), 0, 1, 1.25, 0.75, 100, -100), perTensor)
	// 0/0.5-1 = -1; 2-1 = 1; 2.5-1 = 1.5 -> 2; 1.5-1 = 0.5 -> 0; clamps.
	expect(t, "per-tensor", got, err, ti(i8, sh(6), -1, 1, 2, 0, 127, -128))
	back, err := UniformDequantize(got, perTensor, f32)
	expect(t, "dequantize", back, err, tf(f32, sh(6), 0, 1, 1.5, 0.5, 64, -63.5))

	perAxis := QuantParams{Storage: i8, StorageMin: -10, StorageMax: 10, Scales: []float64{1, 0.1}, ZeroPoints: []int64{0, 5}, Axis: 1}
	got, err = UniformQuantize(tf(f32, sh(2, 2), 3, 0.3, -30, -3), perAxis)
	expect(t, "per-axis with a narrowed storage range", got, err, ti(i8, sh(2, 2), 3, 8, -10, -10))
	back, err = UniformDequantize(ti(i8, sh(1, 2), -128, -128), QuantParams{Storage: i8, StorageMin: -128, StorageMax: 127, Scales: []float64{1, 1}, ZeroPoints: []int64{127, 0}, Axis: 1}, f32)
	expect(t, "storage difference does not wrap", back, err, tf(f32, sh(1, 2), -255, -128))

	_, err = UniformQuantize(tf(f32, sh(2), 1, 2), QuantParams{Storage: i8, StorageMin: -200, StorageMax: 127, Scales: []float64{1}, ZeroPoints: []int64{0}, Axis: -1})
	expectErr(t, "storage range too wide", err)
	_, err = UniformQuantize(tf(f32, sh(2), 1, 2), QuantParams{Storage: i8, StorageMin: -1, StorageMax: 1, Scales: []float64{1, 2}, ZeroPoints: []int64{0, 0}, Axis: -1})
	expectErr(t, "two per-tensor scales", err)
	_, err = UniformQuantize(tf(f32, sh(2), 1, 2), QuantParams{Storage: i8, StorageMin: -1, StorageMax: 1, Scales: []float64{1, 2, 3}, ZeroPoints: []int64{0, 0, 0}, Axis: 0})
	expectErr(t, "per-axis count", err)
	_, err = UniformDequantize(ti(i32, sh(1), 1), perTensor, f32)
	expectErr(t, "wrong storage type", err)
}
