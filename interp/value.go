package interp

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// value is what a slot holds: a tensor, a tuple of values or a token. The
// zero value is an empty (freed or never written) slot.
type value struct {
	t     *tensor.Tensor
	tuple []value
	token bool
	isTup bool
}

func tv(t *tensor.Tensor) value { return value{t: t} }

func (v value) empty() bool { return v.t == nil && !v.isTup && !v.token }

// bytes is the storage the value holds, for memory accounting.
func (v value) bytes() int64 {
	switch {
	case v.t != nil:
		return int64(v.t.Len()) * int64(max(1, (v.t.DType().Bits()+7)/8))
	case v.isTup:
		var n int64
		for _, e := range v.tuple {
			n += e.bytes()
		}
		return n
	}
	return 0
}

// tensors unwraps operands that must all be tensors.
func tensors(in []value) ([]*tensor.Tensor, error) {
	out := make([]*tensor.Tensor, len(in))
	for i, v := range in {
		if v.t == nil {
			return nil, fmt.Errorf("operand %d is not a tensor", i)
		}
		out[i] = v.t
	}
	return out, nil
}

func wrapAll(ts ...*tensor.Tensor) []value {
	out := make([]value, len(ts))
	for i, t := range ts {
		out[i] = tv(t)
	}
	return out
}

// scalarInt reads a one-element integer tensor (a dynamic index operand).
func scalarInt(t *tensor.Tensor) (int64, error) {
	if t.Len() != 1 {
		return 0, fmt.Errorf("expected a one-element index, got %s", t.TypeString())
	}
	vs, err := t.AsInt64s()
	if err != nil {
		return 0, err
	}
	return vs[0], nil
}

// passFirst returns the first operand unchanged (copies, casts, annotations).
func passFirst(_ *executor, _ *step, in []value) ([]value, error) {
	if len(in) == 0 {
		return nil, fmt.Errorf("expected an operand")
	}
	return in[:1], nil
}
