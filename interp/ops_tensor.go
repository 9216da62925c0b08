package interp

import (
	"fmt"

	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// shapeHandlers serve the tensor and shape dialect ops that build and read
// shapes. Shapes are rank-1 i64 tensors; witnesses are tokens.
func shapeHandlers() map[string]handler {
	witness := func(*executor, *step, []value) ([]value, error) { return []value{{token: true}}, nil }
	identity := passFirst
	return map[string]handler{
		"tensor.dim": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 2); err != nil {
				return nil, err
			}
			d, err := scalarInt(ts[1])
			if err != nil {
				return nil, err
			}
			if d < 0 || int(d) >= ts[0].Rank() {
				return nil, fmt.Errorf("dimension %d out of range for %s", d, ts[0].TypeString())
			}
			return tensor.FromInt64s(tensor.I64, []int64{}, []int64{ts[0].Shape()[d]})
		}),
		"tensor.from_elements": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			shape, err := resultShape(st.op, 0)
			if err != nil {
				return nil, err
			}
			dt, err := resultDType(st.op, 0)
			if err != nil {
				return nil, err
			}
			out, err := tensor.New(dt, shape)
			if err != nil {
				return nil, err
			}
			if len(ts) != out.Len() {
				return nil, fmt.Errorf("%d elements for %d values", len(ts), out.Len())
			}
			for i, e := range ts {
				if err := out.SetElement(i, e); err != nil {
					return nil, err
				}
			}
			return out, nil
		}),
		"tensor.extract": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			i, err := flatIndex(ts[0], ts[1:])
			if err != nil {
				return nil, err
			}
			return ts[0].Element(i), nil
		}),
		"tensor.insert": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if len(ts) < 2 {
				return nil, fmt.Errorf("expected scalar and destination")
			}
			i, err := flatIndex(ts[1], ts[2:])
			if err != nil {
				return nil, err
			}
			out := ts[1].Clone()
			return out, out.SetElement(i, ts[0])
		}),
		"tensor.cast": identity,
		"tensor.empty": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			shape, err := fillDynamic(st.op.Result(0).Type(), ts)
			if err != nil {
				return nil, err
			}
			dt, err := resultDType(st.op, 0)
			if err != nil {
				return nil, err
			}
			return tensor.New(dt, shape)
		}),
		"tensor.splat": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			shape, err := fillDynamic(st.op.Result(0).Type(), ts[1:])
			if err != nil {
				return nil, err
			}
			return kernels.BroadcastInDim(ts[0], shape, nil)
		}),
		"tensor.reshape": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 2); err != nil {
				return nil, err
			}
			shape, err := ts[1].AsInt64s()
			if err != nil {
				return nil, err
			}
			return kernels.Reshape(ts[0], shape)
		}),
		"tensor.expand_shape":   staticReshape,
		"tensor.collapse_shape": staticReshape,
		"shape.shape_of": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			s := ts[0].Shape()
			return tensor.FromInt64s(tensor.I64, []int64{int64(len(s))}, s)
		}),
		"shape.const_shape": func(ex *executor, st *step, _ []value) ([]value, error) {
			v, err := ints(st.op, "shape")
			if err != nil {
				return nil, err
			}
			t, err := tensor.FromInt64s(tensor.I64, []int64{int64(len(v))}, v)
			return wrapAll(t), err
		},
		"shape.broadcast": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			shapes, err := int64Lists(ts)
			if err != nil {
				return nil, err
			}
			s, err := kernels.BroadcastShapes(shapes...)
			if err != nil {
				return nil, err
			}
			return tensor.FromInt64s(tensor.I64, []int64{int64(len(s))}, s)
		}),
		"shape.num_elements": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			s, err := ts[0].AsInt64s()
			if err != nil {
				return nil, err
			}
			return tensor.FromInt64s(tensor.I64, []int64{}, []int64{ir.NumElements(s)})
		}),
		"shape.get_extent": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 2); err != nil {
				return nil, err
			}
			d, err := scalarInt(ts[1])
			if err != nil {
				return nil, err
			}
			if d < 0 || int(d) >= ts[0].Len() {
				return nil, fmt.Errorf("extent %d out of range for a shape of rank %d", d, ts[0].Len())
			}
			return ts[0].Element(int(d)), nil
		}),
		"shape.from_extents": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			v, err := startIndices(ts)
			if err != nil {
				return nil, err
			}
			return tensor.FromInt64s(tensor.I64, []int64{int64(len(v))}, v)
		}),
		"shape.index_to_size":    identity,
		"shape.size_to_index":    identity,
		"shape.to_extent_tensor": identity,
		"shape.const_witness":    witness,
		"shape.assuming_all":     witness,
		"shape.cstr_require":     cstrRequire,
		"shape.cstr_eq":          cstrEq,
		"shape.cstr_broadcastable": func(_ *executor, _ *step, in []value) ([]value, error) {
			ts, err := tensors(in)
			if err != nil {
				return nil, err
			}
			shapes, err := int64Lists(ts)
			if err != nil {
				return nil, err
			}
			if _, err := kernels.BroadcastShapes(shapes...); err != nil {
				return nil, fmt.Errorf("shapes are not broadcastable: %w", err)
			}
			return []value{{token: true}}, nil
		},
		"shape.assuming": func(ex *executor, st *step, _ []value) ([]value, error) {
			if err := needRegions(st, 1); err != nil {
				return nil, err
			}
			return ex.runBlock(ex.frame, st.regions[0], nil)
		},
	}
}

var staticReshape = oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
	shape, err := resultShape(st.op, 0)
	if err != nil {
		return nil, err
	}
	return kernels.Reshape(ts[0], shape)
})

func cstrRequire(_ *executor, st *step, in []value) ([]value, error) {
	ok, err := predicate(in)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("requirement failed: %s", stringAttr(st.op, "msg"))
	}
	return []value{{token: true}}, nil
}

func cstrEq(_ *executor, _ *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	for _, t := range ts[1:] {
		if ok, msg := tensor.Close(t, ts[0], tensor.Tolerance{}); !ok {
			return nil, fmt.Errorf("shapes differ: %s", msg)
		}
	}
	return []value{{token: true}}, nil
}

// flatIndex turns index operands into a row-major offset, bounds-checked.
func flatIndex(t *tensor.Tensor, idx []*tensor.Tensor) (int, error) {
	if len(idx) != t.Rank() {
		return 0, fmt.Errorf("%d indices for %s", len(idx), t.TypeString())
	}
	flat := int64(0)
	for d, x := range idx {
		i, err := scalarInt(x)
		if err != nil {
			return 0, err
		}
		if i < 0 || i >= t.Shape()[d] {
			return 0, fmt.Errorf("index %d out of range for dimension %d of %s", i, d, t.TypeString())
		}
		flat = flat*t.Shape()[d] + i
	}
	return int(flat), nil
}

// fillDynamic reads a result shape whose dynamic sizes come from operands.
func fillDynamic(t ir.Type, sizes []*tensor.Tensor) ([]int64, error) {
	tt, ok := t.(*ir.TensorType)
	if !ok {
		return nil, fmt.Errorf("result is not a ranked tensor")
	}
	out := append([]int64{}, tt.Shape...)
	k := 0
	for i, d := range out {
		if d != ir.Dynamic {
			continue
		}
		if k >= len(sizes) {
			return nil, fmt.Errorf("missing dynamic size operand")
		}
		v, err := scalarInt(sizes[k])
		if err != nil {
			return nil, err
		}
		out[i] = v
		k++
	}
	return out, nil
}
