package hlo

import (
	"math"

	"github.com/symopt/symopt/lowering/kernel"
)

// More complex math, each as the interpreter defines it (Go's math/cmplx,
// or the formula it uses); a and b are the operand's parts.

type pickFunc func(re, im *kernel.Inst) (*kernel.Inst, bool, error)

// complexUnaryMore computes sqrt, rsqrt, sign, exponential_minus_one,
// log_plus_one and logistic of a + bi; ok is false for other ops.
func (e *emitter) complexUnaryMore(name string, a, b *kernel.Inst, pick pickFunc) (*kernel.Inst, bool, error) {
	r := e.rb
	t := a.Type
	one := r.ConstF(t, 1)
	switch name {
	case "stablehlo.sqrt":
		return pick(e.complexSqrt(a, b))
	case "stablehlo.rsqrt":
		re, im := e.complexSqrt(a, b)
		return e.complexDiv(one, r.ConstF(t, 0), re, im, pick)
	case "stablehlo.sign": // z/|z|; 0 stays 0, NaN gives NaN
		h := e.hypot(a, b)
		zero := r.Binary(kernel.OpAnd, r.Cmp(kernel.EQ, a, r.ConstF(t, 0)), r.Cmp(kernel.EQ, b, r.ConstF(t, 0)))
		return pick(r.Select(zero, a, r.Div(a, h)), r.Select(zero, b, r.Div(b, h)))
	case "stablehlo.exponential_minus_one": // e^z - 1
		m := r.Unary(kernel.OpExp, a)
		return pick(r.Sub(r.Mul(m, r.Unary(kernel.OpCos, b)), one), r.Mul(m, r.Unary(kernel.OpSin, b)))
	case "stablehlo.log_plus_one": // log(1 + z)
		a1 := r.Add(one, a)
		return pick(r.Unary(kernel.OpLog, e.hypot(a1, b)), r.Binary(kernel.OpAtan2, b, a1))
	case "stablehlo.logistic": // 1 / (1 + e^-z)
		m := r.Unary(kernel.OpExp, r.Unary(kernel.OpNeg, a))
		nb := r.Unary(kernel.OpNeg, b)
		dre := r.Add(one, r.Mul(m, r.Unary(kernel.OpCos, nb)))
		dim := r.Mul(m, r.Unary(kernel.OpSin, nb))
		return e.complexDiv(one, r.ConstF(t, 0), dre, dim, pick)
	}
	return nil, false, nil
}

// complexSqrt is the principal square root of a + bi (Go's cmplx.Sqrt
// without its rescaling): with h = |z|, t = sqrt((h + a)/2) and
// u = b / 2t for a > 0; else u = sqrt((h - a)/2) and t = |b| / 2u, with
// the sign of b on u; z = 0 gives (0, b).
func (e *emitter) complexSqrt(a, b *kernel.Inst) (re, im *kernel.Inst) {
	r := e.rb
	t := a.Type
	zero, half := r.ConstF(t, 0), r.ConstF(t, 0.5)
	h := e.hypot(a, b)
	pos := r.Cmp(kernel.GT, a, zero)
	s := r.Unary(kernel.OpSqrt, r.Mul(half, r.Select(pos, r.Add(h, a), r.Sub(h, a))))
	other := r.Div(r.Select(pos, b, r.Unary(kernel.OpAbs, b)), r.Add(s, s))
	re = r.Select(pos, s, other)
	im = r.Select(pos, other, e.copySign(s, b))
	isZero := r.Binary(kernel.OpAnd, r.Cmp(kernel.EQ, a, zero), r.Cmp(kernel.EQ, b, zero))
	return r.Select(isZero, zero, re), r.Select(isZero, b, im)
}

// copySign is |x| with the sign of y (a negative zero y counts as
// positive: the kernel IR cannot read a zero's sign).
func (e *emitter) copySign(x, y *kernel.Inst) *kernel.Inst {
	r := e.rb
	ax := r.Unary(kernel.OpAbs, x)
	return r.Select(r.Cmp(kernel.LT, y, r.ConstF(y.Type, 0)), r.Unary(kernel.OpNeg, ax), ax)
}

// complexPow is x^y = e^(y log x) as Go's cmplx.Pow computes it:
// |x|^c e^(-d arg x) (cos θ + i sin θ) with θ = c arg x + d log|x|, for
// y = c + di; x = 0 gives 1 when c = 0, infinity when c < 0 (real when
// d = 0) and 0 when c > 0.
func (e *emitter) complexPow(a, b, c, d *kernel.Inst, pick pickFunc) (*kernel.Inst, bool, error) {
	r := e.rb
	t := a.Type
	zero := r.ConstF(t, 0)
	mod := e.hypot(a, b)
	arg := r.Binary(kernel.OpAtan2, b, a)
	m := r.Mul(r.Binary(kernel.OpPow, mod, c), r.Unary(kernel.OpExp, r.Unary(kernel.OpNeg, r.Mul(d, arg))))
	theta := r.Add(r.Mul(c, arg), r.Mul(d, r.Unary(kernel.OpLog, mod)))
	re, im := r.Mul(m, r.Unary(kernel.OpCos, theta)), r.Mul(m, r.Unary(kernel.OpSin, theta))
	// x = 0
	inf := r.ConstF(t, math.Inf(1))
	cNeg, cZero := r.Cmp(kernel.LT, c, zero), r.Cmp(kernel.EQ, c, zero)
	zre := r.Select(cZero, r.ConstF(t, 1), r.Select(cNeg, inf, zero))
	zim := r.Select(r.Binary(kernel.OpAnd, cNeg, r.Cmp(kernel.NE, d, zero)), inf, zero)
	xZero := r.Binary(kernel.OpAnd, r.Cmp(kernel.EQ, a, zero), r.Cmp(kernel.EQ, b, zero))
	return pick(r.Select(xZero, zre, re), r.Select(xZero, zim, im))
}
