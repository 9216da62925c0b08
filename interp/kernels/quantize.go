package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// QuantParams describe a uniform quantized element type: integer storage
// in [StorageMin, StorageMax], and one (per-tensor, Axis < 0) or one per
// slice of Axis (per-axis) scale and zero point.
type QuantParams struct {
	Storage                tensor.DType
	StorageMin, StorageMax int64
	Scales                 []float64
	ZeroPoints             []int64
	Axis                   int64
}

// broadcastParam builds the scales or zero points as a tensor of type dt
// with x's shape.
func (q QuantParams) broadcastParam(op string, x *tensor.Tensor, dt tensor.DType, vals []float64) (*tensor.Tensor, error) {
	if q.Axis < 0 {
		if len(vals) != 1 {
			return nil, fmt.Errorf("%s: per-tensor quantization needs one scale and zero point, got %d", op, len(vals))
		}
		return BroadcastInDim(tensor.Must(tensor.FromFloat64s(dt, nil, vals)), x.Shape(), nil)
	}
	if int(q.Axis) >= x.Rank() || int64(len(vals)) != x.Shape()[q.Axis] {
		return nil, fmt.Errorf("%s: %d per-axis parameters for axis %d of %s", op, len(vals), q.Axis, x.TypeString())
	}
	p, err := tensor.FromFloat64s(dt, []int64{int64(len(vals))}, vals)
	if err != nil {
		return nil, err
	}
	return BroadcastInDim(p, x.Shape(), []int64{q.Axis})
}

func (q QuantParams) check(op string) error {
	if !q.Storage.IsInteger() || q.Storage == tensor.Bool {
		return fmt.Errorf("%s: storage type %s is not an integer type", op, q.Storage)
	}
	if len(q.Scales) != len(q.ZeroPoints) {
		return fmt.Errorf("%s: %d scales but %d zero points", op, len(q.Scales), len(q.ZeroPoints))
	}
	lo, hi := tensor.IntRange(q.Storage)
	if q.StorageMin < lo || q.StorageMax > hi || q.StorageMin > q.StorageMax {
		return fmt.Errorf("%s: storage range [%d, %d] does not fit %s", op, q.StorageMin, q.StorageMax, q.Storage)
	}
	return nil
}

func zeroPointsAsFloats(zps []int64) []float64 {
	out := make([]float64, len(zps))
	for i, z := range zps {
		out[i] = float64(z)
	}
	return out
}

// UniformQuantize maps float x to storage integers: x / scale + zero_point
// in x's type, clamped to the storage range, rounded to nearest even.
func UniformQuantize(x *tensor.Tensor, q QuantParams) (*tensor.Tensor, error) {
	const op = "uniform_quantize"
	if err := q.check(op); err != nil {
		return nil, err
	}
	if !x.DType().IsFloat() {
		return nil, fmt.Errorf("%s: operand %s must be floating-point", op, x.TypeString())
	}
	dt := x.DType()
	scales, err := q.broadcastParam(op, x, dt, q.Scales)
	if err != nil {
		return nil, err
	}
	zps, err := q.broadcastParam(op, x, dt, zeroPointsAsFloats(q.ZeroPoints))
	if err != nil {
		return nil, err
	}
	v, err := Binary(Divide, x, scales)
	if err != nil {
		return nil, err
	}
	if v, err = Binary(Add, v, zps); err != nil {
		return nil, err
	}
	lo := tensor.Must(tensor.FromFloat64s(dt, nil, []float64{float64(q.StorageMin)}))
	hi := tensor.Must(tensor.FromFloat64s(dt, nil, []float64{float64(q.StorageMax)}))
	if v, err = Clamp(lo, v, hi); err != nil {
		return nil, err
	}
	if v, err = Unary(RoundNearestEven, v); err != nil {
		return nil, err
	}
	return tensor.Convert(v, q.Storage)
}

// UniformDequantize maps storage integers to floats of type expressed:
// (storage - zero_point) computed exactly in i64, converted, times scale.
func UniformDequantize(s *tensor.Tensor, q QuantParams, expressed tensor.DType) (*tensor.Tensor, error) {
	const op = "uniform_dequantize"
	if err := q.check(op); err != nil {
		return nil, err
	}
	if s.DType() != q.Storage {
		return nil, fmt.Errorf("%s: operand %s does not have storage type %s", op, s.TypeString(), q.Storage)
	}
	if !expressed.IsFloat() {
		return nil, fmt.Errorf("%s: expressed type %s is not floating-point", op, expressed)
	}
	wide, err := tensor.Convert(s, tensor.I64)
	if err != nil {
		return nil, err
	}
	zps, err := q.broadcastParam(op, wide, tensor.I64, zeroPointsAsFloats(q.ZeroPoints))
	if err != nil {
		return nil, err
	}
	diff, err := Binary(Subtract, wide, zps)
	if err != nil {
		return nil, err
	}
	f, err := tensor.Convert(diff, expressed)
	if err != nil {
		return nil, err
	}
	scales, err := q.broadcastParam(op, f, expressed, q.Scales)
	if err != nil {
		return nil, err
	}
	return Binary(Multiply, f, scales)
}
