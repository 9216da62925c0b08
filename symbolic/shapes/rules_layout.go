package shapes

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

func i64s(op *ir.Operation, name string) ([]int64, bool) {
	a := op.Attr(name)
	if a == nil {
		return nil, false
	}
	return dialect.I64s(a)
}

func intAttr(op *ir.Operation, name string) (int64, bool) {
	if v, ok := op.Attr(name).(*ir.IntegerAttr); ok && v.Big == nil {
		return v.Value, true
	}
	return 0, false
}

// layoutRule handles ops that move data without computing on it:
// broadcasts, reshapes, concatenation, slices, pads, transposes, casts.
// layoutKeys are the ops layoutRule has a case for (keep them in step).
// Other ops return before their result dims are made: their own rule
// (elementwise, fallback) gives them, often as the operands' symbols,
// without a fresh symbol to replace first.
var layoutKeys = map[string]bool{
	"stablehlo.broadcast_in_dim":         true,
	"stablehlo.dynamic_broadcast_in_dim": true,
	"stablehlo.broadcast":                true,
	"stablehlo.reshape":                  true,
	"stablehlo.dynamic_reshape":          true,
	"stablehlo.concatenate":              true,
	"stablehlo.transpose":                true,
	"stablehlo.reverse":                  true,
	"tensor.cast":                        true,
	"stablehlo.optimization_barrier":     true,
	"stablehlo.reduce_precision":         true,
	"mhlo.copy":                          true,
	"stablehlo.set_dimension_size":       true,
	"stablehlo.sort":                     true,
	"stablehlo.slice":                    true,
	"stablehlo.real_dynamic_slice":       true,
	"stablehlo.dynamic_slice":            true,
	"stablehlo.pad":                      true,
	"stablehlo.dynamic_pad":              true,
	"stablehlo.iota":                     true,
	"stablehlo.dynamic_iota":             true,
	"stablehlo.get_dimension_size":       true,
}

func (a *analyzer) layoutRule(op *ir.Operation, key string) bool {
	if op.NumResults() == 0 || op.NumOperands() == 0 {
		return false
	}
	res := op.Result(0)
	in := a.dimsOf(op.Operand(0))
	if !layoutKeys[key] {
		return false
	}
	a.preassign(op, key, in)
	out := a.dimsOf(res)
	if out == nil {
		return false
	}
	switch key { // every case is in layoutKeys
	case "stablehlo.broadcast_in_dim", "stablehlo.dynamic_broadcast_in_dim":
		a.broadcastInDim(op, in, out)
	case "stablehlo.broadcast":
		sizes, _ := i64s(op, "broadcast_sizes")
		all := make([]symbolic.Expr, 0, len(sizes)+len(in))
		for _, s := range sizes {
			all = append(all, symbolic.Const(s))
		}
		a.eqDims(out, append(all, in...))
	case "stablehlo.reshape", "stablehlo.dynamic_reshape":
		if rank(op.Operand(0)) >= 0 {
			a.reshape(in, out)
		}
	case "stablehlo.concatenate":
		a.concatenate(op, out)
	case "stablehlo.transpose":
	case "stablehlo.reverse", "tensor.cast", "stablehlo.optimization_barrier",
		"stablehlo.reduce_precision", "mhlo.copy", "stablehlo.set_dimension_size", "stablehlo.sort":
		for i, v := range op.Results() {
			if i < op.NumOperands() {
				ds := a.dimsOf(op.Operand(i))
				if key == "stablehlo.set_dimension_size" {
					if d, ok := intAttr(op, "dimension"); ok && d >= 0 && int(d) < len(ds) && len(a.dimsOf(v)) == len(ds) {
						a.eqDims(a.dimsOf(v)[:d], ds[:d])
						a.eqDims(a.dimsOf(v)[d+1:], ds[d+1:])
						if e, ok := a.scalarOf(op.Operand(1)); ok {
							a.eq(a.dimsOf(v)[d], e)
						}
						return true
					}
				}
				a.eqDims(a.dimsOf(v), ds)
			}
		}
	case "stablehlo.slice":
		a.slice(op, in, out)
	case "stablehlo.real_dynamic_slice":
		a.realDynamicSlice(op, out)
	case "stablehlo.dynamic_slice":
		sizes, _ := i64s(op, "slice_sizes")
		for i := range min(len(sizes), len(in)) {
			a.lowerBound(in[i], sizes[i])
		}
		return false // result dims: the static slice sizes
	case "stablehlo.pad", "stablehlo.dynamic_pad":
		a.pad(op, key, in, out)
	case "stablehlo.iota", "stablehlo.dynamic_iota":
	case "stablehlo.get_dimension_size":
	default:
		return false
	}
	return true
}

// preassign gives the result of ops whose dims are read off a shape
// operand or permuted from the input its dims before the op's rule runs.
func (a *analyzer) preassign(op *ir.Operation, key string, in []symbolic.Expr) {
	res := op.Result(0)
	switch key {
	case "stablehlo.dynamic_broadcast_in_dim", "stablehlo.dynamic_reshape":
		if op.NumOperands() < 2 {
			return
		}
		vs := append([]elem(nil), a.vecOf(op.Operand(1))...)
		for i := range vs {
			if c, ok := vs[i].e.Constant(); vs[i].ok && ok && c < 0 {
				vs[i] = elem{} // -1: inferred from the product
			}
		}
		a.assign(res, vs)
	case "stablehlo.dynamic_iota":
		a.assign(res, a.vecOf(op.Operand(0)))
	case "stablehlo.concatenate":
		d, ok := intAttr(op, "dimension")
		if !ok || d < 0 || int(d) >= len(in) {
			return
		}
		out := elems(in)
		sum := symbolic.Const(0)
		for _, v := range op.Operands() {
			ds := a.dimsOf(v)
			if len(ds) != len(in) {
				return
			}
			var err error
			if sum, err = symbolic.Add(sum, ds[d]); err != nil {
				return
			}
		}
		out[d] = known(sum)
		a.assign(res, out)
	case "stablehlo.transpose":
		perm, _ := i64s(op, "permutation")
		out := make([]elem, len(perm))
		for i, p := range perm {
			if p >= 0 && int(p) < len(in) {
				out[i] = known(in[p])
			}
		}
		a.assign(res, out)
	}
}

// broadcastInDim: operand dim i maps to result dim d[i] unless it may be
// 1 (an expanding dim). A dynamic operand dim is equal to its result dim
// when listed in known_nonexpanding_dimensions or proven to exceed 1.
func (a *analyzer) broadcastInDim(op *ir.Operation, in, out []symbolic.Expr) {
	bd, _ := i64s(op, "broadcast_dimensions")
	nonExp := map[int64]bool{}
	if ne, ok := i64s(op, "known_nonexpanding_dimensions"); ok {
		for _, d := range ne {
			nonExp[d] = true
		}
	}
	for i, d := range bd {
		if i >= len(in) || d < 0 || int(d) >= len(out) {
			continue
		}
		if c, ok := in[i].Constant(); ok {
			if c != 1 {
				a.eq(out[d], in[i])
			}
			continue
		}
		if nonExp[int64(i)] || a.above1(in[i]) {
			a.eq(out[d], in[i])
		} else if oc, ok := out[d].Constant(); ok && oc != 1 {
			// in[i] is 1 or oc: nothing is known beyond the range.
			if s, ok := in[i].AsSym(); ok {
				a.fresh.del(s)
				a.report(a.store.AddRange(s, 1, oc, a.prov()))
			}
		}
	}
}

// above1 reports a dim proven greater than 1: by its class's range for a
// symbol (cheap), by Compare otherwise.
func (a *analyzer) above1(d symbolic.Expr) bool {
	if s, ok := d.AsSym(); ok {
		lo, _ := a.store.Range(s)
		if lo > 1 {
			return true
		}
		if _, defined := a.store.Value(s); !defined && a.normal(d).Equal(d) {
			return false // a free symbol with lower bound 1
		}
	}
	return a.store.Compare(d, symbolic.Const(1)) == symbolic.Greater
}

// reshape: the number of elements is kept.
func (a *analyzer) reshape(in, out []symbolic.Expr) {
	p, ok1 := product(in)
	q, ok2 := product(out)
	if !ok1 || !ok2 || zeroSized(p) || zeroSized(q) {
		return
	}
	if pc, ok := p.Constant(); ok {
		if qc, ok := q.Constant(); ok {
			if pc != qc {
				a.reportf("reshape from %d to %d elements", pc, qc)
			}
			return
		}
	}
	// Most reshapes restate a product the shape operand already gave:
	// expanding the symbols this walk defined shows it without the store.
	if a.expand(p).Equal(a.expand(q)) {
		return
	}
	// The store's normal forms see facts read from declarations too; a
	// relation it already holds is not added again.
	if np, err := a.store.Simplify(p); err == nil {
		if nq, err := a.store.Simplify(q); err == nil && np.Equal(nq) {
			return
		}
	}
	a.eq(q, p)
}

// concatenate: the concatenated dim is the sum, the others are equal.
func (a *analyzer) concatenate(op *ir.Operation, out []symbolic.Expr) {
	d, ok := intAttr(op, "dimension")
	if !ok || d < 0 || int(d) >= len(out) {
		return
	}
	sum := symbolic.Const(0)
	for _, v := range op.Operands() {
		ds := a.dimsOf(v)
		if len(ds) != len(out) {
			return
		}
		for i := range ds {
			if i != int(d) {
				a.eq(out[i], ds[i])
			}
		}
		var err error
		if sum, err = symbolic.Add(sum, ds[d]); err != nil {
			return
		}
	}
	if s, ok := out[d].AsSym(); ok && a.defs[s].Equal(sum) {
		return // defined so by preassign
	}
	a.eq(out[d], sum)
}

// slice: out = ceil((limit - start) / stride) with static attributes; the
// input dim is at least limit.
func (a *analyzer) slice(op *ir.Operation, in, out []symbolic.Expr) {
	start, _ := i64s(op, "start_indices")
	limit, _ := i64s(op, "limit_indices")
	strides, _ := i64s(op, "strides")
	for i := range min(len(in), len(limit)) {
		a.lowerBound(in[i], limit[i])
	}
	for i := range min(len(out), len(start), len(limit), len(strides)) {
		if strides[i] > 0 && limit[i] >= start[i] {
			a.eq(out[i], symbolic.Const((limit[i]-start[i]+strides[i]-1)/strides[i]))
		}
	}
}

// realDynamicSlice: out = ceil((limit - start) / stride) from shape
// operands (exact when the stride is 1, or divides the difference).
func (a *analyzer) realDynamicSlice(op *ir.Operation, out []symbolic.Expr) {
	if op.NumOperands() < 4 {
		return
	}
	st, lim, str := a.vecOf(op.Operand(1)), a.vecOf(op.Operand(2)), a.vecOf(op.Operand(3))
	for i := range out {
		if i >= len(st) || i >= len(lim) || i >= len(str) || !st[i].ok || !lim[i].ok || !str[i].ok {
			continue
		}
		c, ok := str[i].e.Constant()
		if !ok || c < 1 {
			continue
		}
		diff, err := symbolic.Sub(lim[i].e, st[i].e)
		if err != nil {
			continue
		}
		up, err := symbolic.Add(diff, symbolic.Const(c-1))
		if err != nil {
			continue
		}
		if q, ok := symbolic.FloorDiv(up, c); ok {
			a.eq(out[i], q)
		}
	}
}

// pad: out = lo + hi + in + (in - 1) * interior.
func (a *analyzer) pad(op *ir.Operation, key string, in, out []symbolic.Expr) {
	var lo, hi, inner []elem
	if key == "stablehlo.pad" {
		for _, n := range []string{"edge_padding_low", "edge_padding_high", "interior_padding"} {
			v, _ := i64s(op, n)
			es := make([]elem, len(v))
			for i, x := range v {
				es[i] = known(symbolic.Const(x))
			}
			switch n {
			case "edge_padding_low":
				lo = es
			case "edge_padding_high":
				hi = es
			default:
				inner = es
			}
		}
	} else if op.NumOperands() >= 5 {
		lo, hi, inner = a.vecOf(op.Operand(2)), a.vecOf(op.Operand(3)), a.vecOf(op.Operand(4))
	}
	for i := range min(len(in), len(out), len(lo), len(hi), len(inner)) {
		if !lo[i].ok || !hi[i].ok || !inner[i].ok {
			continue
		}
		if zeroSized(in[i]) { // no elements: only the edges remain
			if sum, err := symbolic.Add(lo[i].e, hi[i].e); err == nil {
				a.eq(out[i], sum)
			}
			continue
		}
		inm1, err1 := symbolic.Sub(in[i], symbolic.Const(1))
		grow, err2 := symbolic.Mul(inm1, inner[i].e)
		sum, err3 := symbolic.Sum(in[i], grow, lo[i].e, hi[i].e)
		if err1 == nil && err2 == nil && err3 == nil {
			a.eq(out[i], sum)
		}
	}
}
