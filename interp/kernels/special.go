package kernels

import "math"

// bernoulliTerms are B₂ⱼ/(2j)! for j = 1..7, the Euler–Maclaurin
// coefficients of the zeta tail.
var bernoulliTerms = [...]float64{
	1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
	-691.0 / 1307674368000, 1.0 / 74724249600,
}

// zeta is the Hurwitz zeta function ζ(s, q) = Σₖ (k+q)^-s for s > 1: ten
// terms summed directly, the rest by Euler–Maclaurin. s = 1 and poles at
// q = 0, -1, ... give +inf; s < 1 and other q ≤ 0 give NaN.
func zeta(s, q float64) float64 {
	switch {
	case s != s || q != q || s < 1:
		return math.NaN()
	case s == 1:
		return math.Inf(1)
	case q <= 0 && q == math.Floor(q):
		return math.Inf(1)
	case q < 0:
		return math.NaN()
	}
	const n = 10
	sum := 0.0
	for k := 0; k < n; k++ {
		sum += math.Pow(q+float64(k), -s)
	}
	a := q + n
	sum += math.Pow(a, 1-s)/(s-1) + 0.5*math.Pow(a, -s)
	fac := s * math.Pow(a, -s-1)
	for j, b := range bernoulliTerms {
		sum += b * fac
		k := float64(2*j + 2)
		fac *= (s + k - 1) * (s + k) / (a * a)
	}
	return sum
}

// polygamma is ψ⁽ⁿ⁾(x) = (-1)ⁿ⁺¹ n! ζ(n+1, x) for integral n ≥ 1 and
// digamma for n = 0; other n give NaN.
func polygamma(n, x float64) float64 {
	if n != math.Floor(n) || n < 0 || x != x {
		return math.NaN()
	}
	if n == 0 {
		return digamma(x)
	}
	sign := -1.0
	if math.Mod(n, 2) == 1 {
		sign = 1
	}
	lg, _ := math.Lgamma(n + 1)
	return sign * math.Exp(lg) * zeta(n+1, x)
}

// besselI1e is exp(-|x|)·I₁(x): the power series up to |x| = 15, the
// asymptotic expansion beyond. I₁ is odd.
func besselI1e(x float64) float64 {
	if x != x {
		return x
	}
	ax := math.Abs(x)
	var v float64
	if ax <= 15 {
		// I₁(x) = Σ (x/2)^(2k+1) / (k! (k+1)!)
		half := ax / 2
		term := half
		sum := term
		for k := 1; k < 200 && term > sum*1e-18; k++ {
			term *= half * half / (float64(k) * float64(k+1))
			sum += term
		}
		v = sum * math.Exp(-ax)
	} else {
		// e^-x I₁(x) ~ 1/sqrt(2πx) Σ (-1)ᵏ Πⱼ(4 - (2j-1)²) / (k! (8x)ᵏ)
		term, sum := 1.0, 1.0
		for k := 1; k < 40; k++ {
			next := term * -(4 - float64((2*k-1)*(2*k-1))) / (float64(k) * 8 * ax)
			if math.Abs(next) >= math.Abs(term) {
				break
			}
			term = next
			sum += term
		}
		v = sum / math.Sqrt(2*math.Pi*ax)
	}
	return math.Copysign(v, x)
}
