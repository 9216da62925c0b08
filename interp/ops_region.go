package interp

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// regionHandlers serve ops whose region is a per-element body.
func regionHandlers() map[string]handler {
	return map[string]handler{
		"reduce":             reduce,
		"reduce_window":      reduceWindow,
		"scatter":            scatter,
		"select_and_scatter": selectAndScatter,
		"sort":               sortOp,
		"map":                mapOp,
		"scan":               scanOp,
	}
}

func needRegions(st *step, n int) error {
	if len(st.regions) < n {
		return fmt.Errorf("expected %d region(s)", n)
	}
	return nil
}

// inputsAndInits checks the operands of a reducing op with one body:
// n inputs followed by n init values.
func inputsAndInits(st *step, in []value) (ts []*tensor.Tensor, n int, err error) {
	if ts, err = tensors(in); err != nil {
		return nil, 0, err
	}
	if len(ts)%2 != 0 || len(ts) == 0 {
		return nil, 0, fmt.Errorf("expected inputs and as many init values")
	}
	if err := needRegions(st, 1); err != nil {
		return nil, 0, err
	}
	return ts, len(ts) / 2, nil
}

func reduce(ex *executor, st *step, in []value) ([]value, error) {
	ts, n, err := inputsAndInits(st, in)
	if err != nil {
		return nil, err
	}
	dims, err := ints(st.op, "dimensions")
	if err != nil {
		return nil, err
	}
	if k, ok := reduceKind(st.op.Regions[0]); ok && n == 1 {
		r, err := kernels.ReduceFast(ts[0], ts[1], dims, k)
		return wrapAll(r), err
	}
	if p := scalarBody(ex, st); p != nil {
		rs, err := kernels.ReduceScalar(ts[:n], ts[n:], dims, p)
		return wrapAll(rs...), err
	}
	rs, err := kernels.Reduce(ts[:n], ts[n:], dims, ex.combiner(ex.frame, st, 0))
	return wrapAll(rs...), err
}

func window(op *ir.Operation, rank int) (kernels.Window, error) {
	var w kernels.Window
	var err error
	if w.Dims, err = ints(op, "window_dimensions"); err != nil {
		return w, err
	}
	if w.Strides, err = optInts(op, "window_strides"); err != nil {
		return w, err
	}
	if w.BaseDilations, err = optInts(op, "base_dilations"); err != nil {
		return w, err
	}
	if w.WindowDilations, err = optInts(op, "window_dilations"); err != nil {
		return w, err
	}
	w.Padding, err = padding(op, "padding")
	return w, err
}

func reduceWindow(ex *executor, st *step, in []value) ([]value, error) {
	ts, n, err := inputsAndInits(st, in)
	if err != nil {
		return nil, err
	}
	w, err := window(st.op, ts[0].Rank())
	if err != nil {
		return nil, err
	}
	if k, ok := reduceKind(st.op.Regions[0]); ok && n == 1 {
		r, err := kernels.ReduceWindowFast(ts[0], ts[1], w, k)
		return wrapAll(r), err
	}
	if p := scalarBody(ex, st); p != nil {
		rs, err := kernels.ReduceWindowScalar(ts[:n], ts[n:], w, p)
		return wrapAll(rs...), err
	}
	rs, err := kernels.ReduceWindow(ts[:n], ts[n:], w, ex.combiner(ex.frame, st, 0))
	return wrapAll(rs...), err
}

func scatter(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	if len(ts) < 3 || len(ts)%2 != 1 {
		return nil, fmt.Errorf("expected inputs, indices and as many updates as inputs")
	}
	if err := needRegions(st, 1); err != nil {
		return nil, err
	}
	n := (len(ts) - 1) / 2
	sd, err := dialect.ScatterDimensionNumbers(st.op)
	if err != nil {
		return nil, err
	}
	d := kernels.ScatterDims{UpdateWindowDims: sd.UpdateWindowDims, InsertedWindowDims: sd.InsertedWindowDims,
		InputBatchingDims: sd.InputBatchingDims, ScatterIndicesBatchingDims: sd.IndicesBatching,
		ScatterDimsToOperandDims: sd.ScatterDimsToOperandDims, IndexVectorDim: sd.IndexVectorDim}
	if k, ok := scatterKind(st.op.Regions[0]); ok && n == 1 {
		r, err := kernels.ScatterFast(ts[0], ts[1], ts[2], d, k)
		return wrapAll(r), err
	}
	rs, err := kernels.Scatter(ts[:n], ts[n], ts[n+1:], d, ex.combiner(ex.frame, st, 0))
	return wrapAll(rs...), err
}

func selectAndScatter(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	if err := nOperands(ts, 3); err != nil {
		return nil, err
	}
	if err := needRegions(st, 2); err != nil {
		return nil, err
	}
	w, err := window(st.op, ts[0].Rank())
	if err != nil {
		return nil, err
	}
	if dir, typ, ok := compareBody(st.op.Regions[0]); ok && typ == kernels.NoType {
		if k, ok := reduceKind(st.op.Regions[1]); ok {
			r, err := kernels.SelectAndScatterFast(ts[0], ts[1], ts[2], w, dir, k)
			return wrapAll(r), err
		}
	}
	r, err := kernels.SelectAndScatter(ts[0], ts[1], ts[2], w, ex.comparator(ex.frame, st, 0, false), ex.combiner(ex.frame, st, 1))
	return wrapAll(r), err
}

func sortOp(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	if len(ts) == 0 {
		return nil, fmt.Errorf("expected at least one operand")
	}
	if err := needRegions(st, 1); err != nil {
		return nil, err
	}
	dim := optInt(st.op, "dimension", -1)
	if dim < 0 {
		dim += int64(ts[0].Rank())
	}
	if dir, typ, ok := sortCompareBody(st.op.Regions[0]); ok {
		rs, err := kernels.SortFast(ts, dim, dir, typ)
		return wrapAll(rs...), err
	}
	if p := scalarBody(ex, st); p != nil {
		rs, err := kernels.SortScalar(ts, dim, p)
		return wrapAll(rs...), err
	}
	rs, err := kernels.Sort(ts, dim, ex.comparator(ex.frame, st, 0, true))
	return wrapAll(rs...), err
}

// sortCompareBody recognises a comparator that compares the first
// operand's pair only: `compare DIR, %arg0, %arg1; return`.
func sortCompareBody(r *ir.Region) (kernels.Direction, kernels.CompareType, bool) {
	if len(r.Blocks) != 1 {
		return 0, 0, false
	}
	b := r.Blocks[0]
	if len(b.Ops) != 2 || len(b.Args()) < 2 {
		return 0, 0, false
	}
	op, ret := b.Ops[0], b.Ops[1]
	if !isHLO(op) || op.Short() != "compare" || op.NumOperands() != 2 || ret.NumOperands() != 1 || ret.Operand(0) != op.Result(0) {
		return 0, 0, false
	}
	if op.Operand(0) != b.Arg(0) || op.Operand(1) != b.Arg(1) {
		return 0, 0, false
	}
	dir, typ, err := compareParams(&step{op: op})
	return dir, typ, err == nil
}

func mapOp(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	if err := needRegions(st, 1); err != nil {
		return nil, err
	}
	dims, err := optInts(st.op, "dimensions")
	if err != nil {
		return nil, err
	}
	dt, err := resultDType(st.op, 0)
	if err != nil {
		return nil, err
	}
	if p := scalarBody(ex, st); p != nil && len(p.Results) == 1 {
		r, err := kernels.MapScalar(ts, dims, p)
		return wrapAll(r), err
	}
	bp, fr := st.regions[0], ex.frame
	body := func(x []*tensor.Tensor) (*tensor.Tensor, error) {
		out, err := ex.runQuiet(fr, bp, wrapAll(x...))
		if err != nil {
			return nil, err
		}
		if len(out) != 1 || out[0].t == nil {
			return nil, fmt.Errorf("map body must return one tensor")
		}
		return out[0].t, nil
	}
	r, err := kernels.Map(ts, dims, dt, body)
	return wrapAll(r), err
}
