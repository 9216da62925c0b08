package filecheck

import (
	"bufio"
	"io"
	"sort"
	"strconv"
	"strings"
)

// dumpFilter selects the input lines shown by --dump-input; the order is
// the precedence order.
type dumpFilter int

const (
	filterError dumpFilter = iota
	filterAnnotation
	filterAnnotationFull
	filterAll
)

type marker struct {
	lead           byte
	note           string
	filtersAsError bool
	color          string
}

func markerFor(mt matchType) marker {
	switch mt {
	case matchFoundAndExpected:
		return marker{lead: '^', color: ansiGreen}
	case matchFoundButExcluded:
		return marker{'!', "error: no match expected", true, ansiRed}
	case matchFoundButWrongLine:
		return marker{'!', "error: match on wrong line", true, ansiRed}
	case matchFoundButDiscarded:
		return marker{'!', "discard: overlaps earlier match", false, ansiCyan}
	case matchFoundErrorNote:
		return marker{'!', "error: unknown error after match", true, ansiRed}
	case matchNoneAndExcluded:
		return marker{lead: 'X', color: ansiGreen}
	case matchNoneButExpected:
		return marker{'X', "error: no match found", true, ansiRed}
	case matchNoneForInvalidPattern:
		return marker{'X', "error: match failed for invalid pattern", true, ansiRed}
	case matchFuzzy:
		return marker{'?', "possible intended match", true, ansiMagenta}
	}
	return marker{lead: ' '}
}

type annotation struct {
	diagIndex        int
	found            bool // a good match for an expected pattern
	label            string
	firstLine        bool
	line             int
	startCol, endCol int // endCol < 0: to the end of the line
	m                marker
}

const toEOL = int(^uint(0) >> 1)

// buildAnnotations turns recorded diagnostics into per-line annotations.
func buildAnnotations(diags []fcDiag, checkBuf *buffer, imp implicitPatternBuffers) ([]annotation, int) {
	type key struct {
		b   *buffer
		off int
	}
	count := map[key]int{}
	for _, d := range diags {
		count[key{d.checkLoc.b, d.checkLoc.off}]++
	}
	index := map[key]int{}
	var out []annotation
	width := 0
	for di, d := range diags {
		k := key{d.checkLoc.b, d.checkLoc.off}
		a := annotation{diagIndex: di}
		label := d.checkTy.abbreviation() + ":"
		if d.checkLoc.b == checkBuf {
			l, _ := checkBuf.lineCol(d.checkLoc.off)
			label += strconv.Itoa(l)
		} else {
			for i, b := range imp {
				if b == d.checkLoc.b {
					label += "imp" + strconv.Itoa(i+1)
				}
			}
		}
		if count[k] > 1 {
			label += "'" + strconv.Itoa(index[k])
			index[k]++
		}
		a.label = label
		if len(label) > width {
			width = len(label)
		}
		a.m = markerFor(d.matchTy)
		if d.note != "" {
			a.m.note = d.note
			if d.startLine == d.endLine && d.startCol == d.endCol {
				a.m.lead = ' '
			}
		}
		if d.matchTy == matchFoundErrorNote {
			a.m.note = "error: " + a.m.note
		}
		a.found = d.matchTy == matchFoundAndExpected
		a.firstLine = true
		a.line = d.startLine
		a.startCol = d.startCol
		if d.startLine == d.endLine {
			a.endCol = d.endCol
			if d.startCol+1 > a.endCol {
				a.endCol = d.startCol + 1
			}
			out = append(out, a)
			continue
		}
		a.endCol = toEOL
		out = append(out, a)
		for l := d.startLine + 1; l <= d.endLine; l++ {
			if d.endCol == 1 && l == d.endLine {
				break
			}
			b := a
			b.firstLine = false
			b.line = l
			b.m.lead = '~'
			b.m.note = ""
			b.startCol = 1
			if l != d.endLine {
				b.endCol = toEOL
			} else {
				b.endCol = d.endCol
			}
			out = append(out, b)
		}
	}
	return out, width
}

func lineInFilter(f dumpFilter, cur int, anns []annotation) int {
	if f == filterAll {
		return cur
	}
	for _, a := range anns {
		switch f {
		case filterAnnotationFull:
			return a.line
		case filterAnnotation:
			if a.firstLine {
				return a.line
			}
		case filterError:
			if a.firstLine && a.m.filtersAsError {
				return a.line
			}
		}
	}
	return toEOL
}

// textSink is where dump lines go: the output or the elided-lines buffer.
type textSink interface {
	io.StringWriter
	io.ByteWriter
}

func flushElided(w textSink, elided *strings.Builder, width int, color bool) {
	if elided.Len() == 0 {
		return
	}
	if strings.Count(elided.String(), "\n") > 3 {
		for i := 0; i < 3; i++ {
			if color {
				w.WriteString(ansiBlack + strings.Repeat(" ", width-1) + "." + ansiReset + "\n")
			} else {
				w.WriteString(strings.Repeat(" ", width-1) + ".\n")
			}
		}
	} else {
		w.WriteString(elided.String())
	}
	elided.Reset()
}

// dumpAnnotatedInput writes the "Input was:" block.
func dumpAnnotatedInput(out io.Writer, filter dumpFilter, context int, verbose bool, input string, anns []annotation, width int) {
	color := colored(out)
	w := bufio.NewWriterSize(out, 1<<16)
	defer w.Flush()
	w.WriteString("Input was:\n<<<<<<\n")
	if color {
		w.WriteString(ansiBold + ansiReset)
	}
	sort.SliceStable(anns, func(i, j int) bool {
		if anns[i].line != anns[j].line {
			return anns[i].line < anns[j].line
		}
		return anns[i].diagIndex < anns[j].diagIndex
	})
	lineCount := strings.Count(input, "\n")
	if len(input) == 0 || input[len(input)-1] != '\n' {
		lineCount++
	}
	lnw := len(strconv.Itoa(lineCount))
	if lnw > width {
		width = lnw
	}
	width += 3
	prevIn, nextIn := 0, 0
	var elided strings.Builder
	pos := 0
	ai := 0
	for line := 1; pos < len(input) || ai < len(anns); line++ {
		if nextIn < line {
			nextIn = lineInFilter(filter, line, anns[ai:])
		}
		if nextIn == line {
			prevIn = line
		}
		var lw textSink
		if (prevIn == 0 || prevIn+context < line) && (nextIn == toEOL || line+context < nextIn) {
			lw = &elided
		} else {
			lw = w
			flushElided(w, &elided, width, color)
		}
		num := strconv.Itoa(line)
		if color {
			lw.WriteString(ansiBlack)
		}
		if len(num) < width {
			lw.WriteString(strings.Repeat(" ", width-len(num)))
		}
		lw.WriteString(num)
		lw.WriteString(": ")
		var found []annotation
		if color {
			lw.WriteString(ansiReset + ansiBold)
			if verbose {
				lw.WriteString(ansiCyanBg)
				for k := ai; k < len(anns) && anns[k].line == line; k++ {
					if anns[k].found {
						found = append(found, anns[k])
					}
				}
			}
		}
		start := pos
		inMatch := false
		for col := 1; pos < len(input); col++ {
			was := inMatch
			inMatch = false
			for _, m := range found {
				if m.startCol <= col && col < m.endCol {
					inMatch = true
					break
				}
			}
			if !was && inMatch {
				lw.WriteString(ansiReset)
			} else if was && !inMatch {
				lw.WriteString(ansiCyanBg)
			}
			c := input[pos]
			pos++
			if c == '\n' {
				lw.WriteByte(' ')
				break
			}
			lw.WriteByte(c)
		}
		if color {
			lw.WriteString(ansiReset)
		}
		lw.WriteByte('\n')
		lineWidth := pos - start
		for ai < len(anns) && anns[ai].line == line {
			a := anns[ai]
			if color {
				lw.WriteString(a.m.color)
			}
			lw.WriteString(a.label)
			if len(a.label) < width {
				lw.WriteString(strings.Repeat(" ", width-len(a.label)))
			}
			lw.WriteString("  ")
			col := 1
			for ; col < a.startCol; col++ {
				lw.WriteByte(' ')
			}
			lw.WriteByte(a.m.lead)
			for col++; col < a.endCol && col <= lineWidth; col++ {
				lw.WriteByte('~')
			}
			if a.m.note != "" {
				for ; col <= lineWidth; col++ {
					lw.WriteByte(' ')
				}
				lw.WriteByte(' ')
				lw.WriteString(a.m.note)
			}
			lw.WriteByte('\n')
			if color {
				lw.WriteString(ansiReset)
			}
			ai++
		}
	}
	flushElided(w, &elided, width, color)
	w.WriteString(">>>>>>\n")
}
