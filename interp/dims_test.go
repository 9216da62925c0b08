package interp

import (
	"slices"
	"strings"
	"testing"
)

// TestArgShapes: dynamic dimensions bind by symbol (per-dimension
// encodings, module declarations, --dims) or by argument position.
func TestArgShapes(t *testing.T) {
	src := `symopt.dim @S0 {likely = 6, upper = 64}
symopt.dim @S2 {upper = 100}
func.func @f(%a: tensor<?x4x?xf32, [@S0, 4, @S1]>, %b: tensor<?xi8, [@S2]>, %c: tensor<?x?xf32>, %d: tensor<2x3xf32>) {
  func.return
}`
	fn := New(parseFile(t, "d.mlir", []byte(src)).Module, Options{}).Func("f")
	args := fn.Regions[0].Entry().Args()
	tests := []struct {
		dims string
		arg  int
		want []int64
		err  string
	}{
		{"S1=5", 0, []int64{6, 4, 5}, ""},
		{"S0=2,S1=3", 0, []int64{2, 4, 3}, ""},
		{"", 0, nil, "@S1"},
		{"", 1, []int64{16}, ""},
		{"arg2=7x1", 2, []int64{7, 1}, ""},
		{"arg2=7", 2, nil, "rank 1"},
		{"", 2, nil, "--dims arg2"},
		{"arg3=9x9", 3, []int64{2, 3}, ""},
	}
	for _, tc := range tests {
		d, err := ParseDims(tc.dims)
		if err != nil {
			t.Fatal(err)
		}
		got, err := d.forFunc(fn).ArgShape(tc.arg, args[tc.arg].Type())
		switch {
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%q arg %d: got %v, %v; want error %q", tc.dims, tc.arg, got, err, tc.err)
		case tc.err == "" && (err != nil || !slices.Equal(got, tc.want)):
			t.Errorf("%q arg %d: got %v, %v; want %v", tc.dims, tc.arg, got, err, tc.want)
		}
	}
	for _, bad := range []string{"S0", "S0=-1", "arg0=2xq", "x=1.5"} {
		if _, err := ParseDims(bad); err == nil {
			t.Errorf("ParseDims(%q) accepted", bad)
		}
	}
}
