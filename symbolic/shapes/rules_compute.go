package shapes

import (
	"strings"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// computeRule handles contractions, reductions and gathers.
func (a *analyzer) computeRule(op *ir.Operation, key string) bool {
	if op.NumResults() == 0 || op.NumOperands() == 0 {
		return false
	}
	switch key { // the cases below; other ops get their result dims from their own rule
	case "stablehlo.dot", "stablehlo.dot_general", "stablehlo.einsum", "stablehlo.reduce", "stablehlo.reduce_window", "stablehlo.gather":
	default:
		return false
	}
	out := a.dimsOf(op.Result(0))
	switch key {
	case "stablehlo.dot":
		if op.NumOperands() < 2 {
			return false
		}
		l, r := a.dimsOf(op.Operand(0)), a.dimsOf(op.Operand(1))
		if len(l) == 0 || len(r) == 0 || len(l) > 2 || len(r) > 2 {
			return false
		}
		a.eq(l[len(l)-1], r[0])
		var want []symbolic.Expr
		if len(l) == 2 {
			want = append(want, l[0])
		}
		if len(r) == 2 {
			want = append(want, r[1])
		}
		a.eqDims(out, want)
	case "stablehlo.dot_general":
		dd, err := a.dotDims(op)
		if err != nil || op.NumOperands() < 2 {
			return false
		}
		a.dotGeneral(dd, a.dimsOf(op.Operand(0)), a.dimsOf(op.Operand(1)), out)
	case "stablehlo.einsum":
		cfg, _ := op.Attr("einsum_config").(*ir.StringAttr)
		if cfg == nil || op.NumOperands() < 2 {
			return false
		}
		a.einsum(cfg.Value, [][]symbolic.Expr{a.dimsOf(op.Operand(0)), a.dimsOf(op.Operand(1))}, out)
	case "stablehlo.reduce":
		a.reduce(op)
	case "stablehlo.reduce_window":
		a.reduceWindow(op)
	case "stablehlo.gather":
		a.gather(op, out)
		for _, r := range op.Regions {
			a.visitRegion(r)
		}
	default:
		return false
	}
	return true
}

// dotGeneral: batch and contracting dims agree; the result is batch dims,
// then the free lhs dims, then the free rhs dims.
// dotDims is dialect.DotDimensionNumbers, parsed once per attribute
// text (the dot ops of a model repeat a few; the result is only read).
func (a *analyzer) dotDims(op *ir.Operation) (dialect.DotDims, error) {
	v, ok := op.Attr("dot_dimension_numbers").(*ir.VerbatimAttr)
	if !ok {
		return dialect.DotDimensionNumbers(op)
	}
	if dd, ok := a.dotCache[v.Text]; ok {
		return dd, nil
	}
	dd, err := dialect.DotDimensionNumbers(op)
	if err == nil {
		if a.dotCache == nil {
			a.dotCache = map[string]dialect.DotDims{}
		}
		a.dotCache[v.Text] = dd
	}
	return dd, err
}

func (a *analyzer) dotGeneral(dd dialect.DotDims, l, r, out []symbolic.Expr) {
	used := func(ds []int64, n int) []bool {
		u := make([]bool, n)
		for _, d := range ds {
			if d >= 0 && int(d) < n {
				u[d] = true
			}
		}
		return u
	}
	pair := func(x, y []int64) {
		for i := range min(len(x), len(y)) {
			if x[i] >= 0 && int(x[i]) < len(l) && y[i] >= 0 && int(y[i]) < len(r) {
				a.eq(l[x[i]], r[y[i]])
			}
		}
	}
	pair(dd.LhsBatch, dd.RhsBatch)
	pair(dd.LhsContract, dd.RhsContract)
	var want []symbolic.Expr
	for _, d := range dd.LhsBatch {
		if d >= 0 && int(d) < len(l) {
			want = append(want, l[d])
		}
	}
	lu := used(append(append([]int64{}, dd.LhsBatch...), dd.LhsContract...), len(l))
	for i, d := range l {
		if !lu[i] {
			want = append(want, d)
		}
	}
	ru := used(append(append([]int64{}, dd.RhsBatch...), dd.RhsContract...), len(r))
	for i, d := range r {
		if !ru[i] {
			want = append(want, d)
		}
	}
	if len(want) == len(out) {
		a.eqDims(out, want)
	}
}

// einsum: dims labelled with the same letter are equal ("ijk,ikm->ijm").
func (a *analyzer) einsum(cfg string, ins [][]symbolic.Expr, out []symbolic.Expr) {
	arrow := strings.Index(cfg, "->")
	if arrow < 0 || strings.Contains(cfg, "...") {
		return
	}
	parts := strings.Split(cfg[:arrow], ",")
	if len(parts) != len(ins) {
		return
	}
	label := map[rune]symbolic.Expr{}
	bind := func(spec string, ds []symbolic.Expr) {
		if len([]rune(spec)) != len(ds) {
			return
		}
		for i, c := range []rune(spec) {
			if e, ok := label[c]; ok {
				a.eq(ds[i], e)
			} else {
				label[c] = ds[i]
			}
		}
	}
	for i, p := range parts {
		bind(strings.TrimSpace(p), ins[i])
	}
	bind(strings.TrimSpace(cfg[arrow+2:]), out)
}

// reduce: every input has the same dims; each result has the dims not
// reduced.
func (a *analyzer) reduce(op *ir.Operation) {
	dims, _ := i64s(op, "dimensions")
	drop := map[int64]bool{}
	for _, d := range dims {
		drop[d] = true
	}
	n := op.NumResults()
	if op.NumOperands() < 2*n {
		return
	}
	first := a.dimsOf(op.Operand(0))
	for i := 1; i < n; i++ {
		a.eqDims(a.dimsOf(op.Operand(i)), first)
	}
	var kept []symbolic.Expr
	for i, d := range first {
		if !drop[int64(i)] {
			kept = append(kept, d)
		}
	}
	for _, r := range op.Results() {
		if ds := a.dimsOf(r); len(ds) == len(kept) {
			a.eqDims(ds, kept)
		}
	}
	for _, r := range op.Regions {
		a.visitRegion(r)
	}
}

// reduceWindow: out = floor((in + pad_lo + pad_hi - window) / stride) + 1
// with unit dilations, recorded when the division is exact in the
// symbols.
func (a *analyzer) reduceWindow(op *ir.Operation) {
	for _, r := range op.Regions {
		a.visitRegion(r)
	}
	n := op.NumResults()
	if op.NumOperands() < 2*n || n == 0 {
		return
	}
	in := a.dimsOf(op.Operand(0))
	for i := 1; i < n; i++ {
		a.eqDims(a.dimsOf(op.Operand(i)), in)
	}
	win, _ := i64s(op, "window_dimensions")
	strides, ok := i64s(op, "window_strides")
	if !ok {
		strides = ones(len(in))
	}
	for _, name := range []string{"base_dilations", "window_dilations"} {
		if d, ok := i64s(op, name); ok {
			for _, x := range d {
				if x != 1 {
					return
				}
			}
		}
	}
	pads := make([]int64, 2*len(in))
	if p := op.Attr("padding"); p != nil {
		rows, _, ok := dialect.Matrix(p)
		if !ok || len(rows) != len(in) {
			return
		}
		for i, r := range rows {
			if len(r) == 2 {
				pads[2*i], pads[2*i+1] = r[0], r[1]
			}
		}
	}
	for _, r := range op.Results() {
		out := a.dimsOf(r)
		for i := range min(len(in), len(out), len(win), len(strides)) {
			if strides[i] < 1 {
				continue
			}
			num, err := symbolic.Add(in[i], symbolic.Const(pads[2*i]+pads[2*i+1]-win[i]))
			if err != nil {
				continue
			}
			if q, ok := symbolic.FloorDiv(num, strides[i]); ok {
				if e, err := symbolic.Add(q, symbolic.Const(1)); err == nil {
					a.eq(out[i], e)
				}
			}
		}
	}
}

func ones(n int) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = 1
	}
	return out
}

// gather: the batch dims of the result are the dims of the start indices
// (without index_vector_dim), the offset dims are the slice sizes.
func (a *analyzer) gather(op *ir.Operation, out []symbolic.Expr) {
	gd, err := dialect.GatherDimensionNumbers(op)
	if err != nil || op.NumOperands() < 2 {
		return
	}
	idx := a.dimsOf(op.Operand(1))
	sizes, _ := i64s(op, "slice_sizes")
	isOffset := map[int64]bool{}
	for _, d := range gd.OffsetDims {
		isOffset[d] = true
	}
	var batch []symbolic.Expr
	for i, d := range idx {
		if int64(i) != gd.IndexVectorDim {
			batch = append(batch, d)
		}
	}
	skip := map[int64]bool{}
	for _, d := range gd.CollapsedSliceDims {
		skip[d] = true
	}
	for _, d := range gd.OperandBatchingDims {
		skip[d] = true
	}
	var offs []symbolic.Expr
	for i, s := range sizes {
		if !skip[int64(i)] {
			offs = append(offs, symbolic.Const(s))
		}
	}
	bi, oi := 0, 0
	for i := range out {
		switch {
		case isOffset[int64(i)]:
			if oi < len(offs) {
				a.eq(out[i], offs[oi])
			}
			oi++
		default:
			if bi < len(batch) {
				a.eq(out[i], batch[bi])
			}
			bi++
		}
	}
}
