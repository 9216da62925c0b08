package shapes_test

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/symbolic/shapes/shapestest"
	"github.com/symopt/symopt/transforms/shapes"
)

// run parses src, runs the pipeline with verification after each pass,
// and returns the printed module.
func run(t *testing.T, src, pipe string) (string, error) {
	t.Helper()
	reg := dialect.NewRegistry()
	f, err := parser.Parse("in.mlir", []byte(src), reg, parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	passes := pipeline.NewRegistry()
	if err := shapes.Register(passes); err != nil {
		t.Fatal(err)
	}
	pl, err := passes.Parse("builtin.module(" + pipe + ")")
	if err != nil {
		return "", err
	}
	m := pipeline.NewManager(pl, pipeline.Config{Verify: dialect.Verify, VerifyEach: true, Ops: reg, IROut: io.Discard})
	if err := m.Run(f.Module); err != nil {
		return "", err
	}
	var b strings.Builder
	if err := ir.Print(&b, f.Module, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	return b.String(), nil
}

func TestPasses(t *testing.T) {
	const flat = `func.func @f(%a: tensor<?x?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %n = arith.muli %d0, %d1 : index
  %s = tensor.from_elements %n : tensor<1xindex>
  %r = stablehlo.dynamic_reshape %a, %s : (tensor<?x?xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}`
	for _, tc := range []struct {
		name, pipe, want, wantErr string
	}{
		{"annotate", "symbolic-shapes", `symopt.constraint "S2 := S0*S1"`, ""},
		{"bind args", "bind-dims{args=0.0=3,0.1=5}", "-> tensor<15xf32>", ""},
		{"bind names", "symbolic-shapes,bind-dims{dims=S0=3,S1=5}", "arith.constant 15 : index", ""},
		{"bind partial", "bind-dims{args=0.1=5}", `symopt.constraint "S1 := 5*S0"`, ""},
		{"unknown name", "bind-dims{dims=S9=3}", "", "no symbol @S9 is declared"},
		{"bad arg", "bind-dims{args=2.0=3}", "", "argument 2 does not exist"},
		{"bad value", "bind-dims{args=0.0=0}", "", "bad args entry"},
		{"simplify keeps a needed reshape", "shape-simplify", "stablehlo.dynamic_reshape", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := run(t, flat, tc.pipe)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("error = %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(out, tc.want) {
				t.Errorf("output lacks %q:\n%s", tc.want, out)
			}
		})
	}
}

// TestBindMatchesConcreteShapes: binding the argument dims of a random
// program to the sizes it was generated for refines every value to its
// concrete shape, and the module still verifies (the verifier checks each
// op's declared result type against the dialect's type inference).
func TestBindMatchesConcreteShapes(t *testing.T) {
	for seed := int64(1); seed <= 60; seed++ {
		p := shapestest.Generate(seed, 10)
		var binds []string
		for a := 0; a < p.NumArgs; a++ {
			for d, n := range p.Shapes[a] {
				binds = append(binds, fmt.Sprintf("%d.%d=%d", a, d, n))
			}
		}
		out, err := run(t, p.Text, "bind-dims{args="+strings.Join(binds, ",")+"}")
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, p.Text)
		}
		f, err := parser.Parse("out.mlir", []byte(out), dialect.NewRegistry(), parser.Options{})
		if err != nil {
			t.Fatalf("seed %d: output does not parse: %v\n%s", seed, err, out)
		}
		vals := shapestest.TensorValues(f.Module)
		if len(vals) != len(p.Shapes) {
			t.Fatalf("seed %d: %d values, want %d", seed, len(vals), len(p.Shapes))
		}
		for i, v := range vals {
			tt := v.Type().(*ir.TensorType)
			if fmt.Sprint(tt.Shape) != fmt.Sprint(p.Shapes[i]) {
				t.Fatalf("seed %d: value %d refined to %v, really %v\n%s", seed, i, tt.Shape, p.Shapes[i], out)
			}
		}
	}
}
