package parser_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// TestRoundTripForms parses each input, checks what its pretty and generic
// prints contain, and checks the fixed points: pretty -> parse -> pretty,
// generic -> parse -> pretty gives the same pretty text, and the generic
// print of the pretty text is stable.
func TestRoundTripForms(t *testing.T) {
	tests := []struct {
		name       string
		src        string
		debug      bool     // print with locations
		pretty     []string // substrings of the pretty print
		notPretty  []string // substrings the pretty print must not hold
		generic    []string // substrings of the generic print of src
		notGeneric []string
	}{
		{name: "properties print pretty",
			src: `func.func @f(%a: tensor<4xf32>, %i: tensor<f32>) -> tensor<4xi1> {
  %0 = "stablehlo.broadcast_in_dim"(%i) <{broadcast_dimensions = array<i64>}> {tag = 1 : i32} : (tensor<f32>) -> tensor<4xf32>
  %1 = "stablehlo.compare"(%a, %0) <{comparison_direction = #stablehlo<comparison_direction LT>, extra = 2 : i64}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %1 : tensor<4xi1>
}`,
			pretty: []string{"stablehlo.broadcast_in_dim %arg1, dims = [] {tag = 1 : i32}", "stablehlo.compare LT, %arg0, %0 {extra = 2 : i64}"},
			generic: []string{`"stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> {tag = 1 : i32}`,
				`<{comparison_direction = #stablehlo<comparison_direction LT>, extra = 2 : i64}>`},
			notPretty: []string{"<{"}},
		{name: "properties clashing with an attribute stay generic",
			src: `func.func @f(%i: tensor<f32>) -> tensor<4xf32> {
  %0 = "stablehlo.broadcast_in_dim"(%i) <{broadcast_dimensions = array<i64>}> {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}`,
			pretty: []string{`"stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64>}> {broadcast_dimensions = array<i64>}`}},
		{name: "branches with successor operands",
			src: `func.func @f(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, f32), ^bb2
^bb1(%x: i32, %y: f32):
  cf.br ^bb2 {tag}
^bb2:
  "cf.cond_br"(%c, %a, %a, %b) [^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, f32) -> ()
^bb3(%z: i32):
  return %z : i32
}`,
			pretty: []string{"cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, f32), ^bb2\n", "cf.br ^bb2 {tag}\n",
				"cf.cond_br %arg0, ^bb3(%arg1 : i32), ^bb1(%arg1, %arg2 : i32, f32)\n"},
			notPretty: []string{"operandSegmentSizes"},
			generic: []string{`"cf.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}>`,
				`"cf.br"()[^bb2] {tag}`}},
		{name: "branch with bad segment sizes stays generic",
			src: `func.func @f(%c: i1) {
  "cf.cond_br"(%c) [^bb1, ^bb1] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1) -> ()
^bb1:
  return
}`,
			pretty: []string{`"cf.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()`}},
		{name: "successors a format does not print stay generic",
			src: `func.func @f(%a: tensor<f32>) {
  %0 = "stablehlo.abs"(%a) [^bb1] : (tensor<f32>) -> tensor<f32>
^bb1:
  return
}`,
			pretty: []string{`"stablehlo.abs"(%arg0)[^bb1] : (tensor<f32>) -> tensor<f32>`}},
		{name: "function argument locations", debug: true,
			src: `#l = loc("a.py":3:4)
func.func @f(%a: tensor<f32> loc("x.py":1:2), %b: tensor<f32> {jax.arg = 1 : i32} loc(#l),
    %c: i32) -> tensor<f32> {
  return %a : tensor<f32>
}`,
			pretty:  []string{`@f(%arg0: tensor<f32> loc("x.py":1:2), %arg1: tensor<f32> {jax.arg = 1 : i32} loc("a.py":3:4), %arg2: i32 loc("t.mlir":3:5))`},
			generic: []string{`^bb0(%arg0: tensor<f32> loc("x.py":1:2), %arg1: tensor<f32> loc("a.py":3:4), %arg2: i32 loc("t.mlir":3:5)):`}},
		{name: "function argument locations hidden without debug info",
			src:       `func.func @f(%a: tensor<f32> loc("x.py":1:2)) { return }`,
			pretty:    []string{`@f(%arg0: tensor<f32>) {`},
			notPretty: []string{"loc("}},
		{name: "scf implicit yields",
			src: `func.func @f(%c: i1, %i: index, %m: memref<4xindex>) -> index {
  scf.if %c {
    memref.store %i, %m[%i] : memref<4xindex>
  }
  scf.if %c {
  } else {
    memref.store %i, %m[%i] : memref<4xindex>
    scf.yield
  }
  scf.for %k = %i to %i step %i {
  }
  %0 = scf.for %k = %i to %i step %i iter_args(%a = %i) -> (index) {
    scf.yield %a : index
  }
  scf.if %c {
    "scf.yield"() {tag} : () -> ()
  }
  return %0 : index
}`,
			pretty: []string{"scf.if %arg0 {\n      memref.store %arg1, %arg2[%arg1] : memref<4xindex>\n    }\n",
				"} else {\n      memref.store %arg1, %arg2[%arg1] : memref<4xindex>\n    }\n",
				"scf.for %arg3 = %arg1 to %arg1 step %arg1 {\n    }\n",
				"scf.yield %arg4 : index\n", "scf.yield {tag}\n"},
			notPretty: []string{"scf.yield\n"},
			generic: []string{`"memref.store"(%arg1, %arg2, %arg1) : (index, memref<4xindex>, index) -> ()
      "scf.yield"() : () -> ()
    }, {
    })`, `"scf.for"(%arg1, %arg1, %arg1) ({
    ^bb0(%arg5: index):
      "scf.yield"() : () -> ()
    })`}},
		{name: "shape.assuming implicit yield",
			src: `func.func @f(%w: !shape.witness, %a: tensor<f32>) -> tensor<f32> {
  shape.assuming %w {
    %x = stablehlo.abs %a : tensor<f32>
  }
  %0 = shape.assuming %w -> (tensor<f32>) {
    shape.assuming_yield %a : tensor<f32>
  }
  return %0 : tensor<f32>
}`,
			pretty:    []string{"shape.assuming %arg0 {\n      %1 = stablehlo.abs %arg1 : tensor<f32>\n    }\n", "shape.assuming_yield %arg1 : tensor<f32>"},
			notPretty: []string{"shape.assuming_yield\n"},
			generic:   []string{"\"stablehlo.abs\"(%arg1) : (tensor<f32>) -> tensor<f32>\n      \"shape.assuming_yield\"() : () -> ()"}},
	}
	reg := dialect.NewRegistry()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			opts := ir.PrintOptions{DebugInfo: tc.debug}
			gen := opts
			gen.Generic = true
			f := parseWith(t, reg, tc.src)
			p1 := printWith(t, f, opts)
			g1 := printWith(t, f, gen)
			for _, w := range tc.pretty {
				if !strings.Contains(p1, w) {
					t.Errorf("pretty print lacks %q:\n%s", w, p1)
				}
			}
			for _, w := range tc.notPretty {
				if strings.Contains(p1, w) {
					t.Errorf("pretty print holds %q:\n%s", w, p1)
				}
			}
			for _, w := range tc.generic {
				if !strings.Contains(g1, w) {
					t.Errorf("generic print lacks %q:\n%s", w, g1)
				}
			}
			for _, w := range tc.notGeneric {
				if strings.Contains(g1, w) {
					t.Errorf("generic print holds %q:\n%s", w, g1)
				}
			}
			if p2 := printWith(t, parseWith(t, reg, p1), opts); p2 != p1 {
				t.Errorf("pretty print is not a fixed point:\n%s---\n%s", p1, p2)
			}
			if p3 := printWith(t, parseWith(t, reg, g1), opts); p3 != p1 {
				t.Errorf("generic -> pretty differs from pretty:\n%s---\n%s", p1, p3)
			}
			g2 := printWith(t, parseWith(t, reg, p1), gen)
			if g3 := printWith(t, parseWith(t, reg, printWith(t, parseWith(t, reg, g2), opts)), gen); g3 != g2 {
				t.Errorf("generic -> pretty -> generic is not a fixed point:\n%s---\n%s", g2, g3)
			}
		})
	}
}

func parseWith(t *testing.T, reg *ir.Registry, src string) *ir.File {
	t.Helper()
	f, err := parser.Parse("t.mlir", []byte(src), reg, parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	return f
}

func printWith(t *testing.T, f *ir.File, opts ir.PrintOptions) string {
	t.Helper()
	var b bytes.Buffer
	if err := ir.PrintFile(&b, f, opts); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
