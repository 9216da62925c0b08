package build

import (
	"fmt"

	"github.com/symopt/symopt/ir"
)

// Dim is one dimension of a shape being built: a static size, or (when V
// is set) a runtime size held in a tensor<i32> scalar.
type Dim struct {
	N int64
	V *ir.Value
}

// Static is a static dim.
func Static(n int64) Dim { return Dim{N: n} }

// Static reports whether d is known at compile time.
func (d Dim) Static() bool { return d.V == nil }

// Sizes is the type-level shape of dims: ? for runtime sizes.
func Sizes(dims []Dim) []int64 {
	out := make([]int64, len(dims))
	for i, d := range dims {
		out[i] = d.N
		if d.V != nil {
			out[i] = ir.Dynamic
		}
	}
	return out
}

func allStatic(dims []Dim) bool {
	for _, d := range dims {
		if !d.Static() {
			return false
		}
	}
	return true
}

// DimSize returns dimension i of v as a tensor<i32> scalar
// (stablehlo.get_dimension_size), built once per value and dim.
func (b *Builder) DimSize(v *ir.Value, i int) *ir.Value {
	k := dimKey{v, i}
	if d, ok := b.dims[k]; ok {
		return d
	}
	d, root, ri := b.traceDim(v, i)
	if d == nil {
		d = b.Op1("stablehlo.get_dimension_size", []*ir.Value{root}, Tensor(nil, ir.I32), Attr("dimension", ir.Int(int64(ri))))
		b.dims[dimKey{root, ri}] = d
	}
	b.dims[k] = d
	return d
}

// DimOf returns dimension i of v as a Dim.
func (b *Builder) DimOf(v *ir.Value, i int) Dim {
	n := Shape(v)[i]
	if n == ir.Dynamic {
		return Dim{N: ir.Dynamic, V: b.DimSize(v, i)}
	}
	return Static(n)
}

// DimsOf returns the dims of v.
func (b *Builder) DimsOf(v *ir.Value) []Dim {
	out := make([]Dim, Rank(v))
	for i := range out {
		out[i] = b.DimOf(v, i)
	}
	return out
}

// MulDims multiplies dims (a runtime product when any is dynamic).
func (b *Builder) MulDims(ds ...Dim) Dim {
	prod := int64(1)
	var v *ir.Value
	for _, d := range ds {
		if d.Static() {
			prod *= d.N
			continue
		}
		if v == nil {
			v = d.V
		} else {
			v = b.Mul(v, d.V)
		}
	}
	if v == nil {
		return Static(prod)
	}
	if prod != 1 {
		v = b.Mul(v, b.ScalarConst(ir.I32, float64(prod)))
	}
	return Dim{N: ir.Dynamic, V: v}
}

// ShapeTensor builds the tensor<Nxi32> of dims the way JAX does: runtime
// sizes reshaped to tensor<1xi32>, runs of static sizes as constants, all
// concatenated.
func (b *Builder) ShapeTensor(dims []Dim) *ir.Value {
	key := fmt.Sprint(dims)
	if v, ok := b.shapes[key]; ok {
		return v
	}
	v := b.shapeTensor(dims)
	b.shapes[key] = v
	return v
}

func (b *Builder) shapeTensor(dims []Dim) *ir.Value {
	var parts []*ir.Value
	var run []int64
	flush := func() {
		if len(run) > 0 {
			parts = append(parts, b.I32s(run...))
			run = nil
		}
	}
	for _, d := range dims {
		if d.Static() {
			run = append(run, d.N)
			continue
		}
		flush()
		parts = append(parts, b.Op1("stablehlo.reshape", []*ir.Value{d.V}, Tensor([]int64{1}, ir.I32)))
	}
	flush()
	if len(parts) == 1 {
		return parts[0]
	}
	return b.Concatenate(parts, 0)
}

// BroadcastTo broadcasts x into the shape dims, operand dim i going to
// result dim bdims[i] (dynamic_broadcast_in_dim when dims has runtime
// sizes).
func (b *Builder) BroadcastTo(x *ir.Value, bdims []int64, dims []Dim) *ir.Value {
	key := fmt.Sprintf("%p %v %v", x, bdims, dims)
	if v, ok := b.bcasts[key]; ok {
		return v
	}
	v := b.broadcastTo(x, bdims, dims)
	b.bcasts[key] = v
	return v
}

func (b *Builder) broadcastTo(x *ir.Value, bdims []int64, dims []Dim) *ir.Value {
	t := Tensor(Sizes(dims), Elem(x))
	a := Attr("broadcast_dimensions", ir.I64Array(bdims...))
	if allStatic(dims) {
		if ir.TypeEqual(x.Type(), t) && isIdentity(bdims) {
			return x
		}
		return b.Op1("stablehlo.broadcast_in_dim", []*ir.Value{x}, t, a)
	}
	return b.Op1("stablehlo.dynamic_broadcast_in_dim", []*ir.Value{x, b.ShapeTensor(dims)}, t, a)
}

func isIdentity(p []int64) bool {
	for i, v := range p {
		if int64(i) != v {
			return false
		}
	}
	return true
}

// BroadcastLike broadcasts x to the shape of like.
func (b *Builder) BroadcastLike(x *ir.Value, bdims []int64, like *ir.Value) *ir.Value {
	return b.BroadcastTo(x, bdims, b.DimsOf(like))
}

// Reshape reshapes x to dims (dynamic_reshape when dims has runtime
// sizes).
func (b *Builder) Reshape(x *ir.Value, dims []Dim) *ir.Value {
	t := Tensor(Sizes(dims), Elem(x))
	if ir.TypeEqual(x.Type(), t) && allStatic(dims) {
		return x
	}
	if allStatic(dims) {
		return b.Op1("stablehlo.reshape", []*ir.Value{x}, t)
	}
	return b.Op1("stablehlo.dynamic_reshape", []*ir.Value{x, b.ShapeTensor(dims)}, t)
}

// Iota returns a tensor of shape dims counting along dim.
func (b *Builder) Iota(dims []Dim, dim int, elem ir.Type) *ir.Value {
	t := Tensor(Sizes(dims), elem)
	if allStatic(dims) {
		return b.Op1("stablehlo.iota", nil, t, Attr("iota_dimension", ir.Int(int64(dim))))
	}
	return b.Op1("stablehlo.dynamic_iota", []*ir.Value{b.ShapeTensor(dims)}, t, Attr("iota_dimension", ir.Int(int64(dim))))
}

// AddDims adds two dims (a runtime sum when either is dynamic).
func (b *Builder) AddDims(x, y Dim) Dim {
	if x.Static() && y.Static() {
		return Static(x.N + y.N)
	}
	return Dim{N: ir.Dynamic, V: b.Add(b.dimValue(x), b.dimValue(y))}
}

// dimValue is d as a tensor<i32> scalar.
func (b *Builder) dimValue(d Dim) *ir.Value {
	if d.V != nil {
		return d.V
	}
	return b.ScalarConst(ir.I32, float64(d.N))
}

// RealDynamicSlice is x[start:limit:strides] with runtime bounds; shape is
// the result's type-level shape.
func (b *Builder) RealDynamicSlice(x *ir.Value, start, limit, strides []Dim, shape []int64) *ir.Value {
	return b.Op1("stablehlo.real_dynamic_slice",
		[]*ir.Value{x, b.ShapeTensor(start), b.ShapeTensor(limit), b.ShapeTensor(strides)}, Tensor(shape, Elem(x)))
}

// DynamicSlice takes a static-size slice of x at the runtime indices
// starts (tensor<i32> scalars).
func (b *Builder) DynamicSlice(x *ir.Value, starts []*ir.Value, sizes []int64) *ir.Value {
	return b.Op1("stablehlo.dynamic_slice", append([]*ir.Value{x}, starts...), Tensor(sizes, Elem(x)),
		Attr("slice_sizes", ir.I64Array(sizes...)))
}
