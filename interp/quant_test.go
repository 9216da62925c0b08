package interp

import (
	"slices"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

func TestParseQuant(t *testing.T) {
	tests := []struct {
		text     string
		storage  tensor.DType
		lo, hi   int64
		axis     int64
		scales   []float64
		zps      []int64
		bad, not bool
	}{
		{text: "!quant.uniform<i8:f32, 0.5:-1>", storage: tensor.I8, lo: -128, hi: 127, axis: -1, scales: []float64{0.5}, zps: []int64{-1}},
		{text: "!quant.uniform<u8:f16, 2.0>", storage: tensor.U8, lo: 0, hi: 255, axis: -1, scales: []float64{2}, zps: []int64{0}},
		{text: "!quant.uniform<i8<-127:127>:f32:1, {0.1:2, 0.2:3}>", storage: tensor.I8, lo: -127, hi: 127, axis: 1, scales: []float64{0.1, 0.2}, zps: []int64{2, 3}},
		{text: "!quant.uniform<i7:f32, 1.0>", bad: true},
		{text: "!quant.uniform<i8:f32, x>", bad: true},
		{text: "!stablehlo.token", not: true},
	}
	for _, tc := range tests {
		q, ok, err := parseQuant(&ir.OpaqueType{Text: tc.text})
		switch {
		case tc.not:
			if ok {
				t.Errorf("%s: read as quantized", tc.text)
			}
		case tc.bad:
			if !ok || err == nil {
				t.Errorf("%s: accepted (%v, %v)", tc.text, ok, err)
			}
		case err != nil || !ok:
			t.Errorf("%s: %v", tc.text, err)
		default:
			p := q.params
			if p.Storage != tc.storage || p.StorageMin != tc.lo || p.StorageMax != tc.hi || p.Axis != tc.axis ||
				!slices.Equal(p.Scales, tc.scales) || !slices.Equal(p.ZeroPoints, tc.zps) {
				t.Errorf("%s: got %+v", tc.text, p)
			}
		}
	}
}
