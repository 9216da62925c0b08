package shapes_test

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/symbolic"
	"github.com/symopt/symopt/symbolic/shapes"
)

const apiInput = `func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x8xf16>) -> tensor<?xf32> {
  %0 = stablehlo.add %a, %b : tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  %n = arith.muli %d0, %d1 : index
  %s = tensor.from_elements %n : tensor<1xindex>
  %1 = stablehlo.dynamic_reshape %0, %s : (tensor<?x?xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}`

func TestResultAPI(t *testing.T) {
	m := parse(t, apiInput)
	res, err := shapes.Analyze(m)
	if err != nil {
		t.Fatal(err)
	}
	args := funcArgs(m)
	a, b, c := args[0], args[1], args[2]
	flat := resultOf(m, "stablehlo.dynamic_reshape", 0)
	n := resultOf(m, "arith.muli", 0)
	st := res.Store()

	for _, tc := range []struct {
		name string
		got  bool
		want bool
	}{
		{"a0 == b0", res.SameDim(a, 0, b, 0), true},
		{"a1 == b1", res.SameDim(a, 1, b, 1), true},
		{"a0 == a1", res.SameDim(a, 0, a, 1), false},
		{"a0 == c0", res.SameDim(a, 0, c, 0), false},
		{"shape a == b", res.SameShape(a, b), true},
		{"shape a == c", res.SameShape(a, c), false},
		{"out of range dim", res.SameDim(a, 5, b, 0), false},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, tc.got, tc.want)
		}
	}
	// The flattened size is the product of a's dims, in bytes too.
	na, _ := res.NumElements(a)
	nf, _ := res.NumElements(flat)
	if st.Compare(na, nf) != symbolic.Equal {
		t.Errorf("elements of a (%s) and of the reshape (%s) not proven equal", na, nf)
	}
	if e, ok := res.Scalar(n); !ok || st.Compare(e, na) != symbolic.Equal {
		t.Errorf("Scalar(muli) = %s, %v; want the product %s", e, ok, na)
	}
	sa, _ := res.SizeBytes(a)
	sc, _ := res.SizeBytes(c)
	if want, _ := symbolic.Scale(na, 4); st.Compare(sa, want) != symbolic.Equal {
		t.Errorf("SizeBytes(a) = %s, want %s", sa, want)
	}
	if terms := sc.Terms(); len(terms) != 1 || terms[0].Coef != 16 {
		t.Errorf("SizeBytes(c) = %s, want 16*S (f16, 8 columns)", sc)
	}
	if ds := res.Dims(c); len(ds) != 2 || ds[1].String() != "8" {
		t.Errorf("Dims(c) = %v, want [S, 8]", ds)
	}
	es, known := res.ShapeElems(resultOf(m, "tensor.from_elements", 0))
	if len(es) != 1 || !known[0] || st.Compare(es[0], na) != symbolic.Equal {
		t.Errorf("ShapeElems(from_elements) = %v %v", es, known)
	}
	var report strings.Builder
	if err := res.WriteReport(&report); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(report.String(), "in.mlir:2:8 stablehlo.add") {
		t.Errorf("report does not name the add that merged the dims:\n%s", report.String())
	}
}

func TestContradictionsArePositioned(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"static mismatch", `func.func @f(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}`, "in.mlir:2:8: error: symbolic shapes contradict"},
		{"reshape product", `func.func @f(%a: tensor<?x3xf32>) -> tensor<?x2xf32> {
  %c5 = arith.constant 5 : index
  %c2 = arith.constant 2 : index
  %s = tensor.from_elements %c5, %c2 : tensor<2xindex>
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<?x3xf32>, tensor<2xindex>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}`, "in.mlir:5:8: error: symbolic shapes contradict"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := shapes.Analyze(parse(t, tc.src))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error = %v, want %q", err, tc.want)
			}
			if res == nil || len(res.Diagnostics()) != 1 {
				t.Fatalf("want one diagnostic, got %v", res.Diagnostics())
			}
		})
	}
}
