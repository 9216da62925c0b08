package kernels

import "math"

// chloUnaryFunc is the float64 semantics of the CHLO math ops.
func chloUnaryFunc(op UnaryOp) func(float64) float64 {
	switch op {
	case Erf:
		return math.Erf
	case Erfc:
		return math.Erfc
	case ErfInv:
		return math.Erfinv
	case Lgamma:
		return func(v float64) float64 { l, _ := math.Lgamma(v); return l }
	case Digamma:
		return digamma
	case Acos:
		return math.Acos
	case Asin:
		return math.Asin
	case Atan:
		return math.Atan
	case Sinh:
		return math.Sinh
	case Cosh:
		return math.Cosh
	case Acosh:
		return math.Acosh
	case Asinh:
		return math.Asinh
	case Atanh:
		return math.Atanh
	case BesselI1e:
		return besselI1e
	}
	return nil
}

// digamma is ψ(x) = Γ'(x)/Γ(x): reflection below 1/2, the recurrence
// ψ(x) = ψ(x+1) - 1/x up to x >= 10, then the asymptotic series. Poles (zero
// and negative integers) give NaN.
func digamma(x float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsInf(x, -1):
		return math.NaN()
	case math.IsInf(x, 1):
		return x
	case x <= 0 && x == math.Floor(x):
		return math.NaN()
	case x < 0.5:
		return digamma(1-x) - math.Pi/math.Tan(math.Pi*x)
	}
	acc := 0.0
	for x < 10 {
		acc -= 1 / x
		x++
	}
	inv := 1 / (x * x)
	series := inv * (1.0/12 - inv*(1.0/120-inv*(1.0/252-inv*(1.0/240-inv*(1.0/132)))))
	return acc + math.Log(x) - 0.5/x - series
}
