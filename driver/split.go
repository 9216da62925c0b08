package driver

import (
	"bytes"
	"regexp"
)

// chunk is one `// -----` separated piece of an input file. Source keeps
// the chunk at its original line numbers by starting with blank lines, so
// diagnostics point into the whole file.
type chunk struct {
	Source    []byte
	FirstLine int // 1-based line of the chunk's first line in the file
}

// splitMarker matches the separator line MLIR tools use.
var splitMarker = regexp.MustCompile(`(?m)^[ \t]*// -----[ \t]*\r?$`)

// SplitInput cuts src at `// -----` lines the way --split-input-file does.
// Each piece is padded with blank lines so it keeps the line numbers of the
// whole file.
func SplitInput(src []byte) [][]byte {
	var out [][]byte
	for _, c := range splitInput(src) {
		out = append(out, c.Source)
	}
	return out
}

// splitInput cuts src at `// -----` lines.
func splitInput(src []byte) []chunk {
	locs := splitMarker.FindAllIndex(src, -1)
	if len(locs) == 0 {
		return []chunk{{Source: src, FirstLine: 1}}
	}
	var out []chunk
	start, line := 0, 1
	for _, l := range locs {
		out = append(out, makeChunk(src[start:l[0]], line))
		line += bytes.Count(src[start:l[1]], []byte{'\n'})
		start = l[1]
	}
	out = append(out, makeChunk(src[start:], line))
	return out
}

func makeChunk(text []byte, firstLine int) chunk {
	buf := make([]byte, 0, firstLine-1+len(text))
	for i := 1; i < firstLine; i++ {
		buf = append(buf, '\n')
	}
	buf = append(buf, text...)
	return chunk{Source: buf, FirstLine: firstLine}
}
