package autodiff

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/autodiff/build"
)

func shapeRules() map[string]rule {
	return map[string]rule{
		"stablehlo.broadcast_in_dim":         broadcastRule,
		"stablehlo.dynamic_broadcast_in_dim": broadcastRule,
		"stablehlo.reshape":                  reshapeRule,
		"stablehlo.dynamic_reshape":          reshapeRule,
		"stablehlo.transpose": func(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
			perm, ok := dialect.I64s(c.op.Attr("permutation"))
			if !ok {
				return nil, fmt.Errorf("missing permutation")
			}
			inv := make([]int64, len(perm))
			for i, p := range perm {
				inv[p] = int64(i)
			}
			return []*ir.Value{c.b.Transpose(ct[0], inv)}, nil
		},
		"stablehlo.concatenate":          concatRule,
		"stablehlo.slice":                sliceRule,
		"stablehlo.dynamic_slice":        dynamicSliceRule,
		"stablehlo.dynamic_update_slice": dynamicUpdateSliceRule,
		"stablehlo.pad":                  padRule,
	}
}

// broadcastRule sums the adjoint over the dims the broadcast added or
// expanded, then reshapes it to the operand's (possibly dynamic) shape.
func broadcastRule(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
	bdims, ok := dialect.I64s(c.op.Attr("broadcast_dimensions"))
	if !ok {
		return nil, fmt.Errorf("missing broadcast_dimensions")
	}
	x, g := c.x(0), ct[0]
	xs, gs := build.Shape(x), build.Shape(g)
	kept := map[int64]bool{}
	for i, d := range bdims {
		if xs[i] == 1 && gs[d] != 1 {
			continue // expanded: summed below
		}
		kept[d] = true
	}
	var sum []int64
	for d := range gs {
		if !kept[int64(d)] {
			sum = append(sum, int64(d))
		}
	}
	s := c.b.ReduceSum(g, sum)
	out := make([]*ir.Value, c.op.NumOperands())
	out[0] = c.b.Reshape(s, c.b.DimsOf(x))
	return out, nil
}

func reshapeRule(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
	out := make([]*ir.Value, c.op.NumOperands())
	out[0] = c.b.Reshape(ct[0], c.b.DimsOf(c.x(0)))
	return out, nil
}

// sliceOf takes g[start:start+size] along dim, dynamically when any size
// involved is only known at run time.
func (c *ruleCtx) sliceOf(g *ir.Value, dim int, start, size build.Dim) *ir.Value {
	gd := c.b.DimsOf(g)
	static := start.Static() && size.Static()
	for _, d := range gd {
		static = static && d.Static()
	}
	if static {
		lo := make([]int64, len(gd))
		hi := make([]int64, len(gd))
		st := make([]int64, len(gd))
		for i, d := range gd {
			hi[i], st[i] = d.N, 1
		}
		lo[dim], hi[dim] = start.N, start.N+size.N
		return c.b.Slice(g, lo, hi, st)
	}
	zero := build.Static(0)
	los, his, sts := make([]build.Dim, len(gd)), make([]build.Dim, len(gd)), make([]build.Dim, len(gd))
	for i, d := range gd {
		los[i], his[i], sts[i] = zero, d, build.Static(1)
	}
	los[dim] = start
	his[dim] = c.b.AddDims(start, size)
	shape := build.Sizes(gd)
	shape[dim] = build.Sizes([]build.Dim{size})[0]
	return c.b.RealDynamicSlice(g, los, his, sts, shape)
}

func concatRule(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
	dim, ok := c.op.Attr("dimension").(*ir.IntegerAttr)
	if !ok {
		return nil, fmt.Errorf("missing dimension")
	}
	d := int(dim.Value)
	out := make([]*ir.Value, c.op.NumOperands())
	start := build.Static(0)
	for i, x := range c.op.Operands() {
		size := c.b.DimOf(x, d)
		if c.need[i] {
			out[i] = c.sliceOf(ct[0], d, start, size)
		}
		start = c.b.AddDims(start, size)
	}
	return out, nil
}

// sliceRule pads the adjoint back to the operand's shape: edge padding
// for the start and the rest, interior padding for strides. Dynamic
// operands use dynamic_update_slice into zeros (unit strides only).
func sliceRule(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
	start, _ := dialect.I64s(c.op.Attr("start_indices"))
	strides, _ := dialect.I64s(c.op.Attr("strides"))
	x, g := c.x(0), ct[0]
	xs, gs := build.Shape(x), build.Shape(g)
	if len(strides) == 0 {
		strides = make([]int64, len(xs))
		for i := range strides {
			strides[i] = 1
		}
	}
	if ir.IsStatic(xs) {
		hi := make([]int64, len(xs))
		in := make([]int64, len(xs))
		for i := range xs {
			in[i] = strides[i] - 1
			used := int64(0)
			if gs[i] > 0 {
				used = start[i] + (gs[i]-1)*strides[i] + 1
			}
			hi[i] = xs[i] - used
		}
		return []*ir.Value{c.b.Pad(g, c.b.ScalarConst(build.Elem(g), 0), start, hi, in)}, nil
	}
	starts := make([]*ir.Value, len(xs))
	for i := range xs {
		if strides[i] != 1 {
			return nil, fmt.Errorf("strided slice of a dynamic shape is not supported")
		}
		starts[i] = c.b.ScalarConst(ir.I32, float64(start[i]))
	}
	return []*ir.Value{c.b.DynamicUpdateSlice(c.b.Zeros(x), g, starts)}, nil
}

func dynamicSliceRule(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
	out := make([]*ir.Value, c.op.NumOperands())
	if c.need[0] {
		out[0] = c.b.DynamicUpdateSlice(c.b.Zeros(c.x(0)), ct[0], c.op.Operands()[1:])
	}
	return out, nil
}

func dynamicUpdateSliceRule(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
	out := make([]*ir.Value, c.op.NumOperands())
	g, upd := ct[0], c.x(1)
	starts := c.op.Operands()[2:]
	if c.need[0] {
		out[0] = c.b.DynamicUpdateSlice(g, c.b.Zeros(upd), starts)
	}
	if c.need[1] {
		us := build.Shape(upd)
		if !ir.IsStatic(us) {
			return nil, fmt.Errorf("a dynamically shaped update is not supported")
		}
		out[1] = c.b.DynamicSlice(g, starts, us)
	}
	return out, nil
}

// padRule slices the operand's elements back out of the adjoint; the pad
// value gets the sum of the rest.
func padRule(c *ruleCtx, ct []*ir.Value) ([]*ir.Value, error) {
	lo, _ := dialect.I64s(c.op.Attr("edge_padding_low"))
	hi, _ := dialect.I64s(c.op.Attr("edge_padding_high"))
	in, _ := dialect.I64s(c.op.Attr("interior_padding"))
	x, g := c.x(0), ct[0]
	xs, gs := build.Shape(x), build.Shape(g)
	if !ir.IsStatic(xs) {
		return nil, fmt.Errorf("padding a dynamic shape is not supported")
	}
	start, limit, strides := make([]int64, len(xs)), make([]int64, len(xs)), make([]int64, len(xs))
	for i := range xs {
		if lo[i] < 0 || hi[i] < 0 {
			return nil, fmt.Errorf("negative padding is not supported")
		}
		start[i], limit[i], strides[i] = lo[i], gs[i]-hi[i], in[i]+1
	}
	out := make([]*ir.Value, 2)
	gx := c.b.Slice(g, start, limit, strides)
	if c.need[0] {
		out[0] = gx
	}
	if c.need[1] {
		all := make([]int64, len(xs))
		for i := range all {
			all[i] = int64(i)
		}
		out[1] = c.b.Sub(c.b.ReduceSum(g, all), c.b.ReduceSum(gx, all))
	}
	return out, nil
}
