package interp

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// Tensors of a quantized element type (`!quant.uniform<i8:f32, 0.5:-3>`)
// hold their storage integers; uniform_quantize / uniform_dequantize
// convert with the parameters of the type, and ops_quant.go says how the
// other ops treat them.

// quantType is a parsed !quant.uniform type.
type quantType struct {
	params    kernels.QuantParams
	expressed tensor.DType
}

// parseQuant reads `!quant.uniform<STORAGE[<MIN:MAX>]:EXPRESSED[:AXIS],
// SCALE[:ZP]>` or, per axis, `{SCALE:ZP, ...}`.
func parseQuant(t ir.Type) (quantType, bool, error) {
	o, ok := t.(*ir.OpaqueType)
	if !ok {
		return quantType{}, false, nil
	}
	body, ok := strings.CutPrefix(o.Text, "!quant.uniform<")
	if !ok || !strings.HasSuffix(body, ">") {
		return quantType{}, false, nil
	}
	body = strings.TrimSuffix(body, ">")
	comma := strings.Index(body, ",")
	if comma < 0 {
		return quantType{}, true, fmt.Errorf("malformed quantized type %s", o.Text)
	}
	head, rest := body[:comma], strings.TrimSpace(body[comma+1:])
	var q quantType
	q.params.Axis = -1
	hasRange := false
	var rangeText string
	if i := strings.Index(head, "<"); i >= 0 {
		j := strings.Index(head, ">")
		if j < i {
			return q, true, fmt.Errorf("malformed storage range in %s", o.Text)
		}
		rangeText, hasRange = head[i+1:j], true
		head = head[:i] + head[j+1:]
	}
	parts := strings.Split(head, ":")
	if len(parts) < 2 {
		return q, true, fmt.Errorf("malformed quantized type %s", o.Text)
	}
	storage := strings.TrimSpace(parts[0])
	unsigned := strings.HasPrefix(storage, "u")
	width, err := strconv.Atoi(strings.TrimLeft(storage, "iu"))
	dt, ok := intDType(width, unsigned)
	if err != nil || !ok {
		return q, true, tensor.Unsupportedf("unsupported storage type %q in %s", storage, o.Text)
	}
	q.params.Storage = dt
	q.params.StorageMin, q.params.StorageMax = tensor.IntRange(dt)
	if hasRange {
		lo, hi, ok := strings.Cut(rangeText, ":")
		a, err1 := strconv.ParseInt(strings.TrimSpace(lo), 10, 64)
		b, err2 := strconv.ParseInt(strings.TrimSpace(hi), 10, 64)
		if !ok || err1 != nil || err2 != nil {
			return q, true, fmt.Errorf("malformed storage range in %s", o.Text)
		}
		q.params.StorageMin, q.params.StorageMax = a, b
	}
	if q.expressed, err = tensor.ParseDType(strings.TrimSpace(parts[1])); err != nil {
		return q, true, err
	}
	if len(parts) > 2 {
		if q.params.Axis, err = strconv.ParseInt(strings.TrimSpace(parts[2]), 10, 64); err != nil {
			return q, true, fmt.Errorf("malformed axis in %s", o.Text)
		}
	}
	rest = strings.TrimSuffix(strings.TrimPrefix(rest, "{"), "}")
	for _, p := range strings.Split(rest, ",") {
		s, z, hasZ := strings.Cut(strings.TrimSpace(p), ":")
		scale, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
		if err != nil {
			return q, true, fmt.Errorf("malformed scale %q in %s", s, o.Text)
		}
		zp := int64(0)
		if hasZ {
			if zp, err = strconv.ParseInt(strings.TrimSpace(z), 10, 64); err != nil {
				return q, true, fmt.Errorf("malformed zero point %q in %s", z, o.Text)
			}
		}
		q.params.Scales = append(q.params.Scales, scale)
		q.params.ZeroPoints = append(q.params.ZeroPoints, zp)
	}
	return q, true, nil
}

func quantOf(t ir.Type) (quantType, bool, error) {
	if s, ok := t.(ir.ShapedType); ok {
		t = s.ElementType()
	}
	return parseQuant(t)
}

func quantHandlers() map[string]handler {
	return map[string]handler{
		"uniform_quantize": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			out, ok, err := quantOf(st.op.Result(0).Type())
			if err != nil || !ok {
				return nil, fmt.Errorf("result type is not quantized: %w", err)
			}
			x := ts[0]
			if in, ok, err := quantOf(st.op.Operand(0).Type()); err != nil {
				return nil, err
			} else if ok {
				if x, err = kernels.UniformDequantize(x, in.params, in.expressed); err != nil {
					return nil, err
				}
			}
			return kernels.UniformQuantize(x, out.params)
		}),
		"uniform_dequantize": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			in, ok, err := quantOf(st.op.Operand(0).Type())
			if err != nil || !ok {
				return nil, fmt.Errorf("operand type is not quantized: %w", err)
			}
			dt, err := resultDType(st.op, 0)
			if err != nil {
				return nil, err
			}
			return kernels.UniformDequantize(ts[0], in.params, dt)
		}),
	}
}
