package kernel

import "math"

// F64Unary computes the f64 transcendental op of x with a, or reports
// false for an op it does not cover (those are exact in IEEE arithmetic
// or not transcendental). The routines reduce the argument and evaluate
// polynomials, with the fdlibm coefficients Go's math package also uses;
// their error is about one ulp (see f64math_test.go for the measured
// bounds), and sin, cos and tan stay that accurate for |x| below about
// 2^20 (larger arguments lose accuracy in the three-part reduction).
func F64Unary[V any](a Arith[V], op Op, x V) (V, bool) {
	m := f64m[V]{a}
	switch op {
	case OpExp:
		return m.exp(x, a.Const(0)), true
	case OpExpm1:
		return m.expm1(x), true
	case OpLog:
		return m.log(x), true
	case OpLog1p:
		return m.log1p(x), true
	case OpTanh:
		return m.tanh(x), true
	case OpLogistic:
		return m.logistic(x), true
	case OpSin:
		return m.sin(x), true
	case OpCos:
		return m.cos(x), true
	case OpTan:
		return m.tan(x), true
	case OpCbrt:
		return m.cbrt(x), true
	case OpErf:
		return m.erf(x), true
	}
	var zero V
	return zero, false
}

// F64Binary computes the f64 op pow or atan2 of x and y with a, or
// reports false for another op.
func F64Binary[V any](a Arith[V], op Op, x, y V) (V, bool) {
	m := f64m[V]{a}
	switch op {
	case OpPow:
		return m.pow(x, y), true
	case OpAtan2:
		return m.atan2(x, y), true
	case OpRem:
		return m.fmod(x, y), true
	}
	var zero V
	return zero, false
}

// fmod is C's fmod, x - trunc(x/y) y with the sign of x, exactly: a few
// steps each reduce |x| modulo |y| 2^s, with s such that the quotient q
// stays below 2^53, and the last one (s = 0) modulo |y|. In a step, q =
// floor(|x| / z) can only be one too large (when the quotient rounds up
// to an integer), and then |x| - q z = rem - z is exact (rem is close to
// z); so r = fma(-q, z, |x|) is exact and adding z back fixes it. Six
// steps cover every quotient below 2^312: all f32, f16 and bf16
// operands and nearly all f64 ones (subnormal y count their exponent as
// -1023, which costs a step's reach); a larger quotient gives NaN rather
// than an inexact remainder. y = 0, infinite x and NaN give NaN and
// infinite y gives x, as Go's math.Mod.
func (m f64m[V]) fmod(x, y V) V {
	a := m.a
	ax, ay := a.Abs(x), a.Abs(y)
	ey := a.Exponent(ay)
	r := ax
	for step := 0; step < 6; step++ {
		s := a.Sub(a.Sub(a.Exponent(r), ey), m.c(52))
		s = a.Select(a.Less(s, m.c(0)), m.c(0), s)
		z := m.ldexp(ay, s)
		q := a.Floor(a.Div(r, z))
		r = a.FMA(a.Neg(q), z, r)
		r = a.Select(a.Less(r, m.c(0)), a.Add(r, z), r)
		r = a.Select(a.Less(r, z), r, a.Sub(r, z))
	}
	r = a.CopySign(r, x)
	inf := m.c(math.Inf(1))
	r = a.Select(a.Equal(ay, inf), x, r)
	unreduced := a.Not(a.Less(a.Abs(r), ay)) // a quotient past the steps' reach
	bad := a.Or(a.Or(a.IsNaN(x), a.IsNaN(y)), a.Or(a.Equal(ay, m.c(0)), a.Equal(ax, inf)))
	bad = a.Or(bad, a.And(unreduced, a.Not(a.Equal(ay, inf))))
	return a.Select(bad, m.c(math.NaN()), r)
}

// f64m holds the routines over one Arith.
type f64m[V any] struct{ a Arith[V] }

const (
	ln2Hi = 6.93147180369123816490e-01 // ln 2 rounded to 32 bits: k*ln2Hi is exact
	ln2Lo = 1.90821492927058770002e-10 // ln 2 - ln2Hi
	// exp's Remez coefficients: r(e^r+1)/(e^r-1) ~ 2 + P1 r^2 + ... + P5 r^10
	expP1 = 1.66666666666666657415e-01
	expP2 = -2.77777777770155933842e-03
	expP3 = 6.61375632143793436117e-05
	expP4 = -1.65339022054652515390e-06
	expP5 = 4.13813679705723846039e-08
	// log's coefficients: log(1+f) = f - f^2/2 + s(f^2/2 + R(s^2)), s = f/(2+f)
	logL1 = 6.666666666666735130e-01
	logL2 = 3.999999999940941908e-01
	logL3 = 2.857142874366239149e-01
	logL4 = 2.222219843214978396e-01
	logL5 = 1.818357216161805012e-01
	logL6 = 1.531383769920937332e-01
	logL7 = 1.479819860511658591e-01

	expOverflow  = 7.09782712893383973096e+02 // e^x overflows above this
	expUnderflow = -7.45133219101941108420e+02
)

func (m f64m[V]) c(x float64) V { return m.a.Const(x) }

// poly evaluates c[0] + z(c[1] + z(c[2] + ...)) with Horner's rule.
func (m f64m[V]) poly(z V, c ...float64) V {
	a := m.a
	r := m.c(c[len(c)-1])
	for i := len(c) - 2; i >= 0; i-- {
		r = a.Add(m.c(c[i]), a.Mul(z, r))
	}
	return r
}

// gt is x > y (ordered).
func (m f64m[V]) gt(x, y V) V { return m.a.Less(y, x) }

// clamp limits x to [lo, hi]; NaN becomes 0 so that later integer
// conversions stay defined (the callers select NaN back at the end).
func (m f64m[V]) clamp(x V, lo, hi float64) V {
	a := m.a
	x = a.Select(a.IsNaN(x), m.c(0), x)
	x = a.Select(m.gt(x, m.c(hi)), m.c(hi), x)
	return a.Select(a.Less(x, m.c(lo)), m.c(lo), x)
}

// ldexp is y 2^k for an integral k in [-1078, 1024], in two exact
// power-of-two steps so that only the last product rounds (into the
// subnormal range, or to infinity).
func (m f64m[V]) ldexp(y, k V) V {
	a := m.a
	k1 := a.Floor(a.Mul(k, m.c(0.5)))
	return a.Mul(a.Mul(y, a.Pow2(k1)), a.Pow2(a.Sub(k, k1)))
}

// expReduce splits x (clamped) as k ln2 + hi - lo, |hi - lo| <= ln2/2,
// with corr subtracted from lo, and returns k, hi, lo and
// q = e^(hi-lo) - 1 - (hi - lo).
func (m f64m[V]) expReduce(x, corr V) (k, hi, lo, q V) {
	a := m.a
	k = a.Rint(a.Mul(x, m.c(math.Log2E)))
	hi = a.Sub(x, a.Mul(k, m.c(ln2Hi)))
	lo = a.Sub(a.Mul(k, m.c(ln2Lo)), corr)
	r := a.Sub(hi, lo)
	t := a.Mul(r, r)
	c := a.Sub(r, a.Mul(t, m.poly(t, expP1, expP2, expP3, expP4, expP5)))
	q = a.Div(a.Mul(r, c), a.Sub(m.c(2), c))
	return k, hi, lo, q
}

// exp is e^(x+corr) for a correction |corr| far below ulp(x).
func (m f64m[V]) exp(x, corr V) V {
	a := m.a
	k, hi, lo, q := m.expReduce(m.clamp(x, -746, 710), corr)
	y := a.Sub(m.c(1), a.Sub(a.Sub(lo, q), hi))
	r := m.ldexp(y, k)
	r = a.Select(m.gt(x, m.c(expOverflow)), m.c(math.Inf(1)), r)
	r = a.Select(a.Less(x, m.c(expUnderflow)), m.c(0), r)
	return a.Select(a.IsNaN(x), x, r)
}

// expm1 is e^x - 1 = 2^k (1 + em1) - 1 = (2^k - 1) + 2^k em1, where
// em1 = e^r - 1 for the reduced r; for k > 56, 2^k - 1 rounds to 2^k and
// the result is ldexp(1 + em1, k).
func (m f64m[V]) expm1(x V) V {
	a := m.a
	xc := m.clamp(x, -40, 710)
	k, hi, lo, q := m.expReduce(xc, m.c(0))
	em1 := a.Sub(hi, a.Sub(lo, q))
	small := a.Less(k, m.c(57))
	p := a.Pow2(a.Select(small, k, m.c(56)))
	r := a.FMA(p, em1, a.Sub(p, m.c(1)))
	r = a.Select(small, r, m.ldexp(a.Add(m.c(1), em1), k))
	r = a.Select(m.gt(x, m.c(expOverflow)), m.c(math.Inf(1)), r)
	r = a.Select(a.Equal(x, m.c(0)), x, r) // keeps -0
	return a.Select(a.IsNaN(x), x, r)
}

// logParts splits positive x as mm 2^e with mm in [sqrt2/2, sqrt2)
// (subnormal x scaled by 2^54 first) and returns e, f = mm - 1 (exact),
// s = f/(2+f), hfsq = f^2/2 and the rest of log(1+f) = f - hfsq +
// s(hfsq + R(s^2)) as rest = s(hfsq + R) + e ln2Lo.
func (m f64m[V]) logParts(x V) (e, f, hfsq, rest V) {
	a := m.a
	sub := a.Less(x, m.c(0x1p-1022))
	xs := a.Select(sub, a.Mul(x, m.c(0x1p54)), x)
	e = a.Exponent(xs)
	e = a.Select(sub, a.Sub(e, m.c(54)), e)
	mm := a.Mantissa(xs)
	big := m.gt(mm, m.c(math.Sqrt2))
	mm = a.Select(big, a.Mul(mm, m.c(0.5)), mm)
	e = a.Select(big, a.Add(e, m.c(1)), e)
	f = a.Sub(mm, m.c(1))
	s := a.Div(f, a.Add(m.c(2), f))
	s2 := a.Mul(s, s)
	s4 := a.Mul(s2, s2)
	t1 := a.Mul(s2, m.poly(s4, logL1, logL3, logL5, logL7))
	t2 := a.Mul(s4, m.poly(s4, logL2, logL4, logL6))
	hfsq = a.Mul(a.Mul(m.c(0.5), f), f)
	rest = a.Add(a.Mul(s, a.Add(hfsq, a.Add(t1, t2))), a.Mul(e, m.c(ln2Lo)))
	return e, f, hfsq, rest
}

// logSpecial fixes up log's result r for x = +inf, 0, negative and NaN.
func (m f64m[V]) logSpecial(x, r V) V {
	a := m.a
	r = a.Select(a.Equal(x, m.c(math.Inf(1))), x, r)
	r = a.Select(a.Equal(x, m.c(0)), m.c(math.Inf(-1)), r)
	r = a.Select(a.Less(x, m.c(0)), m.c(math.NaN()), r)
	return a.Select(a.IsNaN(x), x, r)
}

// log is ln x = e ln2Hi - ((hfsq - rest) - f), as fdlibm sums it.
func (m f64m[V]) log(x V) V {
	a := m.a
	e, f, hfsq, rest := m.logParts(x)
	r := a.Sub(a.Mul(e, m.c(ln2Hi)), a.Sub(a.Sub(hfsq, rest), f))
	return m.logSpecial(x, r)
}

// twoSum returns s = x + y rounded and the rounding error exactly.
func (m f64m[V]) twoSum(x, y V) (s, err V) {
	a := m.a
	s = a.Add(x, y)
	yy := a.Sub(s, x)
	err = a.Add(a.Sub(x, a.Sub(s, yy)), a.Sub(y, yy))
	return s, err
}

// logDD is ln x as an unevaluated sum hi + lo, about 2^-60 relative:
// e ln2Hi + f and f^2/2 (split exactly by an fma) are summed with their
// rounding errors kept, for pow, which scales log's error by y.
func (m f64m[V]) logDD(x V) (hi, lo V) {
	a := m.a
	e, f, hfsq, rest := m.logParts(x)
	halfF := a.Mul(m.c(0.5), f)
	hfsqLo := a.FMA(halfF, f, a.Neg(hfsq))
	s1, e1 := m.twoSum(a.Mul(e, m.c(ln2Hi)), f)
	s2, e2 := m.twoSum(s1, a.Neg(hfsq))
	lo = a.Add(a.Add(e1, e2), a.Sub(rest, hfsqLo))
	hi = a.Add(s2, lo)
	lo = a.Sub(lo, a.Sub(hi, s2))
	return hi, lo
}

// log1p is ln(1 + x) = ln(u) x / (u - 1) with u = 1 + x, which cancels
// the rounding of u; x itself where u rounds to 1, and u where u is
// infinite.
func (m f64m[V]) log1p(x V) V {
	a := m.a
	u := a.Add(m.c(1), x)
	um1 := a.Sub(u, m.c(1))
	r := a.Mul(m.log(u), a.Div(x, a.Select(a.Equal(um1, m.c(0)), m.c(1), um1)))
	r = a.Select(a.Equal(u, m.c(math.Inf(1))), u, r)
	return a.Select(a.Equal(u, m.c(1)), x, r)
}

// tanh is -t/(t+2) with t = e^(-2|x|) - 1 for |x| < 1, else
// 1 - 2/(t+2) with t = e^(2|x|) - 1, with the sign of x; 1 beyond 22.
func (m f64m[V]) tanh(x V) V {
	a := m.a
	ax := a.Abs(x)
	small := a.Less(ax, m.c(1))
	two := a.Mul(ax, m.c(2))
	t := m.expm1(a.Select(small, a.Neg(two), two))
	d := a.Add(t, m.c(2))
	r := a.Select(small, a.Div(a.Neg(t), d), a.Sub(m.c(1), a.Div(m.c(2), d)))
	r = a.Select(m.gt(ax, m.c(22)), m.c(1), r)
	r = a.CopySign(r, x)
	return a.Select(a.IsNaN(x), x, r)
}

// logistic is 1/(1 + e^-x) for x >= 0 and e^x/(1 + e^x) below, so that
// e never overflows.
func (m f64m[V]) logistic(x V) V {
	a := m.a
	e := m.exp(a.Neg(a.Abs(x)), m.c(0))
	d := a.Add(m.c(1), e)
	return a.Select(a.Less(x, m.c(0)), a.Div(e, d), a.Div(m.c(1), d))
}

// pow follows Go's math.Pow (C99 Annex F) on the special cases; the
// general case is e^(y ln|x|) with ln|x| in double-double (logDD) and
// the low part of the product carried into exp as a correction, negated
// for negative x and odd integer y.
func (m f64m[V]) pow(x, y V) V {
	a := m.a
	inf, zero, one := m.c(math.Inf(1)), m.c(0), m.c(1)
	ax := a.Abs(x)
	lh, ll := m.logDD(ax)
	t := a.Mul(y, lh)
	r := m.exp(t, a.Add(a.FMA(y, lh, a.Neg(t)), a.Mul(y, ll)))
	yInt := a.Equal(a.Floor(y), y)
	half := a.Mul(y, m.c(0.5))
	yOdd := a.And(yInt, a.Not(a.Equal(a.Floor(half), half)))
	xNeg := a.Less(x, zero)
	negOdd := a.And(xNeg, yOdd)
	r = a.Select(negOdd, a.Neg(r), r)
	r = a.Select(a.And(xNeg, a.Not(yInt)), m.c(math.NaN()), r)
	r = a.Select(a.Equal(y, m.c(-0.5)), a.Div(one, a.Sqrt(x)), r)
	r = a.Select(a.Equal(y, m.c(0.5)), a.Sqrt(x), r)
	// x = +-inf: pow(+-0, -y)
	yNeg := a.Less(y, zero)
	v := a.Select(yNeg, zero, inf)
	r = a.Select(a.Equal(ax, inf), a.Select(negOdd, a.Neg(v), v), r)
	// y = +-inf
	axLess1 := a.Less(ax, one)
	yPosInf := a.Equal(y, inf)
	v = a.Select(a.Or(a.And(axLess1, yPosInf), a.And(a.Not(axLess1), a.Not(yPosInf))), zero, inf)
	v = a.Select(a.Equal(x, m.c(-1)), one, v)
	r = a.Select(a.Equal(a.Abs(y), inf), v, r)
	// x = +-0
	v = a.Select(yNeg, inf, zero)
	signOdd := a.And(a.Less(a.CopySign(one, x), zero), yOdd)
	r = a.Select(a.Equal(x, zero), a.Select(signOdd, a.Neg(v), v), r)
	r = a.Select(a.Or(a.IsNaN(x), a.IsNaN(y)), m.c(math.NaN()), r)
	r = a.Select(a.Equal(y, one), x, r)
	return a.Select(a.Or(a.Equal(y, zero), a.Equal(x, one)), one, r)
}
