package scalar

import "math"

// Float elementwise ops compute in float64 on values of their element
// type; the caller rounds the result once to that type.

// Max is stablehlo.maximum on floats: a NaN operand is the result (the
// first one, keeping its sign, as LLVM's maximum does), and -0 < +0.
func Max(x, y float64) float64 {
	switch {
	case x != x:
		return x
	case y != y:
		return y
	}
	return math.Max(x, y)
}

// Min is stablehlo.minimum on floats, NaN as in Max.
func Min(x, y float64) float64 {
	switch {
	case x != x:
		return x
	case y != y:
		return y
	}
	return math.Min(x, y)
}

// Clamp is stablehlo.clamp on floats: min(max(x, lo), hi).
func Clamp(lo, x, hi float64) float64 { return Min(Max(x, lo), hi) }

// Sign is stablehlo.sign on floats: -1, 1, or x itself for ±0 and NaN.
func Sign(x float64) float64 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return x
}

var floatUnary = map[string]func(float64) float64{
	"abs":                   math.Abs,
	"negate":                func(x float64) float64 { return -x },
	"sign":                  Sign,
	"exponential":           math.Exp,
	"exponential_minus_one": math.Expm1,
	"log":                   math.Log,
	"log_plus_one":          math.Log1p,
	"logistic":              func(x float64) float64 { return 1 / (1 + math.Exp(-x)) },
	"tanh":                  math.Tanh,
	"sqrt":                  math.Sqrt,
	"rsqrt":                 func(x float64) float64 { return 1 / math.Sqrt(x) },
	"cbrt":                  math.Cbrt,
	"floor":                 math.Floor,
	"ceil":                  math.Ceil,
	"round_nearest_even":    math.RoundToEven,
	"round_nearest_afz":     math.Round,
	"cosine":                math.Cos,
	"sine":                  math.Sin,
	"tan":                   math.Tan,
}

// FloatUnary is the float semantics of the StableHLO unary op named name
// (its mnemonic, e.g. "exponential_minus_one"), or nil.
func FloatUnary(name string) func(float64) float64 { return floatUnary[name] }

var floatBinary = map[string]func(x, y float64) float64{
	"add":       func(x, y float64) float64 { return x + y },
	"subtract":  func(x, y float64) float64 { return x - y },
	"multiply":  func(x, y float64) float64 { return x * y },
	"divide":    func(x, y float64) float64 { return x / y },
	"remainder": math.Mod, // the sign of the dividend, as C fmod
	"power":     math.Pow,
	"maximum":   Max,
	"minimum":   Min,
	"atan2":     math.Atan2,
}

// FloatBinary is the float semantics of the StableHLO binary op named
// name, or nil.
func FloatBinary(name string) func(x, y float64) float64 { return floatBinary[name] }
