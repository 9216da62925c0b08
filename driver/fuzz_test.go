package driver

import (
	"bytes"
	"strings"
	"testing"
)

// pipelineFuzzSeeds are valid modules of the classes the cleanup passes
// must take: graph-region cycles (values that reach themselves), self
// loops, and ordinary function bodies.
var pipelineFuzzSeeds = []string{
	"module {\n  %0 = stablehlo.negate %1 : tensor<4xf32>\n  %1 = stablehlo.negate %0 : tensor<4xf32>\n}",
	"module {\n  %0 = stablehlo.not %1 : tensor<4xi32>\n  %1 = stablehlo.not %0 : tensor<4xi32>\n}",
	"module {\n  %0 = stablehlo.abs %1 : tensor<4xf32>\n  %1 = stablehlo.abs %0 : tensor<4xf32>\n}",
	"module {\n  %0 = stablehlo.transpose %1, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>\n  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>\n}",
	"module {\n  %c = stablehlo.constant dense<1.0> : tensor<4xf32>\n  %0 = stablehlo.multiply %1, %c : tensor<4xf32>\n  %1 = stablehlo.multiply %0, %c : tensor<4xf32>\n}",
	"module {\n  %0 = stablehlo.broadcast_in_dim %1, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>\n  %1 = stablehlo.broadcast_in_dim %0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>\n}",
	"module {\n  %0 = stablehlo.add %1, %0 : tensor<4xf32>\n  %1 = stablehlo.reshape %0 : (tensor<4xf32>) -> tensor<4xf32>\n}",
	"func.func @f(%a: tensor<?xf32>) -> tensor<?xf32> {\n  %0 = stablehlo.negate %a : tensor<?xf32>\n  %1 = stablehlo.negate %0 : tensor<?xf32>\n  %2 = stablehlo.add %1, %a : tensor<?xf32>\n  return %2 : tensor<?xf32>\n}",
}

// FuzzCleanupPipeline checks that canonicalize, cse and dce never fail with
// an internal error on a module that parses and verifies, and that what
// they print parses again.
func FuzzCleanupPipeline(f *testing.F) {
	for _, s := range pipelineFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 1<<14 {
			return
		}
		var out, errb bytes.Buffer
		code := Main([]string{"--pass-pipeline=builtin.module(canonicalize,cse,func.func(canonicalize,dce))", "-"}, strings.NewReader(src), &out, &errb)
		if strings.Contains(errb.String(), "internal error") || strings.Contains(errb.String(), "panic") {
			t.Fatalf("internal error on %q:\n%s", src, errb.String())
		}
		if code != 0 {
			return
		}
		var again, errb2 bytes.Buffer
		if Main([]string{"-"}, bytes.NewReader(out.Bytes()), &again, &errb2) != 0 {
			t.Fatalf("output of %q does not parse again:\n%s\n%s", src, out.String(), errb2.String())
		}
	})
}
