package shapes_test

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/symbolic/shapes"
)

// TestAnnotateRoundTrip: parse -> analyze -> annotate -> print, then the
// same on the printed text, gives the same text (the same declarations,
// so the same constraint store), and the annotated module verifies.
func TestAnnotateRoundTrip(t *testing.T) {
	inputs := map[string]string{
		"api": apiInput,
		"hints": `symopt.dim @S0 {lower = 2, upper = 64, likely = 16, divisor = 2}
func.func @f(%a: tensor<?x?xf32, [@S0, @S1]>, %b: tensor<?x4xf32, #stablehlo.bounds<100, ?>>) -> tensor<?x4xf32> {
  %0 = stablehlo.concatenate %b, %b, dim = 0 : (tensor<?x4xf32, #stablehlo.bounds<100, ?>>, tensor<?x4xf32, #stablehlo.bounds<100, ?>>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}`,
		"product": `func.func @f(%a: tensor<?x?x?xf32>, %s: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<?x?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}`,
	}
	for name, src := range inputs {
		t.Run(name, func(t *testing.T) {
			var texts []string
			for round := range 3 {
				m := parse(t, src)
				res, err := shapes.Analyze(m)
				if err != nil {
					t.Fatalf("round %d: %v", round, err)
				}
				shapes.Annotate(m, res, dialect.NewRegistry())
				if err := dialect.Verify(m); err != nil {
					t.Fatalf("round %d: annotated module does not verify: %v\n%s", round, err, print(t, m))
				}
				src = print(t, m)
				texts = append(texts, src)
			}
			if texts[1] != texts[2] {
				t.Errorf("not a fixed point:\n%s\n---\n%s", texts[1], texts[2])
			}
			if texts[0] != texts[1] {
				t.Errorf("re-reading the annotation changed it:\n%s\n---\n%s", texts[0], texts[1])
			}
		})
	}
}
