package parser

import (
	"bytes"
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

// TestDenseFastIntsMatchTokenPath parses dense literals with and without
// the byte-level integer path (fastInts) and wants the same printed
// attributes and the same errors, positions included.
func TestDenseFastIntsMatchTokenPath(t *testing.T) {
	lits := []struct{ lit, ty string }{
		{"[1, 2, 3, 4]", "tensor<4xi32>"},
		{"[-1, -2, 0, 7]", "tensor<4xi32>"},
		{"[1, -0, 3]", "tensor<3xi32>"},      // -0 is out of range in MLIR
		{"[1, - 2, 3]", "tensor<3xi32>"},     // space after the sign
		{"[1, 0x10, 3, 4]", "tensor<4xi32>"}, // hex
		{"[1, 2, 0x]", "tensor<3xi32>"},
		{"[1, 2, 2147483648, 4]", "tensor<4xi32>"}, // overflow for the type
		{"[1, 2, -2147483648, 4]", "tensor<4xi32>"},
		{"[1, 2, 300, 4]", "tensor<4xi8>"},
		{"[1, 2, 255, 4]", "tensor<4xui8>"},
		{"[1, 2, -1, 4]", "tensor<4xui8>"},
		{"[1, 0, 1, 2]", "tensor<4xi1>"},
		{"[1, 99999999999999999999, 3]", "tensor<3xi64>"},
		{"[1, 99999999999999999999, 3]", "tensor<3xi128>"},
		{"[1, 1234567890123456789, 3]", "tensor<3xi64>"},
		{"[1, 007, 3]", "tensor<3xindex>"},
		{"[1, 2.5, 3]", "tensor<3xi32>"}, // mixed int/float
		{"[1.5, 2, 3]", "tensor<3xf32>"},
		{"[1, 2, 3]", "tensor<3xf32>"},
		{"[1, 2, 3e5]", "tensor<3xi32>"},
		{"[1, true, 3]", "tensor<3xi32>"},
		{"[1,\n  2 ,\n\t3\r\n, 4 ]", "tensor<4xi32>"}, // whitespace and newlines
		{"[1, // one\n 2, 3, // three\n 4]", "tensor<4xi32>"},
		{"[1, 2 // two\n, 3, 4]", "tensor<4xi32>"},
		{"[1,\n 2,\n 300, 4]", "tensor<4xi8>"}, // error positions after newlines
		{"[1,\n2,\n3", "tensor<3xi32>"},
		{"[1, 2, 3 4]", "tensor<4xi32>"},
		{"[1, 2,, 4]", "tensor<4xi32>"},
		{"[1, 2, 3,]", "tensor<3xi32>"},
		{"[1, 2, 3", "tensor<3xi32>"},
		{"[1, 2, 3, 4]", "tensor<3xi32>"},          // count mismatch
		{"[[1, 2], [3, 4], 5]", "tensor<3x2xi32>"}, // inconsistent ranks
		{"[[1, 2], [3, 4, 5]]", "tensor<2x2xi32>"},
		{"[[1, 2, 3], [4, 5, 6]]", "tensor<2x3xi32>"},
		{"[1, [2, 3]]", "tensor<2xi32>"},
		{"[1, 2, \"x\"]", "tensor<3xi32>"},
		{"[1, 2, (1, 2)]", "tensor<3xi32>"},
		{"[1, 2, 3a]", "tensor<3xi32>"},
		{"[1, 2x, 3]", "tensor<3xi32>"},
		{"[1, 2, 3]", "tensor<3x!foo.bar>"},
	}
	for _, tc := range lits {
		src := "\"t.c\"() {v = dense<" + tc.lit + "> : " + tc.ty + "} : () -> ()\n" +
			"\"t.d\"() {w = dense<[5, 6, 7]> : tensor<3xi16>} : () -> ()\n"
		fast := parseAndPrint(src)
		tokenOnlyDense = true
		slow := parseAndPrint(src)
		tokenOnlyDense = false
		if fast != slow {
			t.Errorf("%q : %s\nfast path:\n%s\ntoken path:\n%s", tc.lit, tc.ty, fast, slow)
		}
	}
}

// TestDenseFastIntsUsed checks that a flat integer list takes the
// byte-level path: every element followed by a comma, with the line
// count kept across newlines.
func TestDenseFastIntsUsed(t *testing.T) {
	p := &parser{}
	p.sc = scanner{src: "1, -2,\n 3 , 4]", line: 1}
	p.advance()
	lit := denseLit{n: 1}
	if got := p.fastInts(&lit); got != 3 || p.tok.line != 2 || p.text(p.tok) != "4" || lit.n != 4 {
		t.Fatalf("fastInts read %d, next token %q on line %d", got, p.text(p.tok), p.tok.line)
	}
}

func parseAndPrint(src string) string {
	f, err := Parse("t.mlir", []byte(src), nil, Options{AllowUnregistered: true})
	if err != nil {
		return "error: " + err.Error()
	}
	var b bytes.Buffer
	if err := ir.PrintFile(&b, f, ir.PrintOptions{}); err != nil {
		return "print error: " + err.Error()
	}
	return strings.TrimSpace(b.String())
}
