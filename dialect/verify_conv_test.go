package dialect

import (
	"reflect"
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

func TestParseConvDims(t *testing.T) {
	compact := &ir.VerbatimAttr{Text: "#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>"}
	d, err := ParseConvDims(compact)
	if err != nil {
		t.Fatal(err)
	}
	want := ConvDims{InputBatch: 0, InputFeature: 3, InputSpatial: []int64{1, 2}, KernelInputFeature: 2, KernelOutputFeature: 3,
		KernelSpatial: []int64{0, 1}, OutputBatch: 0, OutputFeature: 3, OutputSpatial: []int64{1, 2}}
	if !reflect.DeepEqual(d, want) {
		t.Fatalf("got %+v", d)
	}
	back, err := ParseConvDims(d.Attr("mhlo"))
	if err != nil || !reflect.DeepEqual(back, d) {
		t.Errorf("raw round trip: %+v, %v (%s)", back, err, d.Attr("mhlo").Text)
	}
	if _, err := ParseConvDims(&ir.VerbatimAttr{Text: "#stablehlo.conv<[b, 0, f]>"}); err == nil {
		t.Error("accepted a conv without kernel and output")
	}
}

func TestVerifyConvolution(t *testing.T) {
	dims := &ir.VerbatimAttr{Text: "#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>"}
	attrs := func(extra map[string]ir.Attribute) map[string]ir.Attribute {
		m := map[string]ir.Attribute{"dimension_numbers": dims, "feature_group_count": ir.Int(1), "batch_group_count": ir.Int(1),
			"window_strides": ir.I64Array(1, 1), "padding": dense(t, "tensor<2x2xi64>", 1, 1, 1, 1)}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	ok := mkOp(t, "stablehlo.convolution", []string{"tensor<1x8x8x207xf32>", "tensor<3x3x207x16xf32>"}, []string{"tensor<1x8x8x16xf32>"}, attrs(nil))
	if msgs := verifyMsgs(ok); msgs != nil {
		t.Fatalf("valid convolution rejected: %v", msgs)
	}
	cases := []struct {
		result string
		extra  map[string]ir.Attribute
		want   string
	}{
		{"tensor<1x8x16xf32>", nil, "inferred shape '[1, 8, 8, 16]' is incompatible with return type of operation 'tensor<1x8x16xf32>'"},
		{"tensor<1x8x8x16xf32>", map[string]ir.Attribute{"window_strides": ir.I64Array(1)}, "expects window-strides to have same dimension-size as size of window dimensions (2), but got: 1."},
		{"tensor<1x8x8x16xf32>", map[string]ir.Attribute{"feature_group_count": ir.Int(2)}, "expects input feature dimension (207) to be a multiple of feature_group_count. Got feature_group_count = 2."},
		{"tensor<1x8x8x16xf32>", map[string]ir.Attribute{"dimension_numbers": &ir.VerbatimAttr{Text: "#stablehlo.conv<[b, 0, 0, f]x[0, 1, i, o]->[b, 0, 1, f]>"}},
			"expects the same size for input, kernel and output spatial-dimensions"},
	}
	for _, c := range cases {
		op := mkOp(t, "stablehlo.convolution", []string{"tensor<1x8x8x207xf32>", "tensor<3x3x207x16xf32>"}, []string{c.result}, attrs(c.extra))
		msgs := verifyMsgs(op)
		if len(msgs) == 0 || !strings.Contains(msgs[0], c.want) {
			t.Errorf("got %q, want %q", msgs, c.want)
		}
	}
}
