package build

import (
	"fmt"
	"strconv"

	"github.com/symopt/symopt/ir"
)

// Builder appends ops to the end of one block.
type Builder struct {
	reg   *ir.Registry
	block *ir.Block
	// Loc is the location given to every op built.
	Loc  ir.Location
	dims map[dimKey]*ir.Value
	// consts and shapes reuse scalar constants and shape tensors already
	// built (all ops go to one block, so earlier values dominate).
	consts map[string]*ir.Value
	shapes map[string]*ir.Value
	bcasts map[string]*ir.Value
	// err records the first inconsistency met (an unknown op name); ops
	// are still built so callers can check once at the end.
	err error
}

type dimKey struct {
	v *ir.Value
	i int
}

// New returns a builder appending to block; reg supplies the OpInfo of the
// ops built (so they print in their custom form and verify).
func New(reg *ir.Registry, block *ir.Block, loc ir.Location) *Builder {
	if loc == nil {
		loc = ir.UnknownLoc{}
	}
	return &Builder{reg: reg, block: block, Loc: loc, dims: map[dimKey]*ir.Value{},
		consts: map[string]*ir.Value{}, shapes: map[string]*ir.Value{}, bcasts: map[string]*ir.Value{}}
}

// Block is the block ops are appended to.
func (b *Builder) Block() *ir.Block { return b.block }

// Registry is the op registry the builder uses.
func (b *Builder) Registry() *ir.Registry { return b.reg }

// Err returns the first error met while building, or nil.
func (b *Builder) Err() error { return b.err }

// Op appends an op and returns it.
func (b *Builder) Op(name string, operands []*ir.Value, types []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	info := b.reg.Lookup(name)
	if info == nil && b.err == nil {
		b.err = fmt.Errorf("build: op %s is not registered", name)
	}
	op := ir.NewOperation(name, info, operands, types, attrs, b.Loc)
	b.block.Append(op)
	return op
}

// Op1 appends a one-result op and returns the result.
func (b *Builder) Op1(name string, operands []*ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	return b.Op(name, operands, []ir.Type{t}, attrs...).Result(0)
}

// Attr is shorthand for a named attribute.
func Attr(name string, v ir.Attribute) ir.NamedAttr { return ir.NamedAttr{Name: name, Value: v} }

// Tensor returns tensor<shape x elem>.
func Tensor(shape []int64, elem ir.Type) *ir.TensorType {
	return &ir.TensorType{Shape: append([]int64{}, shape...), Elem: elem}
}

// Shape returns the shape of a ranked tensor value (nil for others).
func Shape(v *ir.Value) []int64 {
	if t, ok := v.Type().(*ir.TensorType); ok {
		return t.Shape
	}
	return nil
}

// Rank returns the rank of a ranked tensor value.
func Rank(v *ir.Value) int { return len(Shape(v)) }

// Elem returns the element type of a tensor value.
func Elem(v *ir.Value) ir.Type { return ir.ElementTypeOf(v.Type()) }

// IsFloatTensor reports whether v is a ranked tensor of floats.
func IsFloatTensor(v *ir.Value) bool {
	t, ok := v.Type().(*ir.TensorType)
	return ok && ir.IsFloat(t.Elem)
}

// ScalarConst returns a rank-0 constant of the given element type.
func (b *Builder) ScalarConst(elem ir.Type, v float64) *ir.Value {
	key := elem.String() + ":" + strconv.FormatFloat(v, 'g', -1, 64)
	if c, ok := b.consts[key]; ok {
		return c
	}
	t := Tensor(nil, elem)
	var a *ir.DenseElementsAttr
	if ft, ok := elem.(*ir.FloatType); ok {
		a = ir.SplatFloat(t, ir.RoundToType(ft.Name, v))
	} else {
		a = ir.SplatInt(t, int64(v))
	}
	c := b.Op1("stablehlo.constant", nil, t, Attr("value", a))
	b.consts[key] = c
	return c
}

// I32s returns a tensor<Nxi32> constant.
func (b *Builder) I32s(vals ...int64) *ir.Value {
	t := Tensor([]int64{int64(len(vals))}, ir.I32)
	a := &ir.DenseElementsAttr{Type: t, Ints: append([]int64{}, vals...)}
	if len(vals) > 0 {
		same := true
		for _, v := range vals {
			same = same && v == vals[0]
		}
		if same {
			a = ir.SplatInt(t, vals[0])
		}
	}
	return b.Op1("stablehlo.constant", nil, t, Attr("value", a))
}

// Floats returns a float constant of the given shape, each value rounded
// to the element type as the parser would.
func (b *Builder) Floats(shape []int64, elem *ir.FloatType, vals []float64) *ir.Value {
	t := Tensor(shape, elem)
	r := make([]float64, len(vals))
	for i, v := range vals {
		r[i] = ir.RoundToType(elem.Name, v)
	}
	return b.Op1("stablehlo.constant", nil, t, Attr("value", &ir.DenseElementsAttr{Type: t, Floats: r}))
}

// Splat returns a tensor shaped like `like` (element type elem) filled
// with v; dynamic dims follow like's runtime shape.
func (b *Builder) Splat(v float64, elem ir.Type, like *ir.Value) *ir.Value {
	s := b.ScalarConst(elem, v)
	if Rank(like) == 0 {
		return s
	}
	return b.BroadcastTo(s, nil, b.DimsOf(like))
}

// Zeros returns zeros shaped and typed like v.
func (b *Builder) Zeros(like *ir.Value) *ir.Value { return b.Splat(0, Elem(like), like) }

// Return appends a func.return of vals.
func (b *Builder) Return(vals ...*ir.Value) { b.Op("func.return", vals, nil) }
