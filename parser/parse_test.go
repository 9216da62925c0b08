package parser_test

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// mustParse parses src without a registry and fails the test on error.
func mustParse(t *testing.T, src string) *ir.File {
	t.Helper()
	return mustParseWith(t, src, nil)
}

// mustParseWith parses src with reg, accepting unregistered ops, and fails
// the test on error.
func mustParseWith(t *testing.T, src string, reg *ir.Registry) *ir.File {
	t.Helper()
	f, err := parser.Parse("t.mlir", []byte(src), reg, parser.Options{AllowUnregistered: true})
	if err != nil {
		t.Fatalf("parse error:\n%v\ninput:\n%s", err, src)
	}
	return f
}

// topOps returns the ops of the module body.
func topOps(f *ir.File) []*ir.Operation { return f.Module.Regions[0].Blocks[0].Ops }

func TestParseStructure(t *testing.T) {
	reg := dialect.NewRegistry()
	tests := []struct {
		name  string
		src   string
		check func(t *testing.T, f *ir.File)
	}{
		{"empty file is an empty module", "// nothing\n", func(t *testing.T, f *ir.File) {
			if f.Module.Name != "builtin.module" || len(topOps(f)) != 0 {
				t.Errorf("got %s with %d ops", f.Module.Name, len(topOps(f)))
			}
		}},
		{"ops are wrapped in an implicit module", `"a.x"() : () -> ()` + "\n" + `"a.y"() : () -> ()`, func(t *testing.T, f *ir.File) {
			if n := len(topOps(f)); n != 2 {
				t.Errorf("got %d top ops", n)
			}
		}},
		{"explicit module keeps name and attributes", "module @m attributes {a = 1 : i32} {\n}", func(t *testing.T, f *ir.File) {
			if got := f.Module.Attr("sym_name"); got == nil || got.String() != `"m"` {
				t.Errorf("sym_name = %v", got)
			}
			if got := f.Module.Attr("a"); got == nil || got.String() != "1 : i32" {
				t.Errorf("a = %v", got)
			}
		}},
		{"multi-result and result numbers", "%0:2 = \"a.x\"() : () -> (i32, f32)\n\"a.y\"(%0#1) : (f32) -> ()", func(t *testing.T, f *ir.File) {
			x, y := topOps(f)[0], topOps(f)[1]
			if y.Operand(0) != x.Result(1) {
				t.Errorf("%%0#1 resolved to the wrong value")
			}
		}},
		{"named result groups", "%a, %b:2 = \"a.x\"() : () -> (i1, i8, i16)\n\"a.y\"(%b#1, %a) : (i16, i1) -> ()", func(t *testing.T, f *ir.File) {
			x, y := topOps(f)[0], topOps(f)[1]
			if y.Operand(0) != x.Result(2) || y.Operand(1) != x.Result(0) {
				t.Errorf("result groups resolved wrongly")
			}
		}},
		{"forward reference", "\"a.use\"(%1) : (i32) -> ()\n%1 = \"a.def\"() : () -> i32", func(t *testing.T, f *ir.File) {
			use, def := topOps(f)[0], topOps(f)[1]
			if use.Operand(0) != def.Result(0) || len(def.Result(0).Uses()) != 1 {
				t.Errorf("forward reference not resolved")
			}
		}},
		{"regions, blocks and successors", `"a.f"() ({
^bb0(%x: i32):
  "a.br"(%x)[^bb1] : (i32) -> ()
^bb1:
  "a.ret"() : () -> ()
}) : () -> ()`, func(t *testing.T, f *ir.File) {
			r := topOps(f)[0].Regions[0]
			if len(r.Blocks) != 2 {
				t.Fatalf("got %d blocks", len(r.Blocks))
			}
			br := r.Blocks[0].Ops[0]
			if br.Successors[0] != r.Blocks[1] || br.Operand(0) != r.Blocks[0].Arg(0) {
				t.Errorf("successor or block argument not resolved")
			}
		}},
		{"sibling regions and functions reuse names", "\"a.r\"() ({\n  %0 = \"a.y\"() : () -> i32\n}, {\n  %0 = \"a.y\"() : () -> f32\n}) : () -> ()\nfunc.func @f(%arg0: i32) {\n  return\n}\nfunc.func @g(%arg0: f32) {\n  return\n}", func(t *testing.T, f *ir.File) {
			if n := len(topOps(f)); n != 3 {
				t.Errorf("got %d top ops", n)
			}
		}},
		{"properties and attributes", `"a.x"() <{p = 1}> {q = "s"} : () -> ()`, func(t *testing.T, f *ir.File) {
			op := topOps(f)[0]
			if op.Props == nil || op.Props.String() != "{p = 1 : i64}" || op.Attr("q").String() != `"s"` {
				t.Errorf("props %v attrs %v", op.Props, op.Attrs())
			}
		}},
		{"default location is the op name", "\n  %0 = \"a.x\"() : () -> i32", func(t *testing.T, f *ir.File) {
			if got := topOps(f)[0].Loc.String(); got != `"t.mlir":2:8` {
				t.Errorf("loc = %s", got)
			}
		}},
		{"resource trailer kept verbatim", "{-#\n  dialect_resources: {builtin: {r: \"0x04000000\"}}\n#-}\n", func(t *testing.T, f *ir.File) {
			if !strings.Contains(f.Resources, `r: "0x04000000"`) {
				t.Errorf("resources = %q", f.Resources)
			}
		}},
		{"type alias", "!t = tensor<?x4xf32>\n%0 = \"a.x\"() : () -> !t", func(t *testing.T, f *ir.File) {
			if got := topOps(f)[0].Result(0).Type().String(); got != "tensor<?x4xf32>" {
				t.Errorf("type = %s", got)
			}
		}},
		{"unknown pretty op kept verbatim", "%0 = \"a.x\"() : () -> tensor<4xf32>\n%1 = foo.add %0, %0 {b = 1} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>", func(t *testing.T, f *ir.File) {
			op := topOps(f)[1]
			if op.Name != "foo.add" || op.NumOperands() != 2 || op.Operand(0) != topOps(f)[0].Result(0) || op.Result(0).Type().String() != "tensor<4xf32>" {
				t.Errorf("got %s with %d operands, result %s", op.Name, op.NumOperands(), op.Result(0).Type())
			}
			if op.Verbatim == nil || op.Verbatim.Text != " %0, %0 {b = 1} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>" {
				t.Errorf("verbatim = %+v", op.Verbatim)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tc.check(t, mustParseWith(t, tc.src, reg)) })
	}
}

// typeCases are type spellings and how they print.
var typeCases = []struct{ in, want string }{
	{"i1", "i1"}, {"si8", "si8"}, {"ui16", "ui16"}, {"i1024", "i1024"},
	{"f16", "f16"}, {"bf16", "bf16"}, {"f8E4M3FN", "f8E4M3FN"}, {"f4E2M1FN", "f4E2M1FN"},
	{"index", "index"}, {"none", "none"}, {"complex<f32>", "complex<f32>"},
	{"tensor<?x128xf32>", "tensor<?x128xf32>"},
	{"tensor< 4 x ? x f32 >", "tensor<4x?xf32>"},
	{"tensor<*xi8>", "tensor<*xi8>"},
	{"tensor<f32>", "tensor<f32>"},
	{"tensor<0x2xi32>", "tensor<0x2xi32>"},
	{"tensor<?x128xf32, [@S0, @C128]>", "tensor<?x128xf32, [@S0, @C128]>"},
	{"tensor<1x?xf32, #stablehlo.bounds<?, 5>>", "tensor<1x?xf32, #stablehlo.bounds<?, 5>>"},
	{"tensor<?xf32, #mhlo.type_extensions<bounds = [4]>>", "tensor<?xf32, #mhlo.type_extensions<bounds = [4]>>"},
	{"memref<4x?xf32, strided<[?, 1], offset: ?>, 1>", "memref<4x?xf32, strided<[?, 1], offset: ?>, 1>"},
	{"memref<8xf32, #gpu.address_space<global>>", "memref<8xf32, #gpu.address_space<global>>"},
	{"memref<*xf32>", "memref<*xf32>"},
	{"vector<[4]x8xf32>", "vector<[4]x8xf32>"},
	{"tuple<i32, tuple<>>", "tuple<i32, tuple<>>"},
	{"(i32, f32) -> (i1)", "(i32, f32) -> i1"},
	{"() -> ((i32) -> i32)", "() -> ((i32) -> i32)"},
	{"!stablehlo.token", "!stablehlo.token"},
	{"!quant.uniform<i8:f32, 2.0:15>", "!quant.uniform<i8:f32, 2.0:15>"},
	{"tensor<2x!quant.uniform<i8<-127:127>:f32, 1.0>>", "tensor<2x!quant.uniform<i8<-127:127>:f32, 1.0>>"},
}

func TestParseTypes(t *testing.T) {
	tests := typeCases
	for _, tc := range tests {
		f := mustParse(t, `"a.x"() {t = `+tc.in+`} : () -> ()`)
		ta, ok := topOps(f)[0].Attr("t").(*ir.TypeAttr)
		if !ok {
			t.Errorf("%s: not a type attribute: %v", tc.in, topOps(f)[0].Attr("t"))
			continue
		}
		if got := ta.Type.String(); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.in, got, tc.want)
		}
	}
}

const huge = "123456789012345678901234567890"

// attrCases are attribute spellings and how they print.
var attrCases = []struct{ in, want string }{
	{"42", "42 : i64"}, {"-7 : i32", "-7 : i32"}, {"0x1F : i8", "31 : i8"},
	{huge + " : i128", huge + " : i128"}, {"-" + huge + " : i128", "-" + huge + " : i128"},
	// Signless integers print as signed values of their width, as in MLIR.
	{"255 : i8", "-1 : i8"}, {"0xFF : i8", "-1 : i8"}, {"18446744073709551615 : i64", "-1 : i64"},
	{"255 : ui8", "255 : ui8"}, {"-128 : si8", "-128 : si8"}, {"1 : i1", "true"},
	{"array<i8: 255, -1>", "array<i8: -1, -1>"}, {"array<ui8: -1>", "array<ui8: 255>"},
	{"dense<[255, 128]> : tensor<2xi8>", "dense<[-1, -128]> : tensor<2xi8>"},
	{"1.5", "1.500000e+00 : f64"}, {"2.0 : f32", "2.000000e+00 : f32"},
	{"0x7FC00000 : f32", "0x7FC00000 : f32"}, {"0xFF800000 : f32", "0xFF800000 : f32"},
	{"0x3C00 : f16", "1.000000e+00 : f16"},
	{`"a\nb\t\"c\\\01"`, `"a\0Ab\09\22c\\\01"`},
	{"true", "true"}, {"false", "false"}, {"unit", "unit"},
	{"[1, [2], []]", "[1, [2], []]"},
	{`{b = 1, a, "c d" = 2}`, `{a, b = 1 : i64, "c d" = 2 : i64}`},
	{"dense<1.0> : tensor<2xf32>", "dense<1.000000e+00> : tensor<2xf32>"},
	{"dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>", "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"},
	{"dense<[true, false]> : tensor<2xi1>", "dense<[true, false]> : tensor<2xi1>"},
	{`dense<"0x0100000002000000"> : tensor<2xi32>`, `dense<"0x0100000002000000"> : tensor<2xi32>`},
	{"dense<(1.0, -2.0)> : tensor<complex<f32>>", "dense<(1.000000e+00,-2.000000e+00)> : tensor<complex<f32>>"},
	{`dense<["a", "b"]> : tensor<2x!tf_type.string>`, `dense<["a", "b"]> : tensor<2x!tf_type.string>`},
	{"dense<> : tensor<0xf32>", "dense<> : tensor<0xf32>"},
	{"dense_resource<blob1> : tensor<4xf32>", "dense_resource<blob1> : tensor<4xf32>"},
	{"array<i64: 1, -2>", "array<i64: 1, -2>"}, {"array<i64>", "array<i64>"},
	{"array<f32: 1.0>", "array<f32: 1.000000e+00>"}, {"array<i1: true>", "array<i1: true>"},
	{"@f", "@f"}, {"@a::@b::@c", "@a::@b::@c"}, {`@"x y"`, `@"x y"`},
	{"affine_map<(d0, d1) -> (d1, d0)>", "affine_map<(d0, d1) -> (d1, d0)>"},
	{"affine_set<(d0) : (d0 - 1 >= 0)>", "affine_set<(d0) : (d0 - 1 >= 0)>"},
	{"#stablehlo<comparison_direction LT>", "#stablehlo<comparison_direction LT>"},
	{`#foo.gather<offset_dims = [1], "x>" = [ ]>`, `#foo.gather<offset_dims = [1], "x>" = [ ]>`},
	{"#gpu.address_space<global>", "#gpu.address_space<global>"},
	{"i32", "i32"}, {"tensor<4xf32>", "tensor<4xf32>"},
}

func TestParseAttributes(t *testing.T) {
	tests := attrCases
	for _, tc := range tests {
		f := mustParse(t, `"a.x"() {v = `+tc.in+`} : () -> ()`)
		if got := topOps(f)[0].Attr("v").String(); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestParseAttributeValues(t *testing.T) {
	f := mustParse(t, `#a = dense<[1, 2]> : tensor<2xi64>
"a.x"() {big = 170141183460469231731687303715884105727 : i128, alias = #a, f = 0x7FF0000000000000 : f64, s = "\FF\00"} : () -> ()`)
	op := topOps(f)[0]
	if b := op.Attr("big").(*ir.IntegerAttr); b.Big == nil || b.Big.BitLen() != 127 {
		t.Errorf("big integer: %v", b)
	}
	if d, ok := op.Attr("alias").(*ir.DenseElementsAttr); !ok || len(d.Ints) != 2 || d.Ints[1] != 2 {
		t.Errorf("alias: %v", op.Attr("alias"))
	}
	if fl := op.Attr("f").(*ir.FloatAttr); fl.Value <= 1e308 {
		t.Errorf("hex float: %v", fl.Value)
	}
	if s := op.Attr("s").(*ir.StringAttr); s.Value != "\xff\x00" {
		t.Errorf("string bytes: %q", s.Value)
	}
	g := mustParse(t, `"a.x"() {v = 1.5 : f4E2M1FN} : () -> ()`)
	if v := topOps(g)[0].Attr("v").(*ir.FloatAttr).Value; v != 1.5 {
		t.Errorf("f4E2M1FN value: %v", v)
	}
	if s := op.Attr("s").(*ir.StringAttr); s.Value != "\xff\x00" {
		t.Errorf("string bytes: %q", s.Value)
	}
}

func TestParseLocations(t *testing.T) {
	tests := []struct{ in, want string }{
		{`loc(unknown)`, "unknown"},
		{`loc("f.py":3:7)`, `"f.py":3:7`},
		// MLIR's ranges, as JAX writes them: the start is kept
		{`loc("f.py":3:7 to 4:2)`, `"f.py":3:7`},
		{`loc("f.py":3:7 to :12)`, `"f.py":3:7`},
		{`loc("f.py":3 to 5)`, `"f.py":3:0`},
		{`loc("name")`, `"name"`},
		{`loc("name"("f":1:2))`, `"name"("f":1:2)`},
		{`loc(callsite("a" at "f":1:2))`, `callsite("a" at "f":1:2)`},
		{`loc(fused["a", "f":1:2])`, `fused["a", "f":1:2]`},
		{`loc(fused<"meta">["a"])`, `fused<"meta">["a"]`},
		{`loc(#loc9)`, `callsite("x" at "f":9:1)`},
	}
	for _, tc := range tests {
		f := mustParse(t, `"a.x"() : () -> () `+tc.in+"\n#loc8 = loc(\"f\":9:1)\n#loc9 = loc(callsite(\"x\" at #loc8))\n")
		if got := topOps(f)[0].Loc.String(); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestParseBlockArgLocation(t *testing.T) {
	f := mustParse(t, "\"a.f\"() ({\n^bb0(%x: i32 loc(\"arg\")):\n  \"a.r\"() : () -> ()\n}) : () -> ()")
	if got := topOps(f)[0].Regions[0].Blocks[0].Arg(0).Loc.String(); got != `"arg"` {
		t.Errorf("block argument loc = %s", got)
	}
}

func TestParseEquivalentSpellings(t *testing.T) {
	// Uses may spell a dialect type differently from its definition when
	// MLIR would parse both to the same type.
	for _, pair := range [][2]string{
		{"tensor<2x!quant.uniform<i8:f32, 2.0:15>>", "tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>"},
		{"tensor<?xf32, #mhlo.type_extensions<bounds = [4]>>", "tensor<?xf32, #mhlo.bounds<4>>"},
	} {
		mustParse(t, "%0 = \"a.x\"() : () -> "+pair[0]+"\n\"a.y\"(%0) : ("+pair[1]+") -> ()")
	}
	_, err := parser.Parse("t.mlir", []byte("%0 = \"a.x\"() : () -> !quant.uniform<i8:f32, 2.0:15>\n\"a.y\"(%0) : (!quant.uniform<i8:f32, 3.0:15>) -> ()"), nil, parser.Options{})
	if err == nil {
		t.Errorf("different quantization scales accepted as the same type")
	}
}

// TestParseConcurrent parses in parallel: Parse keeps no shared mutable
// state (run with -race to check).
func TestParseConcurrent(t *testing.T) {
	src := parser.GenerateGeneric(2, 50)
	done := make(chan error)
	for i := 0; i < 4; i++ {
		go func() {
			_, err := parser.Parse("c.mlir", src, nil, parser.Options{})
			done <- err
		}()
	}
	for i := 0; i < 4; i++ {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}
