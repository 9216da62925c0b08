package dialect

import "testing"

// TestCanonicalQuant: quantized types print as mlir-opt-19 prints them
// (the expected texts are its output for the inputs).
func TestCanonicalQuant(t *testing.T) {
	tests := []struct{ in, want string }{
		{"!quant.uniform<ui8:f32, 34.0:16>", "!quant.uniform<u8:f32, 3.400000e+01:16>"},
		{"!quant.uniform<i8<-127:127>:f32:0, {0.072314441204071045,0.050758145749568939}>",
			"!quant.uniform<i8<-127:127>:f32:0, {0.072314441204071045,0.050758145749568939}>"},
		{"!quant.uniform<i8:f32, 1.0>", "!quant.uniform<i8:f32, 1.000000e+00>"},
		{"!quant.uniform<i8<-128:127>:f32, 2.0:-3>", "!quant.uniform<i8:f32, 2.000000e+00:-3>"},
		{"!quant.uniform<u8<0:255>:f16, 0.5:0>", "!quant.uniform<u8:f16, 5.000000e-01>"},
		{"!quant.uniform<i4:f32:1, {2.0e+0:16, 3.0:32}>", "!quant.uniform<i4:f32:1, {2.000000e+00:16,3.000000e+00:32}>"},
		{"!quant.uniform<si8:bf16, 1.5:2>", "!quant.uniform<i8:bf16, 1.500000e+00:2>"},
		{"!quant.uniform<i16:f32, 0x3FF0000000000000>", "!quant.uniform<i16:f32, 1.000000e+00>"},
		{"!quant.uniform<bad>", ""},
		{"!quant.any<i8:f32>", ""},
	}
	for _, tc := range tests {
		got, err := canonicalQuant(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("canonicalQuant(%s) = %q, %v, want %q", tc.in, got, err, tc.want)
		}
	}
}
