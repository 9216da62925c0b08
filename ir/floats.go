package ir

import (
	"math"
	"strconv"
	"strings"
)

// minifloat describes a small IEEE-like binary float format.
type minifloat struct {
	exp, man int  // field widths
	bias     int  // exponent bias
	noInf    bool // all-ones exponent is a finite value (FN formats)
	nanAll1  bool // only all-ones exponent+mantissa is NaN (FN formats)
	uz       bool // unsigned zero: 0x80 is the only NaN (FNUZ formats)
	noNaN    bool // finite only: no NaN and no infinity (f4/f6 formats)
	unsigned bool // no sign bit, no zero, 0xFF is NaN (f8E8M0FNU)
}

var minifloats = map[string]minifloat{
	"f16":           {exp: 5, man: 10, bias: 15},
	"bf16":          {exp: 8, man: 7, bias: 127},
	"f8E5M2":        {exp: 5, man: 2, bias: 15},
	"f8E4M3":        {exp: 4, man: 3, bias: 7},
	"f8E4M3FN":      {exp: 4, man: 3, bias: 7, noInf: true, nanAll1: true},
	"f8E5M2FNUZ":    {exp: 5, man: 2, bias: 16, noInf: true, uz: true},
	"f8E4M3FNUZ":    {exp: 4, man: 3, bias: 8, noInf: true, uz: true},
	"f8E4M3B11FNUZ": {exp: 4, man: 3, bias: 11, noInf: true, uz: true},
	"f8E3M4":        {exp: 3, man: 4, bias: 3},
	"f8E8M0FNU":     {exp: 8, man: 0, bias: 127, noInf: true, unsigned: true},
	"f6E2M3FN":      {exp: 2, man: 3, bias: 1, noInf: true, noNaN: true},
	"f6E3M2FN":      {exp: 3, man: 2, bias: 3, noInf: true, noNaN: true},
	"f4E2M1FN":      {exp: 2, man: 1, bias: 1, noInf: true, noNaN: true},
}

// FloatFromBits decodes the bit pattern of a value of the named float type.
func FloatFromBits(name string, bits uint64) float64 {
	switch name {
	case "f64":
		return math.Float64frombits(bits)
	case "f32", "tf32":
		return float64(math.Float32frombits(uint32(bits)))
	}
	f, ok := minifloats[name]
	if !ok {
		return math.NaN()
	}
	if f.unsigned {
		if bits&0xFF == 0xFF {
			return math.NaN()
		}
		return math.Ldexp(1, int(bits&0xFF)-f.bias)
	}
	width := 1 + f.exp + f.man
	sign := bits>>(width-1)&1 == 1
	e := int(bits>>f.man) & (1<<f.exp - 1)
	m := bits & (1<<f.man - 1)
	allOnes := 1<<f.exp - 1
	var v float64
	switch {
	case f.uz && sign && e == 0 && m == 0:
		return math.NaN()
	case !f.noInf && e == allOnes:
		if m != 0 {
			return math.NaN()
		}
		v = math.Inf(1)
	case f.nanAll1 && e == allOnes && m == 1<<f.man-1:
		return math.NaN()
	case e == 0:
		v = math.Ldexp(float64(m), 1-f.bias-f.man)
	default:
		v = math.Ldexp(float64(m|1<<f.man), e-f.bias-f.man)
	}
	if sign {
		v = -v
	}
	return v
}

// FloatToBits encodes v (rounded to nearest even) in the named float type.
func FloatToBits(name string, v float64) uint64 {
	switch name {
	case "f64":
		return math.Float64bits(v)
	case "f32", "tf32":
		return uint64(math.Float32bits(float32(v)))
	}
	f, ok := minifloats[name]
	if !ok {
		return 0
	}
	if f.unsigned {
		return e8m0Bits(v)
	}
	width := 1 + f.exp + f.man
	var sign uint64
	if math.Signbit(v) && !(f.uz && v == 0) {
		sign = 1 << (width - 1)
	}
	allOnes := uint64(1<<f.exp - 1)
	if math.IsNaN(v) {
		switch {
		case f.noNaN:
			return 0 // no NaN to encode: finite-only formats read it as zero
		case f.uz:
			return 1 << (width - 1)
		case f.nanAll1:
			return sign | allOnes<<f.man | (1<<f.man - 1)
		}
		return allOnes<<f.man | 1<<(f.man-1)
	}
	a := math.Abs(v)
	if a == 0 {
		return sign
	}
	// Scale into integer units of the smallest subnormal and round.
	minExp := 1 - f.bias - f.man
	e := math.Ilogb(a)
	if e < 1-f.bias {
		e = 1 - f.bias
	}
	q := math.RoundToEven(math.Ldexp(a, -(e - f.man)))
	if q >= float64(uint64(1)<<(f.man+1)) {
		q /= 2
		e++
	}
	maxFinite := func() uint64 {
		if f.nanAll1 {
			return sign | allOnes<<f.man | (1<<f.man - 2)
		}
		if f.noInf {
			return sign | allOnes<<f.man | (1<<f.man - 1)
		}
		return sign | (allOnes-1)<<f.man | (1<<f.man - 1)
	}
	biased := e + f.bias
	if q < float64(uint64(1)<<f.man) { // subnormal
		_ = minExp
		if q == 0 && f.uz {
			return 0 // no -0 in FNUZ formats: 0x80 is their NaN
		}
		return sign | uint64(q)
	}
	if biased > int(allOnes) || (!f.noInf && biased == int(allOnes)) {
		if f.noInf {
			return maxFinite() | 0 // overflow to NaN is the caller's choice; saturate here
		}
		return sign | allOnes<<f.man
	}
	bits := sign | uint64(biased)<<f.man | (uint64(q) & (1<<f.man - 1))
	if f.nanAll1 && uint64(biased) == allOnes && uint64(q)&(1<<f.man-1) == 1<<f.man-1 {
		return maxFinite()
	}
	return bits
}

// e8m0Bits encodes v in f8E8M0FNU, whose values are the powers of two
// 2^-127 .. 2^127: a positive v rounds to the nearest power, a tie (1.5 *
// 2^e) to the larger one, as the significand's only digit is the odd
// implicit one; zero and values below the range give the smallest, larger
// ones saturate, and negative values and NaN give the NaN 0xFF.
func e8m0Bits(v float64) uint64 {
	if math.IsNaN(v) || v < 0 {
		return 0xFF
	}
	if v == 0 {
		return 0
	}
	frac, exp := math.Frexp(v) // v = frac * 2^exp, frac in [0.5, 1)
	e := exp - 1               // v = (2*frac) * 2^e, 2*frac in [1, 2)
	if 2*frac >= 1.5 {
		e++
	}
	switch {
	case e < -127:
		return 0
	case e > 127:
		return 0xFE
	}
	return uint64(e + 127)
}

// RoundToType rounds v to the nearest value of the named float type.
func RoundToType(name string, v float64) float64 {
	switch name {
	case "f64":
		return v
	case "f32", "tf32":
		return float64(float32(v))
	}
	return FloatFromBits(name, FloatToBits(name, v))
}

func hexBits(name string, v float64) string {
	width := 64
	if ft := (&FloatType{Name: name}); FloatWidth(ft) > 0 {
		width = FloatWidth(ft)
	}
	digits := (width + 3) / 4
	s := strings.ToUpper(strconv.FormatUint(FloatToBits(name, v), 16))
	for len(s) < digits {
		s = "0" + s
	}
	return "0x" + s
}
