package interp

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// ints reads a required integer-list attribute.
func ints(op *ir.Operation, name string) ([]int64, error) {
	a := op.Attr(name)
	if a == nil {
		return nil, fmt.Errorf("missing attribute '%s'", name)
	}
	v, ok := dialect.I64s(a)
	if !ok {
		return nil, fmt.Errorf("attribute '%s' is not an integer list: %s", name, a)
	}
	return v, nil
}

// optInts reads an optional integer-list attribute (nil when absent).
func optInts(op *ir.Operation, name string) ([]int64, error) {
	if op.Attr(name) == nil {
		return nil, nil
	}
	return ints(op, name)
}

// intAttr reads a required integer attribute.
func intAttr(op *ir.Operation, name string) (int64, error) {
	switch x := op.Attr(name).(type) {
	case *ir.IntegerAttr:
		return x.Value, nil
	case nil:
		return 0, fmt.Errorf("missing attribute '%s'", name)
	}
	return 0, fmt.Errorf("attribute '%s' is not an integer", name)
}

func optInt(op *ir.Operation, name string, def int64) int64 {
	if x, ok := op.Attr(name).(*ir.IntegerAttr); ok {
		return x.Value
	}
	return def
}

func boolAttr(op *ir.Operation, name string) bool {
	switch x := op.Attr(name).(type) {
	case *ir.BoolAttr:
		return x.Value
	case *ir.UnitAttr:
		return true
	}
	return false
}

func floatAttr(op *ir.Operation, name string, def float64) float64 {
	switch x := op.Attr(name).(type) {
	case *ir.FloatAttr:
		return x.Value
	case *ir.IntegerAttr:
		return float64(x.Value)
	}
	return def
}

// bools reads a boolean list attribute (array<i1: ...> or dense<[...]> of i1).
func bools(op *ir.Operation, name string) []bool {
	a := op.Attr(name)
	if a == nil {
		return nil
	}
	switch x := a.(type) {
	case *ir.DenseArrayAttr:
		out := make([]bool, len(x.Ints))
		for i, v := range x.Ints {
			out[i] = v != 0
		}
		return out
	}
	if v, ok := dialect.I64s(a); ok {
		out := make([]bool, len(v))
		for i, x := range v {
			out[i] = x != 0
		}
		return out
	}
	return nil
}

// padding reads an Nx2 padding attribute as pairs.
func padding(op *ir.Operation, name string) ([][2]int64, error) {
	v, err := optInts(op, name)
	if err != nil || v == nil {
		return nil, err
	}
	if len(v)%2 != 0 {
		return nil, fmt.Errorf("attribute '%s' must hold pairs", name)
	}
	out := make([][2]int64, len(v)/2)
	for i := range out {
		out[i] = [2]int64{v[2*i], v[2*i+1]}
	}
	return out, nil
}

// resultDType is the element type of result i.
func resultDType(op *ir.Operation, i int) (tensor.DType, error) {
	return elemDType(op.Result(i).Type())
}

// computeDType is the element type result i is computed in: the
// expressed type of a quantized result (the op runs on dequantized values
// and its result is quantized afterwards, see ops_quant.go), else the
// result's own type.
func computeDType(op *ir.Operation, i int) (tensor.DType, error) {
	if q, ok, err := quantOf(op.Result(i).Type()); ok {
		return q.expressed, err
	}
	return resultDType(op, i)
}

// resultShape is the static shape of result i.
func resultShape(op *ir.Operation, i int) ([]int64, error) {
	s, ok := staticShape(op.Result(i).Type())
	if !ok {
		return nil, fmt.Errorf("result type %s is not static; use the dynamic form of the op", op.Result(i).Type())
	}
	return s, nil
}

func stringAttr(op *ir.Operation, name string) string {
	if s, ok := op.Attr(name).(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}
