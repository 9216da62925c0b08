package kernel

import "math"

// Arith is the arithmetic the f64 math routines (f64math.go, f64trig.go)
// are written in. The interpreter runs them with GoArith on float64s; the
// nvptx backend runs the same routines with an Arith that emits LLVM
// instructions, so the GPU computes, instruction for instruction, what
// the interpreter computes: both have IEEE f64 add, sub, mul, div, sqrt
// and fma with round to nearest even, and nothing is contracted.
//
// Conditions (results of Less, Equal, IsNaN, And, Or, Not) are values of
// V too: GoArith holds them as 1 and 0, LLVM as i1.
type Arith[V any] interface {
	Const(x float64) V
	Add(x, y V) V
	Sub(x, y V) V
	Mul(x, y V) V
	Div(x, y V) V
	FMA(x, y, z V) V // x*y + z rounded once
	Sqrt(x V) V
	Abs(x V) V
	Neg(x V) V
	Floor(x V) V
	Rint(x V) V        // nearest integer, ties to even
	CopySign(x, s V) V // |x| with the sign of s
	Less(x, y V) V     // ordered x < y
	Equal(x, y V) V    // ordered x == y
	IsNaN(x V) V
	And(c, d V) V
	Or(c, d V) V
	Not(c V) V
	Select(c, x, y V) V
	// Pow2 is 2^k for an integral k in [-1022, 1023].
	Pow2(k V) V
	// Exponent is the unbiased exponent field of a positive normal x
	// (floor(log2 x)) as a float; Mantissa is x scaled into [1, 2) by
	// replacing its exponent field.
	Exponent(x V) V
	Mantissa(x V) V
}

// GoArith is Arith on float64s, conditions being 1 or 0. Every result
// goes through an explicit float64 conversion, which Go defines to round,
// so no two operations are fused.
type GoArith struct{}

func cond(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func (GoArith) Const(x float64) float64       { return x }
func (GoArith) Add(x, y float64) float64      { return float64(x + y) }
func (GoArith) Sub(x, y float64) float64      { return float64(x - y) }
func (GoArith) Mul(x, y float64) float64      { return float64(x * y) }
func (GoArith) Div(x, y float64) float64      { return float64(x / y) }
func (GoArith) FMA(x, y, z float64) float64   { return math.FMA(x, y, z) }
func (GoArith) Sqrt(x float64) float64        { return math.Sqrt(x) }
func (GoArith) Abs(x float64) float64         { return math.Abs(x) }
func (GoArith) Neg(x float64) float64         { return -x }
func (GoArith) Floor(x float64) float64       { return math.Floor(x) }
func (GoArith) Rint(x float64) float64        { return math.RoundToEven(x) }
func (GoArith) CopySign(x, s float64) float64 { return math.Copysign(x, s) }
func (GoArith) Less(x, y float64) float64     { return cond(x < y) }
func (GoArith) Equal(x, y float64) float64    { return cond(x == y) }
func (GoArith) IsNaN(x float64) float64       { return cond(x != x) }
func (GoArith) And(c, d float64) float64      { return cond(c != 0 && d != 0) }
func (GoArith) Or(c, d float64) float64       { return cond(c != 0 || d != 0) }
func (GoArith) Not(c float64) float64         { return cond(c == 0) }
func (GoArith) Select(c, x, y float64) float64 {
	if c != 0 {
		return x
	}
	return y
}

func (GoArith) Pow2(k float64) float64 {
	return math.Float64frombits(uint64(int64(k)+1023) << 52)
}

func (GoArith) Exponent(x float64) float64 {
	return float64(int64(math.Float64bits(x)>>52&0x7ff) - 1023)
}

func (GoArith) Mantissa(x float64) float64 {
	return math.Float64frombits(math.Float64bits(x)&(1<<52-1) | 1023<<52)
}
