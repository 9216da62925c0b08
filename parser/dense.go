package parser

import (
	"encoding/binary"
	"encoding/hex"
	"math"
	"math/big"
	"strconv"

	"github.com/symopt/symopt/ir"
)

// denseElem is one scalar of a dense literal before its type is known.
type denseElem struct {
	kind   byte // 'n' number, 'b' bool, 's' string, 'c' complex
	num    number
	im     number // imaginary part of a complex element
	bval   bool
	str    string
	strTok token
}

// denseLit is the literal between `dense<` and `>`. Its elements are
// read twice: once for the syntax, the shape and the count (the type comes
// after the literal), then again straight into the attribute's packed
// storage, so that no per-element record is ever held.
type denseLit struct {
	n     int                  // elements read so far
	first denseElem            // the first element (a splat or a hex string)
	sink  func(int, denseElem) // stores element i (second reading)
	// fastInt stores element i, a plain decimal integer, without a token
	// (second reading); false when it needs the token path (see fastInts).
	fastInt func(i int, neg bool, digits string) bool
	shape   []int64 // shape implied by the nesting; nil for a bare scalar
	nested  bool
	empty   bool // `dense<>`
	tok     token
	end     token // the token after the type, where MLIR reports elements of the wrong kind
}

func (lit *denseLit) add(e denseElem) {
	if lit.n == 0 {
		lit.first = e
	}
	if lit.sink != nil {
		lit.sink(lit.n, e)
	}
	lit.n++
}

// parseDense reads `dense<literal> : type`.
func (p *parser) parseDense() ir.Attribute {
	start := p.tok
	p.advance()
	p.expectPunct('<', "after dense")
	body := p.mark()
	lit := denseLit{tok: p.tok}
	p.parseDenseBody(&lit)
	p.expectPunct('>', "to close dense literal")
	p.expectPunct(':', "before the type of a dense literal")
	ty := p.parseType()
	lit.end = p.tok
	after := p.mark()
	defer func() {
		// An element that does not fit the type fails while the scanner
		// is back inside the literal: recovery goes on after the type.
		if r := recover(); r != nil {
			p.restore(after)
			panic(r)
		}
	}()
	d := p.buildDense(start, &lit, ty, body)
	p.restore(after)
	return d
}

// parseDenseBody reads the literal, handing each element to lit.add.
func (p *parser) parseDenseBody(lit *denseLit) {
	if p.isPunct('>') {
		lit.empty = true
	} else if p.isPunct('[') {
		lit.nested = true
		lit.shape = p.parseDenseList(lit, 0)
	} else {
		lit.add(p.parseDenseElem())
	}
}

// parseDenseList reads a nested list and returns its shape.
func (p *parser) parseDenseList(lit *denseLit, depth int) []int64 {
	p.enter()
	defer p.leave()
	open := p.tok
	p.advance() // [
	var shape []int64
	n := int64(0)
	fast := true
	if p.eatPunct(']') {
		return []int64{0}
	}
	for {
		var sub []int64
		if p.isPunct('[') {
			sub = p.parseDenseList(lit, depth+1)
		} else {
			if fast && n > 0 && len(shape) == 1 {
				k := p.fastInts(lit)
				n += int64(k)
				fast = k > 0 // not a list of integers: stop trying
			}
			lit.add(p.parseDenseElem())
			sub = []int64{}
		}
		if n == 0 {
			shape = append([]int64{0}, sub...)
		} else if !sameShape(shape[1:], sub) {
			p.fail(open, "tensor literal is invalid; ranks are not consistent between elements")
		}
		n++
		if !p.eatPunct(',') {
			break
		}
	}
	p.expectPunct(']', "to close tensor literal list")
	shape[0] = n
	return shape
}

// tokenOnlyDense turns fastInts off (tests compare the two paths).
var tokenOnlyDense bool

// fastInts reads, straight from the bytes, the run of plain decimal
// integers (`-`? digits) each followed by `,` that starts at the current
// token, and returns how many it added to lit. It stops before anything
// else (hex, floats, comments, `- 1`, a value that does not fit, the last
// element of the list), which the token path then reads, so the result and
// every error are the token path's. Only scalars after the first element
// of a flat list come here: the list's rank is then known.
func (p *parser) fastInts(lit *denseLit) int {
	if tokenOnlyDense || lit.sink != nil && lit.fastInt == nil {
		return 0
	}
	sc := &p.sc
	src := sc.src
	pos, line, lineStart := p.tok.start, p.tok.line, p.tok.start-p.tok.col+1
	count := 0
	commaEnd, commaLine := 0, 0
	for {
		i := pos
		neg := i < len(src) && src[i] == '-'
		if neg {
			i++
		}
		d := i
		for i < len(src) && isDigit(src[i]) {
			i++
		}
		if i == d || i-d > 19 || i < len(src) && src[i] == 'x' && src[d] == '0' {
			break
		}
		digits := src[d:i]
		ln, ls := line, lineStart
		for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\r' || src[i] == '\n') {
			if src[i] == '\n' {
				ln, ls = ln+1, i+1
			}
			i++
		}
		if i >= len(src) || src[i] != ',' {
			break
		}
		if lit.fastInt != nil && !lit.fastInt(lit.n, neg, digits) {
			break
		}
		lit.n++
		count++
		i++
		commaEnd, commaLine = i, ln
		for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\r' || src[i] == '\n') {
			if src[i] == '\n' {
				ln, ls = ln+1, i+1
			}
			i++
		}
		pos, line, lineStart = i, ln, ls
	}
	if count > 0 {
		sc.pos, sc.line, sc.lineStart = pos, line, lineStart
		p.prevEnd, p.prevLine = commaEnd, commaLine
		p.tok = sc.next()
	}
	return count
}

func sameShape(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func (p *parser) parseDenseElem() denseElem {
	t := p.tok
	switch {
	case t.kind == tString:
		return denseElem{kind: 's', str: p.parseStringLit(), strTok: t}
	case p.isKeyword("true") || p.isKeyword("false"):
		p.advance()
		return denseElem{kind: 'b', bval: p.text(t) == "true", num: number{tok: t}}
	case p.isPunct('('):
		p.advance()
		re := p.scanNumberLit()
		p.expectPunct(',', "in complex literal")
		im := p.scanNumberLit()
		p.expectPunct(')', "to close complex literal")
		return denseElem{kind: 'c', num: re, im: im}
	}
	return denseElem{kind: 'n', num: p.scanNumberLit()}
}

// buildDense converts the literal to the element type of ty, reading its
// elements again from body (the scanner state after `dense<`).
func (p *parser) buildDense(start token, lit *denseLit, ty ir.Type, body mark) ir.Attribute {
	st, ok := ty.(ir.ShapedType)
	if !ok {
		p.fail(start, "dense literal needs a shaped type, got %s", ty)
	}
	dims, ranked := st.Dims()
	if !ranked || !ir.IsStatic(dims) {
		p.fail(start, "elements literal type must have static shape, got %s", ty)
	}
	elem := st.ElementType()
	d := &ir.DenseElementsAttr{Type: ty}
	total := ir.NumElements(dims)
	if lit.empty {
		if total != 0 {
			p.fail(lit.tok, "empty dense literal for %s", ty)
		}
		return d
	}
	// Hex blob.
	if lit.n == 1 && !lit.nested && lit.first.kind == 's' && !isStringElem(elem) {
		return p.denseHex(lit.first, d, elem, total)
	}
	if lit.nested {
		if !sameShape(lit.shape, dims) && !(len(lit.shape) == 1 && lit.shape[0] == 0 && total == 0) {
			p.fail(lit.tok, "inferred shape of elements literal (%s) does not match type (%s)", shapeString(lit.shape), shapeString(dims))
		}
	} else {
		d.Splat = true
	}
	n := lit.n
	switch et := elem.(type) {
	case *ir.FloatType:
		d.Floats = make([]float64, n)
		lit.sink = func(i int, e denseElem) { d.Floats[i] = p.denseFloat(e, et, lit.end) }
	case *ir.IntegerType, *ir.IndexType:
		wide := false
		if it, ok := et.(*ir.IntegerType); ok && it.Width > 64 {
			wide = true
		}
		if wide {
			d.Bigs = make([]*big.Int, n)
		} else {
			d.Ints = make([]int64, n)
			if l, ok := intLayoutOf(elem); ok {
				lit.fastInt = func(i int, neg bool, digits string) bool {
					v, why, ok := l.fitSmall(number{neg: neg, text: digits})
					d.Ints[i] = v
					return ok && why == fitOK
				}
			}
		}
		lit.sink = func(i int, e denseElem) {
			var v int64
			var b *big.Int
			switch e.kind {
			case 'b':
				if e.bval {
					v = 1
				}
			case 'n':
				if e.num.float {
					p.fail(e.num.tok, "expected integer elements, but parsed floating-point")
				}
				v, b = p.denseInt(e.num, elem)
			default:
				p.fail(e.num.tok, "expected integer elements for %s", ty)
			}
			if wide {
				if b == nil {
					b = big.NewInt(v)
				}
				d.Bigs[i] = b
			} else {
				if b != nil {
					p.fail(e.num.tok, "integer literal does not fit in %s", elem)
				}
				d.Ints[i] = v
			}
		}
	case *ir.ComplexType:
		d.Complex = make([]complex128, n)
		lit.sink = func(i int, e denseElem) {
			if e.kind != 'c' {
				p.fail(e.num.tok, "expected complex elements (re, im) for %s", ty)
			}
			if isDecimalInt(e.num) || isDecimalInt(e.im) {
				p.fail(lit.end, "expected floating-point elements, but parsed integer")
			}
			d.Complex[i] = complex(p.floatValue(e.num, et.Elem), p.floatValue(e.im, et.Elem))
		}
	default:
		d.Strings = make([]string, n)
		lit.sink = func(i int, e denseElem) {
			if e.kind != 's' {
				p.fail(e.num.tok, "expected string elements for %s", ty)
			}
			d.Strings[i] = e.str
		}
	}
	p.restore(body)
	lit.n = 0
	p.parseDenseBody(lit)
	return d
}

func isStringElem(t ir.Type) bool {
	switch t.(type) {
	case *ir.FloatType, *ir.IntegerType, *ir.IndexType, *ir.ComplexType:
		return false
	}
	return true
}

// denseFloat is a float element: a float literal or the bits of one in
// hex. A decimal integer or a bool is an error, reported as MLIR does at
// end, the token after the type.
func (p *parser) denseFloat(e denseElem, et *ir.FloatType, end token) float64 {
	switch {
	case e.kind == 'n' && !isDecimalInt(e.num):
		return p.floatValue(e.num, et)
	case e.kind == 'n' || e.kind == 'b':
		p.fail(end, "expected floating-point elements, but parsed integer")
	}
	p.fail(e.num.tok, "expected floating-point elements for %s", et)
	return 0
}

func isDecimalInt(n number) bool { return !n.float && !n.hex }

func shapeString(s []int64) string {
	b := []byte{}
	for i, d := range s {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendInt(b, d, 10)
	}
	return string(b)
}

// denseHex decodes `dense<"0x...">`: little-endian element bytes, one
// element for a splat.
func (p *parser) denseHex(e denseElem, d *ir.DenseElementsAttr, elem ir.Type, total int64) ir.Attribute {
	s := e.str
	if len(s) < 2 || s[:2] != "0x" {
		p.fail(e.strTok, "expected hexadecimal string \"0x...\" in dense literal")
	}
	raw, err := hex.DecodeString(s[2:])
	if err != nil {
		p.fail(e.strTok, "invalid hexadecimal data in dense literal")
	}
	d.Hex = raw
	width := 0
	switch et := elem.(type) {
	case *ir.IntegerType:
		width = (et.Width + 7) / 8
	case *ir.IndexType:
		width = 8
	case *ir.FloatType:
		width = (ir.FloatWidth(et) + 7) / 8
	}
	if width == 0 || width > 8 {
		return d // kept as raw bytes only
	}
	n := int64(len(raw) / width)
	if int64(len(raw))%int64(width) != 0 || (n != total && n != 1) {
		p.fail(e.strTok, "hex data of %d bytes does not match %d elements of %s", len(raw), total, elem)
	}
	d.Splat = n == 1 && total != 1
	var buf [8]byte
	words := make([]uint64, n)
	for i := range words {
		copy(buf[:], raw[i*width:(i+1)*width])
		for j := width; j < 8; j++ {
			buf[j] = 0
		}
		words[i] = binary.LittleEndian.Uint64(buf[:])
	}
	if ft, ok := elem.(*ir.FloatType); ok {
		d.Floats = make([]float64, n)
		for i, w := range words {
			d.Floats[i] = ir.FloatFromBits(ft.Name, w)
		}
		return d
	}
	d.Ints = make([]int64, n)
	bits := width * 8
	signed := true
	if it, ok := elem.(*ir.IntegerType); ok {
		bits = it.Width
		signed = it.Sign != ir.Unsigned && it.Width != 1
	}
	for i, w := range words {
		if bits < 64 {
			w &= 1<<bits - 1
			if signed && w>>(bits-1)&1 == 1 {
				w |= math.MaxUint64 << bits
			}
		}
		d.Ints[i] = int64(w)
	}
	return d
}

// denseInt is an integer element of a dense literal of element type elem,
// checked and stored as MLIR does (see intfit.go).
func (p *parser) denseInt(n number, elem ir.Type) (int64, *big.Int) {
	l, ok := intLayoutOf(elem)
	if !ok {
		return p.intValue(n)
	}
	if v, why, ok := l.fitSmall(n); ok {
		p.checkFit(n, why)
		return v, nil
	}
	fitted, why := l.fit(p.magnitude(n), n.neg)
	p.checkFit(n, why)
	return l.stored(fitted)
}

func (p *parser) checkFit(n number, why fitError) {
	switch why {
	case fitNegativeUnsigned:
		p.fail(n.digit, "expected unsigned integer elements, but parsed negative value")
	case fitRange:
		p.fail(n.digit, "integer constant out of range for type")
	}
}
