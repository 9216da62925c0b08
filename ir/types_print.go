package ir

import (
	"strconv"
	"strings"
)

func (t *IntegerType) String() string {
	p := "i"
	switch t.Sign {
	case Signed:
		p = "si"
	case Unsigned:
		p = "ui"
	}
	return p + strconv.Itoa(t.Width)
}

func (t *FloatType) String() string          { return t.Name }
func (*IndexType) String() string            { return "index" }
func (*NoneType) String() string             { return "none" }
func (t *ComplexType) String() string        { return "complex<" + t.Elem.String() + ">" }
func (t *UnrankedTensorType) String() string { return "tensor<*x" + t.Elem.String() + ">" }
func (t *OpaqueType) String() string         { return t.Text }

func (t *TensorType) String() string {
	var b strings.Builder
	b.WriteString("tensor<")
	writeShape(&b, t.Shape, nil)
	b.WriteString(t.Elem.String())
	if t.Encoding != nil {
		b.WriteString(", ")
		b.WriteString(t.Encoding.String())
	}
	b.WriteByte('>')
	return b.String()
}

func (t *MemRefType) String() string {
	var b strings.Builder
	b.WriteString("memref<")
	writeShape(&b, t.Shape, nil)
	b.WriteString(t.Elem.String())
	if t.Layout != nil {
		b.WriteString(", ")
		b.WriteString(ElidedString(t.Layout))
	}
	if t.MemorySpace != nil {
		b.WriteString(", ")
		b.WriteString(ElidedString(t.MemorySpace))
	}
	b.WriteByte('>')
	return b.String()
}

func (t *UnrankedMemRefType) String() string {
	s := "memref<*x" + t.Elem.String()
	if t.MemorySpace != nil {
		s += ", " + ElidedString(t.MemorySpace)
	}
	return s + ">"
}

func (t *VectorType) String() string {
	var b strings.Builder
	b.WriteString("vector<")
	writeShape(&b, t.Shape, t.Scalable)
	b.WriteString(t.Elem.String())
	b.WriteByte('>')
	return b.String()
}

func (t *TupleType) String() string {
	return "tuple<" + joinTypes(t.Types) + ">"
}

func (t *FunctionType) String() string {
	var b strings.Builder
	b.WriteByte('(')
	b.WriteString(joinTypes(t.Inputs))
	b.WriteString(") -> ")
	b.WriteString(ResultTypesString(t.Results))
	return b.String()
}

// ResultTypesString prints a result type list the way MLIR does after `->`:
// a single non-function type bare, anything else parenthesized.
func ResultTypesString(ts []Type) string {
	if len(ts) == 1 {
		if _, isFn := ts[0].(*FunctionType); !isFn {
			return ts[0].String()
		}
	}
	return "(" + joinTypes(ts) + ")"
}

func joinTypes(ts []Type) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(t.String())
	}
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
