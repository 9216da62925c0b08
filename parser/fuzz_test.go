package parser_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// fuzzSeeds are inputs from the table tests and typical files.
var fuzzSeeds = []string{
	"",
	`"a.x"() : () -> ()`,
	"%0:2 = \"a.x\"() : () -> (i32, f32)\n\"a.y\"(%0#1) : (f32) -> ()",
	"\"a.use\"(%1) : (i32) -> ()\n%1 = \"a.def\"() : () -> i32",
	"\"a.f\"() ({\n^bb0(%x: i32):\n  \"a.br\"(%x)[^bb1] : (i32) -> ()\n^bb1:\n  \"a.ret\"() : () -> ()\n}) : () -> ()",
	"module @m attributes {a = 1 : i32} {\n}",
	"#loc = loc(\"f\":1:2)\n!t = tensor<?x4xf32>\n%0 = \"a.x\"() {v = dense<[[1, 2]]> : tensor<1x2xi32>} : () -> !t loc(#loc)",
	`"a.x"() {a = [1, "s", @f::@g, unit, 0x7FC00000 : f32, array<i64: 1>, affine_map<(d0) -> (d0)>, #x.y<"a>">]} : () -> ()`,
	"func.func @f(%arg0: tensor<?xf32>) -> tensor<?xf32> {\n  %0 = stablehlo.add %arg0, %arg0 : tensor<?xf32>\n  %1 = stablehlo.compare LT, %0, %0, FLOAT : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xi1>\n  return %0 : tensor<?xf32>\n}",
	"func.func @g(%a: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {\n  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n  return %0 : tensor<f32>\n}",
	"%c = arith.constant 0 : index\n%d = tensor.dim %t, %c : tensor<?xf32>\nscf.for %i = %c to %d step %c {\n}",
	"{-#\n dialect_resources: {}\n#-}",
}

// FuzzParse checks that no input crashes the parser and that inputs that
// parse print, re-parse and print to the same text.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Add(string(parser.GenerateGeneric(1, 20)))
	for _, c := range typeCases {
		f.Add(`"a.x"() {t = ` + c.in + `} : () -> ()`)
	}
	for _, c := range attrCases {
		f.Add(`"a.x"() {v = ` + c.in + `} : () -> ()`)
	}
	for _, s := range hostileSeeds() {
		f.Add(s)
	}
	reg := dialect.NewRegistry()
	f.Fuzz(func(t *testing.T, src string) {
		checkPieces(t, src)
		for _, r := range []*ir.Registry{nil, reg} {
			file, err := parser.Parse("fuzz.mlir", []byte(src), r, parser.Options{AllowUnregistered: true})
			if err != nil {
				if strings.Contains(err.Error(), "internal parser error") {
					t.Fatalf("internal error on %q:\n%v", src, err)
				}
				continue
			}
			if r != nil {
				continue
			}
			var a, b bytes.Buffer
			if err := ir.PrintFile(&a, file, ir.PrintOptions{Generic: true}); err != nil {
				t.Fatal(err)
			}
			again, err := parser.Parse("printed.mlir", a.Bytes(), nil, parser.Options{})
			if err != nil {
				t.Fatalf("printed form does not parse: %v\ninput: %q\nprinted:\n%s", err, src, a.String())
			}
			if err := ir.PrintFile(&b, again, ir.PrintOptions{Generic: true}); err != nil {
				t.Fatal(err)
			}
			if a.String() != b.String() {
				t.Fatalf("not a fixed point for %q:\n%s\n---\n%s", src, a.String(), b.String())
			}
		}
	})
}

// hostileSeeds are large or deep inputs of the shapes that once took
// quadratic time or memory: deep types, big dense literals (also ones
// whose elements do not fit their type) and many splits.
func hostileSeeds() []string {
	deep := strings.Repeat("tuple<", 300) + "i32" + strings.Repeat(">", 300)
	fn := strings.Repeat("tuple<(i32) -> ", 100) + "f32" + strings.Repeat(">", 100)
	var ints, floats, nested strings.Builder
	for i := 0; i < 2000; i++ {
		if i > 0 {
			ints.WriteString(", ")
			floats.WriteString(", ")
		}
		fmt.Fprint(&ints, i*7919%4001-2000)
		fmt.Fprintf(&floats, "%.6e", float64(i)*0.37-100)
	}
	nested.WriteString("[")
	for r := 0; r < 40; r++ {
		if r > 0 {
			nested.WriteString(", ")
		}
		nested.WriteString("[")
		for c := 0; c < 50; c++ {
			if c > 0 {
				nested.WriteString(", ")
			}
			fmt.Fprint(&nested, (r*50+c)%256-128)
		}
		nested.WriteString("]")
	}
	nested.WriteString("]")
	op := func(lit, ty string) string {
		return `"a.x"() {v = dense<` + lit + `> : ` + ty + `} : () -> ()`
	}
	return []string{
		`"a.x"(%a) : (` + deep + `) -> ()`,
		"func.func @f(%arg0: " + fn + ") {\n  return\n}",
		op("["+ints.String()+"]", "tensor<2000xi32>"),
		op("["+ints.String()+"]", "tensor<2000xi8>"), // out of range for i8
		op("["+floats.String()+"]", "tensor<2000xf32>"),
		op(nested.String(), "tensor<40x50xi8>"),
		op(nested.String(), "tensor<50x40xi8>"), // shape mismatch
		strings.Repeat(`"a.x"() : () -> ()`+"\n// -----\n", 300),
		strings.Repeat("\n\n// -----\n\"a.y\"(%u) : (i32) -> ()\n", 50),
	}
}

// checkPieces parses each --split-input-file piece of src at its line: no
// internal error, and every error lies inside its piece.
func checkPieces(t *testing.T, src string) {
	lines := strings.Count(src, "\n") + 1
	for _, pc := range parser.Split([]byte(src)) {
		_, err := parser.Parse("fuzz.mlir", pc.Text, nil, parser.Options{AllowUnregistered: true, FirstLine: pc.Line})
		l, ok := err.(diag.List)
		if err != nil && !ok {
			t.Fatalf("piece at line %d: error %T %v", pc.Line, err, err)
		}
		for _, d := range l {
			if strings.Contains(d.Msg, "internal parser error") {
				t.Fatalf("internal error on piece at line %d of %q:\n%v", pc.Line, src, d)
			}
			if end := pc.Line + bytes.Count(pc.Text, []byte("\n")); d.Pos.Line < pc.Line || d.Pos.Line > end || d.Pos.Line > lines {
				t.Fatalf("error at line %d outside its piece (lines %d-%d) of %q: %v", d.Pos.Line, pc.Line, end, src, d)
			}
		}
	}
}
