package hlo

import (
	"math"

	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// Complex tensors live in buffers of their part type (f32 for
// complex<f32>, f64 for complex<f64>) with the real and imaginary parts
// of element i at 2i and 2i+1, as in memory. A complex value is computed
// one part at a time: the emitter's part field says which, loads and
// constants read that part, componentwise ops (add, subtract, negate,
// select and every op that only moves data) need nothing more, and the
// ops below combine both parts of their operands.

// complexOps are the ops with complex operands or results that lower:
// the componentwise and data-movement ones, plus those complexCompute
// builds from both parts.
var complexOps = map[string]bool{
	"stablehlo.add": true, "stablehlo.subtract": true, "stablehlo.negate": true, "stablehlo.select": true,
	"stablehlo.multiply": true, "stablehlo.divide": true, "stablehlo.exponential": true, "stablehlo.log": true,
	"stablehlo.sine": true, "stablehlo.cosine": true, "stablehlo.sqrt": true, "stablehlo.rsqrt": true,
	"stablehlo.sign": true, "stablehlo.exponential_minus_one": true, "stablehlo.log_plus_one": true,
	"stablehlo.logistic": true, "stablehlo.power": true,
	"stablehlo.abs": true, "stablehlo.real": true, "stablehlo.imag": true, "stablehlo.complex": true,
	"stablehlo.convert": true, "stablehlo.constant": true, "stablehlo.compare": true,
	"stablehlo.broadcast_in_dim": true, "stablehlo.dynamic_broadcast_in_dim": true,
	"stablehlo.reshape": true, "stablehlo.dynamic_reshape": true, "stablehlo.transpose": true,
	"stablehlo.slice": true, "stablehlo.reverse": true, "stablehlo.concatenate": true, "stablehlo.pad": true,
	"stablehlo.reduce": true,
}

// reducePhases is the number of reduce phases reduction r takes: two
// for a complex sum (the real and the imaginary parts), else one.
func reducePhases(r *ir.Operation) int {
	if isComplex(r.Operand(0)) {
		return 2
	}
	return 1
}

// complexPart is the kernel type of the parts of complex type t's
// elements (Invalid when t's elements are not complex floats).
func complexPart(t ir.Type) kernel.Type {
	c, ok := ir.ElementTypeOf(t).(*ir.ComplexType)
	if !ok {
		return kernel.Invalid
	}
	if k := ElemType(c.Elem); k == kernel.F32 || k == kernel.F64 {
		return k
	}
	return kernel.Invalid
}

func isComplex(v *ir.Value) bool {
	_, ok := ir.ElementTypeOf(v.Type()).(*ir.ComplexType)
	return ok
}

// bufElem is the element type of the buffer holding values of type t.
func bufElem(t ir.Type) kernel.Type {
	if k := complexPart(t); k != kernel.Invalid {
		return k
	}
	return ElemType(t)
}

// complexLowerable reports whether op, which has complex operands or
// results, has a kernel form: one of complexOps on complex<f32> or
// complex<f64> tensors, with EQ or NE for compare and a scalar splat for
// constant.
func complexLowerable(name string, op *ir.Operation) bool {
	if !complexOps[name] {
		return false
	}
	data := op.Operands()
	if name == "stablehlo.dynamic_broadcast_in_dim" || name == "stablehlo.dynamic_reshape" {
		data = data[:1] // the other operand is the shape
	}
	for _, v := range append(append([]*ir.Value(nil), data...), op.Results()...) {
		if _, ok := v.Type().(*ir.TensorType); !ok {
			return false
		}
		if isComplex(v) && complexPart(v.Type()) == kernel.Invalid {
			return false
		}
		if !isComplex(v) && bufElem(v.Type()) == kernel.Invalid {
			return false
		}
	}
	switch name {
	case "stablehlo.reduce": // sums, one phase per part
		_, ok := fusion.ReduceInfo(op)
		return ok && op.NumOperands() == 2 && fusion.ReduceCombiner(op) == "add"
	case "stablehlo.compare":
		d := direction(op)
		return d == "EQ" || d == "NE"
	case "stablehlo.constant":
		a, ok := op.Attr("value").(*ir.DenseElementsAttr)
		return ok && a.Splat
	case "stablehlo.convert", "stablehlo.real", "stablehlo.imag", "stablehlo.abs", "stablehlo.complex":
		return true
	}
	if op.NumResults() != 1 {
		return false
	}
	// the rest keep one element type from data operands to result
	if name == "stablehlo.select" {
		data = data[1:]
	}
	want := op.Result(0).Type()
	for _, v := range data {
		if !ir.TypeEqual(ir.ElementTypeOf(v.Type()), ir.ElementTypeOf(want)) {
			return false
		}
	}
	return true
}

// combinesParts lists the ops on complex operands whose result parts
// depend on both parts of the operands.
var combinesParts = map[string]bool{"stablehlo.abs": true, "stablehlo.exponential": true, "stablehlo.log": true,
	"stablehlo.sine": true, "stablehlo.cosine": true, "stablehlo.multiply": true, "stablehlo.divide": true,
	"stablehlo.compare": true, "stablehlo.sqrt": true, "stablehlo.rsqrt": true, "stablehlo.sign": true,
	"stablehlo.exponential_minus_one": true, "stablehlo.log_plus_one": true, "stablehlo.logistic": true,
	"stablehlo.power": true}

// readsComplex lists the ops whose result is real but whose operand may
// be complex.
var readsComplex = map[string]bool{"stablehlo.real": true, "stablehlo.imag": true, "stablehlo.abs": true,
	"stablehlo.compare": true, "stablehlo.convert": true}

// parts evaluates both parts of complex v at p.
func (e *emitter) parts(v *ir.Value, p *ix) (re, im *kernel.Inst, err error) {
	saved := e.part
	defer func() { e.part = saved }()
	e.part = 0
	if re, err = e.at(v, p); err != nil {
		return nil, nil, err
	}
	e.part = 1
	im, err = e.at(v, p)
	return re, im, err
}

// realOrParts evaluates a real operand at p (part 0), or both parts of a
// complex one.
func (e *emitter) realOrParts(v *ir.Value, p *ix) (re, im *kernel.Inst, err error) {
	if isComplex(v) {
		return e.parts(v, p)
	}
	saved := e.part
	e.part = 0
	re, err = e.at(v, p)
	e.part = saved
	return re, nil, err
}

// complexCompute computes the ops that combine both parts of complex
// operands; ok is false for the componentwise ones, which compute
// handles as for real types.
func (e *emitter) complexCompute(op *ir.Operation, name string, v *ir.Value, p *ix) (in *kernel.Inst, ok bool, err error) {
	r := e.rb
	// pick returns the part computed and memoizes the other one, which
	// at asks for next
	pick := func(re, im *kernel.Inst) (*kernel.Inst, bool, error) {
		k := memoKey{v, p}
		if e.part == 0 {
			e.memoIm[k] = im
			return re, true, nil
		}
		e.memo[k] = re
		return im, true, nil
	}
	switch name {
	case "stablehlo.constant":
		a, _ := op.Attr("value").(*ir.DenseElementsAttr)
		if a == nil || a.Complex == nil {
			return nil, false, nil
		}
		t := complexPart(v.Type())
		return pick(r.ConstF(t, real(a.Complex[0])), r.ConstF(t, imag(a.Complex[0])))
	case "stablehlo.complex":
		x, err := e.realOrPart(op.Operand(e.part), p)
		return x, true, err
	case "stablehlo.real", "stablehlo.imag": // of complex operands (compute has the real ones)
		re, im, err := e.parts(op.Operand(0), p)
		if err != nil {
			return nil, true, err
		}
		if name == "stablehlo.real" {
			return re, true, nil
		}
		return im, true, nil
	case "stablehlo.convert":
		return e.complexConvert(op, v, p)
	}
	if !combinesParts[name] || !isComplex(op.Operand(0)) {
		return nil, false, nil // componentwise
	}
	a, b, err := e.parts(op.Operand(0), p)
	if err != nil {
		return nil, true, err
	}
	switch name {
	case "stablehlo.abs":
		return e.hypot(a, b), true, nil
	case "stablehlo.exponential":
		m := r.Unary(kernel.OpExp, a)
		return pick(r.Mul(m, r.Unary(kernel.OpCos, b)), r.Mul(m, r.Unary(kernel.OpSin, b)))
	case "stablehlo.log":
		return pick(r.Unary(kernel.OpLog, e.hypot(a, b)), r.Binary(kernel.OpAtan2, b, a))
	case "stablehlo.sine", "stablehlo.cosine":
		return e.complexSinCos(name == "stablehlo.sine", a, b, pick)
	}
	if in, ok, err := e.complexUnaryMore(name, a, b, pick); ok {
		return in, ok, err
	}
	c, d, err := e.parts(op.Operand(1), p)
	if err != nil {
		return nil, true, err
	}
	switch name {
	case "stablehlo.multiply":
		return pick(r.Sub(r.Mul(a, c), r.Mul(b, d)), r.Add(r.Mul(a, d), r.Mul(b, c)))
	case "stablehlo.divide":
		return e.complexDiv(a, b, c, d, pick)
	case "stablehlo.power":
		return e.complexPow(a, b, c, d, pick)
	case "stablehlo.compare":
		pred, join := kernel.EQ, kernel.OpAnd
		if direction(op) == "NE" {
			pred, join = kernel.NE, kernel.OpOr
		}
		return r.Binary(join, r.Cmp(pred, a, c), r.Cmp(pred, b, d)), true, nil
	}
	return nil, false, nil
}

// realOrPart is operand v at p as a real value.
func (e *emitter) realOrPart(v *ir.Value, p *ix) (*kernel.Inst, error) {
	re, _, err := e.realOrParts(v, p)
	return re, err
}

// complexConvert converts between complex part types, from a real type
// to complex (imaginary part 0) and from complex to a real type (the
// real part, as the interpreter does).
func (e *emitter) complexConvert(op *ir.Operation, v *ir.Value, p *ix) (*kernel.Inst, bool, error) {
	x := op.Operand(0)
	if !isComplex(v) {
		re, _, err := e.parts(x, p)
		if err != nil {
			return nil, true, err
		}
		return e.convert(op, re, ElemType(v.Type())), true, nil
	}
	t := complexPart(v.Type())
	if !isComplex(x) {
		if e.part == 1 {
			return e.rb.ConstF(t, 0), true, nil
		}
		re, err := e.realOrPart(x, p)
		if err != nil {
			return nil, true, err
		}
		return e.convert(op, re, t), true, nil
	}
	in, err := e.at(x, p) // the same part of the operand
	if err != nil {
		return nil, true, err
	}
	return e.rb.Convert(in, t), true, nil
}

// hypot is sqrt(a^2 + b^2) scaled by the larger magnitude so that it
// neither overflows nor underflows early; 0 for 0, and +inf when either
// part is infinite (even with a NaN in the other, as Go's math.Hypot).
func (e *emitter) hypot(a, b *kernel.Inst) *kernel.Inst {
	r := e.rb
	t := a.Type
	aa, ab := r.Unary(kernel.OpAbs, a), r.Unary(kernel.OpAbs, b)
	hi, lo := r.Binary(kernel.OpMax, aa, ab), r.Binary(kernel.OpMin, aa, ab)
	zero := r.Cmp(kernel.EQ, hi, r.ConstF(t, 0))
	q := r.Div(lo, r.Select(zero, r.ConstF(t, 1), hi))
	h := r.Mul(hi, r.Unary(kernel.OpSqrt, r.Add(r.ConstF(t, 1), r.Mul(q, q))))
	inf := r.ConstF(t, math.Inf(1))
	isInf := r.Binary(kernel.OpOr, r.Cmp(kernel.EQ, aa, inf), r.Cmp(kernel.EQ, ab, inf))
	return r.Select(isInf, inf, h)
}

// complexDiv is (a + bi) / (c + di) by Smith's algorithm, as Go divides
// complex numbers (without its fix-ups of NaN results to infinities).
func (e *emitter) complexDiv(a, b, c, d *kernel.Inst, pick func(re, im *kernel.Inst) (*kernel.Inst, bool, error)) (*kernel.Inst, bool, error) {
	r := e.rb
	cBig := r.Cmp(kernel.GE, r.Unary(kernel.OpAbs, c), r.Unary(kernel.OpAbs, d))
	// |c| >= |d|: ratio = d/c, denom = c + ratio d
	r1 := r.Div(d, c)
	den1 := r.Add(c, r.Mul(r1, d))
	re1 := r.Div(r.Add(a, r.Mul(b, r1)), den1)
	im1 := r.Div(r.Sub(b, r.Mul(a, r1)), den1)
	// else: ratio = c/d, denom = d + ratio c
	r2 := r.Div(c, d)
	den2 := r.Add(d, r.Mul(r2, c))
	re2 := r.Div(r.Add(r.Mul(a, r2), b), den2)
	im2 := r.Div(r.Sub(r.Mul(b, r2), a), den2)
	return pick(r.Select(cBig, re1, re2), r.Select(cBig, im1, im2))
}

// complexSinCos is sin(a + bi) = sin a cosh b + i cos a sinh b or
// cos(a + bi) = cos a cosh b - i sin a sinh b, with cosh and sinh from
// e^b and e^-b.
func (e *emitter) complexSinCos(isSin bool, a, b *kernel.Inst, pick func(re, im *kernel.Inst) (*kernel.Inst, bool, error)) (*kernel.Inst, bool, error) {
	r := e.rb
	t := a.Type
	ep, en := r.Unary(kernel.OpExp, b), r.Unary(kernel.OpExp, r.Unary(kernel.OpNeg, b))
	half := r.ConstF(t, 0.5)
	ch := r.Mul(r.Add(ep, en), half)
	sh := r.Mul(r.Sub(ep, en), half)
	s, c := r.Unary(kernel.OpSin, a), r.Unary(kernel.OpCos, a)
	if isSin {
		return pick(r.Mul(s, ch), r.Mul(c, sh))
	}
	return pick(r.Mul(c, ch), r.Unary(kernel.OpNeg, r.Mul(s, sh)))
}

// partKey names part part of the complex element at offset off.
type partKey struct {
	off  *kernel.Inst
	part int
}

// partOffset is the buffer offset of part e.part of complex element
// off: 2 off or 2 off + 1 (built once per region).
func (e *emitter) partOffset(off *kernel.Inst) *kernel.Inst {
	k := partKey{off, e.part}
	if in, ok := e.partOffs[k]; ok {
		return in
	}
	var in *kernel.Inst
	if e.part == 0 {
		in = e.rb.Mul(off, e.rb.Index64(2))
	} else {
		e.part = 0
		in = e.rb.Add(e.partOffset(off), e.rb.Index64(1))
		e.part = 1
	}
	e.partOffs[k] = in
	return in
}

// complexStore stores both parts of complex v at p to buffer b at
// element lin (parts at 2 lin and 2 lin + 1).
func (e *emitter) complexStore(b int, lin *kernel.Inst, v *ir.Value, p *ix) error {
	re, im, err := e.parts(v, p)
	if err != nil {
		return err
	}
	saved := e.part
	e.part = 0
	e.rb.Store(b, e.partOffset(lin), re)
	e.part = 1
	e.rb.Store(b, e.partOffset(lin), im)
	e.part = saved
	return nil
}

// storeValue stores v at p to buffer b at element lin.
func (e *emitter) storeValue(b int, lin *kernel.Inst, v *ir.Value, p *ix) error {
	if isComplex(v) {
		return e.complexStore(b, lin, v, p)
	}
	x, err := e.at(v, p)
	if err != nil {
		return err
	}
	e.rb.Store(b, lin, x)
	return nil
}

// anyComplex reports whether some value of vs is complex.
func anyComplex(vs []*ir.Value) bool {
	for _, v := range vs {
		if isComplex(v) {
			return true
		}
	}
	return false
}

// complexInFusion reports whether an op of the fusion body has a complex
// operand or result.
func complexInFusion(op *ir.Operation) bool {
	return anyComplex(op.Operands()) || anyComplex(op.Results())
}
