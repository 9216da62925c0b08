package kernel

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// ulps is the distance between x and y in units in the last place
// (0 for two NaNs, +inf for a NaN and a number).
func ulps(x, y float64) float64 {
	if math.IsNaN(x) || math.IsNaN(y) {
		if math.IsNaN(x) && math.IsNaN(y) {
			return 0
		}
		return math.Inf(1)
	}
	if x == y {
		return 0
	}
	if math.IsInf(x, 0) || math.IsInf(y, 0) {
		return math.Inf(1)
	}
	ord := func(f float64) int64 {
		b := int64(math.Float64bits(f))
		if b < 0 {
			b = math.MinInt64 - b
		}
		return b
	}
	d := ord(x) - ord(y)
	if d < 0 {
		d = -d
	}
	return float64(d)
}

type f64case struct {
	op     Op
	ref    func(x, y float64) float64
	lo, hi float64 // uniform range of x (log-uniform magnitude when lo > 0)
	ylo    float64 // y range for binary ops
	yhi    float64
	maxULP float64 // bound on the error against Go's math
}

var f64cases = []f64case{
	{op: OpExp, ref: un(expRef), lo: -745, hi: 709.7, maxULP: 2},
	{op: OpExp, ref: un(expRef), lo: -1, hi: 1, maxULP: 2},
	{op: OpExpm1, ref: un(math.Expm1), lo: -50, hi: 709, maxULP: 2},
	{op: OpExpm1, ref: un(math.Expm1), lo: -1, hi: 1, maxULP: 2},
	{op: OpLog, ref: un(logRef), lo: 1e-310, hi: 1e308, maxULP: 1},
	{op: OpLog, ref: un(logRef), lo: 0.5, hi: 2, maxULP: 1},
	{op: OpLog1p, ref: un(math.Log1p), lo: -0.999, hi: 1e10, maxULP: 2},
	{op: OpLog1p, ref: un(math.Log1p), lo: -1e-3, hi: 1e-3, maxULP: 2},
	{op: OpTanh, ref: un(math.Tanh), lo: -30, hi: 30, maxULP: 2},
	{op: OpTanh, ref: un(math.Tanh), lo: -1, hi: 1, maxULP: 2},
	{op: OpLogistic, ref: un(func(x float64) float64 { return 1 / (1 + math.Exp(-x)) }), lo: -700, hi: 700, maxULP: 2},
	{op: OpLog, ref: un(logRef), lo: 1e-320, hi: 1e-300, maxULP: 1},
	{op: OpSin, ref: un(math.Sin), lo: -10, hi: 10, maxULP: 2},
	{op: OpSin, ref: un(math.Sin), lo: -1e5, hi: 1e5, maxULP: 2},
	{op: OpCos, ref: un(math.Cos), lo: -10, hi: 10, maxULP: 2},
	{op: OpCos, ref: un(math.Cos), lo: -1e5, hi: 1e5, maxULP: 2},
	{op: OpTan, ref: un(math.Tan), lo: -10, hi: 10, maxULP: 3},
	{op: OpErf, ref: un(math.Erf), lo: -7, hi: 7, maxULP: 2},
	{op: OpErf, ref: un(math.Erf), lo: -1.3, hi: 1.3, maxULP: 2},
	{op: OpErf, ref: un(math.Erf), lo: 1e-12, hi: 1, maxULP: 2},
	{op: OpCbrt, ref: un(math.Cbrt), lo: -1e300, hi: 1e300, maxULP: 1},
	{op: OpCbrt, ref: un(math.Cbrt), lo: 1e-310, hi: 1e-300, maxULP: 1},
	// Go's Pow multiplies out the integral part of y, which costs it
	// ulps of its own for large |y|: TestF64PowExact measures against
	// exact powers.
	{op: OpPow, ref: math.Pow, lo: 1e-3, hi: 1e3, ylo: -20, yhi: 20, maxULP: 16},
	{op: OpPow, ref: math.Pow, lo: -10, hi: 10, ylo: -8, yhi: 8, maxULP: 8},
	{op: OpAtan2, ref: math.Atan2, lo: -100, hi: 100, ylo: -100, yhi: 100, maxULP: 2},
	{op: OpRem, ref: math.Mod, lo: -1e6, hi: 1e6, ylo: -10, yhi: 10, maxULP: 0},
	{op: OpRem, ref: math.Mod, lo: 1e-3, hi: 1e80, ylo: 1e-3, yhi: 1e3, maxULP: 0},
	{op: OpRem, ref: math.Mod, lo: 1e-30, hi: 1e30, ylo: -1e-30, yhi: 1e-20, maxULP: 0}, // any f32 pair
}

// expRef is math.Exp, stepping back from the top of the range: Go's
// assembly Exp on amd64 overflows early (e^709.58 comes out +Inf).
func expRef(x float64) float64 {
	if x > 700 {
		return math.Exp(x-10) * math.Exp(10)
	}
	return math.Exp(x)
}

// logRef is math.Log, with subnormal arguments scaled into the normal
// range first: Go's assembly Log on amd64 does not handle them.
func logRef(x float64) float64 {
	if x > 0 && x < 0x1p-1022 {
		return math.Log(x*0x1p54) - 54*math.Ln2
	}
	return math.Log(x)
}

func un(f func(float64) float64) func(x, y float64) float64 {
	return func(x, _ float64) float64 { return f(x) }
}

func draw(r *rand.Rand, lo, hi float64) float64 {
	if lo > 0 { // log-uniform
		return math.Exp(math.Log(lo) + r.Float64()*(math.Log(hi)-math.Log(lo)))
	}
	return lo + r.Float64()*(hi-lo)
}

// pow with integral y (odd and even, negative x) is drawn too.
func drawY(r *rand.Rand, c f64case) float64 {
	y := draw(r, c.ylo, c.yhi)
	if c.op == OpPow && r.Intn(2) == 0 {
		y = math.Round(y)
	}
	return y
}

func evalF64(op Op, x, y float64) float64 {
	if op.IsBinary() {
		r, _ := F64Binary[float64](GoArith{}, op, x, y)
		return r
	}
	r, _ := F64Unary[float64](GoArith{}, op, x)
	return r
}

// TestF64MathAccuracy measures every routine against Go's math on
// random arguments and fails past the case's ulp bound.
func TestF64MathAccuracy(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	for _, c := range f64cases {
		worst, at, aty := 0.0, 0.0, 0.0
		for i := 0; i < n; i++ {
			x, y := draw(r, c.lo, c.hi), 0.0
			if c.op.IsBinary() {
				y = drawY(r, c)
			}
			if d := ulps(evalF64(c.op, x, y), c.ref(x, y)); d > worst {
				worst, at, aty = d, x, y
			}
		}
		if worst > c.maxULP {
			t.Errorf("%s on [%g, %g]: %g ulps at x=%g y=%g (bound %g)", c.op, c.lo, c.hi, worst, at, aty, c.maxULP)
		}
		t.Logf("%s on [%g, %g]: max %g ulps", c.op, c.lo, c.hi, worst)
	}
}

// TestF64MathSpecial checks the special values against Go's math.
func TestF64MathSpecial(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	xs := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -0.5, 2, -2, 3, -3, inf, -inf, nan,
		1e-310, -1e-310, 710, -746, 1e300, -1e300, 0x1p-1022, math.MaxFloat64}
	for _, op := range []Op{OpExp, OpExpm1, OpLog, OpLog1p, OpTanh, OpLogistic, OpSin, OpCos, OpTan, OpCbrt, OpErf} {
		for _, x := range xs {
			if (op == OpSin || op == OpCos || op == OpTan) && math.Abs(x) > 0x1p20 {
				continue // outside the reduction's range
			}
			got := evalF64(op, x, 0)
			want := f64ref(op, x, 0)
			if ulps(got, want) > 2 {
				t.Errorf("%s(%g) = %g, want %g", op, x, got, want)
			}
		}
	}
	for _, op := range []Op{OpPow, OpAtan2, OpRem} {
		for _, x := range xs {
			for _, y := range xs {
				if op == OpRem && math.Abs(x/y) > 0x1p300 && !math.IsInf(x, 0) && !math.IsInf(y, 0) {
					continue // past fmod's reach: NaN (see TestF64RemReach)
				}
				got, want := evalF64(op, x, y), f64ref(op, x, y)
				if ulps(got, want) > 2 && math.Abs(got-want) > 1e-300 {
					t.Errorf("%s(%g, %g) = %g, want %g", op, x, y, got, want)
				}
			}
		}
	}
}

func f64ref(op Op, x, y float64) float64 {
	for _, c := range f64cases {
		if c.op == op {
			return c.ref(x, y)
		}
	}
	return math.NaN()
}

// TestF64PowExact compares pow with integral exponents against the
// exact power rounded once.
func TestF64PowExact(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	worst := 0.0
	for i := 0; i < 3000; i++ {
		x := draw(r, 1e-3, 1e3)
		if r.Intn(2) == 0 {
			x = -x
		}
		n := r.Intn(61) - 30
		p := new(big.Float).SetPrec(4000).SetFloat64(1)
		bx := new(big.Float).SetPrec(4000).SetFloat64(x)
		for j := 0; j < abs(n); j++ {
			p.Mul(p, bx)
		}
		if n < 0 {
			p.Quo(new(big.Float).SetPrec(4000).SetFloat64(1), p)
		}
		want, _ := p.Float64()
		if d := ulps(evalF64(OpPow, x, float64(n)), want); d > worst {
			worst = d
		}
	}
	if worst > 2 {
		t.Errorf("pow with integral exponents: %g ulps from the exact power", worst)
	}
	t.Logf("pow(x, n), |n| <= 30: max %g ulps from the exact power", worst)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// TestF64RemReach checks that fmod gives NaN, not a wrong remainder, for
// quotients past its reach, and is exact just below.
func TestF64RemReach(t *testing.T) {
	for _, tc := range []struct{ x, y float64 }{{1e300, 1e-300}, {1, 1e-310}, {0x1p1000, 3}} {
		if got := evalF64(OpRem, tc.x, tc.y); !math.IsNaN(got) {
			t.Errorf("rem(%g, %g) = %g, want NaN past the reach", tc.x, tc.y, got)
		}
	}
	for _, tc := range []struct{ x, y float64 }{{0x1p300, 3}, {3.4e38, 1e-45}, {-0x1.fffffep127, 0x1p-149 * 3}} {
		if got, want := evalF64(OpRem, tc.x, tc.y), math.Mod(tc.x, tc.y); got != want {
			t.Errorf("rem(%g, %g) = %g, want %g", tc.x, tc.y, got, want)
		}
	}
}
