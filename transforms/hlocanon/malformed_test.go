package hlocanon

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/rewrite"
)

// TestMalformedOpsAreLeftAlone runs the patterns on ops the verifier
// rejects (canonicalize may see IR before any verification): no pattern
// may panic, and none may rewrite them.
func TestMalformedOpsAreLeftAlone(t *testing.T) {
	ops := []string{
		`%0 = "stablehlo.add"(%a) : (tensor<4xi32>) -> tensor<4xi32>`,
		`%0:2 = "stablehlo.multiply"(%a, %z) : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)`,
		`%0 = "stablehlo.negate"() : () -> tensor<4xi32>`,
		`%0 = "stablehlo.transpose"(%a) {permutation = array<i64: 5, 7>} : (tensor<4xi32>) -> tensor<4xi32>`,
		`%0 = "stablehlo.broadcast_in_dim"(%a) : (tensor<4xi32>) -> tensor<4xi32>`,
		`%0 = "stablehlo.slice"(%a) {start_indices = array<i64>, limit_indices = array<i64: 4>} : (tensor<4xi32>) -> tensor<4xi32>`,
		`%0 = "stablehlo.pad"(%a) {edge_padding_low = array<i64: 0>} : (tensor<4xi32>) -> tensor<4xi32>`,
		`%0 = "stablehlo.select"(%t, %a) : (tensor<i1>, tensor<4xi32>) -> tensor<4xi32>`,
		`%0 = "stablehlo.compare"(%a, %a) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>`,
		`%0 = "stablehlo.dynamic_reshape"(%a) : (tensor<4xi32>) -> tensor<4xi32>`,
		`%0 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) : (tensor<4xi32>, tensor<1xi64>) -> tensor<4xi32>`,
		`%0 = "stablehlo.dynamic_iota"(%s) : (tensor<1xi64>) -> tensor<4xi32>`,
		`%0 = "stablehlo.real_dynamic_slice"(%a, %s, %s) : (tensor<4xi32>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xi32>`,
		`%0 = "stablehlo.dynamic_gather"(%a, %s) : (tensor<4xi32>, tensor<1xi64>) -> tensor<4xi32>`,
		`%0 = "stablehlo.reduce"(%a, %z) ({}) {dimensions = array<i64>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>`,
		`%0 = "stablehlo.while"(%a) ({}) : (tensor<4xi32>) -> tensor<4xi32>`,
	}
	for _, body := range ops {
		name := body[strings.IndexByte(body, '"')+1:]
		name = name[:strings.IndexByte(name, '"')]
		t.Run(name, func(t *testing.T) {
			result := "%0"
			if strings.HasPrefix(body, "%0:2") {
				result = "%0#0"
			}
			src := `func.func @f(%a: tensor<4xi32>) -> tensor<4xi32> {
  %z = stablehlo.constant dense<0> : tensor<4xi32>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %s = stablehlo.constant dense<4> : tensor<1xi64>
  ` + body + `
  return ` + result + ` : tensor<4xi32>
}`
			f := parseFile(t, "m.mlir", []byte(src))
			cfg := rewrite.DefaultConfig()
			cfg.Ops = dialect.NewRegistry()
			cfg.NoFold = true
			fn := functions(f.Module)[0]
			if res := rewrite.Apply(f.Module, Patterns(), cfg); res.Rewrites != 0 {
				t.Errorf("%d rewrites of a malformed op", res.Rewrites)
			}
			found := false
			fn.Walk(func(o *ir.Operation) bool {
				found = found || o.Name == name
				return true
			})
			if !found {
				t.Errorf("the malformed op is gone")
			}
		})
	}
}
