package dialect

import "github.com/symopt/symopt/ir"

// JAX's shape-polymorphic exports pass the values of their dimension
// variables as leading rank-0 integer arguments marked
// `{jax.global_constant = "b"}`; the same attribute marks the platform
// index of multi-platform lowerings, which is no dimension.
const (
	jaxGlobalConstant = "jax.global_constant"
	jaxPlatformIndex  = "_platform_index"
)

// ArgAttr returns attribute name of argument i of the function fn (from
// its arg_attrs), or nil.
func ArgAttr(fn *ir.Operation, i int, name string) ir.Attribute {
	args, ok := fn.Attr("arg_attrs").(*ir.ArrayAttr)
	if !ok || i < 0 || i >= len(args.Elems) {
		return nil
	}
	d, ok := args.Elems[i].(*ir.DictAttr)
	if !ok {
		return nil
	}
	for _, e := range d.Entries {
		if e.Name == name {
			return e.Value
		}
	}
	return nil
}

// DimArgName returns the dimension variable argument i of fn carries: the
// name of its jax.global_constant attribute when the argument is a rank-0
// integer tensor and the name is not JAX's platform index.
func DimArgName(fn *ir.Operation, i int) (string, bool) {
	name, ok := globalConstant(fn, i)
	return name, ok && name != jaxPlatformIndex
}

// IsPlatformIndexArg reports whether argument i of fn is the platform
// index of a multi-platform JAX lowering (0 selects the first platform).
func IsPlatformIndexArg(fn *ir.Operation, i int) bool {
	name, ok := globalConstant(fn, i)
	return ok && name == jaxPlatformIndex
}

func globalConstant(fn *ir.Operation, i int) (string, bool) {
	s, ok := ArgAttr(fn, i, jaxGlobalConstant).(*ir.StringAttr)
	if !ok || s.Value == "" || len(fn.Regions) == 0 || fn.Regions[0].Entry() == nil {
		return "", false
	}
	args := fn.Regions[0].Entry().Args()
	if i >= len(args) {
		return "", false
	}
	t, ok := args[i].Type().(*ir.TensorType)
	if !ok || len(t.Shape) != 0 {
		return "", false
	}
	if _, isInt := t.Elem.(*ir.IntegerType); !isInt {
		if _, isIndex := t.Elem.(*ir.IndexType); !isIndex {
			return "", false
		}
	}
	return s.Value, true
}
