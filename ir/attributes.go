package ir

import (
	"math/big"
	"slices"
)

// Attribute is an MLIR attribute value. Attributes are immutable; compare
// them with AttrEqual.
type Attribute interface {
	// String prints the attribute in MLIR syntax, including any trailing
	// `: type` that belongs to it.
	String() string
	attrNode()
}

// NamedAttr is one `name = value` entry of a dictionary.
type NamedAttr struct {
	Name  string
	Value Attribute
}

// IntegerAttr is an integer (or index) constant. Big holds values that do
// not fit in an int64; Value is then meaningless.
type IntegerAttr struct {
	Value int64
	Big   *big.Int
	Type  Type // I64 when written without a type
}

// FloatAttr is a floating-point constant of a FloatType.
type FloatAttr struct {
	Value float64
	Type  Type // F64 when written without a type
}

// BoolAttr is `true` or `false`.
type BoolAttr struct{ Value bool }

// UnitAttr is the value of a present flag (`{foo}`) and of `unit`.
type UnitAttr struct{}

// StringAttr is a quoted byte string, optionally typed.
type StringAttr struct {
	Value string
	Type  Type // nil when untyped
}

// ArrayAttr is `[a, b, ...]`.
type ArrayAttr struct{ Elems []Attribute }

// DictAttr is `{a = 1, b}`; entries are kept sorted by name.
type DictAttr struct{ Entries []NamedAttr }

// TypeAttr wraps a type used as an attribute value.
type TypeAttr struct{ Type Type }

// SymbolRefAttr is `@root::@nested...`.
type SymbolRefAttr struct {
	Root   string
	Nested []string
}

// DenseArrayAttr is `array<i64: 1, 2>`. Ints holds integer and bool
// elements, Floats float elements.
type DenseArrayAttr struct {
	Elem   Type
	Ints   []int64
	Floats []float64
}

// DenseResourceAttr is `dense_resource<handle> : type`; the blob lives in the
// file's dialect_resources section.
type DenseResourceAttr struct {
	Handle string
	Type   Type
}

// VerbatimAttr is an attribute kept as text: dialect attributes
// (`#stablehlo.gather<...>`, `#mhlo<comparison_direction LT>`), affine maps,
// strided layouts and other syntax this package does not model.
type VerbatimAttr struct{ Text string }

func (*IntegerAttr) attrNode()       {}
func (*FloatAttr) attrNode()         {}
func (*BoolAttr) attrNode()          {}
func (*UnitAttr) attrNode()          {}
func (*StringAttr) attrNode()        {}
func (*ArrayAttr) attrNode()         {}
func (*DictAttr) attrNode()          {}
func (*TypeAttr) attrNode()          {}
func (*SymbolRefAttr) attrNode()     {}
func (*DenseArrayAttr) attrNode()    {}
func (*DenseElementsAttr) attrNode() {}
func (*DenseResourceAttr) attrNode() {}
func (*VerbatimAttr) attrNode()      {}

// Get returns the value of the named entry, or nil.
func (d *DictAttr) Get(name string) Attribute {
	if d == nil {
		return nil
	}
	for _, e := range d.Entries {
		if e.Name == name {
			return e.Value
		}
	}
	return nil
}

// Int returns an i64 IntegerAttr.
func Int(v int64) *IntegerAttr { return &IntegerAttr{Value: v, Type: I64} }

// Str returns an untyped StringAttr.
func Str(s string) *StringAttr { return &StringAttr{Value: s} }

// I64Array returns `array<i64: ...>`.
func I64Array(v ...int64) *DenseArrayAttr {
	return &DenseArrayAttr{Elem: I64, Ints: append([]int64{}, v...)}
}

// AttrEqual reports whether two attributes are identical. Both nil is equal.
func AttrEqual(a, b Attribute) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	switch x := a.(type) {
	case *IntegerAttr:
		y, ok := b.(*IntegerAttr)
		if !ok || !TypeEqual(x.Type, y.Type) || (x.Big == nil) != (y.Big == nil) {
			return false
		}
		if x.Big != nil {
			return x.Big.Cmp(y.Big) == 0
		}
		return x.Value == y.Value
	case *FloatAttr:
		y, ok := b.(*FloatAttr)
		return ok && TypeEqual(x.Type, y.Type) && sameFloat(x.Value, y.Value)
	case *BoolAttr:
		y, ok := b.(*BoolAttr)
		return ok && x.Value == y.Value
	case *UnitAttr:
		_, ok := b.(*UnitAttr)
		return ok
	case *StringAttr:
		y, ok := b.(*StringAttr)
		return ok && x.Value == y.Value && TypeEqual(x.Type, y.Type)
	case *ArrayAttr:
		y, ok := b.(*ArrayAttr)
		if !ok || len(x.Elems) != len(y.Elems) {
			return false
		}
		for i := range x.Elems {
			if !AttrEqual(x.Elems[i], y.Elems[i]) {
				return false
			}
		}
		return true
	case *DictAttr:
		y, ok := b.(*DictAttr)
		if !ok || len(x.Entries) != len(y.Entries) {
			return false
		}
		for i := range x.Entries {
			if x.Entries[i].Name != y.Entries[i].Name || !AttrEqual(x.Entries[i].Value, y.Entries[i].Value) {
				return false
			}
		}
		return true
	case *TypeAttr:
		y, ok := b.(*TypeAttr)
		return ok && TypeEqual(x.Type, y.Type)
	case *SymbolRefAttr:
		y, ok := b.(*SymbolRefAttr)
		return ok && x.Root == y.Root && slices.Equal(x.Nested, y.Nested)
	case *DenseArrayAttr:
		y, ok := b.(*DenseArrayAttr)
		return ok && TypeEqual(x.Elem, y.Elem) && slices.Equal(x.Ints, y.Ints) && floatsEqual(x.Floats, y.Floats)
	case *DenseElementsAttr:
		y, ok := b.(*DenseElementsAttr)
		return ok && x.equal(y)
	case *DenseResourceAttr:
		y, ok := b.(*DenseResourceAttr)
		return ok && x.Handle == y.Handle && TypeEqual(x.Type, y.Type)
	case *VerbatimAttr:
		y, ok := b.(*VerbatimAttr)
		return ok && x.Text == y.Text
	}
	return false
}

func floatsEqual(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !sameFloat(a[i], b[i]) {
			return false
		}
	}
	return true
}

// sameFloat compares bit patterns so that NaN equals NaN and -0 differs from 0.
func sameFloat(a, b float64) bool {
	return a == b && (a != 0 || (1/a > 0) == (1/b > 0)) || (a != a && b != b)
}
