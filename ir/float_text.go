package ir

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"strings"
	"sync"

	"github.com/symopt/symopt/internal/minifloat"
)

// FormatFloat prints a float of type t the way MLIR's printer does: six
// digits in scientific form (`1.000000e-01`) when that text reads back to
// the same value, otherwise APFloat's default form with as many digits as
// the type holds (`9.99999974E-6`, `0.0741644949`), and hexadecimal bits
// for NaN, infinities and values whose default form has no point.
func FormatFloat(v float64, t Type) string {
	name := "f64"
	if ft, ok := t.(*FloatType); ok {
		name = ft.Name
	}
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return hexBits(name, v)
	}
	p := floatPrecision(name)
	s := apfloatText(v, p, 6, 0, false)
	if back, err := strconv.ParseFloat(s, 64); err == nil && math.Float64bits(RoundToType(name, back)) == math.Float64bits(v) {
		return s
	}
	s = apfloatText(v, p, 0, 3, true)
	if strings.Contains(s, ".") {
		return s
	}
	return hexBits(name, v)
}

// floatPrecision is the number of significand bits of a float type,
// counting the implicit one.
func floatPrecision(name string) int {
	switch name {
	case "f32":
		return 24
	case "tf32":
		return 11
	case "f80":
		return 64
	case "f128":
		return 113
	}
	if f, ok := minifloat.ByName(name); ok {
		return f.Man + 1
	}
	return 53
}

// apfloatText is llvm::APFloat::toString for a finite v of a type with
// precision significand bits: precision 0 asks for enough digits to read
// the value back; maxPadding bounds the zeros written instead of switching
// to scientific form (0: always scientific); truncateZero drops trailing
// zeros and writes `E`, otherwise the digits are padded to precision and
// the exponent written `e+NN`. Its digit selection is reproduced as is:
// low digits are dropped before rounding half up.
func apfloatText(v float64, precision, digits, maxPadding int, truncateZero bool) string {
	var b strings.Builder
	if math.Signbit(v) {
		b.WriteByte('-')
		v = -v
	}
	if v == 0 {
		switch {
		case maxPadding != 0:
			b.WriteString("0")
		case truncateZero:
			b.WriteString("0.0E+0")
		default:
			b.WriteString("0." + strings.Repeat("0", max(digits, 1)) + "e+00")
		}
		return b.String()
	}
	if digits == 0 {
		digits = 2 + precision*59/196
	}
	// v = m * 2^exp with m odd.
	frac, e := math.Frexp(v)
	m := uint64(frac * (1 << 53))
	exp := e - 53
	tz := bits.TrailingZeros64(m)
	m >>= uint(tz)
	exp += tz
	// Turn the power of two into a power of ten: m * 2^-k = m * 5^k * 10^-k.
	sig := new(big.Int).SetUint64(m)
	if exp > 0 {
		sig.Lsh(sig, uint(exp))
		exp = 0
	} else if exp < 0 {
		sig.Mul(sig, bigPow(5, -exp))
	}
	// Drop the decimal digits the requested precision cannot use (APFloat
	// truncates here, by a bit-count estimate).
	if n, need := sig.BitLen(), (digits*196+58)/59; n > need {
		if tens := (n - need) * 59 / 196; tens > 0 {
			exp += tens
			sig.Quo(sig, bigPow(10, tens))
		}
	}
	ds := sig.String()
	for len(ds) > 1 && ds[len(ds)-1] == '0' {
		ds = ds[:len(ds)-1]
		exp++
	}
	ds, exp = roundDigits(ds, exp, digits)
	writeAPFloatDigits(&b, ds, exp, digits, maxPadding, truncateZero)
	return b.String()
}

// Powers of 5 and 10 for apfloatText, built once: printing a large float
// literal computes one or two per element.
const maxCachedPow = 1100

var (
	powOnce       sync.Once
	pow5s, pow10s [maxCachedPow + 1]*big.Int
)

// bigPow returns base^k (base 5 or 10); the result must not be modified.
func bigPow(base int64, k int) *big.Int {
	if k > maxCachedPow {
		return new(big.Int).Exp(big.NewInt(base), big.NewInt(int64(k)), nil)
	}
	powOnce.Do(func() {
		pow5s[0], pow10s[0] = big.NewInt(1), big.NewInt(1)
		five, ten := big.NewInt(5), big.NewInt(10)
		for i := 1; i <= maxCachedPow; i++ {
			pow5s[i] = new(big.Int).Mul(pow5s[i-1], five)
			pow10s[i] = new(big.Int).Mul(pow10s[i-1], ten)
		}
	})
	if base == 5 {
		return pow5s[k]
	}
	return pow10s[k]
}

// roundDigits keeps the first n digits of ds (the value ds * 10^exp),
// rounding half up, and drops trailing zeros.
func roundDigits(ds string, exp, n int) (string, int) {
	total := len(ds)
	if total <= n {
		return ds, exp
	}
	kept := []byte(ds[:n])
	if ds[n] < '5' {
		k := len(kept)
		for k > 1 && kept[k-1] == '0' {
			k--
		}
		return string(kept[:k]), exp + total - k
	}
	j := n - 1
	for j >= 0 && kept[j] == '9' {
		j--
	}
	if j < 0 {
		return "1", exp + total
	}
	kept[j]++
	return string(kept[:j+1]), exp + total - (j + 1)
}

// writeAPFloatDigits lays out the digits ds (value ds * 10^exp) as
// APFloat::toString does.
func writeAPFloatDigits(b *strings.Builder, ds string, exp, digits, maxPadding int, truncateZero bool) {
	nd := len(ds)
	var scientific bool
	switch {
	case maxPadding == 0:
		scientific = true
	case exp >= 0:
		scientific = exp > maxPadding || nd+exp > digits
	default:
		msd := exp + nd - 1
		scientific = msd < 0 && -msd > maxPadding
	}
	switch {
	case scientific:
		exp += nd - 1
		b.WriteByte(ds[0])
		b.WriteByte('.')
		if nd == 1 && truncateZero {
			b.WriteByte('0')
		} else {
			b.WriteString(ds[1:])
		}
		if !truncateZero && digits > nd-1 {
			b.WriteString(strings.Repeat("0", digits-nd+1))
		}
		if truncateZero {
			b.WriteByte('E')
		} else {
			b.WriteByte('e')
		}
		if exp >= 0 {
			b.WriteByte('+')
		} else {
			b.WriteByte('-')
			exp = -exp
		}
		es := strconv.Itoa(exp)
		if !truncateZero && len(es) < 2 {
			es = "0" + es
		}
		b.WriteString(es)
	case exp >= 0:
		b.WriteString(ds)
		b.WriteString(strings.Repeat("0", exp))
	default:
		whole := exp + nd
		if whole > 0 {
			b.WriteString(ds[:whole])
			b.WriteByte('.')
			b.WriteString(ds[whole:])
		} else {
			b.WriteString("0.")
			b.WriteString(strings.Repeat("0", -whole))
			b.WriteString(ds)
		}
	}
}
