package parser_test

import (
	"errors"
	"math/rand"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// parseErrors parses src and returns the rendered diagnostics.
func parseErrors(t *testing.T, src string, reg *ir.Registry, opts parser.Options) []string {
	t.Helper()
	f, err := parser.Parse("t.mlir", []byte(src), reg, opts)
	if err == nil {
		if f == nil || f.Module == nil {
			t.Fatalf("no error and no module")
		}
		return nil
	}
	var list diag.List
	if !errors.As(err, &list) {
		t.Fatalf("error is not a diag.List: %T %v", err, err)
	}
	var out []string
	for _, d := range list {
		out = append(out, d.Error())
	}
	return out
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string // each a prefix of one diagnostic, in order
	}{
		{"undeclared value", `"a.x"(%x) : (i32) -> ()`,
			[]string{"t.mlir:1:7: error: use of undeclared SSA value name '%x'"}},
		{"redefinition", "%0 = \"a.x\"() : () -> i32\n%0 = \"a.x\"() : () -> i32",
			[]string{"t.mlir:2:1: error: redefinition of SSA value '%0'"}},
		{"type mismatch with the definition", "%0 = \"a.x\"() : () -> i32\n\"a.y\"(%0) : (f32) -> ()",
			[]string{"t.mlir:2:7: error: use of value '%0' expects different type than prior uses: 'f32' vs 'i32'"}},
		{"type mismatch with a forward use", "\"a.y\"(%0) : (f32) -> ()\n%0 = \"a.x\"() : () -> i32",
			[]string{"t.mlir:2:1: error: definition of SSA value '%0#0' has type 'i32'"}},
		{"invalid result number", "%0 = \"a.x\"() : () -> i32\n\"a.y\"(%0#1) : (i32) -> ()",
			[]string{"t.mlir:2:7: error: reference to invalid result number 1"}},
		{"result count mismatch", `%0:2 = "a.x"() : () -> i32`,
			[]string{"t.mlir:1:1: error: operation defines 1 results but was provided 2 to bind"}},
		{"operand type count", "%0 = \"a.x\"() : () -> i32\n\"a.y\"(%0) : () -> ()",
			[]string{"t.mlir:2:13: error: expected 1 operand type(s) but had 0"}},
		{"zero result count", `%0:0 = "a.x"() : () -> ()`,
			[]string{"t.mlir:1:4: error: expected named operation to have at least 1 result"}},
		{"dense literal of dynamic type", `"a.x"() {v = dense<1> : tensor<?xi32>} : () -> ()`,
			[]string{"t.mlir:1:14: error: elements literal type must have static shape"}},
		{"unknown stablehlo type", `"a.x"() : () -> !stablehlo.foobar`,
			[]string{"t.mlir:1:17: error: unknown stablehlo type: foobar"}},
		{"unknown mhlo type with parameters", `"a.x"() : () -> !mhlo.bar<1>`,
			[]string{"t.mlir:1:17: error: unknown mhlo type: bar"}},
		{"duplicated struct entry", "\"a.x\"() {d = #stablehlo.dot<\n  lhs_batching_dimensions = [0],\n  lhs_batching_dimensions = [1]>} : () -> ()",
			[]string{"t.mlir:3:26: error: duplicated `lhs_batching_dimensions` entry",
				"t.mlir:3:26: error: failed parsing dot dimension numbers"}},
		{"unknown struct entry", `"a.x"() {g = #mhlo.gather<foo = [0]>} : () -> ()`,
			[]string{"t.mlir:1:27: error: expected one of: `offset_dims`, `collapsed_slice_dims`",
				"t.mlir:1:27: error: failed parsing gather dimension numbers"}},
		{"missing comma between struct entries", "\"a.x\"() {s = #stablehlo.scatter<\n  index_vector_dim = 1 // c\n  update_window_dims = [1]>} : () -> ()",
			[]string{"t.mlir:2:23: error: expected '>'",
				"t.mlir:3:3: error: failed parsing scatter dimension numbers"}},
		{"conv letter outside the list", `"a.x"() {c = #mhlo.conv<[c, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>} : () -> ()`,
			[]string{"t.mlir:1:26: error: Unexpected dimension c, expecting b, f"}},
		{"conv letter given twice", `"a.x"() {c = #mhlo.conv<[b, 0, 1, f]x[0, 1, i, i]->[b, 0, 1, f]>} : () -> ()`,
			[]string{"t.mlir:1:48: error: Unexpected dimension i, expecting o"}},
		{"conv extra letter", `"a.x"() {c = #mhlo.conv<[b, 0, 1, f]x[0, 1, i, o, b]->[b, 0, 1, f]>} : () -> ()`,
			[]string{"t.mlir:1:51: error: Unexpected keyword b"}},
		{"conv missing letter", `"a.x"() {c = #mhlo.conv<[b, 0, 1]x[0, 1, i, o]->[b, 0, 1, f]>} : () -> ()`,
			[]string{"t.mlir:1:34: error: Expected dimensions f not specified"}},
		{"conv missing spatial", `"a.x"() {c = #mhlo.conv<[b, f, 1]x[o, 0, 1, i]->[f, b, 0, 1]>} : () -> ()`,
			[]string{"t.mlir:1:34: error: Expected spatial dimensions 0 not specified"}},
		{"conv duplicate spatial", `"a.x"() {c = #mhlo.conv<[b, f, 1, 0, 1]x[o, 0, 1, i]->[f, b, 0, 1]>} : () -> ()`,
			[]string{"t.mlir:1:38: error: Duplicate entries for spatial dimension 1"}},
		{"conv negative spatial", `"a.x"() {c = #mhlo.conv<[b, f, 1, -2]x[o, 0, 1, i]->[f, b, 0, 1]>} : () -> ()`,
			[]string{"t.mlir:1:35: error: Unexpected dimension -2"}},
		{"conv braces", `"a.x"() {c = #mhlo.conv<{b, 0, 1, f}x[0, 1, i, o]->[b, 0, 1, f]>} : () -> ()`,
			[]string{"t.mlir:1:25: error: expected '['"}},
		{"conv unnamed dimensions", `"a.x"() {c = #mhlo.conv<[b, 0, 1, ?, f]x[0, 1, ?, i, o]->[?, b, 0, 1, f]>} : () -> ()`, nil},
		{"conv raw form is not checked here", `"a.x"() {c = #stablehlo.conv<raw input_batch_dimension = 0>} : () -> ()`, nil},
		{"truncated op", `"a.x"(`,
			[]string{"t.mlir:1:7: error: expected SSA operand, found end of input"}},
		{"unbalanced region", "\"a.x\"() ({\n  \"a.y\"() : () -> ()\n",
			[]string{"t.mlir:2:21: error: expected '}' to close the region, found end of input"}},
		{"value defined in a region is not visible outside", "\"a.x\"() ({\n  %0 = \"a.y\"() : () -> i32\n}) : () -> ()\n\"a.z\"(%0) : (i32) -> ()",
			[]string{"t.mlir:4:7: error: use of undeclared SSA value name '%0'"}},
		{"redefinition in a nested region", "%0 = \"a.x\"() : () -> i32\n\"a.r\"() ({\n  %0 = \"a.y\"() : () -> i32\n}) : () -> ()",
			[]string{"t.mlir:3:3: error: redefinition of SSA value '%0'"}},
		{"undefined block", "\"a.f\"() ({\n  \"a.br\"()[^bb7] : () -> ()\n}) : () -> ()",
			[]string{"t.mlir:2:12: error: reference to an undefined block"}},
		{"bad type", `%0 = "a.x"() : () -> tensor<4xfoo>`,
			[]string{"t.mlir:1:31: error: expected non-function type, found 'foo'"}},
		{"missing x in shape", `%0 = "a.x"() : () -> tensor<4 4xf32>`,
			[]string{"t.mlir:1:31: error: expected 'x' in dimension list"}},
		{"dense shape mismatch", `"a.x"() {v = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()`,
			[]string{"t.mlir:1:20: error: inferred shape of elements literal (3) does not match type (2)"}},
		{"undefined alias", `"a.x"() {v = #nope} : () -> ()`,
			[]string{"t.mlir:1:14: error: undefined symbol alias id 'nope'"}},
		{"unterminated string", "\"a.x\"() {v = \"abc\n} : () -> ()",
			[]string{"t.mlir:1:14: error: expected attribute value, found unterminated string"}},
		{"stray character", "\"a.x\"() : () -> () \x01",
			[]string{"t.mlir:1:20: error: expected operation name, found invalid character"}},
		{"one error per top-level op", "\"a.x\"(%u) : (i32) -> ()\n\"a.y\"() : () -> tensor<4xbad>\n\"a.z\"() : () -> ()",
			[]string{"t.mlir:1:7: error: use of undeclared SSA value name '%u'", "t.mlir:2:26: error: expected non-function type, found 'bad'"}},
		{"unterminated resource trailer", "{-# x",
			[]string{"t.mlir:1:1: error: unterminated '{-#'"}},
		// Integer ranges, with mlir-opt-19's words and positions.
		{"integer over its width", `"a.x"() {v = 256 : i8} : () -> ()`,
			[]string{"t.mlir:1:14: error: integer constant out of range for attribute"}},
		{"integer over i64 by default", `"a.x"() {v = 123456789012345678901234567890} : () -> ()`,
			[]string{"t.mlir:1:14: error: integer constant out of range for attribute"}},
		{"negative integer under its width", `"a.x"() {v = -129 : i8} : () -> ()`,
			[]string{"t.mlir:1:15: error: integer constant out of range for attribute"}},
		{"signed integer over its range", `"a.x"() {v = 128 : si8} : () -> ()`,
			[]string{"t.mlir:1:14: error: integer constant out of range for attribute"}},
		{"negative unsigned integer", `"a.x"() {v = -1 : ui8} : () -> ()`,
			[]string{"t.mlir:1:15: error: negative integer literal not valid for unsigned integer type"}},
		{"negative zero integer", `"a.x"() {v = -0 : i8} : () -> ()`,
			[]string{"t.mlir:1:15: error: integer constant out of range for attribute"}},
		{"dense element over its width", `"a.x"() {v = dense<[1, -129]> : tensor<2xi8>} : () -> ()`,
			[]string{"t.mlir:1:25: error: integer constant out of range for type"}},
		{"ui64 dense element past 2^64", `"a.x"() {v = dense<18446744073709551616> : tensor<ui64>} : () -> ()`,
			[]string{"t.mlir:1:20: error: integer constant out of range for type"}},
		{"hex dense element past 2^64", `"a.x"() {v = dense<0x1FFFFFFFFFFFFFFFF> : tensor<ui64>} : () -> ()`,
			[]string{"t.mlir:1:20: error: integer constant out of range for type"}},
		{"hex dense element with the sign bit of si64", `"a.x"() {v = dense<0xFFFFFFFFFFFFFFFF> : tensor<si64>} : () -> ()`,
			[]string{"t.mlir:1:20: error: integer constant out of range for type"}},
		{"ui2 dense element over its width", `"a.x"() {v = dense<4> : tensor<ui2>} : () -> ()`,
			[]string{"t.mlir:1:20: error: integer constant out of range for type"}},
		{"si2 dense element over its range", `"a.x"() {v = dense<[1, 2]> : tensor<2xsi2>} : () -> ()`,
			[]string{"t.mlir:1:24: error: integer constant out of range for type"}},
		{"integer element of a float literal", `"a.x"() {v = dense<[1, 2.0]> : tensor<2xf32>} : () -> ()`,
			[]string{"t.mlir:1:45: error: expected floating-point elements, but parsed integer"}},
		{"integer float splat", `"a.x"() {v = dense<1> : tensor<2xf32>} : () -> ()`,
			[]string{"t.mlir:1:38: error: expected floating-point elements, but parsed integer"}},
		{"bool element of a float literal", `"a.x"() {v = dense<[true, 2.0]> : tensor<2xf32>} : () -> ()`,
			[]string{"t.mlir:1:48: error: expected floating-point elements, but parsed integer"}},
		{"integer part of a complex element", `"a.x"() {v = dense<[(1, 2)]> : tensor<1xcomplex<f32>>} : () -> ()`,
			[]string{"t.mlir:1:54: error: expected floating-point elements, but parsed integer"}},
		{"float element of an integer literal", `"a.x"() {v = dense<[1.5, 2]> : tensor<2xi32>} : () -> ()`,
			[]string{"t.mlir:1:21: error: expected integer elements, but parsed floating-point"}},
		{"negative unsigned dense element", `"a.x"() {v = dense<-1> : tensor<ui8>} : () -> ()`,
			[]string{"t.mlir:1:21: error: expected unsigned integer elements, but parsed negative value"}},
		{"array element over its width", `"a.x"() {v = array<i8: 256>} : () -> ()`,
			[]string{"t.mlir:1:27: error: integer constant out of range"}},
		{"huge integer", `"a.x"() {v = ` + strings.Repeat("9", 300000) + `} : () -> ()`,
			[]string{"t.mlir:1:14: error: integer literal too large (300000 digits)"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := parseErrors(t, tc.src, nil, parser.Options{})
			if len(got) != len(tc.want) {
				t.Fatalf("got %d diagnostics %q, want %d %q", len(got), got, len(tc.want), tc.want)
			}
			for i, w := range tc.want {
				if !strings.HasPrefix(got[i], w) {
					t.Errorf("diagnostic %d:\n got %s\nwant %s...", i, got[i], w)
				}
			}
		})
	}
}

func TestParseUnregisteredRejected(t *testing.T) {
	reg := ir.NewRegistry()
	got := parseErrors(t, "\n  %0 = \"a.x\"() : () -> i32", reg, parser.Options{})
	if len(got) != 1 || !strings.HasPrefix(got[0], "t.mlir:2:8: error: unregistered operation 'a.x'") {
		t.Errorf("got %q", got)
	}
	if got := parseErrors(t, `"a.x"() : () -> ()`, reg, parser.Options{AllowUnregistered: true}); got != nil {
		t.Errorf("AllowUnregistered: got %q", got)
	}
	got = parseErrors(t, "%0 = \"a.x\"() : () -> i32\n%1 = chlo.foo %0 : i32", nil, parser.Options{NoFallback: true})
	if len(got) != 1 || !strings.HasPrefix(got[0], "t.mlir:2:6: error: custom op 'chlo.foo' has no assembly format") {
		t.Errorf("NoFallback: got %q", got)
	}
}

// TestParseHostileInputs checks that pathological inputs end quickly with
// a positioned error (or parse) and never panic.
func TestParseHostileInputs(t *testing.T) {
	deep := func(n int) string {
		return strings.Repeat(`"a.x"() ({`+"\n", n) + strings.Repeat("}) : () -> ()\n", n)
	}
	rng := rand.New(rand.NewSource(1))
	random := make([]byte, 1<<16)
	rng.Read(random)
	tests := []struct {
		name    string
		src     string
		opts    parser.Options
		wantErr string // "" when the input must parse, "any" when either will do
	}{
		{"10000-deep regions parse", deep(10000), parser.Options{}, ""},
		{"depth limit", deep(3000), parser.Options{MaxDepth: 2000}, "nesting deeper than 2000 levels"},
		{"deep attribute arrays", `"a.x"() {v = ` + strings.Repeat("[", 5000) + strings.Repeat("]", 5000) + `} : () -> ()`, parser.Options{MaxDepth: 1000}, "nesting deeper than 1000 levels"},
		{"deep function types", `"a.x"() {t = ` + strings.Repeat("(", 200000) + `} : () -> ()`, parser.Options{MaxDepth: 1000}, "nesting deeper than 1000 levels"},
		{"deep nested tensors", `"a.x"() {t = ` + strings.Repeat("tensor<", 5000) + `} : () -> ()`, parser.Options{MaxDepth: 1000}, "nesting deeper than 1000 levels"},
		{"deep locations", `"a.x"() : () -> () loc(` + strings.Repeat("callsite(", 5000) + `)`, parser.Options{MaxDepth: 1000}, "nesting deeper than 1000 levels"},
		{"alias chains", aliasChain(3000) + `"a.x"() {v = #a0} : () -> ()`, parser.Options{MaxDepth: 1000}, "nesting deeper than 1000 levels"},
		{"nested types in an unknown op", "foo.bar " + strings.Repeat("tensor<", 200000), parser.Options{}, "any"},
		{"broken types in an unknown op", "foo.bar " + strings.Repeat("tensor<4x ", 200000), parser.Options{}, "any"},
		{"random bytes", string(random), parser.Options{}, "t.mlir:"},
		{"invalid UTF-8 in a string is kept as bytes", "\"a.x\"() {v = \"\xff\xfe\"} : () -> ()", parser.Options{}, ""},
		{"invalid UTF-8 outside strings", "\"a.x\"() : () -> () \xff", parser.Options{}, "invalid character"},
		{"only an opening brace", "{", parser.Options{}, "t.mlir:1:1:"},
		{"unbalanced closers", "}}}", parser.Options{}, "t.mlir:1:1:"},
		{"truncated generic op", `%0 = "a.x"() : () ->`, parser.Options{}, "expected non-function type, found end of input"},
		{"truncated dense", `"a.x"() {v = dense<[1, 2`, parser.Options{}, "t.mlir:1:"},
		{"truncated location", `"a.x"() : () -> () loc(`, parser.Options{}, "expected location"},
		{"long float literal", `"a.x"() {v = 1.` + strings.Repeat("5", 200000) + `} : () -> ()`, parser.Options{}, "floating point literal too long"},
		{"empty op name", `"" () : () -> ()`, parser.Options{}, "empty operation name"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			got := parseErrors(t, tc.src, nil, tc.opts)
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %v", d)
			}
			if tc.wantErr == "any" {
				return // lenient input: only the time matters
			}
			if tc.wantErr == "" {
				if got != nil {
					t.Errorf("unexpected errors: %q", got)
				}
				return
			}
			if len(got) == 0 {
				t.Fatalf("no error, want %q", tc.wantErr)
			}
			if !strings.Contains(got[0], tc.wantErr) || !strings.HasPrefix(got[0], "t.mlir:") {
				t.Errorf("got %q, want a positioned error containing %q", got[0], tc.wantErr)
			}
			if strings.Contains(strings.Join(got, "\n"), "internal parser error") {
				t.Errorf("internal error: %q", got)
			}
		})
	}
}

// TestParseLargeNames checks that large numeric SSA names work and do not
// cost memory in proportion to their value.
func TestParseLargeNames(t *testing.T) {
	src := "%999999 = \"a.x\"() : () -> i32\n%5 = \"a.y\"(%999999) : (i32) -> i32\n\"a.z\"(%5, %999999) : (i32, i32) -> ()"
	allocs := testing.AllocsPerRun(3, func() {
		if _, err := parser.Parse("t.mlir", []byte(src), nil, parser.Options{}); err != nil {
			t.Fatal(err)
		}
	})
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	before := ms.TotalAlloc
	if _, err := parser.Parse("t.mlir", []byte(src), nil, parser.Options{}); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&ms)
	if grown := ms.TotalAlloc - before; grown > 1<<20 {
		t.Errorf("parsing three ops allocated %d bytes (%.0f allocations)", grown, allocs)
	}
}

// aliasChain defines #a0 = #a1, #a1 = #a2, ... down to a constant.
func aliasChain(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString("#a" + strconv.Itoa(i) + " = #a" + strconv.Itoa(i+1) + "\n")
	}
	b.WriteString("#a" + strconv.Itoa(n) + " = 1\n")
	return b.String()
}
