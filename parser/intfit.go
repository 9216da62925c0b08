package parser

import (
	"math/big"
	"math/bits"
	"strconv"

	"github.com/symopt/symopt/ir"
)

// Integer literals are checked against their type and stored as MLIR
// keeps them: a width-bit value, read back as signed for signless, signed
// and index types (`255 : i8` is -1, `0xFF : i8` too) and as unsigned for
// unsigned ones. i1 keeps 0 and 1.

// fitError says why a literal does not fit its type.
type fitError int

const (
	fitOK fitError = iota
	fitRange
	fitNegativeUnsigned
)

// intLayout is how an integer type holds its values.
type intLayout struct {
	width            int
	signed, unsigned bool // signed: si and index; unsigned: ui
}

// intLayoutOf describes t, ok false when t is not an integer or index type.
func intLayoutOf(t ir.Type) (intLayout, bool) {
	switch it := t.(type) {
	case *ir.IndexType:
		return intLayout{width: 64, signed: true}, true
	case *ir.IntegerType:
		return intLayout{width: it.Width, signed: it.Sign == ir.Signed, unsigned: it.Sign == ir.Unsigned}, true
	}
	return intLayout{}, false
}

// fit checks the literal -mag (neg) or mag against l as MLIR's
// buildAttributeAPInt does and returns the value to store. A negative
// literal must set the sign bit once negated (so -0 is out of range, as in
// MLIR); a positive one must leave it clear for signed types.
func (l intLayout) fit(mag *big.Int, neg bool) (*big.Int, fitError) {
	if neg && l.unsigned {
		return nil, fitNegativeUnsigned
	}
	if mag.BitLen() > l.width {
		return nil, fitRange
	}
	if l.width == 0 {
		if neg {
			return nil, fitRange
		}
		return new(big.Int), fitOK
	}
	half := new(big.Int).Lsh(big.NewInt(1), uint(l.width-1))
	v := new(big.Int).Set(mag)
	switch {
	case neg:
		if mag.Sign() == 0 || mag.Cmp(half) > 0 {
			return nil, fitRange
		}
		v.Neg(v)
	case l.signed && mag.Cmp(half) >= 0:
		return nil, fitRange
	}
	return l.canonical(v), fitOK
}

// fitSmall is fit and stored for the common case of a type of at most 64
// bits and a literal that fits in 64 bits, without big.Int; ok is false
// for any other case.
func (l intLayout) fitSmall(n number) (v int64, why fitError, ok bool) {
	if l.width < 1 || l.width > 64 {
		return 0, fitOK, false
	}
	digits, base := n.text, 10
	if n.hex {
		digits, base = n.text[2:], 16
	}
	mag, err := strconv.ParseUint(digits, base, 64)
	if err != nil {
		return 0, fitOK, false
	}
	if n.neg && l.unsigned {
		return 0, fitNegativeUnsigned, true
	}
	if bits.Len64(mag) > l.width {
		return 0, fitRange, true
	}
	half := uint64(1) << (l.width - 1)
	u := mag
	switch {
	case n.neg:
		if mag == 0 || mag > half {
			return 0, fitRange, true
		}
		u = -mag
	case l.signed && mag >= half:
		return 0, fitRange, true
	}
	// canonical: reduce to width bits, read back signed unless unsigned
	if l.width < 64 {
		u &= 1<<l.width - 1
		if l.width > 1 && !l.unsigned && u>>(l.width-1)&1 == 1 {
			u |= ^uint64(0) << l.width
		}
	}
	return int64(u), fitOK, true
}

// canonical reduces v modulo 2^width and reads it back the way the type
// prints it.
func (l intLayout) canonical(v *big.Int) *big.Int {
	mod := new(big.Int).Lsh(big.NewInt(1), uint(l.width))
	r := new(big.Int).Mod(v, mod)
	if l.width > 1 && !l.unsigned && r.Bit(l.width-1) == 1 {
		r.Sub(r, mod)
	}
	return r
}

// magnitude is the absolute value of an integer literal; hex digits are
// an unsigned number (0xFFFFFFFFFFFFFFFF is 2^64-1, not -1).
func (p *parser) magnitude(n number) *big.Int {
	if len(n.text) > maxIntDigits {
		p.fail(n.tok, "integer literal too large (%d digits)", len(n.text))
	}
	b, digits, base := new(big.Int), n.text, 10
	if n.hex {
		digits, base = n.text[2:], 16
	}
	if _, ok := b.SetString(digits, base); !ok {
		p.fail(n.tok, "invalid integer literal %q", n.text)
	}
	return b
}

// stored returns a fitted value as the IR keeps it: an int64, where
// unsigned types of up to 64 bits keep their bit pattern (a ui64 value
// past MaxInt64 reads back with uint64), or a big.Int for wider types.
func (l intLayout) stored(v *big.Int) (int64, *big.Int) {
	if l.unsigned && l.width <= 64 {
		return int64(v.Uint64()), nil
	}
	return split(v)
}

// split returns v as an int64 when it fits, else as a big.Int.
func split(v *big.Int) (int64, *big.Int) {
	if v.IsInt64() {
		return v.Int64(), nil
	}
	return 0, v
}
