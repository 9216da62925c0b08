package build

import (
	"math"
	"strconv"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// reducerRegion gives op a body applying stablehlo.<kind> ("add",
// "maximum", ...) to two scalars of elem.
func (b *Builder) reducerRegion(op *ir.Operation, kind string, elem ir.Type) {
	blk := op.AddRegion().AddBlock()
	st := Tensor(nil, elem)
	x, y := blk.AddArg(st, b.Loc), blk.AddArg(st, b.Loc)
	inner := New(b.reg, blk, b.Loc)
	r := inner.binary("stablehlo."+kind, x, y)
	inner.Op("stablehlo.return", []*ir.Value{r}, nil)
	if inner.err != nil && b.err == nil {
		b.err = inner.err
	}
}

// Reduce reduces x over dims with the body kind ("add", "maximum",
// "minimum") starting from init.
func (b *Builder) Reduce(x *ir.Value, dims []int64, kind string, init float64) *ir.Value {
	drop := map[int64]bool{}
	for _, d := range dims {
		drop[d] = true
	}
	var shape []int64
	for i, n := range Shape(x) {
		if !drop[int64(i)] {
			shape = append(shape, n)
		}
	}
	iv := b.ScalarConst(Elem(x), init)
	op := b.Op("stablehlo.reduce", []*ir.Value{x, iv}, []ir.Type{Tensor(shape, Elem(x))},
		Attr("dimensions", ir.I64Array(dims...)))
	b.reducerRegion(op, kind, Elem(x))
	return op.Result(0)
}

// ReduceSum sums x over dims.
func (b *Builder) ReduceSum(x *ir.Value, dims []int64) *ir.Value {
	if len(dims) == 0 {
		return x
	}
	return b.Reduce(x, dims, "add", 0)
}

// ReduceMax takes the maximum of x over dims.
func (b *Builder) ReduceMax(x *ir.Value, dims []int64) *ir.Value {
	return b.Reduce(x, dims, "maximum", math.Inf(-1))
}

// Dot is dot_general with the given batching and contracting dims. The
// result is batch dims, then lhs free dims, then rhs free dims.
func (b *Builder) Dot(x, y *ir.Value, dd dialect.DotDims) *ir.Value {
	xs, ys := Shape(x), Shape(y)
	var shape []int64
	for _, d := range dd.LhsBatch {
		shape = append(shape, xs[d])
	}
	shape = append(shape, free(xs, dd.LhsBatch, dd.LhsContract)...)
	shape = append(shape, free(ys, dd.RhsBatch, dd.RhsContract)...)
	return b.Op1("stablehlo.dot_general", []*ir.Value{x, y}, Tensor(shape, Elem(x)),
		Attr("dot_dimension_numbers", dd.Attr("stablehlo")))
}

// FreeDims lists the dims of a rank-r operand that are neither batch nor
// contracting dims, in order.
func FreeDims(rank int, batch, contract []int64) []int64 {
	used := map[int64]bool{}
	for _, d := range batch {
		used[d] = true
	}
	for _, d := range contract {
		used[d] = true
	}
	var out []int64
	for i := 0; i < rank; i++ {
		if !used[int64(i)] {
			out = append(out, int64(i))
		}
	}
	return out
}

func free(shape []int64, batch, contract []int64) []int64 {
	var out []int64
	for _, d := range FreeDims(len(shape), batch, contract) {
		out = append(out, shape[d])
	}
	return out
}

// MatMul contracts the last dim of x with dim 0 of y.
func (b *Builder) MatMul(x, y *ir.Value) *ir.Value {
	return b.Dot(x, y, dialect.DotDims{LhsContract: []int64{int64(Rank(x) - 1)}, RhsContract: []int64{0}})
}

// Transpose permutes the dims of x: result dim i is x's dim perm[i].
func (b *Builder) Transpose(x *ir.Value, perm []int64) *ir.Value {
	if isIdentity(perm) {
		return x
	}
	xs := Shape(x)
	shape := make([]int64, len(perm))
	for i, p := range perm {
		shape[i] = xs[p]
	}
	return b.Op1("stablehlo.transpose", []*ir.Value{x}, Tensor(shape, Elem(x)), Attr("permutation", ir.I64Array(perm...)))
}

// Concatenate joins xs along dim.
func (b *Builder) Concatenate(xs []*ir.Value, dim int) *ir.Value {
	shape := append([]int64{}, Shape(xs[0])...)
	shape[dim] = 0
	for _, x := range xs {
		n := Shape(x)[dim]
		if n == ir.Dynamic || shape[dim] == ir.Dynamic {
			shape[dim] = ir.Dynamic
		} else {
			shape[dim] += n
		}
	}
	return b.Op1("stablehlo.concatenate", xs, Tensor(shape, Elem(xs[0])), Attr("dimension", ir.Int(int64(dim))))
}

// Reverse reverses x along dims.
func (b *Builder) Reverse(x *ir.Value, dims []int64) *ir.Value {
	return b.Op1("stablehlo.reverse", []*ir.Value{x}, x.Type(), Attr("dimensions", ir.I64Array(dims...)))
}

// Slice is the static slice x[start:limit:strides].
func (b *Builder) Slice(x *ir.Value, start, limit, strides []int64) *ir.Value {
	shape := make([]int64, len(start))
	for i := range start {
		shape[i] = (limit[i] - start[i] + strides[i] - 1) / strides[i]
	}
	return b.Op1("stablehlo.slice", []*ir.Value{x}, Tensor(shape, Elem(x)),
		Attr("start_indices", ir.I64Array(start...)), Attr("limit_indices", ir.I64Array(limit...)),
		Attr("strides", ir.I64Array(strides...)))
}

// DynamicUpdateSlice writes upd into x at the runtime indices starts
// (tensor<i32> scalars).
func (b *Builder) DynamicUpdateSlice(x, upd *ir.Value, starts []*ir.Value) *ir.Value {
	return b.Op1("stablehlo.dynamic_update_slice", append([]*ir.Value{x, upd}, starts...), x.Type())
}

// Pad pads x with the scalar pv: lo/hi edge padding and interior padding.
func (b *Builder) Pad(x, pv *ir.Value, lo, hi, interior []int64) *ir.Value {
	xs := Shape(x)
	shape := make([]int64, len(xs))
	for i, n := range xs {
		if n == ir.Dynamic {
			shape[i] = ir.Dynamic
			continue
		}
		shape[i] = lo[i] + hi[i] + n
		if n > 0 {
			shape[i] += (n - 1) * interior[i]
		}
	}
	return b.Op1("stablehlo.pad", []*ir.Value{x, pv}, Tensor(shape, Elem(x)),
		Attr("edge_padding_low", ir.I64Array(lo...)), Attr("edge_padding_high", ir.I64Array(hi...)),
		Attr("interior_padding", ir.I64Array(interior...)))
}

// Gather gathers slices of x at indices (generic form, as JAX prints it).
func (b *Builder) Gather(x, indices *ir.Value, gd dialect.GatherDims, sliceSizes []int64, shape []int64) *ir.Value {
	op := b.Op("stablehlo.gather", []*ir.Value{x, indices}, []ir.Type{Tensor(shape, Elem(x))})
	op.Props = &ir.DictAttr{Entries: []ir.NamedAttr{
		{Name: "dimension_numbers", Value: gd.Attr("stablehlo")},
		{Name: "slice_sizes", Value: ir.I64Array(sliceSizes...)},
	}}
	return op.Result(0)
}

// ScatterAdd adds updates into x at indices.
func (b *Builder) ScatterAdd(x, indices, updates *ir.Value, sd dialect.ScatterDims) *ir.Value {
	op := b.Op("stablehlo.scatter", []*ir.Value{x, indices, updates}, []ir.Type{x.Type()})
	op.Props = &ir.DictAttr{Entries: []ir.NamedAttr{
		{Name: "scatter_dimension_numbers", Value: sd.Attr("stablehlo")},
	}}
	b.reducerRegion(op, "add", Elem(x))
	return op.Result(0)
}

// AllReduceSum sums x over the replicas of groups. A positive channel
// makes it a cross-device all_reduce with global device ids, as JAX emits
// under pmap/shard_map; 0 leaves both out.
func (b *Builder) AllReduceSum(x *ir.Value, groups [][]int64, channel int64) *ir.Value {
	n := int64(0)
	var flat []int64
	for _, g := range groups {
		n = int64(len(g))
		flat = append(flat, g...)
	}
	gt := Tensor([]int64{int64(len(groups)), n}, ir.I64)
	entries := []ir.NamedAttr{{Name: "replica_groups", Value: &ir.DenseElementsAttr{Type: gt, Ints: flat}}}
	if channel > 0 {
		entries = []ir.NamedAttr{
			{Name: "channel_handle", Value: &ir.VerbatimAttr{Text: "#stablehlo.channel_handle<handle = " + strconv.FormatInt(channel, 10) + ", type = 1>"}},
			entries[0],
			{Name: "use_global_device_ids", Value: &ir.UnitAttr{}},
		}
	}
	op := b.Op("stablehlo.all_reduce", []*ir.Value{x}, []ir.Type{x.Type()})
	op.Props = &ir.DictAttr{Entries: entries}
	b.reducerRegion(op, "add", Elem(x))
	return op.Result(0)
}
