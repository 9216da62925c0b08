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
		if x.Width == 1 {
			return tensor.Bool, nil
		}
		if d, ok := intDType(x.Width, x.Sign == ir.Unsigned); ok {
			return d, nil
		}
	case *ir.IndexType:
		return tensor.I64, nil
	case *ir.FloatType:
		if d, err := tensor.ParseDType(x.Name); err == nil {
			return d, nil
		}
	case *ir.ComplexType:
		if f, ok := x.Elem.(*ir.FloatType); ok {
			if d, err := tensor.ParseDType("complex<" + f.Name + ">"); err == nil {
				return d, nil
			}
		}
	case ir.ShapedType:
		return dtypeOf(x.ElementType())
	case *ir.OpaqueType:
		if q, ok, err := parseQuant(x); ok {
			return q.params.Storage, err
		}
	}
	return tensor.Invalid, tensor.Unsupportedf("unsupported element type %s", t)
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

// declared is a result type resolved once at plan time: the element type
// (Invalid when the type is not a supported ranked tensor) and the shape.
type declared struct {
	typ   ir.Type
	dt    tensor.DType
	shape []int64
}

func declare(t ir.Type) declared {
	d := declared{typ: t}
	if tt, ok := t.(*ir.TensorType); ok {
		if dt, err := dtypeOf(tt.Elem); err == nil {
			d.dt, d.shape = dt, tt.Shape
		}
	}
	return d
}

// checkResultType verifies a computed tensor against a declared type: same
// element type, and the same size in every static dimension.
func checkResultType(t *tensor.Tensor, want ir.Type) error {
	tt, ok := want.(*ir.TensorType)
	if !ok {
		return nil
	}
	if _, err := dtypeOf(tt.Elem); err != nil {
		return err
	}
	return declare(want).check(t)
}

func (d declared) check(t *tensor.Tensor) error {
	if d.dt == tensor.Invalid {
		return nil
	}
	want := d.typ
	if t.DType() != d.dt {
		return fmt.Errorf("computed element type %s, declared %s", t.DType(), want)
	}
	shape := t.Shape()
	if len(shape) != len(d.shape) {
		return fmt.Errorf("computed shape %v, declared %s", shape, want)
	}
	for i, n := range d.shape {
		if n != ir.Dynamic && n != shape[i] {
			return fmt.Errorf("computed shape %v, declared %s", shape, want)
		}
	}
	return nil
}

// intDType is the tensor type of an integer width and signedness.
func intDType(width int, unsigned bool) (tensor.DType, bool) {
	switch width {
	case 2:
		return pick(unsigned, tensor.U2, tensor.I2), true
	case 4:
		return pick(unsigned, tensor.U4, tensor.I4), true
	case 8:
		return pick(unsigned, tensor.U8, tensor.I8), true
	case 16:
		return pick(unsigned, tensor.U16, tensor.I16), true
	case 32:
		return pick(unsigned, tensor.U32, tensor.I32), true
	case 64:
		return pick(unsigned, tensor.U64, tensor.I64), true
	}
	return tensor.Invalid, false
}

func pick(cond bool, a, b tensor.DType) tensor.DType {
	if cond {
		return a
	}
	return b
}
