package hlo

import (
	"fmt"
	"slices"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// Fold reports whether op is a stablehlo.reduce the lowering turns into
// a row_fold kernel when it stays outside fusions: any number of inputs
// (argmax reduces a value and an index together) of types kernels store,
// rank-0 init values, and a body whose ops all lower to kernel
// instructions (the fuse pass takes only single-input add, multiply,
// maximum and minimum reductions). Inputs and inits may be promoted to a
// wider accumulator type of the same kind (f32 summed in f64), the type
// of the body's arguments and of the results.
func Fold(op *ir.Operation) bool {
	_, ok := foldFormOf(op)
	return ok
}

func foldFormOf(op *ir.Operation) ([]int64, bool) {
	n := op.NumResults()
	if fusion.Canonical(op) != "stablehlo.reduce" || n == 0 || op.NumOperands() != 2*n ||
		len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return nil, false
	}
	dims, ok := dialect.I64s(op.Attr("dimensions"))
	shape, ok2 := fusion.Shape(op.Operand(0))
	if !ok || !ok2 {
		return nil, false
	}
	for _, d := range dims {
		if d < 0 || d >= int64(len(shape)) {
			return nil, false
		}
	}
	b := op.Regions[0].Blocks[0]
	ret := b.Terminator()
	if len(b.Args()) != 2*n || ret == nil || ret.NumOperands() != n {
		return nil, false
	}
	for i := range n {
		x, init, res := op.Operand(i), op.Operand(n+i), op.Result(i)
		s, ok := fusion.Shape(x)
		is, ok2 := fusion.Shape(init)
		rs, ok3 := fusion.Shape(res)
		acc := ElemType(res.Type())
		if !ok || !ok2 || !ok3 || len(s) != len(shape) || len(is) != 0 || len(rs) != len(shape)-len(dims) ||
			!promotes(x, acc) || !promotes(init, acc) || ElemType(b.Arg(i).Type()) != acc || ElemType(b.Arg(n+i).Type()) != acc {
			return nil, false
		}
	}
	return dims, bodyLowers(b, false)
}

// promotes reports whether the elements of v convert exactly to the
// accumulator type acc: the same type, or a wider float for a float, a
// wider signed integer for a signed integer.
func promotes(v *ir.Value, acc kernel.Type) bool {
	t := ElemType(v.Type())
	switch {
	case t == kernel.Invalid || acc == kernel.Invalid:
		return false
	case t == acc:
		return true
	case isUnsigned(v) || t == kernel.I1:
		return false
	case t.IsFloat() && acc.IsFloat():
		return t.Bytes() < acc.Bytes() && acc != kernel.BF16
	}
	return t.IsInt() && acc.IsInt() && t.Bits() < acc.Bits()
}

// LowerFold builds the row_fold kernel of a reduction outside fusions: a
// row is a position of the kept dims (the result's element), its columns
// the positions of the reduced dims in row-major order, folded in that
// order from the init values as the reference interpreter does.
func LowerFold(op *ir.Operation, name string, names *Namer) (*Lowered, error) {
	dims, ok := foldFormOf(op)
	if !ok {
		return nil, errorf(op, "cannot be lowered to a kernel: the body or the types have no kernel form")
	}
	n := op.NumResults()
	x := op.Operand(0)
	shape, _ := fusion.Shape(x)
	e := newEmitter(op, name, names)
	var inputs, inParams, outs []int
	for i := range 2 * n {
		inputs = append(inputs, i)
		inParams = append(inParams, e.b.Buffer(fmt.Sprintf("in%d", i), ElemType(op.Operand(i).Type()), kernel.Read))
	}
	for i := range n {
		outs = append(outs, e.b.Buffer(fmt.Sprintf("out%d", i), ElemType(op.Result(i).Type()), kernel.Write))
	}
	var kept, reduced []int
	var rows, cols []*kernel.Expr
	for i := range shape {
		if slices.Contains(dims, int64(i)) {
			reduced = append(reduced, i)
			cols = append(cols, e.dimExpr(x, i))
		} else {
			kept = append(kept, i)
			rows = append(rows, e.dimExpr(x, i))
		}
	}
	e.b.RowFold(kernel.Product(rows...), kernel.Product(cols...))

	e.region(e.b.Init())
	first := make([]*kernel.Inst, n)
	for i := range n {
		first[i] = e.promote(e.rb.Load(inParams[n+i], e.rb.Index64(0)), ElemType(op.Result(i).Type()))
	}
	e.rb.YieldAll(first...)

	e.region(e.b.Fold())
	idx := make([]*kernel.Inst, len(shape))
	e.spread(idx, x, kept, e.rb.Index(kernel.Row))
	e.spread(idx, x, reduced, e.rb.Index(kernel.Col))
	off := e.rb.Linearize(idx, e.dims(x))
	body := op.Regions[0].Blocks[0]
	sc := e.scalarIx(body.Arg(0))
	for i := range n {
		e.memo[memoKey{body.Arg(i), sc}] = e.rb.Acc(i)
		if body.Arg(n + i).HasUses() {
			e.memo[memoKey{body.Arg(n + i), sc}] = e.promote(e.rb.Load(inParams[i], off), ElemType(op.Result(i).Type()))
		}
	}
	next := make([]*kernel.Inst, n)
	for i, v := range body.Terminator().Operands() {
		r, err := e.at(v, sc)
		if err != nil {
			return nil, err
		}
		next[i] = r
	}
	e.rb.YieldAll(next...)

	e.region(e.b.Epilogue())
	row := e.rb.Index(kernel.Row)
	for i := range n {
		e.rb.Store(outs[i], row, e.rb.Acc(i))
	}
	return e.lowered(op, inputs, inParams, outs)
}

// spread delinearizes lin over dims ds of x (row-major) into idx.
func (e *emitter) spread(idx []*kernel.Inst, x *ir.Value, ds []int, lin *kernel.Inst) {
	if len(ds) == 0 {
		return
	}
	sizes := make([]*kernel.Inst, len(ds))
	for j := 1; j < len(ds); j++ {
		sizes[j] = e.dim(x, ds[j])
	}
	for j, v := range e.rb.Delinearize(lin, sizes) {
		idx[ds[j]] = v
	}
}
