package ir

// Type is an MLIR type. Types are immutable; compare them with TypeEqual.
type Type interface {
	// String prints the type in MLIR syntax.
	String() string
	typeNode()
}

// Dynamic is the size of a dynamic dimension (`?`) in a shape.
const Dynamic int64 = -1

// Signedness of an IntegerType.
type Signedness uint8

const (
	Signless Signedness = iota
	Signed
	Unsigned
)

// IntegerType is iN, siN or uiN.
type IntegerType struct {
	Width int
	Sign  Signedness
}

// FloatType is one of the builtin floating-point types, named by its MLIR
// spelling ("f32", "bf16", "f8E4M3FN", ...).
type FloatType struct{ Name string }

// IndexType is the target-width `index` type.
type IndexType struct{}

// NoneType is the builtin `none` type.
type NoneType struct{}

// ComplexType is complex<elem>.
type ComplexType struct{ Elem Type }

// TensorType is a ranked tensor: tensor<4x?xf32, encoding>. Shape entries are
// sizes or Dynamic.
type TensorType struct {
	Shape    []int64
	Elem     Type
	Encoding Attribute // nil when absent
}

// UnrankedTensorType is tensor<*xelem>.
type UnrankedTensorType struct{ Elem Type }

// MemRefType is a ranked memref with optional layout and memory space.
type MemRefType struct {
	Shape       []int64
	Elem        Type
	Layout      Attribute // nil when absent
	MemorySpace Attribute // nil when absent
}

// UnrankedMemRefType is memref<*xelem, space>.
type UnrankedMemRefType struct {
	Elem        Type
	MemorySpace Attribute
}

// VectorType is vector<[4]x4xf32>; Scalable marks the bracketed dims.
type VectorType struct {
	Shape    []int64
	Scalable []bool
	Elem     Type
}

// TupleType is tuple<a, b>.
type TupleType struct{ Types []Type }

// FunctionType is (inputs) -> results.
type FunctionType struct {
	Inputs  []Type
	Results []Type
}

// OpaqueType is a dialect type kept verbatim, including the leading '!'
// (for example "!stablehlo.token" or "!quant.uniform<i8:f32, 1.0>").
type OpaqueType struct{ Text string }

func (*IntegerType) typeNode()        {}
func (*FloatType) typeNode()          {}
func (*IndexType) typeNode()          {}
func (*NoneType) typeNode()           {}
func (*ComplexType) typeNode()        {}
func (*TensorType) typeNode()         {}
func (*UnrankedTensorType) typeNode() {}
func (*MemRefType) typeNode()         {}
func (*UnrankedMemRefType) typeNode() {}
func (*VectorType) typeNode()         {}
func (*TupleType) typeNode()          {}
func (*FunctionType) typeNode()       {}
func (*OpaqueType) typeNode()         {}

// Commonly used types. They are shared values: never modify them.
var (
	I1    Type = &IntegerType{Width: 1}
	I32   Type = &IntegerType{Width: 32}
	I64   Type = &IntegerType{Width: 64}
	F32   Type = &FloatType{Name: "f32"}
	F64   Type = &FloatType{Name: "f64"}
	Index Type = &IndexType{}
)

// ShapedType is implemented by types with a shape and an element type.
type ShapedType interface {
	Type
	ElementType() Type
	// Dims returns the shape, or nil with ok=false when unranked.
	Dims() (dims []int64, ok bool)
}

func (t *TensorType) ElementType() Type         { return t.Elem }
func (t *UnrankedTensorType) ElementType() Type { return t.Elem }
func (t *MemRefType) ElementType() Type         { return t.Elem }
func (t *UnrankedMemRefType) ElementType() Type { return t.Elem }
func (t *VectorType) ElementType() Type         { return t.Elem }

func (t *TensorType) Dims() ([]int64, bool)         { return t.Shape, true }
func (t *UnrankedTensorType) Dims() ([]int64, bool) { return nil, false }
func (t *MemRefType) Dims() ([]int64, bool)         { return t.Shape, true }
func (t *UnrankedMemRefType) Dims() ([]int64, bool) { return nil, false }
func (t *VectorType) Dims() ([]int64, bool)         { return t.Shape, true }

// IsStatic reports whether a ranked shape has no dynamic dimension.
func IsStatic(shape []int64) bool {
	for _, d := range shape {
		if d == Dynamic {
			return false
		}
	}
	return true
}

// NumElements returns the product of a static shape.
func NumElements(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return n
}

// ElementTypeOf returns the element type of a shaped type, or t itself.
func ElementTypeOf(t Type) Type {
	if s, ok := t.(ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// IsFloat reports whether t is a floating-point type.
func IsFloat(t Type) bool { _, ok := t.(*FloatType); return ok }

// IsInteger reports whether t is an integer type (not index).
func IsInteger(t Type) bool { _, ok := t.(*IntegerType); return ok }

// FloatWidth returns the storage width of a float type in bits.
func FloatWidth(t *FloatType) int {
	switch t.Name {
	case "f16", "bf16":
		return 16
	case "f32", "tf32":
		return 32
	case "f64":
		return 64
	case "f80":
		return 80
	case "f128":
		return 128
	}
	if len(t.Name) > 2 && t.Name[:2] == "f8" {
		return 8
	}
	if len(t.Name) > 2 && t.Name[:2] == "f6" {
		return 6
	}
	if len(t.Name) > 2 && t.Name[:2] == "f4" {
		return 4
	}
	return 0
}

// FloatTypeNames lists the builtin float type spellings.
var FloatTypeNames = []string{
	"f16", "bf16", "f32", "f64", "f80", "f128", "tf32",
	"f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ",
	"f8E3M4", "f8E8M0FNU", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN",
}
