package ir

import (
	"math"
	"testing"
)

// TestAttributeTypeElision: integer and float attributes print their type
// standing alone and as dictionary values; an i64 integer or a decimal f64
// float leaves it out only where MLIR may elide it (array elements, memref
// layouts and memory spaces). The expected texts are mlir-opt-19's.
func TestAttributeTypeElision(t *testing.T) {
	nan := &FloatAttr{Value: math.Float64frombits(0x7FF8000000000000), Type: F64}
	i32 := &IntegerAttr{Value: 3, Type: I32}
	tests := []struct {
		name string
		a    Attribute
		want string
	}{
		{"i64 alone", Int(1), "1 : i64"},
		{"f64 alone", &FloatAttr{Value: 1.5, Type: F64}, "1.500000e+00 : f64"},
		{"index alone", &IntegerAttr{Value: 3, Type: Index}, "3 : index"},
		{"i1 is a bool", &IntegerAttr{Value: 0, Type: I1}, "false"},
		{"dict values", &DictAttr{Entries: []NamedAttr{{"a", Int(1)}, {"b", &FloatAttr{Value: 2, Type: F64}}}},
			"{a = 1 : i64, b = 2.000000e+00 : f64}"},
		{"array elements", &ArrayAttr{Elems: []Attribute{Int(1), &FloatAttr{Value: 2, Type: F64}, i32, &FloatAttr{Value: 1, Type: F32}}},
			"[1, 2.000000e+00, 3 : i32, 1.000000e+00 : f32]"},
		{"hex f64 in array keeps its type", &ArrayAttr{Elems: []Attribute{nan}}, "[0x7FF8000000000000 : f64]"},
		{"nested arrays elide", &ArrayAttr{Elems: []Attribute{&ArrayAttr{Elems: []Attribute{Int(4)}}}}, "[[4]]"},
		{"dict in array does not", &ArrayAttr{Elems: []Attribute{&DictAttr{Entries: []NamedAttr{{"a", Int(3)}}}}}, "[{a = 3 : i64}]"},
		{"typed string", &StringAttr{Value: "s", Type: I32}, `"s" : i32`},
		// Bare names take letters, digits, `_`, `$` and `.`; others are quoted.
		{"quoted key", &DictAttr{Entries: []NamedAttr{{"A-", &UnitAttr{}}, {"b$c.d", Int(1)}}}, `{"A-", b$c.d = 1 : i64}`},
		{"quoted symbol", &SymbolRefAttr{Root: "f-g", Nested: []string{"h$i.j"}}, `@"f-g"::@h$i.j`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.a.String(); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

// TestTypeAttributeElision: a memref memory space may elide its i64, a
// tensor encoding may not.
func TestTypeAttributeElision(t *testing.T) {
	tests := []struct {
		typ  Type
		want string
	}{
		{&MemRefType{Shape: []int64{4}, Elem: F32, MemorySpace: Int(1)}, "memref<4xf32, 1>"},
		{&MemRefType{Shape: []int64{4}, Elem: F32, MemorySpace: &IntegerAttr{Value: 1, Type: I32}}, "memref<4xf32, 1 : i32>"},
		{&UnrankedMemRefType{Elem: F32, MemorySpace: Int(2)}, "memref<*xf32, 2>"},
		{&TensorType{Shape: []int64{4}, Elem: F32, Encoding: Int(5)}, "tensor<4xf32, 5 : i64>"},
	}
	for _, tc := range tests {
		if got := tc.typ.String(); got != tc.want {
			t.Errorf("got %s, want %s", got, tc.want)
		}
	}
}

// TestFormatFloat: floats print as mlir-opt-19 prints them (the expected
// texts are its output): six digits when they read back exactly, APFloat's
// default digits otherwise, hexadecimal when that has no point.
func TestFormatFloat(t *testing.T) {
	tests := []struct {
		v    float64
		typ  string
		want string
	}{
		{1e-5, "f32", "9.99999974E-6"},
		{1.234567, "f64", "1.234567"},
		{1.2345678, "f64", "1.2345678"},
		{0.1, "f32", "1.000000e-01"},
		{2147483520, "f32", "2.14748352E+9"},
		{0.0741644949, "f32", "0.0741644949"},
		{1e-5, "f64", "1.000000e-05"},
		{123456789, "f64", "0x419D6F3454000000"},
		{0.1, "f16", "9.997550e-02"},
		{0.3, "bf16", "3.007810e-01"},
		{-2.5e-7, "f64", "-2.500000e-07"},
		{65504, "f16", "6.550400e+04"},
		{0, "f32", "0.000000e+00"},
		{math.Copysign(0, -1), "f64", "-0.000000e+00"},
		{math.Inf(-1), "f32", "0xFF800000"},
	}
	for _, tc := range tests {
		ft := &FloatType{Name: tc.typ}
		if got := FormatFloat(RoundToType(tc.typ, tc.v), ft); got != tc.want {
			t.Errorf("FormatFloat(%g : %s) = %s, want %s", tc.v, tc.typ, got, tc.want)
		}
	}
}
