package hlo

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// Index maps of the data-movement ops a loop kernel computes in place:
// slice, reverse, concatenate and pad. Concatenate and pad read each
// operand at a clamped position (always in bounds) and select.

func attrList(op *ir.Operation, name string) []int64 {
	v, _ := dialect.I64s(op.Attr(name))
	return v
}

// slice reads operand index start + i*stride.
func (e *emitter) slice(op *ir.Operation, p *ix) (*kernel.Inst, error) {
	start, strides := attrList(op, "start_indices"), attrList(op, "strides")
	out := e.multi(p)
	if len(start) != len(out) {
		return nil, errorf(op, "start_indices do not match the rank")
	}
	idx := make([]*kernel.Inst, len(out))
	for d, i := range out {
		st := int64(1)
		if d < len(strides) {
			st = strides[d]
		}
		if st != 1 {
			i = e.rb.Mul(i, e.rb.Index64(st))
		}
		if start[d] != 0 {
			i = e.rb.Add(i, e.rb.Index64(start[d]))
		}
		idx[d] = i
	}
	return e.at(op.Operand(0), &ix{shape: op.Operand(0), idx: idx})
}

// reverse reads size-1-i along the reversed dims.
func (e *emitter) reverse(op *ir.Operation, p *ix) (*kernel.Inst, error) {
	x := op.Operand(0)
	idx := append([]*kernel.Inst(nil), e.multi(p)...)
	for _, d := range attrList(op, "dimensions") {
		if int(d) >= len(idx) {
			return nil, errorf(op, "dimension %d out of range", d)
		}
		last := e.rb.Sub(e.dim(x, int(d)), e.rb.Index64(1))
		idx[d] = e.rb.Sub(last, idx[d])
	}
	return e.at(x, &ix{shape: x, idx: idx})
}

// staticEmpty reports whether v has a static zero dim (nothing to load).
func staticEmpty(v *ir.Value) bool {
	t, ok := v.Type().(*ir.TensorType)
	if !ok {
		return false
	}
	for _, d := range t.Shape {
		if d == 0 {
			return true
		}
	}
	return false
}

// clamp limits i to [0, n-1].
func (e *emitter) clamp(i, n *kernel.Inst) *kernel.Inst {
	return e.rb.Max(e.rb.Min(i, e.rb.Sub(n, e.rb.Index64(1))), e.rb.Index64(0))
}

// concatenate selects, along the joined dim, the operand whose range
// holds the position.
func (e *emitter) concatenate(op *ir.Operation, p *ix) (*kernel.Inst, error) {
	dd, _ := op.Attr("dimension").(*ir.IntegerAttr)
	out := e.multi(p)
	if dd == nil || int(dd.Value) >= len(out) {
		return nil, errorf(op, "needs a dimension within the rank")
	}
	d := int(dd.Value)
	var acc *kernel.Inst
	var offs []*kernel.Inst
	off := e.rb.Index64(0)
	for _, x := range op.Operands() {
		offs = append(offs, off)
		off = e.rb.Add(off, e.dim(x, d))
	}
	for k := op.NumOperands() - 1; k >= 0; k-- {
		x := op.Operand(k)
		if staticEmpty(x) {
			continue
		}
		idx := append([]*kernel.Inst(nil), out...)
		idx[d] = e.clamp(e.rb.Sub(out[d], offs[k]), e.dim(x, d))
		v, err := e.at(x, &ix{shape: x, idx: idx})
		if err != nil {
			return nil, err
		}
		if acc == nil {
			acc = v
			continue
		}
		acc = e.rb.Select(e.rb.Cmp(kernel.LT, out[d], offs[k+1]), v, acc)
	}
	if acc == nil {
		return nil, errorf(op, "every operand is empty")
	}
	return acc, nil
}

// pad reads the operand where the position falls on an element (after
// the low edge, on the interior stride, before the end) and the padding
// value elsewhere.
func (e *emitter) pad(op *ir.Operation, p *ix) (*kernel.Inst, error) {
	x := op.Operand(0)
	if staticEmpty(x) {
		return e.at(op.Operand(1), e.scalarIx(op.Operand(1)))
	}
	low, interior := attrList(op, "edge_padding_low"), attrList(op, "interior_padding")
	out := e.multi(p)
	if len(low) != len(out) {
		return nil, errorf(op, "edge_padding_low does not match the rank")
	}
	var valid *kernel.Inst
	idx := make([]*kernel.Inst, len(out))
	for d, i := range out {
		step := int64(1)
		if d < len(interior) {
			step += interior[d]
		}
		t := e.rb.Sub(i, e.rb.Index64(low[d]))
		q := t
		ok := e.rb.Cmp(kernel.GE, t, e.rb.Index64(0))
		if step != 1 {
			q = e.rb.Div(t, e.rb.Index64(step))
			ok = e.rb.Binary(kernel.OpAnd, ok, e.rb.Cmp(kernel.EQ, e.rb.Rem(t, e.rb.Index64(step)), e.rb.Index64(0)))
		}
		n := e.dim(x, d)
		ok = e.rb.Binary(kernel.OpAnd, ok, e.rb.Cmp(kernel.LT, q, n))
		idx[d] = e.clamp(q, n)
		if valid == nil {
			valid = ok
		} else {
			valid = e.rb.Binary(kernel.OpAnd, valid, ok)
		}
	}
	v, err := e.at(x, &ix{shape: x, idx: idx})
	if err != nil {
		return nil, err
	}
	pv, err := e.at(op.Operand(1), e.scalarIx(op.Operand(1)))
	if err != nil || valid == nil {
		return v, err
	}
	return e.rb.Select(valid, v, pv), nil
}
