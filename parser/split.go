package parser

import (
	"bytes"
	"regexp"
)

// splitMarker matches the separator line MLIR tools use with
// --split-input-file.
var splitMarker = regexp.MustCompile(`(?m)^[ \t]*// -----[ \t]*\r?$`)

// Piece is one part of a file cut at `// -----` lines. Text shares memory
// with the file; Line is the line number of its first line in the file, to
// pass as Options.FirstLine so that positions are those of the whole file.
type Piece struct {
	Text []byte
	Line int
}

// Split cuts src at `// -----` lines the way --split-input-file does. A
// piece after a marker starts with the end of the marker's line.
func Split(src []byte) []Piece {
	locs := splitMarker.FindAllIndex(src, -1)
	out := make([]Piece, 0, len(locs)+1)
	start, line := 0, 1
	for _, l := range append(locs, []int{len(src), len(src)}) {
		out = append(out, Piece{Text: src[start:l[0]:l[0]], Line: line})
		line += bytes.Count(src[start:l[1]], []byte{'\n'})
		start = l[1]
	}
	return out
}
