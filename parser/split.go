package parser

import (
	"bytes"
	"regexp"
)

// splitMarker matches the separator line MLIR tools use with
// --split-input-file.
var splitMarker = regexp.MustCompile(`(?m)^[ \t]*// -----[ \t]*\r?$`)

// SplitInput cuts src at `// -----` lines the way --split-input-file does.
// Each piece starts with as many blank lines as precede it in src, so
// positions in it are those of the whole file.
func SplitInput(src []byte) [][]byte {
	locs := splitMarker.FindAllIndex(src, -1)
	if len(locs) == 0 {
		return [][]byte{src}
	}
	out := make([][]byte, 0, len(locs)+1)
	start, line := 0, 0
	for _, l := range append(locs, []int{len(src), len(src)}) {
		text := src[start:l[0]]
		piece := make([]byte, 0, line+len(text))
		piece = append(piece, bytes.Repeat([]byte{'\n'}, line)...)
		out = append(out, append(piece, text...))
		line += bytes.Count(src[start:l[1]], []byte{'\n'})
		start = l[1]
	}
	return out
}
