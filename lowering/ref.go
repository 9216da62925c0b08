package lowering

import (
	"fmt"
	"strings"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

// refEval evaluates ops one at a time with the interpreter's kernels: the
// unfused reference the lowered kernels are checked against. It covers the
// ops fusions hold, library calls and the shape arithmetic around them.
type refEval struct {
	env map[*ir.Value]*tensor.Tensor
}

func dtypeOf(t ir.Type) (tensor.DType, error) {
	e := ir.ElementTypeOf(t)
	if _, ok := e.(*ir.IndexType); ok {
		return tensor.I64, nil
	}
	return tensor.ParseDType(e.String())
}

func (r *refEval) get(v *ir.Value) (*tensor.Tensor, error) {
	t, ok := r.env[v]
	if !ok {
		return nil, fmt.Errorf("reference: value of type %s has not been computed", v.Type())
	}
	return t, nil
}

// block evaluates the ops of b (up to a terminator) and returns the
// terminator's operand values.
func (r *refEval) block(b *ir.Block) ([]*tensor.Tensor, error) {
	for _, op := range b.Ops {
		if op.HasTrait(ir.Terminator) {
			out := make([]*tensor.Tensor, op.NumOperands())
			for i, v := range op.Operands() {
				t, err := r.get(v)
				if err != nil {
					return nil, err
				}
				out[i] = t
			}
			return out, nil
		}
		if err := r.op(op); err != nil {
			return nil, err
		}
	}
	return nil, nil
}

// op evaluates op and records its results.
func (r *refEval) op(op *ir.Operation) error {
	args := make([]*tensor.Tensor, op.NumOperands())
	for i, v := range op.Operands() {
		t, err := r.get(v)
		if err != nil {
			return err
		}
		args[i] = t
	}
	var res []*tensor.Tensor
	var err error
	if op.Name == "symopt.fusion" {
		body := op.Regions[0].Blocks[0]
		for i, a := range body.Args() {
			r.env[a] = args[i]
		}
		res, err = r.block(body)
	} else if n := fusion.Canonical(op); n == "stablehlo.sort" || n == "stablehlo.reduce" && !fastReduce(op) ||
		n == "stablehlo.scatter" && !fastScatter(op) {
		res, err = r.regionOp(op, args)
	} else {
		var t *tensor.Tensor
		t, err = r.one(op, args)
		res = []*tensor.Tensor{t}
	}
	if err != nil {
		return fmt.Errorf("%s: reference '%s': %v", pipeline.LocPos(op.Loc), op.Name, err)
	}
	for i, v := range op.Results() {
		if want, ok := fusion.Shape(v); ok && res[i] != nil {
			got := res[i].Shape()
			for d := range want {
				if len(got) != len(want) || want[d] != ir.Dynamic && want[d] != got[d] {
					return fmt.Errorf("%s: reference '%s': result #%d has shape %v, which its type %s forbids: the inputs are inconsistent (shape operands from random data?)",
						pipeline.LocPos(op.Loc), op.Name, i, got, v.Type())
				}
			}
		}
		r.env[v] = res[i]
	}
	return nil
}

func (r *refEval) one(op *ir.Operation, a []*tensor.Tensor) (*tensor.Tensor, error) {
	name := fusion.Canonical(op)
	short := name[strings.IndexByte(name, '.')+1:]
	var dt tensor.DType
	if op.NumResults() == 1 {
		d, err := dtypeOf(op.Result(0).Type())
		if err != nil {
			return nil, err
		}
		dt = d
	}
	if op.HasTrait(ir.Elementwise) && op.Dialect() != "arith" {
		if u, ok := kernels.ParseUnaryOp(short); ok && len(a) == 1 {
			return kernels.Unary(u, a[0])
		}
		if b, ok := kernels.ParseBinaryOp(short); ok && len(a) == 2 {
			return kernels.Binary(b, a[0], a[1])
		}
	}
	if t, ok, err := arithRef(op, a, dt); ok {
		return t, err
	}
	switch name {
	case "stablehlo.constant", "arith.constant":
		return constTensor(op, dt)
	case "stablehlo.compare":
		dir, err := kernels.ParseDirection(direction(op))
		if err != nil {
			return nil, err
		}
		typ, err := kernels.ParseCompareType(dialect.ComparisonType(op))
		if err != nil {
			return nil, err
		}
		return kernels.Compare(dir, typ, a[0], a[1])
	case "stablehlo.select":
		return kernels.Select(a[0], a[1], a[2])
	case "stablehlo.clamp":
		return kernels.Clamp(a[0], a[1], a[2])
	case "stablehlo.convert", "arith.index_cast", "arith.index_castui":
		return kernels.Convert(a[0], dt)
	case "stablehlo.broadcast_in_dim", "stablehlo.dynamic_broadcast_in_dim":
		shape, err := resultShape(op, a)
		if err != nil {
			return nil, err
		}
		dims, _ := dialect.I64s(op.Attr("broadcast_dimensions"))
		return kernels.BroadcastInDim(a[0], shape, dims)
	case "stablehlo.iota", "stablehlo.dynamic_iota":
		shape, err := resultShape(op, a)
		if err != nil {
			return nil, err
		}
		d, _ := op.Attr("iota_dimension").(*ir.IntegerAttr)
		if d == nil {
			return nil, fmt.Errorf("missing iota_dimension")
		}
		return kernels.Iota(dt, shape, d.Value)
	case "stablehlo.reshape", "stablehlo.dynamic_reshape":
		shape, err := resultShape(op, a)
		if err != nil {
			return nil, err
		}
		return kernels.Reshape(a[0], shape)
	case "stablehlo.transpose":
		perm, _ := dialect.I64s(op.Attr("permutation"))
		return kernels.Transpose(a[0], perm)
	case "stablehlo.reduce":
		return reduceRef(op, a)
	case "stablehlo.reduce_window":
		return reduceWindowRef(op, a)
	case "stablehlo.select_and_scatter":
		return selectAndScatterRef(op, a)
	case "stablehlo.slice":
		return kernels.Slice(a[0], attrI64s(op, "start_indices"), attrI64s(op, "limit_indices"), attrI64s(op, "strides"))
	case "stablehlo.reverse":
		return kernels.Reverse(a[0], attrI64s(op, "dimensions"))
	case "stablehlo.concatenate":
		d, _ := op.Attr("dimension").(*ir.IntegerAttr)
		if d == nil {
			return nil, fmt.Errorf("missing dimension")
		}
		return kernels.Concatenate(a, d.Value)
	case "stablehlo.pad":
		return kernels.Pad(a[0], a[1], attrI64s(op, "edge_padding_low"), attrI64s(op, "edge_padding_high"), attrI64s(op, "interior_padding"))
	case "stablehlo.gather":
		g, err := dialect.GatherDimensionNumbers(op)
		if err != nil {
			return nil, err
		}
		return kernels.Gather(a[0], a[1], kernels.GatherDims{OffsetDims: g.OffsetDims, CollapsedSliceDims: g.CollapsedSliceDims,
			OperandBatchingDims: g.OperandBatchingDims, StartIndicesBatchingDims: g.StartIndicesBatch,
			StartIndexMap: g.StartIndexMap, IndexVectorDim: g.IndexVectorDim}, attrI64s(op, "slice_sizes"))
	case "stablehlo.dynamic_gather":
		return dynamicGatherRef(op, a)
	case "stablehlo.scatter":
		return scatterRef(op, a)
	case "stablehlo.dot_general":
		dd, err := dialect.DotDimensionNumbers(op)
		if err != nil {
			return nil, err
		}
		return kernels.DotGeneral(a[0], a[1], kernels.DotDims{LhsBatch: dd.LhsBatch, RhsBatch: dd.RhsBatch,
			LhsContract: dd.LhsContract, RhsContract: dd.RhsContract}, dt)
	}
	return shapeRef(op, a, dt)
}

func attrI64s(op *ir.Operation, name string) []int64 {
	v, _ := dialect.I64s(op.Attr(name))
	return v
}

func direction(op *ir.Operation) string { d, _ := dialect.ComparisonDirection(op); return d }

// resultShape is the static result shape, or the one a shape operand
// gives (the last operand of the dynamic ops).
func resultShape(op *ir.Operation, a []*tensor.Tensor) ([]int64, error) {
	s, _ := fusion.Shape(op.Result(0))
	if ir.IsStatic(s) {
		return s, nil
	}
	switch fusion.Canonical(op) {
	case "stablehlo.dynamic_broadcast_in_dim", "stablehlo.dynamic_reshape":
		return a[1].AsInt64s()
	case "stablehlo.dynamic_iota":
		return a[0].AsInt64s()
	}
	return nil, fmt.Errorf("result shape %s is dynamic and no operand gives it", op.Result(0).Type())
}

func reduceRef(op *ir.Operation, a []*tensor.Tensor) (*tensor.Tensor, error) {
	kinds := map[string]kernels.ReduceKind{"add": kernels.ReduceAdd, "mul": kernels.ReduceMul,
		"max": kernels.ReduceMax, "min": kernels.ReduceMin}
	kind, ok := kinds[fusion.ReduceCombiner(op)]
	if !ok || len(a) != 2 {
		return nil, fmt.Errorf("only single-input add/mul/max/min reductions are supported")
	}
	dims, _ := dialect.I64s(op.Attr("dimensions"))
	return kernels.ReduceFast(a[0], a[1], dims, kind)
}

// reduceWindowRef evaluates single-input add/mul/max/min windows.
func reduceWindowRef(op *ir.Operation, a []*tensor.Tensor) (*tensor.Tensor, error) {
	kinds := map[string]kernels.ReduceKind{"add": kernels.ReduceAdd, "mul": kernels.ReduceMul,
		"max": kernels.ReduceMax, "min": kernels.ReduceMin}
	kind, ok := kinds[fusion.ReduceCombiner(op)]
	if !ok || len(a) != 2 {
		return nil, fmt.Errorf("only single-input add/mul/max/min windows are supported")
	}
	w := kernels.Window{Dims: attrI64s(op, "window_dimensions"), Strides: attrI64s(op, "window_strides"),
		BaseDilations: attrI64s(op, "base_dilations"), WindowDilations: attrI64s(op, "window_dilations")}
	pad := attrI64s(op, "padding")
	for i := 0; i+1 < len(pad); i += 2 {
		w.Padding = append(w.Padding, [2]int64{pad[i], pad[i+1]})
	}
	return kernels.ReduceWindowFast(a[0], a[1], w, kind)
}

// selectAndScatterRef evaluates select_and_scatters whose select body is
// one compare and whose scatter body adds, multiplies, takes the maximum
// or the minimum.
func selectAndScatterRef(op *ir.Operation, a []*tensor.Tensor) (*tensor.Tensor, error) {
	kinds := map[string]kernels.ReduceKind{"add": kernels.ReduceAdd, "mul": kernels.ReduceMul,
		"max": kernels.ReduceMax, "min": kernels.ReduceMin}
	if len(a) != 3 || len(op.Regions) != 2 || len(op.Regions[0].Blocks) != 1 || len(op.Regions[0].Blocks[0].Ops) == 0 {
		return nil, fmt.Errorf("only select_and_scatters with a compare body are supported")
	}
	kind, ok := kinds[fusion.ReduceCombiner(&ir.Operation{Regions: op.Regions[1:]})]
	dir, err := kernels.ParseDirection(direction(op.Regions[0].Blocks[0].Ops[0]))
	if !ok || err != nil {
		return nil, fmt.Errorf("only compare select bodies and add/mul/max/min scatter bodies are supported")
	}
	w := kernels.Window{Dims: attrI64s(op, "window_dimensions"), Strides: attrI64s(op, "window_strides")}
	pad := attrI64s(op, "padding")
	for i := 0; i+1 < len(pad); i += 2 {
		w.Padding = append(w.Padding, [2]int64{pad[i], pad[i+1]})
	}
	return kernels.SelectAndScatterFast(a[0], a[1], a[2], w, dir, kind)
}

// scatterRef evaluates single-operand scatters whose body adds,
// multiplies, takes the maximum or minimum, or replaces.
func scatterRef(op *ir.Operation, a []*tensor.Tensor) (*tensor.Tensor, error) {
	if len(a) != 3 || len(op.Regions) != 1 {
		return nil, fmt.Errorf("only single-operand scatters are supported")
	}
	d, err := dialect.ScatterDimensionNumbers(op)
	if err != nil {
		return nil, err
	}
	kind := kernels.ScatterReplace
	b := op.Regions[0].Blocks[0]
	if len(b.Ops) == 0 {
		return nil, fmt.Errorf("scatter body is empty")
	}
	kinds := map[string]kernels.ScatterKind{"stablehlo.add": kernels.ScatterAdd, "stablehlo.multiply": kernels.ScatterMul,
		"stablehlo.maximum": kernels.ScatterMax, "stablehlo.minimum": kernels.ScatterMin}
	if k, ok := kinds[fusion.Canonical(b.Ops[0])]; len(b.Ops) == 2 && ok {
		kind = k
	} else if len(b.Ops) != 1 || b.Ops[0].NumOperands() != 1 || b.Ops[0].Operand(0) != b.Arg(1) {
		return nil, fmt.Errorf("only add, multiply, maximum, minimum and replace scatter bodies are supported")
	}
	return kernels.ScatterFast(a[0], a[1], a[2], kernels.ScatterDims{UpdateWindowDims: d.UpdateWindowDims,
		InsertedWindowDims: d.InsertedWindowDims, InputBatchingDims: d.InputBatchingDims,
		ScatterIndicesBatchingDims: d.IndicesBatching, ScatterDimsToOperandDims: d.ScatterDimsToOperandDims,
		IndexVectorDim: d.IndexVectorDim}, kind)
}

// shapeRef evaluates host shape arithmetic.
func shapeRef(op *ir.Operation, a []*tensor.Tensor, dt tensor.DType) (*tensor.Tensor, error) {
	switch fusion.Canonical(op) {
	case "shape.shape_of":
		return tensor.FromInt64s(dt, []int64{int64(len(a[0].Shape()))}, a[0].Shape())
	case "tensor.dim":
		i := a[1].Int64At(0)
		if i < 0 || int(i) >= len(a[0].Shape()) {
			return nil, fmt.Errorf("dim %d out of range", i)
		}
		return tensor.FromInt64s(dt, []int64{}, []int64{a[0].Shape()[i]})
	case "stablehlo.get_dimension_size":
		d, _ := op.Attr("dimension").(*ir.IntegerAttr)
		if d == nil || int(d.Value) >= len(a[0].Shape()) {
			return nil, fmt.Errorf("bad dimension")
		}
		return tensor.FromInt64s(dt, []int64{}, []int64{a[0].Shape()[d.Value]})
	case "tensor.from_elements":
		vals := make([]int64, len(a))
		for i, t := range a {
			vals[i] = t.Int64At(0)
		}
		shape, _ := fusion.Shape(op.Result(0))
		return tensor.FromInt64s(dt, shape, vals)
	}
	return nil, fmt.Errorf("the reference evaluator does not support this op")
}

// constTensor builds the value of a dense or integer constant.
func constTensor(op *ir.Operation, dt tensor.DType) (*tensor.Tensor, error) {
	switch c := op.Attr("value").(type) {
	case *ir.IntegerAttr:
		return tensor.FromInt64s(dt, []int64{}, []int64{c.Value})
	case *ir.BoolAttr:
		b := int64(0)
		if c.Value {
			b = 1
		}
		return tensor.FromInt64s(dt, []int64{}, []int64{b})
	case *ir.DenseElementsAttr:
		shape, _ := fusion.Shape(op.Result(0))
		n := int(ir.NumElements(shape))
		switch {
		case c.Floats != nil:
			vals := make([]float64, n)
			for i := range vals {
				vals[i] = c.FloatAt(i)
			}
			return tensor.FromFloat64s(dt, shape, vals)
		case c.Ints != nil:
			vals := make([]int64, n)
			for i := range vals {
				vals[i] = c.IntAt(i)
			}
			return tensor.FromInt64s(dt, shape, vals)
		case c.Complex != nil:
			vals := make([]complex128, n)
			for i := range vals {
				vals[i] = c.Complex[i%len(c.Complex)] // a splat holds one
			}
			return tensor.FromComplexes(dt, shape, vals)
		}
	}
	return nil, fmt.Errorf("unsupported constant value")
}
