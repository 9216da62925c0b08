package lowering

import (
	"encoding/binary"
	"math"
	"strconv"

	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
)

// The writers below append parts of a kernelShare key. A key only needs
// to tell different fusions apart, so it is no IR text: strings carry
// their length, numbers their kind, and the common attributes and tensor
// types are written without going through their String methods.

// attrs writes op's attributes but the kernel name lower-to-kernels
// records, and its properties (`<{...}>`, where generic op syntax puts
// inherent attributes such as a comparison direction).
func (s *kernelShare) attrs(op *ir.Operation) {
	s.buf = append(s.buf, " {"...)
	for _, a := range op.Attrs() {
		if a.Name == "kernel" {
			continue
		}
		s.str(a.Name)
		s.buf = append(s.buf, '=')
		s.attr(a.Value)
		s.buf = append(s.buf, ';')
	}
	s.buf = append(s.buf, '}')
	if op.Props != nil {
		s.buf = append(s.buf, '<')
		s.attr(op.Props)
		s.buf = append(s.buf, '>')
	}
}

// str writes a length-prefixed string.
func (s *kernelShare) str(v string) {
	s.buf = append(binary.AppendUvarint(s.buf, uint64(len(v))), v...)
}

func (s *kernelShare) attr(a ir.Attribute) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if a.Big == nil && a.Type != nil {
			s.buf = strconv.AppendInt(append(s.buf, 'i'), a.Value, 10)
			s.typ(a.Type)
			return
		}
	case *ir.BoolAttr:
		if a.Value {
			s.buf = append(s.buf, 'T')
		} else {
			s.buf = append(s.buf, 'F')
		}
		return
	case *ir.UnitAttr:
		s.buf = append(s.buf, 'U')
		return
	case *ir.StringAttr:
		if a.Type == nil {
			s.buf = append(s.buf, 's')
			s.str(a.Value)
			return
		}
	case *ir.SymbolRefAttr:
		s.buf = append(s.buf, '@')
		s.str(a.Root)
		for _, n := range a.Nested {
			s.buf = append(s.buf, ':')
			s.str(n)
		}
		s.buf = append(s.buf, '.')
		return
	case *ir.DictAttr:
		s.buf = append(s.buf, 'd')
		for _, e := range a.Entries {
			s.str(e.Name)
			s.buf = append(s.buf, '=')
			s.attr(e.Value)
			s.buf = append(s.buf, ';')
		}
		s.buf = append(s.buf, '.')
		return
	case *ir.ArrayAttr:
		s.buf = append(s.buf, '[')
		for _, e := range a.Elems {
			s.attr(e)
			s.buf = append(s.buf, ',')
		}
		s.buf = append(s.buf, ']')
		return
	case *ir.DenseElementsAttr:
		if s.denseScalar(a) {
			return
		}
	case *ir.DenseArrayAttr:
		s.buf = append(s.buf, 'a')
		s.typ(a.Elem)
		for _, x := range a.Ints {
			s.buf = strconv.AppendInt(append(s.buf, ','), x, 10)
		}
		s.buf = append(s.buf, '/')
		for _, x := range a.Floats {
			s.buf = strconv.AppendUint(append(s.buf, ','), math.Float64bits(x), 16)
		}
		s.buf = append(s.buf, '.')
		return
	}
	s.buf = append(s.buf, '?')
	s.str(a.String())
}

// typ writes a type. A tensor type is written as its shape and element
// type: a symbolic-shapes encoding (`[@S0, 64]`) only names dims, which
// the dim keys of value already tell apart, and other encodings are
// written out. Numbers are varints (self-delimiting, cheaper than
// decimal text).
func (s *kernelShare) typ(t ir.Type) {
	switch t := t.(type) {
	case *ir.TensorType:
		s.buf = binary.AppendUvarint(append(s.buf, 'T'), uint64(len(t.Shape)))
		for _, d := range t.Shape {
			s.buf = binary.AppendVarint(s.buf, d)
		}
		s.typ(t.Elem)
		if _, sym := t.Encoding.(*ir.ArrayAttr); t.Encoding != nil && !sym {
			s.attr(t.Encoding)
		}
		s.buf = append(s.buf, '>')
	case *ir.FloatType:
		s.buf = append(s.buf, 'f')
		s.str(t.Name)
	case *ir.IntegerType:
		s.buf = binary.AppendUvarint(append(s.buf, 'i', byte(t.Sign)), uint64(t.Width))
	default:
		s.buf = append(s.buf, 't')
		s.str(t.String())
	}
}

// value writes v's type and, for a tensor, the dim key of each dynamic
// dim (a static one's key is its size, which the type holds).
func (s *kernelShare) value(v *ir.Value) {
	s.buf = append(s.buf, ':')
	s.typ(v.Type())
	t, ok := v.Type().(*ir.TensorType)
	if !ok {
		return
	}
	s.buf = append(s.buf, '[')
	for i, d := range t.Shape {
		if d == ir.Dynamic {
			s.dimKey(s.dims.Key(v, i))
		}
	}
	s.buf = append(s.buf, ']')
}

// dimKey writes a dim key: its root value as a number given in order of
// first sight, the rest as it is.
func (s *kernelShare) dimKey(k fusion.DimKey) {
	if k.Root != nil {
		id, ok := s.roots[k.Root]
		if !ok {
			id = len(s.roots)
			s.roots[k.Root] = id
		}
		s.buf = binary.AppendUvarint(append(s.buf, 'r'), uint64(id))
		s.buf = binary.AppendVarint(s.buf, int64(k.Index))
		if k.Elem {
			s.buf = append(s.buf, 'e')
		}
	}
	if k.Sym != "" {
		s.buf = append(s.buf, '@')
		s.str(k.Sym)
	}
	s.buf = binary.AppendVarint(append(s.buf, '#'), k.Static)
}

// denseScalar writes a one-element integer or float literal (the
// constants fused bodies hold) as its type and value, telling literals
// apart exactly when their texts differ: an i1 as true or false, a
// finite float by its float64 bits (its text is the shortest one that
// reads back), NaN and infinities by their bits in the element type (as
// they print). False, writing nothing, for any other literal.
func (s *kernelShare) denseScalar(a *ir.DenseElementsAttr) bool {
	t, ok := a.Type.(*ir.TensorType)
	if !ok || t.Encoding != nil || a.Hex != nil || a.Bigs != nil || a.Complex != nil || a.Strings != nil || a.Len() != 1 {
		return false
	}
	switch {
	case a.Floats != nil:
		ft, ok := t.Elem.(*ir.FloatType)
		if !ok {
			return false
		}
		v := a.Floats[0]
		s.buf = append(s.buf, 'D', 'f')
		s.typ(t)
		if math.IsNaN(v) || math.IsInf(v, 0) {
			s.buf = binary.AppendUvarint(append(s.buf, 'n'), ir.FloatToBits(ft.Name, v))
		} else {
			s.buf = binary.AppendUvarint(s.buf, math.Float64bits(v))
		}
	case a.Ints != nil:
		v := a.Ints[0]
		if it, ok := t.Elem.(*ir.IntegerType); ok && it.Width == 1 && v != 0 {
			v = 1
		}
		s.buf = append(s.buf, 'D', 'i')
		s.typ(t)
		s.buf = binary.AppendVarint(s.buf, v)
	default:
		return false
	}
	return true
}
