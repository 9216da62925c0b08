package dialect

import (
	"reflect"
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

func TestI64sAcceptsEverySpelling(t *testing.T) {
	cases := []struct {
		name string
		attr ir.Attribute
		want []int64
		ok   bool
	}{
		{"dense array", ir.I64Array(1, 2), []int64{1, 2}, true},
		{"dense elements", dense(t, "tensor<2xi64>", 3, 4), []int64{3, 4}, true},
		{"splat elements", ir.SplatInt(ty(t, "tensor<3xi64>"), 7), []int64{7, 7, 7}, true},
		{"empty elements", &ir.DenseElementsAttr{Type: ty(t, "tensor<0xi64>")}, []int64{}, true},
		{"array of ints", &ir.ArrayAttr{Elems: []ir.Attribute{ir.Int(5), ir.Int(6)}}, []int64{5, 6}, true},
		{"array of strings", &ir.ArrayAttr{Elems: []ir.Attribute{ir.Str("x")}}, nil, false},
		{"string", ir.Str("x"), nil, false},
	}
	for _, c := range cases {
		got, ok := I64s(c.attr)
		if ok != c.ok || (ok && !reflect.DeepEqual(got, c.want)) {
			t.Errorf("%s: got %v, %v; want %v, %v", c.name, got, ok, c.want, c.ok)
		}
	}
}

func TestDotDimsRoundTrip(t *testing.T) {
	text := "#stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>"
	d, err := ParseDotDims(&ir.VerbatimAttr{Text: text})
	if err != nil {
		t.Fatal(err)
	}
	want := DotDims{LhsBatch: []int64{0}, RhsBatch: []int64{0}, LhsContract: []int64{2}, RhsContract: []int64{1}}
	if !reflect.DeepEqual(d, want) {
		t.Fatalf("got %+v", d)
	}
	if got := d.Attr("stablehlo").Text; got != text {
		t.Errorf("printed %s", got)
	}
	m, err := ParseDotDims(&ir.VerbatimAttr{Text: "#mhlo.dot<\n  lhs_contracting_dimensions = [1],\n  rhs_contracting_dimensions = [0]\n>"})
	if err != nil || !reflect.DeepEqual(m.LhsContract, []int64{1}) || m.LhsBatch != nil {
		t.Errorf("mhlo spelling: %+v, %v", m, err)
	}
	for _, bad := range []string{"#stablehlo.dot<foo = [0]>", "#stablehlo.dot<lhs_batching_dimensions = [0], lhs_batching_dimensions = [1]>",
		"#stablehlo.dot<lhs_batching_dimensions = [0] rhs_batching_dimensions = [1]>"} {
		if _, err := ParseDotDims(&ir.VerbatimAttr{Text: bad}); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
}

func TestGatherScatterDimsRoundTrip(t *testing.T) {
	g := GatherDims{OffsetDims: []int64{2}, CollapsedSliceDims: []int64{0, 1}, StartIndexMap: []int64{0, 1}, IndexVectorDim: 2}
	back, err := ParseGatherDims(g.Attr("mhlo"))
	if err != nil || !reflect.DeepEqual(back, g) {
		t.Errorf("gather: %+v, %v", back, err)
	}
	if !strings.HasPrefix(g.Attr("mhlo").Text, "#mhlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1]") {
		t.Errorf("gather text %s", g.Attr("mhlo").Text)
	}
	s := ScatterDims{UpdateWindowDims: []int64{1}, InsertedWindowDims: []int64{0}, ScatterDimsToOperandDims: []int64{0}, IndexVectorDim: 1}
	sb, err := ParseScatterDims(s.Attr("stablehlo"))
	if err != nil || !reflect.DeepEqual(sb, s) {
		t.Errorf("scatter: %+v, %v", sb, err)
	}
}

func TestEnumViews(t *testing.T) {
	for _, text := range []string{"#stablehlo<comparison_direction LT>", "#mhlo<comparison_direction LT>", "#stablehlo.comparison_direction<LT>"} {
		op := mkOp(t, "stablehlo.compare", []string{"tensor<f32>", "tensor<f32>"}, []string{"tensor<i1>"},
			map[string]ir.Attribute{"comparison_direction": &ir.VerbatimAttr{Text: text}})
		if d, err := ComparisonDirection(op); err != nil || d != "LT" {
			t.Errorf("%s: %q, %v", text, d, err)
		}
	}
	bad := mkOp(t, "stablehlo.compare", []string{"tensor<f32>", "tensor<f32>"}, []string{"tensor<i1>"},
		map[string]ir.Attribute{"comparison_direction": EnumAttr("stablehlo", "comparison_direction", "XX")})
	if _, err := ComparisonDirection(bad); err == nil {
		t.Error("accepted direction XX")
	}
	if got := EnumAttr("mhlo", "precision", "HIGHEST").Text; got != "#mhlo<precision HIGHEST>" {
		t.Errorf("EnumAttr built %s", got)
	}
}

func TestDotGeneralView(t *testing.T) {
	d := DotDims{LhsBatch: []int64{0}, RhsBatch: []int64{0}, LhsContract: []int64{2}, RhsContract: []int64{1}}
	op := mkOp(t, "mhlo.dot_general", []string{"tensor<2x3x4xf32>", "tensor<2x4x5xf32>"}, []string{"tensor<2x3x5xf32>"},
		map[string]ir.Attribute{"dot_dimension_numbers": d.Attr("mhlo")})
	v, err := DotGeneral(op)
	if err != nil {
		t.Fatal(err)
	}
	if l, r := v.ContractingDims(); !reflect.DeepEqual(l, []int64{2}) || !reflect.DeepEqual(r, []int64{1}) {
		t.Errorf("contracting %v %v", l, r)
	}
	if l, r := v.FreeDims(); !reflect.DeepEqual(l, []int64{1}) || !reflect.DeepEqual(r, []int64{2}) {
		t.Errorf("free %v %v", l, r)
	}
}
