package filecheck

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// FileCheck's regexes match bytes, not characters: in "h{{.}}llo" the dot
// is one byte, so it does not match the two bytes of "é". Go's regexp
// matches UTF-8 characters, so regexes run on a widened copy of the
// input in which every byte from 0x80 up is a character of its own
// (byteRune), and the translated regexes (ere.go) name those bytes the
// same way. Bytes below 0x80 are themselves, so ASCII inputs are used as
// they are; offsets are mapped back to the input's bytes.

// byteRuneBase puts bytes 0x80-0xff at U+F780-U+F7FF, in the private use
// area: those characters have no case, so (?i) folds nothing but ASCII,
// like LLVM's REG_ICASE in the C locale.
const byteRuneBase = 0xF700

// byteRune is the character that stands for byte c in widened text.
func byteRune(c byte) rune {
	if c < utf8.RuneSelf {
		return rune(c)
	}
	return byteRuneBase + rune(c)
}

// widened is a buffer's text with every high byte widened to byteRune.
type widened struct {
	orig string
	text string
	// before[k] counts the high bytes of orig before offset k*wideBlock.
	before []int32
}

// wideSize is how many more bytes the widened form of a high byte takes.
const wideSize = 2 // utf8.RuneLen(byteRune(0x80)) - 1

// wideBlock is the stride of widened.before.
const wideBlock = 256

// wide returns b's widened text, computed once; nil when b is ASCII.
func (b *buffer) wide() *widened {
	if b.wideDone {
		return b.widened
	}
	b.wideDone = true
	n := 0
	for i := 0; i < len(b.text); i++ {
		if b.text[i] >= utf8.RuneSelf {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	w := &widened{orig: b.text, before: make([]int32, 0, len(b.text)/wideBlock+1)}
	var out strings.Builder
	out.Grow(len(b.text) + wideSize*n)
	high := int32(0)
	for i := 0; i < len(b.text); i++ {
		if i%wideBlock == 0 {
			w.before = append(w.before, high)
		}
		if c := b.text[i]; c < utf8.RuneSelf {
			out.WriteByte(c)
		} else {
			out.WriteRune(byteRune(c))
			high++
		}
	}
	w.text = out.String()
	b.widened = w
	return w
}

// highIn counts the bytes >= 0x80 of s.
func highIn(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			n++
		}
	}
	return n
}

// toWide maps an offset in the original text to the widened text.
func (w *widened) toWide(off int) int {
	k := off / wideBlock
	if k >= len(w.before) {
		k = len(w.before) - 1
	}
	return off + wideSize*(int(w.before[k])+highIn(w.orig[k*wideBlock:off]))
}

// fromWide maps an offset in the widened text, at a character boundary,
// back to the original text.
func (w *widened) fromWide(off int) int {
	// Block k starts at k*wideBlock + wideSize*before[k] in wide text.
	k := sort.Search(len(w.before), func(k int) bool { return k*wideBlock+wideSize*int(w.before[k]) > off }) - 1
	o := k * wideBlock
	for wo := o + wideSize*int(w.before[k]); wo < off; o++ {
		wo++
		if w.orig[o] >= utf8.RuneSelf {
			wo += wideSize
		}
	}
	return o
}

// matchBytes runs cr on the text of buf with byte semantics and returns
// submatch offsets relative to buf, or nil; poll is as in
// compiledRegex.match.
func matchBytes(cr *compiledRegex, buf sref, poll func()) []int {
	w := buf.b.wide()
	if cr.isLit || w == nil {
		return cr.match(buf.str(), poll)
	}
	ws, we := w.toWide(buf.s), w.toWide(buf.e)
	m := cr.match(w.text[ws:we], poll)
	for i, x := range m {
		if x >= 0 {
			m[i] = w.fromWide(ws+x) - buf.s
		}
	}
	return m
}
