package hlo

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// sortForm is what the lowering needs to know about a sort it handles.
type sortForm struct {
	dim int // the sorted dim, non-negative
}

// Sort reports whether op is a stablehlo.sort the lowering turns into a
// kernel: operands of types kernels store and a comparator whose ops all
// lower to kernel instructions. One block sorts a row, in shared memory
// for a static length up to kernel.MaxSortCols, else in a scratch buffer.
func Sort(op *ir.Operation) bool {
	_, ok := sortFormOf(op)
	return ok
}

func sortFormOf(op *ir.Operation) (sortForm, bool) {
	var f sortForm
	if fusion.Canonical(op) != "stablehlo.sort" || op.NumOperands() == 0 || op.NumResults() != op.NumOperands() ||
		len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return f, false
	}
	shape, ok := fusion.Shape(op.Operand(0))
	if !ok || len(shape) == 0 {
		return f, false
	}
	d := int64(len(shape) - 1)
	if a, ok := op.Attr("dimension").(*ir.IntegerAttr); ok {
		d = a.Value
	}
	if d < 0 {
		d += int64(len(shape))
	}
	if d < 0 || d >= int64(len(shape)) {
		return f, false
	}
	f.dim = int(d)
	for i, v := range op.Operands() {
		s, ok := fusion.Shape(v)
		if !ok || len(s) != len(shape) || ElemType(v.Type()) == kernel.Invalid || ElemType(op.Result(i).Type()) != ElemType(v.Type()) {
			return f, false
		}
	}
	b := op.Regions[0].Blocks[0]
	ret := b.Terminator()
	if len(b.Args()) != 2*op.NumOperands() || ret == nil || ret.NumOperands() != 1 || ElemType(ret.Operand(0).Type()) != kernel.I1 {
		return f, false
	}
	// A comparator that never reads both elements of some operand (say
	// "lhs > 0") is not an ordering of the two: what a sort makes of it
	// depends on the algorithm, so the kernel could not agree with the
	// reference. Such sorts stay without a kernel.
	pair := false
	for i := range op.NumOperands() {
		pair = pair || (b.Arg(2*i).HasUses() && b.Arg(2*i+1).HasUses())
	}
	return f, pair && bodyLowers(b, true)
}

// splatValue reports whether a constant holds one repeated value (what
// the emitter materializes).
func splatValue(op *ir.Operation) bool {
	a, ok := op.Attr("value").(*ir.DenseElementsAttr)
	return ok && a.Splat
}

// LowerSort builds the kernel of a sort outside fusions (see
// kernel.Builder.RowSort): a row is every position of the other dims,
// the columns run along the sorted dim. The compare phase loads the
// operands the comparator reads at the two columns and evaluates its
// body; the map phase moves every operand's element from the column it
// sorted from. The sort is stable whatever is_stable says (which
// StableHLO allows).
func LowerSort(op *ir.Operation, name string, names *Namer) (*Lowered, error) {
	f, ok := sortFormOf(op)
	if !ok {
		return nil, errorf(op, "cannot be lowered to a kernel: only sorts of stored element types with a comparator of elementwise ops on its own arguments are")
	}
	e := newEmitter(op, name, names)
	x := op.Operand(0)
	n := op.NumOperands()
	body := op.Regions[0].Blocks[0]
	used := make([]bool, n) // operands the comparator reads
	for i := range used {
		used[i] = body.Arg(2*i).HasUses() || body.Arg(2*i+1).HasUses()
	}
	ins := make([]int, n)
	var inputs, inParams []int
	for i, v := range op.Operands() {
		ins[i] = e.b.Buffer(fmt.Sprintf("in%d", i), ElemType(v.Type()), kernel.Read)
		inputs, inParams = append(inputs, i), append(inParams, ins[i])
	}
	outs := make([]int, n)
	for i, v := range op.Results() {
		outs[i] = e.b.Buffer(fmt.Sprintf("out%d", i), ElemType(v.Type()), kernel.Write)
	}
	shape, _ := fusion.Shape(x)
	var rows []*kernel.Expr
	for i := range shape {
		if i != f.dim {
			rows = append(rows, e.dimExpr(x, i))
		}
	}
	e.b.RowSort(kernel.Product(rows...), e.dimExpr(x, f.dim))

	e.region(e.b.Compare())
	sc := e.scalarIx(body.Arg(0))
	row := e.rb.Index(kernel.Row)
	lhs, rhs := e.sortOffset(x, f, row, e.rb.Index(kernel.Lhs)), e.sortOffset(x, f, row, e.rb.Index(kernel.Rhs))
	for i := range n {
		if used[i] {
			e.memo[memoKey{body.Arg(2 * i), sc}] = e.rb.Load(ins[i], lhs)
			e.memo[memoKey{body.Arg(2*i + 1), sc}] = e.rb.Load(ins[i], rhs)
		}
	}
	if err := e.totalOrderCompares(body, sc); err != nil {
		return nil, err
	}
	less, err := e.at(body.Terminator().Operand(0), sc)
	if err != nil {
		return nil, err
	}
	e.rb.Yield(less)

	e.region(e.b.Map())
	row = e.rb.Index(kernel.Row)
	src, dst := e.sortOffset(x, f, row, e.rb.Index(kernel.Src)), e.sortOffset(x, f, row, e.rb.Index(kernel.Col))
	for i := range n {
		e.rb.Store(outs[i], dst, e.rb.Load(ins[i], src))
	}
	return e.lowered(op, inputs, inParams, outs)
}

// sortOffset is the row-major offset of column col of row row: the row
// splits into the positions before the sorted dim (outer) and after it
// (inner), offset = (outer*cols + col)*inner + inner position.
func (e *emitter) sortOffset(x *ir.Value, f sortForm, row, col *kernel.Inst) *kernel.Inst {
	shape, _ := fusion.Shape(x)
	inner := e.rb.Index64(1)
	for i := f.dim + 1; i < len(shape); i++ {
		inner = e.rb.Mul(inner, e.dim(x, i))
	}
	cols := e.dim(x, f.dim)
	if f.dim == len(shape)-1 {
		return e.rb.Add(e.rb.Mul(row, cols), col)
	}
	outer, in := e.rb.Div(row, inner), e.rb.Rem(row, inner)
	return e.rb.Add(e.rb.Mul(e.rb.Add(e.rb.Mul(outer, cols), col), inner), in)
}

// totalOrderCompares emits the float compares of a comparator body with
// comparison type TOTALORDER (what jnp.sort uses) ahead of the rest of
// the body: -inf < ... < -0 < +0 < ... < +inf < NaN. The kernel IR cannot
// read a NaN's sign bit, so every NaN orders as a positive one.
func (e *emitter) totalOrderCompares(body *ir.Block, sc *ix) error {
	for _, o := range body.Ops {
		if fusion.Canonical(o) != "stablehlo.compare" || dialect.ComparisonType(o) != "TOTALORDER" ||
			!ElemType(o.Operand(0).Type()).IsFloat() {
			continue
		}
		x, y, err := e.two(o, sc)
		if err != nil {
			return err
		}
		lt := func(a, b *kernel.Inst) *kernel.Inst { return e.totalLess(a, b) }
		not := func(c *kernel.Inst) *kernel.Inst { return e.rb.Binary(kernel.OpXor, c, e.rb.ConstI(kernel.I1, 1)) }
		var r *kernel.Inst
		switch direction(o) {
		case "LT":
			r = lt(x, y)
		case "GT":
			r = lt(y, x)
		case "LE":
			r = not(lt(y, x))
		case "GE":
			r = not(lt(x, y))
		case "EQ":
			r = e.rb.Binary(kernel.OpAnd, not(lt(x, y)), not(lt(y, x)))
		case "NE":
			r = e.rb.Binary(kernel.OpOr, lt(x, y), lt(y, x))
		default:
			return errorf(o, "has an unknown comparison direction")
		}
		e.memo[memoKey{o.Result(0), sc}] = r
	}
	return nil
}

// totalOrderCompare reports whether o is a float compare with comparison
// type TOTALORDER, which totalOrderCompares emits in sort comparators
// (CanLower refuses it elsewhere).
func totalOrderCompare(o *ir.Operation) bool {
	return fusion.Canonical(o) == "stablehlo.compare" && dialect.ComparisonType(o) == "TOTALORDER" &&
		o.NumOperands() == 2 && ElemType(o.Operand(0).Type()).IsFloat()
}

// totalLess is x < y in the total order of totalOrderCompares.
func (e *emitter) totalLess(x, y *kernel.Inst) *kernel.Inst {
	rb := e.rb
	t := x.Type
	negZero := func(v *kernel.Inst) *kernel.Inst { // v is -0: 1/v is -inf
		return rb.Binary(kernel.OpAnd, rb.Cmp(kernel.EQ, v, rb.ConstF(t, 0)),
			rb.Cmp(kernel.LT, rb.Div(rb.ConstF(t, 1), v), rb.ConstF(t, 0)))
	}
	isNaN := func(v *kernel.Inst) *kernel.Inst { return rb.Cmp(kernel.NE, v, v) }
	zeros := rb.Binary(kernel.OpAnd, rb.Binary(kernel.OpAnd, rb.Cmp(kernel.EQ, x, y), negZero(x)),
		rb.Binary(kernel.OpXor, negZero(y), rb.ConstI(kernel.I1, 1)))
	nan := rb.Binary(kernel.OpAnd, rb.Binary(kernel.OpXor, isNaN(x), rb.ConstI(kernel.I1, 1)), isNaN(y))
	return rb.Binary(kernel.OpOr, rb.Binary(kernel.OpOr, rb.Cmp(kernel.LT, x, y), zeros), nan)
}
