package hlo

import (
	"fmt"
	"math"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/pipeline"
)

// ix is a position in a tensor: a multi-index, a row-major linear offset,
// or both; the missing form is derived on demand.
type ix struct {
	shape *ir.Value // the tensor the position is in
	idx   []*kernel.Inst
	lin   *kernel.Inst
}

// emitter lowers the values of one fusion region into one kernel region.
type emitter struct {
	fop   *ir.Operation
	b     *kernel.Builder
	names *Namer
	bufs  map[*ir.Value]int // fusion block argument -> buffer parameter
	dimP  map[string]int    // dim name -> dim parameter
	// per region
	rb       *kernel.RegionBuilder
	memo     map[memoKey]*kernel.Inst
	memoIm   map[memoKey]*kernel.Inst // imaginary parts of complex values
	dimMemo  map[string]*kernel.Inst
	phases   map[*ir.Operation]int // reduce op -> its phase
	avail    int                   // phases below this are readable
	rowIdx   []*kernel.Inst        // index of the current row (column) in the reduced shape
	inBufs   []*ir.Value           // block arguments in parameter order
	scalar   *ix
	outs     []int                    // output buffer parameters, once declared
	dimOrder []string                 // dim parameters in order of declaration
	part     int                      // the part of complex values computed: 0 real, 1 imaginary (complex.go)
	partOffs map[partKey]*kernel.Inst // buffer offsets of complex parts (partOffset)
}

type memoKey struct {
	v *ir.Value
	p *ix
}

// errorf is an error naming op and its location.
func errorf(op *ir.Operation, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if op == nil {
		return diag.Errorf(diag.Pos{}, "%s", msg)
	}
	return diag.Errorf(pipeline.LocPos(op.Loc), "'%s' %s", op.Name, msg)
}

func (e *emitter) region(rb *kernel.RegionBuilder) {
	e.rb = rb
	e.memo = map[memoKey]*kernel.Inst{}
	e.memoIm = map[memoKey]*kernel.Inst{}
	e.partOffs = map[partKey]*kernel.Inst{}
	e.dimMemo = map[string]*kernel.Inst{}
	e.scalar = nil
}

// dim returns dim i of v as an i64 instruction.
func (e *emitter) dim(v *ir.Value, i int) *kernel.Inst {
	if s := e.names.Static(v, i); s >= 0 {
		return e.rb.Index64(s)
	}
	name := e.names.Name(v, i)
	if in, ok := e.dimMemo[name]; ok {
		return in
	}
	in := e.rb.Dim(e.declareDim(name))
	e.dimMemo[name] = in
	return in
}

// dims returns the dims of v for Linearize and Delinearize, which never
// read the outermost one (left nil).
func (e *emitter) dims(v *ir.Value) []*kernel.Inst {
	s, _ := fusion.Shape(v)
	out := make([]*kernel.Inst, len(s))
	for i := 1; i < len(s); i++ {
		out[i] = e.dim(v, i)
	}
	return out
}

// dimExpr is DimExpr that also declares the dim parameter.
func (e *emitter) dimExpr(v *ir.Value, i int) *kernel.Expr {
	x := DimExpr(e.names, v, i)
	if x.Op == kernel.ExprDim {
		e.declareDim(x.Dim)
	}
	return x
}

// declareDim returns the dim parameter of name, declaring it on first use.
func (e *emitter) declareDim(name string) int {
	if p, ok := e.dimP[name]; ok {
		return p
	}
	p := e.b.Dim(name)
	e.dimP[name] = p
	e.dimOrder = append(e.dimOrder, name)
	return p
}

// DimExpr returns dim i of v as a launch-size expression.
func DimExpr(n *Namer, v *ir.Value, i int) *kernel.Expr {
	if s := n.Static(v, i); s >= 0 {
		return kernel.Const(s)
	}
	return kernel.DimRef(n.Name(v, i))
}

func (e *emitter) multi(p *ix) []*kernel.Inst {
	if p.idx == nil {
		s, _ := fusion.Shape(p.shape)
		if len(s) == 0 {
			p.idx = []*kernel.Inst{}
		} else {
			p.idx = e.rb.Delinearize(p.lin, e.dims(p.shape))
		}
	}
	return p.idx
}

func (e *emitter) linear(p *ix) *kernel.Inst {
	if p.lin == nil {
		p.lin = e.rb.Linearize(p.idx, e.dims(p.shape))
	}
	return p.lin
}

// scalarIx is the position of a rank-0 tensor (one per region, so values
// read at it are computed once).
func (e *emitter) scalarIx(v *ir.Value) *ix {
	if e.scalar == nil {
		e.scalar = &ix{shape: v, idx: []*kernel.Inst{}}
	}
	return e.scalar
}

// at returns the value of v at position p.
func (e *emitter) at(v *ir.Value, p *ix) (*kernel.Inst, error) {
	if s, _ := fusion.Shape(v); len(s) == 0 && len(e.multi(p)) != 0 {
		p = e.scalarIx(v)
	}
	part, memo := 0, e.memo
	if e.part != 0 && isComplex(v) {
		part, memo = e.part, e.memoIm
	}
	k := memoKey{v, p}
	if in, ok := memo[k]; ok {
		return in, nil
	}
	saved := e.part
	e.part = part
	in, err := e.compute(v, p)
	e.part = saved
	if err != nil {
		return nil, err
	}
	memo[k] = in
	return in, nil
}

func (e *emitter) compute(v *ir.Value, p *ix) (*kernel.Inst, error) {
	op := v.DefiningOp()
	if op == nil {
		return e.load(v, p)
	}
	name := fusion.Canonical(op)
	if isComplex(v) || op.NumOperands() > 0 && isComplex(op.Operand(0)) && readsComplex[name] {
		if in, ok, err := e.complexCompute(op, name, v, p); ok || err != nil {
			return in, err
		}
	}
	t := ElemType(v.Type())
	if kop, ok := binaryOps[name]; ok {
		x, y, err := e.two(op, p)
		if err != nil {
			return nil, err
		}
		if t == kernel.I1 {
			kop = boolOps[kop]
		}
		if u, ok := unsignedOps[kop]; ok && isUnsigned(op.Operand(0)) {
			kop = u
		}
		if t.IsInt() && t != kernel.I1 && (kop == kernel.OpDiv || kop == kernel.OpRem || kop == kernel.OpUDiv || kop == kernel.OpURem) {
			return e.intDivRem(kop, t, x, y), nil
		}
		return e.rb.Binary(kop, x, y), nil
	}
	if kop, ok := unaryOps[name]; ok {
		x, err := e.same(op.Operand(0), p)
		if err != nil {
			return nil, err
		}
		return e.rb.Unary(kop, x), nil
	}
	switch name {
	case "stablehlo.constant":
		return e.constant(op, t)
	case "stablehlo.convert":
		x, err := e.same(op.Operand(0), p)
		if err != nil {
			return nil, err
		}
		return e.convert(op, x, t), nil
	case "stablehlo.is_finite":
		// |x| < inf is false for infinities and (ordered) for NaN
		x, err := e.same(op.Operand(0), p)
		if err != nil {
			return nil, err
		}
		return e.rb.Cmp(kernel.LT, e.rb.Unary(kernel.OpAbs, x), e.rb.ConstF(x.Type, math.Inf(1))), nil
	case "stablehlo.compare":
		x, y, err := e.two(op, p)
		if err != nil {
			return nil, err
		}
		pred := predicates[direction(op)]
		if unsignedCompare(op) {
			pred = unsignedPreds[pred]
		}
		return e.rb.Cmp(pred, x, y), nil
	case "stablehlo.select":
		return e.nary(op, p, func(a []*kernel.Inst) *kernel.Inst { return e.rb.Select(a[0], a[1], a[2]) })
	case "stablehlo.clamp":
		mx, mn := kernel.OpMax, kernel.OpMin
		if isUnsigned(op.Result(0)) {
			mx, mn = kernel.OpUMax, kernel.OpUMin
		}
		return e.nary(op, p, func(a []*kernel.Inst) *kernel.Inst {
			return e.rb.Binary(mn, e.rb.Binary(mx, a[1], a[0]), a[2])
		})
	case "stablehlo.iota", "stablehlo.dynamic_iota":
		d, _ := op.Attr("iota_dimension").(*ir.IntegerAttr)
		if d == nil || int(d.Value) >= len(e.multi(p)) {
			return nil, errorf(op, "needs an iota_dimension within the rank")
		}
		return e.rb.Convert(e.multi(p)[d.Value], t), nil
	case "stablehlo.broadcast_in_dim", "stablehlo.dynamic_broadcast_in_dim":
		return e.broadcast(op, p)
	case "stablehlo.reshape", "stablehlo.dynamic_reshape":
		return e.at(op.Operand(0), &ix{shape: op.Operand(0), lin: e.linear(p)})
	case "stablehlo.transpose":
		perm, _ := dialect.I64s(op.Attr("permutation"))
		out := e.multi(p)
		idx := make([]*kernel.Inst, len(out))
		for i, d := range perm {
			idx[d] = out[i]
		}
		return e.at(op.Operand(0), &ix{shape: op.Operand(0), idx: idx})
	case "stablehlo.reduce":
		return e.reduced(op, p)
	case "stablehlo.slice":
		return e.slice(op, p)
	case "stablehlo.reverse":
		return e.reverse(op, p)
	case "stablehlo.concatenate":
		return e.concatenate(op, p)
	case "stablehlo.reduce_window":
		return e.reduceWindow(op, p)
	case "stablehlo.select_and_scatter":
		return e.selectAndScatter(op, p)
	case "stablehlo.pad":
		return e.pad(op, p)
	case "stablehlo.gather", "stablehlo.dynamic_gather":
		return e.gather(op, p)
	case "stablehlo.real": // of a real tensor (complex ones: complexCompute)
		return e.at(op.Operand(0), p)
	case "stablehlo.imag":
		return e.rb.ConstF(t, 0), nil
	}
	return nil, errorf(op, "cannot be lowered to a kernel yet")
}

// intDivRem divides integers as StableHLO defines it: x / 0 is -1 and
// x rem 0 is x (the kernel IR leaves division by zero undefined, so the
// divisor is replaced by 1 where it is 0).
func (e *emitter) intDivRem(op kernel.Op, t kernel.Type, x, y *kernel.Inst) *kernel.Inst {
	zero := e.rb.Cmp(kernel.EQ, y, e.rb.ConstI(t, 0))
	safe := e.rb.Select(zero, e.rb.ConstI(t, 1), y)
	q := e.rb.Binary(op, x, safe)
	if op == kernel.OpDiv || op == kernel.OpUDiv {
		return e.rb.Select(zero, e.rb.ConstI(t, -1), q)
	}
	return e.rb.Select(zero, x, q)
}

// same evaluates an operand of an elementwise op at the op's position
// (operands of elementwise ops have the result's shape; rank-0 operands of
// select and clamp are scalars).
func (e *emitter) same(v *ir.Value, p *ix) (*kernel.Inst, error) {
	return e.at(v, p)
}

func (e *emitter) two(op *ir.Operation, p *ix) (*kernel.Inst, *kernel.Inst, error) {
	x, err := e.same(op.Operand(0), p)
	if err != nil {
		return nil, nil, err
	}
	y, err := e.same(op.Operand(1), p)
	return x, y, err
}

func (e *emitter) nary(op *ir.Operation, p *ix, f func([]*kernel.Inst) *kernel.Inst) (*kernel.Inst, error) {
	args := make([]*kernel.Inst, op.NumOperands())
	for i, v := range op.Operands() {
		a, err := e.same(v, p)
		if err != nil {
			return nil, err
		}
		args[i] = a
	}
	return f(args), nil
}

// load reads a fusion operand.
func (e *emitter) load(v *ir.Value, p *ix) (*kernel.Inst, error) {
	b, err := e.declareInput(v)
	if err != nil {
		return nil, err
	}
	off := e.linear(p)
	if isComplex(v) {
		off = e.partOffset(off)
	}
	return e.rb.Load(b, off), nil
}

// declareInput returns the buffer parameter of fusion operand v,
// declaring it on first use.
func (e *emitter) declareInput(v *ir.Value) (int, error) {
	if b, ok := e.bufs[v]; ok {
		return b, nil
	}
	t := bufElem(v.Type())
	if t == kernel.Invalid {
		return 0, errorf(e.fop, "operand #%d has type %s, which kernels cannot load", v.Index(), v.Type())
	}
	b := e.b.Buffer(fmt.Sprintf("in%d", v.Index()), t, kernel.Read)
	e.bufs[v] = b
	e.inBufs = append(e.inBufs, v)
	return b, nil
}

func (e *emitter) constant(op *ir.Operation, t kernel.Type) (*kernel.Inst, error) {
	a, ok := op.Attr("value").(*ir.DenseElementsAttr)
	if !ok || !a.Splat {
		return nil, errorf(op, "only splat constants can be used inside a kernel")
	}
	if t.IsFloat() {
		return e.rb.ConstF(t, a.FloatAt(0)), nil
	}
	return e.rb.ConstI(t, a.IntAt(0)), nil
}

// broadcast maps a result position to the operand: each operand dim reads
// the result dim it maps to, or 0 when it is statically 1; a dim that may
// or may not be expanded at run time picks by comparing its size with 1.
func (e *emitter) broadcast(op *ir.Operation, p *ix) (*kernel.Inst, error) {
	x := op.Operand(0)
	bd, _ := dialect.I64s(op.Attr("broadcast_dimensions"))
	xs, _ := fusion.Shape(x)
	out := e.multi(p)
	if len(bd) != len(xs) {
		return nil, errorf(op, "broadcast_dimensions do not match the operand rank")
	}
	idx := make([]*kernel.Inst, len(xs))
	same := len(xs) == len(out)
	for j, d := range bd {
		switch {
		case e.names.Dims.Equal(x, j, op.Result(0), int(d)):
			idx[j] = out[d]
		case xs[j] == 1:
			idx[j] = e.rb.Index64(0)
			same = false
		default:
			one := e.rb.Cmp(kernel.EQ, e.dim(x, j), e.rb.Index64(1))
			idx[j] = e.rb.Select(one, e.rb.Index64(0), out[d])
			same = false
		}
		same = same && int(d) == j
	}
	q := &ix{shape: x, idx: idx}
	if same {
		q.lin = p.lin
	}
	return e.at(x, q)
}

// reduced reads the result of a reduction phase, combined with the init
// value unless that is the combiner's identity.
func (e *emitter) reduced(op *ir.Operation, p *ix) (*kernel.Inst, error) {
	ph, ok := e.phases[op]
	if !ok || ph >= e.avail {
		return nil, errorf(op, "reduction result used before its phase has run")
	}
	idx := e.multi(p)
	if len(idx) != len(e.rowIdx) {
		return nil, errorf(op, "reduction result read at another row")
	}
	for i := range idx {
		if idx[i] != e.rowIdx[i] {
			return nil, errorf(op, "reduction result read through an index map the kernel cannot follow")
		}
	}
	r := e.rb.Reduced(ph + e.part) // a complex sum's imaginary part is the next phase
	comb := fusion.ReduceCombiner(op)
	kop := combiner(comb).Op()
	if unsignedOrderReduce(op) {
		r = e.flipSign(r)
		kop = unsignedOps[kop]
	}
	init := op.Operand(1)
	if isIdentity(init, comb) {
		return r, nil
	}
	iv, err := e.at(init, e.scalarIx(init))
	if err != nil {
		return nil, err
	}
	return e.rb.Binary(kop, r, iv), nil
}

func combiner(c string) kernel.Combiner {
	switch c {
	case "mul":
		return kernel.CombMul
	case "max":
		return kernel.CombMax
	case "min":
		return kernel.CombMin
	}
	return kernel.CombAdd
}

// isIdentity reports whether v is a constant equal to the identity of
// the combiner.
func isIdentity(v *ir.Value, comb string) bool {
	op := v.DefiningOp()
	if op == nil {
		return false
	}
	a, ok := op.Attr("value").(*ir.DenseElementsAttr)
	if !ok || a.Len() != 1 {
		return false
	}
	if a.Floats != nil {
		x := a.FloatAt(0)
		switch comb {
		case "add":
			return x == 0
		case "mul":
			return x == 1
		case "max":
			return math.IsInf(x, -1)
		case "min":
			return math.IsInf(x, 1)
		}
	}
	if a.Ints != nil {
		x := a.IntAt(0)
		lo, hi := intRange(ElemType(v.Type()))
		switch comb {
		case "add":
			return x == 0
		case "mul":
			return x == 1
		case "max":
			return x == lo
		case "min":
			return x == hi
		}
	}
	return false
}

func intRange(t kernel.Type) (int64, int64) {
	switch t {
	case kernel.I1:
		return 0, 1
	case kernel.I8:
		return math.MinInt8, math.MaxInt8
	case kernel.I16:
		return math.MinInt16, math.MaxInt16
	case kernel.I32:
		return math.MinInt32, math.MaxInt32
	}
	return math.MinInt64, math.MaxInt64
}

func direction(op *ir.Operation) string {
	d, _ := dialect.ComparisonDirection(op)
	return d
}
