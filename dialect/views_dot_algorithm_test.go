package dialect

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

func TestVerifyDotAlgorithm(t *testing.T) {
	algo := func(l, r, acc string, lc, rc, n int64) ir.Attribute {
		return &ir.VerbatimAttr{Text: "#stablehlo.dot_algorithm<lhs_precision_type = " + l + ", rhs_precision_type = " + r +
			", accumulation_type = " + acc + ", lhs_component_count = " + itoa(lc) + ", rhs_component_count = " + itoa(rc) +
			", num_primitive_operations = " + itoa(n) + ", allow_imprecise_accumulation = false>"}
	}
	cases := []struct {
		attr ir.Attribute
		want string // "" for valid
	}{
		{algo("tf32", "tf32", "f32", 1, 1, 1), ""},
		{algo("tf32", "tf32", "f32", 1, 1, 3), ""},
		{algo("bf16", "bf16", "f32", 1, 1, 6), ""},
		{algo("f8E4M3FN", "f8E5M2", "f32", 1, 1, 1), ""},
		{algo("f64", "f64", "f64", 1, 1, 1), ""},
		{algo("tf32", "tf32", "f32", -1, 1, 1), "lhs component count must be positive"},
		{algo("tf32", "tf32", "f32", 1, 0, 1), "rhs component count must be positive"},
		{algo("tf32", "tf32", "f32", 1, 1, 0), "num primitive operations must be positive"},
		{algo("i8", "f32", "f32", 1, 1, 1), "dot algorithm not known to be supported on any hardware"},
		{algo("f32", "f32", "i8", 1, 1, 1), "dot algorithm not known to be supported on any hardware"},
		{algo("bf16", "bf16", "f32", 1, 1, 2), "dot algorithm not known to be supported on any hardware"},
		{algo("f32", "f32", "f32", 2, 1, 1), "dot algorithm not known to be supported on any hardware"},
	}
	for _, c := range cases {
		err := VerifyDotAlgorithm(c.attr)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%v rejected: %v", c.attr, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%v: got %v, want %q", c.attr, err, c.want)
		}
	}
}

// TestDotAlgorithmTextOnOneLine: a valid algorithm written over several
// lines is kept as MLIR prints it, on one line.
func TestDotAlgorithmTextOnOneLine(t *testing.T) {
	in := "#stablehlo.dot_algorithm<\n  lhs_precision_type = tf32,\n  rhs_precision_type = tf32,\n  accumulation_type = f32,\n  lhs_component_count = 1,\n  rhs_component_count = 1,\n  num_primitive_operations = 1,\n  allow_imprecise_accumulation = false\n>"
	want := "#stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>"
	got, err := checkDotAlgorithmText(in)
	if err != nil || got != want {
		t.Errorf("got %q, %v, want %q", got, err, want)
	}
}
