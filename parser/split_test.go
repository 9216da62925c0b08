package parser_test

import (
	"bytes"
	"runtime"
	"strings"
	"testing"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/parser"
)

func TestSplitKeepsLines(t *testing.T) {
	src := []byte("a\nb\n// -----\nc\n  // -----  \nd\n")
	got := parser.Split(src)
	want := []parser.Piece{{Text: []byte("a\nb\n"), Line: 1}, {Text: []byte("\nc\n"), Line: 3}, {Text: []byte("\nd\n"), Line: 5}}
	if len(got) != len(want) {
		t.Fatalf("%d pieces, want %d: %v", len(got), len(want), got)
	}
	for i := range want {
		if string(got[i].Text) != string(want[i].Text) || got[i].Line != want[i].Line {
			t.Errorf("piece %d = %q at line %d, want %q at line %d", i, got[i].Text, got[i].Line, want[i].Text, want[i].Line)
		}
	}
	if one := parser.Split([]byte("x\n")); len(one) != 1 || !bytes.Equal(one[0].Text, []byte("x\n")) || one[0].Line != 1 {
		t.Errorf("no marker: %v", one)
	}
}

// A piece parsed with its first line reports positions of the whole file,
// from the fine parser and from the top-level grammar alike.
func TestSplitPiecePositions(t *testing.T) {
	src := []byte("func.func @f() {\n  return\n}\n// -----\n\nfunc.func @g() {\n  %x = \"t.a\"() : () -> i32 \n  return %y : i32\n}\n// -----\n#a = \n")
	pieces := parser.Split(src)
	wantLine := []int{0, 7, 12}
	for i, pc := range pieces {
		_, err := parser.Parse("f.mlir", pc.Text, nil, parser.Options{FirstLine: pc.Line})
		if wantLine[i] == 0 {
			if err != nil {
				t.Errorf("piece %d: %v", i, err)
			}
			continue
		}
		l, ok := err.(diag.List)
		if !ok || len(l) == 0 {
			t.Fatalf("piece %d: want an error, got %v", i, err)
		}
		if l[0].Pos.Line != wantLine[i] {
			t.Errorf("piece %d: error at line %d, want %d: %v", i, l[0].Pos.Line, wantLine[i], l[0])
		}
	}
}

// Splitting allocates the piece list, not a copy of the file per piece.
func TestSplitIsLinear(t *testing.T) {
	measure := func(n int) uint64 {
		src := []byte(strings.Repeat("func.func @f() {\n  return\n}\n// -----\n", n))
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		pieces := parser.Split(src)
		runtime.ReadMemStats(&after)
		if len(pieces) != n+1 {
			t.Fatalf("%d pieces, want %d", len(pieces), n+1)
		}
		return after.TotalAlloc - before.TotalAlloc
	}
	small, big := measure(2000), measure(8000)
	if ratio := float64(big) / float64(small); ratio > 6 {
		t.Errorf("splitting 4x the pieces allocates %.1fx the bytes (%d -> %d)", ratio, small, big)
	}
}
