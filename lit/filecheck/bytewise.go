package filecheck

import (
	"sort"
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
	text string
	high []int // offsets in the original text of bytes >= 0x80, ascending
}

// wideSize is how many more bytes the widened form of a high byte takes.
const wideSize = 2 // utf8.RuneLen(byteRune(0x80)) - 1

// wide returns b's widened text, computed once; nil when b is ASCII.
func (b *buffer) wide() *widened {
	if b.wideDone {
		return b.widened
	}
	b.wideDone = true
	var w *widened
	for i := 0; i < len(b.text); i++ {
		if b.text[i] < utf8.RuneSelf {
			continue
		}
		if w == nil {
			w = &widened{}
		}
		w.high = append(w.high, i)
	}
	if w == nil {
		return nil
	}
	out := make([]byte, 0, len(b.text)+wideSize*len(w.high))
	last := 0
	for _, i := range w.high {
		out = append(out, b.text[last:i]...)
		out = utf8.AppendRune(out, byteRune(b.text[i]))
		last = i + 1
	}
	out = append(out, b.text[last:]...)
	w.text = string(out)
	b.widened = w
	return w
}

// toWide maps an offset in the original text to the widened text.
func (w *widened) toWide(off int) int {
	return off + wideSize*sort.SearchInts(w.high, off)
}

// fromWide maps an offset in the widened text, at a character boundary,
// back to the original text.
func (w *widened) fromWide(off int) int {
	// The k-th high byte starts at high[k] + wideSize*k in wide text.
	k := sort.Search(len(w.high), func(k int) bool { return w.high[k]+wideSize*k >= off })
	return off - wideSize*k
}

// matchBytes runs cr on the text of buf with byte semantics and returns
// submatch offsets relative to buf, or nil.
func matchBytes(cr *compiledRegex, buf sref) []int {
	w := buf.b.wide()
	if cr.isLit || w == nil {
		return cr.match(buf.str())
	}
	ws, we := w.toWide(buf.s), w.toWide(buf.e)
	m := cr.match(w.text[ws:we])
	for i, x := range m {
		if x >= 0 {
			m[i] = w.fromWide(ws+x) - buf.s
		}
	}
	return m
}
