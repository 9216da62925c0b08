package interp

import (
	"fmt"
	"slices"

	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// HLO ops on quantized tensors (element type !quant.uniform) run as the
// StableHLO specification says, never as integer arithmetic on the
// storage:
//
//   - ops that only move elements (reshape, slice, gather, pad...) or pass
//     values through control flow run on the storage integers unchanged;
//   - the ops the specification defines by dequantize_op_quantize
//     (elementwise math, clamp, select, dot_general, convolution,
//     batch_norm_*, cholesky, triangular_solve, reduce_precision) run on
//     the dequantized operands in their expressed type, and every
//     quantized result is quantized back (storage range clamped, rounded
//     to nearest even); compare compares the dequantized values, and a
//     float operand beside a quantized one (hybrid dot_general and
//     convolution) is used as it is;
//   - every other op that touches a quantized type is refused as
//     unsupported, naming the op.

// quantMoves are the ops that move quantized elements without computing.
var quantMoves = map[string]bool{
	"constant": true, "bitcast_convert": true, "broadcast_in_dim": true, "dynamic_broadcast_in_dim": true,
	"concatenate": true, "reshape": true, "dynamic_reshape": true, "transpose": true, "reverse": true,
	"slice": true, "dynamic_slice": true, "real_dynamic_slice": true, "dynamic_update_slice": true,
	"pad": true, "gather": true, "dynamic_gather": true, "get_dimension_size": true,
	"tuple": true, "get_tuple_element": true, "optimization_barrier": true, "copy": true,
	"while": true, "if": true, "case": true, "return": true, "composite": true,
	"all_gather": true, "all_to_all": true, "collective_permute": true, "collective_broadcast": true,
	"send": true, "recv": true, "infeed": true, "outfeed": true,
}

// quantComputes are the ops defined on quantized tensors by
// dequantize_op_quantize (and its compare, select, hybrid and batch norm
// variants).
var quantComputes = map[string]bool{
	"abs": true, "cbrt": true, "ceil": true, "cosine": true, "exponential": true, "exponential_minus_one": true,
	"floor": true, "log": true, "log_plus_one": true, "logistic": true, "negate": true,
	"round_nearest_afz": true, "round_nearest_even": true, "rsqrt": true, "sign": true, "sine": true,
	"sqrt": true, "tan": true, "tanh": true,
	"add": true, "atan2": true, "divide": true, "maximum": true, "minimum": true, "multiply": true,
	"power": true, "remainder": true, "subtract": true,
	"clamp": true, "select": true, "compare": true, "reduce_precision": true,
	"dot": true, "dot_general": true, "convolution": true,
	"batch_norm_inference": true, "batch_norm_training": true, "batch_norm_grad": true,
	"cholesky": true, "triangular_solve": true,
}

// unsupportedQuantized is the refusal of an op on quantized types.
func unsupportedQuantized(op *ir.Operation) handler {
	return func(*executor, *step, []value) ([]value, error) {
		return nil, tensor.Unsupportedf("unsupported: %s on quantized types", op.Name)
	}
}

// quantized wraps the handler h of op for quantized operands and results;
// ops without quantized types keep h.
func quantized(op *ir.Operation, h handler) handler {
	ins, outs, found, err := quantTypes(op)
	switch {
	case !found || !isHLO(op):
		return h
	case err != nil:
		return func(*executor, *step, []value) ([]value, error) { return nil, err }
	case !quantSupported(op, ins, outs):
		return unsupportedQuantized(op)
	case quantComputes[op.Short()]:
		return dequantizeOpQuantize(ins, outs, h)
	}
	return h
}

// quantSupported reports whether the interpreter runs op on its quantized
// types ins and outs.
func quantSupported(op *ir.Operation, ins, outs []*quantType) bool {
	short := op.Short()
	switch {
	case short == "uniform_quantize" || short == "uniform_dequantize" || quantComputes[short]:
		return true
	case quantMoves[short]:
		return sameQuant(ins, outs)
	}
	return false
}

// refusesQuantized reports an HLO op on quantized types that the
// interpreter does not run (for Unsupported, before a run).
func refusesQuantized(op *ir.Operation) bool {
	ins, outs, found, err := quantTypes(op)
	return found && err == nil && isHLO(op) && !quantSupported(op, ins, outs)
}

// quantTypes parses the quantized element types of op's operands and
// results (nil where not quantized); found reports any.
func quantTypes(op *ir.Operation) (ins, outs []*quantType, found bool, err error) {
	read := func(vs []*ir.Value) []*quantType {
		qs := make([]*quantType, len(vs))
		for i, v := range vs {
			q, ok, e := quantOf(v.Type())
			if !ok {
				continue
			}
			found = true
			if e != nil && err == nil {
				err = e
			}
			qs[i] = &q
		}
		return qs
	}
	ins, outs = read(op.Operands()), read(op.Results())
	return ins, outs, found, err
}

// sameQuant reports whether all quantized types of an op that moves
// elements agree on storage, storage range and expressed type, and (when
// per-tensor) on scale and zero point: the storage integers then mean the
// same values on both sides.
func sameQuant(ins, outs []*quantType) bool {
	var first *quantType
	for _, q := range append(slices.Clone(ins), outs...) {
		if q == nil {
			continue
		}
		if first == nil {
			first = q
			continue
		}
		a, b := first.params, q.params
		if a.Storage != b.Storage || a.StorageMin != b.StorageMin || a.StorageMax != b.StorageMax || first.expressed != q.expressed {
			return false
		}
		if a.Axis < 0 && b.Axis < 0 && (!slices.Equal(a.Scales, b.Scales) || !slices.Equal(a.ZeroPoints, b.ZeroPoints)) {
			return false
		}
		if (a.Axis < 0) != (b.Axis < 0) {
			return false
		}
	}
	return true
}

// dequantizeOpQuantize runs h on the dequantized operands and quantizes
// its results to the quantized result types.
func dequantizeOpQuantize(ins, outs []*quantType, h handler) handler {
	return func(ex *executor, st *step, in []value) ([]value, error) {
		args := slices.Clone(in)
		for i, q := range ins {
			if q == nil || i >= len(args) {
				continue
			}
			if args[i].t == nil {
				return nil, fmt.Errorf("operand %d is not a tensor", i)
			}
			f, err := kernels.UniformDequantize(args[i].t, q.params, q.expressed)
			if err != nil {
				return nil, fmt.Errorf("operand %d: %w", i, err)
			}
			args[i] = tv(f)
		}
		res, err := h(ex, st, args)
		if err != nil {
			return nil, err
		}
		for i, q := range outs {
			if q == nil || i >= len(res) || res[i].t == nil {
				continue
			}
			s, err := quantizeResult(res[i].t, q)
			if err != nil {
				return nil, fmt.Errorf("result %d: %w", i, err)
			}
			res[i] = tv(s)
		}
		return res, nil
	}
}

// quantizeResult quantizes a result computed in floats; a result computed
// in another float type than the expressed one is converted first.
func quantizeResult(x *tensor.Tensor, q *quantType) (*tensor.Tensor, error) {
	if x.DType() != q.expressed {
		var err error
		if x, err = tensor.Convert(x, q.expressed); err != nil {
			return nil, err
		}
	}
	return kernels.UniformQuantize(x, q.params)
}
