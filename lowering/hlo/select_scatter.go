package hlo

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// MaxSelectWindow is the most positions a select_and_scatter's window may
// hold to lower: each output element looks at every window holding it
// and finds each one's selected position, window^2 loads (the gradient
// of a max pool: 2x2 or 3x3).
const MaxSelectWindow = 16

// selectForm is a select_and_scatter the lowering handles: no padding,
// a static window, a select body that is one compare of its arguments
// (GE picks the first of equal elements, GT the last) and a scatter body
// that is a reduction combiner.
type selectForm struct {
	dims, strides []int64
	pred          kernel.Pred
	comb          string
}

func selectFormOf(op *ir.Operation) (selectForm, bool) {
	var f selectForm
	if op.NumOperands() != 3 || op.NumResults() != 1 || len(op.Regions) != 2 ||
		len(op.Regions[0].Blocks) != 1 || len(op.Regions[1].Blocks) != 1 {
		return f, false
	}
	shape, ok := fusion.Shape(op.Operand(0))
	if !ok {
		return f, false
	}
	r := len(shape)
	if f.dims, ok = dialect.I64s(op.Attr("window_dimensions")); !ok || len(f.dims) != r {
		return f, false
	}
	f.strides = f.dims // StableHLO's default: the window dimensions
	if op.Attr("window_strides") != nil {
		if f.strides, ok = dialect.I64s(op.Attr("window_strides")); !ok || len(f.strides) != r {
			return f, false
		}
	}
	if pad, _ := dialect.I64s(op.Attr("padding")); len(pad) > 0 {
		for _, p := range pad {
			if p != 0 {
				return f, false
			}
		}
	}
	positions := int64(1)
	for d := range r {
		if f.dims[d] < 1 || f.strides[d] < 1 {
			return f, false
		}
		if positions *= f.dims[d]; positions > MaxSelectWindow {
			return f, false
		}
	}
	// the select body: compare GE or GT of its two arguments, returned
	sel := op.Regions[0].Blocks[0]
	if len(sel.Ops) != 2 || len(sel.Args()) != 2 {
		return f, false
	}
	cmp, ret := sel.Ops[0], sel.Ops[1]
	if fusion.Canonical(cmp) != "stablehlo.compare" || cmp.Operand(0) != sel.Arg(0) || cmp.Operand(1) != sel.Arg(1) ||
		ret.NumOperands() != 1 || ret.Operand(0) != cmp.Result(0) || unsignedCompare(cmp) ||
		dialect.ComparisonType(cmp) == "TOTALORDER" {
		return f, false
	}
	switch direction(cmp) {
	case "GE":
		f.pred = kernel.GE
	case "GT":
		f.pred = kernel.GT
	default:
		return f, false
	}
	// the scatter body, read as a reduction's
	scatter := &ir.Operation{Regions: op.Regions[1:]}
	f.comb = fusion.ReduceCombiner(scatter)
	return f, f.comb != ""
}

// selectAndScatter computes one output element: the init combined with
// the source element of every window whose selected position is this
// element, windows in row-major order (as the interpreter combines them).
// For each window position k the element can hold, the window is the one
// that puts it at k; the window's selection is found by scanning it.
func (e *emitter) selectAndScatter(op *ir.Operation, p *ix) (*kernel.Inst, error) {
	f, ok := selectFormOf(op)
	if !ok {
		return nil, errorf(op, "has a form the lowering does not handle")
	}
	x, src, init := op.Operand(0), op.Operand(1), op.Operand(2)
	out := e.multi(p)
	r := len(out)
	iv, err := e.at(init, e.scalarIx(init))
	if err != nil {
		return nil, err
	}
	kop := combiner(f.comb).Op()
	acc := iv
	var positions [][]int64 // window positions in row-major order
	for pos := make([]int64, r); ; {
		positions = append(positions, append([]int64(nil), pos...))
		d := r - 1
		for ; d >= 0; d-- {
			if pos[d]++; pos[d] < f.dims[d] {
				break
			}
			pos[d] = 0
		}
		if d < 0 {
			break
		}
	}
	zero := e.rb.Index64(0)
	for ki := len(positions) - 1; ki >= 0; ki-- { // windows in row-major order
		k := positions[ki]
		var valid *kernel.Inst
		w := make([]*kernel.Inst, r)
		for d := range r {
			t := e.rb.Sub(out[d], e.rb.Index64(k[d]))
			ok := e.rb.Cmp(kernel.GE, t, zero)
			q := t
			if f.strides[d] > 1 {
				q = e.rb.Div(t, e.rb.Index64(f.strides[d]))
				ok = e.rb.Binary(kernel.OpAnd, ok, e.rb.Cmp(kernel.EQ, e.rb.Rem(t, e.rb.Index64(f.strides[d])), zero))
			}
			n := e.dim(src, d)
			ok = e.rb.Binary(kernel.OpAnd, ok, e.rb.Cmp(kernel.LT, q, n))
			w[d] = e.clamp(q, n)
			if valid == nil {
				valid = ok
			} else {
				valid = e.rb.Binary(kernel.OpAnd, valid, ok)
			}
		}
		// the position window w selects
		var cur, curPos *kernel.Inst
		for qi, q := range positions {
			idx := make([]*kernel.Inst, r)
			for d := range r {
				idx[d] = e.rb.Add(e.rb.Mul(w[d], e.rb.Index64(f.strides[d])), e.rb.Index64(q[d]))
			}
			v, err := e.at(x, &ix{shape: x, idx: idx})
			if err != nil {
				return nil, err
			}
			if cur == nil {
				cur, curPos = v, e.rb.Index64(0)
				continue
			}
			keep := e.rb.Cmp(f.pred, cur, v)
			cur = e.rb.Select(keep, cur, v)
			curPos = e.rb.Select(keep, curPos, e.rb.Index64(int64(qi)))
		}
		hit := e.rb.Binary(kernel.OpAnd, valid, e.rb.Cmp(kernel.EQ, curPos, e.rb.Index64(int64(ki))))
		s, err := e.at(src, &ix{shape: src, idx: w})
		if err != nil {
			return nil, err
		}
		acc = e.rb.Select(hit, e.rb.Binary(kop, acc, s), acc)
	}
	return acc, nil
}
