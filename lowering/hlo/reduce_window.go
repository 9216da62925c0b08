package hlo

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// MaxWindow is the most positions a reduce_window's window may hold to
// lower: each output element combines them all, unrolled (pooling
// windows are 2x2 to 7x7).
const MaxWindow = 64

// windowForm is a reduce_window the lowering handles: one operand and
// one init, a static window, the combiner of a reduction (add, mul, max,
// min) and every attribute read into rank-long lists.
type windowForm struct {
	dims, strides, baseDil, winDil, low, high []int64
	comb                                      string
}

// windowFormOf reads the form of op, a stablehlo.reduce_window.
func windowFormOf(op *ir.Operation) (windowForm, bool) {
	var f windowForm
	if op.NumOperands() != 2 || op.NumResults() != 1 || len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return f, false
	}
	if f.comb = fusion.ReduceCombiner(op); f.comb == "" {
		return f, false
	}
	shape, ok := fusion.Shape(op.Operand(0))
	if !ok {
		return f, false
	}
	r := len(shape)
	var ok1 bool
	if f.dims, ok1 = dialect.I64s(op.Attr("window_dimensions")); !ok1 || len(f.dims) != r {
		return f, false
	}
	list := func(name string, def int64) ([]int64, bool) {
		if op.Attr(name) == nil {
			out := make([]int64, r)
			for i := range out {
				out[i] = def
			}
			return out, true
		}
		v, ok := dialect.I64s(op.Attr(name))
		return v, ok && len(v) == r
	}
	f.strides, ok = list("window_strides", 1)
	b, ok2 := list("base_dilations", 1)
	w, ok3 := list("window_dilations", 1)
	pad, ok4 := dialect.I64s(op.Attr("padding"))
	if op.Attr("padding") == nil {
		pad, ok4 = make([]int64, 2*r), true
	}
	if !ok || !ok2 || !ok3 || !ok4 || len(pad) != 2*r {
		return f, false
	}
	f.baseDil, f.winDil = b, w
	positions := int64(1)
	for d := range r {
		f.low, f.high = append(f.low, pad[2*d]), append(f.high, pad[2*d+1])
		if f.dims[d] < 1 || f.strides[d] < 1 || b[d] < 1 || w[d] < 1 || pad[2*d] < 0 || pad[2*d+1] < 0 {
			return f, false
		}
		if positions *= f.dims[d]; positions > MaxWindow {
			return f, false
		}
	}
	return f, true
}

// reduceWindow computes one output element: the init (unless it is the
// combiner's identity) combined with the operand at every position of
// the window, in row-major window order;
// a position in the padding or between dilated elements reads the init,
// as the operand padded with it (the StableHLO definition) would.
func (e *emitter) reduceWindow(op *ir.Operation, p *ix) (*kernel.Inst, error) {
	f, ok := windowFormOf(op)
	if !ok {
		return nil, errorf(op, "has a window form the lowering does not handle")
	}
	x, init := op.Operand(0), op.Operand(1)
	out := e.multi(p)
	iv, err := e.at(init, e.scalarIx(init))
	if err != nil {
		return nil, err
	}
	kop := combiner(f.comb).Op()
	var acc *kernel.Inst // nil until the first value (the init when it is no identity)
	if !isIdentity(init, f.comb) {
		acc = iv
	}
	pos := make([]int64, len(out)) // the window position, an odometer
	for {
		var valid *kernel.Inst
		and := func(c *kernel.Inst) {
			if valid == nil {
				valid = c
			} else {
				valid = e.rb.Binary(kernel.OpAnd, valid, c)
			}
		}
		idx := make([]*kernel.Inst, len(out))
		for d, o := range out {
			// t is the position in the padded, dilated operand less the
			// low padding: o*stride + pos*winDil - low
			t := e.rb.Add(e.rb.Mul(o, e.rb.Index64(f.strides[d])), e.rb.Index64(pos[d]*f.winDil[d]-f.low[d]))
			q := t
			if f.low[d] > 0 {
				and(e.rb.Cmp(kernel.GE, t, e.rb.Index64(0)))
			}
			if f.baseDil[d] > 1 {
				q = e.rb.Div(t, e.rb.Index64(f.baseDil[d]))
				and(e.rb.Cmp(kernel.EQ, e.rb.Rem(t, e.rb.Index64(f.baseDil[d])), e.rb.Index64(0)))
			}
			n := e.dim(x, d)
			if f.high[d] > 0 {
				and(e.rb.Cmp(kernel.LT, q, n))
			}
			if valid != nil {
				q = e.clamp(q, n)
			}
			idx[d] = q
		}
		v, err := e.at(x, &ix{shape: x, idx: idx})
		if err != nil {
			return nil, err
		}
		if valid != nil {
			v = e.rb.Select(valid, v, iv)
		}
		if acc == nil {
			acc = v
		} else {
			acc = e.rb.Binary(kop, acc, v)
		}
		d := len(pos) - 1
		for ; d >= 0; d-- {
			if pos[d]++; pos[d] < f.dims[d] {
				break
			}
			pos[d] = 0
		}
		if d < 0 {
			return acc, nil
		}
	}
}
