package filecheck

import (
	"encoding/binary"
	"unsafe"
)

// Word-at-a-time byte tests (SWAR): ones has 0x01 in every byte.
const (
	ones = 0x0101010101010101
	lows = 0x7f7f7f7f7f7f7f7f
)

// zeroBytes sets the high bit of exactly the bytes of v that are zero.
func zeroBytes(v uint64) uint64 {
	return ^(((v & lows) + lows) | v | lows)
}

func bytesEqual(v uint64, c byte) uint64 { return zeroBytes(v ^ (ones * uint64(c))) }

func byteMask(c, want byte) uint64 {
	if c == want {
		return 0x80 << 56
	}
	return 0
}

// canonicalize removes the \r of \r\n line ends and, unless strict,
// collapses runs of spaces and tabs into one space, as FileCheck does to
// both the check file and the input. It rewrites b in place (the result is
// never longer) and returns the text without copying it again; b must not
// be used afterwards. Eight bytes are tested at a time.
func canonicalize(b []byte, strict bool) string {
	n := len(b)
	event := func(p int) bool {
		switch b[p] {
		case '\r':
			return p+1 < n && b[p+1] == '\n'
		case '\t':
			return !strict
		case ' ':
			return !strict && p+1 < n && (b[p+1] == ' ' || b[p+1] == '\t')
		}
		return false
	}
	w, start, i := 0, 0, 0
	for i < n {
		if i+9 <= n {
			x := binary.LittleEndian.Uint64(b[i:])
			next := b[i+8]
			cr := bytesEqual(x, '\r')
			var m uint64
			if cr != 0 {
				m = cr & (bytesEqual(x, '\n')>>8 | byteMask(next, '\n'))
			}
			if !strict {
				sp := bytesEqual(x, ' ')
				if sp != 0 {
					tab := bytesEqual(x, '\t')
					m |= tab | sp&((sp|tab)>>8|byteMask(next, ' ')|byteMask(next, '\t'))
				} else {
					m |= bytesEqual(x, '\t')
				}
			}
			if m == 0 {
				i += 8
				continue
			}
		}
		end := i + 8
		if end > n {
			end = n
		}
		p := i
		for p < end && !event(p) {
			p++
		}
		if p == end {
			i = end
			continue
		}
		w += copy(b[w:], b[start:p])
		if b[p] == '\r' {
			start, i = p+1, p+1
			continue
		}
		b[w] = ' '
		w++
		for p++; p < n && (b[p] == ' ' || b[p] == '\t'); p++ {
		}
		start, i = p, p
	}
	w += copy(b[w:], b[start:])
	if w == 0 {
		return ""
	}
	return unsafe.String(&b[0], w)
}
