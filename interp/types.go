package interp

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// dtypeOf maps an MLIR element type to a tensor element type; index is
// held as i64.
func dtypeOf(t ir.Type) (tensor.DType, error) {
	switch x := t.(type) {
	case *ir.IntegerType:
		name := fmt.Sprintf("i%d", x.Width)
		if x.Width == 1 {
			return tensor.Bool, nil
		}
		if x.Sign == ir.Unsigned {
			name = "u" + name
		}
		return tensor.ParseDType(name)
	case *ir.IndexType:
		return tensor.I64, nil
	case *ir.FloatType:
		return tensor.ParseDType(x.Name)
	case *ir.ComplexType:
		if f, ok := x.Elem.(*ir.FloatType); ok {
			return tensor.ParseDType("complex<" + f.Name + ">")
		}
	case ir.ShapedType:
		return dtypeOf(x.ElementType())
	}
	return tensor.Invalid, fmt.Errorf("unsupported element type %s", t)
}

// elemDType is the tensor element type of a (shaped or scalar) type.
func elemDType(t ir.Type) (tensor.DType, error) { return dtypeOf(ir.ElementTypeOf(t)) }

// staticShape returns the shape of a ranked type when it has no dynamic
// dimension; scalars (index, integers, floats) have shape [].
func staticShape(t ir.Type) ([]int64, bool) {
	switch x := t.(type) {
	case *ir.TensorType:
		return x.Shape, ir.IsStatic(x.Shape)
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType, *ir.ComplexType:
		return []int64{}, true
	}
	return nil, false
}

// isTokenType reports whether t is a token type of any HLO dialect or a
// shape witness.
func isTokenType(t ir.Type) bool {
	o, ok := t.(*ir.OpaqueType)
	if !ok {
		return false
	}
	switch o.Text {
	case "!stablehlo.token", "!mhlo.token", "!shape.witness":
		return true
	}
	return false
}

// checkResultType verifies a computed tensor against the op's declared
// result type: same element type, and the same size in every static
// dimension.
func checkResultType(t *tensor.Tensor, want ir.Type) error {
	tt, ok := want.(*ir.TensorType)
	if !ok {
		return nil
	}
	dt, err := dtypeOf(tt.Elem)
	if err != nil {
		return err
	}
	if t.DType() != dt {
		return fmt.Errorf("computed element type %s, declared %s", t.DType(), want)
	}
	shape := t.Shape()
	if len(shape) != len(tt.Shape) {
		return fmt.Errorf("computed shape %v, declared %s", shape, want)
	}
	for i, d := range tt.Shape {
		if d != ir.Dynamic && d != shape[i] {
			return fmt.Errorf("computed shape %v, declared %s", shape, want)
		}
	}
	return nil
}
