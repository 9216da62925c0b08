package kernel

import "math"

const (
	// pi/2 in three 33-bit parts: k*pio2_i is exact for |k| < 2^20
	pio2a = 1.57079632673412561417e+00
	pio2b = 6.07710050630396597660e-11
	pio2c = 2.02226624871116645580e-21
)

// sin and cos on [-pi/4, pi/4] (fdlibm's kernels, as in Go's math)
var (
	sinCoef = []float64{-1.66666666666666307295e-1, 8.33333333332211858878e-3, -1.98412698295895385996e-4,
		2.75573136213857245213e-6, -2.50507477628578072866e-8, 1.58962301576546568060e-10}
	cosCoef = []float64{4.16666666666665929218e-2, -1.38888888888730564116e-3, 2.48015872888517045348e-5,
		-2.75573141792967388112e-7, 2.08757008419747316778e-9, -1.13585365213876817300e-11}
)

// reduce returns r = x - k pi/2 in [-pi/4, pi/4] (about) and the
// quadrant q = k mod 4 in {0, 1, 2, 3}; infinities and NaN give NaN.
func (m f64m[V]) reduce(x V) (r, q V) {
	a := m.a
	k := a.Rint(a.Mul(x, m.c(2/math.Pi)))
	r = a.Sub(x, a.Mul(k, m.c(pio2a)))
	r = a.Sub(r, a.Mul(k, m.c(pio2b)))
	r = a.Sub(r, a.Mul(k, m.c(pio2c)))
	q = a.Sub(k, a.Mul(m.c(4), a.Floor(a.Mul(k, m.c(0.25)))))
	return r, q
}

// sinCosPoly is sin r and cos r for r in [-pi/4, pi/4].
func (m f64m[V]) sinCosPoly(r V) (s, c V) {
	a := m.a
	z := a.Mul(r, r)
	s = a.Add(r, a.Mul(a.Mul(r, z), m.poly(z, sinCoef...)))
	c = a.Add(a.Sub(m.c(1), a.Mul(m.c(0.5), z)), a.Mul(a.Mul(z, z), m.poly(z, cosCoef...)))
	return s, c
}

// sin picks ±sin r or ±cos r by quadrant; x = ±0 is returned as is.
func (m f64m[V]) sin(x V) V {
	a := m.a
	r, q := m.reduce(x)
	s, c := m.sinCosPoly(r)
	odd := a.Or(a.Equal(q, m.c(1)), a.Equal(q, m.c(3)))
	v := a.Select(odd, c, s)
	v = a.Select(a.Less(m.c(1.5), q), a.Neg(v), v)
	return a.Select(a.Equal(x, m.c(0)), x, v)
}

func (m f64m[V]) cos(x V) V {
	a := m.a
	r, q := m.reduce(x)
	s, c := m.sinCosPoly(r)
	odd := a.Or(a.Equal(q, m.c(1)), a.Equal(q, m.c(3)))
	v := a.Select(odd, s, c)
	neg := a.Or(a.Equal(q, m.c(1)), a.Equal(q, m.c(2)))
	return a.Select(neg, a.Neg(v), v)
}

// tan is sin r / cos r, or -cos r / sin r in odd quadrants.
func (m f64m[V]) tan(x V) V {
	a := m.a
	r, q := m.reduce(x)
	s, c := m.sinCosPoly(r)
	odd := a.Or(a.Equal(q, m.c(1)), a.Equal(q, m.c(3)))
	v := a.Select(odd, a.Div(a.Neg(c), s), a.Div(s, c))
	return a.Select(a.Equal(x, m.c(0)), x, v)
}

// cbrt scales |x| = mm 2^(3 e3 + rem) to t = mm 2^rem in [1, 8), refines
// a linear guess of t^(1/3) with Newton steps and scales back by 2^e3;
// zero, infinities and NaN are returned as they are.
func (m f64m[V]) cbrt(x V) V {
	a := m.a
	ax := a.Abs(x)
	sub := a.Less(ax, m.c(0x1p-1022))
	xs := a.Select(sub, a.Mul(ax, m.c(0x1p54)), ax)
	e := a.Exponent(xs)
	e = a.Select(sub, a.Sub(e, m.c(54)), e)
	e3 := a.Floor(a.Div(e, m.c(3)))
	rem := a.Sub(e, a.Mul(m.c(3), e3))
	scale := a.Select(a.Equal(rem, m.c(1)), m.c(2), a.Select(a.Equal(rem, m.c(2)), m.c(4), m.c(1)))
	t := a.Mul(a.Mantissa(xs), scale)
	r := a.Add(m.c(0.7), a.Mul(m.c(0.17), t))
	for i := 0; i < 5; i++ {
		r2 := a.Mul(r, r)
		r = a.Sub(r, a.Div(a.FMA(r2, r, a.Neg(t)), a.Mul(m.c(3), r2)))
	}
	r = a.Mul(r, a.Pow2(e3))
	special := a.Or(a.Equal(ax, m.c(0)), a.Not(a.Less(ax, m.c(math.Inf(1)))))
	r = a.Select(special, ax, r)
	return a.CopySign(r, x)
}

// atanPoly is atan z for |z| <= 0.66 (Cephes' rational approximation,
// as in Go's math).
func (m f64m[V]) atanPoly(z V) V {
	a := m.a
	zz := a.Mul(z, z)
	p := m.horner(zz, -8.750608600031904122785e-01, -1.615753718733365076637e+01, -7.500855792314704667340e+01,
		-1.228866684490136173410e+02, -6.485021904942025371773e+01)
	q := m.horner(zz, 1, 2.485846490142306297962e+01, 1.650270098316988542046e+02, 4.328810604912902668951e+02,
		4.853903996359136964868e+02, 1.945506571482613964425e+02)
	w := a.Div(a.Mul(zz, p), q)
	return a.Add(a.Mul(z, w), z)
}

// horner evaluates c[0] z^n + ... + c[n] (highest coefficient first).
func (m f64m[V]) horner(z V, c ...float64) V {
	a := m.a
	r := m.c(c[0])
	for _, ci := range c[1:] {
		r = a.Add(a.Mul(r, z), m.c(ci))
	}
	return r
}

// atan2 is the angle of (x, y) for atan2(y, x): atan of |y/x| reduced to
// |z| <= 0.66 with atan z = pi/2 - atan(1/z) (z > tan 3pi/8) or pi/4 +
// atan((z-1)/(z+1)), signed, and moved to x's half-plane; the special
// cases follow Go's math.Atan2.
func (m f64m[V]) atan2(y, x V) V {
	a := m.a
	const moreBits = 6.123233995736765886130e-17 // pi/2 - float64(pi/2)
	zero, inf := m.c(0), m.c(math.Inf(1))
	z := a.Abs(a.Div(y, x))
	lowA := a.Not(m.gt(z, m.c(0.66)))
	highA := m.gt(z, m.c(2.41421356237309504880))
	w := a.Select(lowA, z, a.Select(highA, a.Div(m.c(-1), z), a.Div(a.Sub(z, m.c(1)), a.Add(z, m.c(1)))))
	base := a.Select(lowA, zero, a.Select(highA, m.c(math.Pi/2), m.c(math.Pi/4)))
	more := a.Select(lowA, zero, a.Select(highA, m.c(moreBits), m.c(0.5*moreBits)))
	q := a.Add(a.Add(base, m.atanPoly(w)), more)
	q = a.CopySign(q, a.Div(y, x))
	xNeg := a.Less(x, zero)
	q = a.Select(xNeg, a.Select(m.gt(q, zero), a.Sub(q, m.c(math.Pi)), a.Add(q, m.c(math.Pi))), q)
	// special cases, lowest priority first
	yInf := a.Equal(a.Abs(y), inf)
	q = a.Select(yInf, a.CopySign(m.c(math.Pi/2), y), q)
	xNegInf := a.Equal(x, m.c(math.Inf(-1)))
	v := a.Select(yInf, m.c(3*math.Pi/4), m.c(math.Pi))
	v = a.Select(a.Equal(x, inf), a.Select(yInf, m.c(math.Pi/4), zero), v)
	q = a.Select(a.Or(xNegInf, a.Equal(x, inf)), a.CopySign(v, y), q)
	q = a.Select(a.Equal(x, zero), a.CopySign(m.c(math.Pi/2), y), q)
	xPos := a.And(a.Not(a.Less(x, zero)), a.Not(a.Less(a.CopySign(m.c(1), x), zero)))
	q = a.Select(a.Equal(y, zero), a.CopySign(a.Select(xPos, zero, m.c(math.Pi)), y), q)
	return a.Select(a.Or(a.IsNaN(x), a.IsNaN(y)), m.c(math.NaN()), q)
}
