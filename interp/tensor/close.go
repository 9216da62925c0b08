package tensor

import (
	"fmt"
	"math"
	"strings"
)

// Tolerance says how far two float elements may be apart and still match.
// An element matches when the values are equal (infinities of one sign and
// NaNs match themselves), when they are within ULP units in the last place
// of the element type, or when |a-b| <= Abs + Rel*max(|a|,|b|). Integers
// always compare exactly. The zero Tolerance is exact comparison.
type Tolerance struct {
	ULP      uint64
	Rel, Abs float64
	// MaxReport bounds the number of mismatches listed (default 8).
	MaxReport int
}

// Close compares two tensors element by element. The report names the
// first mismatches with their multi-index and both values.
func Close(a, b *Tensor, tol Tolerance) (bool, string) {
	if a.dtype != b.dtype {
		return false, fmt.Sprintf("element types differ: %s vs %s", a.dtype, b.dtype)
	}
	if !SameShape(a.shape, b.shape) {
		return false, fmt.Sprintf("shapes differ: %v vs %v", a.shape, b.shape)
	}
	limit := tol.MaxReport
	if limit <= 0 {
		limit = 8
	}
	var lines []string
	bad := 0
	for i := 0; i < a.Len(); i++ {
		if elementClose(a, b, i, tol) {
			continue
		}
		bad++
		if len(lines) < limit {
			lines = append(lines, fmt.Sprintf("  at %v: %s vs %s", MultiIndex(a.shape, i), a.FormatElement(i), b.FormatElement(i)))
		}
	}
	if bad == 0 {
		return true, ""
	}
	head := fmt.Sprintf("%d of %d elements of %s differ", bad, a.Len(), a.TypeString())
	return false, head + ":\n" + strings.Join(lines, "\n")
}

// MultiIndex converts a flat row-major index into a multi-index.
func MultiIndex(shape []int64, flat int) []int64 {
	idx := make([]int64, len(shape))
	f := int64(flat)
	for d := len(shape) - 1; d >= 0; d-- {
		if shape[d] > 0 {
			idx[d] = f % shape[d]
			f /= shape[d]
		}
	}
	return idx
}

func elementClose(a, b *Tensor, i int, tol Tolerance) bool {
	switch a.dtype.Storage() {
	case StoreInt:
		return a.Ints()[i] == b.Ints()[i]
	case StoreUint:
		return a.Uints()[i] == b.Uints()[i]
	case StoreComplex:
		x, y := a.Complexes()[i], b.Complexes()[i]
		p := a.dtype.ComplexPart()
		return floatClose(p, real(x), real(y), tol) && floatClose(p, imag(x), imag(y), tol)
	}
	return floatClose(a.dtype, a.Float64At(i), b.Float64At(i), tol)
}

func floatClose(dt DType, x, y float64, tol Tolerance) bool {
	if x == y || (x != x && y != y) {
		return true
	}
	if x != x || y != y || math.IsInf(x, 0) || math.IsInf(y, 0) {
		return false
	}
	if tol.ULP > 0 && ulpDistance(dt, x, y) <= tol.ULP {
		return true
	}
	return math.Abs(x-y) <= tol.Abs+tol.Rel*math.Max(math.Abs(x), math.Abs(y))
}

// ulpDistance counts representable values of dt between x and y.
func ulpDistance(dt DType, x, y float64) uint64 {
	ord := func(v float64) int64 {
		var bits uint64
		var signBit uint
		switch dt {
		case F64:
			bits, signBit = math.Float64bits(v), 63
		case F32:
			bits, signBit = uint64(math.Float32bits(float32(v))), 31
		default:
			f, _ := formatOf(dt)
			bits, signBit = f.Encode(v), uint(f.Exp+f.Man)
		}
		mag := int64(bits &^ (1 << signBit))
		if bits>>signBit&1 == 1 {
			return -mag
		}
		return mag
	}
	d := ord(x) - ord(y)
	if d < 0 {
		d = -d
	}
	return uint64(d)
}
