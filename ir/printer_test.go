package ir

import (
	"strings"
	"testing"
)

// buildAddModule makes: module { func @f(%a, %b) { %0 = add %a, %b; return %0 } }
// with every op unregistered, so the printer uses the generic form.
func buildAddModule(t *testing.T) *Operation {
	t.Helper()
	dyn := &TensorType{Shape: []int64{Dynamic, 4}, Elem: F32}
	mod := NewOperation("builtin.module", nil, nil, nil, nil, nil)
	body := mod.AddRegion().AddBlock()
	fn := NewOperation("func.func", nil, nil, nil, []NamedAttr{
		{"sym_name", Str("f")},
		{"function_type", &TypeAttr{&FunctionType{Inputs: []Type{dyn, dyn}, Results: []Type{dyn}}}},
	}, nil)
	body.Append(fn)
	entry := fn.AddRegion().AddBlock()
	a := entry.AddArg(dyn, nil)
	b := entry.AddArg(dyn, nil)
	add := NewOperation("stablehlo.add", nil, []*Value{a, b}, []Type{dyn}, nil, nil)
	entry.Append(add)
	entry.Append(NewOperation("func.return", nil, []*Value{add.Result(0)}, nil, nil, nil))
	return mod
}

func TestPrintGeneric(t *testing.T) {
	var sb strings.Builder
	if err := Print(&sb, buildAddModule(t), PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	want := `"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32>):
    %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    "func.return"(%0) : (tensor<?x4xf32>) -> ()
  }) {function_type = (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>, sym_name = "f"} : () -> ()
}) : () -> ()
`
	if sb.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", sb.String(), want)
	}
}

func TestPrintCustomFallsBackToGeneric(t *testing.T) {
	mod := buildAddModule(t)
	info := &OpInfo{Name: "stablehlo.add", Asm: func(s AsmStream) {
		s.Operands()
		s.AttrDict()
		s.Punct(":")
		s.SameType()
	}}
	var add *Operation
	mod.Walk(func(o *Operation) bool {
		if o.Name == "stablehlo.add" {
			add = o
		}
		return true
	})
	add.Info = info
	var sb strings.Builder
	Print(&sb, mod, PrintOptions{})
	if !strings.Contains(sb.String(), "%0 = stablehlo.add %arg0, %arg1 : tensor<?x4xf32>\n") {
		t.Errorf("pretty form missing:\n%s", sb.String())
	}
	// Properties print through the format like attributes.
	add.Props = &DictAttr{Entries: []NamedAttr{{"x", Int(1)}}}
	sb.Reset()
	Print(&sb, mod, PrintOptions{})
	if !strings.Contains(sb.String(), "%0 = stablehlo.add %arg0, %arg1 {x = 1 : i64} : tensor<?x4xf32>\n") {
		t.Errorf("pretty form with properties missing:\n%s", sb.String())
	}
	// An op the format cannot print (a property and an attribute of the
	// same name) falls back to generic.
	add.SetAttrs([]NamedAttr{{"x", Int(2)}})
	sb.Reset()
	Print(&sb, mod, PrintOptions{})
	if !strings.Contains(sb.String(), `"stablehlo.add"(%arg0, %arg1) <{x = 1 : i64}> {x = 2 : i64}`) {
		t.Errorf("generic fallback missing:\n%s", sb.String())
	}
}

func TestAttributeText(t *testing.T) {
	f32 := &TensorType{Shape: []int64{2}, Elem: F32}
	cases := []struct {
		a    Attribute
		want string
	}{
		{Int(5), "5 : i64"},
		{&IntegerAttr{Value: 3, Type: I32}, "3 : i32"},
		{&IntegerAttr{Value: 1, Type: I1}, "true"},
		{&FloatAttr{Value: 1, Type: F32}, "1.000000e+00 : f32"},
		{&FloatAttr{Value: 0.1, Type: F64}, "1.000000e-01 : f64"},
		{&FloatAttr{Value: 3.14159265358979, Type: F64}, "3.14159265358979 : f64"},
		{Str("a\"b\n"), `"a\22b\0A"`},
		{&ArrayAttr{Elems: []Attribute{Int(1), &UnitAttr{}}}, "[1, unit]"},
		{I64Array(1, 2), "array<i64: 1, 2>"},
		{I64Array(), "array<i64>"},
		{&SymbolRefAttr{Root: "f", Nested: []string{"g h"}}, `@f::@"g h"`},
		{&DenseElementsAttr{Type: f32, Floats: []float64{1, 2.5}}, "dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>"},
		{SplatFloat(f32, 0), "dense<0.000000e+00> : tensor<2xf32>"},
		{&DenseElementsAttr{Type: &TensorType{Shape: []int64{2, 2}, Elem: I32}, Ints: []int64{1, 2, 3, 4}}, "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"},
		{&DenseElementsAttr{Type: &TensorType{Shape: []int64{0}, Elem: I32}}, "dense<> : tensor<0xi32>"},
	}
	for _, c := range cases {
		if got := c.a.String(); got != c.want {
			t.Errorf("got %s, want %s", got, c.want)
		}
	}
}

func TestMinifloatRoundTrip(t *testing.T) {
	for _, name := range []string{"f16", "bf16", "f8E5M2", "f8E4M3", "f8E3M4", "f8E4M3FN", "f8E4M3FNUZ", "f8E5M2FNUZ",
		"f8E4M3B11FNUZ", "f8E8M0FNU", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN"} {
		width := FloatWidth(&FloatType{Name: name})
		for bits := uint64(0); bits < 1<<width; bits++ {
			v := FloatFromBits(name, bits)
			if v != v {
				continue
			}
			if back := FloatToBits(name, v); back != bits {
				t.Fatalf("%s: bits %#x -> %v -> %#x", name, bits, v, back)
			}
		}
	}
	if got := FloatToBits("f16", 1.0); got != 0x3C00 {
		t.Errorf("f16(1) = %#x", got)
	}
	if got := FloatToBits("bf16", 1.0); got != 0x3F80 {
		t.Errorf("bf16(1) = %#x", got)
	}
	if got := RoundToType("f16", 65520); got != 65504 && got != 65536 {
		t.Logf("f16 overflow rounding: %v", got)
	}
}

func TestCloneRemapsNestedValues(t *testing.T) {
	mod := buildAddModule(t)
	fn := mod.Regions[0].Blocks[0].Ops[0]
	c := fn.Clone(NewMapping())
	var a, b strings.Builder
	Print(&a, fn, PrintOptions{})
	Print(&b, c, PrintOptions{})
	if a.String() != b.String() {
		t.Fatalf("clone prints differently:\n%s\nvs\n%s", a.String(), b.String())
	}
	add := c.Regions[0].Blocks[0].Ops[0]
	if add.Operand(0) != c.Regions[0].Blocks[0].Arg(0) {
		t.Fatal("clone operand not remapped to the cloned block argument")
	}
	if len(fn.Regions[0].Blocks[0].Arg(0).Uses()) != 1 {
		t.Fatal("original value gained uses from the clone")
	}
}
