package ir

import (
	"strconv"
	"strings"
)

// Every type prints through writeType into one builder, so that printing a
// type is linear in its size however deeply it nests (a String per level
// would copy the inner text once per enclosing level).

func (t *IntegerType) String() string        { return typeString(t) }
func (t *FloatType) String() string          { return t.Name }
func (*IndexType) String() string            { return "index" }
func (*NoneType) String() string             { return "none" }
func (t *ComplexType) String() string        { return typeString(t) }
func (t *UnrankedTensorType) String() string { return typeString(t) }
func (t *OpaqueType) String() string         { return t.Text }
func (t *TensorType) String() string         { return typeString(t) }
func (t *MemRefType) String() string         { return typeString(t) }
func (t *UnrankedMemRefType) String() string { return typeString(t) }
func (t *VectorType) String() string         { return typeString(t) }
func (t *TupleType) String() string          { return typeString(t) }
func (t *FunctionType) String() string       { return typeString(t) }

func typeString(t Type) string {
	var b strings.Builder
	writeType(&b, t)
	return b.String()
}

// writeType appends the MLIR syntax of t to b.
func writeType(b *strings.Builder, t Type) {
	switch t := t.(type) {
	case *IntegerType:
		switch t.Sign {
		case Signed:
			b.WriteString("si")
		case Unsigned:
			b.WriteString("ui")
		default:
			b.WriteByte('i')
		}
		b.WriteString(strconv.Itoa(t.Width))
	case *ComplexType:
		b.WriteString("complex<")
		writeType(b, t.Elem)
		b.WriteByte('>')
	case *UnrankedTensorType:
		b.WriteString("tensor<*x")
		writeType(b, t.Elem)
		b.WriteByte('>')
	case *TensorType:
		b.WriteString("tensor<")
		writeShape(b, t.Shape, nil)
		writeType(b, t.Elem)
		if t.Encoding != nil {
			b.WriteString(", ")
			b.WriteString(t.Encoding.String())
		}
		b.WriteByte('>')
	case *MemRefType:
		b.WriteString("memref<")
		writeShape(b, t.Shape, nil)
		writeType(b, t.Elem)
		if t.Layout != nil {
			b.WriteString(", ")
			b.WriteString(ElidedString(t.Layout))
		}
		if t.MemorySpace != nil {
			b.WriteString(", ")
			b.WriteString(ElidedString(t.MemorySpace))
		}
		b.WriteByte('>')
	case *UnrankedMemRefType:
		b.WriteString("memref<*x")
		writeType(b, t.Elem)
		if t.MemorySpace != nil {
			b.WriteString(", ")
			b.WriteString(ElidedString(t.MemorySpace))
		}
		b.WriteByte('>')
	case *VectorType:
		b.WriteString("vector<")
		writeShape(b, t.Shape, t.Scalable)
		writeType(b, t.Elem)
		b.WriteByte('>')
	case *TupleType:
		b.WriteString("tuple<")
		writeTypes(b, t.Types)
		b.WriteByte('>')
	case *FunctionType:
		b.WriteByte('(')
		writeTypes(b, t.Inputs)
		b.WriteString(") -> ")
		writeResultTypes(b, t.Results)
	case nil:
		b.WriteString("<<NULL TYPE>>")
	default:
		b.WriteString(t.String())
	}
}

// ResultTypesString prints a result type list the way MLIR does after `->`:
// a single non-function type bare, anything else parenthesized.
func ResultTypesString(ts []Type) string {
	var b strings.Builder
	writeResultTypes(&b, ts)
	return b.String()
}

func writeResultTypes(b *strings.Builder, ts []Type) {
	if len(ts) == 1 {
		if _, isFn := ts[0].(*FunctionType); !isFn {
			writeType(b, ts[0])
			return
		}
	}
	b.WriteByte('(')
	writeTypes(b, ts)
	b.WriteByte(')')
}

func writeTypes(b *strings.Builder, ts []Type) {
	for i, t := range ts {
		if i > 0 {
			b.WriteString(", ")
		}
		writeType(b, t)
	}
}

func joinTypes(ts []Type) string {
	var b strings.Builder
	writeTypes(&b, ts)
	return b.String()
}

// JoinTypes prints a comma-separated type list.
func JoinTypes(ts []Type) string { return joinTypes(ts) }

func writeShape(b *strings.Builder, shape []int64, scalable []bool) {
	for i, d := range shape {
		sc := scalable != nil && i < len(scalable) && scalable[i]
		if sc {
			b.WriteByte('[')
		}
		if d == Dynamic {
			b.WriteByte('?')
		} else {
			b.WriteString(strconv.FormatInt(d, 10))
		}
		if sc {
			b.WriteByte(']')
		}
		b.WriteByte('x')
	}
}
