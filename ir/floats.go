package ir

import (
	"math"
	"strconv"
	"strings"

	"github.com/symopt/symopt/internal/minifloat"
)

// Float types narrower than f32 take their values, encodings and rounding
// from package minifloat; constants round as MLIR's parser does, with
// APFloat's rules (minifloat.Format.Round).

// FloatFromBits decodes the bit pattern of a value of the named float type.
func FloatFromBits(name string, bits uint64) float64 {
	switch name {
	case "f64":
		return math.Float64frombits(bits)
	case "f32", "tf32":
		return float64(math.Float32frombits(uint32(bits)))
	}
	f, ok := minifloat.ByName(name)
	if !ok {
		return math.NaN()
	}
	return f.Decode(bits)
}

// FloatToBits encodes v (rounded to nearest even, see RoundToType) in the
// named float type.
func FloatToBits(name string, v float64) uint64 {
	switch name {
	case "f64":
		return math.Float64bits(v)
	case "f32", "tf32":
		return uint64(math.Float32bits(float32(v)))
	}
	f, ok := minifloat.ByName(name)
	if !ok {
		return 0
	}
	return f.Encode(f.Round(v))
}

// RoundToType rounds v to the nearest value of the named float type as a
// constant of that type holds it (ties to even; past the largest finite
// value infinity, NaN, or the largest finite value in types with neither;
// see minifloat.Format.Round).
func RoundToType(name string, v float64) float64 {
	switch name {
	case "f64":
		return v
	case "f32", "tf32":
		return float64(float32(v))
	}
	f, ok := minifloat.ByName(name)
	if !ok {
		return v // f80, f128: kept as the f64 value
	}
	return f.Round(v)
}

// MaxFinite is the largest finite value of a float type narrower than
// f32, ok false for other types.
func MaxFinite(name string) (float64, bool) {
	f, ok := minifloat.ByName(name)
	if !ok {
		return 0, false
	}
	return f.MaxFinite(), true
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
