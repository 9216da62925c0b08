package ir

import "slices"

// TypeEqual reports whether two types are structurally identical.
func TypeEqual(a, b Type) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	switch x := a.(type) {
	case *IntegerType:
		y, ok := b.(*IntegerType)
		return ok && *x == *y
	case *FloatType:
		y, ok := b.(*FloatType)
		return ok && x.Name == y.Name
	case *IndexType:
		_, ok := b.(*IndexType)
		return ok
	case *NoneType:
		_, ok := b.(*NoneType)
		return ok
	case *ComplexType:
		y, ok := b.(*ComplexType)
		return ok && TypeEqual(x.Elem, y.Elem)
	case *TensorType:
		y, ok := b.(*TensorType)
		return ok && slices.Equal(x.Shape, y.Shape) && TypeEqual(x.Elem, y.Elem) && AttrEqual(x.Encoding, y.Encoding)
	case *UnrankedTensorType:
		y, ok := b.(*UnrankedTensorType)
		return ok && TypeEqual(x.Elem, y.Elem)
	case *MemRefType:
		y, ok := b.(*MemRefType)
		return ok && slices.Equal(x.Shape, y.Shape) && TypeEqual(x.Elem, y.Elem) &&
			AttrEqual(x.Layout, y.Layout) && AttrEqual(x.MemorySpace, y.MemorySpace)
	case *UnrankedMemRefType:
		y, ok := b.(*UnrankedMemRefType)
		return ok && TypeEqual(x.Elem, y.Elem) && AttrEqual(x.MemorySpace, y.MemorySpace)
	case *VectorType:
		y, ok := b.(*VectorType)
		if !ok || !slices.Equal(x.Shape, y.Shape) || !TypeEqual(x.Elem, y.Elem) || len(x.Scalable) != len(y.Scalable) {
			return false
		}
		for i := range x.Scalable {
			if x.Scalable[i] != y.Scalable[i] {
				return false
			}
		}
		return true
	case *TupleType:
		y, ok := b.(*TupleType)
		return ok && TypesEqual(x.Types, y.Types)
	case *FunctionType:
		y, ok := b.(*FunctionType)
		return ok && TypesEqual(x.Inputs, y.Inputs) && TypesEqual(x.Results, y.Results)
	case *OpaqueType:
		y, ok := b.(*OpaqueType)
		return ok && x.Text == y.Text
	}
	return false
}

// TypesEqual compares two type lists element by element.
func TypesEqual(a, b []Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !TypeEqual(a[i], b[i]) {
			return false
		}
	}
	return true
}
