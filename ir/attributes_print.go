package ir

import (
	"encoding/hex"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// String prints the integer with its type, as MLIR prints an attribute
// standing alone or as a dictionary value: `1 : i64`, `2 : index`; i1
// prints as `true` or `false`. ElidedString leaves out the i64.
func (a *IntegerAttr) String() string {
	s := a.valueString()
	if a.Type == nil || isBoolType(a.Type) && a.Big == nil {
		return s
	}
	return s + " : " + a.Type.String()
}

func (a *IntegerAttr) valueString() string {
	if a.Big != nil {
		return a.Big.String()
	}
	if a.Type != nil && isBoolType(a.Type) {
		if a.Value != 0 {
			return "true"
		}
		return "false"
	}
	return strconv.FormatInt(a.Value, 10)
}

func isBoolType(t Type) bool {
	it, ok := t.(*IntegerType)
	return ok && it.Width == 1 && it.Sign == Signless
}

// String prints the float with its type: `1.500000e+00 : f32`,
// `2.000000e+00 : f64`. ElidedString leaves out the f64.
func (a *FloatAttr) String() string {
	s := FormatFloat(a.Value, a.Type)
	if a.Type == nil {
		return s
	}
	return s + " : " + a.Type.String()
}

// ElidedString prints a as MLIR does where the type of an integer or float
// may be left out: elements of an array, memref layouts and memory spaces.
// A signless i64 integer and an f64 float written in decimal print their
// value alone (`[1, 2.000000e+00]`); every other attribute prints as
// String does.
func ElidedString(a Attribute) string {
	switch x := a.(type) {
	case *IntegerAttr:
		if it, ok := x.Type.(*IntegerType); ok && it.Width == 64 && it.Sign == Signless {
			return x.valueString()
		}
	case *FloatAttr:
		if ft, ok := x.Type.(*FloatType); ok && ft.Name == "f64" {
			if s := FormatFloat(x.Value, x.Type); !strings.HasPrefix(s, "0x") {
				return s
			}
		}
	}
	return a.String()
}

func (a *BoolAttr) String() string {
	if a.Value {
		return "true"
	}
	return "false"
}

func (*UnitAttr) String() string { return "unit" }

func (a *StringAttr) String() string {
	s := Quote(a.Value)
	if a.Type != nil {
		s += " : " + a.Type.String()
	}
	return s
}

func (a *ArrayAttr) String() string {
	var b strings.Builder
	b.WriteByte('[')
	for i, e := range a.Elems {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(ElidedString(e))
	}
	b.WriteByte(']')
	return b.String()
}

func (a *DictAttr) String() string {
	var b strings.Builder
	b.WriteByte('{')
	WriteAttrEntries(&b, a.Entries)
	b.WriteByte('}')
	return b.String()
}

// WriteAttrEntries prints `a = 1, b` (unit attributes print their name only).
func WriteAttrEntries(b *strings.Builder, entries []NamedAttr) {
	for i, e := range entries {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(KeyName(e.Name))
		if _, unit := e.Value.(*UnitAttr); unit {
			continue
		}
		b.WriteString(" = ")
		b.WriteString(e.Value.String())
	}
}

func (a *TypeAttr) String() string { return a.Type.String() }

func (a *SymbolRefAttr) String() string {
	s := "@" + SymbolName(a.Root)
	for _, n := range a.Nested {
		s += "::@" + SymbolName(n)
	}
	return s
}

func (a *DenseArrayAttr) String() string {
	var b strings.Builder
	b.WriteString("array<")
	b.WriteString(a.Elem.String())
	n := len(a.Ints)
	if a.Floats != nil {
		n = len(a.Floats)
	}
	if n > 0 {
		b.WriteString(": ")
	}
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		if a.Floats != nil {
			b.WriteString(FormatFloat(a.Floats[i], a.Elem))
		} else {
			b.WriteString(formatInt(a.Ints[i], a.Elem))
		}
	}
	b.WriteByte('>')
	return b.String()
}

func (a *DenseResourceAttr) String() string {
	return "dense_resource<" + a.Handle + "> : " + a.Type.String()
}

func (a *VerbatimAttr) String() string { return a.Text }

func (d *DenseElementsAttr) String() string {
	var b strings.Builder
	b.WriteString("dense<")
	d.writeBody(&b)
	b.WriteString("> : ")
	b.WriteString(d.Type.String())
	return b.String()
}

func (d *DenseElementsAttr) writeBody(b *strings.Builder) {
	if d.Hex != nil {
		b.WriteString(`"0x`)
		b.WriteString(strings.ToUpper(hex.EncodeToString(d.Hex)))
		b.WriteByte('"')
		return
	}
	n := d.Len()
	if n == 0 {
		return // an empty tensor prints as dense<>
	}
	if d.Splat || d.allEqual() {
		// MLIR prints a literal whose elements are all equal as a splat.
		d.writeElem(b, 0)
		return
	}
	shape := d.Shape()
	if len(shape) == 0 {
		d.writeElem(b, 0)
		return
	}
	// Size the text once: a large literal would otherwise be copied at
	// every doubling of the builder.
	per := 4
	switch {
	case d.Floats != nil:
		per = 15
	case d.Complex != nil:
		per = 30
	case d.Ints != nil:
		per = 6
	}
	b.Grow(n * per)
	idx := 0
	d.writeNest(b, shape, &idx)
}

// allEqual reports whether every stored element equals the first (floats
// compare by bits, so -0 and NaN payloads stay apart).
func (d *DenseElementsAttr) allEqual() bool {
	switch {
	case d.Ints != nil:
		return allSame(d.Ints, func(a, b int64) bool { return a == b })
	case d.Floats != nil:
		return allSame(d.Floats, func(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) })
	case d.Complex != nil:
		return allSame(d.Complex, func(a, b complex128) bool {
			return math.Float64bits(real(a)) == math.Float64bits(real(b)) && math.Float64bits(imag(a)) == math.Float64bits(imag(b))
		})
	case d.Strings != nil:
		return allSame(d.Strings, func(a, b string) bool { return a == b })
	case d.Bigs != nil:
		return allSame(d.Bigs, func(a, b *big.Int) bool { return a.Cmp(b) == 0 })
	}
	return false
}

func allSame[T any](xs []T, eq func(a, b T) bool) bool {
	for _, x := range xs[1:] {
		if !eq(x, xs[0]) {
			return false
		}
	}
	return true
}

func (d *DenseElementsAttr) writeNest(b *strings.Builder, shape []int64, idx *int) {
	b.WriteByte('[')
	if len(shape) == 1 && d.plainInts() && *idx+int(shape[0]) <= len(d.Ints) {
		// The common flat run of signless or signed integers, without a
		// per-element type switch.
		var buf [24]byte
		for i, v := range d.Ints[*idx : *idx+int(shape[0])] {
			out := buf[:0]
			if i > 0 {
				out = append(out, ", "...)
			}
			b.Write(strconv.AppendInt(out, v, 10))
		}
		*idx += int(shape[0])
		b.WriteByte(']')
		return
	}
	for i := int64(0); i < shape[0]; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		if len(shape) == 1 {
			if *idx < d.Len() {
				d.writeElem(b, *idx)
			}
			*idx++
		} else {
			d.writeNest(b, shape[1:], idx)
		}
	}
	b.WriteByte(']')
}

// plainInts reports whether the elements are Ints printed as plain
// decimal int64 (not i1, not unsigned), as writeElem prints them.
func (d *DenseElementsAttr) plainInts() bool {
	if d.Floats != nil || d.Complex != nil || d.Strings != nil || d.Bigs != nil || d.Ints == nil {
		return false
	}
	it, ok := ElementTypeOf(d.Type).(*IntegerType)
	return !ok || it.Width != 1 && it.Sign != Unsigned
}

func (d *DenseElementsAttr) writeElem(b *strings.Builder, i int) {
	elem := ElementTypeOf(d.Type)
	switch {
	case d.Floats != nil:
		b.WriteString(FormatFloat(d.Floats[i], elem))
	case d.Complex != nil:
		ct, _ := elem.(*ComplexType)
		var ft Type = F64
		if ct != nil {
			ft = ct.Elem
		}
		b.WriteByte('(')
		b.WriteString(FormatFloat(real(d.Complex[i]), ft))
		b.WriteByte(',') // MLIR writes complex elements without a space
		b.WriteString(FormatFloat(imag(d.Complex[i]), ft))
		b.WriteByte(')')
	case d.Strings != nil:
		b.WriteString(Quote(d.Strings[i]))
	case d.Bigs != nil:
		b.WriteString(d.Bigs[i].String())
	case d.Ints != nil:
		if it, ok := elem.(*IntegerType); ok && (it.Width == 1 || it.Sign == Unsigned) {
			b.WriteString(formatInt(d.Ints[i], elem))
			return
		}
		var buf [20]byte
		b.Write(strconv.AppendInt(buf[:0], d.Ints[i], 10))
	}
}

// formatInt prints a stored integer element of type elem: i1 as true or
// false, unsigned types as unsigned (a ui64 element is kept as its bit
// pattern), others as signed.
func formatInt(v int64, elem Type) string {
	if it, ok := elem.(*IntegerType); ok {
		switch {
		case it.Width == 1:
			return strconv.FormatBool(v != 0)
		case it.Sign == Unsigned:
			return strconv.FormatUint(uint64(v), 10)
		}
	}
	return strconv.FormatInt(v, 10)
}

// Quote prints s as an MLIR string literal: printable ASCII as is, `\\`,
// and every other byte as `\XX`.
func Quote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	const hexDigits = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b.WriteString(`\\`)
		case c >= 0x20 && c < 0x7f && c != '"':
			b.WriteByte(c)
		default:
			b.WriteByte('\\')
			b.WriteByte(hexDigits[c>>4])
			b.WriteByte(hexDigits[c&15])
		}
	}
	b.WriteByte('"')
	return b.String()
}

// IsBareIdent reports whether s can be printed without quotes as a symbol
// or attribute name.
func IsBareIdent(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
		if i == 0 && !letter {
			return false
		}
		if !letter && !(c >= '0' && c <= '9') && c != '$' && c != '.' {
			return false
		}
	}
	return true
}

// SymbolName prints a symbol name (without @), quoting it when needed.
func SymbolName(s string) string {
	if IsBareIdent(s) {
		return s
	}
	return Quote(s)
}

// KeyName prints a dictionary key, quoting it when needed.
func KeyName(s string) string {
	if IsBareIdent(s) {
		return s
	}
	return Quote(s)
}
